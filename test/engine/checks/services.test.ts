import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../lib/engine/checks/run-checks.js';
import {
  block,
  check,
  contact,
  cta,
  describeChecks,
  field,
  form,
  heading,
  image,
  inIndustry,
  link,
  page,
  type CheckCase,
} from '../../support/check-kit/index.js';

const generic = () => page({ textBlocks: [block('Quality work you can trust.')] });

/** A check's status on a local business's page of one line of text in the language `code`. */
const localStatus = (id: string, text: string, code: string) =>
  runCheck(
    check(id),
    inIndustry(
      'local',
      page({ textBlocks: [block(text)], language: { code, source: 'content', declared: code } }),
    ),
  ).status;

const cases: CheckCase[] = [
  {
    id: 'SERV_001',
    pass: () => page({ textBlocks: [block('Proudly serving Austin, Round Rock and Cedar Park.')] }),
    fail: generic,
    passQuote: 'Proudly serving Austin',
    failAbsent: true,
  },
  {
    id: 'SERV_002',
    pass: () =>
      page({
        headings: [heading('Ways to work with us')],
        textBlocks: [block('Fixed-price projects or a monthly retainer.')],
      }),
    fail: generic,
    passQuote: 'Ways to work with us',
    failAbsent: true,
  },
  {
    id: 'SERV_003',
    pass: () =>
      page({
        headings: [
          heading('Our services'),
          heading('Roof repair', 3),
          heading('Gutters', 3),
          heading('Skylights', 3),
          heading('About us'),
        ],
      }),
    fail: () => page({ headings: [heading('Our services'), heading('Roof repair', 3), heading('About us')] }),
    passQuote: 'Skylights',
    failQuote: 'Our services',
  },
  {
    id: 'SERV_004',
    pass: () => page({ ctas: [cta('Get your free estimate', 'quote')] }),
    fail: () => page({ ctas: [cta('Contact us', 'contact')] }),
    passQuote: 'free estimate',
    failAbsent: true,
  },
  {
    id: 'SERV_005',
    pass: () => page({ links: [link('Schedule', 'https://calendly.com/acme/intro')] }),
    fail: () => page({ links: [link('Call us', 'tel:+15550100')] }),
    passQuote: 'Schedule',
    failAbsent: true,
  },
  {
    id: 'SERV_006',
    pass: () => page({ textBlocks: [block('0% financing available for 12 months.')] }),
    fail: generic,
    passQuote: '0% financing',
    failAbsent: true,
  },
  {
    id: 'SERV_007',
    pass: () => page({ contacts: [contact('hours', 'Mon-Fri 8am-6pm')] }),
    fail: generic,
    passQuote: 'Mon-Fri 8am-6pm',
    failAbsent: true,
  },
  {
    id: 'SERV_008',
    pass: () => page({ textBlocks: [block('Most kitchens are finished in 4-6 weeks.')] }),
    fail: generic,
    passQuote: '4-6 weeks',
    failAbsent: true,
  },
  {
    id: 'SERV_009',
    pass: () =>
      page({
        forms: [
          form('contact', [
            field('name'),
            field('service', { tag: 'select', label: 'Service needed', labelSource: 'aria' }),
          ]),
        ],
      }),
    fail: () => page({ forms: [form('contact', [field('name'), field('email')])] }),
    passQuote: 'Service needed',
    failQuote: 'Send',
    na: generic,
  },
  {
    id: 'SERV_010',
    pass: () => page({ headings: [heading('New patient special: $49 exam and cleaning')] }),
    fail: generic,
    passQuote: 'New patient special',
    failAbsent: true,
  },
];

describeChecks('services', cases);

describe('services checks', () => {
  it('SERV_001 reads where the business works from its address or a place named beside its work', () => {
    const subject = check('SERV_001');
    const passes = [
      page({ contacts: [contact('address', '2730 Wilshire Blvd., Suite 320, Santa Monica, CA 90403')] }),
      page({
        textBlocks: [block('Remodeling projects throughout Seattle and the Greater Puget Sound Area.')],
      }),
      page({ headings: [heading('Top legal consultancy in Vegas')] }),
      page({ textBlocks: [block('Erin Clark -- a Dallas website design and graphic design company.')] }),
      page({ textBlocks: [block('Barenz Builders has been a Wisconsin custom home builder for 25 years.')] }),
    ];
    for (const model of passes) expect(subject.run(model).status).toBe('pass');
    const fails = [
      page({ headings: [heading('Beautiful Across Devices')] }),
      page({ textBlocks: [block('We help clients in every industry, across the web.')] }),
      page({ textBlocks: [block('We are a Leading digital agency for ambitious brands.')] }),
      page({ contacts: [contact('phone', '206-588-2075')] }),
    ];
    for (const model of fails) expect(subject.run(model).status).toBe('fail');
  });

  it('counts links to individual service pages as listed services', () => {
    const model = page({
      links: ['plumbing', 'heating', 'drains'].map((s) => link(s, `https://example.com/services/${s}`)),
    });
    expect(check('SERV_003').run(model).status).toBe('pass');
  });

  it('finds a free first step wherever the page says it: in a sentence, a button, an image', () => {
    const subject = check('SERV_004');
    const passes = [
      page({ textBlocks: [block('Contact us today for your free initial consultation.')] }),
      page({ ctas: [cta('Free Quote', 'quote')] }),
      page({ textBlocks: [block('Book a complimentary in-home estimate.')] }),
      page({ images: [image('/img/btn.png', { alt: 'Get a free roof inspection' })] }),
      page({ links: [link('', 'https://example.com/quote', { name: 'Request your free quote' })] }),
    ];
    for (const model of passes) expect(subject.run(model).status).toBe('pass');
    const fails = [
      page({ textBlocks: [block('Free shipping on orders over $50.')] }),
      page({ textBlocks: [block('A quote from one of our customers: great work.')] }),
      page({ images: [image('/img/team.jpg', { alt: 'Our team at work' })] }),
    ];
    for (const model of fails) expect(subject.run(model).status).toBe('fail');
  });

  it('reads a free first step in German, French, Spanish, Italian, Portuguese and Dutch, and nothing else free', () => {
    const status = (text: string, code: string) => localStatus('SERV_004', text, code);
    // the free word before the step (German, Dutch) or after it (the Romance languages), and "no obligation"
    expect(status('Jetzt kostenlose Erstberatung vereinbaren', 'de')).toBe('pass');
    expect(status('Kostenfreier Websitecheck: SEO und Nutzerfreundlichkeit', 'de')).toBe('pass');
    expect(status('Fordern Sie ein unverbindliches Angebot an', 'de')).toBe('pass');
    expect(status('Demandez votre devis gratuit en 24h', 'fr')).toBe('pass');
    expect(status('Intervention rapide, sans engagement', 'fr')).toBe('pass');
    expect(status('Pida su presupuesto sin compromiso', 'es')).toBe('pass');
    expect(status('Richiedi un preventivo gratuito', 'it')).toBe('pass');
    expect(status('Peça o seu orçamento grátis', 'pt')).toBe('pass');
    expect(status('Vraag een gratis offerte aan', 'nl')).toBe('pass');
    // what is free is not a first step: shipping, a price recommendation, a delivery
    expect(status('Kostenloser Versand ab 50 €. Unverbindliche Preisempfehlung 99 €', 'de')).toBe('fail');
    expect(status('Livraison gratuite dès 50 €', 'fr')).toBe('fail');
    expect(status('Envío gratis en 24 horas', 'es')).toBe('fail');
    expect(status('Gratis verzending', 'nl')).toBe('fail');
    // German deals ("Angebote") are no quote, and "no obligation" to look at a collection is no step
    expect(status('Kostenloser Versand für alle Angebote', 'de')).toBe('fail');
    expect(status('Bekijk vrijblijvend onze collectie', 'nl')).toBe('fail');
    // hyphenated compounds, the dative and the bare "unverbindlich" before the ask count
    expect(status('Jetzt kostenloser SEO-Check', 'de')).toBe('pass');
    expect(status('Termin mit kostenlosem Erstgespräch', 'de')).toBe('pass');
    expect(status('Jetzt unverbindlich anfragen', 'de')).toBe('pass');
    // a language without the word list abstains rather than failing
    expect(status('Bezpłatna wycena', 'pl')).toBe('not_applicable');
  });

  it('SERV_007 reads opening hours in the languages it declares, and a business open around the clock', () => {
    const status = (text: string, code: string) => localStatus('SERV_007', text, code);
    expect(status('Öffnungszeiten: Montag bis Freitag ab 17 Uhr, Donnerstag Ruhetag', 'de')).toBe('pass');
    expect(status('Sprechzeiten Mo-Fr 8-12 Uhr', 'de')).toBe('pass');
    expect(status('Ouvert du lundi au vendredi de 9h à 18h', 'fr')).toBe('pass');
    expect(status('Abierto de lunes a viernes de 9:00 a 18:00', 'es')).toBe('pass');
    expect(status('Aperto dal lunedì al venerdì 9-18', 'it')).toBe('pass');
    expect(status('Geopend ma t/m vr 8.00-17.00', 'nl')).toBe('pass');
    expect(status('Open Mon - Sat for walk-ins', 'en')).toBe('pass');
    expect(status('24/7 emergency plumber', 'en')).toBe('pass');
    expect(status('Notdienst rund um die Uhr', 'de')).toBe('pass');
    expect(status('Open Monday to Saturday for walk-ins', 'en')).toBe('pass');
    // a delay is no opening hours
    expect(status('Rückruf innerhalb von 24 Stunden garantiert', 'de')).toBe('fail');
    // a date, an event's start and prose with a day name are no hours
    expect(status('Sommerfest am Samstag, 30.07. ab 11 Uhr', 'de')).toBe('fail');
    expect(status('Nous sommes une équipe de plombiers à Lyon', 'fr')).toBe('fail');
    // a language without the word list abstains
    expect(status('Godziny otwarcia: pon-pt 9-17', 'pl')).toBe('not_applicable');
  });

  it('keeps hours, financing and first-visit offers to local businesses', () => {
    expect(check('SERV_006').industries).toEqual(['local']);
    expect(check('SERV_007').industries).toEqual(['local']);
    expect(check('SERV_010').industries).toEqual(['local']);
  });
});
