import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sentences } from '../../signals/copy-blocks.js';
import { READABLE } from '../../scope.js';

const MAX_AVG_SENTENCE_WORDS = 20;

const MIN_SENTENCES = 5;

export const MSG_004: CheckDeclaration = {
  id: 'MSG_004',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'Sentences are too long to read comfortably',
  label: 'Sentences are short and easy to read',
  description:
    'Readers on the web skim; average sentences past twenty words push the reading level up and the completion rate down.',
  threshold: `body sentences average at most ${MAX_AVG_SENTENCE_WORDS} words`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Split sentences at "and", "which" and "so that".',
    'Keep one idea per sentence; move details into bullet points.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion rate; varies by audience',
  source: 'heuristic',
  run(model) {
    const all = sentences(model);
    if (all.length < MIN_SENTENCES)
      return notApplicable(`fewer than ${MIN_SENTENCES} sentences of body copy`);
    const avg = all.reduce((n, s) => n + s.words, 0) / all.length;
    const longest = all.reduce((a, b) => (b.words > a.words ? b : a));
    const observed = `average ${avg.toFixed(1)} words over ${all.length} sentences (limit ${MAX_AVG_SENTENCE_WORDS})`;
    return avg <= MAX_AVG_SENTENCE_WORDS
      ? pass(seen(longest.block, longest.text), observed)
      : fail(seen(longest.block, longest.text), observed);
  },
};
