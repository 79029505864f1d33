import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  cta,
  describeChecks,
  field,
  form,
  image,
  link,
  page,
  price,
  type CheckCase,
} from '../../support/check-kit/index.js';

const shopText = () => page({ textBlocks: [block('Handmade leather bags, made in Leeds.')] });
const listing = (extra: Parameters<typeof page>[0] = {}) =>
  page({ prices: [10, 20, 30, 40].map((n) => price(`$${n}`, n)), ...extra });

const cases: CheckCase[] = [
  {
    id: 'ECOM_001',
    pass: () => page({ textBlocks: [block('Free shipping on orders over $50')] }),
    fail: shopText,
    passQuote: 'Free shipping',
    failAbsent: true,
  },
  {
    id: 'ECOM_002',
    pass: () => page({ textBlocks: [block('Free returns within 30 days on every order')] }),
    fail: () =>
      page({ textBlocks: [block('Returns accepted within 14 days; customer pays return postage')] }),
    passQuote: 'Free returns',
    failQuote: 'Returns accepted',
  },
  {
    id: 'ECOM_003',
    pass: () => page({ images: [image('/img/visa.svg', { alt: 'Visa' })] }),
    fail: shopText,
    passQuote: 'Visa',
    failAbsent: true,
  },
  {
    id: 'ECOM_004',
    pass: () => page({ textBlocks: [block('or 4 interest-free payments of $12.50 with Afterpay')] }),
    fail: shopText,
    passQuote: 'interest-free payments',
    failAbsent: true,
  },
  {
    id: 'ECOM_005',
    pass: () => page({ links: [link('Cart (2)', 'https://example.com/cart', { region: 'header' })] }),
    fail: () => page({ links: [link('View cart', 'https://example.com/cart', { region: 'footer' })] }),
    passQuote: 'Cart (2)',
    failQuote: 'View cart',
  },
  {
    id: 'ECOM_006',
    pass: () => page({ links: [link('Track your order', 'https://example.com/pages/track')] }),
    fail: shopText,
    passQuote: 'Track your order',
    failAbsent: true,
  },
  {
    id: 'ECOM_007',
    pass: () => page({ links: [link('Sale', 'https://example.com/collections/sale')] }),
    fail: () => page({ links: [link('Bags', 'https://example.com/collections/bags')] }),
    passQuote: 'Sale',
    failAbsent: true,
  },
  {
    id: 'ECOM_008',
    pass: () => page({ links: [link('Gift cards', 'https://example.com/gift-cards')] }),
    fail: shopText,
    passQuote: 'Gift cards',
    failAbsent: true,
  },
  {
    id: 'ECOM_009',
    pass: () => page({ links: [link('Delivery information', 'https://example.com/pages/info')] }),
    fail: () => page({ links: [link('About', 'https://example.com/about')] }),
    passQuote: 'Delivery information',
    failAbsent: true,
  },
  {
    id: 'ECOM_010',
    pass: () => page({ textBlocks: [block('Shop our best sellers')] }),
    fail: shopText,
    passQuote: 'best sellers',
    failAbsent: true,
  },
  {
    id: 'ECOM_011',
    pass: () =>
      listing({
        forms: [form('other', [field('sort', { tag: 'select', label: 'Sort by', labelSource: 'aria' })])],
      }),
    fail: () => listing(),
    passQuote: 'Sort by',
    na: () => page({ prices: [price('$10', 10)], ctas: [cta('Add to cart', 'cart')] }),
    failAbsent: true,
  },
  {
    id: 'ECOM_012',
    pass: () => page({ textBlocks: [block('We ship worldwide from our Leeds workshop.')] }),
    fail: shopText,
    passQuote: 'We ship worldwide',
    failAbsent: true,
  },
];

describeChecks('ecommerce', cases);

describe('ecommerce checks', () => {
  it('fails ECOM_002 as absent when returns are not mentioned at all', () => {
    const out = check('ECOM_002').run(page());
    expect(out.status).toBe('fail');
    if (out.status !== 'not_applicable') expect(out.evidence[0].absent).toMatch(/free-returns/);
  });
});

describe('ECOM_001 reads free shipping announced in a banner image or a link to its terms', () => {
  const run = (model: ReturnType<typeof page>) => check('ECOM_001').run(model);

  it('passes on a promo banner whose alt text offers free shipping, and on a link to the free-shipping terms', () => {
    const banner = page({
      images: [image('/banners/promo4.jpg', { alt: 'Free Shipping and Bonus Gift with Refills' })],
    });
    expect(run(banner)).toMatchObject({ status: 'pass', observed: 'free shipping announced in an image' });
    const terms = page({
      links: [link('Shipping offer', 'https://shop.example.com/free-shipping.html')],
    });
    expect(run(terms)).toMatchObject({ status: 'pass', observed: 'free shipping terms linked' });
  });

  it('still fails on a shop whose images and links say nothing of it', () => {
    const plain = page({
      images: [image('/img/bag.jpg', { alt: 'Leather bag' })],
      links: [link('Shipping rates', 'https://shop.example.com/shipping.html')],
    });
    expect(run(plain).status).toBe('fail');
  });
});
