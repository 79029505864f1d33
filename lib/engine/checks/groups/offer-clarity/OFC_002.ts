import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { TRIAL_MENTION_RE as TRIAL } from '../../signals/vocabularies/offers.js';
import { LANDING } from '../../scope.js';

const TRIAL_LENGTH =
  /\b(\d{1,3}[- ]days?( free)? trial|trial (for|of) \d{1,3} days|(one|two|three|four|\d)[- ]weeks?( free)? trial|\d{1,2}[- ]months?( free)? trial|free for \d{1,3} days|\d{1,3} days free)\b/i;

export const OFC_002: CheckDeclaration = {
  id: 'OFC_002',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The trial length is not stated',
  label: 'The trial length is stated',
  description:
    'A trial of unknown length feels like a trap; "14-day free trial" sets expectations and urgency at once.',
  threshold: 'when a trial is offered, its length is stated in days, weeks or months',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Put the length in the offer itself ("Start your 14-day free trial").',
    'Repeat it next to the sign-up button.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% trial starts; an estimate',
  source: 'heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'free-trial' && x.days !== null);
    if (g) return pass(seen(g, g.text), `${g.days}-day trial`);
    const trial = findText(model, TRIAL);
    if (!trial) return notApplicable('no trial offered');
    const hit = findText(model, TRIAL_LENGTH);
    return hit
      ? pass(excerpt(hit, TRIAL_LENGTH), 'trial length stated')
      : fail(excerpt(trial, TRIAL), 'length not stated');
  },
};
