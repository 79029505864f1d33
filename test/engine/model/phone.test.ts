import { describe, expect, it } from 'vitest';
import { hasPhoneNumber, phoneMatches } from '../../../lib/engine/model/phone.js';
import { snippetModel } from './corpus-models.js';

describe('one vocabulary for phone numbers', () => {
  it.each([
    ['416 939 1530'],
    ['(512)897-1849'],
    ['1-800-555-0199'],
    ['Free Consultation 303.333.PAUL'],
    ['1-800-FLOWERS'],
    ['(800) FLOWERS'],
    ['+49 30 1234567'],
    ['+44 (0)20 7946 0958'],
    ['0344 482 4000'],
    ['Phone: 057 9352105'],
    ['01 23 45 67 89'],
    ['Tel. 00 44 20 7946 0958'],
  ])('reads %s as a phone number', (text) => {
    expect(hasPhoneNumber(text)).toBe(true);
  });

  it('reads a French number with its (0) to the end', () => {
    expect(phoneMatches('Téléphone : +33 (0)3 86 67 05 95')).toEqual(['+33 (0)3 86 67 05 95']);
  });

  it.each([
    ['© 2012-2026'],
    ['Updated 01.12.2015'],
    ['2015-12-01'],
    ['Order no. 0 5 10'],
    ['Price 1.299,00 €'],
    ['Product code 4006381333931'],
    // after the international prefix 00 a country code and a whole national number follow
    ['Article Number : 003.025.02'],
    ['555'],
    // vanity letters after a plain space: a street address in capitals
    ['400 CENTRAL PARK WEST, #15K'],
    ['100 MADISON AVENUE'],
  ])('does not read %s as one', (text) => {
    expect(phoneMatches(text)).toEqual([]);
  });

  it('finds a vanity number for the contacts, so no check says no phone number is shown', () => {
    const model = snippetModel(
      '<main><h1>Car wreck cases, big and small</h1><a class="btn" href="/consult">Free Consultation 303.333.PAUL</a></main>',
    );
    expect(model.contacts.filter((c) => c.kind === 'phone').map((c) => c.value)).toEqual(['303.333.PAUL']);
  });
});
