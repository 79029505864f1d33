import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, fieldEvidence, fieldText, gate } from './shared.js';

const PHONE_FIELD = /\b(phone|tel|mobile|telephone)\b/i;

const PHONE_REASON =
  /\b(phone|mobile|telephone)\b[^.]{0,80}\b(delivery|courier|shipping|questions about your order|only (if|to|for)|in case)\b/i;

export const CHECK_006: CheckDeclaration = {
  id: 'CHECK_006',
  pageTypes: CHECKOUT_CONTEXT,
  languages: 'any',
  dimension: 'friction',
  title: 'The phone number is required at checkout without a reason',
  label: 'The phone field is optional or explained',
  description:
    'A mandatory phone number with no reason makes buyers fear sales calls; many abandon rather than give it.',
  threshold: 'a checkout phone field is optional, or the page says why it is needed (e.g. for the courier)',
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Make the phone field optional if the courier does not need it.',
    'Otherwise add a hint: "Only used by the courier about your delivery".',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% checkout completion; an estimate',
  source: 'Baymard Institute, checkout usability research (unexplained required phone); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    const phone = form?.fields.find((f) => f.type === 'tel' || PHONE_FIELD.test(fieldText(f)));
    if (!phone) return notApplicable('no phone field in a checkout form');
    if (!phone.required) return pass(fieldEvidence(phone), 'phone optional');
    const reason = findText(model, PHONE_REASON);
    return reason
      ? pass([fieldEvidence(phone), excerpt(reason, PHONE_REASON)], 'phone required with a reason')
      : fail(fieldEvidence(phone), 'phone required, no reason given');
  },
};
