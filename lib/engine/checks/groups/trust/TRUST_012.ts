import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';

const FREE_MAIL =
  /@(gmail|googlemail|yahoo|hotmail|outlook|aol|icloud|live|msn|ymail|protonmail|gmx|mail|comcast|att|verizon)\.[a-z.]{2,6}\b/i;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

export const TRUST_012: CheckDeclaration = {
  id: 'TRUST_012',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The contact email uses a free webmail address',
  label: 'Contact email is on the business’s own domain',
  description:
    'A gmail or hotmail contact address looks like a hobby or a scam; an address on the company domain signals an established business.',
  threshold: 'every email address shown is on a company domain, not a free webmail provider',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['email', 'contact_route'],
  fixSteps: [
    'Create a mailbox on your own domain (hello@yourbrand).',
    'Replace the webmail address everywhere it appears, including forms and footers.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% contact conversion; an estimate',
  source: 'heuristic',
  run(model) {
    // `shown` is what the page shows of the address at its element (a mailto icon shows nothing)
    const emails: { el: { selector: string }; value: string; shown: string }[] = [
      ...model.contacts
        .filter((c) => c.kind === 'email')
        .map((c) => ({ el: c, value: c.value, shown: c.shown })),
      ...model.links
        .filter((l) => l.kind === 'mailto')
        .map((l) => ({ el: l, value: l.href.replace(/^mailto:/i, ''), shown: l.name })),
    ].filter((e) => EMAIL.test(e.value));
    if (emails.length === 0) {
      const hit = model.text.includes('@') ? findText(model, EMAIL) : null;
      if (!hit) return notApplicable('no email address on the page');
      const value = EMAIL.exec(hit.text)?.[0] ?? hit.text;
      emails.push({ el: hit, value, shown: value });
    }
    const free = emails.find((e) => FREE_MAIL.test(e.value));
    return free
      ? fail(seen(free.el, free.shown), `webmail address ${free.value}`)
      : pass(seen(emails[0].el, emails[0].shown), `${emails.length} email address(es) on own domain`);
  },
};
