import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { ECOM } from './shared.js';

const SALE_TEXT =
  /^\s*(sale|deals?|clearance|outlet|offers|special offers|discounts?|promotions?|on sale|today'?s deals|bargains?|hot deals|markdowns?)\b/i;

const SALE_HREF = /^\/(sale|deals|clearance|outlet|offers|promotions?|collections\/sale)([/.?#-]|$)/i;

export const ECOM_007: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_007',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'offer',
  title: 'No sale or deals section for bargain hunters',
  label: 'A sale or deals section is linked',
  description:
    'A large share of shoppers start with the discounts; a "Sale" entry in the navigation gives them a direct path instead of a search.',
  threshold: 'the page links to a Sale / Deals / Clearance / Outlet section',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Collect discounted products in one Sale collection',
    'Link it from the main navigation as "Sale"',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% revenue from deal-seeking visitors',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, SALE_TEXT, SALE_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    return fail(absent('a link to a Sale / Deals / Clearance / Outlet section'), 'none linked');
  },
};
