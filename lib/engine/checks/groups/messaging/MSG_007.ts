import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sentences } from '../../signals/copy-blocks.js';
import { PASSIVE_RE } from '../../signals/vocabularies/copy.js';
import { READABLE } from '../../scope.js';
import { pct } from './shared.js';

const MAX_PASSIVE_SHARE = 0.2;

const MIN_SENTENCES_PASSIVE = 8;

export const MSG_007: CheckDeclaration = {
  id: 'MSG_007',
  pageTypes: READABLE,
  languages: ['en'],
  dimension: 'clarity',
  title: 'Too much of the copy is in the passive voice',
  label: 'Copy is written in the active voice',
  description:
    '"Reports are generated automatically" hides who does what; "You get a report every Monday" is clearer and more persuasive.',
  threshold: `at most ${pct(MAX_PASSIVE_SHARE)} of body sentences use the passive voice`,
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Rewrite passive sentences with the visitor or the product as the subject.',
    'Search the copy for "is/are/was … -ed" and fix the ones in the hero and feature sections first.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% engagement with the copy; varies by audience',
  source: 'heuristic',
  run(model) {
    const all = sentences(model);
    if (all.length < MIN_SENTENCES_PASSIVE)
      return notApplicable(`fewer than ${MIN_SENTENCES_PASSIVE} body sentences`);
    const passive = all.filter((s) => PASSIVE_RE.test(s.text));
    const share = passive.length / all.length;
    const observed = `${passive.length} of ${all.length} sentences passive (${pct(share)}, limit ${pct(MAX_PASSIVE_SHARE)})`;
    if (share <= MAX_PASSIVE_SHARE) {
      const sample = passive[0] ?? all[0];
      return pass(seen(sample.block, sample.text), observed);
    }
    return fail(
      passive.slice(0, 3).map((s) => seen(s.block, s.text)),
      observed,
    );
  },
};
