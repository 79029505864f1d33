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
  /cookie|privacy|terms|copyright|all rights|log ?in|sign[ -]?in|register|password|javascript|newsletter|subscribe|skip to|menu|search|wishlist|compare|cart|checkout|©|https?:|www\.|lorem|ipsum|dolor sit|consectetur|read more|learn more|see more|click here|visit here|follow us|case study|success stories|select a|choose a|rollover|zoom|browse|^view |you may also|bought|client name|required|call to action|sign ?up|get to know|articles|blog|chat now|reviews by|^by |not valid|email address|^(or|and|but|to|for|with) /i;
/** Markup, code, menu glyphs and separators: not prose. */
const NOT_PROSE = /[|»›‹«<>{}=@#→←\\:]|^[^\p{L}\p{N}]|\b(import|const|function|var)\b.*[({=]/u;
const BENEFIT_CUE =
  /\b(save|saves|grow|boost|increase|faster|fast|easy|easier|simple|simply|better|more|less|without|instantly|instant|automat\w*|secure|reliable|trusted|help|helps|get|build|create|launch|manage|track|sell|find|discover|protect|improve|reduce|deliver|love|perfect|best|quality|expert|professional|free)\b/i;
/** Words a benefit phrase may start with to read as an imperative ("Collect payments ..."). */
const ACTION_START =
  /^(save|grow|boost|increase|build|create|launch|manage|track|sell|find|discover|protect|improve|reduce|deliver|get|start|make|turn|automate|collect|learn|ship|send|plan|run|scale|hire|shop|design|keep|stay|cut|win|reach|capture|convert|organi[sz]e|simplify|streamline|extract|read|enjoy|treat)\b/i;
/** A number phrase is proof when it counts something a buyer cares about. */
const PROOF_CUE =
  /%|\b(customers?|clients?|users?|teams?|companies|businesses|brands|members|students|patients|families|homes|reviews?|ratings?|rated|stars?|years?|since|over|more than|trusted|served|projects|orders|countries|cities|downloads|installs|courses|products|percent|satisfaction|guarantee|money back|days?|awards?|million|billion)\b/i;
const PHONE = /\d{3}\W{0,2}\d{3}\W?\d{4}/;
const ABBREVIATIONS = /\b(dr|mr|mrs|ms|st|inc|ltd|co|vs|etc|e\.g|i\.e|no|jr|sr)\.$/i;
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

/** The first sentence, not cut after an abbreviation such as "Dr." */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const re = /[.!?]\s+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(flat))) {
    const head = flat.slice(0, m.index + 1);
    if (!ABBREVIATIONS.test(head)) return clean(head);
  }
  return clean(flat);
}

/** A fact is usable only if it passes the guardrail itself: nothing in it the page lacks. */
function grounded(text: string, vocabulary: PageVocabulary): boolean {
  return introducedNumbers(text, vocabulary).length === 0 && introducedNames(text, vocabulary).length === 0;
}

/** The phrase starts like an instruction ("Collect payments ..."), so "<phrase> with <product>" reads well. */
export function readsAsAction(text: string): boolean {
  return ACTION_START.test(text);
}

/** Reads as copy: no markup or code, no menu glyphs, not shouted. */
export function looksLikeCopy(text: string): boolean {
  return !NOT_PROSE.test(text) && !/lorem|ipsum/i.test(text) && text !== text.toUpperCase();
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

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

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

/** The name after a copyright sign ("© 2016 Acme Inc. All rights reserved" -> "Acme"). */
function copyrightName(text: string): string | null {
  const m =
    /©\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?(?:by\s+)?(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}&][\p{L}\p{N}&'’.-]*){0,3})/u.exec(
      text,
    );
  if (!m) return null;
  return clean(m[1].split(/\s+(?:All|Inc|LLC|Ltd|GmbH|Rights)\b/)[0]) || null;
}

/**
 * The brand: og:site_name, an organisation's structured name, the title segment that matches the
 * host name or that a logo's alt text or the copyright line confirms, else the copyright holder.
 * A title's last segment alone is often a category ("... : Automotive"), so it never counts alone.
 */
function brandOf(model: PageModel, vocabulary: PageVocabulary): string | null {
  const candidates: string[] = [];
  if (model.openGraph['og:site_name']) candidates.push(clean(model.openGraph['og:site_name']));
  const org = structuredName(model, ['Organization', 'Corporation', 'LocalBusiness', 'WebSite', 'Brand']);
  if (org) candidates.push(org);
  const logoNames = [
    ...model.logos.filter((l) => l.context === 'brand').map((l) => clean(l.name)),
    ...model.images.filter((i) => i.isLogo && i.alt && !/logo/i.test(i.alt)).map((i) => clean(i.alt!)),
  ];
  const footerText = model.textBlocks
    .filter((b) => b.region === 'footer' && b.text.includes('©'))
    .map((b) => b.text)
    .join(' ');
  const copyright = copyrightName(footerText || model.text.slice(-2000));
  const segments = (model.title ?? '').split(TITLE_SEPARATOR).map(clean).filter(Boolean);
  const label = hostLabel(model.finalUrl || model.url);
  const byHost = label ? segments.find((s) => squash(s).includes(label.toLowerCase())) : undefined;
  if (byHost) candidates.push(byHost);
  const witnesses = [...logoNames, copyright ?? ''].map(squash).filter(Boolean);
  const witnessed = segments.find((s) => witnesses.some((w) => w === squash(s)));
  if (witnessed) candidates.push(witnessed);
  // A logo's alt alone may name a partner or a product line; the copyright holder is the brand.
  if (copyright) candidates.push(copyright);
  return (
    candidates.find(
      // Brands may be written in capitals ("LIU"), so only the prose test applies.
      (c) =>
        wordCount(c) <= 4 &&
        c.length <= 40 &&
        !c.includes(':') &&
        !NOT_PROSE.test(c) &&
        grounded(c, vocabulary),
    ) ?? null
  );
}

/**
 * The product: a structured Product (or app, course, service) name; on a product page without
 * one, the headline when the title repeats it; else the brand.
 */
function productOf(model: PageModel, brand: string | null, vocabulary: PageVocabulary): string | null {
  const usable = (name: string | null | undefined): name is string =>
    !!name && wordCount(name) <= 8 && name.length <= 60 && looksLikeCopy(name) && grounded(name, vocabulary);
  const product = structuredName(model, ['Product', 'SoftwareApplication', 'Course', 'Service', 'Book']);
  if (usable(product)) return product;
  const headline = model.hero.headline ? clean(model.hero.headline.text) : null;
  const sellsIt =
    model.prices.some((p) => !p.isCompareAt && p.amount > 0) &&
    model.ctas.some((c) => c.intent === 'cart' || c.intent === 'purchase');
  // A product page's title repeats the product name; a headline that the title lacks is a section.
  const titled = !!headline && squash(model.title ?? '').includes(squash(headline));
  if (sellsIt && titled && usable(headline) && !BOILERPLATE.test(headline)) return headline;
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

/** Texts of links and buttons: labels of actions, not statements about the offer. */
function actionLabels(model: PageModel): string[] {
  return distinct(
    [
      ...model.links.map((l) => l.text),
      ...model.ctas.map((c) => c.text),
      ...model.nav.items.map((i) => i.text),
    ]
      .map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase())
      .filter((t) => t.length >= 3),
  ).sort((a, b) => b.length - a.length);
}

/** The phrase is mostly link or button labels ("View on GitHub Get Figma file"). */
function madeOfLabels(phrase: string, labels: readonly string[]): boolean {
  let rest = ` ${phrase.toLowerCase()} `;
  for (const label of labels) if (rest.includes(label)) rest = rest.split(label).join(' ');
  return (
    wordCount(
      rest
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ) < 2
  );
}

function usablePhrase(text: string, min: number, max: number): boolean {
  const words = wordCount(text);
  return (
    words >= min &&
    words <= max &&
    text.length <= 90 &&
    !text.includes('?') &&
    !/^["“'‘]/.test(text) &&
    // Attributions and lists of names ("Jane Doe, MS, RD - Owner, Eat") are not benefits.
    (text.match(/,/g) ?? []).length < 3 &&
    !BOILERPLATE.test(text) &&
    looksLikeCopy(text)
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
  const names = new Set([brand, product].filter((n): n is string => !!n).map(squash));
  const labels = actionLabels(model);

  const benefitCandidates: Candidate[] = [];
  const numberCandidates: Candidate[] = [];
  for (const p of contentPhrases(model)) {
    if (!grounded(p.text, vocabulary) || names.has(squash(p.text)) || madeOfLabels(p.text, labels)) continue;
    const hasDigit = /\d/.test(p.text);
    // Phrases with numbers are proof rather than benefits; they go to their own list.
    if (!hasDigit && usablePhrase(p.text, 3, 12)) {
      const score =
        (BENEFIT_CUE.test(p.text) ? 3 : 0) +
        (ACTION_START.test(p.text) ? 1 : 0) +
        (p.inHero ? 1 : 0) -
        (wordCount(p.text) > 9 ? 1 : 0);
      benefitCandidates.push({ text: p.text, order: p.order, score });
    }
    if (
      hasDigit &&
      usablePhrase(p.text, 2, 10) &&
      PROOF_CUE.test(p.text) &&
      !PHONE.test(p.text) &&
      // "1 users" in a pricing grid is no proof; a count worth quoting is at least 2.
      (p.text.match(/\d+(?:[.,]\d+)*/g) ?? []).some((n) => Number(n.replace(/,/g, '')) >= 2)
    ) {
      numberCandidates.push({ text: p.text, order: p.order, score: 0 });
    }
  }
  const byRank = (a: Candidate, b: Candidate): number =>
    b.score - a.score || a.order - b.order || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  const benefits = distinct(benefitCandidates.sort(byRank).map((c) => c.text)).slice(0, 6);
  const numbers = distinct(numberCandidates.sort(byRank).map((c) => c.text)).slice(0, 4);

  const prices = distinct(
    model.prices.filter((p) => !p.isCompareAt && p.amount > 0).map((p) => clean(p.text)),
  ).filter((p) => grounded(p, vocabulary));
  const guarantees = distinct(
    [...model.guarantees].sort((a, b) => a.order - b.order).map((g) => clean(g.text)),
  ).filter((g) => g.length <= 50 && wordCount(g) >= 2 && looksLikeCopy(g) && grounded(g, vocabulary));
  const ctaTexts = distinct(
    [...model.ctas]
      .sort((a, b) => (a.role === b.role ? a.order - b.order : a.role === 'primary' ? -1 : 1))
      .filter((c) => c.intent !== 'other' && c.intent !== 'learn')
      .map((c) => clean(c.text)),
  ).filter((t) => wordCount(t) <= 6 && looksLikeCopy(t) && grounded(t, vocabulary));

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
