import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { copyCtas } from '../../signals/ctas.js';
import { MICRO_TOOL_RE } from '../../signals/vocabularies/offers.js';
import { LANDING } from '../../scope.js';
import { SELLING } from './shared.js';

export const PSY_005: CheckDeclaration = {
  id: 'PSY_005',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No small interactive first step is offered',
  label: 'Page offers a small interactive first step',
  description:
    'A quiz, calculator or configurator is a small yes that draws visitors in; having invested effort, they are more likely to continue to the big one.',
  threshold: 'the page offers a quiz, calculator, configurator or personalised recommendation',
  severity: 'low',
  weight: 2,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Build a short quiz or calculator around the main buying question (size, savings, plan).',
    'End it with a personalised result and the primary call to action.',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +2-10% lead capture; varies by tool quality',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), MICRO_TOOL_RE);
    if (hit) return pass(seen(hit, hit.text), 'interactive first step');
    const cta = copyCtas(model).find((c) => MICRO_TOOL_RE.test(c.text));
    if (cta) return pass(seen(cta, cta.text), 'interactive first step');
    return fail(absent('a quiz, calculator, configurator or personalised recommendation'), 'none');
  },
};
