import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { matchEvidence } from '../../signals/evidence.js';
import { emailCaptureForms } from '../../signals/forms.js';
import { findText } from '../../signals/text-search.js';
import { EMAIL_INDUSTRIES } from './shared.js';

const ARCHIVE =
  /\b(past (issues|editions|newsletters)|newsletter archive|(read|see|browse) (a |the |our )?(past|previous|latest|sample|recent) (issues?|editions?|emails?|newsletters?)|sample (issue|email|newsletter)|all issues|back issues)\b/i;

export const EMAIL_004: CheckDeclaration = {
  id: 'EMAIL_004',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'persuasion',
  title: 'Visitors cannot see what the emails look like',
  label: 'Past issues or a sample are shown',
  description:
    'A newsletter is a promise of future content; letting people read a past issue or a sample proves its quality before they hand over an address.',
  threshold: 'a page with an email capture links to past issues, an archive or a sample email',
  severity: 'low',
  weight: 1,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    "Publish past issues on the site (or link your email platform's archive)",
    'Add "Read a past issue" under the signup form',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-15% signup rate among hesitant visitors',
  source: 'heuristic',
  run(model) {
    if (emailCaptureForms(model).length === 0) return notApplicable('no email capture form on the page');
    const hit = findText(model, ARCHIVE);
    if (hit) return pass(matchEvidence(hit, hit.text, ARCHIVE), 'archive or sample linked');
    return fail(absent('a link to past issues, an archive or a sample email'), 'not found');
  },
};
