import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const CASE_STUDY =
  /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|client stor(y|ies)|our work|portfolio|client results)\b/i;

export const SOCIAL_008: CheckDeclaration = {
  id: 'SOCIAL_008',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No case studies or customer stories are offered',
  label: 'Case studies are offered',
  description:
    'Considered B2B and service purchases need proof of results in a context like the buyer’s; a case study is that proof in depth.',
  threshold: 'a case study, customer story or portfolio is linked or shown',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'Write one case study per main customer segment: problem, what you did, measured result.',
    'Link them from the navigation and beside the main call to action.',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% lead conversion; an estimate for considered purchases',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, CASE_STUDY);
    return hit
      ? pass(excerpt(hit, CASE_STUDY), 'case studies present')
      : fail(absent('a case study, customer story or portfolio'), 'none');
  },
};
