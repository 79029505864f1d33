import type { CtaIntent } from '../model/page-model.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import { looksLikeCopy, readsAsAction } from './page-facts.js';
import type {
  CopyElement,
  CopyRewrite,
  CopyRewrites,
  FlaggedCopy,
  PageFacts,
  RewriteInput,
  RewriteProvider,
} from './rewrite-types.js';

/** Call-to-action wording per intent. Generic actions only: none promises a price, a trial length or a result. */
const CTA_PHRASES: Record<CtaIntent, string> = {
  purchase: 'Buy now',
  cart: 'Add to cart',
  signup: 'Create your account',
  trial: 'Start your trial',
  demo: 'Book a demo',
  contact: 'Contact us',
  quote: 'Get a quote',
  book: 'Book now',
  download: 'Download now',
  subscribe: 'Subscribe',
  donate: 'Donate now',
  learn: 'See how it works',
  other: 'Get started',
};

const CTA_VERBS: Partial<Record<CtaIntent, string>> = {
  purchase: 'Buy',
  trial: 'Try',
  download: 'Download',
  signup: 'Join',
  subscribe: 'Subscribe to',
  donate: 'Support',
  contact: 'Talk to',
  other: 'Get',
};

/**
 * The capitalised words the templates themselves may add. All are common English words, never a
 * name, a number or a claim; everything else in a rewrite is quoted from the page.
 */
export const TEMPLATE_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(CTA_PHRASES), ...Object.values(CTA_VERBS)].flatMap((p) =>
    p.split(' ').filter((w) => /^[A-Z]/.test(w)),
  ),
);

const LIMITS: Record<CopyElement, number> = {
  headline: 90,
  subheadline: 200,
  primary_cta: 40,
  meta_title: 60,
  meta_description: 155,
};

const INTENT_WORDS: readonly [CtaIntent, RegExp][] = [
  ['cart', /add to (cart|bag|basket)/i],
  ['purchase', /\b(buy|order|shop|purchase|checkout)\b/i],
  ['trial', /\btrial\b/i],
  ['demo', /\bdemo\b/i],
  ['quote', /\b(quote|estimate)\b/i],
  ['book', /\b(book|appointment|reserve|schedule)\b/i],
  ['signup', /\b(sign ?up|register|join|create (an |your )?account|get started)\b/i],
  ['download', /\b(download|install)\b/i],
  ['subscribe', /\bsubscribe\b/i],
  ['donate', /\b(donate|give)\b/i],
  ['contact', /\b(contact|call|talk|get in touch)\b/i],
  ['learn', /\b(learn|read|discover|see)\b/i],
];

function intentOf(text: string | null): CtaIntent {
  if (!text) return 'other';
  return INTENT_WORDS.find(([, re]) => re.test(text))?.[0] ?? 'other';
}

function stripEnd(text: string): string {
  return text.replace(/[\s.!:;,—–-]+$/, '').trim();
}

/** Capitalise the first letter only when the page itself writes that word capitalised. */
function capitalised(text: string, vocabulary: PageVocabulary): string {
  const first = text.split(' ')[0] ?? '';
  const upper = first.charAt(0).toUpperCase() + first.slice(1);
  if (upper === first) return text;
  return vocabulary.hasWord(upper) || TEMPLATE_WORDS.has(upper) ? upper + text.slice(first.length) : text;
}

/** Lower-case the first letter for use mid-sentence, unless the page treats the word as a name. */
function continued(text: string, vocabulary: PageVocabulary): string {
  const first = text.split(' ')[0] ?? '';
  const lower = first.charAt(0).toLowerCase() + first.slice(1);
  const long = text.split(' ').filter((w) => w.length > 3);
  // Title Case phrases ("Shop For Laser Toner") keep their capitals; lowering one word looks broken.
  const titleCase = long.length > 1 && long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length >= 0.6;
  if (lower === first || titleCase || vocabulary.isNameLike(first)) return text;
  return lower + text.slice(first.length);
}

function sentences(
  parts: readonly (string | null | undefined)[],
  vocabulary: PageVocabulary,
  limit: number,
): string | null {
  let out = '';
  for (const part of parts) {
    // A part already said (a benefit that is the subheadline's first sentence) is not repeated.
    if (!part || out.toLowerCase().includes(stripEnd(part).toLowerCase())) continue;
    const s = `${capitalised(stripEnd(part), vocabulary)}.`;
    const next = out ? `${out} ${s}` : s;
    if (next.length > limit) break;
    out = next;
  }
  return out || null;
}

function mentions(text: string, name: string | null): boolean {
  return !!name && text.toLowerCase().includes(name.toLowerCase());
}

interface Draft {
  alternatives: (string | null)[];
  used: string[];
}

function headlineDraft(f: PageFacts, original: string | null, v: PageVocabulary): Draft {
  const [b0, b1] = f.benefits;
  const product = f.product;
  const alternatives: (string | null)[] = [];
  if (product && b0 && !mentions(b0, product)) alternatives.push(`${product}: ${stripEnd(b0)}`);
  if (product && b1 && readsAsAction(b1) && !mentions(b1, product))
    alternatives.push(`${capitalised(stripEnd(b1), v)} with ${product}`);
  if (b0 && f.numbers[0] && f.numbers[0] !== b0)
    alternatives.push(`${capitalised(stripEnd(b0), v)} — ${stripEnd(f.numbers[0])}`);
  // "Brand: Nitro: The engine" stacks labels; an original with its own colon stays as it is.
  if (product && original && !original.includes(':') && !mentions(original, product))
    alternatives.push(`${product}: ${stripEnd(original)}`);
  if (!product && b0) alternatives.push(capitalised(stripEnd(b0), v));
  return { alternatives, used: [product, b0, b1, f.numbers[0]].filter((x): x is string => !!x) };
}

function subheadlineDraft(f: PageFacts, original: string | null, v: PageVocabulary): Draft {
  const [b0, b1, b2] = f.benefits;
  const alternatives: (string | null)[] = [];
  if (b0 && b1 && b2) {
    alternatives.push(
      `${capitalised(stripEnd(b0), v)}, ${continued(stripEnd(b1), v)} and ${continued(stripEnd(b2), v)}.`,
    );
  } else if (b0 && b1) {
    alternatives.push(`${capitalised(stripEnd(b0), v)} and ${continued(stripEnd(b1), v)}.`);
  }
  alternatives.push(sentences([b0, f.numbers[0], f.guarantees[0]], v, LIMITS.subheadline));
  if (original && f.guarantees[0])
    alternatives.push(sentences([original, f.guarantees[0]], v, LIMITS.subheadline));
  return { alternatives, used: [b0, b1, b2, f.numbers[0], f.guarantees[0]].filter((x): x is string => !!x) };
}

function ctaDraft(f: PageFacts, original: string | null, modelIntent: CtaIntent | null): Draft {
  const intent =
    modelIntent && modelIntent !== 'other' ? modelIntent : intentOf(original ?? f.ctaTexts[0] ?? null);
  const phrase = CTA_PHRASES[intent];
  const verb = CTA_VERBS[intent];
  const alternatives: (string | null)[] = [];
  const shortProduct = f.product && f.product.split(' ').length <= 4 ? f.product : null;
  // "Buy <shop name>" reads wrong: buying needs a product, not the brand.
  const buyable = intent !== 'purchase' || f.product !== f.brand;
  if (verb && shortProduct && buyable) alternatives.push(`${verb} ${shortProduct}`);
  alternatives.push(phrase);
  // Only the page's own CTAs that ask for the same thing are alternatives to the primary one.
  for (const t of f.ctaTexts) if (t !== original && intentOf(t) === intent) alternatives.push(t);
  const reassurance = f.guarantees.find((g) => g.length <= 30);
  if (reassurance) alternatives.push(`${phrase} — ${stripEnd(reassurance)}`);
  return { alternatives, used: [shortProduct, reassurance].filter((x): x is string => !!x) };
}

function metaTitleDraft(f: PageFacts, headline: string | null, v: PageVocabulary): Draft {
  const [b0] = f.benefits;
  const brand = f.brand ?? f.product;
  const alternatives: (string | null)[] = [];
  if (f.product && b0 && !mentions(b0, f.product)) alternatives.push(`${f.product} — ${stripEnd(b0)}`);
  if (brand && b0 && !mentions(b0, brand)) alternatives.push(`${capitalised(stripEnd(b0), v)} | ${brand}`);
  if (brand && headline && !mentions(headline, brand)) alternatives.push(`${stripEnd(headline)} | ${brand}`);
  if (!brand && b0) alternatives.push(capitalised(stripEnd(b0), v));
  return { alternatives, used: [f.product, brand, b0].filter((x): x is string => !!x) };
}

function metaDescriptionDraft(
  f: PageFacts,
  subheadline: string | null,
  intent: CtaIntent | null,
  v: PageVocabulary,
): Draft {
  const [b0, b1] = f.benefits;
  const sub = subheadline && looksLikeCopy(subheadline) ? subheadline : null;
  // A one-word button label ("Submit") says nothing in a search snippet; a worded action does.
  const action =
    f.ctaTexts.find((t) => t.split(' ').length >= 2) ??
    (intent && intent !== 'other' ? CTA_PHRASES[intent] : null);
  const alternatives = [
    sentences([sub ?? b0, sub ? b0 : b1, action], v, LIMITS.meta_description),
    sentences([b0, f.numbers[0], f.guarantees[0] ?? f.prices[0], action], v, LIMITS.meta_description),
  ];
  return {
    alternatives,
    used: [sub, b0, b1, f.numbers[0], f.guarantees[0], action].filter((x): x is string => !!x),
  };
}

const ELEMENT_NAMES: Record<CopyElement, string> = {
  headline: 'headline',
  subheadline: 'subheadline',
  primary_cta: 'primary call to action',
  meta_title: 'title tag',
  meta_description: 'meta description',
};

function rationaleOf(
  element: CopyElement,
  original: string | null,
  draft: Draft,
  kept: string[],
  flagged: readonly FlaggedCopy[],
): string {
  const name = ELEMENT_NAMES[element];
  const problems = flagged.map((fl) => `${fl.check_id} (“${fl.problem}”)`);
  const start = original
    ? problems.length > 0
      ? `The ${name} fails ${problems.join(', ')}.`
      : `No copy check flags the ${name} “${original}”; these are variants to test.`
    : `The page has no ${name}.`;
  if (kept.length === 0) {
    return `${start} The page states too little (no benefit, product name or proof phrase found) to rewrite it without inventing facts; write it from the product's real benefit.`;
  }
  const said = kept.join(' ').toLowerCase();
  const sources = [...new Set(draft.used)]
    .filter((s) => said.includes(stripEnd(s).toLowerCase()))
    .slice(0, 4)
    .map((s) => `“${stripEnd(s)}”`);
  return `${start} Alternatives recombine the page's own words${sources.length ? ` (${sources.join(', ')})` : ''}; nothing is added that the page does not say.`;
}

/**
 * Alternatives for one element that pass the guardrail and the length limit, deduplicated and
 * different from the original.
 */
function keep(
  element: CopyElement,
  original: string | null,
  drafts: readonly (string | null)[],
  v: PageVocabulary,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>(original ? [original.toLowerCase()] : []);
  for (const d of drafts) {
    if (!d) continue;
    const text = d.replace(/\s+/g, ' ').trim();
    if (!text || text.length > LIMITS[element] || seen.has(text.toLowerCase())) continue;
    if (introducedNumbers(text, v).length > 0 || introducedNames(text, v, TEMPLATE_WORDS).length > 0)
      continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === 3) break;
  }
  return out;
}

/**
 * Rewrites the page's critical copy by recombining what the page says: its product name, benefit
 * phrases, numbers, guarantees and call-to-action verbs. Synchronous and deterministic; it never
 * invents a number, a claim, a customer or a name.
 */
export function rewriteDeterministically(
  input: RewriteInput,
  provider = 'deterministic',
  fallbackReason: string | null = null,
): CopyRewrites {
  const v = new PageVocabulary(input.pageText);
  const f = input.facts;
  const c = input.copy;
  const drafts: Record<CopyElement, Draft> = {
    headline: headlineDraft(f, c.headline.text, v),
    subheadline: subheadlineDraft(f, c.subheadline.text, v),
    primary_cta: ctaDraft(f, c.primary_cta.text, input.ctaIntent),
    meta_title: metaTitleDraft(f, c.headline.text, v),
    meta_description: metaDescriptionDraft(f, c.subheadline.text, input.ctaIntent, v),
  };
  const rewrite = (element: CopyElement): CopyRewrite => {
    const original = c[element].text;
    const alternatives = keep(element, original, drafts[element].alternatives, v);
    const flagged = input.flagged.filter((fl) => fl.element === element);
    return {
      original,
      alternatives,
      rationale: rationaleOf(element, original, drafts[element], alternatives, flagged),
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
