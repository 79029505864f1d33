import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, recurringPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { OFFER_PAGES } from '../../scope.js';

const ANNUAL = /\b(annual(ly)?|yearly|per year|\/\s?(yr|year))\b/i;

const BILLING_TERMS =
  /\b(billed (annually|yearly|monthly|every (month|year))|paid (annually|yearly|monthly)|when billed (annually|yearly|monthly)|charged (annually|yearly|monthly))\b/i;

export const OFC_006: CheckDeclaration = {
  id: 'OFC_006',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'clarity',
  title: 'Annual billing is offered but the billing terms are unclear',
  label: 'The billing terms are spelled out',
  description:
    'A monthly figure that is actually billed yearly surprises buyers at checkout; "billed annually" next to the price prevents refund requests and distrust.',
  threshold:
    'when recurring prices sit beside annual billing, the page says how they are billed ("billed annually / monthly")',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Write "billed annually" or "billed monthly" under each plan price.',
    'Show the yearly total for annual plans.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% checkout completion and fewer refunds; an estimate',
  source: 'heuristic',
  run(model) {
    const recurring = recurringPrices(model);
    if (recurring.length === 0 || (!recurring.some((p) => p.period === 'year') && !findText(model, ANNUAL))) {
      return notApplicable('no recurring prices with annual billing');
    }
    const hit = findText(model, BILLING_TERMS);
    return hit
      ? pass(excerpt(hit, BILLING_TERMS), 'billing terms stated')
      : fail(priceEvidence(recurring[0]), 'billing terms not stated');
  },
};
