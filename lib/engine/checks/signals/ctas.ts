/** Views of the page's calls to action: the primary one, those of the copy, those that buy. */
import type { CallToAction, PageModel } from '../../model/page-model.js';
import { ctaIntent } from '../../model/detectors/ctas.js';
import { derived } from './memo.js';
import { BUY_TEXT } from './vocabularies/pricing.js';

export function primaryCta(model: PageModel): CallToAction | undefined {
  return model.ctas.find((c) => c.role === 'primary');
}

/** Calls to action outside navigation (menu links such as "Log in" are not asks of the copy). */
export function copyCtas(model: PageModel): CallToAction[] {
  return model.ctas.filter((c) => c.region !== 'nav');
}

const PURCHASE_INTENTS = new Set<CallToAction['intent']>([
  'purchase',
  'cart',
  'trial',
  'signup',
  'subscribe',
  'book',
]);

/** Calls to action that start a purchase or a plan. */
export function buyingCtas(model: PageModel): CallToAction[] {
  return model.ctas.filter((c) => PURCHASE_INTENTS.has(c.intent));
}

/**
 * Buttons that put one product in the cart or buy it now, by the words they show: add-to-cart
 * wording in every language the model reads ("Add to bag", "In den Warenkorb", "Aggiungi al
 * carrello", the model's one cart vocabulary), or "buy now". A "Submit" whose hidden name says
 * cart (a carousel's quick-add) and the looser purchase wording ("Shop now") do not count.
 */
export function addToCartButtons(model: PageModel): CallToAction[] {
  // asked for by every product check (through isProductPage and buyButton): read once per model
  return derived(model, 'addToCartButtons', (m) =>
    m.ctas.filter(
      (c) =>
        (c.intent === 'cart' || c.intent === 'purchase') &&
        (BUY_TEXT.test(c.text) || ctaIntent(c.text) === 'cart'),
    ),
  );
}

/** The add-to-cart or buy-now control of a product page: the first one in document order. */
export function buyButton(model: PageModel): CallToAction | null {
  let first: CallToAction | null = null;
  for (const c of addToCartButtons(model)) if (!first || c.order < first.order) first = c;
  return first;
}
