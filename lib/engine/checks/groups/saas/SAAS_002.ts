import type { CheckDeclaration } from '../../check.js';
import { pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const CHANGELOG = /\b(changelog|change log|release notes|what'?s new|product updates|roadmap)\b/i;

const CHANGELOG_HREF = /^\/(changelog|releases|release-notes|whats-new|updates|roadmap)([/.?#-]|$)/i;

export const SAAS_002: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_002',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No sign the product is actively developed',
  label: 'Product updates are published',
  description:
    'A changelog or roadmap shows the product is alive and improving; buyers committing for a year want to see it will not be abandoned.',
  threshold: 'the page links to a changelog, release notes, "What\'s new" or a roadmap',
  severity: 'low',
  weight: 1,
  fixSteps: [
    'Publish release notes for every meaningful update, dated',
    'Link them from the footer as "Changelog" or "What\'s new"',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion among evaluating teams',
  source: 'heuristic',
  run(model) {
    const link = findLink(model, CHANGELOG, CHANGELOG_HREF);
    if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
    return textCheck(model, CHANGELOG, 'a changelog, release notes or roadmap');
  },
};
