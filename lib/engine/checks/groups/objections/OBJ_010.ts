import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';

const NO_HIDDEN_FEES =
  /\b(no (hidden|set-?up|setup|installation|booking|admin|extra)\b[\w ,]{0,20}?\b(fees?|costs?|charges?)|all[- ]inclusive|no surprises|transparent pricing|price includes everything)\b/i;

export const OBJ_010: CheckDeclaration = {
  id: 'OBJ_010',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'persuasion',
  title: 'The page does not rule out hidden fees',
  label: 'Hidden fees are ruled out',
  description:
    'Buyers who have been caught by set-up fees and surcharges assume the worst; "no hidden fees" or "all-inclusive" answers that before it is asked.',
  threshold:
    'a page with prices states there are no hidden, set-up or extra fees (or that the price is all-inclusive)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'If true, add "No set-up fees. No hidden costs." beside the price.',
    'List what is included so "all-inclusive" is believable.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'Baymard Institute, cart abandonment survey (extra costs too high); range heuristic',
  run(model) {
    const p = sellingPrices(model)[0];
    if (!p) return notApplicable('no prices on the page');
    const hit = findText(model, NO_HIDDEN_FEES);
    return hit
      ? pass(excerpt(hit, NO_HIDDEN_FEES), 'hidden fees ruled out')
      : fail([priceEvidence(p), absent('a statement that there are no hidden or extra fees')], 'not stated');
  },
};
