import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findAllText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, gate } from './shared.js';

const WALLET = /\b(paypal|apple pay|google pay|g pay|shop pay|amazon pay|venmo)\b/i;

// "Engineer at PayPal" is not a payment option: payment words must sit beside the wallet's name.
const PAYMENT_WORDS =
  /\b(pay|payment|payments|checkout|check out|accept|accepted|express|buy|purchase|paid|order)\b/i;

const PAYMENT_SPAN = 60;

export const CHECK_002: CheckDeclaration = {
  id: 'CHECK_002',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'No express wallet checkout is offered',
  label: 'An express wallet checkout is offered',
  description:
    'Wallets (PayPal, Apple Pay, Google Pay, Shop Pay) skip address and card entry, the slowest part of checkout, especially on mobile.',
  threshold: 'an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay, Amazon Pay) is offered',
  severity: 'medium',
  weight: 3,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Enable at least one wallet in your payment provider.',
    'Show the express buttons above the checkout form and on the cart.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% mobile checkout completion; an estimate',
  source: 'heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const img = model.images.find((i) => i.alt !== null && WALLET.test(i.alt));
    if (img) return pass(seen(img, img.alt!), 'wallet logo');
    const hit =
      findAllText(model, WALLET).find((h) => {
        const m = WALLET.exec(h.text)!;
        const around = `${h.text.slice(Math.max(0, m.index - PAYMENT_SPAN), m.index)} ${h.text.slice(m.index + m[0].length, m.index + m[0].length + PAYMENT_SPAN)}`;
        return PAYMENT_WORDS.test(around);
      }) ?? null;
    return hit
      ? pass(excerpt(hit, WALLET), 'wallet offered')
      : fail(absent('an express wallet (PayPal, Apple Pay, Google Pay, Shop Pay)'), 'none');
  },
};
