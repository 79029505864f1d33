import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { CONVERTING } from '../../scope.js';
import { MIN_FAQ } from './shared.js';

const MIN_ANSWER_WORDS = 10;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

export const OBJ_003: CheckDeclaration = {
  id: 'OBJ_003',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'persuasion',
  title: 'Some FAQ answers are too short to answer anything',
  label: 'FAQ answers are substantive',
  description:
    'One-line answers ("Yes." "Contact us.") leave the objection standing; a real answer handles it.',
  threshold: `when an FAQ of 3 or more questions is shown, every answer has at least ${MIN_ANSWER_WORDS} words`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Rewrite short answers to say yes or no and then why, with a specific detail.',
    'Link to the full policy or guide where more is needed.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
  source: 'heuristic',
  run(model) {
    if (model.faq.length < MIN_FAQ) return notApplicable(`no FAQ with ${MIN_FAQ} or more questions`);
    const shortest = model.faq.reduce((a, b) => (words(b.answer) < words(a.answer) ? b : a));
    const observed = `shortest answer ${words(shortest.answer)} words (minimum ${MIN_ANSWER_WORDS})`;
    // the item's element is the question's (a heading, a <dt>); the answer may sit in the next one
    const ev = seen(shortest, shortest.question);
    return words(shortest.answer) >= MIN_ANSWER_WORDS ? pass(ev, observed) : fail(ev, observed);
  },
};
