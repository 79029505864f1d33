import {
  classTokens,
  closest,
  descendants,
  hintsOf,
  isElement,
  isInside,
  placed,
  wordCount,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type { Heading, HeroFacts, Image, Perception, TextBlock } from '../page-model.js';
import { labelsOnly } from './content.js';
import { COPYRIGHT_LINE } from '../filler.js';
import { MONTH_NAMES } from '../vocabulary.js';
import { formAround } from './roles.js';
import {
  DISPLAY_TEXT_PX,
  concealment,
  hasLayouts,
  hintWords,
  measuredFold,
  seenOnScreen,
  shownText,
} from './perception.js';

/** How many elements after the headline the first screen spans when no layout is known. */
const STATIC_HERO_SPAN = 120;

const TITLE_HINT =
  /(?:^|[\s_-])(?:title|product-?title|product-?name|page-?title|headline|hero|entry-title|post-title)(?:$|[\s_-])/i;

/** Headings that name a part of the site rather than make a promise. */
const PLACEHOLDER_HEADING =
  /^(?:home|home ?page|start(?:seite)?|accueil|inicio|main(?: content)?|content|menu|navigation|search(?: form)?|site index|skip.*|breadcrumbs?)$/i;

/** Generic titles of page sections ("Latest Reviews", "Blog Feed", "Follow Us", "Comment"). */
const SECTION_LABEL =
  /^(?:(?:latest|recent|popular|related|featured|our|more|top|best|customer|leave an?|post an?|new)\s+)?(?:reviews?|comments?|blog(?: feed| posts?)?|news|posts?|articles?|services|products|sellers|gallery|photo gallery|videos?|testimonials|categories|archives?|tags|links|resources|partners|clients|events|twitter feed|facebook|instagram|follow us|share(?: this)?|contact(?: us)?|about(?: us)?|newsletter|faqs?|sitemap|(?:from|in) (?:the|our) blog|from blog|coverage|stories|reply)\s*[:!.]?$|^(?:neueste|kundenbewertungen|bewertungen|kommentare|aktuelles|avis(?: clients)?|commentaires|actualités|reseñas|comentarios|noticias|opiniones)$/i;

/** Announcement-bar copy: a discount or shipping offer running across the top of every page. */
const PROMO_BAR =
  /\b\d+\s?% off\b|\bfree shipping\b|\buse (?:promo )?code\b|\bsitewide\b|\bversandkostenfrei\b|\bgratis versand\b|\brabattcode\b|\blivraison (?:gratuite|offerte)\b|\bcode promo\b|\benv[íi]o gratis\b|\bc[óo]digo (?:promocional|de descuento)\b/i;

/** Class words of a logo or site-name block: a heading there is the brand, not the headline. */
const BRAND_WORDS = new Set(['logo', 'brand', 'branding', 'headerimg', 'sitename', 'sitetitle', 'blogname']);
const BRAND_PAIRS: [string, string][] = [
  ['site', 'title'],
  ['site', 'name'],
  ['site', 'logo'],
  ['blog', 'title'],
  ['blog', 'name'],
];

/** Class words of the hero area: what sits there is what the first screen shows. */
const HERO_WORDS = new Set([
  'hero',
  'jumbotron',
  'masthead',
  'banner',
  'slider',
  'slideshow',
  'slides',
  'slide',
  'carousel',
  'swiper',
  'splash',
  'showcase',
  'intro',
  'cover',
  'feature',
]);
const CAROUSEL_WORDS = new Set([
  'slider',
  'slideshow',
  'slides',
  'slide',
  'carousel',
  'swiper',
  'slick',
  'owl',
  'sequence',
]);

/** Large display type set by utility or framework classes ("tw-text-6xl", "display-3", "h1"). */
const DISPLAY_CLASS =
  /^(?:[\w-]+:)?(?:tw-)?text-(?:[4-9]xl)$|^display-[1-6]$|^(?:x{2,3}-?large|xxxl|jumbo|h1|hero-?title|hero__title|hero-?heading|hero-?headline|headline|banner-?title|slider-?title|main-?title|big-?title|page-?headline|jumbotron-?heading)$/;

/**
 * Text layers of slider plugins (Slider Revolution's tp-caption, rs-layer and sr7-txt,
 * LayerSlider's ls-l) and the classes sites give their claim beside the logo or in the hero band
 * (tagline, slogan, lead-text): display text that is not a heading element. On the first screen it
 * is often the largest type there is.
 */
const CAPTION_CLASS =
  /^(?:tp-caption|rs-layer|sr7-txt|ls-l|ls-layer|tagline|site-tagline|slogan|lead-text|hero-text|hero-lead)$/;

const PRODUCT_NAME_WORDS = /(?:^|[\s_-])product[-_]?(?:name|title)(?:$|[\s_-])|^productname$|^producttitle$/i;

interface Candidate {
  heading: Heading;
  el: HtmlElement;
  /** h1-h6 element, large display text, or the product's name. */
  kind: 'heading' | 'display' | 'product';
}

function ancestors(el: HtmlElement, depth: number): HtmlElement[] {
  const out: HtmlElement[] = [];
  let current: HtmlElement | null = el;
  for (let i = 0; current && i <= depth; i += 1) {
    if (current.name === 'body' || current.name === 'html') break;
    out.push(current);
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return out;
}

/** A link to a site's front page: its root, or the root's index file ("/", "https://x.com/", "index.html"). */
const FRONT_PAGE_HREF = /^(?:(?:https?:)?\/\/[^/?#]+)?(?:\/|\.\/|\/?index\.[a-z]+)?$/i;

/**
 * A heading that is only a short link to the site's front page ("WordPress.com" in an h1 linking
 * to https://wordpress.com/): the logo, however its classes are named. Every site links its logo
 * home; a page's promise never leads back to the front page.
 */
function homeLinkHeading(dom: PageDom, el: HtmlElement, text: string): boolean {
  if (wordCount(text) > 4 || !linkOnly(dom, el, dom.textOf(el))) return false;
  const link = descendants(el, (e) => e.name === 'a' && (e.attribs.href ?? '') !== '')[0];
  return FRONT_PAGE_HREF.test((link?.attribs.href ?? '').trim());
}

/** A heading in the logo block that is only a name or the logo image's alt text. */
function brandBlock(dom: PageDom, el: HtmlElement, text: string): boolean {
  if (dom.textOf(el) !== '' && wordCount(text) > 4) return false;
  if (dom.textOf(el) !== '' && homeLinkHeading(dom, el, text)) return true;
  return ancestors(el, 3).some((a) => {
    const words = hintWords(a);
    return (
      words.some((w) => BRAND_WORDS.has(w)) ||
      BRAND_PAIRS.some(([x, y]) => words.includes(x) && words.includes(y))
    );
  });
}

function inSidebar(el: HtmlElement): boolean {
  return ancestors(el, 25).some((a) => {
    const words = hintWords(a);
    if (words.includes('no') || words.includes('without')) return false;
    return words.includes('sidebar') || (words.includes('side') && words.includes('bar'));
  });
}

function within(el: HtmlElement, words: Set<string>, depth: number): HtmlElement | null {
  return ancestors(el, depth).find((a) => hintWords(a).some((w) => words.has(w))) ?? null;
}

/** The outermost carousel around an element ("slider-text" inside "main-slider" is one slider). */
function carouselOf(el: HtmlElement): HtmlElement | null {
  const chain = ancestors(el, 14).filter((a) => hintWords(a).some((w) => CAROUSEL_WORDS.has(w)));
  return chain.length ? chain[chain.length - 1] : null;
}

/** A header menu entry ("View All", "Baby Registry" in a mega menu). */
function inHeaderMenu(el: HtmlElement, heading: Heading): boolean {
  if (heading.region !== 'header' && heading.region !== 'nav') return false;
  if (carouselOf(el)) return false;
  return closest(el, (e) => e.name === 'li' || e.name === 'ul' || e.name === 'nav', 8) !== null;
}

/** A heading whose whole text is one link to another page: a teaser or card title. */
function linkOnly(dom: PageDom, el: HtmlElement, text: string): boolean {
  const links = descendants(el, (e) => e.name === 'a' && (e.attribs.href ?? '') !== '');
  if (links.length !== 1) return false;
  const href = links[0].attribs.href ?? '';
  if (href.startsWith('#')) return false;
  return dom.textOf(links[0]) === text;
}

/** Tag names of the ancestors up to `depth` levels: cards of one grid share them. */
function shape(el: HtmlElement, depth: number): string {
  return ancestors(el, depth)
    .map((a) => a.name)
    .join('<');
}

function headingOf(dom: PageDom, el: HtmlElement, text: string): Heading {
  return placed(dom.locate(el), { level: 1, text: text.slice(0, 500) });
}

function displayCandidates(dom: PageDom): Candidate[] {
  const out: Candidate[] = [];
  for (const el of dom.withHints) {
    if (
      /^(?:h[1-6]|a|button|input|label|li|ul|ol|nav|header|footer|img|svg|section|body|html)$/.test(el.name)
    )
      continue;
    // (the empty names a split would add match neither pattern)
    const tokens = classTokens(el);
    const id = (el.attribs.id ?? '').toLowerCase();
    if (!tokens.some((t) => DISPLAY_CLASS.test(t) || CAPTION_CLASS.test(t)) && !CAPTION_CLASS.test(id))
      continue;
    if (dom.info.get(el)?.hidden) continue;
    // the outermost display block holds the whole line; headings inside are candidates themselves
    if (closest(el.parent ?? el, (e) => e !== el && /^h[1-6]$/.test(e.name), 6)) continue;
    if (descendants(el, (e) => /^h[1-6]$/.test(e.name) || e.name === 'a' || e.name === 'button').length)
      continue;
    // a teaser title inside a link leads to another page
    const inHero = carouselOf(el) !== null || within(el, HERO_WORDS, 10) !== null;
    if (!inHero && closest(el, (e) => e.name === 'li' || e.name === 'article' || e.name === 'a', 8)) continue;
    const text = shownText(dom, el);
    const words = wordCount(text);
    if (words < 2 || words > 20) continue;
    out.push({ heading: headingOf(dom, el, text), el, kind: 'display' });
  }
  return out;
}

/** Elements whose large type is never a headline of its own: lists, controls, landmarks, media. */
const NOT_DISPLAY =
  /^(?:h[1-6]|a|button|input|select|textarea|option|label|li|ul|ol|nav|header|footer|img|svg|body|html)$/;

/**
 * Display type a render measured outside the heading elements: a hero's claim set in a div or a
 * span ("div.masthead-heading" at 72 px), at DISPLAY_TEXT_PX or more on the screen. Without a
 * class to go by, what a visitor sees largest is a candidate too.
 */
function renderedDisplayCandidates(dom: PageDom, known: ReadonlySet<HtmlElement>): Candidate[] {
  const out: Candidate[] = [];
  for (const el of dom.elements) {
    const desktop = dom.info.get(el)?.layout?.desktop;
    if (!desktop || (desktop.fontSizePx ?? 0) < DISPLAY_TEXT_PX || !seenOnScreen(desktop)) continue;
    if (known.has(el) || NOT_DISPLAY.test(el.name)) continue;
    // inside a heading, link or button, the outer element is the candidate (or none is)
    if (closest(el.parent ?? el, (e) => /^h[1-6]$/.test(e.name) || e.name === 'a' || e.name === 'button', 8))
      continue;
    if (descendants(el, (e) => /^h[1-6]$/.test(e.name) || e.name === 'a' || e.name === 'button').length)
      continue;
    const text = shownText(dom, el);
    const words = wordCount(text);
    if (words < 2 || words > 20 || !/\p{L}{2}/u.test(text)) continue;
    out.push({ heading: headingOf(dom, el, text), el, kind: 'display' });
  }
  return out;
}

/** The product's own name, when the page names exactly one product outside a listing. */
function productCandidates(dom: PageDom): Candidate[] {
  const found: Candidate[] = [];
  for (const el of dom.elements) {
    if (el.info?.inHead || el.info?.hidden || /^h[1-6]$/.test(el.name) || el.name === 'meta') continue;
    const prop = el.attribs.itemprop === 'name';
    const scope = prop
      ? closest(el, (e) => e.attribs.itemscope !== undefined && /Product/i.test(e.attribs.itemtype ?? ''), 12)
      : null;
    if (
      !(prop && scope) &&
      !PRODUCT_NAME_WORDS.test(el.attribs.class ?? '') &&
      !PRODUCT_NAME_WORDS.test(el.attribs.id ?? '')
    )
      continue;
    if (closest(el, (e) => e.name === 'li' || e.name === 'a', 6)) continue;
    if (descendants(el, (e) => /^h[1-6]$/.test(e.name)).length) continue;
    const text = shownText(dom, el);
    const words = wordCount(text);
    if (words < 1 || words > 30) continue;
    found.push({ heading: headingOf(dom, el, text), el, kind: 'product' });
  }
  const texts = new Set(found.map((c) => c.heading.text.toLowerCase()));
  return texts.size === 1 ? found.slice(0, 1) : [];
}

/**
 * Cards of one grid: three or more same-level headings of one shape under one container, close
 * together (section titles share a shape too, but with whole sections between them). Slides of a
 * carousel are shown one at a time, and h1s are never card titles.
 */
function cardHeadings(candidates: Candidate[]): Set<Candidate> {
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (c.kind !== 'heading' || within(c.el, CAROUSEL_WORDS, 12)) continue;
    // an h1 is the page's own heading, unless it is one of a run of short labels (tabs, slides,
    // the fields of an event box: "Event", "Location", "Categories")
    if (c.heading.level === 1 && wordCount(c.heading.text) > 3) continue;
    const chain = ancestors(c.el, 4);
    const container = chain[chain.length - 1];
    if (!container) continue;
    const key = `${c.heading.level}|${shape(c.el, 3)}|${dom_id(container)}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(c);
  }
  const cards = new Set<Candidate>();
  for (const list of groups.values()) {
    // runs of headings close to each other; a heading far from the others stands alone
    let run: Candidate[] = [];
    const flush = (): void => {
      const texts = new Set(run.map((c) => c.heading.text.toLowerCase()));
      if (run.length >= 3 && texts.size >= 3) for (const c of run) cards.add(c);
      run = [];
    };
    for (const c of list) {
      if (run.length && c.heading.order - run[run.length - 1].heading.order > 30) flush();
      run.push(c);
    }
    flush();
  }
  return cards;
}

const ids = new WeakMap<HtmlElement, number>();
let nextId = 0;
function dom_id(el: HtmlElement): number {
  let id = ids.get(el);
  if (id === undefined) {
    id = nextId += 1;
    ids.set(el, id);
  }
  return id;
}

/** A label repeated on every slide beside slide headings that change ("WE ARE LIU" above each). */
function carouselKickers(candidates: Candidate[]): Set<Candidate> {
  const byCarousel = new Map<HtmlElement, Candidate[]>();
  for (const c of candidates) {
    const carousel = carouselOf(c.el);
    if (!carousel) continue;
    let list = byCarousel.get(carousel);
    if (!list) byCarousel.set(carousel, (list = []));
    list.push(c);
  }
  const kickers = new Set<Candidate>();
  for (const list of byCarousel.values()) {
    const counts = new Map<string, number>();
    for (const c of list)
      counts.set(c.heading.text.toLowerCase(), (counts.get(c.heading.text.toLowerCase()) ?? 0) + 1);
    if (counts.size < 2) continue;
    // cloned slides repeat every text alike; a kicker repeats more often than the rest
    const most = Math.max(...counts.values());
    const others = [...counts.values()].filter((n) => n < most);
    if (most < 3 || others.length !== counts.size - 1) continue;
    for (const c of list) if (counts.get(c.heading.text.toLowerCase()) === most) kickers.add(c);
  }
  return kickers;
}

const elementKids = (el: HtmlElement): HtmlElement[] => el.children.filter(isElement);

/**
 * A block of three or more like items that each link or show a picture: a product grid, a news
 * list, a row of feature cards. Single-child wrappers are looked through.
 */
function isCollection(node: HtmlElement): boolean {
  let current = node;
  for (let i = 0; i < 3; i += 1) {
    const kids = elementKids(current);
    if (kids.length !== 1) break;
    current = kids[0];
  }
  const kids = elementKids(current);
  if (kids.length < 3) return false;
  const counts = new Map<string, number>();
  for (const k of kids) counts.set(k.name, (counts.get(k.name) ?? 0) + 1);
  const [tag, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
  if (count < 3) return false;
  const items = kids.filter((k) => k.name === tag);
  const rich = items.filter(
    (k) => k.name === 'a' || descendants(k, (e) => e.name === 'a' || e.name === 'img').length > 0,
  ).length;
  return rich >= 3;
}

/**
 * A short heading that titles a collection right after it ("Nuevos productos" over a product
 * grid, "Notizie" over a news list, "Key Features" over feature cards): it names a section of the
 * page, it promises nothing. Its next siblings are looked at, and those of its wrapper when it
 * stands alone in one.
 */
function titlesCollection(el: HtmlElement, text: string): boolean {
  if (wordCount(text) > 4) return false;
  let anchor: HtmlElement = el;
  for (let depth = 0; depth < 3; depth += 1) {
    const parent = anchor.parent && isElement(anchor.parent) ? anchor.parent : null;
    if (!parent) break;
    const siblings = elementKids(parent);
    const after = siblings.slice(siblings.indexOf(anchor) + 1, siblings.indexOf(anchor) + 3);
    if (after.some(isCollection)) return true;
    // the heading alone in its wrapper ("<div class=title><h3>"): look past the wrapper
    if (siblings.length > 1) break;
    anchor = parent;
  }
  return false;
}

/** Candidates a visitor could read as the page's promise, in document order. */
function candidatesOf(headings: Heading[], dom: PageDom): Candidate[] {
  const all: Candidate[] = [];
  for (const heading of headings) {
    const el = dom.elements[heading.order];
    if (!el) continue;
    // the heading's own text when nothing in it is concealed: it carries the space between two
    // glued elements a visitor sees (content.ts, parted)
    const shown = shownText(dom, el);
    const text = !shown || shown === dom.textOf(el) ? heading.text : shown;
    all.push({
      heading: text === heading.text ? heading : { ...heading, text: text.slice(0, 500) },
      el,
      kind: 'heading',
    });
  }
  const display = displayCandidates(dom);
  all.push(...display, ...productCandidates(dom));
  if (hasLayouts(dom)) all.push(...renderedDisplayCandidates(dom, new Set(display.map((c) => c.el))));
  all.sort((a, b) => a.heading.order - b.heading.order);
  const kept = all.filter((c) => {
    const h = c.heading;
    if (h.region === 'footer' || h.region === 'aside' || h.region === 'nav') return false;
    if (concealment(c.el)) return false;
    if (!shownText(dom, c.el) && c.kind !== 'heading') return false;
    if (PLACEHOLDER_HEADING.test(h.text.trim()) || PROMO_BAR.test(h.text)) return false;
    if (brandBlock(dom, c.el, h.text) || inSidebar(c.el) || inHeaderMenu(c.el, h)) return false;
    // the title of a form or a buy box names the form, not the page; an h1 is the page's own
    // heading wherever it sits (shops wrap the product in their add-to-cart form)
    if (c.kind === 'heading' && h.level > 1 && closest(c.el, (e) => e.name === 'form', 12)) return false;
    // a short label at h4-h6 ("Best Sellers", "Who We Are") titles a section, it promises nothing
    if (c.kind === 'heading' && h.level >= 4 && wordCount(h.text) < 4) return false;
    if (h.level > 1 && SECTION_LABEL.test(h.text.trim())) return false;
    return true;
  });
  // headings that are each one link elsewhere, several of them, are a list of teasers
  const teasers = kept.filter(
    (c) => c.kind === 'heading' && c.heading.level > 1 && linkOnly(dom, c.el, dom.textOf(c.el)),
  );
  const teaserLevels = new Map<number, number>();
  for (const c of teasers) teaserLevels.set(c.heading.level, (teaserLevels.get(c.heading.level) ?? 0) + 1);
  const cards = cardHeadings(kept);
  for (const c of teasers) if ((teaserLevels.get(c.heading.level) ?? 0) >= 2) cards.add(c);
  const kickers = carouselKickers(kept);
  return kept.filter((c) => !cards.has(c) && !kickers.has(c));
}

const LEVEL_POINTS: Record<Heading['level'], number> = { 1: 40, 2: 30, 3: 22, 4: 18, 5: 14, 6: 12 };

/** What the page says it is about, outside its body: the document title, split from the site name. */
export interface TitleContext {
  title: string | null;
  /** Words of the site's host name ("www.smittenkitchen.com" -> smittenkitchen): its brand. */
  host: string;
}

const norm = (t: string): string =>
  t
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a heading says what the document title says: CMSs and shops title a page with its own
 * heading ("Baumgutachten", a product's name, an article's headline), usually with the site name
 * after a separator. The heading counts when it covers most of one segment of the title and is
 * not the site's name itself (a logo h1 "smitten kitchen" echoes the site-name segment).
 */
export function echoesTitle(text: string, ctx: TitleContext | undefined): boolean {
  if (!ctx?.title) return false;
  const heading = norm(text);
  if (heading.length < 3) return false;
  const brand = ctx.host.replace(/^www\d*\./, '').split('.')[0] ?? '';
  if (brand && heading.replace(/\s+/g, '') === brand.replace(/-/g, '')) return false;
  const segments = ctx.title
    .split(/\s+[|·•–—:-]\s+|\s*[|·•]\s*/)
    .map(norm)
    .filter(Boolean);
  return segments.some((seg) => {
    if (brand && seg.replace(/\s+/g, '') === brand.replace(/-/g, '')) return false;
    if (seg === heading) return true;
    const [short, long] = seg.length <= heading.length ? [seg, heading] : [heading, seg];
    return long.includes(short) && short.length >= long.length * 0.8 && short.split(' ').length >= 2;
  });
}

/** Words of visible text before each element order, for "how far down" without a layout. */
function wordsBefore(dom: PageDom): (order: number) => number {
  const orders: number[] = [];
  const totals: number[] = [];
  let total = 0;
  for (const run of dom.textRuns) {
    const info = dom.info.get(run.parent);
    if (!info || info.region !== 'main') continue;
    const order = info.order;
    total += wordCount(run.text);
    orders.push(order);
    totals.push(total);
  }
  return (order) => {
    // last run whose element comes before `order`
    let lo = 0;
    let hi = orders.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (orders[mid] < order) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? 0 : totals[found];
  };
}

/**
 * Static prominence: the heading level (or display size), the hero area, and how much text a
 * visitor reads past before reaching it. The header is on top whatever its place in the markup.
 */
/** The best candidate, its score, the runner-up's, and whether the title echoes it. */
interface Pick {
  heading: Heading;
  score: number;
  second: number;
  echo: boolean;
}

function staticPick(candidates: Candidate[], dom: PageDom, titleCtx?: TitleContext): Pick | null {
  if (!candidates.length) return null;
  const before = wordsBefore(dom);
  const first = candidates.find((c) => c.heading.region !== 'header') ?? candidates[0];
  const start = before(first.heading.order);
  let best: Candidate | null = null;
  let bestScore = -Infinity;
  let second = -Infinity;
  let bestEcho = false;
  for (const c of candidates) {
    const h = c.heading;
    let score = c.kind === 'heading' ? LEVEL_POINTS[h.level] : c.kind === 'display' ? 36 : 40;
    if (TITLE_HINT.test(hintsOf(c.el))) score += 10;
    // the page's own title says the same: the heading names what the page is
    const echo = c.kind === 'heading' && echoesTitle(h.text, titleCtx);
    if (echo) score += 12;
    // a section's title over a grid or list names the section, not the page (an h1 over a
    // category's grid names the page: it is the page's own heading)
    if (!echo && c.kind === 'heading' && h.level > 1 && titlesCollection(c.el, h.text)) score -= 25;
    // the first screen shows the hero; of a carousel, the slide that is up when the page opens
    if (carouselOf(c.el)) score += 15;
    else if (within(c.el, HERO_WORDS, 10)) score += 10;
    const down = h.region === 'header' ? 0 : Math.max(0, before(h.order) - start);
    score -= Math.min(45, down / 3);
    if (score > bestScore) {
      second = bestScore;
      best = c;
      bestScore = score;
      bestEcho = echo;
    } else if (score > second) second = score;
  }
  return best && bestScore > 0 ? { heading: best.heading, score: bestScore, second, echo: bestEcho } : null;
}

/**
 * Rendered prominence: only what was on screen counts (visible, a real box, on the first screen or
 * just below it); bigger, bolder and higher type wins, main content over the header.
 */
function renderedPick(candidates: Candidate[], dom: PageDom): Pick | null {
  const fold = measuredFold(dom);
  let best: Candidate | null = null;
  let bestScore = -Infinity;
  let second = -Infinity;
  for (const c of candidates) {
    const d = c.heading.layout?.desktop;
    if (!d || !seenOnScreen(d)) continue;
    // a banner several screens down is never the headline of the first screen
    if (d.box.y > fold * 1.5) continue;
    const size = d.fontSizePx ?? (c.kind === 'heading' ? 40 - c.heading.level * 4 : 16);
    let score = Math.min(size, 96) * 2;
    if ((d.fontWeight ?? 400) >= 600) score += 6;
    if (d.aboveFold) score += 30;
    score -= (d.box.y / fold) * 25;
    if (c.kind === 'heading') score += (7 - c.heading.level) * 2;
    if (c.heading.region === 'main') score += 5;
    if (score > bestScore) {
      second = bestScore;
      best = c;
      bestScore = score;
    } else if (score > second) second = score;
  }
  return best ? { heading: best.heading, score: bestScore, second, echo: false } : null;
}

/** A margin of this many points over the runner-up makes a pick as sure as its basis allows. */
const SURE_MARGIN = 40;

function marginShare(pick: Pick): number {
  const margin = Number.isFinite(pick.second) ? pick.score - pick.second : SURE_MARGIN;
  return Math.max(0, Math.min(1, margin / SURE_MARGIN));
}

/**
 * The headline and how it was chosen. Rendered: by what the first screen makes prominent (size,
 * weight, position), confidence 0.6-0.95 by the margin over the runner-up. From markup alone
 * (no render, or a degraded one): by heading level, hero classes and source order, confidence
 * 0.65-0.9 by the margin, calibrated on the 100 labelled corpus pages (65-74% agreement with the
 * experts at small margins, 92% at large ones). None: why not (images only, nothing near the top).
 */
export function chooseHeadline(
  headings: Heading[],
  dom: PageDom,
  titleCtx?: TitleContext,
  images: Image[] = [],
): { headline: Heading | null; perception: Perception } {
  const candidates = candidatesOf(headings, dom);
  const rendered = candidates.some((c) => c.heading.layout?.desktop) && hasLayouts(dom);
  const pick = rendered ? renderedPick(candidates, dom) : staticPick(candidates, dom, titleCtx);
  if (pick) {
    const share = marginShare(pick);
    const confidence = rendered
      ? 0.6 + 0.35 * share
      : Math.min(0.9, 0.65 + 0.25 * share + (pick.echo ? 0.05 : 0));
    return {
      headline: pick.heading,
      perception: {
        basis: rendered ? 'rendered' : 'markup',
        confidence: Math.round(confidence * 100) / 100,
        reason: null,
      },
    };
  }
  const pictures = images.some((i) => !i.isLogo && !i.isPixel && i.region === 'main' && area(i) >= 300 * 150);
  return {
    headline: null,
    perception: {
      basis: 'none',
      confidence: rendered ? 0.8 : 0.5,
      reason: pictures
        ? 'the first screen shows pictures (a banner or slider) and no heading or display text: the headline, if any, is inside an image'
        : 'no heading or display text near the top of the page',
    },
  };
}

export function pickHeadline(headings: Heading[], dom?: PageDom, titleCtx?: TitleContext): Heading | null {
  if (!dom) return headings.find((h) => h.level === 1) ?? headings[0] ?? null;
  return chooseHeadline(headings, dom, titleCtx).headline;
}

/**
 * Order bound of the first screen. With a layout it is the first element of the main content
 * whose top lies below the fold; without one, the second h2 after the headline or a fixed span.
 */
export function heroEnd(dom: PageDom, headline: Heading | null, headings: Heading[]): number {
  // a claim beside the logo heads the page, but the first screen still reaches into the content
  const start =
    headline && headline.region !== 'header' && headline.region !== 'nav'
      ? headline.order
      : Math.max(headline?.order ?? 0, firstMainOrder(dom));
  let sawLayout = false;
  // the fold is a place on the screen, not a place relative to the headline: scan from the top
  for (let order = 0; order < dom.elements.length; order += 1) {
    const info = dom.info.get(dom.elements[order]);
    const desktop = info?.layout?.desktop;
    if (!desktop) continue;
    sawLayout = true;
    if (desktop.visible && !desktop.aboveFold && info?.region === 'main') return order;
  }
  if (sawLayout) return dom.elements.length;
  return Math.min(headlineSectionEnd(headings, start), start + STATIC_HERO_SPAN, dom.elements.length);
}

/**
 * Where the headline's own section ends in document order: at the second top-level heading (h1 or
 * h2) after it, the first being the hero's own subheading. A first screen that shows more (a short
 * page on a tall screen) shows other sections under it, with headings of their own.
 */
export function headlineSectionEnd(headings: readonly Heading[], start: number): number {
  let seen = 0;
  for (const h of headings) {
    if (h.order <= start || h.level > 2) continue;
    seen += 1;
    if (seen === 2) return h.order;
  }
  return Infinity;
}

/**
 * Lines that sit under a headline without being its promise. Seen as the "subheadline" of articles,
 * product pages and listings of many sites (docs/accuracy.md): a byline or dateline ("By Paz
 * Segura September 6, 2017 ...", "Published Thursday 27 July 2017"), a rating ("4.6 out of 5 stars
 * 422 ratings"), a fact sheet's rows ("Verfügbarkeit: sofort lieferbar", "Mardi : 9h -13h ...",
 * "Client Name: W. L. Gore"), prices, counts and pagers made of figures ("$45.00 $40.00", "Items 1
 * to 6 of 37 total"), a customer's quoted words, and a row of links. The subheadline is read as
 * the page's own promise (its copy is rewritten from it, HERO_005 judges it), so none of these is.
 */
const LETTER_WORD = /\S*\p{L}\S*/gu;
/** "By Jeffrey Gettleman", "von Anna Muster", "par Jean Dupont": an author's name follows. */
const BYLINE = /^(?:[Bb][Yy]|[Vv]on|[Pp]ar|[Pp]or|[Dd]i|[Dd]oor|[Ww]ritten by)\s+\p{Lu}/u;
/** What a byline carries beside the name: a date, the author's role, the comment count. */
const BYLINE_COMPANY =
  /\d{4}|\b\d{1,2}[./]\d{1,2}\b|\((?:author|autor|auteur|autore)\)|\b(?:no|\d+)\s+comments?\b|\bkommentare?\b/i;
const DATELINE =
  /^(?:published|updated|posted|last (?:updated|modified)|veröffentlicht|aktualisiert|publié|mis à jour|publicado|actualizado|pubblicato|aggiornato|gepubliceerd)(?![\p{L}])/iu;
/** A line that opens with a date: "April 28, 2019 at 6:01 am", "27 July 2017", "2019-04-28". */
const OPENS_WITH_DATE = new RegExp(
  String.raw`^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(?:(?:${MONTH_NAMES})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}|\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:${MONTH_NAMES})\.?,?\s+(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./](?:19|20)?\d{2}\b)`,
  'i',
);
/** What a dateline carries after its date: the time of day, an update ("at 6:01 am Updated ..."). */
const DATELINE_REST = /\b\d{1,2}:\d{2}\b|\b(?:updated|published|posted)\b/i;
/** "4.6 out of 5 stars", "Rating 4.7 out of 5", "4,5/5", "(107 reviews)": a rating summary. */
const RATING =
  /\b\d(?:[.,]\d+)?\s*(?:out of 5|\/\s*5\b|von 5|sur 5|de 5|su 5|van 5)|\(\d[\d.,]*\s+(?:reviews?|ratings?|bewertungen|avis|reseñas|recensioni|opiniones)\)/i;
/** A count and what it counts, alone: "| 55 answered questions", "37 results". */
const COUNT_LINE = /^[|•·\s]*\d[\d.,]*\+?\s+\p{L}+(?:\s+\p{L}+){0,2}$/u;
/** A line that opens with an amount of money: "999,00 € Barpreis inkl 19%Mwst", "$45.00 $40.00". */
const MONEY_FIRST =
  /^(?:[$€£¥₹]\s?\d|\d[\d.,]*\s?(?:[$€£¥₹]|kr\b|zł|eur\b|usd\b|chf\b)|(?:eur|usd|gbp|chf|nok|sek|dkk)\s?\d)/i;
/** A label the line opens with, "Verfügbarkeit:", "Client Name:", "Mardi :" (up to three words). */
const LABEL = /^\p{L}[\p{L}\p{M}.'’-]*(?:\s+[\p{L}\p{M}.'’-]+){0,2}\s?:(?=\s|$)/u;
/** Further labels inside the line: the rows of a fact sheet or a week of opening hours. */
const INNER_LABEL = /\s\p{L}[\p{L}\p{M}]+\s?:(?=\s)/gu;
/** The whole line is a quotation (perhaps with its speaker after it): somebody's quoted words. */
const QUOTED = /^[“"«„‚‘'「『][^“”"«»„]{12,}[”"»“’'」』]\s*(?:[-–—,]\s*\p{Lu}[^.!?]{0,40})?$/u;
/** Class names and microdata of bylines and datelines (a class token of its own). */
const BYLINE_HINT =
  /(?:^|\s)(?:byline|byline-[a-z]+|author|author-?(?:name|info|meta|box|byline)|p-author|h-card|vcard|dateline|posted-?on|post-?meta|entry-?meta|article-?meta|post-?date|publish(?:ed)?-?date|timestamp)(?:$|\s)/i;

export function notTheSubheadline(dom: PageDom, el: HtmlElement, text: string): boolean {
  const words = text.match(LETTER_WORD)?.length ?? 0;
  // figures with a word at most: a price ("$45.00 $40.00"), a count ("5.0 38 Reviews"), steps;
  // a count of something ("| 55 answered questions", "422 ratings")
  if (words < 2 || COUNT_LINE.test(text)) return true;
  if (QUOTED.test(text.trim())) return true;
  if (RATING.test(text) && words <= 12) return true;
  if (MONEY_FIRST.test(text) && words <= 3) return true;
  const label = LABEL.exec(text);
  if (label) {
    const value = text.slice(label[0].length);
    if ((value.match(LETTER_WORD)?.length ?? 0) < 4 || (value.match(INNER_LABEL)?.length ?? 0) > 0)
      return true;
  }
  if (words <= 20) {
    if (BYLINE.test(text) && (BYLINE_COMPANY.test(text) || words <= 4)) return true;
    if (DATELINE.test(text) && /\d/.test(text)) return true;
    if (OPENS_WITH_DATE.test(text) && (words <= 6 || DATELINE_REST.test(text))) return true;
  }
  // the markup says so: an author's microdata or a byline's class on the line or its parent, a
  // dated <time> in it
  const marked = (node: HtmlElement): boolean =>
    BYLINE_HINT.test(hintsOf(node)) || /author|datePublished|dateModified/.test(node.attribs.itemprop ?? '');
  if (closest(el, marked, 1)) return words <= 20;
  if (words <= 20 && descendants(el, (d) => d.name === 'time' && d.attribs.datetime !== undefined).length > 0)
    return true;
  return false;
}

function nextElement(el: HtmlElement): HtmlElement | null {
  for (let n = el.next; n; n = n.next) if (isElement(n)) return n;
  return null;
}

/**
 * A heading that carries the headline's promise on: the next heading, of a lower rank, beside the
 * headline in the same box with no text between them, that reads as a sentence ("Enterprise
 * Solutions" then "Complete web scraping services for any size business, from startups to Fortune
 * 100's"), not as the title of a section ("Our Services").
 */
function subheading(
  dom: PageDom,
  headline: Heading,
  headings: readonly Heading[],
  blocks: readonly TextBlock[],
  end: number,
): TextBlock | null {
  const next = headings.find((h) => h.order > headline.order);
  if (!next || next.order >= end || next.level <= headline.level || next.region !== headline.region)
    return null;
  const el = dom.elements[next.order];
  const own = dom.elements[headline.order];
  // the headline's very next element: a button, a form or a picture between them opens another part
  if (!el || !own || el.parent !== own.parent || nextElement(own) !== el) return null;
  if (blocks.some((b) => b.order > headline.order && b.order < next.order && b.words > 0)) return null;
  const words = wordCount(next.text);
  if (words < 5 || SECTION_LABEL.test(next.text) || notTheSubheadline(dom, el, next.text)) return null;
  const { level: _level, role: _role, ...located } = next;
  return { ...located, tag: el.name, text: next.text, words };
}

/** The page's form an element sits in, when it does not hold the headline too. */
function formOf(dom: PageDom, el: HtmlElement, headline: HtmlElement | undefined): HtmlElement | null {
  const form = formAround(dom, el);
  return form && headline && (headline === form || isInside(headline, form)) ? null : form;
}

function firstMainOrder(dom: PageDom): number {
  for (const el of dom.tag('main')) return dom.orderOf(el);
  const body = dom.tag('body')[0];
  return body ? dom.orderOf(body) : 0;
}

/** Rendered area when measured, else the declared size. */
function area(image: Image): number {
  const box = image.layout?.desktop?.box;
  if (box) return box.width * box.height;
  return (image.width ?? 0) * (image.height ?? 0);
}

export function detectHero(
  dom: PageDom,
  headings: Heading[],
  blocks: TextBlock[],
  images: Image[],
  titleCtx?: TitleContext,
): Omit<HeroFacts, 'cta'> {
  const { headline, perception } = chooseHeadline(headings, dom, titleCtx, images);
  const end = heroEnd(dom, headline, headings);
  const from = headline?.order ?? 0;
  const subheadline = headline
    ? (subheading(dom, headline, headings, blocks, end) ??
      blocks.find(
        (b) =>
          b.order > from &&
          b.order < end &&
          // a copyright line ("© 2020, Dewy Sugioarto") is the site's legal footnote, not a promise
          !COPYRIGHT_LINE.test(b.text) &&
          b.words >= 3 &&
          b.region === headline.region &&
          b.tag !== 'li' &&
          b.tag !== 'td' &&
          // a button row's labels ("Find Out More") are controls, not the line under the headline
          !labelsOnly(dom.elements[b.order]) &&
          // nor is a form's help or consent line ("By clicking Sign Up, you agree to our Terms"),
          // unless the form holds the headline too: then it wraps the page (ASP.NET)
          !formOf(dom, dom.elements[b.order], dom.elements[headline.order]) &&
          !notTheSubheadline(dom, dom.elements[b.order], b.text),
      ) ??
      null)
    : null;
  const candidates = images.filter(
    (i) => !i.isLogo && !i.isPixel && i.order < end && i.region === 'main' && i.order >= from - 40,
  );
  const image = candidates.length ? candidates.reduce((a, b) => (area(b) > area(a) ? b : a)) : null;
  return { headline, headlinePerception: perception, subheadline, image, end };
}
