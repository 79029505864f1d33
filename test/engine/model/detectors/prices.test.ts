import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../../lib/engine/model/detectors/prices.js';
import { corpusModel, snippetModel } from '../corpus-models.js';

describe('detectPrices', () => {
  it('reads symbols and codes before or after the amount, with thousands separators', () => {
    const model = snippetModel(
      '<p>Now $1,299.99 only</p><p>Prix: 49,90 €</p><p>£15</p><p>USD 20</p><p>₹ 2,499</p><p>¥3000</p><p>1.299,00 EUR</p>',
    );
    expect(model.prices.map((p) => [p.amount, p.currency])).toEqual([
      [1299.99, 'USD'],
      [49.9, 'EUR'],
      [15, 'GBP'],
      [20, 'USD'],
      [2499, 'INR'],
      [3000, 'JPY'],
      [1299, 'EUR'],
    ]);
  });

  it('reads the billing period after the amount', () => {
    const model = snippetModel(
      '<div><span>$29</span><span>/mo</span></div><p>$290 per year</p><p>$9 a week</p><p>$49 one-time</p><p>$12/month billed annually</p><p>$5</p>',
    );
    expect(model.prices.map((p) => p.period)).toEqual(['month', 'year', 'week', 'one-time', 'month', null]);
  });

  it('marks crossed-out and "was" prices as compare-at, and not discounts', () => {
    const model = snippetModel(
      '<p><del>$80</del> $60</p><p><s>$10</s></p><span class="old-price">$45</span><p>Was $30, now $20</p><p>Get $50 off today</p>',
    );
    expect(model.prices.map((p) => [p.amount, p.isCompareAt])).toEqual([
      [60, false],
      [80, true],
      [10, true],
      [45, true],
      [30, true],
      [20, false],
      [50, false],
    ]);
  });

  it('joins a price split over several elements', () => {
    const model = snippetModel(
      '<div class="price"><span class="sym">$</span><span class="whole">19</span><span class="frac">.99</span></div>',
    );
    expect(model.prices).toHaveLength(1);
    expect(model.prices[0]).toMatchObject({ amount: 19.99, currency: 'USD' });
  });

  it('ignores numbers without a currency, hours like "hrs 9" and hidden prices', () => {
    const model = snippetModel(
      '<p>Order within 20 hrs 9 mins. Since 1989, 500 customers.</p><p hidden>$99</p>',
    );
    expect(model.prices).toEqual([]);
  });

  it('keeps a few words of context and the element selector', () => {
    const model = snippetModel('<p id="offer">The starter kit costs only $49 today.</p>');
    expect(model.prices[0].context).toContain('starter kit costs only $49 today.');
    expect(model.prices[0].selector).toBe('#offer');
  });

  it('uses the site country for a bare dollar sign', () => {
    const model = snippetModel('<p>$20</p>', { url: 'https://shop.example.ca/' });
    expect(model.prices[0].currency).toBe('CAD');
  });

  it('finds the Amazon Kindle book prices in USD', () => {
    const model = corpusModel('amazon-kindle-book-pdp');
    expect(model.prices.length).toBeGreaterThan(5);
    expect(model.prices.every((p) => p.currency === 'USD')).toBe(true);
  });
});

describe('parseAmount', () => {
  it('reads US and European separators', () => {
    expect(parseAmount('1,299.99')).toBe(1299.99);
    expect(parseAmount('1.299,99')).toBe(1299.99);
    expect(parseAmount('49,90')).toBe(49.9);
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('1.000.000')).toBe(1000000);
    expect(parseAmount('19')).toBe(19);
  });
});

describe('detectPrices without a currency', () => {
  it('reads an amount after a price word as a price with no currency', () => {
    const model = snippetModel(
      '<p>Price: 49.99</p><div><span>Cost:</span> <span>120</span></div><p>Order total: 15.50</p>',
    );
    expect(model.prices.map((p) => [p.text, p.amount, p.currency])).toEqual([
      ['49.99', 49.99, null],
      ['120', 120, null],
      ['15.50', 15.5, null],
    ]);
  });

  it('reads a labelled amount in a short box that also holds the buy button', () => {
    const model = snippetModel(
      '<div class="add-on"><h3>Gift wrapping</h3><p>Price: 49.99</p><button>Add to cart</button></div>',
    );
    expect(model.prices.map((p) => [p.text, p.currency, p.selector])).toEqual([
      ['49.99', null, 'html > body > div > p'],
    ]);
  });

  it('reads an amount held by a price class or itemprop', () => {
    const model = snippetModel(
      '<div class="product-price">75</div><span itemprop="price" content="12.00">12.00</span>',
    );
    expect(model.prices.map((p) => [p.amount, p.currency])).toEqual([
      [75, null],
      [12, null],
    ]);
  });

  it('reads an amount with cents beside an add-to-cart button', () => {
    const model = snippetModel(
      '<div class="buy-box"><h1>Leather bag</h1><span>49.99</span><button>Add to cart</button></div>',
    );
    expect(model.prices.map((p) => [p.text, p.currency])).toEqual([['49.99', null]]);
    expect(model.prices[0]?.context).toContain('Add to cart');
  });

  it('leaves counts, years, sizes and percentages alone', () => {
    const model = snippetModel(
      '<p>Total 5 items</p><p>Founded in 1999 with 250 staff</p><p>Total: 3</p><p>Price 20% lower</p>' +
        '<div class="price-filter"><span>10</span><span>500</span></div><p>4.50</p><p>Rated 4.99 by users</p>',
    );
    expect(model.prices).toEqual([]);
  });

  it('does not read the parts of a price with a currency again', () => {
    const model = snippetModel('<div class="price"><span>$</span><span>19</span><span>.99</span></div>');
    expect(model.prices.map((p) => p.currency)).toEqual(['USD']);
  });
});
