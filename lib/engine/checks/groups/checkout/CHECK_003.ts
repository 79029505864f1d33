import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { checkoutForms } from '../../signals/forms.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, fieldEvidence, gate } from './shared.js';

const FORCED_ACCOUNT =
  /\b(sign in|log ?in|create an account|register) to (check ?out|buy|purchase|order|continue|add to cart)\b/i;

const GUEST =
  /\b(guest checkout|check ?out as (a )?guest|continue as (a )?guest|no account (needed|required))\b/i;

export const CHECK_003: CheckDeclaration = {
  id: 'CHECK_003',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'Buying requires creating an account',
  label: 'Guests can buy without an account',
  description:
    'Forced account creation is one of the most cited reasons for abandoning a checkout; a guest option keeps first-time buyers.',
  threshold:
    'the checkout asks for no password and no sign-in before buying, or offers guest checkout explicitly',
  severity: 'high',
  weight: 4,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Offer "Continue as guest" as the default path.',
    'Offer account creation after the order, with the details already filled in.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +5-20% checkout completion for new customers; an estimate',
  source: 'Baymard Institute, cart abandonment survey (forced account creation); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const forced = findText(model, FORCED_ACCOUNT);
    if (forced) return fail(excerpt(forced, FORCED_ACCOUNT), 'sign-in required');
    const form = checkoutForms(model).find((f) => f.fields.some((x) => x.type === 'password'));
    if (form) {
      const pw = form.fields.find((x) => x.type === 'password')!;
      return fail(fieldEvidence(pw), 'password asked at checkout');
    }
    const guest = findText(model, GUEST);
    if (guest) return pass(excerpt(guest, GUEST), 'guest checkout offered');
    const co = checkoutForm(model);
    return co
      ? pass(seen(co, co.submitText ?? 'checkout form'), 'checkout form without password')
      : notApplicable('no checkout form or account wording to judge');
  },
};
