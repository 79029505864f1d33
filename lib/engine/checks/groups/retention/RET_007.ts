import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findTextLinksFirst as findText } from '../../signals/text-search.js';
import { REPEAT_ORDER } from '../../signals/vocabularies/retention.js';

export const RET_007: CheckDeclaration = {
  id: 'RET_007',
  pageTypes: ['product_detail', 'category_listing', 'home_landing', 'other'],
  languages: ['en'],
  dimension: 'offer',
  title: 'Consumable products cannot be ordered on repeat',
  label: 'Repeat delivery offered',
  description:
    'For products people run out of, a subscribe-and-save or auto-delivery option turns a one-off sale into recurring revenue and removes the next visit to a competitor.',
  threshold: 'a shop page offers subscribe-and-save, auto-delivery, refills or a subscription',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce'],
  needs: 'static',
  fixSteps: [
    'Offer "Subscribe & save" with a small discount on products that are used up (coffee, cosmetics, supplements, ink).',
    'Let subscribers choose the interval and skip or cancel online.',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% repeat revenue on consumables; none for durable goods',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, REPEAT_ORDER);
    if (hit) return pass(seen(hit, hit.text), 'repeat delivery offered');
    return fail(absent('a subscribe-and-save, auto-delivery or refill option'), 'no repeat option');
  },
};
