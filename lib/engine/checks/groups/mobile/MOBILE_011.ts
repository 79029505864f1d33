import type { CheckDeclaration } from '../../check.js';
import { fail, imageQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { percent } from '../../signals/words.js';

export const MOBILE_011: CheckDeclaration = {
  id: 'MOBILE_011',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Phones download desktop-size images',
  label: 'Images come in phone sizes',
  description:
    'Without srcset every phone downloads the largest image; on mobile data that delays the page visitors are waiting to act on.',
  threshold:
    'at least half of the large raster images (≥ 300 px wide, or of unknown size in the main content) offer srcset',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Serve each large image in several widths with srcset and sizes.',
    'Let the CMS or image CDN generate the widths (e.g. 480, 800, 1200 px).',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: 20-60% fewer image bytes on phones; +0-2% mobile conversion',
  source: 'heuristic',
  run(model) {
    const large = model.images.filter((img) => {
      if (img.isPixel || img.isLogo || img.format === 'svg') return false;
      const width = img.width ?? img.layout?.desktop?.box.width ?? null;
      // Undeclared sizes count only in the main content, where photos live (menus hold icons).
      return width === null ? img.region === 'main' : width >= 300;
    });
    if (large.length === 0) return notApplicable('the page has no large raster image');
    const responsive = large.filter((img) => img.hasSrcset);
    const share = percent(responsive.length, large.length);
    const observed = `${responsive.length} of ${large.length} large images with srcset (${share}%, minimum 50%)`;
    return share >= 50
      ? pass(firstEvidence(responsive, imageQuote), observed)
      : fail(
          firstEvidence(
            large.filter((i) => !i.hasSrcset),
            imageQuote,
          ),
          observed,
        );
  },
};
