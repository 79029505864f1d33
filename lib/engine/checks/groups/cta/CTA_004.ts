import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { ACTION_VERB_RE } from '../../signals/vocabularies/copy.js';
import { CONVERTING } from '../../scope.js';
import { unreadLabel, NO_PRIMARY } from './shared.js';

export const CTA_004: CheckDeclaration = {
  id: 'CTA_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'The main call to action does not start with a verb',
  label: 'Main call to action starts with an action verb',
  description:
    'A label that starts with a verb ("Get", "Start", "Book") reads as something to do; a noun ("Pricing", "Our plans") reads as a menu item.',
  threshold: 'the primary CTA label starts with an action verb (get, start, try, buy, book, join, ...)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Start the label with the action the visitor takes.',
    'Follow the verb with what they get ("Get your estimate").',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% click-through on the CTA; varies by audience',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const unread = unreadLabel(cta);
    if (unread) return notApplicable(unread);
    return ACTION_VERB_RE.test(cta.text)
      ? pass(seen(cta, cta.text), 'starts with a verb')
      : fail(seen(cta, cta.text), 'no leading verb');
  },
};
