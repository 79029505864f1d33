import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contactEvidence } from '../../signals/evidence.js';
import { CONTACT_NAMING } from '../../../model/page-type.js';

/** Customer service by name, in the languages the check reads ("Kundenservice", "Service client"). */
const CUSTOMER_SERVICE =
  /\bcustomer (?:service|care|support)\b|kundenservice|kundendienst|service (?:client|clientèle)|atenci[oó]n al cliente|servicio al cliente|servizio clienti|assistenza clienti/i;
/** A contact page's address: a path segment or parameter value ("/kontakt", "?controller=contact-form"). */
const CONTACT_HREF = /[/=](?:contact|kontakt|contacto|contatti|contato|contactez)/i;

/** A link that leads somewhere: not `href=""` (the page itself) nor a bare `http://`. */
function leadsAway(href: string, kind: string, pageUrl: string): boolean {
  if (kind !== 'page' && kind !== 'anchor') return false;
  return href.split('#')[0] !== pageUrl.split('#')[0] || href.includes('#');
}

export const TRUST_006: CheckDeclaration = {
  id: 'TRUST_006',
  pageTypes: 'all',
  languages: ['en', 'de', 'fr', 'es', 'it'],
  dimension: 'trust',
  title: 'There is no contact page, email address or contact form',
  label: 'A written contact route is offered',
  description:
    'Visitors who cannot see how to write to a business assume support will be hard to get; many will not phone, and a contact page, email or form removes that doubt. A phone number alone is reported by TRUST_005, not here.',
  threshold: 'a working contact or customer-service page link, an email address or a contact form is present',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  subject: ['contact_route'],
  fixSteps: [
    'Add a "Contact" link to the header or footer.',
    'Show a support email address or a short contact form.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% conversion; varies by purchase risk',
  source: 'heuristic',
  run(model) {
    const contact = model.contacts.find((c) => c.kind === 'email' || c.kind === 'form');
    if (contact) return pass(contactEvidence(contact), `${contact.kind} contact`);
    const mail = model.links.find((l) => l.kind === 'mailto');
    if (mail) return pass(seen(mail, mail.name), 'mailto link');
    // a "Contact" link with an empty href reloads the page it sits on: no route at all
    const link = model.links.find(
      (l) =>
        // the link's name: its text, or the alt text of the picture it shows ("Contactez-nous")
        (CONTACT_NAMING.test(l.name) || CUSTOMER_SERVICE.test(l.name) || CONTACT_HREF.test(l.href)) &&
        leadsAway(l.href, l.kind, model.finalUrl),
    );
    if (link) return pass(seen(link, link.name), 'contact page linked');
    const form = model.forms.find((f) => f.purpose === 'contact');
    return form
      ? pass(seen(form, form.submitText ?? ''), 'contact form')
      : fail(absent('a contact link, email address or contact form'), 'no contact route');
  },
};
