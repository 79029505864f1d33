import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

const TERMS_LINK =
  /^\s*(terms|conditions|t&cs?)\b|^\s*legal\s*$|\bterms (of|and|&) (service|use|sale|conditions)\b|\b(conditions|terms) of (use|sale)\b/i;

export const TRUST_003: CheckDeclaration = {
  id: 'TRUST_003',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'No terms of service or sale are linked',
  label: 'Terms are linked',
  description:
    'Terms tell a buyer what they are agreeing to; serious buyers and procurement teams check for them before paying.',
  threshold: 'a link to terms of service, use or sale is present',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Publish terms of service (or of sale) in plain language.',
    'Link them from the footer beside the privacy policy.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion; mainly removes a doubt for careful buyers',
  source: 'heuristic',
  run(model) {
    const policy = model.policies.find(
      (p) =>
        p.kind === 'terms' &&
        (TERMS_LINK.test(p.text) || /\/(terms|tos|conditions|legal)/i.test(p.href ?? '')),
    );
    if (policy) return pass(seen(policy, policy.text), 'terms linked');
    const link = model.links.find((l) => TERMS_LINK.test(l.text) || /\/(terms|tos|conditions)/i.test(l.href));
    return link
      ? pass(seen(link, link.text || link.href), 'terms linked')
      : fail(absent('a link to terms of service or sale'), 'no terms link');
  },
};
