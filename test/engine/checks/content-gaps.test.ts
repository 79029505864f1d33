import { describe, expect, it } from 'vitest';
import {
  block,
  check,
  describeChecks,
  heading,
  image,
  link,
  page,
  type CheckCase,
  video,
} from '../../support/check-kit/index.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const cases: CheckCase[] = [
  {
    id: 'PAGE_001',
    pass: () =>
      page({
        textBlocks: [block(words(1300))],
        links: ['Sizes', 'Delivery', 'Returns'].map((t) =>
          link(t, `https://example.com/#${t.toLowerCase()}`),
        ),
      }),
    fail: () => page({ textBlocks: [block(words(1300))], links: [link('Top', 'https://example.com/#top')] }),
    passQuote: 'Delivery',
    na: () => page({ textBlocks: [block(words(500))] }),
    failAbsent: true,
  },
  {
    id: 'PAGE_002',
    pass: () =>
      page({
        textBlocks: [block('By Maria Lopez'), block('Published March 3, 2024'), block(words(300))],
      }),
    fail: () => page({ textBlocks: [block('By Maria Lopez'), block(words(300))] }),
    passQuote: 'By Maria Lopez',
    na: () => page({ textBlocks: [block(words(50))] }),
    failAbsent: true,
  },
  {
    id: 'PAGE_003',
    pass: () => page({ links: [link('Read more', 'https://example.com/blog/post-1')] }),
    fail: () => page({ links: [link('Pricing', 'https://example.com/pricing')] }),
    passQuote: 'Read more',
    failAbsent: true,
  },
  {
    id: 'PAGE_004',
    pass: () => page({ headings: [heading('Why teams switch')], textBlocks: [block(words(320))] }),
    fail: () => page({ textBlocks: [block(words(400)), block('short one')] }),
    passQuote: 'Why teams switch',
    failQuote: 'word0 word1',
    na: () => page({ textBlocks: [block(words(120))] }),
  },
  {
    id: 'PAGE_005',
    pass: () => page({ textBlocks: [block('$25 provides clean water for a family for a year.')] }),
    fail: () => page({ textBlocks: [block('Please give generously today.')] }),
    passQuote: '$25 provides clean water',
    failAbsent: true,
  },
  {
    id: 'PAGE_006',
    pass: () =>
      page({
        textBlocks: [
          block(words(300)),
          ...['Free returns', 'Ships in 24 hours', 'Two-year warranty'].map((t) => block(t, { tag: 'li' })),
        ],
      }),
    fail: () => page({ textBlocks: [block(words(320))] }),
    passQuote: 'Ships in 24 hours',
    na: () => page({ textBlocks: [block(words(100))] }),
    failAbsent: true,
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
      return page({ headings: [a, c, e], textBlocks: [b, d] });
    },
    fail: () => page({ headings: [heading('Features'), heading('Pricing'), heading('FAQ')] }),
    passQuote: 'Features',
    failQuote: 'Features',
  },
  {
    id: 'PAGE_008',
    pass: () => page({ images: [image('/shoe-front.jpg'), image('/shoe-side.jpg')] }),
    fail: () => page({ images: [image('/logo.png', { isLogo: true }), image('/hero.jpg')] }),
    passQuote: '/shoe-front.jpg',
    failQuote: '/hero.jpg',
  },
  {
    id: 'PAGE_009',
    pass: () => page({ videos: [video('https://www.youtube.com/embed/abc')] }),
    fail: () => page(),
    passObserved: 'the first youtube',
    failAbsent: true,
  },
  {
    id: 'PAGE_010',
    pass: () => page({ links: [link('Customer service', 'https://example.com/pages/cs')] }),
    fail: () => page({ links: [link('Home', 'https://example.com/')] }),
    passQuote: 'Customer service',
    failAbsent: true,
  },
];

describeChecks('content-gaps', cases);

describe('content-gaps checks', () => {
  it('counts a heading that introduces deeper sub-sections as not empty', () => {
    const services = heading('Services');
    const roofing = heading('Roofing', 3);
    const roofCopy = block('Roof repairs.');
    const gutters = heading('Gutters', 3);
    const gutterCopy = block('Gutter cleaning.');
    const about = heading('About');
    const model = page({
      headings: [services, roofing, gutters, about],
      textBlocks: [roofCopy, gutterCopy],
    });
    expect(check('PAGE_007').run(model).status).toBe('pass');
  });
});
