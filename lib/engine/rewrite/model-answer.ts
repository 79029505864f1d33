import { z } from 'zod';
import { PageVocabulary, introducedNumbers } from './guardrail.js';
import { COPY_ELEMENTS, type CopyElement, type CopyRewrites, type RewriteInput } from './rewrite-types.js';

/** A language model's answer could not be used as rewrites. */
export class RewriteAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RewriteAnswerError';
  }
}

/** Longest alternative kept per element; longer ones are dropped, not cut. */
export const ALTERNATIVE_MAX_CHARS: Record<CopyElement, number> = {
  headline: 120,
  subheadline: 260,
  primary_cta: 40,
  meta_title: 70,
  meta_description: 170,
};

const elementAnswer = z.object({
  alternatives: z.array(z.string()).max(10),
  rationale: z.string().max(2000),
});

/** The JSON a model must answer with (the prompt spells it out). */
export const modelAnswerSchema = z.object(
  Object.fromEntries(COPY_ELEMENTS.map((e) => [e, elementAnswer])) as Record<
    CopyElement,
    typeof elementAnswer
  >,
);

/** How much of the page text goes into the prompt. */
const PROMPT_PAGE_TEXT_CHARS = 6000;

const SYSTEM_PROMPT = [
  'You rewrite the conversion-critical copy of one web page: headline, subheadline, primary call to action, meta title and meta description.',
  'Use only facts stated in PAGE FACTS and PAGE TEXT. Never invent a number, a price, a statistic, a customer, a name, an award or any claim the page does not make.',
  'The only numbers you may use are those in NUMBERS ON THE PAGE; an alternative with any other number is discarded.',
  'For each element give up to 3 alternatives and a one-sentence rationale naming the problem fixed.',
  'Limits: headline up to 12 words, primary_cta up to 5 words, meta_title up to 60 characters, meta_description up to 155 characters.',
  'Answer with one JSON object and nothing else, exactly of this shape:',
  '{"headline":{"alternatives":["..."],"rationale":"..."},"subheadline":{...},"primary_cta":{...},"meta_title":{...},"meta_description":{...}}',
].join('\n');

/** How many distinct numbers of the page the prompt lists. */
const PROMPT_NUMBERS = 60;

/** The distinct numbers the page states, in order of appearance. */
function pageNumbers(pageText: string): string[] {
  return [...new Set(pageText.match(/\d+(?:[.,]\d+)*/g) ?? [])].slice(0, PROMPT_NUMBERS);
}

/** System and user prompt for a rewrite request. */
export function rewritePrompt(input: RewriteInput): { system: string; user: string } {
  const copy = Object.fromEntries(COPY_ELEMENTS.map((e) => [e, input.copy[e].text]));
  const user = [
    `URL: ${input.url}`,
    `INDUSTRY: ${input.industry}`,
    `CURRENT COPY (null = missing): ${JSON.stringify(copy)}`,
    `PROBLEMS FOUND: ${JSON.stringify(input.flagged.map((f) => ({ element: f.element, problem: f.problem, rule: f.threshold })))}`,
    `PAGE FACTS: ${JSON.stringify(input.facts)}`,
    `NUMBERS ON THE PAGE: ${JSON.stringify(pageNumbers(input.pageText))}`,
    `PAGE TEXT: ${input.pageText.slice(0, PROMPT_PAGE_TEXT_CHARS)}`,
  ].join('\n');
  return { system: SYSTEM_PROMPT, user };
}

/** The JSON object inside a model's text, tolerating a Markdown code fence around it. */
function jsonOf(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = (fenced ? fenced[1] : text).trim();
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end < start) throw new RewriteAnswerError('the answer holds no JSON object');
  try {
    return JSON.parse(candidate.slice(start, end + 1));
  } catch (err) {
    throw new RewriteAnswerError(`the answer is not valid JSON (${(err as Error).message})`);
  }
}

/**
 * Validates a model's text answer and applies the guardrail: an alternative that states a number
 * the page does not is dropped, as are empty, over-long and duplicate ones. Throws
 * RewriteAnswerError when the answer is unusable or nothing survives.
 */
export function parseModelAnswer(text: string, input: RewriteInput, provider: string): CopyRewrites {
  const parsed = modelAnswerSchema.safeParse(jsonOf(text));
  if (!parsed.success) {
    throw new RewriteAnswerError(
      `the answer does not match the schema (${parsed.error.issues[0]?.message ?? 'invalid'})`,
    );
  }
  const vocabulary = new PageVocabulary(input.pageText);
  let kept = 0;
  let droppedForNumbers = 0;
  const out = {} as Record<CopyElement, CopyRewrites[CopyElement]>;
  for (const element of COPY_ELEMENTS) {
    const original = input.copy[element].text;
    const seen = new Set<string>(original ? [original.toLowerCase()] : []);
    const alternatives: string[] = [];
    for (const raw of parsed.data[element].alternatives) {
      const alt = raw.replace(/\s+/g, ' ').trim();
      if (!alt || alt.length > ALTERNATIVE_MAX_CHARS[element] || seen.has(alt.toLowerCase())) continue;
      if (introducedNumbers(alt, vocabulary).length > 0) {
        droppedForNumbers += 1;
        continue;
      }
      seen.add(alt.toLowerCase());
      alternatives.push(alt);
      if (alternatives.length === 3) break;
    }
    kept += alternatives.length;
    out[element] = {
      original,
      alternatives,
      rationale: parsed.data[element].rationale.trim() || 'Rewritten by the model.',
    };
  }
  if (kept === 0) {
    throw new RewriteAnswerError(
      droppedForNumbers > 0
        ? `every alternative stated numbers the page does not (${droppedForNumbers} dropped)`
        : 'the answer holds no usable alternative',
    );
  }
  return { ...out, provider, fallback_reason: null };
}
