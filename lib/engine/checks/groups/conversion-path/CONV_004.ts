import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';
import { LEAD_GEN } from './shared.js';

const CALLBACK =
  /\b(request (a )?call ?back|call ?back request|we'?ll call you( back)?|schedule a call ?back|have us call you|get a call ?back|call me back)\b/i;

export const CONV_004: CheckDeclaration = {
  id: 'CONV_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'No callback option for people who prefer a call',
  label: 'Visitors can request a callback',
  description:
    'Many service buyers will not call a business cold but will leave a number to be called back; a callback request catches them outside office hours too.',
  threshold: 'the page offers a callback request ("request a callback", "we\'ll call you")',
  severity: 'low',
  weight: 2,
  industries: LEAD_GEN,
  needs: 'static',
  fixSteps: [
    'Add a two-field callback form (name, phone) with a promised time ("we call back within 2 working hours")',
    'Label its button "Call me back"',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-15% more enquiries from phone-preferring visitors',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, CALLBACK);
    if (hit) return pass(hitEvidence(hit, CALLBACK), 'callback offered');
    return fail(absent('a callback request ("request a callback", "we\'ll call you back")'), 'none found');
  },
};
