import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { contactEvidence, dataEvidence, excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING, GENERAL } from '../../scope.js';

const STREET_ADDRESS =
  /\b\d{1,5}(\s+[A-Z][\w.'-]*){1,4}\s+(Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Suite|Ste\.?|Parkway|Pkwy|Highway|Hwy|Place|Pl\.?|Court|Ct\.?)(?=[\s,.]|$)/;

export const TRUST_004: CheckDeclaration = {
  id: 'TRUST_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No physical address is shown',
  label: 'A physical address is shown',
  description:
    'A street address proves a real business stands behind the site; for local and service businesses it is also how customers find you.',
  threshold:
    'a postal address is shown (contact details, a street address in the text, or an address in structured data)',
  severity: 'medium',
  weight: 3,
  industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Show your business address in the footer.',
    'Mark it up as a PostalAddress in Organization or LocalBusiness structured data.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% conversion; larger for local services',
  source: 'heuristic',
  run(model) {
    const contact = model.contacts.find((c) => c.kind === 'address');
    if (contact) return pass(contactEvidence(contact), 'address shown');
    const hit = findText(model, STREET_ADDRESS);
    if (hit) return pass(excerpt(hit, STREET_ADDRESS), 'street address in text');
    const schema = model.structuredData.find((s) => s.data.address !== undefined);
    if (schema) {
      return pass(
        dataEvidence(schema),
        `address in structured data: ${JSON.stringify(schema.data.address).slice(0, 120)}`,
      );
    }
    return fail(absent('a postal address (street, city) of the business'), 'no address');
  },
};
