/**
 * Text and structure signals shared by share D's groups (content gaps, conversion path, email,
 * product page, e-commerce, SaaS, services). Lists of phrases live here once; checks only ask.
 */
import type { Evidence } from './check.js';
import { quote } from './outcome.js';
import type { CallToAction, Form, Link, PageModel, Region } from '../model/page-model.js';

/** A piece of visible text the page shows, with where it is. */
export interface TextHit {
  selector: string;
  text: string;
  order: number;
  region: Region;
  /** Where the text came from; absent for headings returned by findHeading. */
  kind?: 'heading' | 'block' | 'link' | 'cta';
}

const pieces = new WeakMap<PageModel, TextHit[]>();

/** Headings, text blocks, links and calls to action in document order, computed once per model. */
export function textPieces(model: PageModel): TextHit[] {
  let list = pieces.get(model);
  if (list) return list;
  list = [];
  for (const h of model.headings)
    list.push({ selector: h.selector, text: h.text, order: h.order, region: h.region, kind: 'heading' });
  for (const b of model.textBlocks)
    list.push({ selector: b.selector, text: b.text, order: b.order, region: b.region, kind: 'block' });
  for (const l of model.links)
    if (l.text)
      list.push({ selector: l.selector, text: l.text, order: l.order, region: l.region, kind: 'link' });
  for (const c of model.ctas)
    list.push({ selector: c.selector, text: c.text, order: c.order, region: c.region, kind: 'cta' });
  list.sort((a, b) => a.order - b.order);
  pieces.set(model, list);
  return list;
}

/** The first visible text (heading, block, link or call to action) matching `re`, else null. */
export function findText(model: PageModel, re: RegExp, where?: (hit: TextHit) => boolean): TextHit | null {
  for (const hit of textPieces(model)) {
    if ((!where || where(hit)) && re.test(hit.text)) return hit;
  }
  return null;
}

/** The first heading matching `re`. */
export function findHeading(model: PageModel, re: RegExp): TextHit | null {
  for (const h of model.headings) if (re.test(h.text)) return h;
  return null;
}

/** The first link whose text or accessible name matches `textRe`, or whose URL path matches `hrefRe`. */
export function findLink(model: PageModel, textRe: RegExp | null, hrefRe: RegExp | null): Link | null {
  for (const l of model.links) {
    if (textRe && (textRe.test(l.text) || (l.name !== l.text && textRe.test(l.name)))) return l;
    if (hrefRe && l.kind === 'page' && hrefRe.test(pathOf(l.href))) return l;
  }
  return null;
}

/** The path (with query and fragment) of an absolute URL, or the href itself when it is relative. */
export function pathOf(href: string): string {
  const scheme = href.indexOf('://');
  if (scheme < 0) return href;
  const slash = href.indexOf('/', scheme + 3);
  return slash < 0 ? '/' : href.slice(slash);
}

/** Evidence quoting the part of `text` around the first match of `re`, so long blocks still show it. */
export function matchEvidence(el: { selector: string }, text: string, re: RegExp): Evidence {
  const m = re.exec(text);
  if (!m || text.length <= 160) return { quote: quote(text), selector: el.selector };
  const start = Math.max(0, m.index - 60);
  const piece = (start > 0 ? '…' : '') + text.slice(start, start + 150);
  return { quote: quote(piece), selector: el.selector };
}

/** Evidence for a found text hit, centred on the match. */
export function hitEvidence(hit: TextHit, re: RegExp): Evidence {
  return matchEvidence(hit, hit.text, re);
}

// ---------------------------------------------------------------------------------------------
// Page kinds

// Types may carry a vocabulary prefix ("gr:Offering", "http://schema.org/Product").
const PRODUCT_TYPE = /(^|[:/#])(Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle|Offering)$/;
const LISTING_TYPE = /(^|[:/#])(ItemList|OfferCatalog|CollectionPage|SearchResultsPage)$/;
const BUY_TEXT = /\b(add to (cart|bag|basket|trolley)|buy (it )?now|add to shopping (cart|bag))\b/i;
/** More buy buttons than this means a grid of products, not one product with a few recommendations. */
const MAX_PDP_BUY_BUTTONS = 4;

/** Structured-data items describing a product. */
export function productItems(model: PageModel) {
  return model.structuredData.filter((s) => PRODUCT_TYPE.test(s.type));
}

/** Buttons that put one product in the cart or buy it now, by their wording (intent alone is too loose). */
function buyCtas(model: PageModel): CallToAction[] {
  return model.ctas.filter((c) => (c.intent === 'cart' || c.intent === 'purchase') && BUY_TEXT.test(c.text));
}

const QUANTITY_FIELD = /\b(?:qty|quantity)\b/i;
const VARIANT_FIELD =
  /\b(?:size|colou?r|variant|style|option|width|length|flavou?r|grind|roast|material|finish|edition|format)\b/i;
const PRODUCT_CODE =
  /\b(?:sku|item (?:#|no\.?|number)|model (?:#|no\.?|number)|product (?:code|id)|part (?:#|no\.?|number)|asin|isbn(?:-1[03])?|upc|mpn)\b\s*[:#]?\s*[\w-]*\d/i;

/**
 * What makes a page about one product, whatever its buy button: a product title (h1), a
 * selling price, and something only a product has (a cart form, a quantity or variant picker,
 * a product code, or photos with reviews). A page whose add-to-cart went missing is still a
 * product page, which is exactly when PROD_001 must fail.
 */
function productSignals(model: PageModel): boolean {
  if (!model.headings.some((h) => h.level === 1 && (h.region === 'main' || h.region === 'aside')))
    return false;
  // a grid of buy buttons is a category page, with or without a product's signals
  if (buyCtas(model).length > MAX_PDP_BUY_BUTTONS) return false;
  const selling = model.prices.some(
    (p) =>
      !p.isCompareAt &&
      p.amount > 0 &&
      (p.period === null || p.period === 'one-time') &&
      (p.region === 'main' || p.region === 'aside'),
  );
  if (!selling) return false;
  const fields = model.forms.flatMap((f) => f.fields);
  const fieldText = (f: (typeof fields)[number]): string => `${f.name} ${f.label ?? ''}`;
  const picker =
    model.forms.some((f) => f.purpose === 'cart') ||
    fields.some((f) => QUANTITY_FIELD.test(fieldText(f))) ||
    fields.some((f) => (f.tag === 'select' || f.type === 'radio') && VARIANT_FIELD.test(fieldText(f)));
  if (picker) return true;
  if (findText(model, PRODUCT_CODE, (h) => h.region === 'main' || h.region === 'aside')) return true;
  const photos = model.images.some(
    (i) => !i.isLogo && !i.isPixel && i.region === 'main' && (i.width === null || i.width >= 200),
  );
  return photos && model.reviews.length > 0;
}

/**
 * A single-product page: exactly one product in structured data, an og:type of product, the
 * product signals above, or a few buy buttons (one product plus a row of recommendations).
 * Category and home pages list many products or declare a list.
 */
export function isProductPage(model: PageModel): boolean {
  if (model.structuredData.some((s) => LISTING_TYPE.test(s.type))) return false;
  const products = productItems(model).length;
  if (products === 1) return true;
  if (products > 1) return false;
  if (/product/i.test(model.openGraph['og:type'] ?? '')) return true;
  if (productSignals(model)) return true;
  const buys = buyCtas(model).length;
  return buys >= 1 && buys <= MAX_PDP_BUY_BUTTONS;
}

/** A page listing several products: several products, buy buttons or prices, and not one product. */
export function isListingPage(model: PageModel): boolean {
  if (isProductPage(model)) return false;
  return (
    productItems(model).length >= 3 ||
    model.structuredData.some((s) => LISTING_TYPE.test(s.type)) ||
    buyCtas(model).length > MAX_PDP_BUY_BUTTONS ||
    model.prices.filter((p) => !p.isCompareAt).length >= 4
  );
}

/** The add-to-cart or buy-now control of a product page: the first one in document order. */
export function buyButton(model: PageModel): CallToAction | null {
  let first: CallToAction | null = null;
  for (const c of buyCtas(model)) if (!first || c.order < first.order) first = c;
  return first;
}

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * Text just before a form and inside it, which is where its promise is made. Links before the
 * form are left out: in a footer they are other menus, not the form's copy.
 */
export function formContext(model: PageModel, form: Form): TextHit[] {
  const lastField = form.fields.reduce((max, f) => Math.max(max, f.order), form.order);
  const before: TextHit[] = [];
  const inside: TextHit[] = [];
  for (const hit of textPieces(model)) {
    if (hit.order < form.order) {
      if (hit.kind === 'link' || hit.kind === 'cta') continue;
      before.push(hit);
      if (before.length > 3) before.shift();
    } else if (hit.order <= lastField + 20) {
      inside.push(hit);
    } else break;
  }
  return [...before, ...inside];
}

const NON_CAPTURE_PURPOSE = new Set(['login', 'checkout', 'cart', 'search', 'contact']);

/**
 * Forms whose job is to collect an email address for follow-up: newsletter forms, and short
 * forms (no password, no message box) built around an email field.
 */
export function emailCaptureForms(model: PageModel): Form[] {
  return model.forms.filter((f) => {
    if (f.purpose === 'newsletter') return true;
    if (NON_CAPTURE_PURPOSE.has(f.purpose)) return false;
    if (f.fields.some((x) => x.type === 'password' || x.tag === 'textarea')) return false;
    return f.fields.some(isEmailField) && f.fields.length <= 4;
  });
}

const EMAIL_NAME = /e-?mail/i;

export function isEmailField(f: Form['fields'][number]): boolean {
  return f.type === 'email' || EMAIL_NAME.test(f.name) || EMAIL_NAME.test(f.label ?? '');
}

/** The first form field whose name or label matches `re`. */
export function findField(model: PageModel, re: RegExp) {
  for (const form of model.forms)
    for (const f of form.fields) if (re.test(f.name) || re.test(f.label ?? '')) return f;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Calls to action

/** Body words of the main content (not header, nav or footer). */
export function mainWords(model: PageModel): number {
  let n = 0;
  for (const b of model.textBlocks) if (b.region === 'main' || b.region === 'aside') n += b.words;
  return n;
}
