/**
 * What a price with a period is. A subscription bills again each month or year until cancelled; a
 * rent ("$3,200 / month rent", "Kaltmiete 850 €") or an instalment of a purchase ("from €47 per
 * week", "12 payments of $99") recurs too, but nobody signs up for a plan. Plans, trials and
 * cancel-anytime rules are about subscriptions only.
 */
import type { PageModel, Price } from './page-model.js';
import { vocabulary } from './vocabulary.js';

/** The price is a rent or a lease. */
export const RENT_WORDING = vocabulary(
  'rent(?:al|s|ed)?|lease|leasing|miete|mietpreis|kaltmiete|warmmiete|loyer|alquiler|affitto|aluguel|huur',
  '家賃|賃料',
);

/** The price is one instalment of a purchase paid over time. */
export const INSTALMENT_WORDING = vocabulary(
  'financ(?:e|ed|ing)|instal+ments?|payments? of|monthly payments?|apr|ratenzahlung|raten|finanzierung|mensualit[ée]s|paiement en \\d+ fois|cuotas|financiaci[óo]n|rate mensili|finanziamento|parcelas|presta[çc][õo]es',
);

/** A price billed per week, month or year. */
export function hasPeriod(p: Price): boolean {
  return p.period === 'month' || p.period === 'year' || p.period === 'week';
}

/** A periodic price that is a rent or an instalment, by the words around it. */
export function isRentOrInstalment(p: Price): boolean {
  return hasPeriod(p) && (RENT_WORDING.test(p.context) || INSTALMENT_WORDING.test(p.context));
}

/** A price billed again each period for a plan or a subscription (not a rent, not an instalment). */
export function isSubscriptionPrice(p: Price): boolean {
  return hasPeriod(p) && !isRentOrInstalment(p);
}

/**
 * The page's subscription prices. On an estate agent's or a property portal's page every periodic
 * price is a rent, whatever the words beside it ("1-bedroom, Park Slope $2,450 per month").
 */
export function subscriptionPrices(
  model: Pick<PageModel, 'prices'> & { industry?: PageModel['industry'] },
): Price[] {
  if (model.industry?.id === 'real_estate') return [];
  return model.prices.filter(isSubscriptionPrice);
}
