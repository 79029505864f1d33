import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { ACTIONABLE } from '../../scope.js';
import { NO_PRIMARY, unreadAsk } from './shared.js';

export const CTA_005: CheckDeclaration = {
  id: 'CTA_005',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'The main call to action looks like an ordinary link',
  label: 'Main call to action looks like a button',
  description:
    'Visitors look for buttons when they are ready to act; a plain text link is easy to read past.',
  threshold: 'the primary CTA is a button or styled as one (button element, role=button or a btn/cta class)',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  subject: ['prominent_cta'],
  presumes: ['primary_cta'],
  rests: ['primary_cta'],
  fixSteps: [
    'Render the primary call to action as a button with a solid, contrasting fill.',
    'Give it generous padding so it reads as the thing to press.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% click-through on the CTA; varies by design',
  source: 'Nielsen Norman Group, flat UI signifiers (eyetracking); range heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) {
      // nothing in the page asks, and the page's ask was read from its menu ("Contact"): a menu
      // entry is an ordinary link by what it is, whichever entry was picked (as CTA_001 says, the
      // failure does not rest on that pick, and it presumes no main call to action: it agrees with
      // CTA_001's failure to find one)
      const ask = model.mainAsk;
      if (!ask) return notApplicable(NO_PRIMARY);
      // unless the content shows an action the audit cannot read as an ask: then it cannot know
      const unread = unreadAsk(model);
      if (unread)
        return notApplicable(`the page's ask was read from its menu ("${ask.text}"), but ${unread}`);
      return fail(
        seen(ask, ask.text),
        `no call to action on the page asks for anything; its ask, "${ask.text}", is only a ${ask.region === 'aside' ? 'sidebar' : 'menu'} entry`,
        { confidence: 'medium', rests: [], presumes: [] },
      );
    }
    return cta.styledAsButton
      ? pass(seen(cta, cta.text), `styled as a button (${cta.element})`)
      : fail(seen(cta, cta.text), `plain ${cta.element}`);
  },
};
