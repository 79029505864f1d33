import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { priceEvidence } from '../../signals/prices.js';
import { excerpt } from '../../signals/evidence.js';
import { FREE_START, statedOffer } from '../../signals/prices.js';
import { textElements } from '../../signals/text-search.js';

/** A plan named "Free" in a price table. */
const FREE_PLAN_NAME = /^free$/i;

export const OFFER_006: CheckDeclaration = {
  id: 'OFFER_006',
  pageTypes: ['home_landing', 'app_landing', 'pricing', 'other'],
  languages: ['en'],
  dimension: 'offer',
  title: 'There is no free way to start',
  label: 'A free trial or free plan is offered',
  description:
    'Software is bought after it is tried; a free trial or free plan turns a purchase decision into a low-risk first step.',
  threshold: 'a free trial, free plan or free version is offered',
  severity: 'high',
  weight: 4,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Offer a time-limited trial or a permanently free tier.',
    'Make "Start free" the primary call to action and repeat it on the pricing section.',
  ],
  fixEffort: 'high',
  impact: 'high',
  impactEstimate: 'estimate: +10-30% sign-ups; an estimate, depends on activation',
  source: 'heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'free-trial');
    if (g) return pass(seen(g, g.text), 'free trial');
    const hit = statedOffer(model, FREE_START);
    if (hit) return pass(excerpt(hit, FREE_START), 'free start offered');
    // a plan at 0 ("$0/mo", "£0 for one user"), or a plan named "Free" beside priced plans
    const zero = model.prices.find((p) => p.amount === 0 && !p.isCompareAt);
    if (zero) return pass(priceEvidence(zero), 'free plan priced at 0');
    const named =
      model.prices.length > 0 ? textElements(model).find((e) => FREE_PLAN_NAME.test(e.text.trim())) : null;
    if (named) return pass(seen(named, named.text), 'plan named Free');
    return fail(absent('a free trial, free plan or free version'), 'none');
  },
};
