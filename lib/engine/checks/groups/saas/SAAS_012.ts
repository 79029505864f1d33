import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { formQuote } from '../../signals/forms.js';
import { findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { SAAS } from './shared.js';

const SOCIAL_SIGNUP =
  /\b((sign (up|in)|continue|log ?in|register|get started|join) with (google|github|microsoft|apple|linkedin|facebook|slack|gitlab|sso))\b/i;

export const SAAS_012: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_012',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'friction',
  title: 'No one-click sign-up with an existing account',
  label: 'One-click sign-up is offered',
  description:
    '"Sign up with Google" skips the password and email confirmation, the two steps where most signups drop.',
  threshold: 'a page with a signup form offers sign-up with Google, Microsoft, GitHub, Apple or SSO',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Add "Continue with Google" (and Microsoft or GitHub for technical audiences) above the form',
    'Keep email signup as the alternative',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +5-15% signup completion',
  source: 'heuristic',
  run(model) {
    const form = model.forms.find((f) => f.purpose === 'signup');
    if (!form) return notApplicable('no signup form on the page');
    const hit = findText(model, SOCIAL_SIGNUP);
    if (hit) return pass(hitEvidence(hit, SOCIAL_SIGNUP), 'social sign-up offered');
    return fail(
      [seen(form, formQuote(form)), absent('a "Sign up with Google/Microsoft/GitHub" option')],
      'email signup only',
    );
  },
};
