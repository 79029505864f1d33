import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { planPricePoints, priceEvidence } from '../../signals/prices.js';
import type { Price } from '../../../model/page-model.js';
import { LANDING } from '../../scope.js';

export const OFFER_007: CheckDeclaration = {
  id: 'OFFER_007',
  pageTypes: LANDING,
  languages: 'any',
  prices: 'shown',
  dimension: 'offer',
  title: 'Too many plans compete for attention',
  label: 'The number of plans is easy to choose from',
  description:
    'Five or more side-by-side plans cause choice paralysis; two to four tiers let buyers self-select quickly.',
  threshold: 'at most 4 distinct plan prices per billing period (when 2 or more are shown)',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Merge or hide the least-chosen tiers.',
    'Move niche options to an add-on or an "Enterprise – contact us" card.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% plan selection; an estimate',
  source: 'Iyengar & Lepper (2000), choice overload; replications mixed; range heuristic',
  run(model) {
    const points = planPricePoints(model);
    const byPeriod = new Map<string, Price[]>();
    for (const p of points) byPeriod.set(p.period!, [...(byPeriod.get(p.period!) ?? []), p]);
    const largest = [...byPeriod.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    if (largest.length < 2) return notApplicable('fewer than 2 plan prices');
    const ev = largest.slice(0, 5).map(priceEvidence);
    const observed = `${largest.length} plans per ${largest[0].period} (maximum 4)`;
    return largest.length <= 4 ? pass(ev, observed) : fail(ev, observed);
  },
};
