import type { CheckDeclaration } from '../../check.js';
import { pass } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { PRESENTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';
import { AROUND_THE_CLOCK, HOURS_MENTIONED, OPENING_HOURS } from '../../../model/vocabulary.js';

/** Hours as printed, or a business that never closes (only a local business's hours are its door's). */
const HOURS_SHOWN = new RegExp(
  `${OPENING_HOURS.source}|${HOURS_MENTIONED.source}|${AROUND_THE_CLOCK.source}`,
  'iu',
);

export const SERV_007: CheckDeclaration = {
  ...SERV,
  id: 'SERV_007',
  pageTypes: [...PRESENTING, 'contact'],
  languages: ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'],
  industries: ['local'],
  dimension: 'clarity',
  title: 'Opening hours are not shown',
  label: 'Opening hours are shown',
  description:
    'Local customers decide whether to call or visit now; without hours they guess, and a closed door or unanswered phone loses them.',
  threshold: 'the page shows opening hours (day ranges and times, "24/7" or "Business hours")',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Show your hours in the header or footer ("Mon-Fri 8am-6pm, Sat 9am-1pm")',
    'Add them to your LocalBusiness structured data and Google Business Profile',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% calls and visits',
  source: 'heuristic',
  run(model) {
    const hours = model.contacts.find((c) => c.kind === 'hours');
    if (hours) return pass(contactEvidence(hours), 'hours shown');
    return textCheck(model, HOURS_SHOWN, 'opening hours');
  },
};
