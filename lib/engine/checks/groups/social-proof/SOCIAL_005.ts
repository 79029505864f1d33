import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';
import { CUSTOMER_COUNT, MIN_CUSTOMERS, customerCount } from './shared.js';

export const SOCIAL_005: CheckDeclaration = {
  id: 'SOCIAL_005',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page does not say how many customers use it',
  label: 'The number of customers is stated',
  description:
    '"12,000 teams use it" is crowd proof: a number of customers tells visitors that many others already made this choice safely.',
  threshold: `a number of customers, users, orders or members of at least ${MIN_CUSTOMERS} is stated (e.g. "10,000+ customers")`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Pick a true, impressive count (customers, orders shipped, teams).',
    'State it as a number near the headline or the call to action, and keep it up to date.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion; an estimate, varies by the size of the number',
  source: 'heuristic',
  run(model) {
    const hit = customerCount(model);
    return hit
      ? pass(excerpt(hit, CUSTOMER_COUNT), 'customer count stated')
      : fail(absent('a count of customers, users or orders'), 'not stated');
  },
};
