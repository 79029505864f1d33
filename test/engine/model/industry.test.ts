import { describe, expect, it } from 'vitest';
import { classifyIndustry } from '../../../lib/engine/model/industry.js';
import { corpusModel, corpusName, manifest, snippetModel } from './corpus-models.js';

/** The corpus labels local service businesses (plumber, dentist, law firm) as 'agency'. */
function matches(expected: string, got: string): boolean {
  if (expected === 'agency') return got === 'agency' || got === 'local';
  if (expected === 'other') return !['ecommerce', 'saas', 'agency', 'local'].includes(got);
  return got === expected;
}

describe('classifyIndustry', () => {
  it('classifies at least 80% of the ecommerce, saas and agency corpus pages correctly', () => {
    const named = manifest.filter((e) => e.industry !== 'other');
    const correct = named.filter((e) => matches(e.industry, corpusModel(corpusName(e)).industry.id));
    // 35 of 38 when this test was written
    expect(correct.length / named.length).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps most of the other corpus pages out of the three named classes', () => {
    const others = manifest.filter((e) => e.industry === 'other');
    const correct = others.filter((e) => matches('other', corpusModel(corpusName(e)).industry.id));
    expect(correct.length / others.length).toBeGreaterThanOrEqual(0.75);
  });

  it('gives its signals in words and a confidence between 0 and 1', () => {
    const facts = corpusModel('amazon-relay-module-pdp').industry;
    expect(facts.id).toBe('ecommerce');
    expect(facts.signals).toContain('Add to cart button');
    expect(facts.confidence).toBeGreaterThan(0.5);
    expect(facts.confidence).toBeLessThanOrEqual(1);
  });

  it('reads a schema.org SoftwareApplication for phones as an app, and a shop describing its companion app as a shop', () => {
    const ld = (item: object) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`;
    // an iPhone and Mac authenticator's own page (round 18): its operating systems are Apple's
    const authenticator = snippetModel(
      `${ld({ '@type': 'SoftwareApplication', name: 'Authenticator App', operatingSystem: 'macOS 12.0 or later. Requires iOS 15.0 and watchOS 8.0 or later.', applicationCategory: 'Productivity' })}<main><h1>Authenticator App</h1><p>Two-factor codes on your iPhone.</p></main>`,
    );
    expect(classifyIndustry(authenticator).id).toBe('app');
    // an app described only by its store address is one too; software for the web or the desktop is not
    const byStore = snippetModel(
      `${ld({ '@type': 'SoftwareApplication', name: 'Tracker', downloadUrl: 'https://play.google.com/store/apps/details?id=x.tracker' })}<p>Hello there</p>`,
    );
    expect(classifyIndustry(byStore).id).toBe('app');
    for (const operatingSystem of ['Web', 'Windows, macOS, Linux'])
      expect(
        classifyIndustry(
          snippetModel(
            `${ld({ '@type': 'SoftwareApplication', name: 'X', operatingSystem })}<p>Hello there</p>`,
          ),
        ).id,
      ).toBe('saas');
    // a perfumery's product page that also describes its Android app (round 19) sells no software
    const shop = snippetModel(
      `${ld({ '@type': 'Product', name: 'Gentle Fluidity Gold', offers: { '@type': 'Offer', price: '225', priceCurrency: 'EUR' } })}${ld({ '@type': 'SoftwareApplication', name: 'Perfumery', operatingSystem: 'Android', applicationCategory: 'ShoppingApplication' })}<main><h1>Gentle Fluidity Gold</h1><p>225,00 €</p><form action="/cart/add"><button class="add-to-cart">Add to cart</button></form></main>`,
    );
    expect(classifyIndustry(shop).id).toBe('ecommerce');
  });

  it('reads schema.org types: Product, SoftwareApplication, LocalBusiness, Course, NewsArticle, NGO, Event', () => {
    const typed = (type: string) =>
      snippetModel(
        `<script type="application/ld+json">{"@type":"${type}","name":"X"}</script><p>Hello there</p>`,
      );
    expect(classifyIndustry(typed('Product')).id).toBe('ecommerce');
    expect(classifyIndustry(typed('SoftwareApplication')).id).toBe('saas');
    expect(classifyIndustry(typed('Dentist')).id).toBe('local');
    expect(classifyIndustry(typed('Course')).id).toBe('course');
    expect(classifyIndustry(typed('NewsArticle')).id).toBe('publisher');
    expect(classifyIndustry(typed('NGO')).id).toBe('nonprofit');
    expect(classifyIndustry(typed('MusicEvent')).id).toBe('event');
    expect(classifyIndustry(typed('MobileApplication')).id).toBe('app');
  });

  it('recognises plans with monthly prices and a free trial as SaaS', () => {
    const model = snippetModel(
      '<h2>Pricing</h2><div class="plan"><h3>Starter</h3><p>$19/mo</p></div><div class="plan"><h3>Team</h3><p>$49 per month</p></div><a class="btn" href="/trial">Start free trial</a><p>No credit card required. Cancel anytime.</p>',
    );
    const facts = classifyIndustry(model);
    expect(facts.id).toBe('saas');
    expect(facts.signals).toEqual(
      expect.arrayContaining(['free trial call to action', 'no credit card required']),
    );
  });

  it('reads prices as a shop only where the page offers a way to buy them', () => {
    // a snack bar's dishes of the day (round 17): prices, and no cart, buy button or checkout
    const dishes =
      '<main><h1>Boulevard Imbiss</h1><h2>Tagesangebote</h2><ul><li>Nudeln mit Gulasch 5,00 €</li>' +
      '<li>Erbsensuppe mit Bockwurst 5,00 €</li><li>Kartoffelsuppe 4,50 €</li><li>Schnitzel mit Pommes 7,50 €</li></ul></main>';
    const snackBar = classifyIndustry(snippetModel(dishes, { lang: 'de' }));
    expect(snackBar.id).not.toBe('ecommerce');
    expect(snackBar.signals).toContain('4 one-off prices, no way to buy on the page');
    // the same prices beside an add-to-cart button, or a link to the cart, are a shop's
    const withCart = dishes.replace(
      '</ul>',
      '</ul><form action="/cart/add"><button>In den Warenkorb</button></form>',
    );
    expect(classifyIndustry(snippetModel(withCart, { lang: 'de' })).id).toBe('ecommerce');
    const cartLink = `<header><a href="/warenkorb">Warenkorb</a></header>${dishes}`;
    expect(classifyIndustry(snippetModel(cartLink, { lang: 'de' })).signals).toContain('4 one-off prices');
  });

  it('reads a catalogue whose priced items each lead to their own page as a shop, with no cart on the grid', () => {
    // a bookshop's listing (round 14): each title links to its page, its price follows
    const item = (n: number) =>
      `<div class="item"><h3><a href="/kniha/${n}">Kniha ${n}</a></h3><p>Autor ${n}</p><p class="price">${100 + n} Kč</p></div>`;
    const grid = `<main><h1>Knihy</h1>${[1, 2, 3, 4].map(item).join('')}</main>`;
    const catalogue = classifyIndustry(snippetModel(grid, { lang: 'cs' }));
    expect(catalogue.id).toBe('ecommerce');
    expect(catalogue.signals.some((s) => /one-off prices$/.test(s))).toBe(true);
    // the same prices with no link to the items: a price list
    const list = classifyIndustry(
      snippetModel(grid.replace(/<a href="[^"]+">([^<]+)<\/a>/g, '$1'), { lang: 'cs' }),
    );
    expect(list.signals.some((s) => /no way to buy on the page$/.test(s))).toBe(true);
  });

  it('calls a page with no signals other, with low confidence', () => {
    const facts = classifyIndustry(snippetModel('<p>Hello.</p>'));
    expect(facts.id).toBe('other');
    expect(facts.confidence).toBeLessThan(0.5);
  });

  it('tells a local trade from an agency by its own words, though both sell services and quotes', () => {
    const plumber = snippetModel(
      '<header><p>Call 416 939 1530</p></header><main><h1>Emergency plumber in Toronto</h1>' +
        '<a class="btn" href="/quote">Get a free quote</a><h2>Our services</h2>' +
        '<p>Drain cleaning, leaking pipes, sewer repair and water heaters. Licensed and insured plumbers serving the Toronto area 24/7.</p></main>',
      { url: 'https://plumber.example/' },
    );
    const agency = snippetModel(
      '<main><h1>We design brands people remember</h1><a class="btn" href="/quote">Get a quote</a><h2>Our services</h2>' +
        '<p>Branding, web design and digital marketing for ambitious companies.</p><h2>Case studies</h2><p>Our work for clients.</p></main>',
      { url: 'https://studio.example/' },
    );
    expect(classifyIndustry(plumber).id).toBe('local');
    expect(classifyIndustry(plumber).signals).toContain('phone number at the top of the page');
    expect(classifyIndustry(agency).id).toBe('agency');
  });

  it('does not count a toll-free number at the top as a sign of a local business', () => {
    const national = snippetModel(
      '<header><p>Call 1-866-342-0201</p></header><main><h1>Wall decor</h1></main>',
    );
    expect(classifyIndustry(national).signals).not.toContain('phone number at the top of the page');
  });

  it('counts app-store badges as an app even when they link nowhere yet', () => {
    const app = snippetModel(
      '<main><h1>Discover the world</h1><a href="#"><img src="/app-store-badge.png" alt="App store badge"></a></main>',
    );
    expect(classifyIndustry(app).id).toBe('app');
  });

  it('does not read $0.00 (an empty cart or a blank price) as an offer', () => {
    const blank = snippetModel(
      '<main><h1>Floors</h1><p>Cart: $0.00</p><p>Total $0.00</p><p>Due $0.00</p></main>',
    );
    expect(classifyIndustry(blank).signals.some((s) => /one-off price/.test(s))).toBe(false);
  });

  it('reads a curriculum of modules as a course, even with a checkout form beside it', () => {
    const course = snippetModel(
      '<main><h1>Learn Node</h1><h3>Module #1 Setup</h3><p>Install.</p><h3>Module #2 Routing</h3><p>Routes.</p></main>',
    );
    expect(classifyIndustry(course).signals).toContain('a curriculum of modules or lessons');
  });
});

describe('the industry from what a visitor sees, in any language', () => {
  const industry = (body: string, head = '') =>
    classifyIndustry(snippetModel(body, { head, url: 'http://127.0.0.1:8000/page.html' }));

  it('calls a hotel, a holiday rental or a holiday village travel, but not a restaurant that takes table bookings', () => {
    const stay =
      '<form action="/book"><label>Arrival date <input name="arrDate"></label><label>Departure date <input name="depDate"></label>' +
      '<label>Rooms <select name="rooms"><option>1</option></select></label><button type="submit">Book now</button></form>';
    expect(
      industry(`<main><h2>Welcome to The Harbour</h2>${stay}</main>`, '<title>Home | Harbour</title>').id,
    ).toBe('travel');
    const rental = industry(
      '<main><h1>Ferienhaus Feinen</h1><p>ab 94 € pro Nacht</p><form><input name="anreise"><input name="abreise"><select name="personen"><option>2</option></select></form></main>',
      '<title>Ferienhaus Feinen - Ferienhaus Lierfeld</title>',
    );
    expect(rental.id).toBe('travel');
    expect(rental.signals).toContain('a booking form for a stay (arrival, departure, guests)');
    const hotelSchema = industry(
      '<script type="application/ld+json">{"@type":"Hotel","name":"Sea View"}</script><main><h1>Sea View</h1></main>',
    );
    expect(hotelSchema.id).toBe('travel');
    const restaurant = industry(
      '<main><h1>Trattoria Roma</h1><h2>Our menu</h2><h3>Lasagne</h3><p>$14.00</p><h3>Risotto</h3><p>$16.00</p><h3>Tiramisu</h3><p>$8.00</p>' +
        '<form action="/reserve"><label>Date <input name="date"></label><label>Time <input name="time"></label><label>Guests <input name="persons"></label>' +
        '<button type="submit">Book a table</button></form></main>',
    );
    expect(restaurant.id).toBe('local');
    expect(restaurant.signals).toContain('a menu of dishes with their prices');
  });

  it('calls a practice or trade local when its title or description names it, as it does for the other industries', () => {
    const psychologist = industry(
      '<main><h1>Welcome</h1><p>Holistic counselling for adults and couples, and phone sessions for those in remote locations.</p><a class="btn" href="/book">Book an appointment</a></main>',
      '<title>Kaye Barr | Psychologist Perth</title>',
    );
    expect(psychologist.id).toBe('local');
    expect(psychologist.signals).toContain('a local trade or practice in the title or description');
    const builder = industry(
      '<main><p>For over a quarter of a century we have built homes graced with style and taste.</p></main>',
      '<title>Barenz Builders</title><meta name="description" content="Your choice of a Wisconsin custom home builder.">',
    );
    expect(builder.id).toBe('local');
    // a software vendor that names a trade it serves stays software
    const vendor = industry(
      '<nav><a href="/pricing">Pricing</a><a href="/features">Features</a></nav><main><h1>Scheduling software for dental practices</h1><p>Cloud platform with integrations and analytics for your teams.</p><a class="btn" href="/trial">Start free trial</a></main>',
      '<title>Appointment software for dentists | Chairside</title>',
    );
    expect(vendor.id).toBe('saas');
    // an estate agent's "real estate" is its own industry's word, not a local trade's
    const agent = industry(
      '<main><h1>Homes for veterans</h1><p>Listings across the county.</p></main>',
      '<title>Gullicksen Realty | Real Estate in Tacoma</title>',
    );
    expect(agent.signals).not.toContain('a local trade or practice in the title or description');
  });

  it('calls a law office, a dental practice or a bakery local in French, German and Spanish, without a phone link', () => {
    // as in English, nine mentions of the trade (0.3 each) make a local business on their own
    const often = (sentence: string) => Array.from({ length: 9 }, () => `<p>${sentence}</p>`).join('');
    const lawyer = industry(
      `<main><h1>Laurent Delage</h1>${often("Votre avocat en droit de la famille, au cabinet d'avocats Delage.")}</main>`,
      '<title>Cabinet Delage</title>',
    );
    expect(lawyer.id).toBe('local');
    expect(
      lawyer.signals.some((x) => x.startsWith('local trade or practice wording in another language')),
    ).toBe(true);
    expect(industry(`<main><h1>Dr. Sugioarto</h1>${often('Ihre Zahnarztpraxis in Werne.')}</main>`).id).toBe(
      'local',
    );
    expect(industry(`<main><h1>Sol</h1>${often('Pan de masa madre en nuestra panadería.')}</main>`).id).toBe(
      'local',
    );
    // a trade's word inside another word does not count ("Kanzleramt" is a ministry, not a law office)
    expect(industry(`<main><h1>Berlin</h1>${often('Das Kanzleramt und der Bundestag.')}</main>`).id).toBe(
      'other',
    );
  });

  it("reads a shop's cart link in its own language, and French customers' reviews as no agency's clients", () => {
    const frenchShop = (heading: string, lang: string) =>
      classifyIndustry(
        snippetModel(
          '<header><a href="/boutique/panierb.cfm">Panier</a> <a href="/compte.cfm">Mon compte</a></header>' +
            `<main><h1>Contactez-nous</h1><h2>${heading}</h2><form action="/contact"><label>Message <textarea name="message"></textarea></label><button>Envoyer</button></form></main>`,
          { head: '<title>Dragées et contenants</title>', lang, url: 'http://127.0.0.1:8000/page.html' },
        ),
      );
    const shop = frenchShop('Avis clients', 'fr');
    expect(shop.id).toBe('ecommerce');
    expect(shop.signals).toContain('link to a shopping cart');
    // in English, a "Clients" section is an agency's
    expect(frenchShop('Our clients', 'en').id).toBe('agency');
    expect(
      industry('<header><a href="/warenkorb">Mein Warenkorb</a></header><main><h1>Kontakt</h1></main>')
        .signals,
    ).toContain('link to a shopping cart');
  });

  it('calls an estate agent or a property portal real_estate, in English and in Japanese', () => {
    const agent = industry(
      '<main><h1>Featured listings</h1><form action="/search"><select name="cat"><option>Rentals</option></select><select name="rooms"><option>2</option></select>' +
        '<input name="priceRange_MIN"><input name="priceRange_MAX"></form><p>2 bedrooms, 1 bathroom, 850 sq ft</p><p>$2,550,000</p><p>$1,250,000</p></main>',
      '<title>NYC Apartments &amp; Rentals - New York City Real Estate</title>',
    );
    expect(agent.id).toBe('real_estate');
    const portal = industry(
      '<main><h1>不動産や住宅を検索！マンション、一戸建てから土地まで</h1><form><select name="estateType"><option>一戸建て</option></select><button>検索</button></form></main>',
      '<title>不動産売買に関する情報満載</title>',
    );
    expect(portal.id).toBe('real_estate');
    // a metric listing says m² where an American one says sq ft, and names its rooms in its language
    const listing = industry(
      '<header><a href="tel:+351934440000">+351 934 440 000</a></header><main><h1>Apartamento T2 com 64,29 m2 + pátio 9,83 m2</h1>' +
        '<p>Referência de Imóvel: 1218-847. Quartos: T2. Área útil: 51,25 m²; sala 15,95 m2, quarto 11,16 m2, quarto 8,10 m2.</p><p>365.000 €</p></main>',
      '<title>Apartamento T2, Campo de Ourique</title>',
    );
    expect(listing.id).toBe('real_estate');
    // a tile shop's "m²" per box is a unit of the goods: prices and a cart still make it a shop
    const tiles = industry(
      '<header><a href="/cart">Cart</a></header><main><h1>Oak effect porcelain tile</h1><p>1.44 m² per box, covers 1.44 m2.</p>' +
        '<p>£24.99 per m²</p><form action="/cart/add"><button>Add to cart</button></form></main>',
    );
    expect(tiles.id).toBe('ecommerce');
    // "M2" is a chip or a drive slot, not square metres
    const laptops = industry(
      `<main><h1>Which MacBook?</h1>${Array.from({ length: 8 }, () => '<p>MacBook Air 13 M2, Pro 14 M2 and iPad Pro 11 M2 compared.</p>').join('')}</main>`,
    );
    expect(laptops.id).not.toBe('real_estate');
  });

  it('does not read monthly rents as subscription plans', () => {
    const rents = industry(
      '<main><h1>Flats to rent</h1><p>Studio: $1,900 per month rent</p><p>1-bedroom: $2,450 per month rent</p><p>2-bedroom: $3,100 per month rent</p></main>',
    );
    expect(rents.signals.some((x) => /plans/.test(x))).toBe(false);
    expect(rents.id).toBe('real_estate');
  });

  it('calls a university or a college a school, in Italian and in Portuguese', () => {
    expect(
      industry(
        '<main><h1>Università degli Studi di Padova</h1><p>Futuri studenti, iscrizioni, lauree.</p></main>',
        '<title>Università di Padova</title>',
      ).id,
    ).toBe('course');
    expect(
      industry(
        '<main><h1>Cotemig</h1><p>Conheça os laboratórios</p></main>',
        '<title>COTEMIG - Faculdade de TI e Colégio de Informática</title><meta name="description" content="Cursos técnicos e superiores de qualidade">',
      ).id,
    ).toBe('course');
  });

  it("calls a fair with its programme, guests and exhibitors in its menu an event, but not a school's Programmes link", () => {
    const fair = industry(
      '<nav><a href="/">Accueil</a><a href="/invites">Invités</a><a href="/programme">Programme</a><a href="/exposants">Exposants</a></nav><main><p>Photos HD disponibles</p></main>',
      '<title>Toulouse Game Show</title>',
    );
    expect(fair.id).toBe('event');
    const school = industry(
      '<nav><a href="/">Home</a><a href="/programmes">Programme</a><a href="/schedule">Schedule</a></nav><main><h1>Learn to code</h1></main>',
    );
    expect(school.signals.some((x) => x.startsWith("an event's navigation"))).toBe(false);
  });

  it('reads a cart of tickets for a date as an event, and a cart of goods as a shop', () => {
    const tickets = industry(
      '<main><h1>Walking tour</h1><p>€40.00</p><form action="https://tickets.example/addtocart/1" method="post"><select name="date_id"><option>Sat</option></select>' +
        '<select name="price_1"><option>1</option></select><button type="submit">Add to Cart</button></form></main>',
    );
    expect(tickets.id).toBe('event');
    expect(tickets.signals).toContain('Add to cart button, selling tickets for a date');
    const goods = industry(
      '<main><h1>Walking boots</h1><p>€40.00</p><form action="https://shop.example/addtocart/9" method="post"><select name="size"><option>42</option></select>' +
        '<button type="submit">Add to Cart</button></form></main>',
    );
    expect(goods.id).toBe('ecommerce');
  });

  it("reads a software vendor's store of licences as software, and a book shop's app mention as a shop", () => {
    const cart =
      '<form action="/cart/add" method="post"><input type="hidden" name="sku" value="pro"><button type="submit">Add to cart</button></form><p>$49.00</p>';
    const vendor = industry(
      `<main><h1>Fix any photo in one click</h1>${cart}<h2>System requirements</h2><p>Windows 10, macOS 12.</p><a href="/dl/setup.exe">Download</a></main>`,
      '<title>PhotoFix Pro - photo editing software</title>',
    );
    expect(vendor.id).toBe('saas');
    expect(vendor.signals).toContain('Add to cart button, selling software');
    const books = industry(
      `<main><h1>The Silent Sea (Kindle edition)</h1>${cart}<p>Read it with the free Kindle app for Windows and Mac.</p></main>`,
      '<title>The Silent Sea: a novel</title>',
    );
    expect(books.id).toBe('ecommerce');
  });

  it('does not take a newsletter box that says "Sign up" or an "Apply now" button for a software sign-up', () => {
    const hotel = industry(
      '<main><h1>The perfect coastal escape</h1><a class="btn" href="/book">Book Now</a></main>' +
        '<footer><form><input type="email" name="EMAIL" placeholder="Your email address"><input type="text" name="_mc4wp_honeypot"><button type="submit">Sign up</button></form></footer>',
    );
    expect(hotel.signals).not.toContain('account sign-up form');
    expect(hotel.signals).not.toContain('sign-up call to action');
    const app = industry(
      '<main><h1>Track your team</h1><form><input type="email" name="email"><input type="password" name="password"><button type="submit">Sign up</button></form></main>',
    );
    expect(app.signals).toContain('account sign-up form');
    const course = industry('<main><h2>Photography</h2><a class="btn" href="/apply">Apply now</a></main>');
    expect(course.signals).not.toContain('sign-up call to action');
    expect(course.signals).toContain('apply or enrol call to action');
  });

  it('believes a page that calls its business an agency, and a title that names its services', () => {
    const agency = industry(
      '<main><h1>Experience the new reality</h1><h2>We’re a digital design agency.</h2><p>Branding and web sites.</p></main>',
    );
    expect(agency.signals).toContain('a heading calls the business an agency or studio');
    const agentur = industry(
      '<main><h1>Design</h1><p>Am Delft 24, 26721 Emden</p></main>',
      '<meta name="description" content="Erfahrung und Expertise im Bereich Design der Agentur VON DER SEE.">',
    );
    expect(agentur.signals).toContain('agency wording in the title or description');
    const platform = industry(
      '<main><h1>Jodel - Deine Werbeplattform</h1><p>Erreiche 2 Mio. Studierende.</p></main>',
    );
    expect(platform.signals).toContain('software wording in the title, description or headline');
    const travel = industry('<main><h2>We are a travel agency in Lyon</h2></main>');
    expect(travel.signals).not.toContain('a heading calls the business an agency or studio');
  });

  it('takes a way to call or visit as corroboration of a local trade, not as one, where the trade words can read the page', () => {
    const reach =
      '<header><p>Call us on 0161 713 2867</p><a href="tel:01617132867">Call us</a></header>' +
      '<footer><address>12 Mill Street, Manchester M1 2AB</address></footer>';
    const vendor = snippetModel(
      `${reach}<nav><a href="/pricing">Pricing</a><a href="/features">Features</a></nav><main><h1>Business phone systems</h1><p>Cloud telephony for your teams, with integrations and analytics.</p></main>`,
      { url: 'https://voip.example/' },
    );
    expect(classifyIndustry(vendor).id).toBe('saas');
    const plumber = snippetModel(
      `${reach}<main><h1>Your local plumber</h1><p>Leaking pipes and blocked drains fixed.</p></main>`,
      { url: 'https://plumber.example/' },
    );
    expect(classifyIndustry(plumber).id).toBe('local');
    expect(classifyIndustry(plumber).signals).toContain('phone number at the top of the page');
    // no trade words in German: reaching the business weighs in full, as it did before
    const gutachter = snippetModel(
      '<header><p>Telefon 0221 123456</p><a href="tel:0221123456">Anrufen</a></header>' +
        '<main><h1>Baumgutachten</h1><p>Seit 30 Jahren beurteilen wir Bäume für Gerichte, Kommunen und Privatpersonen.</p></main>' +
        '<footer><address>Hauptstraße 4, 50667 Köln</address></footer>',
      { url: 'https://gutachter.example/', lang: 'de' },
    );
    expect(classifyIndustry(gutachter).id).toBe('local');
    // ... but a phone number alone, with no place to come to, is a hotline: a German charity lottery
    // or a Portuguese estate agent's listing is no local trade because its number is at the top
    const hotline = snippetModel(
      '<header><p>Service-Telefon 0228 20 92 300</p><a href="tel:0228209230">Anrufen</a></header>' +
        '<main><h1>Gemeinsam für Inklusion</h1><p>Mit jedem Los fördern Sie soziale Projekte in ganz Deutschland.</p></main>',
      { url: 'https://lotterie.example/', lang: 'de' },
    );
    expect(classifyIndustry(hotline).id).not.toBe('local');
    expect(classifyIndustry(hotline).signals).toContain('phone number at the top of the page');
    // ... while a phone number beside a trade's name weighs in full, address or not
    const plombier = snippetModel(
      '<header><p>Appelez le 06 43 72 18 50</p><a href="tel:0643721850">Appeler</a></header>' +
        '<main><h1>Dépannage rapide</h1><p>Votre plombier à Marseille, plomberie et chauffage.</p></main>',
      { url: 'https://plombier.example/', lang: 'fr' },
    );
    expect(classifyIndustry(plombier).id).toBe('local');
    // ... nor in a language the audit does not recognise (a Russian ceiling fitter, no lang attribute)
    const potolok = snippetModel(
      '<header><p>Вы можете позвонить нам: +7 (347) 229-45-02</p></header>' +
        '<main><h1>Натяжные потолки в Уфе</h1><p>Установка натяжных потолков под ключ за один день.</p>' +
        '<form action="/send"><input name="name"><input name="phone" type="tel"><button>Рассчитать стоимость</button></form></main>',
      { url: 'https://potolok.example/', lang: '' },
    );
    expect(potolok.language.code).toBeNull();
    expect(classifyIndustry(potolok).id).toBe('local');
  });

  it('ignores a schema.org type stamped without a property', () => {
    const model = snippetModel(
      '<main><h1>Branded crowdfunding</h1><p>Our platform for universities.</p></main>',
    );
    model.structuredData.push({ format: 'microdata', type: 'Article', data: { '@type': 'Article' } });
    expect(classifyIndustry(model).signals).not.toContain('schema.org Article');
  });
});
