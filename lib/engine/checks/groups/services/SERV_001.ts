import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { contactEvidence, hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { SERV } from './shared.js';

const SERVICE_AREA =
  /\b(serving|service areas?|areas (we )?serve|we serve|proudly serving|(offices?|studios?|locations?) in|based in|located in|near you)\b/i;

/** A place name: a capitalised word or two ("Toronto", "the UK", "Greater Puget Sound", "West Seattle"). */
const PLACE = String.raw`(?:the\s+)?(?:Greater\s+)?(?!(?:Web|Internet|Board|Globe|Clock|Country|Process)\b)\p{Lu}[\p{L}'’.-]+`;

const WORKS = [
  'plumbers?',
  'electricians?',
  'roofers?',
  'contractors?',
  'builders?',
  'remodel(?:l)?ers?',
  'dentists?',
  'dentistry',
  'clinics?',
  'lawyers?',
  'attorneys?',
  'law firm',
  'consultancy',
  'agency',
  'agencies',
  'firm',
  'company',
  'studio',
  'restaurants?',
  'salon',
  'spa',
  'projects',
  'clients',
  'customers',
  'businesses',
  'companies',
  'homeowners',
  'families',
  'residents',
  'patients',
]
  // either case for the first letter only: the place name after it must stay capitalised
  .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`)
  .join('|');

/**
 * Where the business works, read from the wording around a place name (case matters: a lower-case
 * preposition then a capitalised name, so "across Mumbai" counts and a title-case "Across Devices"
 * does not): "projects across Mumbai", "throughout Seattle", "plumber in Toronto", "a Dallas web
 * design company".
 */
const PLACE_AREA = [
  new RegExp(String.raw`\b(?:throughout|across|all over)\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b(?:${WORKS})\s+(?:in|near|around)\s+${PLACE}`, 'u'),
  new RegExp(
    String.raw`\b(?:a|an)\s+(?!(?:Leading|Full|Top|Premier|Creative|Digital|Professional|Boutique|Trusted|Award)\b)\p{Lu}[\p{L}'’.-]+(?:\s+\p{Ll}[\p{L}-]*){0,6}\s+(?:company|agency|firm|studio|practice|clinic|contractor|builder)\b`,
    'u',
  ),
];

export const SERV_001: CheckDeclaration = {
  ...SERV,
  id: 'SERV_001',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not say where the business works',
  label: 'The service area is stated',
  description:
    'A service buyer\'s first question is "do you work where I am?"; when the area is not stated they assume not and call the next result.',
  threshold:
    'the page states the area served or where the business is based ("Serving Austin and Round Rock")',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Name the cities or regions you serve in the hero or right under it',
    'Add a "Service areas" section listing them',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +3-8% enquiries from local visitors',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, SERVICE_AREA);
    if (hit) return pass(hitEvidence(hit, SERVICE_AREA), 'area stated');
    // a postal address says where the business is based
    const address = model.contacts.find((c) => c.kind === 'address');
    if (address) return pass(contactEvidence(address), 'address shown');
    for (const re of PLACE_AREA) {
      const place = findText(model, re);
      if (place) return pass(hitEvidence(place, re), 'area named');
    }
    return fail(absent('a statement of the area served or where the business is based'), 'not found');
  },
};
