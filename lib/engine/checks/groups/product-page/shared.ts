import type { CheckOutcome } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { buyButton } from '../../signals/ctas.js';
import { hitEvidence } from '../../signals/evidence.js';
import { isProductPage } from '../../signals/page-kinds.js';
import { findText } from '../../signals/text-search.js';
import type { Image, PageModel } from '../../../model/page-model.js';

export function onProductPage(model: PageModel, run: () => CheckOutcome): CheckOutcome {
  if (!isProductPage(model)) return notApplicable('not a single-product page');
  return run();
}

/**
 * Product photos: main-content images (no logos, pixels or icons), one per file. With a buy
 * button, only those before it count: the gallery sits before or beside the buy box in
 * document order, while thumbnails after it are recommendations of other products.
 */
export function productImages(model: PageModel): Image[] {
  const buy = buyButton(model);
  const bySrc = new Map<string, Image>();
  for (const i of model.images) {
    if (i.isLogo || i.isPixel || i.region !== 'main' || (i.width !== null && i.width < 100)) continue;
    if (buy && i.order > buy.order) continue;
    if (!bySrc.has(i.src)) bySrc.set(i.src, i);
  }
  return [...bySrc.values()];
}

export function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re, (h) => h.region === 'main' || h.region === 'aside');
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

export const PROD = { industries: ['ecommerce'], needs: 'static' } as const;
