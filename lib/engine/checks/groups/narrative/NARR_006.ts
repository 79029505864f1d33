import type { CheckDeclaration } from '../../check.js';
import type { Located } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { LANDING } from '../../scope.js';
import { firstOf, lastAsk } from './shared.js';

export const NARR_006: CheckDeclaration = {
  id: 'NARR_006',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'persuasion',
  title: 'Doubts are answered only after the final ask',
  label: 'Doubts are answered before the final ask',
  description:
    'FAQs and guarantees remove the last objections; placed after the closing button they come too late for the visitor deciding there.',
  threshold: 'the first FAQ item or guarantee appears before the last call to action',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Place the FAQ or guarantee directly above the closing call to action.',
    'Repeat the guarantee in one line under the final button.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% conversions at the final call to action; varies by offer risk',
  source: 'heuristic',
  run(model) {
    const ask = lastAsk(model);
    if (!ask) return notApplicable('the page has no call to action');
    const answers: (Located & { label: string })[] = [
      ...model.faq.map((f) => ({ ...f, label: f.question })),
      ...model.guarantees.map((g) => ({ ...g, label: g.text })),
    ];
    const first = firstOf(answers);
    if (!first) return notApplicable('the page has no FAQ or guarantee');
    if (first.order < ask.order)
      return pass([seen(first, first.label), seen(ask, ask.text)], 'answered before the ask');
    return fail([seen(ask, ask.text), seen(first, first.label)], 'answered only after the ask');
  },
};
