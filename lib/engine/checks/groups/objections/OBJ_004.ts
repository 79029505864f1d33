import type { CheckDeclaration } from '../../check.js';
import { GUARANTEE_LANGUAGES } from '../../../model/detectors/guarantees.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { sellsOnPage } from '../../signals/page-kinds.js';
import { OFFER_PAGES, industriesExcept } from '../../scope.js';
import { riskReversals } from './shared.js';

export const OBJ_004: CheckDeclaration = {
  id: 'OBJ_004',
  pageTypes: OFFER_PAGES,
  // the guarantee detector reads risk reversals in these languages
  languages: GUARANTEE_LANGUAGES,
  dimension: 'persuasion',
  title: 'There is no guarantee to take the risk out of buying',
  label: 'A guarantee takes the risk out of buying',
  description:
    'A money-back guarantee or warranty moves the risk from the buyer to the seller, which is often what tips a hesitant visitor into buying.',
  threshold:
    'a page that sells (prices or buy buttons) shows a money-back guarantee, warranty or free returns',
  severity: 'high',
  weight: 4,
  // an estate agent's prices are asking prices and rents of homes bought or let through the agent,
  // off the page: there is nothing to refund
  industries: industriesExcept('real_estate'),
  // donation amounts are gifts: a donor is promised no money back and returns nothing
  prices: 'shown',
  needs: 'static',
  fixSteps: [
    'Offer a guarantee you can afford (e.g. 30-day money back).',
    'State it in one line next to the price and the buy button.',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +3-10% conversion; an estimate, refunds usually rise less than sales',
  source: 'heuristic',
  run(model) {
    if (!sellsOnPage(model)) return notApplicable('nothing is sold on the page (no prices or buy buttons)');
    const r = riskReversals(model)[0];
    return r
      ? pass(seen(r, r.text), 'risk reversal shown')
      : fail(absent('a money-back guarantee, warranty or free returns'), 'none');
  },
};
