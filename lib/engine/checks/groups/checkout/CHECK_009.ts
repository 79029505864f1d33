import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, quote, seen } from '../../outcome.js';
import { badgeEvidence } from '../../signals/evidence.js';
import { findAllText, near, textGap } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, gate } from './shared.js';

const SECURE =
  /\b(secure (checkout|payment|shopping|ordering|transaction)s?|ssl|encrypted|256-bit|safe (checkout|shopping|payment)|100% secure|pci)\b/i;

const SECURE_WINDOW = 30;

const SECURE_CHARS = 300;

export const CHECK_009: CheckDeclaration = {
  id: 'CHECK_009',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'trust',
  title: 'No security reassurance sits near the buy button',
  label: 'Security reassurance sits near the buy button',
  description:
    'Payment anxiety peaks at the buy button; a "secure checkout" line or security badge right there lowers it.',
  threshold: `a "secure checkout" statement or security badge sits within ${SECURE_WINDOW} elements (or ${SECURE_CHARS} characters of text) of a buy or cart button`,
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Add a small lock icon and "Secure checkout" line under the buy button.',
    'Show your payment provider’s name (e.g. "Payments by Stripe").',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% checkout starts; an estimate',
  source: 'Baymard Institute, cart abandonment survey (distrust with card details); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const buttons = model.ctas
      .filter((c) => c.intent === 'cart' || c.intent === 'purchase')
      .sort(
        (a, b) =>
          Number(b.role === 'primary') - Number(a.role === 'primary') ||
          Number(b.intent === 'cart') - Number(a.intent === 'cart'),
      );
    if (buttons.length === 0) return notApplicable('no buy or cart button');
    const signals = [...model.badges.filter((b) => b.kind === 'security'), ...findAllText(model, SECURE)];
    for (const b of buttons) {
      const s = near(signals, b.order, SECURE_WINDOW)[0];
      if (s) {
        return pass(
          [seen(b, b.text), 'kind' in s ? badgeEvidence(model, s) : seen(s, s.text)],
          `${Math.abs(s.order - b.order)} elements from "${b.text}"`,
        );
      }
      const gap = textGap(model, b.text, SECURE);
      if (gap && gap.chars <= SECURE_CHARS) {
        return pass(
          [seen(b, b.text), { quote: quote(gap.passage), selector: 'body' }],
          `${gap.chars} characters from "${b.text}"`,
        );
      }
    }
    return fail(
      [
        seen(buttons[0], buttons[0].text),
        absent('a secure-checkout statement or security badge near the button'),
      ],
      'none nearby',
    );
  },
};
