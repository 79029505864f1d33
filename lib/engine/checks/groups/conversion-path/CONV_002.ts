import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';
import { ctaQuote } from './shared.js';

const LEAD_MAGNET =
  /\bfree (guide|e-?book|checklist|template|report|white ?paper|toolkit|mini-course|course|webinar|workbook|cheat ?sheet)s?\b|\bdownload (the|our|a|your) |\bwhite ?papers?\b|\be-?books?\b|\bwebinars?\b|\bcheat ?sheets?\b/i;

export const CONV_002: CheckDeclaration = {
  id: 'CONV_002',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'cta',
  title: 'No lead magnet for visitors not ready to buy',
  label: 'A lead magnet captures early-stage visitors',
  description:
    'Most B2B and considered-purchase visitors are researching; a free guide, checklist or webinar turns them into leads instead of lost sessions.',
  threshold:
    'the page offers a free downloadable or educational resource (guide, e-book, checklist, template, webinar)',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app', 'agency', 'course'],
  needs: 'static',
  fixSteps: [
    'Create one resource that solves a small problem your buyers have (checklist, template or guide)',
    'Offer it in exchange for an email address, in a section after the main pitch',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +10-30% more leads captured; lead quality varies',
  source: 'heuristic',
  run(model) {
    const dl = model.ctas.find((c) => c.intent === 'download');
    if (dl) return pass(seen(dl, ctaQuote(dl)), 'download offer found');
    const hit = findText(model, LEAD_MAGNET);
    if (hit) return pass(hitEvidence(hit, LEAD_MAGNET), 'lead magnet mentioned');
    return fail(absent('a free guide, e-book, checklist, template or webinar offer'), 'no lead magnet');
  },
};
