import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { pathOf } from '../../signals/urls.js';
import { ECOM } from './shared.js';

const CART_TEXT = /\b(cart|basket|bag|trolley)\b/i;

const CART_HREF = /^\/(cart|basket|bag|checkout\/cart|shoppingcart|shopping-cart)([/.?#-]|$)/i;

export const ECOM_005: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_005',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'friction',
  title: 'The cart cannot be reached from the header',
  label: 'The cart is one click away in the header',
  description:
    'Shoppers check their cart repeatedly while browsing; a cart link in the header is the path back to checkout from every page.',
  threshold: 'the header or navigation links to the cart / basket / bag',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Add a cart icon with a text label or item count to the top-right of the header',
    'Link it to the cart page and keep it visible on mobile',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% checkout starts',
  source: 'heuristic',
  run(model) {
    const inHeader = model.links.find(
      (l) =>
        (l.region === 'header' || l.region === 'nav') &&
        (CART_TEXT.test(l.name) || (l.kind === 'page' && CART_HREF.test(pathOf(l.href)))),
    );
    if (inHeader) return pass(seen(inHeader, inHeader.name || inHeader.text), 'in the header');
    const elsewhere = findLink(model, CART_TEXT, CART_HREF);
    if (elsewhere)
      return fail(seen(elsewhere, elsewhere.name || elsewhere.text), `only in the ${elsewhere.region}`);
    return fail(absent('a cart / basket / bag link in the header'), 'no cart link');
  },
};
