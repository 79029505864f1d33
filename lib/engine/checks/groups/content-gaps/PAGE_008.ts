import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { LANDING } from '../../scope.js';

export const PAGE_008: CheckDeclaration = {
  id: 'PAGE_008',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'clarity',
  title: 'Too few images of the product or work',
  label: 'The page shows the product or work',
  description:
    'People judge an offer faster from pictures than from text; a page with no images of the product, the work or the people asks them to imagine it.',
  threshold: 'at least 2 content images (not logos, icons or tracking pixels) in the main content',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add real photos or screenshots of the product, the result or the team',
    'Give each image alt text that says what it shows',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% conversion rate; varies by how visual the offer is',
  source: 'heuristic',
  run(model) {
    const imgs = model.images.filter(
      (i) =>
        !i.isLogo &&
        !i.isPixel &&
        (i.region === 'main' || i.region === 'aside') &&
        (i.width === null || i.width >= 100),
    );
    const observed = `${imgs.length} content images (need >= 2)`;
    if (imgs.length >= 2) return pass(seen(imgs[0], imageQuote(imgs[0])), observed);
    if (imgs.length === 1) return fail(seen(imgs[0], imageQuote(imgs[0])), observed);
    return fail(absent('content images in the main content (logos and icons excluded)'), observed);
  },
};
