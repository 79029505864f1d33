import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, fieldEvidence, fieldText, gate } from './shared.js';

const ADDRESS_FIELD = /\b(address|street|address-line1|street-address|addr)\b/i;

const ADDRESS_SERVICE =
  /(maps\.googleapis\.com|loqate|addressy|pcapredict|ideal-postcodes|getaddress\.io|smartystreets|smarty\.com|radar\.io|api\.mapbox\.com|here\.com|algolia.*places|postcodeanywhere)/i;

const ADDRESS_PROMPT =
  /\b(find (my |your )?address|address lookup|postcode lookup|zip code lookup|start typing your address|search for your address|look up (my |your )?address)\b/i;

export const CHECK_012: CheckDeclaration = {
  id: 'CHECK_012',
  pageTypes: CHECKOUT_CONTEXT,
  languages: ['en'],
  dimension: 'friction',
  title: 'Buyers must type their whole address by hand',
  label: 'Address lookup speeds up the address entry',
  description:
    'The address block is the longest part of a checkout and the most error-prone on a phone; an address or postcode lookup fills it from a few keystrokes.',
  threshold:
    'a checkout form that asks for an address offers an address or postcode lookup (a lookup service or "find address" prompt)',
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Add an address autocomplete service to the first address field.',
    'Keep a "enter address manually" link for addresses the service does not know.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% mobile checkout completion; an estimate',
  source: 'Baymard Institute, checkout usability research (address autocomplete); range heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    const address = form?.fields.find((f) => ADDRESS_FIELD.test(fieldText(f)));
    if (!address) return notApplicable('no address field in a checkout form');
    const service = model.scripts.thirdPartyHosts.find((h) => ADDRESS_SERVICE.test(h));
    if (service)
      return pass(
        [fieldEvidence(address), { quote: `address lookup service: ${service}`, selector: 'script' }],
        'lookup service loaded',
      );
    const prompt = findText(model, ADDRESS_PROMPT);
    return prompt
      ? pass([fieldEvidence(address), excerpt(prompt, ADDRESS_PROMPT)], 'lookup offered')
      : fail(fieldEvidence(address), 'no address lookup');
  },
};
