import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { PROD, onProductPage } from './shared.js';

const OUT_OF_STOCK = /\b(out of stock|sold out|currently unavailable|temporarily unavailable)\b/i;

const STOCK_ALERT =
  /\b(notify me|email me when|back in stock (alert|notification)|alert me|let me know when|join (the )?waitlist|get notified)\b/i;

export const PROD_012: CheckDeclaration = {
  ...PROD,
  id: 'PROD_012',
  pageTypes: ['product_detail'],
  languages: ['en'],
  dimension: 'cta',
  title: 'An out-of-stock product offers no back-in-stock alert',
  label: 'Shoppers can ask to be told when it is back',
  description:
    'A sold-out product page still gets traffic; a "notify me" form keeps that demand instead of sending it to a competitor.',
  threshold:
    'when the product is out of stock, the page offers a notify-me / back-in-stock / waitlist option',
  severity: 'medium',
  weight: 2,
  fixSteps: [
    'Replace the disabled add-to-cart with a "Notify me when it is back" email field',
    'Send the alert automatically when stock returns',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: recovers 5-15% of demand for out-of-stock items',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const out = findText(model, OUT_OF_STOCK, (h) => h.region === 'main' || h.region === 'aside');
      if (!out) return notApplicable('the product is not shown as out of stock');
      const alert = findText(model, STOCK_ALERT);
      if (alert)
        return pass([hitEvidence(alert, STOCK_ALERT), hitEvidence(out, OUT_OF_STOCK)], 'alert offered');
      return fail(
        [hitEvidence(out, OUT_OF_STOCK), absent('a notify-me / back-in-stock option')],
        'no alert offered',
      );
    });
  },
};
