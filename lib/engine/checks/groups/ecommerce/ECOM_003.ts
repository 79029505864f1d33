import type { CheckDeclaration } from '../../check.js';
import { pass } from '../../outcome.js';
import { badgeEvidence } from '../../signals/evidence.js';
import { ECOM, imageEvidence, textCheck } from './shared.js';

const PAYMENT =
  /\b(visa|mastercard|master card|amex|american express|paypal|apple ?pay|google ?pay|discover|maestro|shop ?pay|klarna|afterpay|diners club|jcb|ideal|sofort)\b/i;

export const ECOM_003: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_003',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'Accepted payment methods are not shown',
  label: 'Accepted payment methods are shown',
  description:
    'Shoppers want to know before checkout that they can pay their preferred way (card brand, PayPal, wallet); showing the logos removes a late surprise.',
  threshold:
    'the page shows at least one accepted payment method (card brand, PayPal, Apple Pay...) as text, logo or badge',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Show the payment-method logos you accept in the footer and near the add-to-cart button',
    'Include wallets (Apple Pay, Google Pay, PayPal) if you accept them',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion rate',
  source: 'Baymard Institute, cart abandonment survey (not enough payment methods); range heuristic',
  run(model) {
    const badge = model.badges.find((b) => b.kind === 'payment');
    if (badge) return pass(badgeEvidence(model, badge), `payment badge: ${badge.text}`);
    const img = imageEvidence(model, PAYMENT);
    if (img) return pass(img, 'payment logo');
    return textCheck(model, PAYMENT, 'accepted payment methods (card brands, PayPal, wallets)');
  },
};
