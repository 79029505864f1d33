import type { Page } from 'puppeteer-core';

/** How two images differ, pixel by pixel (RGB, 0-255). */
export interface ImageDifference {
  sameSize: boolean;
  sizes: string;
  /** Mean absolute difference over every channel of every pixel. */
  meanDelta: number;
  /** Share of pixels with a channel more than 48 apart: what a person would see as changed. */
  changedShare: number;
}

/**
 * Compares two JPEG or PNG images by decoding them in the open page's canvas, so no image library
 * is needed in Node. The page must allow data: images (a blank page does).
 */
export async function compareImages(page: Page, a: Buffer, b: Buffer): Promise<ImageDifference> {
  const url = (bytes: Buffer) =>
    `data:${bytes[0] === 0x89 ? 'image/png' : 'image/jpeg'};base64,${bytes.toString('base64')}`;
  return (await page.evaluate(
    `(async () => {
      const load = (src) => new Promise((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve(img);
        img.onerror = () => reject(new Error('not an image'));
        img.src = src;
      });
      const [a, b] = await Promise.all([load(${JSON.stringify(url(a))}), load(${JSON.stringify(url(b))})]);
      const sizes = a.naturalWidth + 'x' + a.naturalHeight + ' / ' + b.naturalWidth + 'x' + b.naturalHeight;
      if (a.naturalWidth !== b.naturalWidth || a.naturalHeight !== b.naturalHeight)
        return { sameSize: false, sizes, meanDelta: 255, changedShare: 1 };
      const pixels = (img) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const pa = pixels(a), pb = pixels(b);
      let sum = 0, changed = 0;
      for (let i = 0; i < pa.length; i += 4) {
        let worst = 0;
        for (let c = 0; c < 3; c++) {
          const d = Math.abs(pa[i + c] - pb[i + c]);
          sum += d;
          if (d > worst) worst = d;
        }
        if (worst > 48) changed++;
      }
      const count = pa.length / 4;
      return { sameSize: true, sizes, meanDelta: sum / (count * 3), changedShare: changed / count };
    })()`,
  )) as ImageDifference;
}
