import type { CheckDeclaration } from '../../check.js';
import { pass, seen } from '../../outcome.js';
import { LANDING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const DEMO =
  /\b((book|request|schedule|get|watch|see) (a |the |our )?(free |live |personal(i[sz]ed)? |quick |2[- ]minute )?(demo|walkthrough|product tour)|product tour|interactive demo|take (a|the) tour|see it in action|watch (the )?video)\b/i;

export const SAAS_003: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_003',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'cta',
  title: 'No way to see the product before signing up',
  label: 'A demo or product tour is offered',
  description:
    'Many buyers want to see the product working before they commit time to a trial; a demo, tour or walkthrough video lets them.',
  threshold: 'the page offers a demo, product tour or walkthrough video',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Record a 2-minute walkthrough or build an interactive tour',
    'Offer it next to the signup button ("Watch the 2-min demo")',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +3-10% trial or demo conversions',
  source: 'heuristic',
  run(model) {
    const demo = model.ctas.find((c) => c.intent === 'demo');
    if (demo) return pass(seen(demo, demo.text), 'demo call to action');
    return textCheck(model, DEMO, 'a demo, product tour or walkthrough');
  },
};
