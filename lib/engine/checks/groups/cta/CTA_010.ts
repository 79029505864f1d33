import type { CheckDeclaration } from '../../check.js';
import type { CtaIntent, PageModel } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyCtas, primaryCta } from '../../signals/ctas.js';
import { normalise } from '../../signals/words.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

const MAX_LABELS_PER_ACTION = 2;

function intentCtas(model: PageModel, intent: CtaIntent) {
  return copyCtas(model).filter((c) => c.intent === intent);
}

export const CTA_010: CheckDeclaration = {
  id: 'CTA_010',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'The main action is labelled in too many different ways',
  label: 'Main action keeps one label across the page',
  description:
    'If the same step is called "Get started", "Sign up free" and "Create account" on one page, visitors wonder whether these are different things.',
  threshold: `calls to action with the primary CTA's goal use at most ${MAX_LABELS_PER_ACTION} different labels`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Pick one label for the main action and reuse it for every repeat.',
    'Allow one variant at most, e.g. a shorter label in the header.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% click-through on repeated CTAs; varies by page length',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    if (cta.intent === 'other') return notApplicable('the primary call to action has no recognised goal');
    const same = intentCtas(model, cta.intent);
    if (same.length < 2) return notApplicable('the main action appears only once');
    const labels = new Map<string, (typeof same)[number]>();
    for (const c of same) {
      const key = normalise(c.text);
      if (key && !labels.has(key)) labels.set(key, c);
    }
    const evidence = [...labels.values()].slice(0, 5).map((c) => seen(c, c.text));
    const observed = `${labels.size} labels for ${same.length} ${cta.intent} calls to action (limit ${MAX_LABELS_PER_ACTION})`;
    return labels.size <= MAX_LABELS_PER_ACTION ? pass(evidence, observed) : fail(evidence, observed);
  },
};
