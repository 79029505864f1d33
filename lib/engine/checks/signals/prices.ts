/** Views of the prices the page shows: what a shopper pays now, what is on offer, what recurs. */
import type { Evidence } from '../check.js';
import { quote, seen } from '../outcome.js';
import type { PageModel, Price } from '../../model/page-model.js';
import { subscriptionPrices } from '../../model/price-kinds.js';
import { findTextOrPassage, type TextHit } from './text-search.js';
import { MONEY_FIGURE, MONEY_GIVEN } from './vocabularies/pricing.js';

/**
 * Evidence of a price: its context (a few words either side) at the element that shows that
 * context, or the price alone at its own element when no element holds the context as one text.
 */
export function priceEvidence(p: Price): Evidence {
  if (p.context && p.contextSelector) return { quote: quote(p.context), selector: p.contextSelector };
  return seen(p, p.text);
}

/** Prices a shopper pays now (compare-at and zero amounts excluded). */
export function sellingPrices(model: PageModel): Price[] {
  return model.prices.filter((p) => !p.isCompareAt && p.amount > 0);
}

/**
 * Prose mentions prices in passing (an article, a story, a quote): a block of 30 words or more, or
 * a paragraph of 12 or more that ends as a sentence. A price on offer stands in its own element.
 */
const PROSE_WORDS = 30;

const SENTENCE_WORDS = 12;

const SENTENCE_END = /[.!?]["'”’)]?$/;

/**
 * Prices at which the page offers something: shown prices (free tiers included) that are not a
 * crossed-out compare-at price, a sum of money ("$3 million in settlements", "$50 off"), a sum
 * the visitor saves, wins or is given ("Save £12.00", "Uber vous offre 15€"), a mention inside a
 * paragraph of prose or a customer's quote ("redeemed my points for a $15 card").
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
    if (at >= 0 && MONEY_GIVEN.test(p.context.slice(0, at))) return false;
    return !model.testimonials.some((t) => t.order <= p.order && t.quote.includes(p.text));
  });
}

/**
 * Prices billed on a recurring period (plans and subscriptions). A monthly rent or an instalment of
 * a purchase recurs too but is not a subscription (model/price-kinds.ts): no plan, trial or
 * cancel-anytime rule applies to it.
 */
export function recurringPrices(model: PageModel): Price[] {
  return subscriptionPrices(model).filter((p) => !p.isCompareAt);
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

/** Wording that offers a free way to start: a trial, a free plan, a free version or download. */
export const FREE_START =
  /\b(free trial|try (it )?(for )?free|free plan|free forever|free tier|free version|freemium|start(ed)? (for )?free|get started free|sign up free|\d{1,2}[- ]day trial|free download|download (it )?(for )?free|get it (for )?free|(create|open|get) (a |your )?free account|free account)\b/i;

/**
 * A call to action that says the product itself costs nothing (not a trial of something paid):
 * "Free Download", "Get it free". Read on calls to action only: in running text "free" qualifies
 * anything ("free of jargon", "read with our free app").
 */
export const FREE_PRODUCT =
  /(?<![\p{L}])(free download|download (it )?(for )?free|get it (for )?free|free (version|plan|forever|tier|account)|freemium|(it'?s|it is) free|kostenlos(er)? (download|herunterladen)|gratis (download|herunterladen|downloaden)|t[ée]l[ée]chargement gratuit|t[ée]l[ée]charger gratuitement|descarga gratuita|descargar gratis|download gratuito|scarica gratis|baixar gr[aá]tis|download gr[aá]tis|pobierz za darmo|darmowe pobieranie)(?![\p{L}])/iu;

/**
 * Where the page says `re` (FREE_START, FREE_PRODUCT): in its text or on a call to action. A
 * button's label is read as one phrase ("Firefox Free Download"), though its spans run together in
 * the page text ("FirefoxFree Download"); a button drawn as an image says it only in its label.
 */
export function statedOffer(model: PageModel, re: RegExp): TextHit | null {
  const cta = model.ctas.find((c) => re.test(c.text));
  return findTextOrPassage(model, re) ?? cta ?? null;
}
