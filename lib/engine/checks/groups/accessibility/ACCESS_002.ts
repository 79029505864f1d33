import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { contentImages } from '../../signals/images.js';

export const ACCESS_002: CheckDeclaration = {
  id: 'ACCESS_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Images have no text alternative',
  label: 'Images carry alt text',
  description:
    'Blind visitors hear "image" or a file name instead of the product photo, chart or badge; search engines lose the same description.',
  threshold: 'every content image has an alt attribute (alt="" for decoration)',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Describe each meaningful image in its alt text (what it shows and why it is there).',
    'Give purely decorative images alt="" so screen readers skip them.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% conversion among assistive-technology users; removes a WCAG 1.1.1 failure',
  source: 'heuristic',
  run(model) {
    const images = contentImages(model);
    if (images.length === 0) return notApplicable('the page has no content images');
    const missing = images.filter((i) => i.alt === null);
    const observed = `${missing.length} of ${images.length} images without alt`;
    return missing.length === 0
      ? pass(firstEvidence(images, imageQuote), observed)
      : fail(firstEvidence(missing, imageQuote), observed);
  },
};
