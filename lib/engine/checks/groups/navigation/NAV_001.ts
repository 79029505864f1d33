import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { navEvidence } from './shared.js';

export const NAV_001: CheckDeclaration = {
  id: 'NAV_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The page has no recognisable main navigation',
  label: 'Main navigation is present',
  description:
    'Visitors who are not ready for the main call to action look for pricing, proof or contact; without a navigation they leave instead.',
  threshold: 'a navigation with at least 3 links',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a <nav> in the header with links to the pages buyers need (product, pricing, about, contact).',
    'Keep it on every page in the same place.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% pages per visit and fewer bounces; varies by site size',
  source: 'heuristic',
  run(model) {
    const n = model.nav.items.length;
    const observed = `${n} navigation links (minimum 3)`;
    if (!model.nav.present || n === 0) return fail(absent('a <nav> or header menu with links'), observed);
    return n >= 3 ? pass(navEvidence(model), observed) : fail(navEvidence(model), observed);
  },
};
