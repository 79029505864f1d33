import type { CheckDeclaration } from '../../check.js';
import type { Located } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { logoEvidence, testimonialQuote } from '../../signals/evidence.js';
import { LANDING } from '../../scope.js';
import { firstOf, lastAsk } from './shared.js';

export const NARR_002: CheckDeclaration = {
  id: 'NARR_002',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'persuasion',
  title: 'The final ask comes before any proof',
  label: 'Proof comes before the final ask',
  description:
    'Visitors need evidence before they commit; a page that places its testimonials and logos after the last button asks for trust it has not yet earned.',
  threshold: 'a testimonial, review summary or customer logo appears before the last call to action',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Move the strongest testimonial or rating block above the closing call to action.',
    'Keep at least one proof element directly before each major ask.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversions at the final call to action; varies by proof strength',
  source: 'heuristic',
  run(model) {
    const ask = lastAsk(model);
    if (!ask) return notApplicable('the page has no call to action');
    // label: what the page shows of the proof at its element (a rating's numbers are no words there)
    const proofs: (Located & { label: string; kind: string })[] = [
      ...model.testimonials.map((t) => ({ ...t, label: testimonialQuote(t), kind: 'a testimonial' })),
      ...model.reviews.map((r) => ({
        ...r,
        label: '',
        kind: `a rating (${r.ratingValue ?? '?'} of ${r.bestRating})`,
      })),
      ...model.logos
        .filter((l) => l.context !== 'brand')
        .map((l) => ({ ...l, label: logoEvidence(model, l).quote, kind: `a logo (${l.name})` })),
    ];
    const first = firstOf(proofs);
    if (!first) return notApplicable('the page shows no testimonials, ratings or customer logos');
    if (first.order < ask.order)
      return pass(
        [seen(first, first.label), seen(ask, ask.text)],
        `proof before the last ask: ${first.kind}`,
      );
    return fail(
      [seen(ask, ask.text), seen(first, first.label)],
      `all proof after the last ask, the first ${first.kind}`,
    );
  },
};
