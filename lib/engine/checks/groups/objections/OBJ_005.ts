import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { CONVERTING } from '../../scope.js';
import { riskReversals } from './shared.js';

const GUARANTEE_TERMS = /\b\d+[- ](day|days|week|weeks|month|months|year|years)\b|\blifetime\b/i;

export const OBJ_005: CheckDeclaration = {
  id: 'OBJ_005',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The guarantee does not state its terms',
  label: 'The guarantee states its terms',
  description:
    'A vague "satisfaction guaranteed" is not believed; "30-day money back, no questions asked" is.',
  threshold: 'the guarantee states a duration (days, months, years or lifetime)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add the period and the condition to the guarantee line.',
    'Link to the full refund or warranty policy.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const all = riskReversals(model);
    if (all.length === 0) return notApplicable('no guarantee on the page');
    const g = model.guarantees.find((x) => x.days !== null) ?? all.find((x) => GUARANTEE_TERMS.test(x.text));
    return g ? pass(seen(g, g.text), 'terms stated') : fail(seen(all[0], all[0].text), 'no duration');
  },
};
