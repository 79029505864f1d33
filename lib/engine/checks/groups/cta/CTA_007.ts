import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { CONVERTING } from '../../scope.js';
import { unreadLabel, NO_PRIMARY } from './shared.js';

/** The visitor's own words on a button. */
const VISITOR_VOICE_RE = /\b(my|me|your|you)\b/i;

export const CTA_007: CheckDeclaration = {
  id: 'CTA_007',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: "The main call to action speaks from the company's side",
  label: "Main call to action speaks in the visitor's voice",
  description:
    'Labels written as the visitor\'s own words ("Start my trial", "Get your quote") make the click feel like owning the result; tests often show a lift over neutral labels.',
  threshold: 'the primary CTA label uses "my", "me", "your" or "you" (e.g. "Get my free quote")',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Rewrite the label as what the visitor would say ("Send me the guide").',
    'A/B test it against the current label before rolling out.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-5% click-through on the CTA; varies widely between tests',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const unread = unreadLabel(cta);
    if (unread) return notApplicable(unread);
    return VISITOR_VOICE_RE.test(cta.text)
      ? pass(seen(cta, cta.text), "visitor's voice")
      : fail(seen(cta, cta.text), 'neutral or company voice');
  },
};
