import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const AUDIENCE_PATH =
  /\bfor (teams|business(es)?|enterprises?|individuals|agencies|developers|startups|small business(es)?|freelancers|marketers|schools|students|educators|teachers|homeowners|families|nonprofits|retailers|creators|sales teams|engineers|designers)\b|^\s*(solutions|industries|use cases|who (it's|it is) for)\s*$|\bi'?m an? \w+/i;

export const CONV_010: CheckDeclaration = {
  id: 'CONV_010',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'cta',
  title: 'No paths for different kinds of visitor',
  label: 'Visitors can pick the path for their situation',
  description:
    'When visitors can self-select ("for teams", "for agencies", "solutions by industry"), each lands on a page that speaks to them and converts better than one generic pitch.',
  threshold:
    'the page offers at least one audience-specific path (for teams/business/..., solutions, industries, use cases)',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app', 'agency', 'course'],
  needs: 'static',
  fixSteps: [
    'List your 2-4 main audiences or use cases',
    'Give each a short section or page and link them from the navigation ("Solutions", "For teams")',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +2-6% conversion rate for segmented traffic; depends on segment fit',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, AUDIENCE_PATH);
    if (hit) return pass(hitEvidence(hit, AUDIENCE_PATH), 'audience path found');
    return fail(
      absent('a path for a specific audience ("for teams", "Solutions", "Use cases")'),
      'none found',
    );
  },
};
