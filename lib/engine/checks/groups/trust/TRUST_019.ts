import { siteUrlOf } from '../../../model/delivery.js';
import { hostOf, siteOf } from '../../../model/detectors/page-context.js';
import type { ContactPoint, PageModel } from '../../../model/page-model.js';
import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { editDistance } from '../../signals/edit-distance.js';
import { contactEvidence } from '../../signals/evidence.js';

/** Shorter names than this are too often other companies' one letter apart ("abc.de", "abd.de"). */
const MIN_NAME = 5;

/** The registrable domain of an email contact, lower case; null when it has none. */
function mailSite(c: ContactPoint): string | null {
  const m = /@([a-z0-9.-]+\.[a-z]{2,})\s*$/i.exec(c.value.replace(/^mailto:/i, '').split('?')[0]);
  return m ? siteOf(m[1]) : null;
}

/** The page's own site: the host it was served from, or on a local audit the canonical's. */
function ownSite(model: PageModel): string | null {
  const host = hostOf(siteUrlOf(model));
  if (!host || !host.includes('.') || /^[\d.]+$/.test(host)) return null;
  return siteOf(host);
}

/** A misspelling of the own site: one edit away, with a name long enough to be no other company's. */
function misspeltSite(site: string, own: string): boolean {
  if (site === own) return false;
  if (own.split('.')[0].length < MIN_NAME) return false;
  return editDistance(site, own) === 1;
}

export const TRUST_019: CheckDeclaration = {
  id: 'TRUST_019',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: "The contact email's domain is a misspelling of the site's",
  label: 'Contact emails are on the site’s own domain',
  description:
    'An address such as info@example.om on example.com, or info@examplle.com, is one typing error away from the business’s own domain: every message sent to it bounces or reaches somebody else, and the visitor who wrote believes the business never answered.',
  threshold:
    "no email address on the page whose domain is one letter (added, dropped, changed or swapped) away from the site's own domain and used by no link of the page",
  severity: 'high',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Correct the address everywhere it appears: in the text and in its mailto: link.',
    'Send a message to the corrected address from the live page and check it arrives.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +1-5% lead conversion on affected pages; an estimate',
  source: 'heuristic',
  run(model) {
    const own = ownSite(model);
    if (!own)
      return notApplicable(
        "the site's own domain is unknown (a local page without a canonical URL), so a misspelt one cannot be told",
      );
    // A domain the page links to is one the business uses, however close to its own name.
    const linked = new Set<string>();
    for (const l of model.links) {
      const host = hostOf(l.href);
      if (host) linked.add(siteOf(host));
    }
    const emails = model.contacts.filter((c) => c.kind === 'email');
    const wrong = emails.filter((c) => {
      const site = mailSite(c);
      return site !== null && !linked.has(site) && misspeltSite(site, own);
    });
    if (wrong.length === 0)
      return pass(
        absent(`email addresses on a misspelling of ${own}`),
        emails.length ? `${emails.length} email address(es), none on a misspelt domain` : 'no email address',
      );
    return fail(
      wrong.slice(0, 4).map(contactEvidence),
      `${[...new Set(wrong.map((c) => c.value.replace(/^mailto:/i, '')))].join(', ')} on a misspelling of ${own}`,
    );
  },
};
