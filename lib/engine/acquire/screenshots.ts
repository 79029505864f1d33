/**
 * Screenshots of a render: the first screen at each viewport on every render, and the full page
 * (capped height) once, at the mobile viewport, kept only when a finding cites an element below
 * the mobile first screen (fullPageWanted, asked while the page is still open and captured while
 * it is asked: see docs/architecture.md). JPEG-compressed in Chromium itself, so no image library runs in Node.
 * JPEG, not WebP: Chromium encoded a 1366x3000 page in WebP 4-5 times slower than in JPEG (npm run
 * bench), and the capture time budget (250 ms a render) matters more than the ~35% fewer bytes.
 * Element boxes come from the same render (the model's layouts), so a crop around any element
 * needs no second look at the page.
 */
import type { CDPSession } from 'puppeteer-core';
import { buildPageDom } from '../model/dom.js';
import type { Box, Layout, PageModel } from '../model/page-model.js';

export type ScreenshotViewport = 'desktop' | 'mobile';
export type ScreenshotPart = 'first_screen' | 'full_page';
export const SCREENSHOT_VIEWPORTS: readonly ScreenshotViewport[] = ['desktop', 'mobile'];
export const SCREENSHOT_PARTS: readonly ScreenshotPart[] = ['first_screen', 'full_page'];

/** One image: the page from its top, `cssWidth` x `cssHeight` CSS pixels drawn at `scale` image pixels each. */
export interface Screenshot {
  format: 'jpeg';
  bytes: Buffer;
  cssWidth: number;
  cssHeight: number;
  /** Image pixels per CSS pixel. */
  scale: number;
}

export interface ViewportScreenshots {
  /** The emulated viewport in CSS pixels. */
  width: number;
  height: number;
  /** The document's full height; the full-page image stops at FULL_PAGE_MAX_CSS_HEIGHT. */
  documentHeight: number;
  first_screen: Screenshot;
  /**
   * Only where a finding needs a crop below the first screen, and then only at FULL_PAGE_VIEWPORT:
   * absent otherwise (crops are then cut from the first screen: cropImage).
   */
  full_page?: Screenshot;
}

/**
 * The one viewport whose full page is ever captured: mobile, the emulation the page is in when the
 * checks have said which elements they cite, so the capture needs no switch back to desktop (a new
 * layout, whose boxes would no longer be the measured ones).
 */
export const FULL_PAGE_VIEWPORT: ScreenshotViewport = 'mobile';

/** The image crops of a viewport are cut from: its full page when it was captured, else its first screen. */
export function cropImage<T>(parts: { first_screen: T; full_page?: T }): T {
  return parts.full_page ?? parts.first_screen;
}

export interface RenderScreenshots {
  desktop?: ViewportScreenshots;
  mobile?: ViewportScreenshots;
  /** Wall time spent capturing, for the benchmark. */
  captureMs: number;
  /** Wall time spent deciding whether the full page is needed (the model and the checks), for the benchmark. */
  decideMs?: number;
}

/** The screenshots of a render with every measured element's box, keyed by the model's selectors. */
export interface PageScreenshots extends RenderScreenshots {
  boxes: Record<string, Partial<Record<ScreenshotViewport, Box>>>;
}

/**
 * Height caps and resolution. A long page is cut: the report's crops need the part where findings
 * usually are (the top), and an uncapped 20,000 px page would blow the 400 KB storage budget.
 * Mobile is drawn at one image pixel per CSS pixel (its DPR of 3 would nine-fold the pixels), the
 * desktop full page at 0.75 (measured: about a third of a scan's screenshot bytes went to it at 1x).
 */
export const FULL_PAGE_MAX_CSS_HEIGHT: Record<ScreenshotViewport, number> = { desktop: 2000, mobile: 3000 };
const IMAGE_SCALE: Record<ScreenshotViewport, Record<ScreenshotPart, number>> = {
  desktop: { first_screen: 1, full_page: 0.75 },
  mobile: { first_screen: 1, full_page: 1 },
};
const QUALITY: Record<ScreenshotPart, number> = { first_screen: 50, full_page: 35 };
/** Longest one capture may take before it is given up (the render never fails over a screenshot). */
const CAPTURE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`screenshot took over ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function capture(
  cdp: CDPSession,
  viewport: ScreenshotViewport,
  part: ScreenshotPart,
  size: { width: number; height: number; deviceScaleFactor: number },
  cssHeight: number,
  timeoutMs: number,
): Promise<Screenshot> {
  const scale = IMAGE_SCALE[viewport][part];
  const result = await withTimeout(
    cdp.send('Page.captureScreenshot', {
      format: 'jpeg',
      quality: QUALITY[part],
      // clip.scale multiplies the device pixel ratio: this makes the image `scale` px per CSS px.
      clip: { x: 0, y: 0, width: size.width, height: cssHeight, scale: scale / size.deviceScaleFactor },
      captureBeyondViewport: part === 'full_page',
      optimizeForSpeed: true,
    }),
    timeoutMs,
  );
  return {
    format: 'jpeg',
    bytes: Buffer.from(result.data, 'base64'),
    cssWidth: size.width,
    cssHeight,
    scale,
  };
}

/**
 * The first screen of the page as it stands, or null when Chromium could not take it in time:
 * screenshots are an extra of the report, never a reason to fail.
 */
export async function captureFirstScreen(
  cdp: CDPSession,
  viewport: ScreenshotViewport,
  size: { width: number; height: number; deviceScaleFactor: number },
  documentHeight: number,
  remainingMs: number,
): Promise<ViewportScreenshots | null> {
  const timeoutMs = Math.min(CAPTURE_TIMEOUT_MS, remainingMs);
  if (timeoutMs <= 0) return null;
  try {
    const first = await capture(cdp, viewport, 'first_screen', size, size.height, timeoutMs);
    return {
      width: size.width,
      height: size.height,
      documentHeight: Math.round(documentHeight),
      first_screen: first,
    };
  } catch {
    return null;
  }
}

/** The full page of the page as it stands, cut at its cap; null when it could not be taken in time. */
export async function captureFullPage(
  cdp: CDPSession,
  viewport: ScreenshotViewport,
  size: { width: number; height: number; deviceScaleFactor: number },
  documentHeight: number,
  remainingMs: number,
): Promise<Screenshot | null> {
  const timeoutMs = Math.min(CAPTURE_TIMEOUT_MS, remainingMs);
  if (timeoutMs <= 0) return null;
  const fullHeight = Math.max(
    size.height,
    Math.min(Math.round(documentHeight), FULL_PAGE_MAX_CSS_HEIGHT[viewport]),
  );
  return capture(cdp, viewport, 'full_page', size, fullHeight, timeoutMs).catch(() => null);
}

/**
 * Whether a crop of one of `selectors` needs more than the first screen: an element measured at
 * FULL_PAGE_VIEWPORT that reaches below its first screen and starts above the full page's cap.
 * An element measured only at desktop is cropped from the desktop first screen or not at all.
 */
export function needsFullPage(
  boxes: PageScreenshots['boxes'],
  selectors: Iterable<string>,
  firstScreenHeight: number,
): boolean {
  const cap = FULL_PAGE_MAX_CSS_HEIGHT[FULL_PAGE_VIEWPORT];
  for (const selector of selectors) {
    const box = boxes[selector]?.[FULL_PAGE_VIEWPORT];
    if (box && box.y + box.height > firstScreenHeight && box.y < cap) return true;
  }
  return false;
}

/** Keys of a model that never hold elements; skipping them keeps the walk short. */
const SKIPPED_KEYS = new Set(['html', 'text', 'render', 'http', 'delivery', 'site']);

/**
 * Every visible element box the render measured, by the selectors of the model. The model lists
 * elements in many places (headings, links, CTAs, images...) as `{selector, layout}`; the walk
 * collects them all. A degraded render (a stylesheet failed) leaves the layouts off the model, since
 * the checks must not judge an unstyled page, but the screenshots show that very page: then the
 * boxes come from the render's own layouts (`render`), joined to the same selectors, so the report
 * still has crops.
 */
export function elementBoxes(
  model: PageModel,
  render: { html: string; layouts: Record<string, Layout> } | null = null,
): PageScreenshots['boxes'] {
  const boxes: PageScreenshots['boxes'] = {};
  const unmeasured = new Set<string>();
  const add = (selector: string, layout: Layout | undefined) => {
    let measured = false;
    for (const viewport of SCREENSHOT_VIEWPORTS) {
      const at = layout?.[viewport];
      if (!at?.visible || at.box.width <= 0 || at.box.height <= 0) continue;
      (boxes[selector] ??= {})[viewport] ??= at.box;
      measured = true;
    }
    return measured;
  };
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const selector = record.selector;
    if (typeof selector === 'string') {
      const layout = record.layout as Layout | undefined;
      if (!(layout && typeof layout === 'object' && add(selector, layout)) && !layout)
        unmeasured.add(selector);
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'layout' || SKIPPED_KEYS.has(key)) continue;
      if (child !== null && typeof child === 'object') visit(child, depth + 1);
    }
  };
  visit(model, 0);
  if (render && model.delivery?.degraded && unmeasured.size > 0) {
    // The same markup parsed again with the render's layouts: selectors depend on the markup only,
    // so each one the model handed out names the same element here.
    const dom = buildPageDom(render.html, render.layouts);
    for (const el of dom.elements) {
      const layout = dom.info.get(el)?.layout;
      if (!layout) continue;
      const selector = dom.selectorOf(el);
      if (unmeasured.has(selector)) add(selector, layout);
    }
  }
  return boxes;
}
