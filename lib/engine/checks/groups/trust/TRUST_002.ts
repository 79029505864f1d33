import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

const PRIVACY_LINK = /\bprivacy\b/i;

export const TRUST_002: CheckDeclaration = {
  id: 'TRUST_002',
  pageTypes: 'all',
  languages: ['en', 'de', 'fr', 'es'],
  dimension: 'trust',
  title: 'No privacy policy is linked',
  label: 'Privacy policy is linked',
  description:
    'Visitors asked for personal data look for a privacy policy; its absence reads as careless or shady and is a legal exposure in most markets.',
  threshold: 'a link to a privacy policy is present on the page',
  severity: 'high',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Publish a privacy policy that says what you collect and why.',
    'Link it from the footer of every page and next to each form.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-2% form completion; varies by how much data is asked',
  source: 'heuristic',
  run(model) {
    const policy = model.policies.find((p) => p.kind === 'privacy');
    if (policy) return pass(seen(policy, policy.text), 'privacy policy linked');
    const link = model.links.find((l) => PRIVACY_LINK.test(l.text) || /privacy/i.test(l.href));
    return link
      ? pass(seen(link, link.text || link.href), 'privacy policy linked')
      : fail(absent('a link to a privacy policy'), 'no privacy link');
  },
};
