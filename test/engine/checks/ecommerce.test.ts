import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/ecommerce/index.js';
import { modelWith } from '../../support/model-fixture.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  cta,
  field,
  form,
  image,
  link,
  price,
  type CheckCase,
} from '../../support/d-model-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const shopText = () => modelWith({ textBlocks: [block('Handmade leather bags, made in Leeds.')] });
const listing = (extra: Parameters<typeof modelWith>[0] = {}) =>
  modelWith({ prices: [10, 20, 30, 40].map((n) => price(`$${n}`, n)), ...extra });

const cases: CheckCase[] = [
  {
    id: 'ECOM_001',
    pass: () => modelWith({ textBlocks: [block('Free shipping on orders over $50')] }),
    fail: shopText,
    passQuote: 'Free shipping',
  },
  {
    id: 'ECOM_002',
    pass: () => modelWith({ textBlocks: [block('Free returns within 30 days on every order')] }),
    fail: () =>
      modelWith({ textBlocks: [block('Returns accepted within 14 days; customer pays return postage')] }),
    passQuote: 'Free returns',
    failQuote: 'Returns accepted',
  },
  {
    id: 'ECOM_003',
    pass: () => modelWith({ images: [image('/img/visa.svg', { alt: 'Visa' })] }),
    fail: shopText,
    passQuote: 'Visa',
  },
  {
    id: 'ECOM_004',
    pass: () => modelWith({ textBlocks: [block('or 4 interest-free payments of $12.50 with Afterpay')] }),
    fail: shopText,
    passQuote: 'interest-free payments',
  },
  {
    id: 'ECOM_005',
    pass: () => modelWith({ links: [link('Cart (2)', 'https://example.com/cart', { region: 'header' })] }),
    fail: () => modelWith({ links: [link('View cart', 'https://example.com/cart', { region: 'footer' })] }),
    passQuote: 'Cart (2)',
    failQuote: 'View cart',
  },
  {
    id: 'ECOM_006',
    pass: () => modelWith({ links: [link('Track your order', 'https://example.com/pages/track')] }),
    fail: shopText,
    passQuote: 'Track your order',
  },
  {
    id: 'ECOM_007',
    pass: () => modelWith({ links: [link('Sale', 'https://example.com/collections/sale')] }),
    fail: () => modelWith({ links: [link('Bags', 'https://example.com/collections/bags')] }),
    passQuote: 'Sale',
  },
  {
    id: 'ECOM_008',
    pass: () => modelWith({ links: [link('Gift cards', 'https://example.com/gift-cards')] }),
    fail: shopText,
    passQuote: 'Gift cards',
  },
  {
    id: 'ECOM_009',
    pass: () => modelWith({ links: [link('Delivery information', 'https://example.com/pages/info')] }),
    fail: () => modelWith({ links: [link('About', 'https://example.com/about')] }),
    passQuote: 'Delivery information',
  },
  {
    id: 'ECOM_010',
    pass: () => modelWith({ textBlocks: [block('Shop our best sellers')] }),
    fail: shopText,
    passQuote: 'best sellers',
  },
  {
    id: 'ECOM_011',
    pass: () => listing({ forms: [form('other', [field('sort', { tag: 'select', label: 'Sort by' })])] }),
    fail: () => listing(),
    passQuote: 'Sort by',
    na: () => modelWith({ prices: [price('$10', 10)], ctas: [cta('Add to cart', 'cart')] }),
  },
  {
    id: 'ECOM_012',
    pass: () => modelWith({ textBlocks: [block('We ship worldwide from our Leeds workshop.')] }),
    fail: shopText,
    passQuote: 'We ship worldwide',
  },
];

describe('ecommerce checks', () => {
  it('numbers ECOM_001..ECOM_012 with no gaps', () => {
    assertSequentialIds(checks, 'ECOM', 12);
  });

  it.each(cases)('$id passes on a store page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('ecommerce');
    expect(check.industries).toEqual(['ecommerce']);
    assertMetadata(check);
    assertCase(check, c);
  });

  it('fails ECOM_002 as absent when returns are not mentioned at all', () => {
    const out = getCheck('ECOM_002')!.run(modelWith());
    expect(out.status).toBe('fail');
    if (out.status !== 'not_applicable') expect(out.evidence[0].absent).toMatch(/free-returns/);
  });
});

describe('ECOM_001 reads free shipping announced in a banner image or a link to its terms', () => {
  const run = (model: ReturnType<typeof modelWith>) => getCheck('ECOM_001')!.run(model);

  it('passes on a promo banner whose alt text offers free shipping, and on a link to the free-shipping terms', () => {
    const banner = modelWith({
      images: [image('/banners/promo4.jpg', { alt: 'Free Shipping and Bonus Gift with Refills' })],
    });
    expect(run(banner)).toMatchObject({ status: 'pass', observed: 'free shipping announced in an image' });
    const terms = modelWith({
      links: [link('Shipping offer', 'https://shop.example.com/free-shipping.html')],
    });
    expect(run(terms)).toMatchObject({ status: 'pass', observed: 'free shipping terms linked' });
  });

  it('still fails on a shop whose images and links say nothing of it', () => {
    const plain = modelWith({
      images: [image('/img/bag.jpg', { alt: 'Leather bag' })],
      links: [link('Shipping rates', 'https://shop.example.com/shipping.html')],
    });
    expect(run(plain).status).toBe('fail');
  });
});
