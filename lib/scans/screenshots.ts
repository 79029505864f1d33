import {
  cropImage,
  SCREENSHOT_PARTS,
  SCREENSHOT_VIEWPORTS,
  type PageScreenshots,
  type ScreenshotPart,
  type ScreenshotViewport,
} from '../engine/index.js';
import type { Box } from '../engine/index.js';
import type { ObjectStore } from '../store/object-store.js';

export type { ScreenshotPart, ScreenshotViewport } from '../engine/index.js';
export { cropImage, SCREENSHOT_PARTS, SCREENSHOT_VIEWPORTS } from '../engine/index.js';

export const SCREENSHOT_CONTENT_TYPE = 'image/jpeg';

/** One stored image; sizes in CSS pixels of the page, `scale` image pixels per CSS pixel. */
export interface StoredScreenshot {
  key: string;
  content_type: string;
  bytes: number;
  css_width: number;
  css_height: number;
  scale: number;
}

/**
 * What `scans/<id>/screenshots.json` holds: the images of each viewport and every measured element
 * box, so a crop around any element is a lookup, never a second render.
 */
export interface ScreenshotIndex {
  viewports: Partial<
    Record<
      ScreenshotViewport,
      {
        width: number;
        height: number;
        document_height: number;
        /**
         * first_screen always; full_page only where a finding needed a crop below the first
         * screen (at most the mobile one): crops come from cropImage(parts).
         */
        parts: { first_screen: StoredScreenshot; full_page?: StoredScreenshot };
      }
    >
  >;
  boxes: PageScreenshots['boxes'];
  capture_ms: number;
  /** Bytes of every image and of this index together: what screenshots add to a scan's storage. */
  total_bytes: number;
}

export const screenshotKeys = {
  index: (scanId: string) => `scans/${scanId}/screenshots.json`,
  image: (scanId: string, viewport: ScreenshotViewport, part: ScreenshotPart) =>
    `scans/${scanId}/screenshots/${viewport}-${part}.jpg`,
};

/** Writes the images and the index beside the scan's other objects; returns the index. */
export async function storeScreenshots(
  objects: ObjectStore,
  scanId: string,
  shots: PageScreenshots,
): Promise<ScreenshotIndex> {
  const index: ScreenshotIndex = {
    viewports: {},
    boxes: shots.boxes,
    capture_ms: Math.round(shots.captureMs),
    total_bytes: 0,
  };
  const writes: Promise<void>[] = [];
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    const taken = shots[viewport];
    if (!taken) continue;
    const parts = {} as Partial<Record<ScreenshotPart, StoredScreenshot>>;
    for (const part of SCREENSHOT_PARTS) {
      const shot = taken[part];
      if (!shot) continue;
      const key = screenshotKeys.image(scanId, viewport, part);
      writes.push(objects.putBytes(key, shot.bytes, SCREENSHOT_CONTENT_TYPE));
      parts[part] = {
        key,
        content_type: SCREENSHOT_CONTENT_TYPE,
        bytes: shot.bytes.length,
        css_width: shot.cssWidth,
        css_height: shot.cssHeight,
        scale: shot.scale,
      };
      index.total_bytes += shot.bytes.length;
    }
    index.viewports[viewport] = {
      width: taken.width,
      height: taken.height,
      document_height: taken.documentHeight,
      parts: parts as { first_screen: StoredScreenshot; full_page?: StoredScreenshot },
    };
  }
  await Promise.all(writes);
  // Only boxes inside a captured image can ever be cropped; the rest would be dead weight.
  for (const [selector, byViewport] of Object.entries(index.boxes)) {
    for (const viewport of SCREENSHOT_VIEWPORTS) {
      const box = byViewport[viewport];
      const parts = index.viewports[viewport]?.parts;
      const captured = parts ? cropImage(parts).css_height : 0;
      if (box && box.y >= captured) delete byViewport[viewport];
    }
    if (Object.keys(byViewport).length === 0) delete index.boxes[selector];
  }
  index.total_bytes += Buffer.byteLength(JSON.stringify(index));
  await objects.putJson(screenshotKeys.index(scanId), index);
  return index;
}

export async function readScreenshotIndex(
  objects: ObjectStore,
  scanId: string,
): Promise<ScreenshotIndex | null> {
  return objects.getJson<ScreenshotIndex>(screenshotKeys.index(scanId));
}

/** An element outlined in a piece of a screenshot (cropImage); every box in CSS pixels of the page. */
export interface AnnotatedCrop {
  viewport: ScreenshotViewport;
  selector: string;
  /** The element. */
  element: Box;
  /** The piece of the image shown: the element with some context around it. */
  clip: Box;
}

/** Context around an element, in CSS pixels, and the largest piece a crop shows. */
const CONTEXT_PX = 32;
const MIN_CLIP = { width: 360, height: 140 };
const MAX_CLIP_HEIGHT = 560;

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/**
 * The crop of the first of `selectors` that was measured inside the captured page, preferring the
 * desktop image (or only in `viewports`); null when none was (an absent element, one in the head,
 * one below the cap).
 *
 * @example annotatedCrop(index, ['main > h1']) // { viewport: 'desktop', element: {...}, clip: {...} }
 */
export function annotatedCrop(
  index: ScreenshotIndex,
  selectors: readonly (string | null | undefined)[],
  viewports: readonly ScreenshotViewport[] = SCREENSHOT_VIEWPORTS,
): AnnotatedCrop | null {
  for (const viewport of viewports) {
    const parts = index.viewports[viewport]?.parts;
    if (!parts) continue;
    const image = cropImage(parts);
    for (const selector of selectors) {
      if (!selector) continue;
      const element = index.boxes[selector]?.[viewport];
      if (!element || element.y >= image.css_height || element.x >= image.css_width) continue;
      const width = clamp(element.width + 2 * CONTEXT_PX, MIN_CLIP.width, image.css_width);
      const height = clamp(
        element.height + 2 * CONTEXT_PX,
        Math.min(MIN_CLIP.height, image.css_height),
        Math.min(MAX_CLIP_HEIGHT, image.css_height),
      );
      const x = clamp(element.x + element.width / 2 - width / 2, 0, image.css_width - width);
      const y = clamp(element.y - CONTEXT_PX, 0, image.css_height - height);
      return {
        viewport,
        selector,
        element,
        clip: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) },
      };
    }
  }
  return null;
}
