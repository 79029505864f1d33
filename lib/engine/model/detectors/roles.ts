import {
  closest,
  isElement,
  isInside,
  subtreeEnd,
  wordCount,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type {
  ContactPoint,
  Form,
  Guarantee,
  Heading,
  LogoItem,
  Price,
  ReviewSummary,
  TextBlock,
  TextRole,
  Testimonial,
} from '../page-model.js';
import { logoStripContext } from './logos.js';
import { TESTIMONIAL_HEADING } from './testimonials.js';

/** What the other detectors found, each with the element it found it at (by document order). */
export interface RoleSources {
  headings: Heading[];
  textBlocks: TextBlock[];
  guarantees: Guarantee[];
  testimonials: Testimonial[];
  reviews: ReviewSummary[];
  prices: Price[];
  forms: Form[];
  contacts: ContactPoint[];
  logos: LogoItem[];
  /** The hero's headline and subheadline are the page's own promise whatever surrounds them. */
  hero: { headline: Heading | null; subheadline: TextBlock | null };
}

/**
 * The form an element sits in, when that form is one form of the page and not a form wrapping
 * the page (ASP.NET wraps the whole body in one): its fields, labels, help and consent lines.
 */
export function formAround(dom: PageDom, el: HtmlElement): HtmlElement | null {
  const form = closest(el, (e) => e.name === 'form');
  if (!form || !dom.textFits(form, FORM_MAX_WORDS * AVERAGE_WORD_CHARS)) return null;
  return PAGE_PARTS.some((t) => dom.tag(t).some((l) => isInside(l, form))) ? null : form;
}

/** A form wrapping this much text wraps the page (ASP.NET), not one form's labels. */
const FORM_MAX_WORDS = 150;
/** Characters a word takes with its space, to bound a text's words by its length. */
const AVERAGE_WORD_CHARS = 7;
/** Elements a form never holds unless it wraps the page. */
const PAGE_PARTS = ['h1', 'main', 'article', 'header', 'footer', 'nav', 'section'];
/** Fields without a <form>: the box around them is a form only while it holds little else. */
const GROUP_MAX_WORDS = 40;
/** Text outside the form that a section introducing it may hold besides its heading. */
const FORM_INTRO_MAX_CHARS = 160;
/** A card of a price grid is small (in elements); a section holding two prices is not a card. */
const CARD_MAX_ELEMENTS = 80;
const CARD_MIN_ELEMENTS = 3;
/** A testimonial heading's section longer than this is the page, not the section. */
const SECTION_MAX_CHARS = 1200;
/** Room a review's box takes besides its words: name, role, company, date, stars, "read more". */
const CUSTOMER_BOX_CHARS = 400;
/** How far after its intro a strip's first logo may sit (the logo detector's own distance). */
const LOGO_STRIP_DISTANCE = 80;
/** Contact kinds whose text is a detail to reach the business, not copy. */
const CONTACT_KINDS = new Set<ContactPoint['kind']>(['phone', 'email', 'address', 'hours']);

/** A step of a climb through an element's ancestors (none past the top). */
type Step = HtmlElement | null | undefined;

/**
 * Whether a climb from an element through its ancestors, nearest first, goes on to `el` as its
 * step `i`: up to the body, at most 60 steps. Written as a loop condition
 * (`for (let a: Step = el, i = 0; climbs(a, i); a = a.parent, i += 1)`) rather than a generator, whose
 * every step allocates: the text roles climb from each heading, block and guarantee of the page.
 */
function climbs(el: Step, i: number): el is HtmlElement {
  return !!el && !!el.attribs && i < 60 && el.name !== 'body' && el.name !== 'html';
}

/** Elements inside an element, itself counted: its size without walking its text. */
const sizeOf = (dom: PageDom, el: HtmlElement): number => subtreeEnd(dom, el) - dom.orderOf(el) + 1;

/**
 * The cards of price grids: for each price, the ancestor whose parent holds two or more children
 * with a price each (plans of a pricing table, items of a product grid). A lone price (a product
 * page's buy box) has no card.
 */
function priceCards(dom: PageDom, prices: readonly Price[]): Set<HtmlElement> {
  const priced = new Set<HtmlElement>();
  const elements = prices.flatMap((p) => {
    const el = dom.elements[p.order];
    return el ? [el] : [];
  });
  for (const el of elements) for (let a: Step = el, i = 0; climbs(a, i); a = a.parent, i += 1) priced.add(a);
  const cards = new Set<HtmlElement>();
  for (const el of elements) {
    for (let a: Step = el, i = 0; climbs(a, i); a = a.parent, i += 1) {
      const parent = a.parent;
      if (!parent || !parent.attribs || parent.name === 'body') break;
      const size = sizeOf(dom, a);
      if (size > CARD_MAX_ELEMENTS) break;
      // "was" and "now" spans side by side are one price, not two cards
      if (size < CARD_MIN_ELEMENTS) continue;
      const siblings = parent.children.filter((c) => priced.has(c as HtmlElement)).length;
      if (siblings >= 2) {
        cards.add(a);
        break;
      }
    }
  }
  return cards;
}

/**
 * The section a heading opens: its nearest ancestor (up to three levels) that holds an element
 * besides the heading's own branch (a paragraph, a list, a form, a picture).
 */
function sectionOf(h: HtmlElement): HtmlElement | null {
  let branch = h;
  let section = h.parent;
  for (let i = 0; section && section.attribs && i < 3; i += 1, branch = section, section = section.parent) {
    if (section.name === 'body' || section.name === 'html') return null;
    if (section.children.some((c) => c !== branch && isElement(c))) return section;
  }
  return null;
}

/**
 * Marks the texts that are not the page's own words about its offer, reusing what the other
 * detectors found: a customer's words (inside a testimonial or review, or the heading that
 * introduces them), a card of a price grid (a plan's bullets), a form's labels, heading and note,
 * and contact details. Navigation and footer are regions already. Sets `role` on headings, text
 * blocks and guarantees in place; the hero's headline and subheadline are never marked.
 */
export function assignTextRoles(dom: PageDom, s: RoleSources): void {
  const elementOf = (order: number): HtmlElement | undefined => dom.elements[order];
  // Where a customer's words are: the element that holds a testimonial or a rating summary.
  // Structured data nested in an item (a microdata Product holding its reviews and aggregate
  // rating) is located at the item, which may be the whole product: its name, price and spec table
  // are the seller's words. Such an element counts only while it holds little besides the reviews
  // located at it (twice their text, for the markup's own copy, and a byline's room each).
  const fromData = new Map<HtmlElement, number>();
  const customer = new Set<HtmlElement>();
  for (const t of [...s.testimonials, ...s.reviews]) {
    const el = elementOf(t.order);
    if (!el) continue;
    if (t.source !== 'schema') customer.add(el);
    else
      fromData.set(
        el,
        (fromData.get(el) ?? 0) + 2 * ('quote' in t ? t.quote.length : 0) + CUSTOMER_BOX_CHARS,
      );
  }
  for (const [el, room] of fromData) if (dom.textFits(el, room)) customer.add(el);
  // a form around a page's landmarks or its main heading wraps the page (ASP.NET), it is not a form
  const landmarks = PAGE_PARTS.flatMap((t) => dom.tag(t));
  const wrapsPage = (form: HtmlElement): boolean => landmarks.some((l) => isInside(l, form));
  const forms = new Set<HtmlElement>(
    s.forms.flatMap((f) => {
      const el = elementOf(f.order);
      if (!el || f.fields.length === 0 || wrapsPage(el)) return [];
      // fields grouped without a <form> (a script submits them) sit in the smallest box around them
      const most = el.name === 'form' ? FORM_MAX_WORDS : GROUP_MAX_WORDS;
      return wordCount(dom.textOf(el)) <= most ? [el] : [];
    }),
  );
  const cards = priceCards(dom, s.prices);
  const contactAt = new Map<HtmlElement, number>();
  for (const c of s.contacts) {
    const el = elementOf(c.order);
    if (el && CONTACT_KINDS.has(c.kind)) contactAt.set(el, Math.max(contactAt.get(el) ?? 0, c.shown.length));
  }
  const promise = new Set([s.hero.headline?.order, s.hero.subheadline?.order]);

  // Sections a heading opens that hold customers' words, or a form and little else: all of it is theirs.
  const sections = new Map<HtmlElement, TextRole>();
  for (const h of s.headings) {
    const el = elementOf(h.order);
    if (!el || promise.has(h.order)) continue;
    const section = sectionOf(el);
    if (TESTIMONIAL_HEADING.test(h.text)) {
      const fits = section && sizeOf(dom, section) <= CARD_MAX_ELEMENTS * 4;
      sections.set(fits && dom.textFits(section, SECTION_MAX_CHARS) ? section : el, 'testimonial');
      continue;
    }
    if (!section) continue;
    // only a section that holds a testimonial or a form is measured
    const quotes = [...customer].filter((c) => isInside(c, section));
    const held = [...forms].filter((f) => f === section || isInside(f, section));
    if (quotes.length === 0 && held.length === 0) continue;
    const sectionText = dom.textOf(section).length;
    const quoted = quotes.reduce((n, c) => n + dom.textOf(c).length, 0);
    const formText = Math.max(-1, ...held.map((f) => dom.textOf(f).length));
    if (quoted > 0 && quoted * 2 >= sectionText) sections.set(section, 'testimonial');
    else if (formText >= 0 && sectionText - formText - h.text.length <= FORM_INTRO_MAX_CHARS)
      sections.set(section, 'form');
  }

  // The line a strip of customer, press or partner logos follows ("Trusted by brands you know").
  const stripAfter = (order: number, text: string): boolean =>
    logoStripContext(text) !== null &&
    s.logos.some((l) => l.context !== 'brand' && l.order > order && l.order - order <= LOGO_STRIP_DISTANCE);

  const roleOf = (order: number, text: string): TextRole | undefined => {
    if (promise.has(order)) return undefined;
    if (text.length <= 120 && stripAfter(order, text)) return 'logos';
    for (let a: Step = elementOf(order), i = 0; climbs(a, i); a = a.parent, i += 1) {
      if (customer.has(a)) return 'testimonial';
      if (cards.has(a)) return 'pricing';
      if (forms.has(a)) return 'form';
      const shown = contactAt.get(a);
      if (shown !== undefined && text.length <= shown + 40) return 'contact';
      const section = sections.get(a);
      if (section) return section;
    }
    return undefined;
  };
  for (const list of [s.headings, s.textBlocks, s.guarantees] as {
    order: number;
    text: string;
    role?: TextRole;
  }[][])
    for (const item of list) {
      const role = roleOf(item.order, item.text);
      if (role) item.role = role;
    }
}
