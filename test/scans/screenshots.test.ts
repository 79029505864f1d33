import { describe, expect, it } from 'vitest';
import type { PageScreenshots } from '../../lib/engine/acquire/screenshots.js';
import { elementBoxes } from '../../lib/engine/acquire/screenshots.js';
import type { PageModel } from '../../lib/engine/model/page-model.js';
import {
  annotatedCrop,
  readScreenshotIndex,
  screenshotKeys,
  storeScreenshots,
} from '../../lib/scans/screenshots.js';
import { MemoryObjectStore } from '../../lib/store/object-store.js';

const image = (cssWidth: number, cssHeight: number, size: number) => ({
  format: 'jpeg' as const,
  bytes: Buffer.alloc(size, 1),
  cssWidth,
  cssHeight,
  scale: 1,
});

const shots: PageScreenshots = {
  captureMs: 120,
  desktop: {
    width: 1366,
    height: 768,
    documentHeight: 5000,
    first_screen: image(1366, 768, 1000),
    full_page: image(1366, 3000, 4000),
  },
  boxes: {
    'main > h1': { desktop: { x: 100, y: 200, width: 600, height: 60 } },
    'footer > a': { desktop: { x: 10, y: 4800, width: 80, height: 20 } },
  },
};

describe('stored screenshots', () => {
  it('writes each image beside the scan and an index of the boxes inside the captured page', async () => {
    const objects = new MemoryObjectStore();

    const index = await storeScreenshots(objects, 'sc_abc', shots);

    expect(await objects.getBytes(screenshotKeys.image('sc_abc', 'desktop', 'full_page'))).toHaveLength(4000);
    expect(await readScreenshotIndex(objects, 'sc_abc')).toEqual(index);
    expect(Object.keys(index.boxes)).toEqual(['main > h1']);
    expect(index.total_bytes).toBeGreaterThan(5000);
    expect(index.viewports.mobile).toBeUndefined();
  });

  it('crops an element with context around it, inside the image', async () => {
    const index = await storeScreenshots(new MemoryObjectStore(), 'sc_abc', shots);

    const crop = annotatedCrop(index, [null, 'nav > a', 'main > h1']);

    expect(crop?.selector).toBe('main > h1');
    expect(crop?.element).toEqual({ x: 100, y: 200, width: 600, height: 60 });
    const clip = crop!.clip;
    expect(clip.x).toBeLessThanOrEqual(100);
    expect(clip.y).toBeLessThan(200);
    expect(clip.x + clip.width).toBeGreaterThanOrEqual(700);
    expect(clip.y + clip.height).toBeGreaterThan(260);
    expect(clip.x).toBeGreaterThanOrEqual(0);
  });

  it('gives no crop when no element was measured inside the captured page', async () => {
    const index = await storeScreenshots(new MemoryObjectStore(), 'sc_abc', shots);

    expect(annotatedCrop(index, ['footer > a', null])).toBeNull();
  });

  it('stores only the first screen where no full page was taken, and crops from it', async () => {
    const objects = new MemoryObjectStore();
    const firstOnly: PageScreenshots = {
      captureMs: 40,
      desktop: { width: 1366, height: 768, documentHeight: 5000, first_screen: image(1366, 768, 1000) },
      boxes: {
        'main > h1': { desktop: { x: 100, y: 200, width: 600, height: 60 } },
        'main > p': { desktop: { x: 100, y: 1200, width: 600, height: 60 } },
      },
    };

    const index = await storeScreenshots(objects, 'sc_first', firstOnly);

    expect(index.viewports.desktop?.parts.full_page).toBeUndefined();
    expect(await objects.getBytes(screenshotKeys.image('sc_first', 'desktop', 'full_page'))).toBeNull();
    // Boxes below the first screen can never be cropped, so the index leaves them out.
    expect(Object.keys(index.boxes)).toEqual(['main > h1']);
    expect(annotatedCrop(index, ['main > h1'])?.clip.y).toBeGreaterThanOrEqual(0);
    expect(annotatedCrop(index, ['main > p'])).toBeNull();
  });

  it('collects the visible boxes of every element the model lists', () => {
    const model = {
      headings: [
        {
          selector: 'h1',
          layout: { desktop: { box: { x: 0, y: 0, width: 10, height: 10 }, visible: true } },
        },
        {
          selector: 'h2.hidden',
          layout: { desktop: { box: { x: 0, y: 0, width: 10, height: 10 }, visible: false } },
        },
      ],
      hero: {
        headline: {
          selector: 'h1',
          layout: { mobile: { box: { x: 1, y: 1, width: 5, height: 5 }, visible: true } },
        },
      },
    } as unknown as PageModel;

    expect(elementBoxes(model)).toEqual({
      h1: { desktop: { x: 0, y: 0, width: 10, height: 10 }, mobile: { x: 1, y: 1, width: 5, height: 5 } },
    });
  });
});
