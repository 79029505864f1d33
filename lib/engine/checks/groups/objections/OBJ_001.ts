import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { OFFER_PAGES } from '../../scope.js';
import { MIN_FAQ } from './shared.js';

export const OBJ_001: CheckDeclaration = {
  id: 'OBJ_001',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  dimension: 'persuasion',
  title: 'The page answers no common questions',
  label: 'An FAQ answers common questions',
  description:
    'Every unanswered question is a reason to postpone; an FAQ answers the top objections where the decision happens instead of in a support inbox.',
  threshold: `at least ${MIN_FAQ} question-and-answer pairs are on the page`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Collect the ten questions sales and support hear most before a purchase.',
    'Answer the top 5-8 in an FAQ block near the final call to action.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion; varies by purchase complexity',
  source: 'heuristic',
  run(model) {
    const items = model.faq;
    const observed = `${items.length} FAQ item(s) (minimum ${MIN_FAQ})`;
    if (items.length >= MIN_FAQ)
      return pass(
        items.slice(0, 3).map((f) => seen(f, f.question)),
        observed,
      );
    return items.length > 0
      ? fail(
          items.map((f) => seen(f, f.question)),
          observed,
        )
      : fail(absent('an FAQ with questions and answers'), observed);
  },
};
