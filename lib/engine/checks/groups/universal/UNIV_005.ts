import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';

export const UNIV_005: CheckDeclaration = {
  id: 'UNIV_005',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The footer carries no contact details',
  label: 'Contact details are in the footer',
  description:
    'The footer is where visitors look for how to reach a business; an empty one sends them back to search.',
  threshold: 'the footer holds a phone number, email, address or contact link',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Put the phone, email and address (or a contact link) in the site footer.',
    'Keep them identical to the contact page.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const c = model.contacts.find((x) => x.region === 'footer' && x.kind !== 'hours');
    if (c) return pass(contactEvidence(c), `${c.kind} in footer`);
    const l = model.links.find(
      (x) =>
        x.region === 'footer' &&
        (x.kind === 'tel' || x.kind === 'mailto' || /contact/i.test(x.text) || /\/contact/i.test(x.href)),
    );
    if (l) return pass(seen(l, l.name), 'contact link in footer');
    const hasFooter =
      model.links.some((x) => x.region === 'footer') || model.textBlocks.some((x) => x.region === 'footer');
    return hasFooter
      ? fail(absent('contact details or a contact link in the footer'), 'footer without contact details')
      : fail(absent('a footer with contact details'), 'no footer');
  },
};
