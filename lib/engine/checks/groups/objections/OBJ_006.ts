import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, recurringPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';

const CANCEL =
  /\b(cancel (at )?any ?time|cancel online|no (long[- ]term )?contracts?|no commitment|no lock-?in|pause or cancel|month[- ]to[- ]month)\b/i;

export const OBJ_006: CheckDeclaration = {
  id: 'OBJ_006',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'A subscription is sold without saying it can be cancelled',
  label: 'Cancel-anytime terms are stated',
  description:
    'Fear of being locked in stops subscription sign-ups; "cancel anytime" removes it in two words.',
  threshold: 'a subscription offer states that it can be cancelled anytime or has no contract',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add "Cancel anytime" under subscription prices and buttons, if true.',
    'Explain how to cancel in the FAQ.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% subscription starts; an estimate',
  source: 'heuristic',
  run(model) {
    const sub = recurringPrices(model)[0];
    if (!sub) return notApplicable('no recurring price');
    const g = model.guarantees.find((x) => x.kind === 'cancel-anytime');
    if (g) return pass(seen(g, g.text), 'cancel anytime');
    const hit = findText(model, CANCEL);
    return hit
      ? pass(excerpt(hit, CANCEL), 'cancellation terms stated')
      : fail(priceEvidence(sub), 'cancellation not mentioned');
  },
};
