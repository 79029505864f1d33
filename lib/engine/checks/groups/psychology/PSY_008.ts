import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { copyCtas } from '../../signals/ctas.js';
import { EFFORT_RE } from '../../signals/vocabularies/offers.js';
import { LANDING } from '../../scope.js';
import { SELLING } from './shared.js';

export const PSY_008: CheckDeclaration = {
  id: 'PSY_008',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'friction',
  title: 'The effort of getting started is never quantified',
  label: 'Page says how little effort the first step takes',
  description:
    'Visitors overestimate effort; "set up in 5 minutes" or "2-minute form" lowers the perceived cost of starting.',
  threshold: "the copy quantifies the first step's effort (in N minutes, N-click, takes N seconds, …)",
  severity: 'low',
  weight: 2,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Time the first step (sign-up, quote form, booking) and state it.',
    'Place the statement next to the primary call to action.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-4% starts of the first step; varies by form length',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), EFFORT_RE);
    if (hit) return pass(seen(hit, hit.text), `effort: "${EFFORT_RE.exec(hit.text)?.[0]}"`);
    const cta = copyCtas(model).find((c) => EFFORT_RE.test(c.text));
    if (cta) return pass(seen(cta, cta.text), 'effort stated on the button');
    return fail(absent('a quantified effort for the first step (minutes, clicks, steps)'), 'not quantified');
  },
};
