import { describe, expect, it } from 'vitest';
import type { Link, SocialLink } from '../../../lib/engine/model/page-model.js';
import {
  block,
  check,
  describeChecks,
  link,
  located,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

const pageLink = (text: string, href: string, internal = true) =>
  link(text, href, { kind: 'page', internal });

function social(network: string, href: string): SocialLink {
  return { ...located({ region: 'footer' }), network, href };
}

const cases: CheckCase[] = [
  {
    id: 'RET_001',
    pass: () => page({ links: [pageLink('Log in', 'https://app.example.com/login')] }),
    fail: () => page({ links: [pageLink('Pricing', 'https://example.com/pricing')] }),
    passQuote: 'Log in',
    failAbsent: true,
  },
  {
    id: 'RET_002',
    pass: () =>
      page({
        socialLinks: [
          social('instagram', 'https://instagram.com/acme'),
          social('facebook', 'https://facebook.com/acme'),
        ],
      }),
    fail: () => page({ links: [pageLink('Follow us', 'https://www.instagram.com/acme', false)] }),
    passObserved: 'facebook',
    failQuote: 'Follow us',
    failObserved: 'instagram',
  },
  {
    id: 'RET_003',
    pass: () => page({ links: [pageLink('Community', 'https://community.example.com/')] }),
    fail: () => page({ links: [pageLink('Docs', 'https://example.com/docs')] }),
    passQuote: 'Community',
    failAbsent: true,
  },
  {
    id: 'RET_004',
    pass: () => page({ textBlocks: [block('Join our rewards club and earn points on every order.')] }),
    fail: () => page({ textBlocks: [block('Free delivery over $50.')] }),
    passQuote: 'rewards club',
    failAbsent: true,
  },
  {
    id: 'RET_005',
    pass: () => page({ links: [pageLink('Wishlist (2)', 'https://shop.example.com/wishlist')] }),
    fail: () => page({ links: [pageLink('Cart', 'https://shop.example.com/cart')] }),
    passQuote: 'Wishlist (2)',
    failAbsent: true,
  },
  {
    id: 'RET_006',
    pass: () => page({ favicon: 'https://example.com/favicon.svg' }),
    fail: () => page(),
    passQuote: 'favicon.svg',
    failAbsent: true,
  },
  {
    id: 'RET_007',
    pass: () => page({ textBlocks: [block('Subscribe & save 10% and get it delivered every 4 weeks.')] }),
    fail: () => page({ textBlocks: [block('Add to cart')] }),
    passQuote: 'Subscribe & save 10%',
    failAbsent: true,
  },
];

describeChecks('retention', cases);

describe('retention checks', () => {
  it('finds an icon-only wishlist link by its accessible name when the page text never mentions it', () => {
    const heart: Link = { ...link('', 'https://shop.example.com/wishlist'), name: 'Wishlist' };
    const model = page({ text: 'Oak floors from $29 per box. Add to cart.', links: [heart] });
    const outcome = check('RET_005').run(model);
    expect(outcome).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'Wishlist', selector: heart.selector }],
    });
  });

  it('accepts a plain "Rewards" menu link as a loyalty programme', () => {
    const model = page({ links: [pageLink('Rewards', 'https://shop.example.com/category/rewards.do')] });
    const outcome = check('RET_004').run(model);
    expect(outcome).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'Rewards' }],
    });
  });
});
