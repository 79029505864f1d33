import type { CheckOutcome } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { buyButton } from '../../signals/ctas.js';
import { hitEvidence } from '../../signals/evidence.js';
import { isProductPage } from '../../signals/page-kinds.js';
import { findText } from '../../signals/text-search.js';
import type { Image, PageModel } from '../../../model/page-model.js';
import { vocabulary } from '../../../model/vocabulary.js';

export function onProductPage(model: PageModel, run: () => CheckOutcome): CheckOutcome {
  if (!isProductPage(model)) return notApplicable('not a single-product page');
  return run();
}

/**
 * Labels of a product page's recommendations of other products ("You may also like", "Often
 * bought with this item", "Kunden kauften auch"): the one vocabulary PROD_014 looks for and the
 * gallery ends at.
 */
export const CROSS_SELL = vocabulary(
  'you (may|might) also (like|need|love)|customers (who bought|also (bought|viewed|purchased))|(often|frequently) bought (with|together)|related (products|items)|recommended (for you|products|items)|complete the look|pairs well with|similar (items|products)|goes well with|shop the look|also consider|das könnte (ihnen|dir) auch gefallen|kunden kauften auch|ähnliche (artikel|produkte)|vous aimerez (peut-être )?aussi|produits similaires|les clients ont également acheté|también te puede interesar|productos (relacionados|similares)|los clientes también compraron|potrebbe interessarti anche|prodotti (correlati|simili)',
);

/**
 * Product photos: main-content images (no logos, pixels or icons), one per file, up to where the
 * gallery ends. With a buy button, only those before it count: the gallery sits before or beside
 * the buy box in document order, while thumbnails after it are recommendations of other products.
 * A recommendations label after the first photo ends the gallery too, wherever the buy box is
 * ("You may also like" in a column the markup puts before it).
 */
export function productImages(model: PageModel): Image[] {
  const buy = buyButton(model);
  const bySrc = new Map<string, Image>();
  let end = buy ? buy.order : Infinity;
  for (const i of model.images) {
    if (i.isLogo || i.isPixel || i.region !== 'main' || (i.width !== null && i.width < 100)) continue;
    if (i.order > end) continue;
    if (bySrc.size === 0) end = Math.min(end, crossSellAfter(model, i.order));
    if (i.order > end) continue;
    if (!bySrc.has(i.src)) bySrc.set(i.src, i);
  }
  return [...bySrc.values()];
}

/** Where the first recommendations label after `order` stands (Infinity when none does). */
function crossSellAfter(model: PageModel, order: number): number {
  let first = Infinity;
  for (const t of [...model.headings, ...model.textBlocks]) {
    if (t.order > order && t.order < first && t.text.length <= 120 && CROSS_SELL.test(t.text))
      first = t.order;
  }
  return first;
}

export function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re, (h) => h.region === 'main' || h.region === 'aside');
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

export const PROD = { industries: ['ecommerce'], needs: 'static' } as const;
