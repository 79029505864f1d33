import type { CheckDeclaration } from '../../check.js';
import { pass } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { PRESENTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const HOURS =
  /\b(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(rs(day)?)?|fri(day)?|sat(urday)?|sun(day)?)\.?\s*(-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\b|\b(open|hours)\b[^.]{0,25}\d{1,2}(:\d{2})?\s*(am|pm)\b|\b24\/7\b|\b24 hours\b|\b(business|opening|office) hours\b/i;

export const SERV_007: CheckDeclaration = {
  ...SERV,
  id: 'SERV_007',
  pageTypes: [...PRESENTING, 'contact'],
  languages: ['en'],
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
    return textCheck(model, HOURS, 'opening hours');
  },
};
