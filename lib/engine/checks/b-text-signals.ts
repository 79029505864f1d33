import type { Evidence } from './check.js';
import { absent, quote, seen } from './outcome.js';
import type {
  CallToAction,
  Form,
  Located,
  PageModel,
  Price,
  StructuredDataItem,
} from '../model/page-model.js';

/**
 * Text signals shared by the trust, social-proof, offer, offer-clarity, objections, universal and
 * checkout checks (share B). Derived views are computed once per model and memoised, because up to
 * 80 checks ask the same questions of the same page.
 */

/** An element of the page that carries readable text. */
export interface TextHit extends Located {
  text: string;
}

const blocksCache = new WeakMap<PageModel, TextHit[]>();

/** Headings, text blocks, links and calls to action in document order. */
export function textElements(model: PageModel): TextHit[] {
  let cached = blocksCache.get(model);
  if (!cached) {
    cached = [
      ...model.headings,
      ...model.textBlocks,
      ...model.links.map((l) => (l.text ? l : { ...l, text: l.name })),
      ...model.ctas,
    ]
      .filter((b) => b.text.length > 0)
      .sort((a, b) => a.order - b.order);
    blocksCache.set(model, cached);
  }
  return cached;
}

/**
 * The first element whose text matches `re` (a non-global regex). When only the page text matches
 * (the words sit in markup the model does not list), a hit on `body` quotes the matching passage.
 */
export function findText(model: PageModel, re: RegExp): TextHit | null {
  // The whole-page text is one string: testing it first skips the element scan on most pages.
  if (model.text.length > 0 && !re.test(model.text)) return null;
  for (const el of textElements(model)) {
    if (re.test(el.text)) return el;
  }
  const m = re.exec(model.text);
  if (!m) return null;
  const start = Math.max(0, m.index - 60);
  return {
    selector: 'body',
    order: 0,
    region: 'main',
    text: model.text.slice(start, m.index + m[0].length + 60),
  };
}

/** Every element whose text matches `re`, in document order. */
export function findAllText(model: PageModel, re: RegExp): TextHit[] {
  if (model.text.length > 0 && !re.test(model.text)) return [];
  return textElements(model).filter((el) => re.test(el.text));
}

/** Elements of `items` within `window` document positions of `order` (either side). */
export function near<T extends Located>(items: readonly T[], order: number, window: number): T[] {
  return items.filter((i) => Math.abs(i.order - order) <= window);
}

/** Evidence quoting a hit, or saying what was looked for. */
export function evidenceOf(hit: TextHit | null, lookedFor: string): Evidence {
  return hit ? seen(hit, hit.text) : absent(lookedFor);
}

/** Evidence quoting a matched substring with some context, rather than a whole long block. */
export function excerpt(hit: TextHit, re: RegExp): Evidence {
  const m = re.exec(hit.text);
  if (!m || hit.text.length <= 160) return seen(hit, hit.text);
  const start = Math.max(0, m.index - 50);
  return { quote: quote(hit.text.slice(start, m.index + m[0].length + 80)), selector: hit.selector };
}

const DATA_SELECTOR: Record<StructuredDataItem['format'], string> = {
  'json-ld': 'script[type="application/ld+json"]',
  microdata: '[itemscope]',
  rdfa: '[typeof]',
};

/** Evidence quoting a structured-data item, pointing at the markup that carries it. */
export function dataEvidence(item: StructuredDataItem, text: string): Evidence {
  return { quote: quote(`${item.type}: ${text}`), selector: DATA_SELECTOR[item.format] };
}

/** Prices a shopper pays now (compare-at and zero amounts excluded). */
export function sellingPrices(model: PageModel): Price[] {
  return model.prices.filter((p) => !p.isCompareAt && p.amount > 0);
}

/** "$3 million", "$13.7bn", "$50 off": a sum of money or a discount, not what something costs. */
const MONEY_FIGURE = /^\s*(?:million|billion|trillion|thousand|mn|bn|m|k|off)\b/i;
/**
 * Prose mentions prices in passing (an article, a story, a quote): a block of 30 words or more, or
 * a paragraph of 12 or more that ends as a sentence. A price on offer stands in its own element.
 */
const PROSE_WORDS = 30;
const SENTENCE_WORDS = 12;
const SENTENCE_END = /[.!?]["'”’)]?$/;

/**
 * Prices at which the page offers something: shown prices (free tiers included) that are not a
 * crossed-out compare-at price, a sum of money ("$3 million in settlements", "$50 off"), a
 * mention inside a paragraph of prose or a customer's quote ("redeemed my points for a $15 card").
 */
export function offerPrices(model: PageModel): Price[] {
  const prose = new Set(
    model.textBlocks
      .filter(
        (b) =>
          b.words >= PROSE_WORDS ||
          (b.tag === 'p' && b.words >= SENTENCE_WORDS && SENTENCE_END.test(b.text.trim())),
      )
      .map((b) => b.selector),
  );
  return model.prices.filter((p) => {
    if (p.isCompareAt || p.amount < 0 || prose.has(p.selector)) return false;
    const at = p.context.indexOf(p.text);
    if (at >= 0 && MONEY_FIGURE.test(p.context.slice(at + p.text.length))) return false;
    return !model.testimonials.some((t) => t.order <= p.order && t.quote.includes(p.text));
  });
}

const SELLING_INTENTS = new Set<CallToAction['intent']>(['purchase', 'cart']);

/**
 * The page sells something: it shows prices (see offerPrices) or a buy or add-to-cart button.
 * Sign-up, subscribe, booking and apply buttons alone are leads, not sales.
 */
export function sellsOnPage(model: PageModel): boolean {
  return offerPrices(model).length > 0 || model.ctas.some((c) => SELLING_INTENTS.has(c.intent));
}

/** Prices billed on a recurring period (plans and subscriptions). */
export function recurringPrices(model: PageModel): Price[] {
  return model.prices.filter(
    (p) => !p.isCompareAt && (p.period === 'month' || p.period === 'year' || p.period === 'week'),
  );
}

/** Distinct plan price points: recurring prices by amount and period. */
export function planPricePoints(model: PageModel): Price[] {
  const seenKeys = new Set<string>();
  return recurringPrices(model).filter((p) => {
    const key = `${p.period}:${p.amount}`;
    if (seenKeys.has(key)) return false;
    seenKeys.add(key);
    return true;
  });
}

const PURCHASE_INTENTS = new Set<CallToAction['intent']>([
  'purchase',
  'cart',
  'trial',
  'signup',
  'subscribe',
  'book',
]);

/** Calls to action that start a purchase or a plan. */
export function buyingCtas(model: PageModel): CallToAction[] {
  return model.ctas.filter((c) => PURCHASE_INTENTS.has(c.intent));
}

// Review, comment and search forms are not offers of the business, whatever their fields.
const NOT_A_LEAD = /review|comment|reply|search|login|log in|sample/i;

/** Sign-up, lead and contact forms through which a visitor hands over details to the business. */
export function leadForms(model: PageModel): Form[] {
  return model.forms.filter(
    (f) =>
      ['lead', 'contact', 'signup'].includes(f.purpose) &&
      !NOT_A_LEAD.test(`${f.submitText ?? ''} ${f.selector} ${f.action ?? ''}`),
  );
}

/** Cart and checkout forms. */
export function checkoutForms(model: PageModel): Form[] {
  return model.forms.filter((f) => f.purpose === 'checkout' || f.purpose === 'cart');
}

const ADD_TO_CART_FORM = /add to (?:cart|bag|basket)|buy (?:it )?now|cart\/add|add-?to-?cart|addtocart/i;

/**
 * The page is a cart or a checkout step: it has a checkout form, or a cart form that is the cart
 * itself rather than a product's add-to-cart form (which the form detector also calls a cart form).
 */
export function inCheckoutContext(model: PageModel): boolean {
  return model.forms.some(
    (f) =>
      f.purpose === 'checkout' ||
      (f.purpose === 'cart' && !ADD_TO_CART_FORM.test(`${f.submitText ?? ''} ${f.action ?? ''}`)),
  );
}

const CART_CTA = /\b(add to (cart|bag|basket)|buy (it )?now|checkout|check out|place order)\b/i;

/** The page sells something directly: an e-commerce page, or any page with a cart or checkout. */
export function sellsDirectly(model: PageModel): boolean {
  return (
    model.industry.id === 'ecommerce' ||
    checkoutForms(model).length > 0 ||
    model.ctas.some((c) => c.intent === 'cart' || (c.intent === 'purchase' && CART_CTA.test(c.text)))
  );
}

/** Calendar year of the scan, so date checks are judged against when the page was seen. */
export function scanYear(model: PageModel): number {
  const year = new Date(model.fetchedAt).getUTCFullYear();
  return Number.isFinite(year) && year > 1990 ? year : new Date().getUTCFullYear();
}

/** The registrable-ish host of a URL without "www.", or null. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
}

const matchCache = new WeakMap<PageModel, Map<RegExp, { start: number; end: number }[]>>();

/** Every match of `re` in the page text, as character ranges (computed once per model and pattern). */
export function textMatches(model: PageModel, re: RegExp): { start: number; end: number }[] {
  let perModel = matchCache.get(model);
  if (!perModel) {
    perModel = new Map();
    matchCache.set(model, perModel);
  }
  let ranges = perModel.get(re);
  if (!ranges) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    ranges = [...model.text.matchAll(g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
    perModel.set(re, ranges);
  }
  return ranges;
}

/**
 * Distance in characters of page text between an anchor phrase (e.g. a button label) and the
 * nearest match of `re`, with the matched passage. Used when the matching words sit in markup
 * the model does not list, so element order cannot measure nearness.
 */
export function textGap(
  model: PageModel,
  anchor: string,
  re: RegExp,
): { chars: number; passage: string } | null {
  const at = anchor.length > 0 ? model.text.indexOf(anchor) : -1;
  if (at < 0) return null;
  let best: { start: number; end: number; chars: number } | null = null;
  for (const r of textMatches(model, re)) {
    const chars = Math.max(0, r.start < at ? at - r.end : r.start - (at + anchor.length));
    if (!best || chars < best.chars) best = { ...r, chars };
  }
  return best
    ? { chars: best.chars, passage: model.text.slice(Math.max(0, best.start - 40), best.end + 40) }
    : null;
}
