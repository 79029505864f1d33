import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { ECOM } from './shared.js';

const SHIPPING_LINK = /\b(shipping|delivery)( (&|and) returns)?( info(rmation)?| policy| rates| options)?\b/i;

const SHIPPING_HREF =
  /^\/(shipping|delivery|shipping-policy|delivery-information|policies\/shipping-policy)([/.?#-]|$)/i;

export const ECOM_009: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_009',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'No shipping information page linked',
  label: 'Shipping information is linked',
  description:
    'Shoppers check delivery costs, times and destinations before adding to cart; a linked shipping page answers them without a checkout trial run.',
  threshold: 'the page links to a shipping / delivery information page',
  severity: 'medium',
  weight: 2,
  fixSteps: [
    'Publish a shipping page with costs, delivery times and destinations in a table',
    'Link it from the footer and from the product pages',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion rate; fewer abandoned checkouts',
  source: 'heuristic',
  run(model) {
    const policy = model.policies.find((p) => p.kind === 'shipping');
    if (policy) return pass(seen(policy, policy.text), 'shipping policy linked');
    const link = findLink(model, SHIPPING_LINK, SHIPPING_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    return fail(absent('a link to shipping / delivery information'), 'none linked');
  },
};
