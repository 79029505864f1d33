import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { README_IMAGES, readmeScreenshots } from '../../bench/readme-screenshots.js';
import { closeBrowser, withBrowserPage } from '../../lib/engine/acquire/browser.js';
import { compareImages, type ImageDifference } from '../support/image-diff.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

afterAll(() => closeBrowser());

/**
 * The README's pictures are what `npm run readme:screenshots` makes from today's code: made again
 * here (one corpus page audited with the browser, two screenshots) and compared with the committed
 * files. The same code gives the same bytes on one machine; the tolerance only absorbs another
 * machine's font rasterisation. A change to the report or the portal's look fails this test until
 * the pictures are taken again.
 */
describe('the README pictures', () => {
  it('match what npm run readme:screenshots makes from the current code', async () => {
    const fresh = await readmeScreenshots();
    const differences: Record<string, ImageDifference> = {};
    for (const [name, file] of Object.entries(README_IMAGES)) {
      const committed = await readFile(path.join(ROOT, file));
      differences[name] = await withBrowserPage(
        { allowPrivate: true, host: 'readme-images.test', budgetMs: 60_000 },
        ({ page }) => compareImages(page, committed, fresh[name as keyof typeof README_IMAGES]),
      );
    }
    for (const [name, d] of Object.entries(differences)) {
      const stale = `${README_IMAGES[name as keyof typeof README_IMAGES]} is stale (${JSON.stringify(d)}): run npm run readme:screenshots`;
      expect(d.sameSize, stale).toBe(true);
      expect(d.meanDelta, stale).toBeLessThan(0.5);
      expect(d.changedShare, stale).toBeLessThan(0.001);
    }
  }, 240_000);
});
