/** Words of prices and buying: value talk, sums of money, buy and checkout buttons, product codes. */
import { vocabulary } from '../../../model/vocabulary.js';
import { WORD_LIST_LANGUAGES } from './languages.js';

export const VALUE_WORD_RE =
  /\b(affordable|cheap(est)?|low[- ](cost|prices?)|competitive(ly)? pric\w*|great (value|prices?)|budget[- ]friendly|inexpensive|reasonabl[ey] pric\w*|save money|bargain|unbeatable prices?|low fees?)\b/i;

export const MONEY_RE = /[$€£¥]\s?\d|\b\d[\d,.]*\s?(usd|eur|gbp|dollars|euros|pounds)\b/i;

/**
 * Read after an amount: "$3 million", "$13.7bn", "$50 off" ("20 € Rabatt", "15 € de réduction",
 * "15€ offerts", "10 € sparen"): a sum of money or a discount, not what something costs.
 */
export const MONEY_FIGURE =
  /^\s*(?:million|billion|trillion|thousand|mn|bn|m|k|off|rabatt|sparen|de (?:réduction|remise)|offerts?|(?:di )?sconto|de (?:descuento|desconto)|korting|rabatu)\b/i;

/**
 * Read before an amount: "Save £12.00", "Uber vous offre 15€", "Win $500", "Spare 20 €". A sum the
 * visitor saves, wins or is given (a saving, a prize, a partner's credit), not what something
 * costs, in the languages whose guarantees OBJ_004 reads.
 */
export const MONEY_GIVEN =
  /(?<![\p{L}\p{N}])(?:save|win|earn|économisez|gagnez|(?:vous |t'|t’)offre|offrons|spare|sparen sie|gewinne|gewinnen sie|risparmia|vinci|ahorra|gana|bespaar|economize|ganhe|oszczędź|wygraj|spara|vinn|spar)(?:\s+(?:up to|jusqu'à|bis zu|fino a|hasta|tot|até|do))?\s*$/iu;

export const CART_CTA = /\b(add to (cart|bag|basket)|buy (it )?now|checkout|check out|place order)\b/i;

export const BUY_TEXT = /\b(add to (cart|bag|basket|trolley)|buy (it )?now|add to shopping (cart|bag))\b/i;

export const PRODUCT_CODE =
  /\b(?:sku|item (?:#|no\.?|number)|model (?:#|no\.?|number)|product (?:code|id)|part (?:#|no\.?|number)|asin|isbn(?:-1[03])?|upc|mpn)\b\s*[:#]?\s*[\w-]*\d/i;

/**
 * The languages whose words for a pricing page, other rates and a free product are written below
 * (OFFER_001 reads them; a page in another language gets "not applicable" rather than a guess).
 */
export const PRICING_LANGUAGES = WORD_LIST_LANGUAGES;

/**
 * A link named for the prices: "Pricing", "Plans & pricing", "Preise", "Tarifs", "Precios", "Planes", "Cennik",
 * and what schools call them: "Tuition and fees", "Iscrizioni, tasse e borse di studio".
 */
export const PRICING_LINK_WORDS = vocabulary(
  'pricing|prices|plans(?: (?:and|&) pricing)?|price list|rates|fees|tuition|studiengebühren|frais de scolarité|tasse|mensalidades?|collegegeld|czesne|preise|preisliste|tarife|tarifs?|prix|precios|tarifas|prezzi|tariffe|listino prezzi|prijzen|tarieven|preços|precos|cennik|ceny|planes(?: y precios)?|planos(?: e preços)?|piani(?: e prezzi)?|abonnements|formules',
);

/** A path named for the prices: /pricing, /plans, /planes, /preise, /tarifs, /precios, /prezzi, /cennik. */
export const PRICING_PATH =
  /\/(?:pricing|plans|prices|rates|preise|tarife|tarifs|prix|precios|tarifas|prezzi|tariffe|prijzen|tarieven|precos|planos|planes|piani|cennik)\b/i;

/** Rates that are not the offer's price: shipping, delivery, tax, interest, exchange (in PRICING_LANGUAGES). */
export const OTHER_RATES =
  /(?<![\p{L}])(?:shipping|delivery|postage|freight|tax|interest|exchange|mortgage|versand\w*|liefer\w*|porto\w*|steuer\w*|zinsen|livraison|frais de port|env[ií]os?|entregas?|spedizion\w*|consegn\w*|verzend\w*|bezorg\w*|fretes?|dostaw\w*|wysy[łl]k\w*)(?![\p{L}])/iu;
