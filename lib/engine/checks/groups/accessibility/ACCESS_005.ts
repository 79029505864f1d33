import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { percent } from '../../signals/words.js';
import type { Located, PageModel } from '../../../model/page-model.js';

interface TextElement extends Located {
  text: string;
}

/** Headings, text blocks and calls to action whose desktop contrast was measured. */
function contrastSamples(model: PageModel): {
  samples: { el: TextElement; ratio: number; large: boolean }[];
  overImage: number;
} {
  const out: { el: TextElement; ratio: number; large: boolean }[] = [];
  let overImage = 0;
  const all: TextElement[] = [...model.headings, ...model.textBlocks, ...model.ctas];
  for (const el of all) {
    const d = el.layout?.desktop;
    if (d?.visible && d.overImage) overImage++;
    if (!d?.visible || d.contrastRatio === undefined) continue;
    const size = d.fontSizePx ?? 16;
    const large = size >= 24 || (size >= 18.66 && (d.fontWeight ?? 400) >= 700);
    out.push({ el, ratio: d.contrastRatio, large });
  }
  return { samples: out, overImage };
}

export const ACCESS_005: CheckDeclaration = {
  id: 'ACCESS_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Text contrast is too low to read comfortably',
  label: 'Text contrast is readable',
  description:
    'Light grey on white fails in sunlight, on cheap screens and for the one in twelve men with colour-vision deficiency; unread copy does not sell.',
  threshold:
    'at least 95% of measured text meets WCAG AA contrast (4.5:1, or 3:1 for text ≥ 24 px or bold ≥ 18.66 px)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Darken body text to at least #595959 on white (4.5:1).',
    'Check buttons, placeholders and text over images with a contrast checker.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0-3% engagement; removes a WCAG 1.4.3 failure',
  source: 'heuristic',
  run(model) {
    const { samples, overImage } = contrastSamples(model);
    // Text over an image or a gradient has no single colour behind it to measure against.
    const unmeasured = overImage > 0 ? `; ${overImage} over an image or gradient not measured` : '';
    if (samples.length === 0)
      return notApplicable(
        overImage > 0
          ? `the text sits over images or gradients (${overImage} elements), whose colours cannot be measured`
          : 'no text contrast was measured',
      );
    const low = samples.filter((s) => s.ratio < (s.large ? 3 : 4.5));
    const okShare = 100 - percent(low.length, samples.length);
    const observed = `${okShare}% of ${samples.length} text elements meet AA (minimum 95%)${unmeasured}`;
    const show = (list: typeof samples) =>
      list.slice(0, 3).map((s) => ({
        // rounded down: a ratio of 4.48 that fails 4.5:1 does not read as 4.5:1
        quote: `${s.el.text.slice(0, 100)} (${(Math.floor(s.ratio * 10) / 10).toFixed(1)}:1)`,
        selector: s.el.selector,
      }));
    return okShare >= 95 ? pass(show(samples), observed) : fail(show(low), observed);
  },
};
