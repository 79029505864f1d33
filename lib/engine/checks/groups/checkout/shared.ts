import type { CheckOutcome } from '../../check.js';
import { fieldQuote, notApplicable, seen } from '../../outcome.js';
import { inCheckoutContext } from '../../signals/page-kinds.js';
import type { Form, FormField, Industry, PageModel } from '../../../model/page-model.js';

/*
 * Checkout checks apply to a cart or checkout (a checkout form, or a cart form that is not a
 * product's add-to-cart form) in an industry that sells online (a course or an event can sell
 * through a cart, a hotel or a holiday rental through its booking engine). There is no cart page type: pageTypes leaves out product, category, article and
 * policy pages, and every run() starts with the same form gate; agencies sell by enquiry and
 * unclassified pages give no reason to expect a checkout, so they are left out.
 */
export const SELLING_INDUSTRIES = [
  'ecommerce',
  'saas',
  'app',
  'course',
  'event',
  'nonprofit',
  'local',
  'publisher',
  'travel',
] as const satisfies readonly Industry[];

export const NOT_CHECKOUT =
  'the page is not a cart or checkout (no checkout form, no cart form other than add-to-cart)';

/** Checkout checks judge a cart or a checkout step, not the pages that lead to one. */
export function gate(model: PageModel): CheckOutcome | null {
  return inCheckoutContext(model) ? null : notApplicable(NOT_CHECKOUT);
}

export function checkoutForm(model: PageModel): Form | undefined {
  return model.forms.find((f) => f.purpose === 'checkout' && f.fields.length > 0);
}

export function fieldText(f: FormField): string {
  return `${f.name} ${f.label ?? ''} ${f.autocomplete ?? ''} ${f.placeholder ?? ''}`;
}

export function fieldEvidence(f: FormField) {
  return seen(f, fieldQuote(f));
}
