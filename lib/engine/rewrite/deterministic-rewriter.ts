import type { CtaGoal } from '../model/page-model.js';
import { copyProblem } from './copy-quality.js';
import { FORMULAS, FORMULA_LANGUAGES, formulaLanguage, type FormulaLexicon } from './formulas.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import type {
  CopyElement,
  CopyRewrite,
  CopyRewrites,
  FlaggedCopy,
  GroundedFact,
  PageFacts,
  RewriteInput,
  RewriteProvider,
} from './rewrite-types.js';

/**
 * The capitalised words the formulas themselves may add (button labels, "Logo"). All are common
 * words of their language, never a name, a number or a claim.
 */
export const TEMPLATE_WORDS: ReadonlySet<string> = new Set(
  FORMULA_LANGUAGES.flatMap((lang) => {
    const f = FORMULAS[lang];
    return [...Object.values(f.cta), ...Object.values(f.ctaWithProduct), ...Object.values(f.metaAction)]
      .flatMap((p) => p.split(/\s+/))
      .map((w) => w.replace(/[.,]$/, ''))
      .filter((w) => /^\p{Lu}/u.test(w));
  }),
);

/** A piece of an alternative: a fact quoted from the page, a formula word, or a separator. */
type Segment = { text: string; fact: GroundedFact } | { text: string; added: true } | { text: string };

interface Draft {
  segments: Segment[];
}

const fact = (f: GroundedFact, text = f.text): Segment => ({ text, fact: f });
const added = (text: string): Segment => ({ text, added: true });
const sep = (text: string): Segment => ({ text });

function render(d: Draft): string {
  return d.segments
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const mentions = (text: string, name: GroundedFact | null): boolean =>
  !!name && squash(text).includes(squash(name.text));

/** The first word is a verb of the language's action list, so the phrase is an instruction. */
function isAction(f: GroundedFact, lex: FormulaLexicon): boolean {
  const first = f.text.split(' ')[0]?.toLowerCase() ?? '';
  return lex.actionVerbs.has(first);
}

/** A product name short enough to sit inside a headline or a button. */
function shortName(f: GroundedFact | null, words: number, chars: number): GroundedFact | null {
  return f && wordCount(f.text) <= words && f.text.length <= chars ? f : null;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

interface Plan {
  drafts: Draft[];
  /** Why there is nothing to propose, when drafts is empty. */
  reason: string;
}

const NO_BENEFIT =
  'the page states no benefit phrase that reads on its own (the subheadline, headings and first sentences of the main content were read), and copy is not invented';

function headlinePlan(f: PageFacts, lex: FormulaLexicon | null): Plan {
  if (f.pageType === 'product_detail')
    return { drafts: [], reason: "a product page's headline is the product's name, which it already shows" };
  const drafts: Draft[] = [];
  const product = shortName(f.product, 4, 30);
  const action = lex
    ? f.benefits.find(
        (b) =>
          (lex.actionVerbs.size === 0 ? wordCount(b.text) <= 6 : isAction(b, lex)) &&
          !mentions(b.text, product),
      )
    : undefined;
  if (lex && product && action)
    drafts.push({ segments: [fact(action), sep(' '), added(lex.withProduct), sep(' '), fact(product)] });
  const lead =
    f.benefits.find((b) => b !== action && wordCount(b.text) <= 10) ??
    (action && !product ? action : undefined);
  if (lead) drafts.push({ segments: [fact(lead)] });
  return { drafts, reason: NO_BENEFIT };
}

function subheadlinePlan(f: PageFacts, lex: FormulaLexicon | null): Plan {
  const drafts: Draft[] = [];
  const product = shortName(f.product, 4, 30);
  const action = lex ? f.benefits.find((b) => isAction(b, lex) && !mentions(b.text, product)) : undefined;
  if (lex?.helpsYou && product && action)
    drafts.push({
      segments: [
        fact(product),
        sep(' '),
        added(lex.helpsYou),
        sep(' '),
        fact(action, lowerFirst(action.text)),
        sep('.'),
      ],
    });
  const support = f.proofs[0] ?? f.offers[0];
  const lead = f.benefits.find((b) => b !== action) ?? f.benefits[0];
  if (lead && support) drafts.push({ segments: [fact(lead), sep('. '), fact(support), sep('.')] });
  const second = f.benefits.find((b) => b !== lead && b !== action);
  if (lead && second && !support) drafts.push({ segments: [fact(lead), sep('. '), fact(second), sep('.')] });
  return { drafts, reason: NO_BENEFIT };
}

/** The goal the call to action serves, from the model, else from the words of its label. */
function goalOf(f: PageFacts, original: string | null): CtaGoal {
  const goal = f.action?.goal ?? 'other';
  if (goal !== 'other') return goal;
  const t = original ?? '';
  const words: [CtaGoal, RegExp][] = [
    ['add_to_cart', /add to (cart|bag|basket)/i],
    ['buy', /\b(buy|order|shop|purchase)\b/i],
    ['trial', /\btrial\b/i],
    ['demo', /\bdemo\b/i],
    ['quote', /\b(quote|estimate)\b/i],
    ['book', /\b(book|appointment|reserve|schedule)\b/i],
    ['signup', /\b(sign ?up|join|create (an |your )?account|get started)\b/i],
    ['download', /\b(download|install)\b/i],
    ['subscribe', /\bsubscribe\b/i],
    ['donate', /\b(donate|give)\b/i],
    ['contact', /\b(contact|talk|get in touch)\b/i],
  ];
  return words.find(([, re]) => re.test(t))?.[0] ?? 'other';
}

/** Button labels that do not say what happens next. */
const VAGUE_CTA =
  /^(submit|send|go|ok|click here|learn more|more|read more|details|view details|continue|next|start|get started)$/i;

function ctaPlan(
  f: PageFacts,
  original: string | null,
  lex: FormulaLexicon | null,
  lang: string,
  flagged: boolean,
): Plan {
  if (!lex)
    return { drafts: [], reason: `there is no call-to-action formula in the page's language (${lang})` };
  const goal = goalOf(f, original);
  const label = lex.cta[goal];
  if (!label)
    return {
      drafts: [],
      reason:
        goal === 'read'
          ? 'the main call to action leads to more reading, not to a conversion, so no action wording fits it'
          : 'what the main call to action asks for is unclear, so no action wording fits it',
    };
  const drafts: Draft[] = [];
  const verb = lex.ctaWithProduct[goal];
  const product = shortName(f.product, 3, 24);
  // "Buy <shop name>" reads wrong: buying needs a product, not the brand.
  if (verb && product && (goal !== 'buy' || product.where !== f.brand?.where))
    drafts.push({ segments: [added(verb), sep(' '), fact(product)] });
  // A specific label of the page's own ("Shop Ketubahs") beats a generic one; replace only a vague,
  // noisy or flagged label.
  const sameGoal =
    !!original && wordCount(original) >= 2 && goalOf({ ...f, action: null }, original) === goal;
  const weak =
    !original || VAGUE_CTA.test(original.trim()) || /[\d|]/.test(original) || (flagged && !sameGoal);
  if (weak) drafts.push({ segments: [added(label)] });
  return {
    drafts,
    reason:
      'the current label already names the action in its own words, which a generic label would not improve',
  };
}

function metaTitlePlan(f: PageFacts, headline: GroundedFact | null): Plan {
  const brand = f.brand;
  if (!brand)
    return {
      drafts: [],
      reason:
        'the page names no brand (og:site_name, structured data, a title part matching the domain, the copyright line)',
    };
  const drafts: Draft[] = [];
  const leads: GroundedFact[] = [];
  if (f.pageType === 'product_detail' && f.product && f.product.where !== brand.where) leads.push(f.product);
  else if (headline) leads.push(headline);
  const benefit = f.benefits.find((b) => b.text.length <= 45);
  if (benefit) leads.push(benefit);
  for (const lead of leads) {
    if (mentions(lead.text, brand) || lead.text.length > 45) continue;
    drafts.push({ segments: [fact(lead), sep(' | '), fact(brand)] });
  }
  return { drafts, reason: NO_BENEFIT };
}

function metaDescriptionPlan(f: PageFacts, lex: FormulaLexicon | null): Plan {
  const goal = goalOf(f, f.action?.text ?? null);
  const action = lex?.metaAction[goal];
  const closing: Segment[] = action ? [sep(' '), added(action)] : [];
  const drafts: Draft[] = [];
  const [b0, b1] = f.benefits;
  const support = f.proofs[0] ?? f.offers[0];
  if (b0 && support) drafts.push({ segments: [fact(b0), sep('. '), fact(support), sep('.'), ...closing] });
  if (b0 && b1) drafts.push({ segments: [fact(b0), sep('. '), fact(b1), sep('.'), ...closing] });
  return {
    drafts,
    reason: b0 ? 'the page states only one benefit phrase and no proof or offer to go with it' : NO_BENEFIT,
  };
}

const ELEMENT_NAMES: Record<CopyElement, string> = {
  headline: 'headline',
  subheadline: 'subheadline',
  primary_cta: 'primary call to action',
  meta_title: 'title tag',
  meta_description: 'meta description',
};

/** One alternative's account: which facts it quotes from where, and which formula words it adds. */
function clauseOf(index: number, d: Draft): string {
  const facts = d.segments.flatMap((s) => ('fact' in s ? [`“${s.text}” from ‹${s.fact.where}›`] : []));
  const adds = d.segments.flatMap((s) => ('added' in s ? [`“${s.text}”`] : []));
  return `#${index} uses ${facts.length ? facts.join(', ') : 'nothing from the page'}; adds ${adds.length ? adds.join(', ') : 'nothing'}.`;
}

function rationaleOf(
  element: CopyElement,
  original: string | null,
  kept: Draft[],
  reason: string,
  flagged: readonly FlaggedCopy[],
): string {
  const name = ELEMENT_NAMES[element];
  const problems = flagged.map((fl) => `${fl.check_id} (“${fl.problem}”)`);
  const start = original
    ? problems.length > 0
      ? `The ${name} fails ${problems.join(', ')}.`
      : `No copy check flags the ${name}; these are variants to test.`
    : `The page has no ${name}.`;
  if (kept.length === 0) return `${start} No alternative: ${reason}.`;
  return `${start} ${kept.map((d, i) => clauseOf(i + 1, d)).join(' ')}`;
}

/** Drafts that pass the quality rules and the guardrail, deduplicated and unlike the original. */
function keep(
  element: CopyElement,
  original: string | null,
  drafts: readonly Draft[],
  v: PageVocabulary,
): Draft[] {
  const out: Draft[] = [];
  const seen = new Set<string>(original ? [squash(original)] : []);
  for (const d of drafts) {
    const text = render(d);
    if (!text || seen.has(squash(text)) || copyProblem(text, element)) continue;
    if (introducedNumbers(text, v).length > 0 || introducedNames(text, v, TEMPLATE_WORDS).length > 0)
      continue;
    seen.add(squash(text));
    out.push(d);
    if (out.length === 3) break;
  }
  return out;
}

/**
 * Writes alternatives for the page's critical copy with proven formulas ("{action} with
 * {product}", "{headline} | {brand}", first-person button labels per goal) filled only from
 * grounded facts, in the page's language. Where the facts are too thin it proposes nothing and
 * says why; every rationale names each fact it quotes, where that fact sits, and each word it adds.
 */
export function rewriteDeterministically(
  input: RewriteInput,
  provider = 'deterministic',
  fallbackReason: string | null = null,
): CopyRewrites {
  const v = new PageVocabulary(input.pageText);
  const f = input.facts;
  const c = input.copy;
  const lang = (f.language ?? 'en').slice(0, 2);
  const lex = (() => {
    const l = formulaLanguage(f.language);
    return l ? FORMULAS[l] : null;
  })();
  const headlineFact: GroundedFact | null =
    c.headline.text &&
    c.headline.selector &&
    wordCount(c.headline.text) <= 9 &&
    !/[?!…]/.test(c.headline.text)
      ? { kind: 'benefit', text: c.headline.text.replace(/[\s.!:;,]+$/, ''), where: c.headline.selector }
      : null;
  const plans: Record<CopyElement, Plan> = {
    headline: headlinePlan(f, lex),
    subheadline: subheadlinePlan(f, lex),
    primary_cta: ctaPlan(
      f,
      c.primary_cta.text,
      lex,
      lang,
      input.flagged.some((fl) => fl.element === 'primary_cta'),
    ),
    meta_title: metaTitlePlan(f, headlineFact),
    meta_description: metaDescriptionPlan(f, lex),
  };
  const rewrite = (element: CopyElement): CopyRewrite => {
    const original = c[element].text;
    const plan = plans[element];
    const kept = keep(element, original, plan.drafts, v);
    const reason =
      plan.drafts.length > 0 && kept.length === 0
        ? 'every draft repeated the current copy or broke the length, repetition or punctuation rules'
        : plan.reason;
    const flagged = input.flagged.filter((fl) => fl.element === element);
    return {
      original,
      alternatives: kept.map(render),
      rationale: rationaleOf(element, original, kept, reason, flagged),
    };
  };
  return {
    headline: rewrite('headline'),
    subheadline: rewrite('subheadline'),
    primary_cta: rewrite('primary_cta'),
    meta_title: rewrite('meta_title'),
    meta_description: rewrite('meta_description'),
    provider,
    fallback_reason: fallbackReason,
  };
}

/** The default provider: no network, no model, nothing invented. */
export const deterministicProvider: RewriteProvider = {
  name: 'deterministic',
  rewrite: async (input) => rewriteDeterministically(input),
};
