import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const MOBILE_002: CheckDeclaration = {
  id: 'MOBILE_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page scrolls sideways on a phone',
  label: 'No sideways scrolling on mobile',
  description:
    'Content wider than the screen makes the page wobble sideways and hides the edges of text and buttons; it reads as a broken site.',
  threshold:
    "at most 4 px of horizontal overflow at the mobile viewport: the document's scroll width against the layout viewport; content the page clips (overflow-x hidden) does not scroll",
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Find the element wider than the screen (fixed widths, wide tables, images without max-width).',
    'Give images and embeds max-width: 100% and let tables scroll inside a wrapper.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% mobile conversion; varies by how much is cut off',
  source: 'heuristic',
  run(model) {
    const mobile = model.render?.mobile;
    if (!mobile) return notApplicable('no mobile render');
    const px = Math.round(mobile.horizontalOverflowPx);
    // What Chromium laid out: the document's scroll width against the layout viewport, which is
    // the screen for a page with a meta viewport and 980 px for one without. Models cached
    // before those were measured carry only the overflow.
    const layout = mobile.layoutWidth ?? mobile.width;
    const wide = mobile.scrollWidth ?? layout + px;
    const clipped = mobile.clippedOverflowPx ?? 0;
    const screen =
      layout === mobile.width
        ? `a ${mobile.width} px screen`
        : `a ${layout} px layout viewport (${mobile.width} px screen)`;
    const observed =
      `${px} px overflow at ${mobile.width} px wide (at most 4)` +
      (clipped > 4 ? `; ${clipped} px wider content is clipped by the page, so it does not scroll` : '');
    const ev = measured(
      clipped > 4
        ? `document ${layout} px wide on ${screen}, ${clipped} px clipped`
        : `document ${wide} px wide on ${screen}`,
    );
    return px <= 4 ? pass(ev, observed) : fail(ev, observed);
  },
};
