import { describe, expect, it } from 'vitest';
import {
  misspelledWords,
  slipsIn,
  spellingLanguage,
} from '../../../../lib/engine/checks/signals/spelling.js';
import type { PageModel } from '../../../../lib/engine/model/page-model.js';
import { block, cta, heading, link, logo, page } from '../../../support/check-kit/index.js';

function inLanguage(code: string, over: Partial<PageModel>): PageModel {
  return page({ ...over, language: { code, source: 'content', declared: code } });
}

const words = (model: PageModel) => misspelledWords(model).map((m) => [m.word, m.suggestion, m.role]);

describe('misspelledWords', () => {
  it('finds slips in headings, buttons and navigation, with the closest word', () => {
    const model = inLanguage('en', {
      headings: [heading('Book an Appoinment today', 1, { selector: 'h1' })],
      ctas: [cta('Emegency call-out', 'contact', { selector: '#hero a.btn', element: 'button' })],
      links: [link('Our Servises', 'https://acme.com/services', { region: 'nav', selector: 'nav a' })],
      nav: {
        present: true,
        items: [{ text: 'Our Servises', href: 'https://acme.com/services' }],
        hasSearch: false,
        sticky: null,
        hasLogoLinkHome: false,
      },
    });
    expect(words(model)).toEqual([
      ['Appoinment', 'Appointment', 'heading'],
      ['Emegency', 'Emergency', 'button'],
      ['Servises', 'Services', 'nav'],
    ]);
    const first = misspelledWords(model)[0];
    expect(first.text).toBe('Book an Appoinment today');
    expect(first.selector).toBe('h1');
  });

  it('prefers the word with the dropped letter put back ("Commited" -> "Committed")', () => {
    const model = inLanguage('en', { headings: [heading('We are commited to quality')] });
    expect(words(model)).toEqual([['commited', 'committed', 'heading']]);
  });

  it('stays quiet on codes, acronyms, camel case, brands, names and words the page repeats', () => {
    const model = inLanguage('en', {
      url: 'https://www.zentrik.com/',
      finalUrl: 'https://www.zentrik.com/',
      headings: [
        heading('Zentrik keeps your HVAC running'), // the brand, from the host name
        heading('Meet the XR500-B and the SKU4411'), // product codes
        heading('Works with HubSpot and iPhone'), // capitals inside
        heading('Ask Marleigh about delivery'), // a name: capitalised inside a sentence
        heading('Acmetronics parts'), // the logo's name
        heading('Flurbix adapters'), // far from every word: a name, not a slip
        heading('Colour and organisation'), // British spelling
        heading('Grommex installs'), // repeated on the page
      ],
      logos: [logo('Acmetronics', { context: 'brand' })],
      textBlocks: [block('Grommex grommex grommex grommex everywhere.')],
    });
    expect(words(model)).toEqual([]);
  });

  it('stays quiet on closed compounds, names, language menus and grids of names (seen on real pages)', () => {
    const grid = (name: string, i: number) =>
      heading(name, 4, { selector: `#staff > div:nth-of-type(${i}) > h4` });
    const model = inLanguage('en', {
      headings: [
        heading('Plumbers available for afterhours jobs'),
        heading('Bathroom Deadwall repairs'),
        heading('Loyalty 3.0 by Rajat Paharia'), // several unknown words: a name
        heading('Olivas Rellenas'), // a dish in another language
        heading('Talk to Philipp Stracker'), // beside a known first name
        ...['michaelk', 'aristath', 'Jane Doe', 'Stevenx Kowalsky'].map(grid),
      ],
      links: [link('Italiano', 'https://acme.com/it', { region: 'nav', selector: 'nav a.it' })],
      nav: {
        present: true,
        items: [{ text: 'Italiano', href: 'https://acme.com/it' }],
        hasSearch: false,
        sticky: null,
        hasLogoLinkHome: false,
      },
    });
    expect(words(model)).toEqual([]);
  });

  it('still finds one slip among the items of a grid', () => {
    const grid = (name: string, i: number) =>
      heading(name, 3, { selector: `#services > div:nth-of-type(${i}) > h3` });
    const model = inLanguage('en', {
      headings: ['Drain cleaning', 'Water heaters', 'Telecomunication repairs', 'Boiler service'].map(grid),
    });
    expect(words(model)).toEqual([['Telecomunication', 'Telecommunication', 'heading']]);
  });

  it('judges words of a line set in capitals, but not acronyms in a mixed line', () => {
    const caps = inLanguage('en', { headings: [heading('OUR SERVISES')] });
    expect(words(caps)).toEqual([['SERVISES', 'Services', 'heading']]);
    const acronym = inLanguage('en', { headings: [heading('Certified by the NAPWX')] });
    expect(words(acronym)).toEqual([]);
  });

  it('reads German compounds, and English words on a German page', () => {
    const model = inLanguage('de', {
      headings: [
        heading('Öffnungszeiten der Zahnarztpraxis'),
        heading('Newsletter und Shop'),
        heading('Unsere Angebotte'),
      ],
    });
    expect(words(model)).toEqual([['Angebotte', 'Angebote', 'heading']]);
  });

  it('reads French elisions and Spanish words', () => {
    const fr = inLanguage('fr', {
      headings: [
        heading("Réservez l'équipe d'urgence"),
        heading('Prenez rendez-vous'),
        heading('Nos servises'),
      ],
    });
    expect(words(fr).map((w) => w[0])).toEqual(['servises']);
    const es = inLanguage('es', { headings: [heading('Reserva tu cita de urgensia')] });
    expect(words(es)).toEqual([['urgensia', 'urgencia', 'heading']]);
  });

  it('reads nothing but headings, buttons and navigation, and skips what the page hides', () => {
    const model = inLanguage('en', {
      textBlocks: [block('A paragraph with an appoinment in it.')],
      headings: [heading('Hidden appoinment', 2, { selector: '#modal h2' })],
      concealed: ['#modal h2'],
    });
    expect(words(model)).toEqual([]);
  });

  it('judges no page in a language without a dictionary, nor of unknown language', () => {
    const it_ = inLanguage('it', { headings: [heading('Prenota un appuntamentto')] });
    expect(spellingLanguage(it_)).toBeNull();
    expect(misspelledWords(it_)).toEqual([]);
    const unknown = page({ headings: [heading('Book an appoinment')] });
    expect(misspelledWords(unknown)).toEqual([]);
  });

  it('is memoised per model', () => {
    const model = inLanguage('en', { headings: [heading('Book an appoinment')] });
    expect(misspelledWords(model)).toBe(misspelledWords(model));
  });
});

describe('slipsIn', () => {
  it('finds the slips of sentences a rewrite may quote, and clears names, brands and codes in them', () => {
    const model = inLanguage('en', {
      url: 'https://www.zentrik.com/',
      finalUrl: 'https://www.zentrik.com/',
      textBlocks: [block('As always, Zentrik has a powerful collectin of free templates.')],
    });
    expect(
      slipsIn(model, [
        'As always, Zentrik has a powerful collectin of free templates.',
        'Ask Marleigh about the XR500-B and our HubSpot integration.',
      ]),
    ).toEqual(['collectin']);
  });

  it('says nothing when the page has no dictionary for its language', () => {
    const model = inLanguage('pl', { textBlocks: [block('Zestaw podtynkowy collectin')] });
    expect(slipsIn(model, ['a powerful collectin'])).toEqual([]);
  });
});
