import { describe, expect, it } from 'vitest';
import { ctaIntent } from '../../../../lib/engine/model/detectors/ctas.js';
import { buildPageModel } from '../../../../lib/engine/model/build-model.js';
import { corpusModel, snippetModel, staticHttp } from '../corpus-models.js';
import { renderFacts } from '../../../support/model-fixture.js';
import { pageViewOf } from '../../../../lib/engine/report/page-view.js';

/** A desktop layout at y, w x h px, on the first screen when above 800 px. */
const at = (y: number, w: number, h: number) => ({
  desktop: { box: { x: 0, y, width: w, height: h }, visible: true, aboveFold: y < 800 },
});

/** The model of markup whose data-cas-id elements were measured as `layouts` in a render. */
function measuredModel(url: string, html: string, layouts: Record<string, ReturnType<typeof at>>) {
  return buildPageModel({
    url,
    finalUrl: url,
    html,
    http: staticHttp(html.length),
    render: { layouts, facts: renderFacts() },
  });
}

describe('ctaIntent', () => {
  it('reads the intent from the wording', () => {
    expect(ctaIntent('Add to Cart')).toBe('cart');
    expect(ctaIntent('Add To Shopping Bag')).toBe('cart');
    expect(ctaIntent('Buy now')).toBe('purchase');
    expect(ctaIntent('Start your free trial')).toBe('trial');
    expect(ctaIntent('Try it free')).toBe('trial');
    expect(ctaIntent('Book a demo')).toBe('demo');
    expect(ctaIntent('Get started')).toBe('signup');
    expect(ctaIntent('Create Free Account')).toBe('signup');
    expect(ctaIntent('Get a quote')).toBe('quote');
    expect(ctaIntent('Book an appointment')).toBe('book');
    expect(ctaIntent('Contact us')).toBe('contact');
    expect(ctaIntent('Download')).toBe('download');
    expect(ctaIntent('Subscribe')).toBe('subscribe');
    expect(ctaIntent('Donate today')).toBe('donate');
    expect(ctaIntent('Learn more')).toBe('learn');
    expect(ctaIntent('Banana')).toBe('other');
  });

  it('reads a demo someone asks for as a demo, and a bare demo (an online playground, a stage) as none', () => {
    for (const asked of [
      'Request A Demo Today!',
      'Request Live Demo',
      'Free Product Demo',
      'Get a personalized demo',
      'Sí, quiero una DEMO',
    ])
      expect(ctaIntent(asked), asked).toBe('demo');
    for (const bare of ['live demo', 'Live Installation Demo Stage', 'Application Protection Product Demos'])
      expect(ctaIntent(bare), bare).not.toBe('demo');
  });

  it('reads the same intents in Italian, Portuguese, Dutch, Polish and the Scandinavian languages', () => {
    expect(ctaIntent('Aggiungi al carrello')).toBe('cart');
    expect(ctaIntent('Dodaj do koszyka')).toBe('cart');
    expect(ctaIntent('Do koszyka')).toBe('cart');
    // "go to the cart" is the mini-cart's link, not an add-to-cart
    expect(ctaIntent('Przejdź do koszyka')).not.toBe('cart');
    expect(ctaIntent('In winkelwagen')).toBe('cart');
    expect(ctaIntent('Adicionar ao carrinho')).toBe('cart');
    expect(ctaIntent('Legg i handlekurv')).toBe('cart');
    expect(ctaIntent('Richiedi un preventivo')).toBe('quote');
    expect(ctaIntent('Prenota ora')).toBe('book');
    expect(ctaIntent('Fale conosco')).toBe('contact');
    expect(ctaIntent('Doneer nu')).toBe('donate');
    expect(ctaIntent('Billetterie')).toBe('purchase');
    expect(ctaIntent('Scopri di più')).toBe('learn');
    expect(ctaIntent('Lees meer')).toBe('learn');
    // words that merely contain an ask are not one
    expect(ctaIntent('Carrello vuoto')).toBe('other');
    expect(ctaIntent('Kontaktlinsen')).toBe('other');
  });
});

describe('detectCtas', () => {
  it('collects buttons, submit inputs and links styled or worded as actions', () => {
    const model = snippetModel(
      '<main><button>Get started</button><input type="submit" value="Send"><a class="btn btn-primary" href="/more">More about us</a><a href="/trial">Start free trial</a><a href="/about">Read about our history and our people</a><a role="button" href="#">Watch the video</a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.element, c.styledAsButton])).toEqual([
      ['Get started', 'button', true],
      ['Send', 'input', true],
      ['More about us', 'link', true],
      ['Start free trial', 'link', false],
      ['Watch the video', 'link', true],
    ]);
  });

  it('leaves out nav menu links, footer links and menu toggles unless styled as buttons', () => {
    const model = snippetModel(
      '<nav><ul><li><a href="/signup">Sign up</a></li><li><a class="button" href="/demo">Book a demo</a></li></ul></nav><button aria-expanded="false">Menu</button><button>Toggle navigation</button><button>Navigation Menu</button><footer><a href="/contact">Contact us</a><a class="btn" href="/privacy">Privacy Policy</a></footer>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Book a demo']);
  });

  it('chooses exactly one primary by intent, styling, hero position and repetition', () => {
    const model = snippetModel(
      '<header><a href="/login">Log in</a></header><main><h1>Accounting for busy people</h1><p>Close your books in a day.</p><a class="btn" href="/trial">Start free trial</a><a href="/tour">Learn more</a><h2>Features</h2><p>x</p><h2>Pricing</h2><a class="btn" href="/trial">Start free trial</a><a class="btn" href="/contact">Contact sales</a></main>',
    );
    const primary = model.ctas.filter((c) => c.role === 'primary');
    expect(primary).toHaveLength(1);
    expect(primary[0]).toMatchObject({ text: 'Start free trial', intent: 'trial' });
    expect(primary[0].order).toBeLessThan(model.hero.end);
    expect(model.hero.cta?.selector).toBe(primary[0].selector);
  });

  it('gives a generic submit button the intent of its form', () => {
    const model = snippetModel(
      '<form action="/contact"><label for="m">Message</label><textarea id="m" name="message"></textarea><button type="submit">Submit</button></form>',
    );
    expect(model.ctas[0]).toMatchObject({ text: 'Submit', intent: 'contact', inForm: true });
  });

  it("gives a generic submit in French, German or Spanish its form's intent, and never makes a cancel or reset button an ask", () => {
    for (const [submit, cancel] of [
      ['Envoyer', 'Annuler'],
      ['Absenden', 'Abbrechen'],
      ['Enviar', 'Cancelar'],
    ]) {
      const model = snippetModel(
        `<form action="/contact"><label for="m">Message</label><textarea id="m" name="message"></textarea>` +
          `<input type="button" value="${cancel}"><input type="submit" value="${submit}"></form>`,
      );
      expect(model.ctas.map((c) => c.text)).toEqual([submit]);
      expect(model.ctas[0]).toMatchObject({ intent: 'contact', role: 'primary' });
    }
  });

  it('never takes the site logo for a call to action, whatever its name says ("Your Shop Logo", "The Coffee Shop")', () => {
    const model = snippetModel(
      '<header><div class="header-logo"><a href="index.html"><img src="images/logo.png" alt="Your Shop Logo"></a></div><a class="navbar-brand" href="/">The Coffee Shop</a></header><main><h1>Checkout</h1><a href="/shop">Shop now</a><a class="btn" href="/cart">Buy beans</a></main>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Shop now', 'Buy beans']);
    // a picture that is not the logo still makes an image link a call to action
    const banner = snippetModel(
      '<main><h1>Sale</h1><a href="/shop"><img src="/banner.jpg" alt="Shop the sale"></a></main>',
    );
    expect(banner.ctas.map((c) => c.text)).toEqual(['Shop the sale']);
  });

  it('never takes a link of the copyright line for a call to action ("All rights reserved Your shop")', () => {
    const model = snippetModel(
      '<main><h1>FAQ</h1><p>Questions and answers.</p><a href="/contact">Contact us</a><div class="copy">&copy; 2026 - All rights reserved <a href="index.html">Your shop</a> | Designed by <a href="https://designer.example">Shop Studio</a></div></main>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Contact us']);
    // the same words outside a rights line still ask
    const shop = snippetModel(
      '<main><h1>Sale</h1><div class="promo">Everything 20% off this week. <a href="/sale">Shop the sale</a></div></main>',
    );
    expect(shop.ctas.map((c) => c.text)).toEqual(['Shop the sale']);
  });

  it("never makes the header's site search the main action; a search hero in the content still can be", () => {
    // measured: the search button is large and on the first screen, the contact link far below
    const html =
      '<html><body><header><form action="#"><input type="search" name="Search" placeholder="Search for a Product..."><button data-cas-id="1" type="submit" class="btn btn-default" aria-label="Left Align"><i class="fa fa-search"></i></button></form></header><main><h1 data-cas-id="2">Frequently asked questions</h1><p>Answers about orders and delivery.</p><a data-cas-id="3" href="/contact">Contact us</a></main></body></html>';
    const header = measuredModel('https://shop.example/faq', html, {
      '1': at(94, 60, 50),
      '2': at(300, 600, 40),
      '3': at(1280, 76, 16),
    });
    expect(header.ctas.find((c) => c.role === 'primary')?.text).toBe('Contact us');
    const finder = snippetModel(
      '<main><h1>Find your holiday home</h1><form action="/search"><input type="search" name="q" placeholder="Where to?"><button type="submit" class="btn btn-primary">Search homes</button></form></main>',
    );
    expect(finder.ctas.find((c) => c.role === 'primary')?.text).toBe('Search homes');
  });

  it('never makes a link to follow the brand or share the page the main action ("Join us on LinkedIn")', () => {
    const model = snippetModel(
      '<main><h1>Manhattan apartments</h1><p>Rentals and sales across the city.</p><a class="btn" href="https://www.linkedin.com/company/acme-realty">Join Acme Realty on LinkedIn</a><a class="btn" href="https://facebook.com/sharer.php?u=x">Share</a><p>Questions?</p><a href="/contact.htm">Contact our offices</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Contact our offices');
    // a messenger link is a way to write to the business
    const chat = snippetModel(
      '<main><h1>Bike repairs in a day</h1><p>Bring it in or book a pickup.</p><a class="btn" href="https://wa.me/4915112345678">Book on WhatsApp</a></main>',
    );
    expect(chat.ctas.find((c) => c.role === 'primary')?.text).toBe('Book on WhatsApp');
  });

  it('makes a holiday finder\'s plain "Search" button the main action of a travel page, and a shop\'s product finder no call to action', () => {
    const finder = (industryCopy: string, head: string) =>
      snippetModel(
        `<main><div class="intro">${industryCopy}</div><form id="finder" action="/results"><select name="destination"><option>Brittany</option><option>Provence</option></select><input type="text" name="arrival" placeholder="Arrival date"><select name="nights"><option>7 nights</option></select><select name="adults"><option>2 adults</option></select><input type="submit" value="Search"></form><p>More below.</p><a href="/newsletter">Newsletter</a></main>`,
        { head },
      );
    const travel = finder(
      '<p>Holiday villages by the sea: book your holiday rental, hotel rooms and half board for the summer holidays.</p><p>Check-in from 4 pm, pools, beaches and family holidays.</p>',
      '<title>Holiday villages in France - Sunny Villages</title>',
    );
    expect(travel.industry.id).toBe('travel');
    expect(travel.ctas.find((c) => c.role === 'primary')).toMatchObject({ text: 'Search', finds: true });

    const shop = finder(
      '<p>Hand-made ketubahs: shop by artist, colour and price. Free shipping on every order, add to cart in one click.</p>',
      '<title>Ketubah shop - buy online</title>',
    );
    expect(shop.industry.id).toBe('ecommerce');
    expect(shop.ctas.map((c) => c.text)).not.toContain('Search');
    // a one-field site search in the content is no finder anywhere
    const oneField = snippetModel(
      '<main><p>Holiday villages by the sea: book your holiday rental and hotel rooms.</p><form action="/s"><input type="text" name="q"><input type="submit" value="Search"></form></main>',
      { head: '<title>Holiday villages - Sunny Villages</title>' },
    );
    expect(oneField.ctas.map((c) => c.text)).not.toContain('Search');
  });

  it('reads an add-to-cart button its code names so, whatever language its label is in; not a link or a stepper so classed', () => {
    // Slovenian has no word list: the button's click handler says what it does
    const shop = snippetModel(
      `<main><h1>Jadralna deska Patrik F-Race 130</h1><p class="price">2.699,00 €</p>
      <form class="form-inline"><div class="add-to-cart-block"><button type="button" class="qty-minus">-</button>
      <input type="number" name="qty" value="1"></div>
      <button type="button" class="btn btn-primary" onclick="return newAddToCart();">Dodaj v košarico</button></form>
      <a class="btn btn-default" href="/kontakt">Piši nam za boljšo ceno</a></main>`,
    );
    expect(shop.ctas.find((c) => c.text === 'Dodaj v košarico')).toMatchObject({
      intent: 'cart',
      role: 'primary',
    });
    // the stepper in the same block stays no ask
    expect(shop.ctas.find((c) => c.text === '-')?.intent ?? 'none').not.toBe('cart');
    // a link to the product's page classed as a cart button is a link
    const listing = snippetModel(
      '<main><div class="addtocart-area"><a class="addtocart-button" href="/disfraces/pareja.html">Ver detalles</a></div></main>',
    );
    expect(listing.ctas.find((c) => c.text === 'Ver detalles')?.intent ?? 'none').not.toBe('cart');
    // a stepper classed after the block, and a greyed "sold out" so classed, are no add-to-cart (the
    // button of the cart form is, by its form)
    const stepper = snippetModel(
      `<main><h1>Board</h1><form action="/cart"><button type="button" class="add-to-cart-qty__minus">−</button>
      <input name="qty"><button type="button" class="add-to-cart-qty__plus">+</button>
      <button>Dodaj v košarico</button></form>
      <button class="btn add-to-cart" disabled>Razprodano</button></main>`,
    );
    expect(stepper.ctas.filter((c) => c.intent === 'cart').map((c) => c.text)).toEqual(['Dodaj v košarico']);
  });

  it("reads PrestaShop's add-to-cart by the wrapper that holds it alone, and takes it over the shop's phone number", () => {
    // <p id="add_to_cart"><button name="Submit" class="exclusive">: the code names the wrapper
    const shop = snippetModel(
      `<header><nav><ul><li><a href="tel:+38640528328">+386 40 528 328</a></li></ul></nav></header>
      <main><h1>North Sails WAVE GEN3</h1><p class="price">1 149,00 €</p>
      <form id="buy_block" action="https://shop.example.com/si/kosarica" method="post">
      <p id="quantity_wanted_p"><input type="text" name="qty" value="1"><a class="button-minus" href="#">-</a><a class="button-plus" href="#">+</a></p>
      <div class="box-cart-bottom"><p id="add_to_cart" class="buttons_bottom_block"><button type="submit" name="Submit" class="exclusive"><span>Dodaj v košarico</span></button></p></div>
      </form></main>`,
    );
    expect(shop.ctas.find((c) => c.text === 'Dodaj v košarico')).toMatchObject({
      intent: 'cart',
      role: 'primary',
    });
    // a block so named that holds the stepper and the button is no answer for either
    const block = snippetModel(
      `<main><h1>Board</h1><div class="product-add-to-cart"><input type="number" name="qty"><button type="button">Naročite</button></div></main>`,
    );
    expect(block.ctas.find((c) => c.text === 'Naročite')?.intent ?? 'none').not.toBe('cart');
    // nor is a sold-out product's "Notify me" in the add-to-cart wrapper
    const notify = snippetModel(
      `<main><h1>Board</h1><div class="product-add-to-cart"><button type="button" class="js-notify">Obvesti me</button></div></main>`,
    );
    expect(notify.ctas.find((c) => c.text === 'Obvesti me')?.intent ?? 'none').not.toBe('cart');
  });

  it('never takes the buttons that resize the text ("A A A") for asks: a button outside any form submits nothing', () => {
    const model = snippetModel(
      `<header><button class="font-size-ally__button" title="Decrease font size">A</button>
      <button class="font-size-ally__button" title="Increase font size">A</button></header>
      <main><h1>VIRSA 2026</h1><p>Tickets at <a href="https://ticketsnorth.ca/virsa">TicketsNorth</a>.</p>
      <form action="/subscribe"><input type="email" name="email"><button>Yes</button></form></main>`,
    );
    expect(model.ctas.map((c) => c.text)).not.toContain('A');
    // a short word outside any form still asks on a page its scripts run ("Kupi": buy, in Croatian)
    const scripted = snippetModel(
      '<main><h1>Sat</h1><button class="btn btn-primary" onclick="buy(1)">Kupi</button></main>',
    );
    expect(scripted.ctas.map((c) => c.text)).toContain('Kupi');
    // a short button in a form still submits it
    expect(model.ctas.map((c) => c.text)).toContain('Yes');
  });

  it('ignores size pickers and star-rating popovers', () => {
    const model = snippetModel(
      '<main><input type="button" value="XL"><a class="a-button" href="#">4.6 out of 5 stars</a><button>Add to cart</button></main>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Add to cart']);
  });
});

describe('choosePrimary', () => {
  it('keeps a vague but prominent hero button primary over a plain link with stronger wording', () => {
    const model = snippetModel(
      '<main><h1>Accounting for busy people</h1><p>Close your books in a day.</p><a class="btn btn-primary" href="/trial">Click here</a><p>Or <a href="/signup">sign up</a> later.</p><h2>More</h2><p>Text.</p><a href="/buy">Buy now</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')).toMatchObject({
      text: 'Click here',
      intent: 'other',
    });
  });

  it('ranks a styled button above a plain action link, and the stronger wording between equals', () => {
    const model = snippetModel(
      '<main><h1>Trail Runner 2</h1><p>Light and fast.</p><a href="/contact">Contact us</a><a class="btn" href="/learn">Learn more</a><a class="btn" href="/trial">Start free trial</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Start free trial');
  });

  it('does not promote media and tab controls over a real ask', () => {
    const model = snippetModel(
      '<main><h1>Video tools</h1><p>Record in one click.</p><button class="tab">React</button><button>Replay</button><a href="/signup">Sign up free</a></main>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Sign up free');
  });

  it('lets a measured, visible, above-the-fold button outrank one below the fold', () => {
    const html =
      '<html><body><main><h1 data-cas-id="1">Shop</h1><p>x</p><button data-cas-id="2">Get started</button><button data-cas-id="3">Buy now</button></main></body></html>';
    const model = measuredModel('https://shop.example/', html, {
      '1': at(50, 600, 60),
      '2': at(2400, 90, 30),
      '3': at(300, 260, 56),
    });
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Buy now');
  });

  it('calls an ask found only in the footer the main action by default: unsure, however alone it is', () => {
    const html =
      '<html><body><main><h1 data-cas-id="1">About our salon</h1><p>Since 1998.</p></main><footer><form><input type="email" name="email"><button data-cas-id="2" class="btn">Subscribe</button></form></footer></body></html>';
    const model = measuredModel('https://salon.example/about', html, {
      '1': at(100, 600, 60),
      '2': at(1200, 150, 50),
    });
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Subscribe');
    expect(model.ctaPerception).toMatchObject({ basis: 'rendered', confidence: 0.4 });
  });

  it('reads a breadcrumb trail as navigation and a camelCase button class as a button', () => {
    const model = snippetModel(
      '<main><ul id="breadcrumb"><li><a href="/shop">Shop Home</a></li></ul><h1>Coffee</h1><a class="btnStyle2LrgCheckout" href="/cart/add">ADD TO CART</a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.styledAsButton])).toEqual([['ADD TO CART', true]]);
  });

  it('names no primary on nordic-store-template, whose only asks are "view product" text links', () => {
    const model = corpusModel('nordic-store-template');
    expect(model.ctas.filter((c) => c.role === 'primary')).toEqual([]);
    expect(model.hero.cta).toBeNull();
  });

  it('takes the alt-less "button_free_trial_red.gif" in the header of visionproject-home for its primary', () => {
    const model = corpusModel('visionproject-home');
    expect(model.ctas.filter((c) => c.role === 'primary').map((c) => [c.text, c.region])).toEqual([
      ['free trial', 'header'],
    ]);
  });
});

describe('app-store badges as calls to action', () => {
  const KPTN =
    '<div class="header"><img class="logo" src="/logo.png" alt="KptnCook"></div>' +
    '<main><div class="badges"><a class="kptn-store-link" href="https://play.google.com/store/apps/details?id=com.kptncook"><img src="/badge_playstore_black_en.png"></a>' +
    '<a class="kptn-store-link" href="https://itunes.apple.com/us/app/kptncook/id795495986?mt=8"><img src="/badge_appstore_black_en.png"></a></div>' +
    '<div class="recipe-title">Low Carb Tarte Flambée</div><p>Get the whole recipe in the app.</p></main>';

  it('reads a badge without words as a download, named for its store and drawn as a button; the main ask where nothing else asks', () => {
    const model = snippetModel(KPTN);
    const badges = model.ctas.filter((c) => c.store);
    expect(badges.map((c) => [c.text, c.intent, c.labelFrom, c.styledAsButton])).toEqual([
      ['Google Play', 'download', 'store', true],
      ['App Store', 'download', 'store', true],
    ]);
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Google Play');
    // the page sells its app: the recipe page is an app's landing page
    expect(model.industry.id).toBe('app');
    expect(model.pageType.id).toBe('app_landing');
  });

  it("never lets a badge outrank the page's own ask, and leaves the footer's badges out", () => {
    const model = snippetModel(
      '<header><a class="logo" href="/">Perk</a><a id="login-link" href="/signup">SIGN UP</a></header>' +
        '<main><h1>The #1 mobile rewards program.</h1><p>Earn points for what you already do.</p>' +
        '<a class="appstore_btn" href="https://itunes.apple.com/us/app/perk/id696443133?mt=8"></a>' +
        '<a class="googleplay_btn" href="https://play.google.com/store/apps/details?id=com.perk"></a></main>' +
        '<footer><a href="https://play.google.com/store/apps/details?id=com.perk.tv">Perk TV on Google Play</a></footer>',
    );
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('SIGN UP');
    expect(model.ctas.filter((c) => c.store).map((c) => c.text)).toEqual(['App Store', 'Google Play']);
    // a badge with words keeps them
    const worded = snippetModel(
      '<main><h1>Firefox for Android</h1><a href="https://play.google.com/store/apps/details?id=org.mozilla.firefox">Get it free on Google Play</a></main>',
    );
    expect(worded.ctas.map((c) => [c.text, c.labelFrom ?? 'page', c.store])).toEqual([
      ['Get it free on Google Play', 'page', 'Google Play'],
    ]);
  });
});

describe('choosePrimary: first screen and perception (static markup)', () => {
  const primaryText = (body: string) => snippetModel(body).ctas.find((c) => c.role === 'primary')?.text;
  const filler = (n: number) =>
    Array.from({ length: n }, (_, i) => `<h2>Feature ${i}</h2><p>Some text about feature ${i}.</p>`).join('');
  const pricing =
    '<section><h2>Pricing</h2><div class="grid"><div><h3>Basic</h3><a class="btn" href="/s">Get started</a></div><div><h3>Pro</h3><a class="btn" href="/s">Get started</a></div><div><h3>Team</h3><a class="btn" href="/s">Get started</a></div></div></section>';

  it('reads the visible label, not an aria-label that says something else', () => {
    const model = snippetModel(
      '<main><h1>Negotiate with AI</h1><a class="btn" aria-label="signup" href="/dl"><span>Download</span></a><a class="btn" aria-label="Buy the starter kit now" href="/buy">Buy</a></main>',
    );
    expect(model.ctas.map((c) => c.text)).toEqual(['Download', 'Buy the starter kit now']);
  });

  it('lets a header action button outrank repeated plan buttons several sections down', () => {
    const body = `<header><nav><a href="/">Logo</a><a class="btn" href="/download">Download</a></nav></header><main><section><h1>Landing page template</h1><p>Built with Tailwind.</p><a class="btn" href="https://github.com/x">View on GitHub</a></section>${filler(4)}${pricing}</main>`;
    expect(primaryText(body)).toBe('Download');
  });

  it('still prefers the hero button to a header button of equal wording, and plan buttons to a header menu link', () => {
    expect(
      primaryText(
        `<header><a class="btn" href="/signup">Sign up</a></header><main><section><h1>Landing page</h1><p>x</p><a class="btn" href="/trial">Start free trial</a></section>${filler(4)}</main>`,
      ),
    ).toBe('Start free trial');
    expect(
      primaryText(
        `<header><nav><ul><li><a href="/download">Download</a></li></ul></nav></header><main><section><h1>Landing page</h1><p>x</p></section>${filler(4)}${pricing}</main>`,
      ),
    ).toBe('Get started');
  });

  it('takes an ask in the header over hero buttons that only browse', () => {
    const hero = `<main><section class="hero"><h1>Everything you need to power your fundraising</h1><p>Branded crowdfunding for charities.</p>
      <a class="btn" href="/features">Find out more</a> <a class="btn" href="/cases">View case study</a></section>${filler(3)}</main>`;
    expect(
      primaryText(
        `<header><a href="/">Hubbub</a><a class="btn" href="/contact">Get in touch</a></header>${hero}`,
      ),
    ).toBe('Get in touch');
    // a plain "Contact" menu entry is navigation, not the header's ask
    expect(
      primaryText(
        `<header><a href="/">Hubbub</a><nav><ul><li><a href="/contact">Contact</a></li></ul></nav></header>${hero}`,
      ),
    ).toBe('Find out more');
  });

  it('takes a goal-worded menu entry ("Request a demo") over hero buttons that only browse, but not an account menu', () => {
    const hero = `<main><section class="hero"><h1>Is your case management serving your organization?</h1><p>Software for human services.</p>
      <a href="/solutions"><button class="btn">Learn More</button></a></section>${filler(3)}</main>`;
    const menu = (entry: string) =>
      `<header><a href="/">ClientTrack</a><nav><ul><li><a href="/about">About</a></li><li><a href="/x">${entry}</a></li></ul></nav></header>`;
    expect(primaryText(menu('Request A Demo') + hero)).toBe('Request A Demo');
    expect(primaryText(menu('Jetzt unterstützen') + hero)).toBe('Jetzt unterstützen');
    expect(primaryText(menu('Sign up') + hero)).toBe('Learn More');
    expect(primaryText(menu('Shop') + hero)).toBe('Learn More');
  });

  it("takes a product page's add-to-cart, in the page's language, over a read-more link beside the description", () => {
    const body = `<main><div class="product"><h1>Beyonce Surfboard Sweatshirt</h1><p class="short">Soft cotton sweatshirt.
      <a class="btn" href="#more">More details</a></p>${filler(5)}<p class="price">£34.99</p>
      <form action="/cart"><button class="btn" type="submit">Aggiungi al carrello</button></form></div></main>`;
    expect(primaryText(body)).toBe('Aggiungi al carrello');
  });

  it('counts the slider block that holds the headline as the first screen', () => {
    const slides = [1, 2, 3]
      .map(
        (i) =>
          `<li class="slider-item"><p>Tagline ${i}</p><h1>Dish number ${i} of the house</h1><p>Come with the family and enjoy the evening.</p><a class="btn" href="/menu">View Our Menu</a>${'<span>decor</span>'.repeat(30)}</li>`,
      )
      .join('');
    const body = `<header><a class="btn" href="/t">Find A Table</a></header><main><section class="hero"><ul class="hero-slider">${slides}</ul><a class="hero-btn btn" href="/book">Book A Table</a></section>${filler(3)}</main>`;
    expect(primaryText(body)).toBe('Book A Table');
    // and the hero holds it, as the ranking does
    expect(snippetModel(body).hero.cta?.text).toBe('Book A Table');
    // the same button in a later block of the page is below the first screen
    const later = body
      .replace('<a class="hero-btn btn" href="/book">Book A Table</a></section>', '</section>')
      .replace(
        '</main>',
        '<section><h2>Reserve</h2><a class="btn" href="/book">Book A Table</a></section></main>',
      );
    expect(primaryText(later)).toBe('Find A Table');
  });

  it('takes a link that fills a box styled as a button for a button, but not the links of a "cta-links" block', () => {
    const styled = (wrapper: string) =>
      snippetModel(`<main><h1>Visual project management</h1>${wrapper}</main>`).ctas.map((c) => [
        c.text,
        c.styledAsButton,
      ]);
    expect(styled('<div class="primary-button"><a href="/signup">Create Free Account</a></div>')).toEqual([
      ['Create Free Account', true],
    ]);
    expect(styled('<div class="cta-links"><span><a href="/contact">Get in touch</a></span></div>')).toEqual([
      ['Get in touch', false],
    ]);
    // a box that holds more than the link is not the link's button
    expect(
      styled('<div class="button-row"><p>Questions?</p><a href="/contact">Contact us</a></div>'),
    ).toEqual([['Contact us', false]]);
  });

  it('reads the label of a button image without alt text from its file name', () => {
    const body = (src: string) =>
      `<header><ul id="supernav"><li><a href="/login">Log in</a><a href="/signup1.vm"><img src="${src}"></a></li></ul></header><main><h1>Project management</h1><p>Made easy.</p>${filler(3)}</main>`;
    const model = snippetModel(body('images/website/button_free_trial_red.gif'));
    const trial = model.ctas.find((c) => c.href?.endsWith('/signup1.vm'));
    expect(trial?.text).toBe('free trial');
    expect(trial?.intent).toBe('trial');
    expect(model.mainAsk?.text).toBe('free trial');
    // a picture that is not named as a button is no call to action
    expect(
      snippetModel(body('images/website/free_trial2.png')).ctas.some((c) => c.href?.endsWith('/signup1.vm')),
    ).toBe(false);
  });

  it("gives the headline's own call to action the lead over a later one in the hero", () => {
    const hero = (first: string, second: string) =>
      `<header class="top"><h2>Learn Node!</h2><p>A premium course.</p>${first}<div><h2>Build apps</h2><p>x</p>${second}</div></header><main>${filler(3)}</main>`;
    expect(
      primaryText(
        hero(
          '<a class="button" href="#p">Start Learning Now</a>',
          '<a class="button" href="#p">Buy the Course</a>',
        ),
      ),
    ).toBe('Start Learning Now');
    expect(
      primaryText(
        hero(
          '<a class="button" href="#p">Buy the Course</a>',
          '<a class="button" href="#p">Start Learning Now</a>',
        ),
      ),
    ).toBe('Buy the Course');
  });

  it('takes the buttons of a header collapse menu as shown, and a dropdown submenu as closed', () => {
    expect(
      primaryText(
        '<header><div class="animated-collapse"><a href="/a">About</a><a class="btn" href="/dl">Download</a></div></header><main><h1>App</h1><p>x</p></main>',
      ),
    ).toBe('Download');
    // the same collapse class in the page body is an accordion, closed until opened
    expect(
      primaryText(
        '<main><h1>App</h1><p>x</p><div class="animated-collapse"><a class="btn" href="/dl">Download</a></div></main>',
      ),
    ).toBeUndefined();
    const menu =
      '<header><nav><ul><li><a href="#">Topics</a><div class="menu_panel"><ul><li><button class="signup_button">Create an account</button></li></ul></div></li><li><a class="menu-newsletter-link signup" href="#">Newsletter</a></li></ul></nav></header><main><h1>Story</h1><p>Text.</p></main>';
    expect(primaryText(menu)).toBe('Newsletter');
  });
});

describe('choosePrimary: weak asks, marked links, shops and widgets', () => {
  const primaryOf = (body: string, url?: string) =>
    snippetModel(body, url ? { url } : {}).ctas.find((c) => c.role === 'primary');
  const filler = (n: number) =>
    Array.from({ length: n }, (_, i) => `<h2>Part ${i}</h2><p>Some text about part ${i}.</p>`).join('');

  it('falls back to a weak ask, then to a menu entry worded as an ask, when nothing else asks', () => {
    // a sidebar button far down is the only ask: weak, but it is what the page wants
    expect(
      primaryOf(
        `<main><h1>Med spa</h1><p>x</p>${filler(4)}</main><aside><a class="btn" href="/r">register</a></aside>`,
      )?.text,
    ).toBe('register');
    const menu = `<header><nav><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></nav></header><main><h1>Welcome to Lightstream</h1><p>We build websites.</p><a href="/services">View all services</a></main>`;
    // the menu entry names what the page asks for, but no call to action stands out
    const plain = snippetModel(menu);
    expect(plain.mainAsk).toMatchObject({ text: 'Contact', intent: 'contact', goal: 'contact' });
    expect(plain.ctas.filter((c) => c.role === 'primary')).toEqual([]);
    expect(pageViewOf(plain).primary_cta).toMatchObject({ text: 'Contact', goal: 'contact' });
    // an account menu ("Sign up" beside "Log in") is no ask of the page
    expect(
      snippetModel(menu.replace('Contact', 'Sign up').replace('/contact', '/signup')).mainAsk,
    ).toBeNull();
    // with a real ask on the page the menu stays navigation
    const asking = snippetModel(
      menu.replace('</main>', '<a class="btn" href="/quote">Get a quote</a></main>'),
    );
    expect(asking.mainAsk?.text).toBe('Get a quote');
    expect(asking.ctas.find((c) => c.role === 'primary')?.text).toBe('Get a quote');
  });

  it('never takes a link inside a sentence of running text as the main ask', () => {
    const article = (p: string) =>
      `<main><article><h1>Python environments, compared</h1>${p}<p>Each tool has its place in a project.</p></article></main>`;
    // a download link in a sentence of an article is part of what the paragraph says
    const prose = snippetModel(
      article(
        '<p>After installing with the <a href="https://python-poetry.org/docs/#installation">custom installer</a>, we can create a new project with one command.</p>',
      ),
    );
    expect(prose.ctas.map((c) => c.text)).toContain('custom installer');
    expect(prose.mainAsk).toBeNull();
    // a short line that is only the ask, or the same link styled as a button, still is one
    expect(
      snippetModel(article('<p><a href="/download">Download the installer</a> for free.</p>')).mainAsk?.text,
    ).toBe('Download the installer');
    expect(
      snippetModel(
        article(
          '<p>After installing with the <a class="btn" href="/download">custom installer</a>, we can create a new project with one command.</p>',
        ),
      ).mainAsk?.text,
    ).toBe('custom installer');
  });

  it("takes a sidebar's newsletter entry as the page's ask, never a sidebar's contact link", () => {
    const page = (entry: string) =>
      `<main><h1>Yamaha digital piano</h1><p>Details of the piano.</p>${filler(3)}</main><aside><ul><li><a href="/faq">FAQ</a></li><li>${entry}</li></ul></aside>`;
    // a shop's or a university's sidebar "Kontakt" is a service link of the site's furniture
    expect(snippetModel(page('<a href="/kontakt">Kontakt</a>')).mainAsk).toBeNull();
    expect(snippetModel(page('<a href="/newsletter">Newsletter</a>')).mainAsk).toMatchObject({
      text: 'Newsletter',
      intent: 'subscribe',
    });
  });

  it('takes a link in a block marked as the call to action, and a link classed after its ask', () => {
    const bottom = (link: string) =>
      `<header><nav><ul><li><a href="/work">Work</a></li></ul></nav></header><main><h1>We make things</h1><p>x</p>${filler(4)}</main><footer><div class="contact__content-cta"><div class="cta-links"><span>${link}</span></div></div><a href="/privacy">Privacy</a></footer>`;
    expect(primaryOf(bottom('<a class="animated" href="/contact/">Get in touch</a>'))?.text).toBe(
      'Get in touch',
    );
    const plain = bottom('<a class="animated" href="/contact/">Get in touch</a>').replace(
      /<div class="contact__content-cta"><div class="cta-links">(.*)<\/div><\/div>/,
      '<div class="links">$1</div>',
    );
    expect(primaryOf(plain)).toBeUndefined();
    const app = (cls: string) =>
      `<main><h1>Customize Firefox</h1><p>x</p>${filler(4)}<p><a href="/contact">Contact us</a></p><div><a class="${cls}" href="/new#download">Firefox Free Download</a></div></main>`;
    expect(primaryOf(app('download-link'))?.text).toBe('Firefox Free Download');
    expect(primaryOf(app('plain-link'))?.text).toBe('Contact us');
  });

  it('reads a link drawn as a button image as a button, and any other image link as a link', () => {
    const model = snippetModel(
      '<main><h1>Ink</h1><a href="/add?p=1"><img src="images/arrowbutton_buynow.gif" alt="BUY"></a><a href="/p/1"><img src="images/product-1.jpg" alt="Buy ink"></a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.styledAsButton])).toEqual([
      ['BUY', true],
      ['Buy ink', false],
    ]);
  });

  it('reads an image submit without a label by its file name, and a spacer image as no label', () => {
    const model = snippetModel(
      '<main><h1>Dandelion Jelly</h1><p>$6.99</p><form action="/cart"><input type="text" name="qty" value="1"><input type="image" name="ctl00$addToCart" src="/images/buttons/cart_btn_add.gif"></form><form action="/go"><input type="image" src="/g/2015/template/g_blank.gif"></form></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.intent])).toEqual([['cart add', 'cart']]);
  });

  it('marks a label read from a file name as such, and a label the page gives as not', () => {
    const model = snippetModel(
      '<main><h1>Wall art</h1><form action="/news"><input type="email" name="email"><input type="image" src="/lib/ey-newsSubmit2011.jpg"></form><form action="/cart"><input type="image" src="/img/add.gif" alt="Add to cart"></form><a href="/buy"><img src="/img/btn_buy_now.gif"></a></main>',
    );
    expect(model.ctas.map((c) => [c.text, c.labelFrom ?? 'page'])).toEqual([
      ['ey news submit2011', 'file'],
      ['Add to cart', 'page'],
      ['buy now', 'file'],
    ]);
  });

  it("lets a shop's buy buttons outrank its phone callout, and a local business's call win", () => {
    const page = `<main><div class="topbar">Call Toll Free <b>1.877.258.3364</b> | <a href="/account">My Account</a></div><h1>Printer ink</h1><p>Cartridges for every printer.</p>${filler(2)}<ul class="products"><li>Ink 1 <button>Add to cart</button></li><li>Ink 2 <button>Add to cart</button></li></ul></main>`;
    const shop = snippetModel(
      page.replace('<main>', '<main><div class="cart"><a href="/cart">Cart</a></div>'),
      {
        url: 'https://ink.example/',
      },
    );
    const callout = shop.ctas.find((c) => c.intent === 'contact');
    expect(callout?.text).toBe('1.877.258.3364');
    expect(shop.industry.id).toBe('ecommerce');
    expect(shop.ctas.find((c) => c.role === 'primary')?.text).toBe('Add to cart');
    const plumber = primaryOf(
      `<main><div class="topbar">Call us today <b>416 939 1530</b></div><h1>Plumbing repairs in Toronto</h1><p>Licensed plumbers.</p>${filler(3)}<a class="btn" href="/about">About our team</a></main>`,
    );
    expect(plumber?.text).toContain('416 939 1530');
  });

  it("reads an outline or ghost variant of the page's button style as the lesser ask of its group", () => {
    // a plumber's hero: the gold "Request a Quote" first, its phone number as a ghost button beside it
    // (and again in the header), as round 18's first sight and an earlier reviewer saw
    const hero = (quote: string, call: string) =>
      `<header><a href="tel:9172847046">Call us at 917-284-7046</a></header><main><section class="hero"><h1>Plumbing &amp; fire suppression specialists</h1><p>Master-licensed work across the five boroughs.</p><div class="hero__actions"><a href="#contact" class="${quote}">Request a Quote</a><a href="tel:9172847046" class="${call}">Call 917-284-7046</a></div></section>${filler(2)}<p>Call 917-284-7046</p></main>`;
    const url = 'https://plumber.example/';
    expect(primaryOf(hero('btn btn--gold', 'btn btn--ghost'), url)?.text).toBe('Request a Quote');
    // Bootstrap's outline and secondary variants, Foundation's hollow, Bulma's is-outlined
    expect(primaryOf(hero('btn btn-primary', 'btn btn-outline-primary'), url)?.text).toBe('Request a Quote');
    expect(primaryOf(hero('button', 'button hollow'), url)?.text).toBe('Request a Quote');
    expect(primaryOf(hero('button is-primary', 'button is-outlined'), url)?.text).toBe('Request a Quote');
    // styled alike, the local business's call still wins: the cue weighs only a lesser variant
    expect(primaryOf(hero('btn btn--gold', 'btn btn--gold'), url)?.text).toBe('Call 917-284-7046');
    // the lesser variant of the two is the quote: the call stays first
    expect(primaryOf(hero('btn btn--ghost', 'btn btn--gold'), url)?.text).toBe('Call 917-284-7046');
    // a light or white variant is a solid button on a dark hero, and "outline" alone is no button class
    expect(primaryOf(hero('btn btn--gold', 'btn btn-light'), url)?.text).toBe('Call 917-284-7046');
    expect(primaryOf(hero('btn btn--gold', 'btn outline-black'), url)?.text).toBe('Call 917-284-7046');
    // the BEM element's own variant, the block editor's outline style, a wrapper two levels up
    expect(primaryOf(hero('hero__btn hero__btn--gold', 'hero__btn hero__btn--ghost'), url)?.text).toBe(
      'Request a Quote',
    );
    const gutenberg = (quote: string, call: string) =>
      hero('x', 'y')
        .replace(
          '<a href="#contact" class="x">Request a Quote</a>',
          `<div class="wp-block-button${quote}"><a class="wp-block-button__link" href="#contact">Request a Quote</a></div>`,
        )
        .replace(
          '<a href="tel:9172847046" class="y">Call 917-284-7046</a>',
          `<div class="wp-block-button${call}"><a class="wp-block-button__link" href="tel:9172847046">Call 917-284-7046</a></div>`,
        );
    expect(primaryOf(gutenberg('', ' is-style-outline'), url)?.text).toBe('Request a Quote');
    // every block-editor button carries wp-block-button__link: no variant, so the call wins as before
    expect(primaryOf(gutenberg('', ''), url)?.text).toBe('Call 917-284-7046');
    expect(
      primaryOf(
        hero('btn btn--gold', 'y').replace(
          '<a href="tel:9172847046" class="y">Call 917-284-7046</a>',
          '<div class="button hollow"><span><a href="tel:9172847046">Call 917-284-7046</a></span></div>',
        ),
        url,
      )?.text,
    ).toBe('Request a Quote');
    // a page builder's solid link button ("elementor-button-link") is no text-only variant
    expect(
      primaryOf(
        `<main><h1>Trattoria Roma: Roman cooking since 1962</h1><p>Fresh pasta every day.</p><a class="elementor-button elementor-button-link elementor-size-md" href="/reservations">Book a table</a>${filler(2)}<form action="/subscribe"><input type="email" name="email"><button type="submit" class="elementor-button elementor-size-sm">Join our newsletter</button></form></main>`,
        url,
      )?.text,
    ).toBe('Book a table');
    // with no solid button beside it, an outline is the page's button style: its hero ask keeps its lead
    expect(primaryOf(hero('btn btn--ghost', 'btn btn--ghost'), url)?.text).toBe('Call 917-284-7046');
    // an outline button that is the page's only ask is still its main call to action
    expect(
      primaryOf(
        `<main><h1>Fund accounting software</h1><p>For fund administrators.</p><a class="btn btn-outline-dark" href="/demo">Book a demo</a></main>`,
      )?.text,
    ).toBe('Book a demo');
  });

  it('takes a script link whose click a handler takes and whose words ask as a call to action, not a script control', () => {
    // a conference's sidebar: "Register Today" opens the registration through onclick (round 18)
    const page = (register: string) =>
      snippetModel(
        `<main><h1>The game industry's largest event</h1><p>Five days of talks and networking.</p><ul class="shortcuts"><li class="highlighted">${register}</li><li><a href="https://hotels.example/">Book Your Hotel</a></li></ul><a href="javascript:void(0)" onclick="toggle()">Show details</a></main>`,
        { url: 'https://conf.example/' },
      ).ctas.map((c) => c.text);
    const handled = page(
      '<a href="javascript:void(0)" onclick="generateRegLink(registrationURL);return false;">Register Today</a>',
    );
    expect(handled).toContain('Register Today');
    expect(page('<a href="javascript:openRegistration()">Register Today</a>')).toContain('Register Today');
    // a script control is no ask, and a void link nothing takes leads nowhere
    expect(handled).not.toContain('Show details');
    expect(page('<a href="javascript:void(0)">Register Today</a>')).not.toContain('Register Today');
    // an id is no handler, and a tab of a widget is a control whatever it says
    expect(page('<a id="reg" href="javascript:void(0)">Register Today</a>')).not.toContain('Register Today');
    expect(
      page('<a href="javascript:void(0)" onclick="showTab(3)" role="tab">Register Today</a>'),
    ).not.toContain('Register Today');
    expect(
      page('<div class="tabs"><a href="javascript:void(0)" onclick="showTab(3)">Contact</a></div>'),
    ).not.toContain('Contact');
  });

  it('weighs a bare phone number as a contact detail, not as an ask, beside a contact link', () => {
    const page = (phone: string) =>
      `<main><div id="top"><a href="/contact"><img src="images/scontact.jpg" alt="Contact us"></a><div id="phone"><p>Telephone:</p><strong>${phone}</strong></div></div><h1>Builders in Gloucester</h1><p>Extensions, roofing and groundworks.</p>${filler(3)}</main>`;
    expect(primaryOf(page('01452 912958'))?.text).toBe('Contact us');
    // the same number with the page's own call wording is the ask
    expect(primaryOf(page('Call us today 01452 912958'))?.text).toContain('01452 912958');
  });

  it("never takes one row of a table that lists numbers (a schedule's walk leaders) for the page's ask; a layout table's number still is", () => {
    const row = (d: string, who: string, phone: string) =>
      `<tr><td>${d}</td><td>Summit ridge walk</td><td><b>${who}, ${phone}</b></td></tr>`;
    const schedule = snippetModel(
      `<main><h1>Schedule</h1><table>${row('May 3', 'Tim', '250-301-8247')}${row('May 10', 'Elizabeth', '250-613-0606')}${row('May 17', 'Sylvia', '250-961-4021')}</table></main>`,
    );
    expect(schedule.ctas.filter((c) => c.intent === 'contact').map((c) => c.text)).toEqual([]);
    // an old site's layout table with its one highlighted number: the ask
    const layout = snippetModel(
      '<table><tr><td><h1>Plumbing repairs in Toronto</h1></td><td><b>Call us today 416 939 1530</b></td></tr></table>',
    );
    expect(layout.ctas.find((c) => c.intent === 'contact')?.text).toContain('416 939 1530');
    // ... also when it holds a schedule table of its own, or writes its number twice
    const nested = snippetModel(
      `<table><tr><td><h1>Plumbing repairs in Toronto</h1></td><td><b>Call us today 416 939 1530</b></td></tr><tr><td><table>${row('May 3', 'Tim', '250-301-8247')}${row('May 10', 'Elizabeth', '250-613-0606')}${row('May 17', 'Sylvia', '250-961-4021')}</table></td><td>Office: 416-939-1530 · Fax: 416-939-1531</td></tr></table>`,
    );
    expect(nested.ctas.find((c) => c.intent === 'contact')?.text).toContain('416 939 1530');
  });

  it('does not let a floating widget appended after the page outrank the page ask', () => {
    const wrapper = `<div id="wrap"><main><h1>Waterproofing experts</h1><p>x</p>${filler(12)}<a class="btn" href="/contact-us/">Contact Us Today!</a></main><div id="footer-outer"><p>(c) 2024</p></div></div>`;
    const widget =
      '<a id="callnowbutton" class="call-now-button" href="tel:9355040982"><span>Call Now</span></a>';
    expect(primaryOf(`${wrapper}${widget}`)?.text).toBe('Contact Us Today!');
    // the same call button inside the page, under the headline, is the page's own ask
    expect(primaryOf(wrapper.replace('<p>x</p>', `<p>x</p>${widget}`))?.text).toBe('Call Now');
  });
});

describe('links that lead nowhere', () => {
  it('marks "#", "#!", empty, void and host-less links, not those a script takes or that open a sub-menu', () => {
    const model = snippetModel(`
      <main>
        <a class="btn" href="#">Get started</a>
        <a class="btn" href="">Book a table</a>
        <a class="btn" href="javascript:void(0)">Sign up</a>
        <a class="btn" href="http://">Get now</a>
        <a class="btn" href="#!">Purchase now</a>
        <a class="btn" href="#!/pricing">Compare plans</a>
        <a class="btn" href="#" data-toggle="modal">Request a demo</a>
        <a class="btn js-open-signup" href="#">Create account</a>
        <a class="btn" href="#pricing">See pricing</a>
        <a class="btn" href="/signup">Start free trial</a>
        <ul><li><a href="#">Services</a><ul><li><a href="/plumbing">Plumbing</a></li></ul></li></ul>
      </main>`);
    const dead = model.links.filter((l) => l.leadsNowhere).map((l) => l.text);
    // "#!" is the hashbang with no route: templates put it on every link left for the buyer to fill
    // (a route after it, "#!/pricing", is a single-page app's own link)
    expect(dead).toEqual(['Get started', 'Book a table', 'Sign up', 'Get now', 'Purchase now']);
    expect(model.ctas.filter((c) => c.leadsNowhere).map((c) => c.text)).toEqual(
      expect.arrayContaining(['Get started', 'Book a table']),
    );
    expect(model.ctas.find((c) => c.text === 'Start free trial')?.leadsNowhere).toBeUndefined();
    // an empty href is kept as written, not read as a link to this page
    expect(model.links.find((l) => l.text === 'Book a table')?.href).toBe('');
  });
});
