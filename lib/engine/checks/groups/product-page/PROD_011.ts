import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { videoQuote } from '../../signals/evidence.js';
import { PROD, onProductPage } from './shared.js';

export const PROD_011: CheckDeclaration = {
  ...PROD,
  id: 'PROD_011',
  pageTypes: ['product_detail'],
  languages: 'any',
  dimension: 'persuasion',
  title: 'No product video',
  label: 'A video shows the product',
  description:
    'A short video shows the product moving, in use and at scale, which photos cannot; shoppers who watch one buy more often and return less.',
  threshold: 'the product page embeds at least one video',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'Film 15-60 seconds of the product in use, showing size and key details',
    'Add it to the image gallery with a poster frame',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% conversion rate among viewers; varies by category',
  source: 'heuristic',
  run(model) {
    return onProductPage(model, () => {
      const v = model.videos[0];
      if (v) return pass(seen(v, videoQuote(v)), `${model.videos.length} video(s), the first ${v.provider}`);
      return fail(absent('a product video'), 'no video');
    });
  },
};
