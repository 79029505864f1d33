import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { findLink } from '../../signals/text-search.js';

const ACCESSIBILITY_LINK = /\baccessibility\b|\bbarrierefreiheit\b|\baccessibilit[ée]\b/i;

export const ACCESS_012: CheckDeclaration = {
  id: 'ACCESS_012',
  pageTypes: 'all',
  languages: ['en', 'de', 'fr'],
  dimension: 'trust',
  title: 'No accessibility statement',
  label: 'Accessibility statement published',
  description:
    'An accessibility statement tells disabled buyers the business cares and how to get help; in the EU (European Accessibility Act) and for US public bodies it is expected.',
  threshold: 'a link to an accessibility statement or policy',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Publish an accessibility statement: the standard you target, known gaps and a contact for help.',
    'Link it from the footer of every page.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion; lowers legal risk',
  source: 'heuristic',
  run(model) {
    const policy = model.policies.find((p) => p.kind === 'accessibility');
    if (policy) return pass(seen(policy, policy.text), 'statement linked');
    const link = findLink(model, ACCESSIBILITY_LINK);
    if (link) return pass(seen(link, link.text || link.name), 'statement linked');
    return fail(absent('a link to an accessibility statement'), 'no statement');
  },
};
