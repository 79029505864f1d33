import type { Page } from 'puppeteer-core';

/** What a page does wrong on a narrow screen. */
export interface NarrowLayoutProblems {
  /** The document's width against the viewport's: wider means horizontal scrolling. */
  scrollWidth: number;
  viewportWidth: number;
  /** Elements whose right edge passes the viewport ("tag.class: right px"). */
  overflowing: string[];
  /** Visible text drawn under the minimum size ("12.0px: text"), SVG text at its drawn scale. */
  smallText: string[];
}

/**
 * Measures the open page as it is laid out: horizontal overflow of the document and of any element,
 * and every visible run of text drawn smaller than `minPx` CSS pixels (SVG text counts at the size
 * it is drawn, its font size times the SVG's scale). A string, not a function, so the bundler's
 * helpers never end up in what the browser runs.
 */
export async function narrowLayoutProblems(page: Page, minPx = 12): Promise<NarrowLayoutProblems> {
  return (await page.evaluate(`(() => {
    const minPx = ${Number(minPx)};
    const width = window.innerWidth;
    const describe = (el) => el.tagName.toLowerCase() + (el.classList.length ? '.' + [...el.classList].join('.') : '');
    const overflowing = [];
    for (const el of document.body.querySelectorAll('*')) {
      // Inside an SVG the drawing is clipped to the SVG's own box, which is measured itself.
      if (el instanceof SVGElement && el.ownerSVGElement) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right <= width + 1) continue;
      // Content an ancestor clips (overflow other than visible, a clip rect) shows only inside it.
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const st = getComputedStyle(up);
        if (st.overflowX !== 'visible' || st.clip !== 'auto' || st.clipPath !== 'none') {
          clipped = up.getBoundingClientRect().right <= width + 1;
          break;
        }
      }
      if (!clipped) overflowing.push(describe(el) + ': ' + Math.round(r.right) + 'px');
    }
    const smallText = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data.replace(/\\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = range.getClientRects();
      if (rects.length === 0 || [...rects].every((r) => r.width === 0 || r.height === 0)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      let px = parseFloat(style.fontSize);
      if (el instanceof SVGElement && el.ownerSVGElement) {
        const ctm = el.getScreenCTM();
        if (ctm) px *= Math.hypot(ctm.a, ctm.b);
      }
      if (px < minPx - 0.01) smallText.push(px.toFixed(1) + 'px: ' + text.slice(0, 60));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: width,
      overflowing: overflowing.slice(0, 20),
      smallText: smallText.slice(0, 20),
    };
  })()`)) as NarrowLayoutProblems;
}
