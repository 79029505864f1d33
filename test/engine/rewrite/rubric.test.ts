import { describe, expect, it } from 'vitest';
import { improvement, judgeCopy, type RubricContext } from '../../../lib/engine/rewrite/rubric.js';

const en: RubricContext = { language: 'en', names: ['Formly'] };

describe('judgeCopy', () => {
  it('calls copy good when it names the offer, fits, has no filler and is in the page language', () => {
    const j = judgeCopy('Build forms faster without code with Formly', 'headline', en);

    expect(j.good).toBe(true);
    expect(j.named).toEqual(['names “Formly”', 'names an outcome']);
    expect(j.points.specific).toBe(2);
  });

  it('finds what is worse in a candidate than a clear headline ("Learn more here – with <brand>")', () => {
    const original = judgeCopy('Build forms faster without code', 'headline', en);
    const candidate = judgeCopy('Learn more here – with Formly', 'headline', en);

    expect(original.good).toBe(true);
    expect(candidate.good).toBe(false);
    expect(candidate.misses.no_filler).toBe('“Learn more”');
    expect(improvement(original, candidate)).toBeNull();
  });

  it.each([
    ['Welcome to Formly', 'headline', 'no_filler'],
    ['Lorem ipsum dolor sit amet', 'subheadline', 'no_filler'],
    ['Call 555-201-3344 for a quote today', 'subheadline', 'no_filler'],
    [
      'dallas website design. custom website design. graphics. social media. advertising.',
      'headline',
      'no_filler',
    ],
    ['OUR FAVORITES | Douglas', 'meta_title', 'no_filler'],
    ['Submit', 'primary_cta', 'specific'],
    ['Formly form builder.', 'meta_description', 'length'],
    ['Build forms faster without code, for every team.', 'meta_description', 'action'],
    ['Erstellen Sie Formulare schneller und ohne Code mit Formly und der App', 'headline', 'language'],
  ] as const)('calls “%s” (%s) weak on %s', (text, element, criterion) => {
    const j = judgeCopy(text, element, en);

    expect(j.good).toBe(false);
    expect(j.misses[criterion]).toBeTruthy();
  });

  it.each([
    ['Start my trial', 'primary_cta'],
    ['Add to cart', 'primary_cta'],
    ['Give Us A Call: 206-588-2075', 'primary_cta'],
    ['Start Learning Now', 'primary_cta'],
    ['Get in touch', 'primary_cta'],
    ['Formly helps you build forms faster without code. Start your trial.', 'meta_description'],
  ] as const)('calls “%s” (%s) good', (text, element) => {
    expect(judgeCopy(text, element, en).good).toBe(true);
  });

  it('reads a keyword list as filler, and a sentence that lists several services as prose', () => {
    const stuffed = judgeCopy(
      'Plumber, Plumbing, Heating, Boiler repair, London plumbers',
      'meta_description',
      en,
    );
    expect(stuffed.misses.no_filler).toBe('a list of keywords');
    const sentence = judgeCopy(
      'Grand Rapids photographer specializing in weddings, seniors, sports, family, and real estate. Book your session.',
      'meta_description',
      en,
    );
    expect(sentence.misses.no_filler).toBeUndefined();
  });

  it('flags a word the spelling check flags, and scores a missing original below any text', () => {
    const spelt = { ...en, misspelt: (t: string) => (/\bcommited\b/i.test(t) ? ['Commited'] : []) };

    expect(judgeCopy('Commited to fast forms with Formly', 'headline', spelt).misses.spelling).toBe(
      'misspelt “Commited”',
    );
    expect(judgeCopy(null, 'headline', en)).toMatchObject({ score: -1, good: false });
  });

  it('judges a call to action in another language by its own action words', () => {
    const de = { language: 'de', names: [] };

    expect(judgeCopy('Jetzt kaufen', 'primary_cta', de).good).toBe(true);
    expect(judgeCopy('Weiter', 'primary_cta', de).misses.action).toBe('no action word');
    // imperatives are action words too (French and Spanish buttons speak to the visitor)
    const fr = { language: 'fr', names: [] };
    expect(judgeCopy('Contactez-nous', 'primary_cta', fr).misses.action).toBeUndefined();
    expect(judgeCopy('Réservez votre table', 'primary_cta', fr).misses.action).toBeUndefined();
    expect(
      judgeCopy('Contáctanos', 'primary_cta', { language: 'es', names: [] }).misses.action,
    ).toBeUndefined();
    expect(judgeCopy('Verfügbarkeit prüfen', 'primary_cta', de).misses.action).toBeUndefined();
  });

  it('does not judge offer, outcome or action words in a language it has no words for', () => {
    // Slovenian, Russian, Vietnamese: "Dodaj" and "Заказать" are verbs the rubric cannot read
    for (const [text, language] of [
      ['Dodaj v košarico', 'sl'],
      ['Заказать воду', 'ru'],
      ['ĐĂNG KÝ VAY NGAY', 'vi'],
    ] as const) {
      const j = judgeCopy(text, 'primary_cta', { language, names: [] });
      expect(j.misses.action).toBeUndefined();
      expect(j.misses.specific).toBeUndefined();
      expect(j.points.specific).toBeUndefined();
    }
    const ru = judgeCopy('Доставка питьевой воды в Бровары и Киев', 'headline', {
      language: 'ru',
      names: [],
    });
    expect(ru.misses.specific).toBeUndefined();
    expect(ru.good).toBe(true);
  });

  it('says what a giving or trying button does, and reads a model code in capitals as no shouting', () => {
    expect(judgeCopy('Give Monthly', 'primary_cta', en).misses.specific).toBeUndefined();
    expect(judgeCopy('Try Vend for free', 'primary_cta', en).misses.specific).toBeUndefined();
    const de = { language: 'de', names: [] };
    expect(
      judgeCopy('SILVERCREST® Tischventilator »Turbo STVT 21 B1«, Ø 22 cm', 'headline', de).misses.no_filler,
    ).toBeUndefined();
    expect(judgeCopy('Full STEAM Ahead - NID', 'headline', en).misses.no_filler).toBeUndefined();
    expect(judgeCopy('WE ARE PLEASED TO OFFER FAMILY DISCOUNT', 'headline', en).misses.no_filler).toBe(
      'capitals throughout',
    );
  });
});

describe('improvement', () => {
  it('names what a better candidate improves, and nothing for one that is not better', () => {
    const weak = judgeCopy('Welcome to Formly', 'headline', en);
    const better = judgeCopy('Build forms faster without code with Formly', 'headline', en);

    expect(improvement(weak, better)).toBe(
      'names “Formly” and names an outcome; drops the filler (the current copy: a greeting)',
    );
    expect(improvement(better, weak)).toBeNull();
    expect(improvement(judgeCopy(null, 'headline', en), better)).toBe('the page has none');
  });
});
