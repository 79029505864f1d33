import { isFiller } from '../model/filler.js';
import { UNSURE_PICK, type PageModel, type Region } from '../model/page-model.js';
import { primaryCta } from './copy-target.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import { ctaGoal } from '../model/detectors/ctas.js';
import { headlineSectionEnd } from '../model/detectors/hero.js';
import { siteUrlOf } from '../model/delivery.js';
import type { GroundedFact, PageFacts } from './rewrite-types.js';
import { contentStems } from './rubric.js';
import { formulaLanguage, SELF_PRONOUNS } from './formulas.js';

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
  /sorry|error|oops|problem|please|applied to|promotions?\b|warenkorb|panier|carrito|impressum|datenschutz|agb\b|mentions légales|confidentialité|privacidad|aviso legal|sponsored|details$|snapshot|reserved|rights|shipping policy|return policy|your (cart|bag|basket)|cookie|privacy|terms|copyright|all rights|log ?in|sign[ -]?in|register|password|javascript|newsletter|subscribe|skip to|menu|search|wishlist|compare|cart|checkout|©|https?:|www\.|lorem|ipsum|dolor sit|consectetur|read more|learn more|see more|click here|visit here|follow us|case study|success stories|select a|choose a|rollover|zoom|browse|^view |you may also|bought|client name|required|call to action|sign ?up|get to know|articles|blog|chat now|reviews by|^by |not valid|email address|^(or|and|but|to|for|with) /i;
/** Markup, code, menu glyphs and separators: not prose. */
const NOT_PROSE = /[|»›‹«<>{}=@#→←\\:]|^[^\p{L}\p{N}]|\b(import|const|function|var)\b.*[({=]/u;
const BENEFIT_CUE =
  /\b(save|saves|grow|boost|increase|faster|fast|easy|easier|simple|simply|better|more|less|without|instantly|instant|automat\w*|secure|reliable|trusted|help|helps|get|build|create|launch|manage|track|sell|find|discover|protect|improve|reduce|deliver|love|perfect|best|quality|expert|professional|free)\b/i;
/** Benefit words of the other formula languages (German, French, Spanish). */
const BENEFIT_CUE_INTL =
  /(?<!\p{L})(schnell\w*|einfach\w*|sicher\w*|mehr|weniger|ohne|kostenlos\w*|besser\w*|sparen|spar\w*|leicht\w*|rapide\w*|simple\w*|facile\w*|sans|gratuit\w*|mieux|plus|économisez|créez|gérez|vendez|trouvez|rápid\w*|fácil\w*|sin|gratis|mejor|más|ahorra|crea|gestiona|vende|encuentra)(?!\p{L})/iu;
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
export function firstSentence(text: string): string {
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

/** The phrase says what the visitor gets or does: a benefit word or an action it opens with. */
export function statesBenefit(text: string): boolean {
  return BENEFIT_CUE.test(text) || BENEFIT_CUE_INTL.test(text) || ACTION_START.test(text);
}

/** Reads as copy: no markup or code, no menu glyphs, not shouted. */
export function looksLikeCopy(text: string): boolean {
  return (
    !NOT_PROSE.test(text) && !/lorem|ipsum/i.test(text) && !isFiller(text) && text !== text.toUpperCase()
  );
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
    const host = new URL(url).hostname;
    // An address or localhost names no site (a local copy served on loopback).
    if (/^[\d.]+$|^\[|^localhost$/i.test(host)) return null;
    const parts = host.replace(/^www\./, '').split('.');
    return parts.length > 1 ? parts[parts.length - 2] : parts[0];
  } catch {
    return null;
  }
}

/** The name after a copyright sign ("© 2016 Acme Inc. All rights reserved" -> "Acme"). */
function copyrightName(text: string): string | null {
  const m =
    /©\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?(?:by\s+)?(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}&][\p{L}\p{N}&'’.-]*){0,3})/u.exec(
      text,
    );
  if (!m) return null;
  return clean(m[1].split(/\s+(?:All|Alle|Tous|Todos|Inc|LLC|Ltd|GmbH|Rights)\b/)[0]) || null;
}

/** Structured name of the first item of one of the types, with where it was found. */
function structuredFact(model: PageModel, types: readonly string[]): GroundedFact | null {
  for (const item of model.structuredData) {
    if (!types.includes(item.type)) continue;
    const name = item.data.name;
    if (typeof name === 'string' && name.trim())
      return { kind: 'product', text: clean(name), where: `structured data ${item.type}.name` };
  }
  return null;
}

/** Addresses of sign-up and account pages, and of mailing-list services (which make none). */
const ACCOUNT_ADDRESS = /sign-?up|register|registr|account|join|konto|compte|cuenta|inscri|onboard|trial/i;
const MAILING_LIST =
  /newsletter|subscribe|eepurl\.com|list-manage\.com|mailchimp|mailerlite|sendinblue|brevo|substack|convertkit|klaviyo/i;

/** Whether the page's sign-up makes an account (see PageFacts.action.account). */
function makesAccount(model: PageModel, href: string | null | undefined): boolean {
  let address = href ?? '';
  try {
    address = decodeURIComponent(address);
  } catch {
    // a malformed escape: read the address as written
  }
  // the call to action's own address first: a mailing list's link makes no account, whatever
  // login form the page also shows; campaign tags (?utm_source=newsletter) say nothing
  if (MAILING_LIST.test(address.replace(/\butm_[a-z]+=[^&#]*/gi, ''))) return false;
  if (ACCOUNT_ADDRESS.test(address.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, ''))) return true;
  return model.forms.some((f) => f.fields.some((x) => x.type === 'password'));
}

const NOT_A_NAME =
  /^(copyright|all|home|menu|welcome|shop|store|blog|news|search|login|contact|about|privacy|terms)$/i;

/**
 * The brand: og:site_name, an organisation's structured name, the title segment that matches the
 * host name or that a logo's alt text or the copyright line confirms. The footer is never the
 * source: the copyright line only confirms a title segment. A title's last segment alone is often
 * a category ("... : Automotive"), so it never counts alone.
 */
function brandOf(model: PageModel, vocabulary: PageVocabulary): GroundedFact | null {
  const candidates: { text: string; where: string }[] = [];
  const siteName = model.openGraph['og:site_name'] ? clean(model.openGraph['og:site_name']) : '';
  // a site name that is a host ("vercel.com") names the brand the title writes as a word ("Vercel")
  const hostName = /^(?:[a-z0-9-]+\.)+[a-z]{2,6}$/.test(siteName);
  if (siteName && !hostName) candidates.push({ text: siteName, where: 'og:site_name' });
  const org = structuredFact(model, ['Organization', 'Corporation', 'LocalBusiness', 'WebSite', 'Brand']);
  if (org) candidates.push(org);
  const logoNames = [
    ...model.logos.filter((l) => l.context === 'brand').map((l) => clean(l.name)),
    ...model.images.filter((i) => i.isLogo && i.alt && !/logo/i.test(i.alt)).map((i) => clean(i.alt!)),
  ];
  const footer = model.textBlocks.find((b) => b.region === 'footer' && b.text.includes('©'));
  const copyright = footer ? copyrightName(footer.text) : null;
  const segments = (model.title ?? '').split(TITLE_SEPARATOR).map(clean).filter(Boolean);
  // On a local copy the page's own canonical link names its site (siteUrlOf).
  const siteLabel = hostName ? hostLabel(`https://${siteName}/`) : null;
  // a label too short to stand for a name ("co" of .co.uk, "dr") matches inside ordinary words
  const label = hostLabel(siteUrlOf(model)) ?? (siteLabel && siteLabel.length >= 4 ? siteLabel : null);
  const byHost = label ? segments.find((s) => squash(s).includes(label.toLowerCase())) : undefined;
  if (byHost) candidates.push({ text: byHost, where: 'title' });
  const witnesses = [...logoNames, copyright ?? ''].map(squash).filter(Boolean);
  const witnessed = segments.find((s) => witnesses.some((w) => w === squash(s)));
  if (witnessed) candidates.push({ text: witnessed, where: 'title' });
  if (hostName) candidates.push({ text: siteName, where: 'og:site_name' });
  const found = candidates.find(
    (c) =>
      wordCount(c.text) <= 4 &&
      c.text.length <= 40 &&
      !c.text.includes(':') &&
      !NOT_PROSE.test(c.text) &&
      !NOT_A_NAME.test(c.text) &&
      !BOILERPLATE.test(c.text) &&
      grounded(c.text, vocabulary),
  );
  return found ? { kind: 'brand', text: found.text, where: found.where } : null;
}

/**
 * The product: a structured Product (or app, course, service) name; on a product page, the
 * headline when the title repeats it; else the brand.
 */
function productOf(
  model: PageModel,
  brand: GroundedFact | null,
  vocabulary: PageVocabulary,
): GroundedFact | null {
  const usable = (name: string | null | undefined): name is string =>
    !!name &&
    wordCount(name) <= 8 &&
    name.length <= 60 &&
    looksLikeCopy(name) &&
    !BOILERPLATE.test(name) &&
    grounded(name, vocabulary);
  const product = structuredFact(model, ['Product', 'SoftwareApplication', 'Course', 'Service', 'Book']);
  if (product && usable(product.text)) return product;
  const headline = model.hero.headline;
  const text = headline ? clean(headline.text) : null;
  const titled = !!text && squash(model.title ?? '').includes(squash(text));
  if (model.pageType.id === 'product_detail' && headline && titled && usable(text))
    return { kind: 'product', text, where: headline.selector };
  return brand ? { ...brand, kind: 'product' } : null;
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

interface Phrase {
  text: string;
  where: string;
  order: number;
}

/**
 * The page's own promise in short phrases: the subheadline, then the headings and first sentences
 * of the hero after the headline, up to the next section's heading however far the first screen
 * reaches (the whole hero when there is no headline), in the main content
 * or the header. A text the model gives a role (a customer's words, a price card, a form, a
 * contact detail) is not the page's promise, nor is navigation or the footer.
 */
function promisePhrases(model: PageModel): Phrase[] {
  const phrases: Phrase[] = [];
  const from = model.hero.headline?.order ?? -1;
  // the hero's promise is the headline's own section, however much more the first screen shows
  const heroEnd = Math.min(model.hero.end, headlineSectionEnd(model.headings, from));
  const headline = model.hero.headline?.text.trim().toLowerCase();
  const own = (x: { order: number; region: Region; role?: string }): boolean =>
    x.order > from && x.order < heroEnd && CONTENT_REGIONS.has(x.region) && !x.role;
  const s = model.hero.subheadline;
  if (s) phrases.push({ text: firstSentence(s.text), where: s.selector, order: s.order });
  for (const h of model.headings) {
    if (h.level === 1 || h.level > 4 || !own(h)) continue;
    if (h.text.trim().toLowerCase() === headline) continue;
    phrases.push({ text: clean(h.text), where: h.selector, order: h.order });
  }
  for (const b of model.textBlocks) {
    if (!own(b) || !['p', 'li', 'dd', 'h2', 'h3'].includes(b.tag) || b === s) continue;
    phrases.push({ text: firstSentence(b.text), where: b.selector, order: b.order });
  }
  return phrases;
}

/** Proof phrases may stand anywhere in the page's own main content, never in a customer's words. */
function proofPhrases(model: PageModel): Phrase[] {
  return [...model.headings.filter((h) => h.level > 1 && h.level <= 4), ...model.textBlocks]
    .filter((x) => CONTENT_REGIONS.has(x.region) && !x.role)
    .map((x) => ({
      text: 'tag' in x ? firstSentence(x.text) : clean(x.text),
      where: x.selector,
      order: x.order,
    }));
}

/** Words a phrase may not end on: it was cut mid-thought. */
const DANGLING =
  /\b(and|or|for|to|the|a|an|of|with|in|on|by|your|our|und|oder|für|mit|et|ou|pour|avec|y|o|para|con|de|la|le|el)$/i;
/** First person singular: a testimonial or a personal note, not the offer's voice. */
const FIRST_PERSON = /\b(I|I'm|I’m|I've|my|me|mine)\b/;

/** A phrase reads on its own: a capital start, whole words, no quote, no question, no list of names. */
function standsAlone(text: string, min: number, max: number, digitStart = false): boolean {
  const words = wordCount(text);
  return (
    words >= min &&
    words <= max &&
    text.length <= 90 &&
    (digitStart ? /^[\p{Lu}\p{N}]/u : /^\p{Lu}/u).test(text) &&
    !/[?"“”„«»()[\]…]|\.\.\./.test(text) &&
    !FIRST_PERSON.test(text) &&
    !DANGLING.test(text) &&
    (text.match(/,/g) ?? []).length < 2 &&
    !/[!]{2,}/.test(text) &&
    !BOILERPLATE.test(text) &&
    looksLikeCopy(text)
  );
}

/**
 * What the page is about: stems of the words its title, headline or social title state and
 * another of them, the meta description or the subheadline repeats; the names left out.
 */
function topicOf(model: PageModel, names: (string | undefined)[]): string[] {
  // the short statements of what the page is (title, headline) name the topic; the longer ones confirm
  const naming = [model.title, model.hero.headline?.text, model.openGraph['og:title']];
  const confirming = [model.meta.description, model.hero.subheadline?.text];
  const named = new Set(names.flatMap((n) => (n ? [...contentStems(n)] : [])));
  const seen = new Map<string, number>();
  for (const t of [...naming, ...confirming])
    if (t) for (const st of contentStems(t)) seen.set(st, (seen.get(st) ?? 0) + 1);
  const inNaming = new Set(naming.flatMap((t) => (t ? [...contentStems(t)] : [])));
  return [...seen]
    .filter(([st, n]) => n >= 2 && inNaming.has(st) && !named.has(st))
    .map(([st]) => st)
    .sort();
}

/** A number phrase's shape with the digits masked: the same shape twice is card metadata. */
const shape = (text: string): string => text.toLowerCase().replace(/\d+(?:[.,]\d+)*/g, '#');

/** A number counts something a buyer cares about: the word next to it names what. */
const COUNTED =
  /\d[\d.,]*\+?\s*(%|percent|years?|customers?|clients?|users?|teams?|companies|businesses|brands|members|students|patients|families|homes|reviews?|ratings?|stars?|projects|orders|countries|cities|downloads|installs|million|billion|k\b)/i;

/**
 * What the page itself states, extracted for rewriting, each fact with the place it was quoted
 * from: product and brand names, benefit phrases, proof phrases with numbers and what they count,
 * the offer (guarantees, trials, shipping) and the main action. Never navigation, footer, legal,
 * cart or cookie text; never a number without the words that say what it counts.
 */
export function extractPageFacts(
  model: PageModel,
  vocabulary = new PageVocabulary(pageTextOf(model)),
): PageFacts {
  const brand = brandOf(model, vocabulary);
  const product = productOf(model, brand, vocabulary);
  const names = new Set([brand?.text, product?.text].filter((n): n is string => !!n).map(squash));
  const labels = actionLabels(model);
  const testimonialText = model.testimonials.map((t) => t.quote.toLowerCase()).join('\n');
  const headline = model.hero.headline ? squash(model.hero.headline.text) : '';
  const usable = (p: Phrase): boolean =>
    grounded(p.text, vocabulary) &&
    !names.has(squash(p.text)) &&
    squash(p.text) !== headline &&
    !madeOfLabels(p.text, labels) &&
    !testimonialText.includes(p.text.toLowerCase());
  const promise = promisePhrases(model).filter(usable);
  const anywhere = proofPhrases(model).filter(usable);
  const shapes = new Map<string, number>();
  for (const p of anywhere)
    if (/\d/.test(p.text)) shapes.set(shape(p.text), (shapes.get(shape(p.text)) ?? 0) + 1);

  const benefits: (GroundedFact & { score: number; order: number })[] = [];
  const proofs: (GroundedFact & { order: number })[] = [];
  for (const p of promise) {
    if (/\d/.test(p.text)) continue;
    // A section label ("Description & Features") names a topic; a benefit says what the buyer gets.
    if (
      !standsAlone(p.text, 3, 12) ||
      !(BENEFIT_CUE.test(p.text) || BENEFIT_CUE_INTL.test(p.text) || ACTION_START.test(p.text))
    )
      continue;
    const score =
      (BENEFIT_CUE.test(p.text) || BENEFIT_CUE_INTL.test(p.text) ? 3 : 0) +
      (ACTION_START.test(p.text) ? 1 : 0) -
      (wordCount(p.text) > 9 ? 1 : 0);
    benefits.push({ kind: 'benefit', text: p.text, where: p.where, score, order: p.order });
  }
  for (const p of anywhere) {
    if (
      /\d/.test(p.text) &&
      standsAlone(p.text, 3, 10) &&
      PROOF_CUE.test(p.text) &&
      COUNTED.test(p.text) &&
      !PHONE.test(p.text) &&
      !/[$€£¥]/.test(p.text) &&
      (shapes.get(shape(p.text)) ?? 0) === 1
    )
      proofs.push({ kind: 'proof', text: p.text, where: p.where, order: p.order });
  }
  const rank = <T extends { order: number; text: string }>(
    a: T & { score?: number },
    b: T & { score?: number },
  ) =>
    (b.score ?? 0) - (a.score ?? 0) || a.order - b.order || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  const unique = <T extends GroundedFact>(items: T[]): GroundedFact[] => {
    const seen = new Set<string>();
    return items
      .filter((f) => !seen.has(f.text.toLowerCase()) && !!seen.add(f.text.toLowerCase()))
      .map(({ kind, text, where }) => ({ kind, text, where }));
  };

  const offers = unique(
    [...model.guarantees]
      .sort((a, b) => a.order - b.order)
      // the seller's own words: not a menu or footer link, a price card or a customer's review
      .filter((g) => CONTENT_REGIONS.has(g.region) && !g.role && !madeOfLabels(g.text, labels))
      .map((g) => ({ kind: 'offer' as const, text: clean(g.text), where: g.selector, order: g.order }))
      .filter((g) => standsAlone(g.text, 2, 9, true) && grounded(g.text, vocabulary)),
  );

  const primary = primaryCta(model);
  const action =
    primary && primary.text.trim()
      ? {
          goal: primary.goal ?? ctaGoal(primary),
          text: clean(primary.text),
          where: primary.selector,
          section: primary.element === 'link' ? sectionOf(primary.href, model.finalUrl) : null,
          sendsForm: primary.inForm && primary.element !== 'link',
          sure: (model.ctaPerception?.confidence ?? 1) >= UNSURE_PICK,
          account: makesAccount(model, primary.href),
        }
      : null;

  return {
    language: model.language.code,
    speaksAsOne: speaksAsOne(model),
    topic: topicOf(model, [brand?.text, product?.text]),
    pageType: model.pageType.id,
    product,
    brand,
    benefits: unique(benefits.sort(rank)).slice(0, 6),
    proofs: unique(proofs.sort(rank)).slice(0, 3),
    offers: offers.slice(0, 3),
    action,
  };
}

/**
 * Whether the page's own copy speaks as one person ("Je vous accompagne", "I photograph weddings",
 * a "Me contacter" button): its subject pronouns for itself in the copy outside navigation, footer,
 * reviews, price cards and forms, and its asks in the first person singular, come to at least two
 * and more than twice its "we". Then "Contact us" is not how it asks.
 */
function speaksAsOne(model: PageModel): boolean {
  const lang = model.language.code ? formulaLanguage(model.language.code) : null;
  const pronouns = lang ? SELF_PRONOUNS[lang] : undefined;
  if (!pronouns) return false;
  let one = 0;
  let many = 0;
  for (const b of model.textBlocks) {
    if (b.role || b.region === 'footer' || b.region === 'nav') continue;
    one += b.text.match(pronouns.one)?.length ?? 0;
    many += b.text.match(pronouns.many)?.length ?? 0;
  }
  // its own buttons and links asking in the first person singular say it as plainly
  for (const l of [...model.ctas, ...model.links]) if (pronouns.asksAsOne.test(l.text)) one += 1;
  return one >= 2 && one > 2 * many;
}

/**
 * The part of this very page a link scrolls to ("#features" on a one-page site), or null when it
 * leads elsewhere (another page, a phone, a mail program) or nowhere (a bare "#").
 */
export function sectionOf(href: string | undefined, pageUrl: string): string | null {
  if (!href) return null;
  const hash = href.indexOf('#');
  if (hash < 0) return null;
  const fragment = href
    .slice(hash + 1)
    .replace(/^!/, '')
    .trim();
  // a fragment is the page's own text, quoted in a rationale: a section's name is short or none
  if (!fragment || fragment.length > 60) return null;
  const base = href.slice(0, hash);
  return base === '' || base === pageUrl.split('#')[0] ? fragment : null;
}
