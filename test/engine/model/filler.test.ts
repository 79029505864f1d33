import { describe, expect, it } from 'vitest';
import { isFiller } from '../../../lib/engine/model/filler.js';

describe('isFiller', () => {
  it.each([
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    'Duis aute irure dolor in reprehenderit in voluptate velit.',
    'Duis autem vel eum iriure dolor in hendrerit in vulputate.',
    // generators draw on De finibus: no "lorem ipsum" anywhere
    'Quas ut distinctio tenetur animi, voluptatem accusantium.',
    'Numquam doloribus impedit at consectetur molestiae tempora.',
  ])('recognises template Latin by its words: %s', (text) => {
    expect(isFiller(text)).toBe(true);
  });

  it.each([
    // Latin that living languages write, mottos, and names that borrow a filler word
    'Ad hoc in situ, et cetera, per se.',
    'Veritas et Lux',
    'Graduated magna cum laude, alias minus the debt.',
    'Il est et il sera toujours là pour vous.',
    'Non è vero: nulla esse non sono.',
    'Tempor Technologies and Aliqua Systems',
    'The Lorem Ipsum generator we sell',
  ])('stays quiet on real words: %s', (text) => {
    expect(isFiller(text)).toBe(false);
  });

  it("takes a template shop's or theme author's credit for filler, not a credit line of the business", () => {
    expect(isFiller('A Free Bootstrap Theme by Start Bootstrap.')).toBe(true);
    expect(isFiller('Template by Colorlib')).toBe(true);
    expect(isFiller('Designed and built by our own team in Leeds')).toBe(false);
  });
});
