import type { PageModel, Region } from '../model/page-model.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import type { PageFacts } from './rewrite-types.js';

/** Every text the page shows: the material rewrites may draw on and are measured against. */
export function pageTextOf(model: PageModel): string {
  return [
    model.title ?? '',
    model.meta.description ?? '',
    ...Object.values(model.openGraph),
    ...Object.values(model.twitter),
    model.text,
  ].join('\n');
}

const CONTENT_REGIONS: ReadonlySet<Region> = new Set<Region>(['main', 'header']);
const BOILERPLATE =
  /cookie|privacy|terms|copyright|all rights|log ?in|sign ?in|password|javascript|newsletter|subscribe|unsubscribe|skip to|menu|search|cart is empty|©|@|https?:|www\./i;
const BENEFIT_CUE =
  /\b(save|saves|grow|boost|increase|faster|fast|easy|easier|simple|simply|better|more|less|without|instantly|instant|automat\w*|secure|reliable|trusted|help|helps|get|build|create|launch|manage|track|sell|find|discover|protect|improve|reduce|deliver|love|perfect|best|quality|expert|professional|free)\b/i;
const TITLE_SEPARATOR = /\s+[|–—·:-]\s+|\s*[|–—·]\s*/;

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!:;,]+$/, '');
}

function wordCount(text: string): number {
  return text.split(' ').filter(Boolean).length;
}

function firstSentence(text: string): string {
  return clean(text.split(/(?<=[.!?])\s+/)[0] ?? '');
}

/** A fact is usable only if it passes the guardrail itself: nothing in it the page lacks. */
function grounded(text: string, vocabulary: PageVocabulary): boolean {
  return introducedNumbers(text, vocabulary).length === 0 && introducedNames(text, vocabulary).length === 0;
}

function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

function hostLabel(url: string): string | null {
  try {
    const parts = new URL(url).hostname.replace(/^www\./, '').split('.');
    return parts.length > 1 ? parts[parts.length - 2] : parts[0];
  } catch {
    return null;
  }
}

function structuredName(model: PageModel, types: readonly string[]): string | null {
  for (const item of model.structuredData) {
    if (!types.includes(item.type)) continue;
    const name = item.data.name;
    if (typeof name === 'string' && name.trim()) return clean(name);
  }
  return null;
}

function brandOf(model: PageModel, vocabulary: PageVocabulary): string | null {
  const candidates: string[] = [];
  if (model.openGraph['og:site_name']) candidates.push(clean(model.openGraph['og:site_name']));
  const org = structuredName(model, ['Organization', 'Corporation', 'LocalBusiness', 'WebSite', 'Brand']);
  if (org) candidates.push(org);
  const segments = (model.title ?? '').split(TITLE_SEPARATOR).map(clean).filter(Boolean);
  const label = hostLabel(model.finalUrl || model.url);
  if (label) {
    const byHost = segments.find((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes(label.toLowerCase()),
    );
    if (byHost) candidates.push(byHost);
  }
  if (segments.length > 1) candidates.push(segments[segments.length - 1]);
  return (
    candidates.find(
      (c) => wordCount(c) <= 4 && c.length <= 40 && grounded(c, vocabulary) && !BOILERPLATE.test(c),
    ) ?? null
  );
}

function productOf(model: PageModel, brand: string | null, vocabulary: PageVocabulary): string | null {
  const product = structuredName(model, ['Product', 'SoftwareApplication', 'Course', 'Service', 'Book']);
  if (product && wordCount(product) <= 8 && product.length <= 60 && grounded(product, vocabulary))
    return product;
  return brand;
}

interface Candidate {
  text: string;
  order: number;
  score: number;
}

/** Short phrases of the page's main content: headings, list items and first sentences. */
function contentPhrases(model: PageModel): { text: string; order: number; inHero: boolean }[] {
  const phrases: { text: string; order: number; inHero: boolean }[] = [];
  const heroEnd = model.hero.end;
  const headline = model.hero.headline?.text.trim().toLowerCase();
  if (model.hero.subheadline) {
    const s = model.hero.subheadline;
    phrases.push({ text: firstSentence(s.text), order: s.order, inHero: true });
  }
  for (const h of model.headings) {
    if (h.level === 1 || h.level > 4 || !CONTENT_REGIONS.has(h.region)) continue;
    if (h.text.trim().toLowerCase() === headline) continue;
    phrases.push({ text: clean(h.text), order: h.order, inHero: h.order < heroEnd });
  }
  for (const b of model.textBlocks) {
    if (!CONTENT_REGIONS.has(b.region) || !['p', 'li', 'dd', 'span', 'div'].includes(b.tag)) continue;
    phrases.push({ text: firstSentence(b.text), order: b.order, inHero: b.order < heroEnd });
  }
  return phrases;
}

function usablePhrase(text: string, min: number, max: number): boolean {
  const words = wordCount(text);
  return (
    words >= min &&
    words <= max &&
    text.length <= 90 &&
    !text.includes('?') &&
    !BOILERPLATE.test(text) &&
    // Shouted labels and menu-like fragments make poor copy.
    text !== text.toUpperCase()
  );
}

/**
 * What the page itself states, extracted for rewriting: product and brand names, benefit phrases,
 * phrases with numbers, prices, guarantees and call-to-action texts. Every fact is quoted from the
 * page and passes the guardrail on its own.
 */
export function extractPageFacts(
  model: PageModel,
  vocabulary = new PageVocabulary(pageTextOf(model)),
): PageFacts {
  const brand = brandOf(model, vocabulary);
  const product = productOf(model, brand, vocabulary);
  const phrases = contentPhrases(model);

  const benefitCandidates: Candidate[] = [];
  const numberCandidates: Candidate[] = [];
  for (const p of phrases) {
    if (!grounded(p.text, vocabulary)) continue;
    const hasDigit = /\d/.test(p.text);
    // Phrases with numbers are proof rather than benefits; they go to their own list.
    if (!hasDigit && usablePhrase(p.text, 3, 12)) {
      const score = (BENEFIT_CUE.test(p.text) ? 3 : 0) + (p.inHero ? 1 : 0) - (wordCount(p.text) > 9 ? 1 : 0);
      benefitCandidates.push({ text: p.text, order: p.order, score });
    }
    if (hasDigit && usablePhrase(p.text, 2, 10) && !/^\+?[\d\s().-]{7,}$/.test(p.text)) {
      numberCandidates.push({ text: p.text, order: p.order, score: 0 });
    }
  }
  const byRank = (a: Candidate, b: Candidate): number =>
    b.score - a.score || a.order - b.order || a.text.localeCompare(b.text);
  const benefits = distinct(benefitCandidates.sort(byRank).map((c) => c.text)).slice(0, 6);
  const numbers = distinct(numberCandidates.sort(byRank).map((c) => c.text)).slice(0, 4);

  const prices = distinct(model.prices.filter((p) => !p.isCompareAt).map((p) => clean(p.text))).filter((p) =>
    grounded(p, vocabulary),
  );
  const guarantees = distinct(
    [...model.guarantees].sort((a, b) => a.order - b.order).map((g) => clean(g.text)),
  ).filter((g) => g.length <= 80 && grounded(g, vocabulary));
  const ctaTexts = distinct(
    [...model.ctas]
      .sort((a, b) => (a.role === b.role ? a.order - b.order : a.role === 'primary' ? -1 : 1))
      .filter((c) => c.intent !== 'other')
      .map((c) => clean(c.text)),
  ).filter((t) => wordCount(t) >= 1 && wordCount(t) <= 6 && grounded(t, vocabulary));

  return {
    product,
    brand,
    benefits,
    numbers,
    prices: prices.slice(0, 3),
    guarantees: guarantees.slice(0, 3),
    ctaTexts: ctaTexts.slice(0, 5),
  };
}
