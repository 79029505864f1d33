import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { videoQuote } from '../../signals/evidence.js';
import { LANDING } from '../../scope.js';
import { SAAS } from './shared.js';

const PRODUCT_VISUAL =
  /screen ?(?:shot|dump)|(?:^|[\W_])screens?(?:[\W_]|$)|dashboard|interface|\bui\b|\bapp\b|product|mock-?up|preview|editor|console/i;

/** A link to a video of the product ("VideoDemo.vm", "Watch the demo"): the video is a click away. */
const DEMO_VIDEO =
  /video ?demo|demo ?video|product ?video|watch (?:the |a |our )?(?:demo|video|product tour)/i;

export const SAAS_004: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_004',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The product itself is never shown',
  label: 'The product interface is shown',
  description:
    'Abstract illustrations do not show what buyers will use every day; screenshots or a product video make the software tangible.',
  threshold:
    'the page shows a product screenshot / UI image (by alt text or file name) or a video, or links to a video demo',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Replace decorative illustrations with real screenshots of the key screens',
    'Give them alt text naming the screen ("Invoice dashboard")',
  ],
  fixEffort: 'medium',
  impact: 'high',
  impactEstimate: 'estimate: +3-10% trial signups',
  source: 'heuristic',
  run(model) {
    const img = model.images.find(
      (i) => !i.isLogo && !i.isPixel && (PRODUCT_VISUAL.test(i.alt ?? '') || PRODUCT_VISUAL.test(i.src)),
    );
    if (img) return pass(seen(img, imageQuote(img)), 'product image');
    const v = model.videos[0];
    if (v) return pass(seen(v, videoQuote(v)), 'product video');
    const demo = model.links.find(
      (l) => l.region !== 'footer' && DEMO_VIDEO.test(`${l.text} ${l.name} ${l.href}`),
    );
    if (demo) return pass(seen(demo, demo.name || demo.text), 'product video linked');
    return fail(
      absent('a screenshot, UI image or product video'),
      `${model.images.length} images, none of the product`,
    );
  },
};
