/** Words of prices and buying: value talk, sums of money, buy and checkout buttons, product codes. */

export const VALUE_WORD_RE =
  /\b(affordable|cheap(est)?|low[- ](cost|prices?)|competitive(ly)? pric\w*|great (value|prices?)|budget[- ]friendly|inexpensive|reasonabl[ey] pric\w*|save money|bargain|unbeatable prices?|low fees?)\b/i;

export const MONEY_RE = /[$€£¥]\s?\d|\b\d[\d,.]*\s?(usd|eur|gbp|dollars|euros|pounds)\b/i;

/** "$3 million", "$13.7bn", "$50 off": a sum of money or a discount, not what something costs. */
export const MONEY_FIGURE = /^\s*(?:million|billion|trillion|thousand|mn|bn|m|k|off)\b/i;

export const CART_CTA = /\b(add to (cart|bag|basket)|buy (it )?now|checkout|check out|place order)\b/i;

export const BUY_TEXT = /\b(add to (cart|bag|basket|trolley)|buy (it )?now|add to shopping (cart|bag))\b/i;

export const PRODUCT_CODE =
  /\b(?:sku|item (?:#|no\.?|number)|model (?:#|no\.?|number)|product (?:code|id)|part (?:#|no\.?|number)|asin|isbn(?:-1[03])?|upc|mpn)\b\s*[:#]?\s*[\w-]*\d/i;
