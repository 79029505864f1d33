import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';

const UNFINISHED =
  /\b(coming soon|under construction|page (is )?(in progress|under development)|content coming|check back soon|site under maintenance)\b/i;

export const UNIV_002: CheckDeclaration = {
  id: 'UNIV_002',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The page announces unfinished content',
  label: 'No unfinished sections are announced',
  description:
    '"Coming soon" and "under construction" sections tell visitors the business is not ready, and make them wonder what else is missing.',
  threshold: 'no "coming soon", "under construction" or "page in progress" notice appears',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove sections that announce future content.',
    'Launch the section when it is ready, or replace it with a sign-up to be told when it is.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion on affected pages; an estimate',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, UNFINISHED);
    return hit
      ? fail(excerpt(hit, UNFINISHED), 'unfinished section announced')
      : pass(absent('"coming soon" or "under construction" notices'), 'none');
  },
};
