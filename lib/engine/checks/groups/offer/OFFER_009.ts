import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { planPricePoints } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const CUSTOM_TIER =
  /\b(enterprise|custom (plan|pricing|quote|package)|contact sales|talk to sales|volume pricing|for large teams)\b/i;

export const OFFER_009: CheckDeclaration = {
  id: 'OFFER_009',
  pageTypes: LANDING,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'Plans offer no route for larger buyers',
  label: 'A custom or enterprise option is offered',
  description:
    'Larger customers need invoicing, security reviews and volume pricing; without an enterprise or "contact sales" option they leave the pricing page.',
  threshold: 'when 2 or more plans are shown, an enterprise, custom or "contact sales" option exists',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Add an "Enterprise" card with the extras large customers need.',
    'Give it a "Contact sales" button that books a call.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +5-20% revenue from larger accounts; an estimate',
  source: 'heuristic',
  run(model) {
    if (planPricePoints(model).length < 2) return notApplicable('fewer than 2 plan prices');
    const hit = findText(model, CUSTOM_TIER);
    return hit
      ? pass(excerpt(hit, CUSTOM_TIER), 'custom tier offered')
      : fail(absent('an enterprise, custom or "contact sales" option'), 'none');
  },
};
