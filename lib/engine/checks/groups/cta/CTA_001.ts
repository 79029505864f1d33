import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { ACTIONABLE } from '../../scope.js';

export const CTA_001: CheckDeclaration = {
  id: 'CTA_001',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'The page has no clear main call to action',
  label: 'Page has a clear main call to action',
  description:
    'Without one obvious next step, visitors who are ready to act have to work out what to do, and many leave instead.',
  threshold:
    "one call to action (button or action link) stands out as the primary one, and some call to action or form of the page has the look of a button (built, marked or, when rendered, painted as one; a search box's does not count)",
  severity: 'critical',
  weight: 5,
  industries: 'all',
  needs: 'static',
  subject: ['primary_cta', 'prominent_cta'],
  rests: ['primary_cta'],
  fixSteps: [
    'Decide the one action the page exists for.',
    'Give it a button with a verb-led label and the strongest visual style.',
    'Demote every other link to a secondary style.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +5-20% conversion rate; varies by page type',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    // Nothing in the page asks for anything. When the page's main action was then taken from its
    // menu (ctas.ts, bestMenuAsk), that pick is a guess (page.primary_cta.confidence 0.25), but this
    // failure is not: it says what the page read shows whichever entry was picked, as surely as on
    // a page whose menu asks for nothing either.
    if (!cta)
      return fail(absent('a call to action ranked primary (button or action link)'), 'none', { rests: [] });
    // Nothing stands out when no call to action looks like a button and no form but a search
    // has one (a log-in form's button is one): the likeliest main action is a plain link (or
    // unlinked text) among the others. The failure denies that a main action stands out, not
    // that there is one.
    const buttonedForm = model.forms.some((f) => f.submitText !== null && f.purpose !== 'search');
    // a store badge is the store's button, not the page's: it counts only when it is the main ask
    if (!buttonedForm && !model.ctas.some((c) => c.styledAsButton && (!c.store || c === cta))) {
      const search = model.forms.some((f) => f.submitText !== null);
      return fail(
        seen(cta, cta.text),
        `no call to action or form on the page has the look of a button${search ? " (a search box's aside)" : ''}; the likeliest main action, "${cta.text}", is ${cta.href ? 'a plain link' : 'plain text'}`,
        { confidence: 'medium', denies: ['prominent_cta'] },
      );
    }
    return pass(seen(cta, cta.text), `"${cta.text}" (${cta.intent})`);
  },
};
