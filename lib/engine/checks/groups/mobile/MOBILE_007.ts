import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';

export const MOBILE_007: CheckDeclaration = {
  id: 'MOBILE_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'The phone number cannot be tapped to call',
  label: 'Phone number is tap-to-call',
  description:
    'On a phone, a number that is plain text must be memorised or copied; a tel: link turns interest into a call in one tap.',
  threshold: 'a page that shows a phone number links it with tel:',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  presumes: ['phone'],
  fixSteps: [
    'Wrap every displayed phone number in <a href="tel:+15551234567">.',
    'Use the international format in the href so it works from any country.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +5-20% phone leads from mobile; for businesses that take calls',
  source: 'heuristic',
  run(model) {
    const phone = model.contacts.find((c) => c.kind === 'phone');
    const tel = model.links.find((l) => l.kind === 'tel');
    if (tel) return pass(seen(tel, tel.text || tel.name), 'tel: link present');
    if (!phone) return notApplicable('the page shows no phone number');
    return fail([contactEvidence(phone), absent('a tel: link')], 'phone shown as plain text');
  },
};
