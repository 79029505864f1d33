import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/retention/index.js';
import type { Link, SocialLink, TextBlock } from '../../../lib/engine/model/page-model.js';
import { located, modelWith } from '../../support/model-fixture.js';
import {
  describeChecks,
  expectCompleteMetadata,
  expectSequentialIds,
  type CheckCase,
} from './c-check-cases.js';

function link(text: string, href: string, internal = true): Link {
  return { ...located(), href, text, name: text, kind: 'page', internal, newTab: false, rel: [] };
}

function social(network: string, href: string): SocialLink {
  return { ...located({ region: 'footer' }), network, href };
}

function block(text: string): TextBlock {
  return { ...located(), tag: 'p', text, words: text.split(' ').length };
}

const cases: CheckCase[] = [
  {
    id: 'RET_001',
    pass: () => modelWith({ links: [link('Log in', 'https://app.example.com/login')] }),
    fail: () => modelWith({ links: [link('Pricing', 'https://example.com/pricing')] }),
    passEvidence: { quote: 'Log in' },
    failEvidence: { absent: true },
  },
  {
    id: 'RET_002',
    pass: () =>
      modelWith({
        socialLinks: [
          social('instagram', 'https://instagram.com/acme'),
          social('facebook', 'https://facebook.com/acme'),
        ],
      }),
    fail: () => modelWith({ links: [link('Follow us', 'https://www.instagram.com/acme', false)] }),
    passEvidence: { quote: 'facebook: https://facebook.com/acme' },
    failEvidence: { quote: 'instagram: https://www.instagram.com/acme' },
  },
  {
    id: 'RET_003',
    pass: () => modelWith({ links: [link('Community', 'https://community.example.com/')] }),
    fail: () => modelWith({ links: [link('Docs', 'https://example.com/docs')] }),
    passEvidence: { quote: 'Community' },
    failEvidence: { absent: true },
  },
  {
    id: 'RET_004',
    pass: () => modelWith({ textBlocks: [block('Join our rewards club and earn points on every order.')] }),
    fail: () => modelWith({ textBlocks: [block('Free delivery over $50.')] }),
    passEvidence: { quote: 'rewards club' },
    failEvidence: { absent: true },
  },
  {
    id: 'RET_005',
    pass: () => modelWith({ links: [link('Wishlist (2)', 'https://shop.example.com/wishlist')] }),
    fail: () => modelWith({ links: [link('Cart', 'https://shop.example.com/cart')] }),
    passEvidence: { quote: 'Wishlist (2)' },
    failEvidence: { absent: true },
  },
  {
    id: 'RET_006',
    pass: () => modelWith({ favicon: 'https://example.com/favicon.svg' }),
    fail: () => modelWith(),
    passEvidence: { quote: 'favicon.svg' },
    failEvidence: { absent: true },
  },
  {
    id: 'RET_007',
    pass: () =>
      modelWith({ textBlocks: [block('Subscribe & save 10% and get it delivered every 4 weeks.')] }),
    fail: () => modelWith({ textBlocks: [block('Add to cart')] }),
    passEvidence: { quote: 'Subscribe & save 10%' },
    failEvidence: { absent: true },
  },
];

describe('retention checks', () => {
  it('numbers RET_001..RET_007 without gaps', () => {
    expectSequentialIds(checks, 'RET', 7);
  });

  it('declares complete metadata for every check', () => {
    expectCompleteMetadata(checks, 'retention');
  });

  describeChecks(checks, cases);

  it('finds an icon-only wishlist link by its accessible name when the page text never mentions it', () => {
    const heart: Link = { ...link('', 'https://shop.example.com/wishlist'), name: 'Wishlist' };
    const model = modelWith({ text: 'Oak floors from $29 per box. Add to cart.', links: [heart] });
    const outcome = checks.find((c) => c.id === 'RET_005')!.run(model);
    expect(outcome).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'Wishlist', selector: heart.selector }],
    });
  });

  it('accepts a plain "Rewards" menu link as a loyalty programme', () => {
    const model = modelWith({ links: [link('Rewards', 'https://shop.example.com/category/rewards.do')] });
    const outcome = checks.find((c) => c.id === 'RET_004')!.run(model);
    expect(outcome).toMatchObject({
      status: 'pass',
      evidence: [{ quote: 'Rewards' }],
    });
  });
});
