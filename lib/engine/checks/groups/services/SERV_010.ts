import type { CheckDeclaration } from '../../check.js';
import { PRESENTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const FIRST_VISIT =
  /\b(new (patient|client|customer|member)s? (special|offer|discount|deal)|first (visit|service|appointment|session|cleaning|class|treatment|consultation|exam|lesson) (is )?(free|discount|special|\d+% off|for [$£€]\d+)|([$£€]\d+|\d+%) off (your )?first|introductory (offer|price|rate))\b/i;

export const SERV_010: CheckDeclaration = {
  ...SERV,
  id: 'SERV_010',
  pageTypes: PRESENTING,
  languages: ['en'],
  industries: ['local'],
  dimension: 'offer',
  title: 'No offer for first-time clients',
  label: 'First-time clients get an offer',
  description:
    'Trying a new dentist, cleaner or salon is a risk; a new-client offer ("$50 off your first cleaning") lowers it and is the classic way local businesses win first visits.',
  threshold:
    'the page makes an offer for new clients or a first visit ("new patient special", "20% off your first service")',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Create a first-visit offer you can afford as customer acquisition cost',
    'Show it in the hero or a banner with its conditions',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% first bookings; margin cost on first visits',
  source: 'heuristic',
  run(model) {
    return textCheck(model, FIRST_VISIT, 'an offer for new clients or a first visit');
  },
};
