import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';

describe('detectContacts', () => {
  it('finds phone, email, address, hours and contact forms', () => {
    const model = snippetModel(`<footer>
      <a href="tel:+1-416-939-1530">Call us</a><p>Or call (416) 939-1530 or 1-800-555-0199</p><a href="mailto:hello@acme.example?subject=Hi">Email</a>
      <p>Write to info@acme.example</p><address>12 Main Street, Springfield, IL 62701</address><p>Mon-Fri 9am-5pm</p>
      <form><input name="name"><textarea name="message"></textarea><button>Send</button></form></footer>`);
    const kinds = model.contacts.map((c) => `${c.kind}:${c.value}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'phone:+1-416-939-1530',
        'phone:1-800-555-0199',
        'email:hello@acme.example',
        'email:info@acme.example',
        'address:12 Main Street, Springfield, IL 62701',
        'hours:Mon-Fri 9am-5pm',
      ]),
    );
    // the same number written twice is one contact point
    expect(model.contacts.filter((c) => c.kind === 'phone')).toHaveLength(2);
    expect(model.contacts.some((c) => c.kind === 'form')).toBe(true);
  });

  it('reads opening hours in the languages the audit reads, not a date, a support promise or a day in prose', () => {
    const hours = (html: string) =>
      snippetModel(html)
        .contacts.filter((c) => c.kind === 'hours')
        .map((c) => c.value);
    expect(hours('<footer><p>Öffnungszeiten Montag bis Freitag ab 17 Uhr</p></footer>')).toHaveLength(1);
    expect(hours('<footer><p>Sprechzeiten: Mo. - Fr. 8:00 - 12:00</p></footer>')).toHaveLength(1);
    expect(hours('<footer><p>Du lundi au vendredi de 9h à 18h</p></footer>')).toHaveLength(1);
    expect(hours('<footer><p>De lunes a viernes de 9:00 a 18:00</p></footer>')).toHaveLength(1);
    expect(hours('<footer><p>Saturday 9am-1pm</p></footer>')).toHaveLength(1);
    expect(hours('<main><p>Sommerfest am Samstag, 30.07. ab 11 Uhr</p></main>')).toEqual([]);
    expect(hours('<main><p>Support available 24/7 on 3 continents</p></main>')).toEqual([]);
    expect(hours('<main><p>So 3-4 people joined us on Sat 12 Dec 2020</p></main>')).toEqual([]);
    // lists of days, plurals and the short forms of each language
    for (const line of [
      'Saturdays 9am-1pm',
      'Thur 9-5',
      'Sa/So 10-18 Uhr',
      'Mar-Dom 13:00-23:00',
      'Seg. a Sex. das 8h às 18h',
    ])
      expect(hours(`<footer><p>${line}</p></footer>`)).toHaveLength(1);
    // an order or delivery cut-off, an event's doors, a festival's dates, a review's "so-so"
    for (const line of [
      'Mo-Fr bis 14 Uhr bestellt, am selben Tag versendet',
      'Ma t/m za voor 22.00 uur besteld, volgende dag in huis',
      'Orders placed Mon-Fri before 2pm ship the same day',
      'Lieferung Montag bis Freitag, ab 50 € versandkostenfrei',
      'Doors open at 7pm, first act 8pm',
      'Fr–So 12.07.–14.07. Stadtfest',
      'Sabato 12 - 13 ottobre: fiera',
      'the case is so-so, 2-3 scratches',
    ])
      expect(hours(`<main><p>${line}</p></main>`)).toEqual([]);
  });

  it('does not take dates, prices or order numbers for phone numbers', () => {
    const model = snippetModel(
      '<p>Order 109748 430-300 placed 2024-01-19, total $1,234.56, ISBN 978-3-16-148410-0</p>',
    );
    expect(model.contacts.filter((c) => c.kind === 'phone')).toEqual([]);
  });

  it('reads the PostalAddress and opening hours of a LocalBusiness', () => {
    const model = snippetModel(
      '<script type="application/ld+json">{"@type":"Dentist","telephone":"+1 303 555 0100","openingHours":"Mo-Fr 08:00-17:00","address":{"@type":"PostalAddress","streetAddress":"1 Elm St","addressLocality":"Denver","addressRegion":"CO"}}</script>',
    );
    expect(model.contacts.map((c) => `${c.kind}:${c.value}`)).toEqual(
      expect.arrayContaining([
        'address:1 Elm St, Denver, CO',
        'phone:+1 303 555 0100',
        'hours:Mo-Fr 08:00-17:00',
      ]),
    );
  });
});

describe('detectSocialLinks', () => {
  it('finds profile links by network and skips share buttons', () => {
    const model = snippetModel(
      '<a href="https://www.facebook.com/acme">f</a><a href="https://x.com/acme">x</a><a href="https://twitter.com/intent/tweet?url=a">Tweet</a><a href="https://www.instagram.com/acme/">i</a><a href="https://www.linkedin.com/company/acme">in</a><a href="https://youtube.com/@acme">yt</a><a href="https://www.tiktok.com/@acme">tt</a><a href="https://pinterest.com/acme">p</a><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>',
    );
    expect(model.socialLinks.map((s) => s.network)).toEqual([
      'facebook',
      'x',
      'instagram',
      'linkedin',
      'youtube',
      'tiktok',
      'pinterest',
    ]);
  });

  it('finds phone numbers grouped the way their countries write them, and a European address', () => {
    const model = snippetModel(
      '<footer><p>Planungsbüro Hoppe * Eckleinjarten 6 * 27580 Bremerhaven Tel.: 0471 80 60 745</p>' +
        '<p><b>Call us:</b> 057 9352105</p><p>Téléphone : +33 (0)3 86 67 05 95</p><p>12 rue de la Paix, 75002 Paris</p></footer>',
    );
    const phones = model.contacts.filter((c) => c.kind === 'phone').map((c) => c.value);
    expect(phones).toEqual(expect.arrayContaining(['0471 80 60 745', '057 9352105', '+33 (0)3 86 67 05 95']));
    const addresses = model.contacts.filter((c) => c.kind === 'address').map((c) => c.value);
    expect(addresses.some((a) => a.includes('27580 Bremerhaven'))).toBe(true);
    expect(addresses.some((a) => a.includes('75002 Paris'))).toBe(true);
  });

  it('finds an Australian address by its state and postcode, and a street line with a capitalised street word', () => {
    const model = snippetModel(
      '<header><p>493 Charles Street North Perth WA 6006</p></header><footer><p>Visit us at 221 Baker St.</p><p>Level 3, 50 Market Street Melbourne VIC 3000</p></footer>',
    );
    const addresses = model.contacts.filter((c) => c.kind === 'address').map((c) => c.value);
    expect(addresses).toEqual(
      expect.arrayContaining([
        expect.stringContaining('North Perth WA 6006'),
        expect.stringContaining('221 Baker St'),
        expect.stringContaining('Melbourne VIC 3000'),
      ]),
    );
  });

  it('does not take a product code, a date or a price list for a labelled phone or an address', () => {
    const model = snippetModel(
      '<p>Okidata 56125801 Yellow Image Drum</p><p>January 11, 2016 Salt Lake City, UT - a press release</p>' +
        '<p>Phone cases from 12 99 each</p><p>Borse di studio per il 2015-2016 offerte dal Brunei</p>',
    );
    expect(model.contacts.filter((c) => c.kind === 'phone' || c.kind === 'address')).toEqual([]);
  });
});
