import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { ACCOUNT_LINK } from '../../signals/vocabularies/retention.js';

const ACCOUNT_HREF =
  /\/(?:log-?in|sign-?in|account|my-account|customer\/account|users\/sign_in)(?:[/?#.]|$)/i;

export const RET_001: CheckDeclaration = {
  id: 'RET_001',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'friction',
  title: 'Returning customers cannot find where to sign in',
  label: 'Sign-in is easy to find',
  description:
    'Existing customers come back to reorder, renew or use the product; when the sign-in is hidden they search, get frustrated or call support.',
  threshold: 'a "Log in", "Sign in" or "My account" link on the page',
  severity: 'medium',
  weight: 3,
  industries: ['ecommerce', 'saas', 'course', 'app', 'publisher'],
  needs: 'static',
  fixSteps: [
    'Put a "Log in" (or "My account") link in the top-right of the header.',
    'Keep it visible on mobile, not only inside the menu.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% repeat orders or renewals; varies by share of returning visitors',
  source: 'heuristic',
  run(model) {
    const link = model.links.find(
      (l) =>
        ACCOUNT_LINK.test(l.text) || ACCOUNT_LINK.test(l.name) || (l.internal && ACCOUNT_HREF.test(l.href)),
    );
    if (link) return pass(seen(link, link.text || link.name), 'sign-in link present');
    const cta = model.ctas.find((c) => ACCOUNT_LINK.test(c.text));
    if (cta) return pass(seen(cta, cta.text), 'sign-in button present');
    return fail(absent('a "Log in", "Sign in" or "My account" link'), 'no sign-in route');
  },
};
