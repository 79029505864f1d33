import {
  closest,
  collapse,
  hintsOf,
  isElement,
  placed,
  writtenText,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type { Price } from '../page-model.js';
import type { PageContext } from './page-context.js';

const SYMBOLS: Record<string, string> = {
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  CAD$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  R$: 'BRL',
  MX$: 'MXN',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '￥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₱': 'PHP',
  '₦': 'NGN',
  '฿': 'THB',
  zł: 'PLN',
  'Rs.': 'INR',
  Rs: 'INR',
  CHF: 'CHF',
  'Fr.': 'CHF',
};

const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CNY',
  'INR',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'ZAR',
  'SGD',
  'HKD',
  'KRW',
  'RUB',
  'TRY',
  'AED',
  'ILS',
];

const SYMBOL_SRC =
  '(?:(?<![A-Za-z])(?:US\\$|CAD\\$|CA\\$|C\\$|AU\\$|A\\$|NZ\\$|HK\\$|S\\$|R\\$|MX\\$|\\$|€|£|¥|￥|₹|₩|₽|₺|₪|₱|₦|฿|zł|Rs\\.?|CHF|Fr\\.))';
const CODE_SRC = `(?:(?<![A-Za-z])(?:${CODES.join('|')})(?![A-Za-z]))`;
const AMOUNT_SRC = '(\\d{1,3}(?:[,.\\u00a0 ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';

/** A currency (symbol or code) before or after an amount. */
const PRICE_RE = new RegExp(
  `(${SYMBOL_SRC}|${CODE_SRC})\\s?${AMOUNT_SRC}(?![\\d%])|(?<![\\w.,])${AMOUNT_SRC}\\s?(${SYMBOL_SRC}|${CODE_SRC}|kr|Kč|lei|Ft)(?![a-z])`,
  'gu',
);

const PERIOD_AFTER =
  /^\s*(?:\*|\+|(?:USD|EUR|GBP|CAD|AUD)\b)?\s*(?:(?:\/|per|a|an|each)\s*(month|mo|mth|m|year|yr|annum|y|week|wk)\b|(monthly|annually|yearly|weekly)\b|(?:billed|paid)\s+(monthly|annually|yearly)|(one[- ]time|once|lifetime)\b)/i;

const COMPARE_HINT =
  /(?:^|[\s_-])(?:old|was|compare|strike|striked|strikethrough|original|list[-_]?price|crossed|before|regular|rrp|msrp|a-text-strike)(?:$|[\s_-])/i;
const COMPARE_WORDS =
  /\b(?:was|reg\.?|regular(?:ly)?|list price|originally|before|compare at|rrp|msrp|retail)\s*:?\s*$/i;

/** Parses "1,299.99", "1.299,99", "1 299" and "19" into a number. */
export function parseAmount(raw: string): number {
  const s = raw.replace(/[\u00a0 ]/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal = lastDot > lastComma ? s.replace(/,/g, '') : s.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    // a comma followed by exactly three digits groups thousands; otherwise it is the decimal mark
    normal =
      /,\d{3}$/.test(s) && !/,\d{3},\d{1,2}$/.test(s)
        ? s.replace(/,/g, '')
        : s.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, '');
  } else if (lastDot >= 0) {
    normal =
      /\.\d{3}$/.test(s) && (s.match(/\./g) ?? []).length >= 1 && !/^\d{1,3}\.\d{3}$/.test(s)
        ? s.replace(/\./g, '')
        : s;
    if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(s)) normal = s.replace(/\./g, '');
  } else {
    normal = s;
  }
  const n = Number.parseFloat(normal);
  return Number.isFinite(n) ? n : Number.NaN;
}

function currencyOf(token: string, ctx: PageContext): string | null {
  const t = token.trim();
  if (CODES.includes(t.toUpperCase()) && t === t.toUpperCase()) return t.toUpperCase();
  if (t === '$') {
    // a bare dollar sign follows the site's country where the domain says so
    const tld = (ctx.liveSite ?? ctx.host).split('.').pop() ?? '';
    if (tld === 'ca') return 'CAD';
    if (tld === 'au') return 'AUD';
    if (tld === 'nz') return 'NZD';
    if (tld === 'sg') return 'SGD';
    if (tld === 'mx') return 'MXN';
    return 'USD';
  }
  if (t === '¥' || t === '￥') return (ctx.lang ?? '').toLowerCase().startsWith('zh') ? 'CNY' : 'JPY';
  if (t === 'kr') {
    const lang = (ctx.lang ?? '').toLowerCase();
    if (lang.startsWith('sv')) return 'SEK';
    if (lang.startsWith('da')) return 'DKK';
    if (lang.startsWith('nb') || lang.startsWith('no') || lang.startsWith('nn')) return 'NOK';
    return null;
  }
  if (t === 'Kč') return 'CZK';
  if (t === 'lei') return 'RON';
  if (t === 'Ft') return 'HUF';
  return SYMBOLS[t] ?? null;
}

function periodOf(after: string): Price['period'] {
  const m = PERIOD_AFTER.exec(after);
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase();
  if (/^(?:month|mo|mth|m|monthly)$/.test(word)) return 'month';
  if (/^(?:year|yr|annum|y|annually|yearly)$/.test(word)) return 'year';
  if (/^(?:week|wk|weekly)$/.test(word)) return 'week';
  if (/one[- ]time|once|lifetime/.test(word)) return 'one-time';
  return null;
}

function isStruck(el: HtmlElement): boolean {
  return (
    closest(
      el,
      (e) =>
        e.name === 'del' ||
        e.name === 's' ||
        e.name === 'strike' ||
        COMPARE_HINT.test(hintsOf(e)) ||
        /line-through/i.test(e.attribs.style ?? ''),
      4,
    ) !== null
  );
}

/** Up to `words` words either side of the match, from the nearest block's text. */
function contextAround(text: string, index: number, length: number, words = 6): string {
  const before = text
    .slice(0, index)
    .split(/\s+/)
    .slice(-words - 1)
    .join(' ');
  const after = text
    .slice(index + length)
    .split(/\s+/)
    .slice(0, words + 1)
    .join(' ');
  return collapse(`${before}${text.slice(index, index + length)}${after}`).slice(0, 200);
}

const CONTEXT_BLOCK = new Set([
  'p',
  'li',
  'td',
  'div',
  'section',
  'article',
  'dd',
  'span',
  'form',
  'tr',
  'label',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * The selector of the price's element or the nearest ancestor whose visible text holds `context`,
 * when it holds it as one run of its text as written; null otherwise. Hidden words or a select's
 * other options between the context's words make it a reading of several elements (a label, the
 * option a select shows, the price, a button), which the page never shows as one text.
 */
function contextHolder(dom: PageDom, el: HtmlElement, context: string): string | null {
  let current: HtmlElement | null = el;
  for (let i = 0; current && isElement(current) && i < 8; i += 1, current = current.parent) {
    if (dom.textOf(current).includes(context))
      return writtenText(current).includes(context.replace(/\s+/g, '')) ? dom.selectorOf(current) : null;
  }
  return null;
}

function blockOf(dom: PageDom, el: HtmlElement): HtmlElement {
  let current = el;
  for (let i = 0; i < 4; i += 1) {
    const text = dom.textOf(current);
    if (text.length >= 30 || !current.parent || current.parent.name === 'body') return current;
    current = current.parent;
    if (
      !CONTEXT_BLOCK.has(current.name) &&
      current.name !== 'a' &&
      current.name !== 'strong' &&
      current.name !== 'b'
    )
      continue;
  }
  return current;
}

/** An amount standing alone: "49.99", "1,299.00", "49". */
const BARE_AMOUNT = /^(?:\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d{2})?|\d{1,6}(?:[.,]\d{2})?)$/;
/** An amount with cents, the form a price next to a buy button takes ("49.99"). */
const CENTS_AMOUNT = /^(?:\d{1,3}(?:[,.\u00a0 ]\d{3})+|\d{1,6})[.,]\d{2}$/;
/**
 * "Price: 49.99", "Total 120", "Cost - 15.50": a price word directly before an amount that is
 * not a count or a measure ("Total 5 items", "Price 20% lower").
 */
const LABELLED_PRICE = new RegExp(
  `\\b(?:price|cost|total|subtotal|amount due)\\s*[:\\-–]?\\s*${AMOUNT_SRC}(?![\\d%]|[.,]\\d|\\s*(?:%|(?!per\\b|each\\b|monthly\\b|yearly\\b|annually\\b|incl|excl|vat\\b|tax\\b|only\\b)[a-z]))`,
  'gi',
);
/** Class, id or itemprop naming a price holder; "pricing" tables and price filters are not one price. */
const PRICE_HINT = /(?:^|[\s_-])(?:price|sale-?price|our-?price|product-?price|amount|cost)(?:$|[\s_-])/i;
const NOT_PRICE_HINT = /filter|range|slider|sort|label|title|heading|per-?unit-?label/i;
const BUY_WORDING =
  /\b(?:add(?: it| this)? to (?:cart|bag|basket|trolley)|buy(?: it)? now|order now|add to order)\b/i;

interface Match {
  text: string;
  amount: number;
  currencyToken: string;
  index: number;
}

function matchesIn(text: string): Match[] {
  const out: Match[] = [];
  PRICE_RE.lastIndex = 0;
  for (let m = PRICE_RE.exec(text); m; m = PRICE_RE.exec(text)) {
    const amountRaw = m[2] ?? m[3];
    const currencyToken = m[1] ?? m[4];
    if (!amountRaw || !currencyToken) continue;
    // "Rs" and "Fr." only count directly before an amount, and codes only in upper case
    const amount = parseAmount(amountRaw);
    if (!Number.isFinite(amount) || amount > 10_000_000) continue;
    out.push({ text: m[0].trim(), amount, currencyToken, index: m.index });
  }
  return out;
}

/**
 * Prices from the visible text. A price split over several elements ("$" "19" "99" in their own
 * spans) is read from the smallest ancestor whose text forms a price.
 */
export function detectPrices(ctx: PageContext): Price[] {
  const { dom } = ctx;
  const prices: Price[] = [];
  const covered = new Set<HtmlElement>();
  const used = new Set<HtmlElement>();

  const addAt = (el: HtmlElement, text: string): boolean => {
    const matches = matchesIn(text);
    if (matches.length === 0) return false;
    used.add(el);
    let anc: HtmlElement | null = el.parent;
    for (let i = 0; anc && i < 4; i += 1, anc = anc.parent) covered.add(anc);
    const block = blockOf(dom, el);
    const blockText = dom.textOf(block);
    const struck = isStruck(el);
    for (const m of matches.slice(0, 4)) {
      const after = text.slice(m.index + m.text.length);
      let period = periodOf(after);
      const posInBlock = blockText.indexOf(m.text);
      if (period === null && posInBlock >= 0)
        period = periodOf(blockText.slice(posInBlock + m.text.length, posInBlock + m.text.length + 40));
      const before =
        posInBlock >= 0 ? blockText.slice(Math.max(0, posInBlock - 30), posInBlock) : text.slice(0, m.index);
      const context =
        posInBlock >= 0
          ? contextAround(blockText, posInBlock, m.text.length)
          : contextAround(text, m.index, m.text.length);
      prices.push(
        placed(dom.locate(el), {
          text: m.text,
          amount: m.amount,
          currency: currencyOf(m.currencyToken, ctx),
          period,
          // "$50 off" is a discount amount, not a crossed-out price
          isCompareAt: (struck || COMPARE_WORDS.test(before)) && !/^\s*off\b/i.test(after),
          context,
          contextSelector: contextHolder(dom, el, context),
        }),
      );
      if (prices.length >= 300) break;
    }
    return true;
  };

  for (const run of dom.textRuns) {
    if (prices.length >= 300) break;
    const data = run.text;
    if (!/\d/.test(data) && !/[$€£¥₹₩₽₺₪₱₦฿]/.test(data)) continue;
    const parent = run.parent;
    const own = collapse(data);
    if (matchesIn(own).length > 0) {
      addAt(parent, own);
      continue;
    }
    if (own.length > 16) continue;
    // climb to the smallest ancestor whose short text reads as a price
    let anc: HtmlElement | null = parent;
    for (let i = 0; anc && i < 3; i += 1) {
      if (used.has(anc) || covered.has(anc)) break;
      const text = dom.textOf(anc);
      if (text.length > 60) break;
      if (addAt(anc, text)) break;
      anc = anc.parent;
    }
  }
  if (prices.length < 300) detectBarePrices(ctx, prices, used);
  return prices.sort((a, b) => a.order - b.order);
}

/** The containers (up to 4 levels up) of each add-to-cart or buy-now control. */
function buyBoxes(dom: PageDom): Set<HtmlElement> {
  const boxes = new Set<HtmlElement>();
  const controls = [...dom.tag('button'), ...dom.tag('input'), ...dom.tag('a')];
  for (const el of controls) {
    const label =
      el.name === 'input'
        ? `${el.attribs.value ?? ''} ${el.attribs['aria-label'] ?? ''}`
        : `${dom.textOf(el)} ${el.attribs['aria-label'] ?? ''}`;
    if (label.length > 80 || !BUY_WORDING.test(label)) continue;
    let anc: HtmlElement | null = el.parent;
    for (let i = 0; anc && anc.attribs && i < 4; i += 1, anc = anc.parent) boxes.add(anc);
  }
  return boxes;
}

function hasPriceHint(el: HtmlElement): boolean {
  const hints = hintsOf(el);
  const prop = (el.attribs.itemprop ?? '').toLowerCase();
  if (prop === 'price' || prop === 'lowprice' || prop === 'highprice') return true;
  return hints !== '' && PRICE_HINT.test(hints) && !NOT_PRICE_HINT.test(hints);
}

/**
 * Prices written without a currency ("Price: 49.99", "<span class=price>49.99</span>", "49.99"
 * in the buy box). A bare number is a price only when its context says so: a price word before
 * it, a price class or itemprop on it, or cents beside an add-to-cart control. Numbers elsewhere
 * (counts, years, sizes) stay numbers.
 */
function detectBarePrices(ctx: PageContext, prices: Price[], used: Set<HtmlElement>): void {
  const { dom } = ctx;
  let boxes: Set<HtmlElement> | null = null;
  const done = new Set<HtmlElement>();
  const near = (el: HtmlElement, set: Set<HtmlElement>, depth: number): boolean => {
    let anc: HtmlElement | null = el;
    for (let i = 0; anc && i <= depth; i += 1, anc = anc.parent) if (set.has(anc)) return true;
    return false;
  };
  const push = (el: HtmlElement, text: string, amountText: string, index: number): void => {
    const amount = parseAmount(amountText);
    if (!Number.isFinite(amount) || amount <= 0 || amount > 10_000_000) return;
    const block = blockOf(dom, el);
    const blockText = dom.textOf(block);
    const posInBlock = blockText.indexOf(text);
    const at = posInBlock >= 0 ? posInBlock + index : -1;
    const after = at >= 0 ? blockText.slice(at + amountText.length, at + amountText.length + 40) : '';
    const before = at >= 0 ? blockText.slice(Math.max(0, at - 30), at) : text.slice(0, index);
    done.add(el);
    const context = at >= 0 ? contextAround(blockText, at, amountText.length) : text;
    prices.push(
      placed(dom.locate(el), {
        text: amountText,
        amount,
        currency: null,
        period: periodOf(after),
        isCompareAt: (isStruck(el) || COMPARE_WORDS.test(before)) && !/^\s*off\b/i.test(after),
        context,
        contextSelector: contextHolder(dom, el, context),
      }),
    );
  };

  for (const run of dom.textRuns) {
    if (prices.length >= 300) return;
    const own = run.text;
    if (!/\d/.test(own) || own.length > 200) continue;
    const el = run.parent;
    if (done.has(el) || near(el, used, 3) || near(el, done, 2)) continue;
    // a price word and its amount may sit in sibling spans ("Price:" "49.99")
    const holder = own.length <= 24 && el.parent && dom.textFits(el.parent, 40) ? el.parent : el;
    LABELLED_PRICE.lastIndex = 0;
    let labelText = own;
    let labelled = LABELLED_PRICE.exec(own);
    if (!labelled && holder !== el) {
      labelText = dom.textOf(holder);
      LABELLED_PRICE.lastIndex = 0;
      labelled = LABELLED_PRICE.exec(labelText);
    }
    if (labelled) {
      const amountText = labelled[1];
      const start = labelled.index + labelled[0].length - amountText.length;
      // "Total 3" is as often a count as a sum: totals need cents to read as money
      const money = /^(?:price|cost)/i.test(labelled[0]) || /[.,]\d{2}$/.test(amountText);
      if (money && matchesIn(labelText).length === 0)
        push(own.includes(amountText) ? el : holder, labelText, amountText, start);
      continue;
    }
    if (!BARE_AMOUNT.test(own)) continue;
    if (
      hasPriceHint(el) ||
      (el.parent !== null && el.parent.attribs !== undefined && hasPriceHint(el.parent))
    ) {
      push(el, own, own, 0);
      continue;
    }
    if (!CENTS_AMOUNT.test(own)) continue;
    boxes ??= buyBoxes(dom);
    if (boxes.size > 0 && near(el, boxes, 4)) push(el, own, own, 0);
  }
}
