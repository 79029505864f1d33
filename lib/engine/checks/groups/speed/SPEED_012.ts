import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { contentImages } from '../../signals/images.js';
import { percent } from '../../signals/words.js';

export const SPEED_012: CheckDeclaration = {
  id: 'SPEED_012',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Images do not declare their size, so the page jumps as they load',
  label: 'Images reserve their space',
  description:
    'An image without width and height takes no space until it arrives, then pushes the text and buttons below it down.',
  threshold: 'at least 80% of content images declare width and height',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    "Add width and height attributes with the image's intrinsic size to every <img>.",
    'Keep CSS height: auto so the image still scales.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: lower layout shift; +0-2% conversion',
  source: 'heuristic',
  run(model) {
    const images = contentImages(model);
    if (images.length === 0) return notApplicable('the page has no content images');
    const sized = images.filter((i) => i.width !== null && i.height !== null);
    const share = percent(sized.length, images.length);
    const observed = `${sized.length} of ${images.length} images sized (${share}%, minimum 80%)`;
    return share >= 80
      ? pass(firstEvidence(sized, imageQuote), observed)
      : fail(
          firstEvidence(
            images.filter((i) => i.width === null || i.height === null),
            imageQuote,
          ),
          observed,
        );
  },
};
