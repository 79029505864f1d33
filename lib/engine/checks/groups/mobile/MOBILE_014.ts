import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { MAPS_HREF } from '../../signals/urls.js';

export const MOBILE_014: CheckDeclaration = {
  id: 'MOBILE_014',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The address does not open in a maps app',
  label: 'Address opens directions',
  description:
    'A visitor on the way wants directions, not an address to retype; a maps link turns a listed address into a visit.',
  threshold:
    'a page that shows a street address links to a maps service (Google, Apple, Bing, Waze, OpenStreetMap)',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['address'],
  fixSteps: [
    'Link the address to https://www.google.com/maps/search/?api=1&query=<address> (or Apple Maps).',
    'Add a "Get directions" link next to it.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +2-10% store or office visits from mobile; for businesses with premises',
  source: 'heuristic',
  run(model) {
    const address = model.contacts.find((c) => c.kind === 'address');
    if (!address) return notApplicable('the page shows no street address');
    const maps = model.links.find((l) => MAPS_HREF.test(l.href));
    if (maps)
      return pass([contactEvidence(address), seen(maps, maps.text || maps.name)], 'maps link present');
    return fail([contactEvidence(address), absent('a link to a maps service')], 'address without maps link');
  },
};
