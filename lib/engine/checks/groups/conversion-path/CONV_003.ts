import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { recognisedEvidence } from '../../signals/evidence.js';
import { CONVERTING } from '../../scope.js';

export const CONV_003: CheckDeclaration = {
  id: 'CONV_003',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'No live chat for questions in the moment',
  label: 'Live chat is available',
  description:
    'A buyer with one blocking question converts far more often when it is answered on the spot than when they have to write an email and wait.',
  threshold: 'a live chat or chatbot widget is installed',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course'],
  needs: 'static',
  fixSteps: [
    'Install a chat tool and staff it during your busiest hours',
    'Outside those hours, let it collect an email address and promise a reply time',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% conversion rate among chatting visitors; depends on response time',
  source: 'heuristic',
  run(model) {
    if (model.chatWidget.present)
      return pass(recognisedEvidence(), `live chat widget (${model.chatWidget.vendor ?? 'unknown vendor'})`);
    return fail(absent('a live chat or chatbot widget'), 'no chat widget');
  },
};
