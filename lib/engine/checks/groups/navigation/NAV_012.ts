import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { topLevelNavLinks } from '../../signals/navigation.js';
import { socialNetworkOf } from '../../signals/urls.js';

export const NAV_012: CheckDeclaration = {
  id: 'NAV_012',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Menu entries send visitors to other websites',
  label: 'Menu keeps visitors on the site',
  description:
    'A top-level menu entry that leads to another domain (a separate shop, a hosted blog, a partner site) takes visitors out of the funnel, often without a way back.',
  threshold: 'no top-level menu entry links to another website (social profile links excepted)',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Host the shop, blog or booking flow on the same domain (or a subdomain) and link it there.',
    'Move links to partner or parent sites to the footer.',
    'If an external tool must be used, say so in the label ("Book on Calendly").',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% of menu clicks kept in the funnel; varies',
  source: 'heuristic',
  run(model) {
    const entries = topLevelNavLinks(model).filter((l) => l.kind === 'page');
    if (entries.length === 0) return notApplicable('the page has no menu links to pages');
    const offSite = entries.filter((l) => !l.internal && socialNetworkOf(l.href) === null);
    const observed = `${offSite.length} of ${entries.length} top-level menu entries lead off-site (0 allowed)`;
    return offSite.length === 0
      ? pass(
          firstEvidence(entries, (l) => l.text || l.name),
          observed,
        )
      : fail(
          firstEvidence(offSite, (l) => l.text || l.name),
          observed,
        );
  },
};
