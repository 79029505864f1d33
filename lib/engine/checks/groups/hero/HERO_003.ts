import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { GREETING_HEADLINE_RE } from '../../signals/vocabularies/copy.js';
import { NO_HEADLINE } from './shared.js';

export const HERO_003: CheckDeclaration = {
  id: 'HERO_003',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'clarity',
  title: 'The headline is a greeting or a placeholder',
  label: 'Headline carries a message, not a greeting',
  description:
    '"Welcome to our website" spends the most valuable line of the page on words that tell the visitor nothing.',
  threshold:
    'the headline does not start with a greeting ("Welcome", "Hello") or placeholder ("Home", "Lorem ipsum")',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Replace the greeting with what the visitor gets from you.',
    'If a welcome matters to the brand, move it below the headline.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +2-6% engagement with the first screen; varies by traffic',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return notApplicable(NO_HEADLINE);
    const greeting = GREETING_HEADLINE_RE.exec(h.text);
    return greeting
      ? fail(seen(h, h.text), `starts with "${greeting[1].trim()}"`)
      : pass(seen(h, h.text), 'no greeting or placeholder');
  },
};
