import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { TRIAL_OFFER_RE as TRIAL } from '../../signals/vocabularies/offers.js';
import { LANDING } from '../../scope.js';

const TRIAL_END =
  /\b(after (the|your) (free )?trial|when (the|your) (free )?trial ends|at the end of (the|your) trial|trial ends|remind you before|reminder before|(won't|will not) be charged (until|unless)|no automatic (charge|billing|renewal)|downgraded? to (the |a )?free|you('ll| will) only be charged)\b/i;

export const OBJ_009: CheckDeclaration = {
  id: 'OBJ_009',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page does not say what happens when the trial ends',
  label: 'The end of the trial is explained',
  description:
    'The fear of a surprise charge when a trial ends stops sign-ups; saying whether you remind, downgrade or charge settles it.',
  threshold:
    'when a trial is offered, the page says what happens at its end (reminder, automatic downgrade, first charge, or no charge)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add one line near the trial offer: "We remind you 3 days before it ends".',
    'Say whether the account moves to a free plan or is charged, and when.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% trial starts; an estimate',
  source: 'heuristic',
  run(model) {
    const trial = findText(model, TRIAL);
    if (!trial) return notApplicable('no trial offered');
    const hit = findText(model, TRIAL_END);
    return hit
      ? pass(excerpt(hit, TRIAL_END), 'end of trial explained')
      : fail(excerpt(trial, TRIAL), 'end of trial not explained');
  },
};
