import type { CheckDeclaration } from '../../check.js';
import { EMAIL_INDUSTRIES, captureSays } from './shared.js';

const FREQUENCY =
  /\b(daily|weekly|monthly|every (day|week|month|other week|\w+day)|once a (week|month)|twice a (week|month)|(one|two|three|1|2|3) emails? (a|per) (week|month)|each (week|month)|bi-?weekly|fortnightly)\b/i;

export const EMAIL_003: CheckDeclaration = {
  id: 'EMAIL_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'persuasion',
  title: 'The email signup does not say how often emails come',
  label: 'The email signup sets a frequency',
  description:
    'Fear of a flooded inbox stops signups; stating the cadence ("one email a week") removes it and also lowers later unsubscribes.',
  threshold: 'the text beside the email form states a frequency (daily, weekly, monthly, "2 emails a month")',
  severity: 'low',
  weight: 2,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Decide the cadence you can keep',
    'Say it next to the field: "One email every Tuesday. Unsubscribe anytime."',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-15% signup rate on the form',
  source: 'heuristic',
  run: (model) => captureSays(model, FREQUENCY, 'how often subscribers will be emailed'),
};
