import type { CheckDeclaration } from '../../check.js';
import { CONVERTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const ENGAGEMENT =
  /\b(retainers?|fixed[- ](price|fee|scope)|project[- ]based|hourly (rate|basis|billing)|time (and|&) materials|monthly (plans?|packages?|retainers?)|ways to work (with us|together)|how we (engage|work with clients)|engagement (models?|options)|(service|pricing) packages)\b/i;

export const SERV_002: CheckDeclaration = {
  ...SERV,
  id: 'SERV_002',
  pageTypes: CONVERTING,
  languages: ['en'],
  industries: ['agency'],
  dimension: 'clarity',
  title: 'The page does not say how clients can engage the agency',
  label: 'Ways to work together are explained',
  description:
    'Buyers want to know whether an agency works by project, retainer or the hour before they reach out; stating the engagement models lets them self-qualify and ask the right question.',
  threshold:
    'the page names how clients can engage (project-based, retainer, fixed price, hourly, packages, "ways to work with us")',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'List the 2-3 ways clients can work with you (e.g. fixed-price project, monthly retainer, workshop)',
    'Give each a one-line "best for" and, where you can, a starting price',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +2-5% qualified enquiries',
  source: 'heuristic',
  run(model) {
    return textCheck(model, ENGAGEMENT, 'a description of how clients can engage the agency');
  },
};
