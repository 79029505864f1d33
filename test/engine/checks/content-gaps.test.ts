import { describe, expect, it } from 'vitest';
import checks from '../../../lib/engine/checks/groups/content-gaps/index.js';
import { modelWith } from '../../support/model-fixture.js';
import {
  assertCase,
  assertMetadata,
  assertSequentialIds,
  block,
  heading,
  image,
  link,
  video,
  type CheckCase,
} from '../../support/d-model-parts.js';

const getCheck = (id: string) => checks.find((c) => c.id === id);

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const cases: CheckCase[] = [
  {
    id: 'PAGE_001',
    pass: () =>
      modelWith({
        textBlocks: [block(words(1300))],
        links: ['Sizes', 'Delivery', 'Returns'].map((t) =>
          link(t, `https://example.com/#${t.toLowerCase()}`),
        ),
      }),
    fail: () =>
      modelWith({ textBlocks: [block(words(1300))], links: [link('Top', 'https://example.com/#top')] }),
    passQuote: 'Delivery',
    na: () => modelWith({ textBlocks: [block(words(500))] }),
  },
  {
    id: 'PAGE_002',
    pass: () =>
      modelWith({
        textBlocks: [block('By Maria Lopez'), block('Published March 3, 2024'), block(words(300))],
      }),
    fail: () => modelWith({ textBlocks: [block('By Maria Lopez'), block(words(300))] }),
    passQuote: 'By Maria Lopez',
    na: () => modelWith({ textBlocks: [block(words(50))] }),
  },
  {
    id: 'PAGE_003',
    pass: () => modelWith({ links: [link('Read more', 'https://example.com/blog/post-1')] }),
    fail: () => modelWith({ links: [link('Pricing', 'https://example.com/pricing')] }),
    passQuote: 'Read more',
  },
  {
    id: 'PAGE_004',
    pass: () => modelWith({ headings: [heading('Why teams switch')], textBlocks: [block(words(320))] }),
    fail: () => modelWith({ textBlocks: [block(words(400)), block('short one')] }),
    passQuote: 'Why teams switch',
    failQuote: 'word0 word1',
    na: () => modelWith({ textBlocks: [block(words(120))] }),
  },
  {
    id: 'PAGE_005',
    pass: () => modelWith({ textBlocks: [block('$25 provides clean water for a family for a year.')] }),
    fail: () => modelWith({ textBlocks: [block('Please give generously today.')] }),
    passQuote: '$25 provides clean water',
  },
  {
    id: 'PAGE_006',
    pass: () =>
      modelWith({
        textBlocks: [
          block(words(300)),
          ...['Free returns', 'Ships in 24 hours', 'Two-year warranty'].map((t) => block(t, { tag: 'li' })),
        ],
      }),
    fail: () => modelWith({ textBlocks: [block(words(320))] }),
    passQuote: 'Ships in 24 hours',
    na: () => modelWith({ textBlocks: [block(words(100))] }),
  },
  {
    id: 'PAGE_007',
    pass: () => {
      // Built in document order: heading, its copy, next heading...
      const [a, b, c, d, e] = [
        heading('Features'),
        block('Sync calendars.'),
        heading('Pricing'),
        block('$9.'),
        heading('FAQ'),
      ];
      return modelWith({ headings: [a, c, e], textBlocks: [b, d] });
    },
    fail: () => modelWith({ headings: [heading('Features'), heading('Pricing'), heading('FAQ')] }),
    passQuote: 'Features',
    failQuote: 'Features',
  },
  {
    id: 'PAGE_008',
    pass: () => modelWith({ images: [image('/shoe-front.jpg'), image('/shoe-side.jpg')] }),
    fail: () => modelWith({ images: [image('/logo.png', { isLogo: true }), image('/hero.jpg')] }),
    passQuote: '/shoe-front.jpg',
    failQuote: '/hero.jpg',
  },
  {
    id: 'PAGE_009',
    pass: () => modelWith({ videos: [video('https://www.youtube.com/embed/abc')] }),
    fail: () => modelWith(),
    passQuote: 'youtube.com/embed/abc',
  },
  {
    id: 'PAGE_010',
    pass: () => modelWith({ links: [link('Customer service', 'https://example.com/pages/cs')] }),
    fail: () => modelWith({ links: [link('Home', 'https://example.com/')] }),
    passQuote: 'Customer service',
  },
];

describe('content-gaps checks', () => {
  it('numbers PAGE_001..PAGE_010 with no gaps', () => {
    assertSequentialIds(checks, 'PAGE', 10);
  });

  it.each(cases)('$id passes on a page that has it and fails on one that lacks it', (c) => {
    const check = getCheck(c.id)!;
    expect(check.group).toBe('content-gaps');
    assertMetadata(check);
    assertCase(check, c);
  });

  it('counts a heading that introduces deeper sub-sections as not empty', () => {
    const services = heading('Services');
    const roofing = heading('Roofing', 3);
    const roofCopy = block('Roof repairs.');
    const gutters = heading('Gutters', 3);
    const gutterCopy = block('Gutter cleaning.');
    const about = heading('About');
    const model = modelWith({
      headings: [services, roofing, gutters, about],
      textBlocks: [roofCopy, gutterCopy],
    });
    expect(getCheck('PAGE_007')!.run(model).status).toBe('pass');
  });
});
