import { describe, expect, it } from 'vitest';
import { addToCartButtons, buyButton } from '../../../../lib/engine/checks/signals/ctas.js';
import { cta, page } from '../../../support/check-kit/index.js';

describe('addToCartButtons', () => {
  it('reads add-to-cart wording in every language the model reads, and "buy now"', () => {
    const model = page({
      ctas: [
        cta('Aggiungi al carrello', 'cart', { order: 40 }),
        cta('In den Warenkorb', 'cart', { order: 50 }),
        cta('Add to bag', 'cart', { order: 60 }),
        cta('Buy it now', 'purchase', { order: 70 }),
      ],
    });
    expect(addToCartButtons(model).map((c) => c.text)).toEqual([
      'Aggiungi al carrello',
      'In den Warenkorb',
      'Add to bag',
      'Buy it now',
    ]);
    // the product's own buy button is the first of them, in any language
    expect(buyButton(model)?.text).toBe('Aggiungi al carrello');
  });

  it('leaves out a "Submit" whose hidden name says cart, and looser purchase wording', () => {
    const model = page({
      ctas: [
        cta('Submit', 'cart', { order: 40 }),
        cta('Shop the Store on Amazon', 'purchase', { order: 50 }),
        cta('Verified Purchase', 'purchase', { order: 60 }),
      ],
    });
    expect(addToCartButtons(model)).toEqual([]);
    expect(buyButton(model)).toBeNull();
  });
});
