import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { contentImages } from '../../signals/images.js';
import { percent } from '../../signals/words.js';

const RASTER = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'bmp', 'jxl']);

const MODERN = new Set(['webp', 'avif', 'jxl']);

export const SPEED_013: CheckDeclaration = {
  id: 'SPEED_013',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Images use old formats that are two to three times heavier',
  label: 'Images use modern formats',
  description:
    'WebP and AVIF carry the same picture in far fewer bytes than JPEG or PNG, so the page shows sooner, most of all on mobile.',
  threshold: 'at least half of raster images are WebP or AVIF',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Serve WebP or AVIF through <picture> or an image CDN that negotiates the format.',
    'Convert the largest images first (hero, product photos).',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: 25-50% fewer image bytes; +0-2% conversion',
  source: 'heuristic',
  run(model) {
    const raster = contentImages(model).filter(
      (i) => i.format !== null && RASTER.has(i.format.toLowerCase()),
    );
    if (raster.length === 0) return notApplicable('no raster images of known format');
    const modern = raster.filter((i) => MODERN.has((i.format ?? '').toLowerCase()));
    const share = percent(modern.length, raster.length);
    const observed = `${modern.length} of ${raster.length} raster images WebP/AVIF (${share}%, minimum 50%)`;
    return share >= 50
      ? pass(firstEvidence(modern, imageQuote), observed)
      : fail(
          firstEvidence(
            raster.filter((i) => !modern.includes(i)),
            imageQuote,
          ),
          observed,
        );
  },
};
