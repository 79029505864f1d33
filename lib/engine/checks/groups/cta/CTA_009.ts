import type { CheckDeclaration } from '../../check.js';
import type { CtaIntent } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyCtas } from '../../signals/ctas.js';
import { CONVERTING } from '../../scope.js';

const MAX_INTENTS = 3;

export const CTA_009: CheckDeclaration = {
  id: 'CTA_009',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'Buttons pull visitors towards too many different goals',
  label: 'Buttons focus on a few goals',
  description:
    'When buttons ask to buy, subscribe, download, call and donate on one page, none of them gets the attention the main goal needs.',
  threshold: `button-styled calls to action serve at most ${MAX_INTENTS} different goals (menu and unclassified links excluded)`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'List every button on the page and the goal it serves.',
    `Keep at most ${MAX_INTENTS} goals; turn the rest into text links or remove them.`,
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% primary conversions; varies by page',
  source: 'heuristic',
  run(model) {
    const buttons = copyCtas(model).filter((c) => c.styledAsButton && c.intent !== 'other');
    if (buttons.length < 2) return notApplicable('fewer than two classified buttons');
    const byIntent = new Map<CtaIntent, (typeof buttons)[number]>();
    for (const b of buttons) if (!byIntent.has(b.intent)) byIntent.set(b.intent, b);
    const evidence = [...byIntent.values()].slice(0, 6).map((c) => seen(c, c.text));
    const observed = `${byIntent.size} goals: ${[...byIntent.keys()].join(', ')} (limit ${MAX_INTENTS})`;
    return byIntent.size <= MAX_INTENTS ? pass(evidence, observed) : fail(evidence, observed);
  },
};
