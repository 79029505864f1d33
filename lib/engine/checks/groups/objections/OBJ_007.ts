import type { CheckDeclaration } from '../../check.js';
import { CONVERTING } from '../../scope.js';
import { faqAsks } from './shared.js';

const AFTER_PURCHASE =
  /\b(ship|shipping|deliver(y|ed)?|arrive|return|returns|refund|exchange|cancel|cancellation|switch|migrat(e|ion)|get started|set ?up|onboarding|install(ation)?|what happens after|after (i|you) (buy|order|sign up|book))\b/i;

export const OBJ_007: CheckDeclaration = {
  id: 'OBJ_007',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The FAQ ignores what happens after buying',
  label: 'The FAQ covers what happens after buying',
  description:
    'Buyers hesitate over the aftermath as much as the purchase: delivery, returns, refunds, cancelling, getting started. An FAQ that covers them removes the last doubts.',
  threshold:
    'when an FAQ of 3 or more questions is shown, at least one is about delivery, returns, refunds, cancelling, switching or getting started',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add the after-purchase questions support hears most (delivery, returns, cancelling, setup).',
    'Answer each with the concrete term (days, cost, steps).',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
  source: 'heuristic',
  run: (model) =>
    faqAsks(model, AFTER_PURCHASE, {
      answered: 'after-purchase question answered',
      about: 'after the purchase',
    }),
};
