import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { priceEvidence, sellingPrices } from '../../signals/prices.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { GENERAL, OFFER_PAGES } from '../../scope.js';

const INSTALMENTS =
  /\b(payment plans?|instal?l?ments?|pay (in|over) \d+|\d+ (monthly |interest-free )?payments of|split (the|your) (payment|cost)|financing|finance options?|pay monthly|klarna|afterpay|affirm|sezzle)\b/i;

const HIGH_TICKET = 500;

export const OFFER_002: CheckDeclaration = {
  id: 'OFFER_002',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'A high one-time price is offered without a way to spread it',
  label: 'High prices can be paid in instalments',
  description:
    'A four-figure course, ticket or programme fee is a budget decision; a payment plan turns it into a monthly amount the buyer can say yes to today.',
  threshold: `when a one-time price of at least ${HIGH_TICKET} (in the page's currency) is shown, a payment plan, instalments or financing is offered`,
  severity: 'medium',
  weight: 3,
  industries: ['course', 'event', 'saas', 'app', 'agency', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Offer 3-12 monthly instalments at checkout (directly or through a pay-later provider).',
    'Show the monthly amount next to the full price ("or 6 x $166").',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% conversion on high-ticket offers; an estimate',
  source: 'heuristic',
  run(model) {
    const high = sellingPrices(model)
      .filter((p) => (p.period === null || p.period === 'one-time') && p.amount >= HIGH_TICKET)
      .sort((a, b) => b.amount - a.amount)[0];
    if (!high) return notApplicable(`no one-time price of ${HIGH_TICKET} or more`);
    const hit = findText(model, INSTALMENTS);
    return hit
      ? pass([priceEvidence(high), excerpt(hit, INSTALMENTS)], 'instalments offered')
      : fail(
          [priceEvidence(high), absent('a payment plan, instalments or financing')],
          `top price ${high.text}, no instalments`,
        );
  },
};
