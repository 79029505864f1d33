import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  cta,
  describeChecks,
  field,
  form,
  heading,
  image,
  page,
  renderFacts,
  price,
  type CheckCase,
  video,
} from '../../support/check-kit/index.js';

const PRODUCT = { format: 'json-ld' as const, type: 'Product', data: { name: 'Trail Runner 2' } };

/** A single-product page (Product structured data, a price and an add-to-cart button) plus `over`. */
function pdp(over: Partial<PageModel> = {}): PageModel {
  return page({
    structuredData: [PRODUCT],
    headings: [heading('Trail Runner 2', 1)],
    prices: [price('$120.00', 120)],
    ctas: [cta('Add to cart', 'cart', { element: 'button', role: 'primary', href: undefined })],
    ...over,
  });
}

const at = (y: number) => ({
  desktop: { box: { x: 0, y, width: 200, height: 40 }, visible: true, aboveFold: y < 768 },
});

const cases: CheckCase[] = [
  {
    id: 'PROD_001',
    pass: () => pdp(),
    fail: () => pdp({ ctas: [] }),
    passQuote: 'Add to cart',
    na: () => page({ headings: [heading('Our story', 1)] }),
    failAbsent: true,
  },
  {
    id: 'PROD_002',
    pass: () =>
      pdp({
        mode: 'render',
        render: renderFacts(),
        prices: [price('$120.00', 120, { layout: at(300) })],
        ctas: [cta('Add to cart', 'cart', { element: 'button', layout: at(480) })],
      }),
    fail: () =>
      pdp({
        mode: 'render',
        render: renderFacts(),
        prices: [price('$120.00', 120, { layout: at(300) })],
        ctas: [cta('Add to cart', 'cart', { element: 'button', layout: at(1200) })],
      }),
    passQuote: '$120.00',
    failQuote: 'Add to cart',
    na: () => pdp({ mode: 'render', render: renderFacts() }),
  },
  {
    id: 'PROD_003',
    pass: () => pdp({ textBlocks: [block('In stock - ready to ship')] }),
    fail: () => pdp({ textBlocks: [block('A light trail shoe.')] }),
    passQuote: 'In stock',
    na: () => page(),
    failAbsent: true,
  },
  {
    id: 'PROD_004',
    pass: () => pdp({ textBlocks: [block('Order now - arrives by Friday, March 8')] }),
    fail: () => pdp({ textBlocks: [block('Free returns on all orders.')] }),
    passQuote: 'arrives by Friday',
    failAbsent: true,
  },
  {
    id: 'PROD_005',
    pass: () => pdp({ textBlocks: [block('Buy 2, save 15% on every pair')] }),
    fail: () => pdp({ textBlocks: [block('A light trail shoe.')] }),
    passQuote: 'Buy 2, save 15%',
    failAbsent: true,
  },
  {
    id: 'PROD_006',
    pass: () => pdp({ images: [image('/front.jpg'), image('/side.jpg'), image('/sole.jpg')] }),
    fail: () => pdp({ images: [image('/front.jpg')] }),
    passQuote: '/sole.jpg',
    failQuote: '/front.jpg',
  },
  {
    id: 'PROD_007',
    pass: () => pdp({ images: [image('/front.jpg', { width: 1600 })] }),
    fail: () => pdp({ images: [image('/front.jpg', { width: 300 })] }),
    passQuote: '/front.jpg',
    failQuote: '/front.jpg',
    na: () => pdp({ images: [image('/front.jpg', { width: null })] }),
  },
  {
    id: 'PROD_008',
    pass: () => pdp({ textBlocks: [block(`${'Grippy cushioned responsive '.repeat(14)}shoe.`)] }),
    fail: () => pdp({ textBlocks: [block('A light trail shoe.')] }),
    passQuote: 'Grippy cushioned',
    failQuote: 'A light trail shoe.',
  },
  {
    id: 'PROD_009',
    pass: () => pdp({ headings: [heading('Trail Runner 2', 1), heading('Specifications')] }),
    fail: () => pdp({ headings: [heading('Trail Runner 2', 1), heading('Reviews')] }),
    passQuote: 'Specifications',
    failAbsent: true,
  },
  {
    id: 'PROD_010',
    pass: () =>
      pdp({
        forms: [form('cart', [field('size', { tag: 'select', label: 'Size' })])],
        textBlocks: [block('Size guide')],
      }),
    fail: () => pdp({ forms: [form('cart', [field('size', { tag: 'select', label: 'Size' })])] }),
    passQuote: 'Size guide',
    failObserved: 'size field (Size)',
    failAbsent: true,
    na: () => pdp({ forms: [form('cart', [field('qty')])] }),
  },
  {
    id: 'PROD_011',
    pass: () => pdp({ videos: [video('https://player.vimeo.com/video/1', { provider: 'vimeo' })] }),
    fail: () => pdp(),
    passObserved: 'the first vimeo',
    failAbsent: true,
  },
  {
    id: 'PROD_012',
    pass: () => pdp({ textBlocks: [block('Sold out'), block('Notify me when available')] }),
    fail: () => pdp({ textBlocks: [block('Sold out')] }),
    passQuote: 'Notify me',
    failQuote: 'Sold out',
    failAbsent: true,
    na: () => pdp({ textBlocks: [block('In stock')] }),
  },
  {
    id: 'PROD_013',
    pass: () => pdp({ headings: [heading('Trail Runner 2', 1), heading('Questions & Answers')] }),
    fail: () => pdp(),
    passQuote: 'Questions & Answers',
    failAbsent: true,
  },
  {
    id: 'PROD_014',
    pass: () => pdp({ headings: [heading('Trail Runner 2', 1), heading('You may also like')] }),
    fail: () => pdp(),
    passQuote: 'You may also like',
    failAbsent: true,
  },
];

describeChecks('product-page', cases);

describe('product-page checks', () => {
  it('treats a category page with many products as not a product page', () => {
    const listing = page({
      structuredData: [PRODUCT, PRODUCT, PRODUCT],
      ctas: [1, 2, 3, 4].map((n) => cta(`Add to cart ${n}`, 'cart')),
    });
    expect(check('PROD_001').run(listing).status).toBe('not_applicable');
  });

  it('fails PROD_001 on a page with no product schema whose add-to-cart is gone, from its product signals', () => {
    const bare = (over: Partial<PageModel>) =>
      page({
        headings: [heading('Trail Runner 2', 1)],
        prices: [price('$120.00', 120)],
        ...over,
      });
    const withQuantity = bare({
      forms: [form('other', [field('quantity', { tag: 'select', type: 'select', label: 'Qty' })])],
    });
    const withCode = bare({ textBlocks: [block('SKU: TR-2044')] });
    expect(check('PROD_001').run(withQuantity).status).toBe('fail');
    expect(check('PROD_001').run(withCode).status).toBe('fail');
  });

  it('does not take a plans page with a heading and monthly prices for a product page', () => {
    const plans = page({
      headings: [heading('Simple pricing', 1)],
      prices: [price('$9/mo', 9, { period: 'month' }), price('$29/mo', 29, { period: 'month' })],
      textBlocks: [block('SKU-free billing for teams')],
    });
    expect(check('PROD_001').run(plans).status).toBe('not_applicable');
  });

  it('ends the gallery at a recommendations label after the first photo, wherever the buy box is', () => {
    // a coffee shop: one packshot, then "Often bought with this item" and "You may also like"
    // covers in a column the markup puts before the add-to-cart button
    const buy = cta('Add to cart', 'cart', {
      element: 'button',
      role: 'primary',
      href: undefined,
      order: 900,
    });
    const shop = (label: string) =>
      pdp({
        ctas: [buy],
        headings: [heading('French Vanilla', 1, { order: 50 }), heading(label, 3, { order: 200 })],
        images: [
          image('/vanilla.jpg', { order: 100 }),
          image('/hazelnut.jpg', { order: 210 }),
          image('/decaf.jpg', { order: 220 }),
          image('/dark-roast.jpg', { order: 230 }),
        ],
      });
    expect(check('PROD_006').run(shop('Often Bought With This Item')).status).toBe('fail');
    expect(check('PROD_006').run(shop('Kunden kauften auch')).status).toBe('fail');
    // a section of the product's own ("More views") is the gallery going on
    expect(check('PROD_006').run(shop('More views')).status).toBe('pass');
    // the same label before the first photo (a sidebar of bestsellers) ends nothing
    const sidebarFirst = pdp({
      ctas: [buy],
      headings: [heading('You may also like', 3, { order: 20 })],
      images: [
        image('/a.jpg', { order: 100 }),
        image('/b.jpg', { order: 110 }),
        image('/c.jpg', { order: 120 }),
      ],
    });
    expect(check('PROD_006').run(sidebarFirst).status).toBe('pass');
    // and PROD_014 reads the same vocabulary
    expect(check('PROD_014').run(shop('Often Bought With This Item')).status).toBe('pass');
  });

  it('declares the price-to-button distance as a render check', () => {
    expect(check('PROD_002').needs).toBe('render');
  });
});
