import { z } from 'zod';
import { COPY_LIMITS, copyProblem, stitchedAt } from './copy-quality.js';
import { TEMPLATE_WORDS } from './deterministic-rewriter.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import { COPY_ELEMENTS, type CopyElement, type CopyRewrites, type RewriteInput } from './rewrite-types.js';

/** A language model's answer could not be used as rewrites. */
export class RewriteAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RewriteAnswerError';
  }
}

/** Longest alternative kept per element; longer ones are dropped, not cut. */
export const ALTERNATIVE_MAX_CHARS: Record<CopyElement, number> = Object.fromEntries(
  COPY_ELEMENTS.map((e) => [e, COPY_LIMITS[e].chars]),
) as Record<CopyElement, number>;

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
  'Use only claims the page makes: say free, guarantee, best, award, certified or fast only where the page does. Write in the language of LANGUAGE.',
  'Limits: headline up to 14 words and 90 characters, subheadline up to 200 characters, primary_cta up to 5 words and 40 characters, meta_title up to 60 characters, meta_description up to 155 characters.',
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
    `LANGUAGE: ${input.facts.language ?? 'unknown'}`,
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

/** Claim words a model may use only where the page does. */
const CLAIMS =
  /(?<!\p{L})(free|guarantee[ds]?|best|#1|number one|award[- ]?winning|award|certified|official|fastest|cheapest|lowest|risk[- ]free|money[- ]back|unlimited|instant|kostenlos|gratis|garantie|garantiert|gratuit|meilleur|garantía|mejor)(?!\p{L})/giu;
/** Function words that give a text's language away. */
const LANGUAGE_WORDS: Record<string, RegExp> = {
  en: /(?<!\p{L})(the|and|your|with|for|you|our|get|now)(?!\p{L})/giu,
  de: /(?<!\p{L})(und|der|die|das|mit|für|ihre?|jetzt|nicht)(?!\p{L})/giu,
  fr: /(?<!\p{L})(les|des|avec|pour|votre|vos|et|une|est)(?!\p{L})/giu,
  es: /(?<!\p{L})(los|las|con|para|tu|su|y|una|es|del)(?!\p{L})/giu,
};

/** A number is in context when the page states it next to the same word. */
function numberOutOfContext(alt: string, pageText: string): string | null {
  const page = pageText.replace(/\s+/g, ' ').toLowerCase();
  for (const m of alt.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const after = alt.slice(m.index + m[0].length).match(/^[^\p{L}\p{N}]*[\p{L}\p{N}%]+/u)?.[0];
    const before = alt.slice(0, m.index).match(/[\p{L}\p{N}$€£%]+[^\p{L}\p{N}]*$/u)?.[0];
    const ok = [after && m[0] + after, before && before + m[0]].some(
      (pair) => !!pair && page.includes(pair.replace(/\s+/g, ' ').toLowerCase()),
    );
    if (!ok) return m[0];
  }
  return null;
}

/**
 * Why one alternative of a model may not be used, or null: a number the page does not state or
 * states about something else, a name or a claim the page does not make, a length, repetition or
 * punctuation problem, or words of another language than the page's.
 */
export function groundingProblem(
  alt: string,
  element: CopyElement,
  input: RewriteInput,
  vocabulary: PageVocabulary,
): string | null {
  if (introducedNumbers(alt, vocabulary).length > 0) return 'a number the page does not state';
  const n = numberOutOfContext(alt, input.pageText);
  if (n) return `the number ${n} out of its page context`;
  const names = introducedNames(alt, vocabulary, TEMPLATE_WORDS);
  if (names.length > 0) return `a name the page does not use (${names[0]})`;
  const page = input.pageText.toLowerCase();
  for (const m of alt.matchAll(CLAIMS)) if (!page.includes(m[0].toLowerCase())) return `the claim “${m[0]}”`;
  const problem = copyProblem(alt, element);
  if (problem) return problem;
  const seam = stitchedAt(alt, input.seams);
  if (seam) return `two lines of the page run together (“${seam}”)`;
  const lang = (input.facts.language ?? 'en').slice(0, 2);
  const own = (alt.match(LANGUAGE_WORDS[lang] ?? /$^/g) ?? []).length;
  for (const [other, re] of Object.entries(LANGUAGE_WORDS)) {
    if (other === lang) continue;
    if ((alt.match(re) ?? []).length >= 2 && (alt.match(re) ?? []).length > own) return `not in ${lang}`;
  }
  return null;
}

/**
 * Validates a model's text answer against the page: every alternative must pass groundingProblem,
 * or it is dropped; an element the model left without a usable alternative keeps the
 * deterministic rewrite (the caller fills it). Throws RewriteAnswerError when the answer is
 * unusable or nothing survives.
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
  let dropped = 0;
  const out = {} as Record<CopyElement, CopyRewrites[CopyElement]>;
  for (const element of COPY_ELEMENTS) {
    const original = input.copy[element].text;
    const seen = new Set<string>(original ? [original.toLowerCase()] : []);
    const alternatives: string[] = [];
    const reasons: string[] = [];
    for (const raw of parsed.data[element].alternatives) {
      const alt = raw.replace(/\s+/g, ' ').trim();
      if (!alt || seen.has(alt.toLowerCase())) continue;
      const problem = groundingProblem(alt, element, input, vocabulary);
      if (problem) {
        dropped += 1;
        if (/number/.test(problem)) droppedForNumbers += 1;
        reasons.push(`“${alt}” (${problem})`);
        continue;
      }
      seen.add(alt.toLowerCase());
      alternatives.push(alt);
      if (alternatives.length === 3) break;
    }
    kept += alternatives.length;
    const said = parsed.data[element].rationale.trim();
    out[element] = {
      original,
      alternatives,
      rationale: [
        `Written by ${provider} from the page's facts${said ? ` (“${said.replace(/[“”]/g, '"')}”)` : ''}; each alternative was checked against the page: numbers in context, names, claims, length and language.`,
        reasons.length ? `Dropped: ${reasons.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }
  if (kept === 0) {
    throw new RewriteAnswerError(
      droppedForNumbers === dropped && dropped > 0
        ? `every alternative stated numbers the page does not (${droppedForNumbers} dropped)`
        : dropped > 0
          ? `no alternative passed the grounding check (${dropped} dropped)`
          : 'the answer holds no usable alternative',
    );
  }
  return { ...out, provider, fallback_reason: null };
}
