import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { contentImages } from '../../signals/images.js';
import { percent } from '../../signals/words.js';
import type { Image, PageModel } from '../../../model/page-model.js';

/** Images below the first screen: measured when rendered, else after the hero in document order. */
function belowFold(model: PageModel): Image[] {
  // An <img src=""> resolves to the page's own address and loads nothing: not an image to defer.
  const images = contentImages(model).filter(
    (img) => img.src !== '' && img.src !== model.finalUrl && img.src !== model.url,
  );
  return images.filter((img, i) => {
    const desktop = img.layout?.desktop;
    if (desktop) return !desktop.aboveFold;
    // A first screen rarely shows more than a logo and a few images, whatever the hero bound says.
    return model.hero.end > 0 ? img.order >= model.hero.end || i >= 4 : i >= 3;
  });
}

export const SPEED_011: CheckDeclaration = {
  id: 'SPEED_011',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Images below the first screen load up front',
  label: 'Below-the-fold images load lazily',
  description:
    'Images far down the page compete with the hero for bandwidth; lazy loading lets the first screen finish first.',
  threshold:
    'at least half of the images below the first screen have loading="lazy" (pages with 3 or more such images)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add loading="lazy" to images below the first screen.',
    'Keep the hero image eager so it is not delayed.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: 10-40% fewer bytes before first render; +0-2% conversion',
  source: 'heuristic',
  run(model) {
    const below = belowFold(model);
    if (below.length < 3) return notApplicable(`${below.length} images below the first screen`);
    const lazy = below.filter((img) => img.loading === 'lazy');
    const share = percent(lazy.length, below.length);
    const observed = `${lazy.length} of ${below.length} below-the-fold images lazy (${share}%, minimum 50%)`;
    return share >= 50
      ? pass(firstEvidence(lazy, imageQuote), observed)
      : fail(
          firstEvidence(
            below.filter((i) => i.loading !== 'lazy'),
            imageQuote,
          ),
          observed,
        );
  },
};
