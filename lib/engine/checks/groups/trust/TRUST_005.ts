import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contactEvidence, excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING, GENERAL } from '../../scope.js';
import { PHONE_SHAPE as PHONE } from '../../../model/phone.js';

export const TRUST_005: CheckDeclaration = {
  id: 'TRUST_005',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'trust',
  title: 'No phone number is shown',
  label: 'A phone number is shown',
  description:
    'A phone number signals that a real person will answer when something goes wrong; for services and higher-priced purchases many buyers call before they commit.',
  threshold: 'at least one phone number is shown (text or tel: link)',
  severity: 'high',
  weight: 3,
  industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Show a phone number in the header or footer.',
    'Make it a tel: link and say when it is answered.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% leads for service businesses; varies by price point',
  source: 'heuristic',
  run(model) {
    const contact = model.contacts.find((c) => c.kind === 'phone');
    if (contact) return pass(contactEvidence(contact), 'phone shown');
    const tel = model.links.find((l) => l.kind === 'tel');
    if (tel) return pass(seen(tel, tel.name), 'tel: link');
    const hit = findText(model, PHONE);
    return hit
      ? pass(excerpt(hit, PHONE), 'phone in text')
      : fail(absent('a phone number or tel: link'), 'no phone');
  },
};
