import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { FREE_PRODUCT, priceEvidence, sellingPrices } from '../../signals/prices.js';
import { pointsAtThisPage } from '../../signals/urls.js';
import { OFFER_PAGES } from '../../scope.js';
import {
  OTHER_RATES,
  PRICING_LANGUAGES,
  PRICING_LINK_WORDS,
  PRICING_PATH,
} from '../../signals/vocabularies/pricing.js';

export const OFFER_001: CheckDeclaration = {
  id: 'OFFER_001',
  pageTypes: OFFER_PAGES,
  languages: PRICING_LANGUAGES,
  prices: 'required',
  dimension: 'offer',
  title: 'Prices are neither shown nor linked',
  label: 'Prices are shown or linked',
  description:
    'Buyers who cannot find a price assume it is high or hidden for a reason; many leave rather than ask.',
  threshold:
    'the page shows a price (a free tier at 0 included), links to a pricing page (not on a product page, which shows its own; a link to a section of this page counts only through the prices it shows) or its call to action says the product is free',
  severity: 'high',
  weight: 4,
  industries: ['ecommerce', 'saas', 'app', 'course', 'event'],
  needs: 'static',
  subject: ['price'],
  fixSteps: [
    'Show the price (or the starting price) on the page that sells the product.',
    'For plans, add a "Pricing" link to the main navigation.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +2-6% conversion from qualified visitors; varies by price point',
  source: 'heuristic',
  run(model) {
    // a free tier at 0 ("Free £0 for one user") is a price shown
    const shown = [...sellingPrices(model), ...model.prices.filter((x) => x.amount === 0 && !x.isCompareAt)];
    const p = shown[0];
    if (p) return pass(priceEvidence(p), `${shown.length} price(s) shown`);
    // a product page owes its own price: a link to the site's plans or tariffs ("Unsere Tarife" in
    // a shop's menu) does not say what this product costs
    const ownPrice = model.pageType.id === 'product_detail';
    const link = ownPrice
      ? undefined
      : model.links.find(
          (l) =>
            !OTHER_RATES.test(`${l.text} ${l.href}`) &&
            // "#pricing" leads into this page, whose prices were looked for above
            !pointsAtThisPage(l.href, model) &&
            (PRICING_LINK_WORDS.test(l.text) || (l.internal && PRICING_PATH.test(l.href))),
        );
    if (link) return pass(seen(link, link.text || link.href), 'pricing page linked');
    // a call to action that says the product costs nothing ("Free Download") states its price
    const free = model.ctas.find((c) => FREE_PRODUCT.test(c.text));
    if (free) return pass(excerpt(free, FREE_PRODUCT), 'stated as free on its call to action');
    return fail(absent('a price or a link to a pricing page'), 'no price, no pricing link');
  },
};
