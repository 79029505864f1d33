import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, recurringPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const ANNUAL = /\b(annual(ly)?|yearly|per year|billed (annually|yearly))\b|\/\s?(yr|year)\b/i;

const ANNUAL_SAVING =
  /\b(save (up to )?\d{1,2}\s?%|\d{1,2}\s?% off|(\d|one|two|three) months? free|save \$\d+|get \d months free)\b/i;

export const OFFER_005: CheckDeclaration = {
  id: 'OFFER_005',
  pageTypes: LANDING,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'Annual billing is offered without saying what it saves',
  label: 'The annual-billing saving is stated',
  description:
    'Annual plans improve cash flow and retention, but buyers only choose them when the saving is explicit ("save 20%", "2 months free").',
  threshold: 'when annual billing is offered, the saving is stated as a percent, an amount or free months',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Put the saving on the billing toggle ("Yearly – save 20%").',
    'Show the yearly total next to the monthly equivalent.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% share of annual plans; an estimate, varies by discount',
  source: 'heuristic',
  run(model) {
    const annual =
      recurringPrices(model).some((p) => p.period === 'year') || findText(model, ANNUAL) !== null;
    if (!annual || recurringPrices(model).length === 0) return notApplicable('no annual billing offered');
    const hit = findText(model, ANNUAL_SAVING);
    if (hit) return pass(excerpt(hit, ANNUAL_SAVING), 'saving stated');
    const yearly = recurringPrices(model).find((p) => p.period === 'year');
    return fail(
      yearly ? priceEvidence(yearly) : absent('a stated saving for annual billing'),
      'saving not stated',
    );
  },
};
