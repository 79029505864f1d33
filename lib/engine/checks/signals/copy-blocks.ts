/**
 * The page copy as blocks: headings and text blocks outside navigation and footer, the first
 * screen's share of them, their sentences and sections. Each view is derived once per model.
 */
import type { Heading, PageModel, Region, TextBlock, TextRole } from '../../model/page-model.js';
import { siteUrlOf } from '../../model/delivery.js';
import { derived } from './memo.js';
import { countWords, normalise } from './words.js';

/** A heading or text block of the page copy (navigation and footer excluded). */
export interface CopyBlock {
  selector: string;
  order: number;
  region: Region;
  text: string;
  /** Heading level, or null for a text block. */
  level: number | null;
  words: number;
  /** The runs the page shows as one text each, when nested blocks interrupt `text` (TextBlock.pieces). */
  pieces?: string[];
  /** Whose words these are, when not the seller's own (a testimonial's, a plan's, a form's). */
  role?: TextRole;
}

/**
 * The copy the seller claims in its own voice: a testimonial's or review's words are someone else's,
 * so a customer's "the best plumber in town" is no superlative the seller claims.
 */
export function sellerClaims(model: PageModel): readonly CopyBlock[] {
  return derived(model, 'sellerClaims', (m) => copyBlocks(m).filter((b) => b.role !== 'testimonial'));
}

function isCopyRegion(region: Region): boolean {
  return region !== 'nav' && region !== 'footer';
}

/** Headings and text blocks outside navigation and footer, in document order. */
export function copyBlocks(model: PageModel): readonly CopyBlock[] {
  return derived(model, 'copyBlocks', computeCopyBlocks);
}

function computeCopyBlocks(model: PageModel): CopyBlock[] {
  const out: CopyBlock[] = [];
  for (const h of model.headings) {
    if (isCopyRegion(h.region) && h.text.trim()) out.push(toCopyBlock(h));
  }
  for (const b of model.textBlocks) {
    if (isCopyRegion(b.region) && b.text.trim()) {
      out.push(toCopyBlock(b));
    }
  }
  out.sort((a, b) => a.order - b.order);
  return out;
}

/** A heading (its level, its words counted) or a text block (no level, the model's count) as copy. */
function toCopyBlock(el: Heading | TextBlock): CopyBlock {
  const heading = 'level' in el;
  return {
    selector: el.selector,
    order: el.order,
    region: el.region,
    text: el.text,
    level: heading ? el.level : null,
    words: heading ? countWords(el.text) : el.words,
    ...(!heading && el.pieces ? { pieces: el.pieces } : {}),
    ...(el.role ? { role: el.role } : {}),
  };
}

/**
 * The copy of the first screen: blocks before `hero.end`, always including the headline and
 * subheadline the model builder chose. Empty when the page has no identifiable first screen.
 */
export function heroBlocks(model: PageModel): readonly CopyBlock[] {
  return derived(model, 'heroBlocks', computeHeroBlocks);
}

function computeHeroBlocks(model: PageModel): CopyBlock[] {
  const { headline, subheadline, end } = model.hero;
  const out = copyBlocks(model).filter((b) => b.order < end);
  const has = new Set(out.map((b) => b.selector));
  if (headline && !has.has(headline.selector)) out.unshift(toCopyBlock(headline));
  if (subheadline && !has.has(subheadline.selector)) {
    out.push(toCopyBlock(subheadline));
  }
  out.sort((a, b) => a.order - b.order);
  return out;
}

export interface Sentence {
  block: CopyBlock;
  text: string;
  words: number;
}

const SENTENCE_SPLIT_RE = /(?<=[.!?])\s+(?=[\p{Lu}\d"'“(])/u;

/** Sentences of the body copy (text blocks of 3+ words; headings excluded), in order. */
export function sentences(model: PageModel): readonly Sentence[] {
  return derived(model, 'sentences', computeSentences);
}

function computeSentences(model: PageModel): Sentence[] {
  const out: Sentence[] = [];
  for (const block of copyBlocks(model)) {
    if (block.level !== null || block.words < 3) continue;
    for (const part of block.text.split(SENTENCE_SPLIT_RE)) {
      const words = countWords(part);
      if (words > 0) out.push({ block, text: part.trim(), words });
    }
  }
  return out;
}

/** What to quote when the first screen lacks something: its headline and subheadline, else its first block. */
export function heroQuoteBlocks(model: PageModel): CopyBlock[] {
  const hero = heroBlocks(model);
  const { headline, subheadline } = model.hero;
  const picked = hero.filter(
    (b) => b.selector === headline?.selector || b.selector === subheadline?.selector,
  );
  return picked.length ? picked : hero.slice(0, 1);
}

/** What a block shows as one text, for a quote (outcome.ts: quotes are built there). */
export { shownText } from '../outcome.js';

/** The first block matching `re` (a non-global regex), or undefined. */
export function findBlock(blocks: readonly CopyBlock[], re: RegExp): CopyBlock | undefined {
  return blocks.find((b) => re.test(b.text));
}

export function findBlocks(blocks: readonly CopyBlock[], re: RegExp): CopyBlock[] {
  return blocks.filter((b) => re.test(b.text));
}

/** Section headings (h2) of the page copy. */
export function sectionHeadings(model: PageModel): CopyBlock[] {
  return copyBlocks(model).filter((b) => b.level === 2);
}

/** Blocks between the heading before `order` and the heading after it: the section it sits in. */
export function sectionAround(model: PageModel, order: number): { start: number; end: number } {
  let start = -Infinity;
  let end = Infinity;
  for (const h of model.headings) {
    if (h.order <= order && h.order > start) start = h.order;
    if (h.order > order && h.order < end) end = h.order;
  }
  return { start, end };
}

const LOGO_WORD_RE = /\blogo\b/gi;

/** Names the site goes by: og:site_name, the logo's alt text, the domain's main label. */
export function brandNames(model: PageModel): string[] {
  const names: string[] = [];
  const site = model.openGraph['og:site_name'];
  if (site) names.push(site);
  for (const img of model.images) if (img.isLogo && img.alt) names.push(img.alt.replace(LOGO_WORD_RE, ''));
  try {
    // On a local audit the domain is the live site's (its canonical), not 127.0.0.1.
    const labels = new URL(siteUrlOf(model)).hostname.replace(/^www\./, '').split('.');
    if (labels.length >= 2) names.push(labels[labels.length - 2]);
  } catch {
    // An unparsable URL leaves the names from the markup.
  }
  return names.map((n) => normalise(n).replace(/ /g, '')).filter((n) => n.length > 1);
}
