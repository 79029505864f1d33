import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { videoQuote } from '../../signals/evidence.js';
import { OFFER_PAGES } from '../../scope.js';
import { fileNameOf } from '../../../model/detectors/page-context.js';

export const HERO_007: CheckDeclaration = {
  id: 'HERO_007',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  dimension: 'clarity',
  title: 'The first screen shows no image or video of the offer',
  label: 'First screen shows the offer visually',
  description:
    'A picture of the product, the result or the people behind a service is understood faster than any sentence.',
  threshold:
    'the first screen holds an image (not a logo or pixel), a video, or a picture its stylesheet paints behind it (measured in the render)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add an image of the product in use, the outcome, or the team that delivers it.',
    'Prefer a real photo or screenshot over abstract stock art.',
    'Keep it beside or under the headline so both are seen together.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% engagement; varies by how visual the offer is',
  source: 'heuristic',
  run(model) {
    const img = model.hero.image;
    if (img && !img.isLogo && !img.isPixel) return pass(seen(img, imageQuote(img)), 'image in the hero');
    const end = model.hero.end;
    const video = model.videos.find((v) => v.order < end);
    if (video) return pass(seen(video, videoQuote(video)), `${video.provider} video in the hero`);
    const heroImg = model.images.find((i) => i.order < end && !i.isLogo && !i.isPixel && i.region !== 'nav');
    if (heroImg) return pass(seen(heroImg, imageQuote(heroImg)), 'image in the hero');
    // a hero photo the stylesheet paints as a background, measured in the render
    const backdrop = model.render?.desktop.firstScreenPicture;
    if (backdrop)
      return pass(
        {
          quote: `background picture ${fileNameOf(backdrop.url) || backdrop.url} (${backdrop.width}x${backdrop.height} px)`,
          selector: backdrop.selector,
        },
        'a picture painted behind the first screen',
      );
    return fail(
      absent('an image (not a logo), a video or a background photo on the first screen'),
      'no visual',
    );
  },
};
