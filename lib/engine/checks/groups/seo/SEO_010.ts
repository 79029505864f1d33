import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { priceEvidence } from '../../signals/prices.js';
import { dataEvidence } from '../../signals/evidence.js';

const OFFER_TYPE = /^(?:Offer|AggregateOffer|Product|ProductGroup)$/;

function hasOfferData(data: Record<string, unknown>): boolean {
  return 'offers' in data || 'price' in data || 'lowPrice' in data;
}

export const SEO_010: CheckDeclaration = {
  id: 'SEO_010',
  pageTypes: 'all',
  languages: 'any',
  prices: 'shown',
  dimension: 'discoverability',
  title: 'Prices on the page are not exposed to search engines',
  label: 'Prices are marked up as offers',
  description:
    'Search results can show price and availability next to the link only when the page marks its offer up as schema.org Offer data; shoppers click the result that answers "how much".',
  threshold: 'a page that shows a price has a schema.org Product/Offer item carrying a price or offers',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add JSON-LD Product (or SoftwareApplication/Service) with an "offers" Offer: price, priceCurrency, availability.',
    'Keep the marked-up price identical to the visible one.',
    "Check it with Google's Rich Results Test.",
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +2-8% organic click-through on product queries; varies by market',
  source: 'heuristic',
  run(model) {
    const price =
      model.prices.find((p) => !p.isCompareAt && p.region === 'main') ??
      model.prices.find((p) => !p.isCompareAt) ??
      model.prices[0];
    if (!price) return notApplicable('the page shows no price');
    const visible = priceEvidence(price);
    const offer = model.structuredData.find((s) => OFFER_TYPE.test(s.type) && hasOfferData(s.data));
    if (offer) return pass([visible, dataEvidence(offer)], `${offer.type} with an offer in ${offer.format}`);
    return fail(
      [visible, absent('a schema.org Offer or Product with a price')],
      'price shown, not marked up',
    );
  },
};
