import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const TRIAL_OR_FREE =
  /\b(free trial|trial|free plan|free forever|start (for )?free|sign up free|get started free)\b/i;

const CARD_TERMS =
  /\b(no (credit )?card( required| needed)?|(credit )?card (is )?not required|without (a )?(credit )?card|no payment (details|info(rmation)?) (required|needed)|credit card required|card required)\b/i;

export const OFC_003: CheckDeclaration = {
  id: 'OFC_003',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not say whether a card is needed to start',
  label: 'Card requirements for the free start are stated',
  description:
    'The fear of being charged after a forgotten trial stops many sign-ups; saying "no credit card required" (or that one is) settles it up front.',
  threshold: 'when a trial or free plan is offered, the page states whether a credit card is required',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add "No credit card required" under the sign-up button, if true.',
    'If a card is required, say when the first charge happens.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% trial starts; an estimate',
  source: 'heuristic',
  run(model) {
    const g = model.guarantees.find((x) => x.kind === 'no-card');
    if (g) return pass(seen(g, g.text), 'no card required');
    const free = findText(model, TRIAL_OR_FREE);
    if (!free) return notApplicable('no trial or free plan offered');
    const hit = findText(model, CARD_TERMS);
    return hit
      ? pass(excerpt(hit, CARD_TERMS), 'card terms stated')
      : fail(excerpt(free, TRIAL_OR_FREE), 'card terms not stated');
  },
};
