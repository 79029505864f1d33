import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const SUPPORT_RESPONSE =
  /\b(respond(s|ed)?|repl(y|ies)|response( time)?|answers?|get back to you)\b[^.]{0,40}?\b(within|in under|in less than|under)\s+(\d+|one|two|24|48)\s*(minutes?|mins?|hours?|hrs?|business days?|days?|h)\b|\b(24\/7|24 hours a day|around the clock)\s+(\w+\s+)?(support|help|service|services|customer|emergency)|\b(available|open|on call|answering|here for you)\s+24\/7/i;

export const TRUST_009: CheckDeclaration = {
  id: 'TRUST_009',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page does not say how fast support answers',
  label: 'Support response time is promised',
  description:
    'A stated response time ("we reply within 24 hours", "24/7 support") tells buyers that help is real and reachable, which lowers the perceived risk of buying.',
  threshold: 'the page states a support response time or round-the-clock support',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'State how quickly you reply ("We answer within 2 business hours").',
    'Put it beside the contact form, chat or phone number.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1.5% contact and purchase conversion; an estimate',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, SUPPORT_RESPONSE);
    return hit
      ? pass(excerpt(hit, SUPPORT_RESPONSE), 'response time stated')
      : fail(absent('a promised support response time ("within 24 hours", "24/7 support")'), 'not stated');
  },
};
