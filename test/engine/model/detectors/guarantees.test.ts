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

describe('risk reversals in the languages the checks read', () => {
  it.each([
    ['Geld-zurück-Garantie: 30 Tage', 'money-back'],
    ['Satisfait ou remboursé', 'money-back'],
    ['30 Tage Rückgaberecht', 'free-returns'],
    ['Retours gratuits sous 30 jours', 'free-returns'],
    ['2 Jahre Garantie auf alle Geräte', 'warranty'],
    ['Versandkostenfrei ab 50 €', 'free-shipping'],
    ['Spedizione gratuita in 24 ore', 'free-shipping'],
    ['Envío gratis a partir de 30 €', 'free-shipping'],
    ['Darmowa dostawa od 100 zł', 'free-shipping'],
    ['Kostenlose Stornierung bis 14 Tage vor Anreise', 'cancel-anytime'],
    // the bare word, as "Warranty: 2 years" reads in English: a spec table's row, a description's line
    ['Garantía: Contra defecto de fabricación', 'warranty'],
    ['Gwarancja na mechanizm (w latach) 5', 'warranty'],
    ['Garanzia: 24 mesi', 'warranty'],
  ])('reads "%s" as %s', (text, kind) => {
    expect(snippetModel(`<main><h1>Shop</h1><p>${text}</p></main>`).guarantees.map((g) => g.kind)).toContain(
      kind,
    );
  });

  it('does not read a plain mention of delivery or a price as one', () => {
    expect(snippetModel('<main><p>Lieferung in 3-5 Werktagen. Preis 49,00 €.</p></main>').guarantees).toEqual(
      [],
    );
  });
});
