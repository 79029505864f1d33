import type { PageModel } from './page-model.js';

/**
 * Two fingerprints further apart than this many bits (of 64) mean the page changed significantly.
 * Measured on corpus pages: an added sentence moves 0-4 bits, a new date or token 0-1, a new
 * headline 5-30 and a new headline plus section 9-30. Near-duplicate detection with plain 64-bit
 * SimHash commonly uses 3; the headline weighting lets us sit above sentence-level edits.
 */
export const SIGNIFICANT_DISTANCE = 6;

const VOLATILE = [
  /\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:z|[+-]\d{2}:?\d{2})?)?\b/gi,
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?\b/gi,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s*(?:\d{4})?\b/gi,
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s*(?:\d{4})?\b/gi,
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b/gi,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b[0-9a-f]{16,}\b/gi,
  /\b[a-z0-9_-]*\d[a-z0-9_-]*[a-z][a-z0-9_-]{18,}\b/gi,
  /\b[A-Za-z0-9+/]{24,}={0,2}/g,
  /\b\d+(?:[.,]\d+)*\s*(?:views?|likes?|comments?|shares?|followers?|people|visitors?|online|sold|left|remaining|seconds?|minutes?|hours?|days? ago|ago)\b/gi,
  /\b(?:19|20)\d{2}\b/g,
];

/**
 * All volatile patterns in one pass (order matters: longer forms such as ISO timestamps first). Each
 * opens with \b, so the word boundary is tested once per position before the alternatives instead
 * of once per pattern: the same matches, a third less time over a page's text.
 */
const ANY_VOLATILE = VOLATILE.every((re) => re.source.startsWith('\\b'))
  ? new RegExp(`\\b(?:${VOLATILE.map((re) => re.source.slice(2)).join('|')})`, 'gi')
  : new RegExp(VOLATILE.map((re) => re.source).join('|'), 'gi');

/** Total weight of the structural features, relative to the number of text shingles. */
const STRUCTURE_SHARE = 0.5;

/** How much of the text is hashed: enough to notice any real change, bounded for 3 MB pages. */
const MAX_TEXT = 60_000;

/** Lower-cased words of the text with dates, times, counters and tokens removed. */
export function stableTokens(text: string): string[] {
  const clean = text.slice(0, MAX_TEXT).replace(ANY_VOLATILE, ' ').toLowerCase();
  return clean.match(/[\p{L}\p{N}$€£¥₹][\p{L}\p{N}.,$€£¥₹'-]*/gu) ?? [];
}

/** FNV-1a over UTF-16 units, 32 bits, with a seed so two runs give a 64-bit hash. */
function fnv32(s: string, seed: number): number {
  // final avalanche so nearby strings spread over all bits
  return avalanche(fnvStep((0x811c9dc5 ^ seed) >>> 0, s));
}

/** FNV-1a state after the UTF-16 units of s, from state h (fnv32 without its final avalanche). */
function fnvStep(h: number, s: string): number {
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** fnv32's final avalanche. */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** Adds one feature's two 32-bit hashes to the bit sums, with its weight. */
function addHashes(v: Float64Array, hi: number, lo: number, weight: number): void {
  for (let bit = 0; bit < 32; bit += 1) {
    v[bit] += (hi >>> bit) & 1 ? weight : -weight;
    v[32 + bit] += (lo >>> bit) & 1 ? weight : -weight;
  }
}

const SEED_HI = (0x811c9dc5 ^ 0) >>> 0;
const SEED_LO = (0x811c9dc5 ^ 0x9e3779b9) >>> 0;

/**
 * The text shingles' part of the bit sums: each "t:<w1> <w2> <w3>" hashed as fnv32 hashes that
 * string, without building it. Every shingle weighs 1, so the sums are whole numbers and come out
 * the same whatever the order, and a repeated shingle adds what one feature of its summed weight
 * did.
 */
function addShingles(v: Float64Array, tokens: string[]): void {
  const prefixHi = fnvStep(SEED_HI, 't:');
  const prefixLo = fnvStep(SEED_LO, 't:');
  // set bits counted as integers: n shingles of weight 1 add 2 * ones - n to each bit's sum
  const ones = new Int32Array(64);
  let n = 0;
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    let hi = fnvStep(prefixHi, tokens[i]);
    let lo = fnvStep(prefixLo, tokens[i]);
    for (let k = 1; k <= 2; k += 1) {
      hi = fnvStep(Math.imul(hi ^ 32, 0x01000193) >>> 0, tokens[i + k]);
      lo = fnvStep(Math.imul(lo ^ 32, 0x01000193) >>> 0, tokens[i + k]);
    }
    hi = avalanche(hi);
    lo = avalanche(lo);
    for (let bit = 0; bit < 32; bit += 1) {
      ones[bit] += (hi >>> bit) & 1;
      ones[32 + bit] += (lo >>> bit) & 1;
    }
    n += 1;
  }
  for (let bit = 0; bit < 64; bit += 1) v[bit] += 2 * ones[bit] - n;
}

function simhash(v: Float64Array, features: Map<string, number>): string {
  for (const [feature, weight] of features)
    addHashes(v, fnv32(feature, 0), fnv32(feature, 0x9e3779b9), weight);
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 32; bit += 1) {
    if (v[bit] > 0) hi |= 1 << bit;
    if (v[32 + bit] > 0) lo |= 1 << bit;
  }
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/**
 * SimHash (64-bit, hex) over 3-word shingles of the visible text plus a structural signature:
 * heading texts, CTA texts and prices, weighted up so a new headline or offer moves the hash more
 * than an edited paragraph does.
 */
export function contentFingerprint(
  model: Pick<PageModel, 'text' | 'headings' | 'ctas' | 'prices' | 'title'>,
): string {
  const features = new Map<string, number>();
  const addFeature = (key: string, weight: number): void => {
    features.set(key, (features.get(key) ?? 0) + weight);
  };
  const v = new Float64Array(64);
  const tokens = stableTokens(model.text);
  addShingles(v, tokens);
  if (tokens.length > 0 && tokens.length < 3) addFeature(`t:${tokens.join(' ')}`, 1);
  // Structure gets as much total weight as the text, shared out by prominence: the main headline
  // weighs most, so a new headline moves the hash even on a long page.
  const structural: [string, number][] = [];
  if (model.title) structural.push([`title:${stableTokens(model.title).join(' ')}`, 2]);
  for (const h of model.headings.slice(0, 60))
    structural.push([
      `h${h.level}:${stableTokens(h.text).join(' ')}`,
      h.level === 1 ? 8 : h.level === 2 ? 2 : 1,
    ]);
  for (const c of model.ctas.slice(0, 40))
    structural.push([`cta:${stableTokens(c.text).join(' ')}`, c.role === 'primary' ? 4 : 1]);
  for (const p of model.prices.slice(0, 40))
    structural.push([`price:${p.currency ?? ''}${p.amount}:${p.period ?? ''}`, 1]);
  const parts = structural.reduce((sum, [, share]) => sum + share, 0);
  const budget = Math.max(8, tokens.length * STRUCTURE_SHARE);
  for (const [key, share] of structural) addFeature(key, (budget * share) / parts);
  return simhash(v, features);
}

/** Hamming distance between two hex fingerprints of equal length. */
export function fingerprintDistance(a: string, b: string): number {
  if (a.length !== b.length) return 64;
  let distance = 0;
  for (let i = 0; i < a.length; i += 8) {
    let x = (Number.parseInt(a.slice(i, i + 8), 16) ^ Number.parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      distance += 1;
    }
  }
  return distance;
}

/** True when the page moved more than SIGNIFICANT_DISTANCE bits: the cached audit is stale. */
export function changedSignificantly(a: string, b: string): boolean {
  if (!a || !b) return true;
  return fingerprintDistance(a, b) > SIGNIFICANT_DISTANCE;
}
