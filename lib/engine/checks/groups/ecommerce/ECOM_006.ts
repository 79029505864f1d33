import type { CheckDeclaration } from '../../check.js';
import { pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { ECOM, textCheck } from './shared.js';

const ORDER_TRACKING =
  /\b(track (my |your |an )?orders?|order (status|tracking|lookup)|where'?s my order)\b/i;

const ORDER_TRACKING_HREF = /^\/(track|tracking|order-status|orders?\/track|track-order)([/.?#-]|$)/i;

export const ECOM_006: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_006',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'No order tracking link',
  label: 'Customers can track their order',
  description:
    'A visible "Track your order" link tells first-time buyers the store handles orders professionally, and saves support contacts after the sale.',
  threshold: 'the page links to order tracking / order status',
  severity: 'low',
  weight: 1,
  fixSteps: [
    'Add an order-tracking page that takes an order number and email',
    'Link it from the footer and the account menu as "Track your order"',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion rate; fewer "where is my order" contacts',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, ORDER_TRACKING, ORDER_TRACKING_HREF);
    if (link) return pass(seen(link, link.text || link.href), 'tracking linked');
    return textCheck(model, ORDER_TRACKING, 'an order tracking / order status link');
  },
};
