import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { OFFER_PAGES } from '../../scope.js';
import { priceEvidence } from '../../signals/prices.js';

export const OFC_010: CheckDeclaration = {
  id: 'OFC_010',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'clarity',
  title: 'A price is shown without its currency',
  label: 'Every price shows its currency',
  description:
    'A bare "49.99" makes visitors guess whether they pay in dollars, euros or pounds; the doubt costs trust at the moment they weigh the price.',
  threshold: 'every price on the page (crossed-out prices aside) carries a currency symbol or code',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Write the currency symbol or code with every price ("$49.99", "49,99 €", "CHF 49").',
    'If the currency is added by CSS or a script, put it in the text itself so every browser, reader and crawler sees it.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion on priced pages; an estimate',
  source: 'heuristic',
  run(model) {
    const shown = model.prices.filter((p) => !p.isCompareAt && p.amount > 0);
    if (shown.length === 0) return notApplicable('no prices shown');
    const bare = shown.filter((p) => p.currency === null);
    if (bare.length === 0) return pass(priceEvidence(shown[0]), `${shown.length} prices with a currency`);
    return fail(
      bare.slice(0, 3).map(priceEvidence),
      `${bare.length} of ${shown.length} prices without a currency`,
    );
  },
};
