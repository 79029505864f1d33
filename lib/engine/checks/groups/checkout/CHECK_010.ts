import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { checkoutForms } from '../../signals/forms.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, fieldEvidence, fieldText, gate } from './shared.js';

const COUPON = /\b(coupon|promo|discount|voucher)\b/i;

export const CHECK_010: CheckDeclaration = {
  id: 'CHECK_010',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'An open coupon field invites shoppers to leave and hunt for codes',
  label: 'The coupon field does not distract',
  description:
    'A prominent empty promo-code box makes shoppers feel they are overpaying and sends them off to search for codes, some never to return.',
  threshold: 'the cart or checkout form has no always-visible coupon, promo or voucher field',
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Collapse the coupon field behind a small "Have a promo code?" link.',
    'Apply running promotions automatically instead of by code.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% checkout completion; an estimate',
  source: 'Baymard Institute, checkout usability research (coupon code field); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const forms = checkoutForms(model);
    if (forms.length === 0) return notApplicable('no cart or checkout form');
    for (const f of forms) {
      const coupon = f.fields.find((x) => COUPON.test(fieldText(x)));
      if (coupon) return fail(fieldEvidence(coupon), 'coupon field always visible');
    }
    return pass(
      [
        seen(forms[0], forms[0].submitText ?? `${forms[0].purpose} form`),
        absent('an always-visible coupon field'),
      ],
      'no open coupon field',
    );
  },
};
