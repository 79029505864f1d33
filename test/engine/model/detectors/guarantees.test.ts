import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectGuarantees', () => {
  it('finds each kind of risk reversal with its number of days', () => {
    const model = snippetModel(`<ul>
      <li>30-day money-back guarantee</li><li>Free returns within 60 days</li><li>2-year warranty on every frame</li>
      <li>14-day free trial</li><li>No credit card required</li><li>Cancel anytime</li><li>Free shipping on orders over $50</li></ul>`);
    expect(model.guarantees.map((g) => [g.kind, g.days])).toEqual([
      ['money-back', 30],
      ['free-returns', 60],
      ['warranty', 730],
      ['free-trial', 14],
      ['no-card', null],
      ['cancel-anytime', null],
      ['free-shipping', null],
    ]);
  });

  it('reads a guarantee split over inline elements as one sentence', () => {
    const model = snippetModel('<p><strong>100%</strong> satisfaction guaranteed or your money back.</p>');
    expect(model.guarantees[0]).toMatchObject({
      kind: 'money-back',
      text: '100% satisfaction guaranteed or your money back.',
    });
  });

  it('finds nothing on a page without promises', () => {
    expect(snippetModel('<p>We make shoes in Portugal.</p>').guarantees).toEqual([]);
  });
});
