import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../../lib/engine/model/build-model.js';
import { ctaGoal, ctaIntent } from '../../../../lib/engine/model/detectors/ctas.js';
import type { ElementLayout, Layout, PageModel } from '../../../../lib/engine/model/page-model.js';
import { renderFacts } from '../../../support/model-fixture.js';
import { snippetModel, staticHttp } from '../corpus-models.js';

/** A desktop layout: box at y, visible unless said otherwise, above an 800 px fold. */
function at(y: number, width: number, height: number, more: Partial<ElementLayout> = {}): Layout {
  return {
    desktop: { box: { x: 0, y, width, height }, visible: true, aboveFold: y < 800, ...more },
  };
}

/** A rendered model: elements carry data-cas-id="n" and `layouts[n]` is what the browser measured. */
function renderedModel(body: string, layouts: Record<string, Layout>): PageModel {
  const html = `<!doctype html><html lang="en"><head></head><body>${body}</body></html>`;
  return buildPageModel({
    url: 'https://shop.example.com/',
    finalUrl: 'https://shop.example.com/',
    html,
    http: staticHttp(html.length),
    render: { layouts, facts: renderFacts() },
  });
}

const primary = (model: PageModel) => model.ctas.find((c) => c.role === 'primary') ?? null;

describe('headline, static markup', () => {
  it.each([
    ['a hidden h1', '<h1 hidden>Old campaign</h1>'],
    ['a screen-reader-only h1', '<h1 class="sr-only">Homepage</h1>'],
    ['an h1 moved off screen by inline style', '<h1 style="width:1px;height:1px;overflow:hidden">Store</h1>'],
    ['an empty h1', '<h1> </h1>'],
    ['an h1 in a cart drawer', '<div class="cart-drawer"><h1>Your cart is empty</h1></div>'],
    ['an h1 in a cookie banner', '<div id="cookie-consent"><h1>We value your privacy</h1></div>'],
    ['an h1 in a modal', '<div class="modal"><h1>Join our newsletter</h1></div>'],
    ['the logo h1', '<header><div class="site-logo"><h1><img src="/l.png" alt="Acme"></h1></div></header>'],
  ])('skips %s for the visible hero heading', (_, before) => {
    const model = snippetModel(
      `${before}<main><section class="hero"><h2>Boots that last a lifetime</h2><p>Handmade in Portugal.</p></section></main>`,
    );
    expect(model.hero.headline?.text).toBe('Boots that last a lifetime');
  });

  it.each([
    ["Drupal's off-canvas page wrapper", 'dialog-off-canvas-main-canvas'],
    ['a product page wrapper flagged for its cookie notice', 'main-section product-card with-cookie-info'],
    ['a page wrapper while a modal is open', 'page modal-open'],
  ])('reads the page inside %s, whose class names a state of the page', (_, cls) => {
    const model = snippetModel(
      `<div class="${cls}"><header><a href="/">Acme</a></header><main><h1>Boots that last a lifetime</h1>
       <p>Handmade in Portugal.</p><a class="btn" href="/shop">Shop boots</a>
       <section><h2>Why leather</h2><p>It lasts.</p><ul><li>One</li><li>Two</li><li>Three</li></ul></section></main>
       <footer><a href="/privacy">Privacy</a></footer></div>`,
    );
    expect(model.hero.headline?.text).toBe('Boots that last a lifetime');
    expect(primary(model)?.text).toBe('Shop boots');
  });

  it('still keeps a small cookie banner or modal out, beside the page', () => {
    const model = snippetModel(
      `<div class="cookie-consent"><h1>We value your privacy</h1><button>Accept cookies</button><a class="btn" href="/prefs">Choose</a></div>
       <div class="modal"><h1>Join our newsletter</h1><a class="btn" href="/join">Join now</a></div>
       <main><h2>Boots that last a lifetime</h2><p>Handmade in Portugal, resoled for free for ten years.</p>
       <a class="btn" href="/shop">Shop boots</a><section><h3>Why leather</h3><p>It lasts.</p></section>
       <section><h3>Our workshop</h3><p>In Porto since 1952.</p></section></main>`,
    );
    expect(model.hero.headline?.text).toBe('Boots that last a lifetime');
    expect(primary(model)?.text).toBe('Shop boots');
  });

  it('takes the first heading of the hero over an h1 far down the page', () => {
    const filler = '<p>' + 'Plumbing news and advice for Toronto homeowners. '.repeat(30) + '</p>';
    const model = snippetModel(
      `<main><div class="hero"><h3>24h emergency plumbers in Toronto</h3></div>${filler}<h1>Mister Plumber - about our company and our history</h1></main>`,
    );
    expect(model.hero.headline?.text).toBe('24h emergency plumbers in Toronto');
  });

  it('reads large display text set by classes as the headline when no heading leads', () => {
    const model = snippetModel(
      '<main><section><div class="tw-text-6xl tw-font-semibold"><span>Ship more</span><br><span>with SaaS templates</span></div><p>Lorem ipsum.</p></section><section><h2>Trusted by brands you know</h2></section></main>',
    );
    expect(model.hero.headline?.text).toBe('Ship more with SaaS templates');
  });

  it('skips footer headings, promo bars and generic section titles, leaving no headline', () => {
    const model = snippetModel(
      '<div class="promo"><h3>Extra 50% off sitewide! Use code GIFTS</h3></div><main><h2>Latest Reviews</h2><p>x</p></main><footer><h3>About</h3></footer>',
    );
    expect(model.hero.headline).toBeNull();
  });

  it('reads a run of short h1 labels (tabs of a platform page) as labels, not the headline', () => {
    const tabs = (labels: string[]) =>
      snippetModel(
        `<main><div class="tabs">${labels.map((l) => `<div class="tab"><h1>${l}</h1><p>x</p></div>`).join('')}</div>` +
          '<section><h2 class="display-3">Everything you need to power your fundraising.</h2><p>Branded pages, teams and giving days.</p></section></main>',
      );
    expect(tabs(['Branded Crowdfunding', 'Enrich Social Analytics', 'Giving Days']).hero.headline?.text).toBe(
      'Everything you need to power your fundraising.',
    );
    // one short h1 is the page's own heading
    expect(tabs(['Branded Crowdfunding']).hero.headline?.text).toBe('Branded Crowdfunding');
  });

  it('takes the product name when the only h1s sit in closed panels', () => {
    const model = snippetModel(
      '<main><div itemscope itemtype="https://schema.org/Product"><div class="ml-product-name"><div itemprop="name">Leather Crossbody Bag</div></div></div><div class="collapse"><h1>Shipping information</h1></div></main>',
    );
    expect(model.hero.headline?.text).toBe('Leather Crossbody Bag');
  });
});

describe('headline, rendered', () => {
  it('never takes a banner 3,500 px down, however large its type', () => {
    const model = renderedModel(
      '<main><h2 data-cas-id="1">Fresh coffee, delivered</h2><p data-cas-id="2">x</p><h1 data-cas-id="3">Summer sale</h1></main>',
      {
        '1': at(120, 800, 50, { fontSizePx: 40, fontWeight: 700 }),
        '2': at(900, 800, 20),
        '3': at(3500, 1200, 120, { fontSizePx: 96, fontWeight: 800 }),
      },
    );
    expect(model.hero.headline?.text).toBe('Fresh coffee, delivered');
  });

  it('skips invisible and zero-size headings and ranks by rendered size', () => {
    const model = renderedModel(
      '<main><h1 data-cas-id="1">Hidden by CSS</h1><h1 data-cas-id="2">Collapsed</h1><h3 data-cas-id="3">Small print above</h3><h2 data-cas-id="4">Project management made simple</h2></main>',
      {
        '1': at(100, 600, 50, { visible: false, fontSizePx: 48 }),
        '2': at(100, 0, 0, { fontSizePx: 48 }),
        '3': at(60, 400, 20, { fontSizePx: 14 }),
        '4': at(150, 900, 60, { fontSizePx: 52, fontWeight: 700 }),
      },
    );
    expect(model.hero.headline?.text).toBe('Project management made simple');
  });
});

describe('primary call to action, static markup', () => {
  it('never takes a header mini-cart "Kasse" button, hidden or not', () => {
    const model = snippetModel(
      '<header><div class="mini-cart" style="display:none"><p>Ihr Warenkorb ist leer</p><a class="btn" href="/checkout">Kasse</a></div><a class="btn" href="/kasse">Zur Kasse</a></header><main><h1>Kaffeebohnen 1 kg</h1><p>1.299,00 €</p><button class="btn btn-primary">In den Warenkorb</button></main>',
      { url: 'https://shop.example.de/' },
    );
    expect(primary(model)).toMatchObject({ text: 'In den Warenkorb', intent: 'cart', goal: 'add_to_cart' });
  });

  it.each([
    [
      'a cookie banner button',
      '<div id="cookie-banner"><a class="btn" href="/privacy">Sign up for updates</a></div>',
    ],
    ['a skip link', '<a class="skip-link btn" href="#main">Skip to content</a>'],
    ['an empty button', '<button class="btn btn-lg"></button>'],
    ['a modal sign-up', '<div class="modal"><a class="btn btn-lg" href="/join">Join now free</a></div>'],
    ['a screen-reader-only link', '<a class="sr-only btn" href="/trial">Start free trial</a>'],
  ])('skips %s', (_, before) => {
    const model = snippetModel(
      `${before}<main><h1>Team chat</h1><p>Talk in threads.</p><a class="btn" href="/demo">Request a demo</a></main>`,
    );
    expect(primary(model)?.text).toBe('Request a demo');
  });

  it('reads a printed phone number with its ask as the call to action of a local business', () => {
    const model = snippetModel(
      '<header><div class="top"><span class="phone_callout">Call our office</span> <span class="phone_number">636-349-2400</span></div></header><main><h1>Your smile, your way</h1><p>Family dentistry in Fenton.</p><a href="/about">Learn more about our team</a></main><footer><p>Phone: 636-349-2400</p></footer>',
    );
    expect(primary(model)).toMatchObject({ text: 'Call our office 636-349-2400', goal: 'call' });
    // the footer's contact line is a detail, not a second call to action
    expect(model.ctas.filter((c) => c.goal === 'call')).toHaveLength(1);
  });

  it("never takes a button the page's framework shows on phones only for the desktop's main action", () => {
    // UIkit's "uk-visible-small", Bootstrap's "d-lg-none", Tailwind's "md:hidden": the experts
    // read the top bar's tap-to-call as a phone-only button, and the page's lead form as its ask
    const body = (cls: string) =>
      `<header><a href="tel:+494921999670" class="uk-button uk-button-large callbutton ${cls}">Jetzt anrufen</a></header>` +
      `<main><h1>Design</h1><p>Professionelles Design für Unternehmen.</p><h2>Leistungen</h2><p>${'Logos, Flyer, Broschüren und Websites aus einer Hand, gestaltet für Ihre Kunden und Ihre Marke. '.repeat(40)}</p>` +
      '<h2>Referenzen</h2><p>Kataloge und Broschüren.</p><h3>Fragen? Dann kontaktiere uns einfach!</h3>' +
      '<form action="/kontakt" method="post"><input name="name" placeholder="Name"><input type="email" name="email" placeholder="E-Mail"><textarea name="nachricht" placeholder="Nachricht"></textarea><button type="submit" class="uk-button">Abschicken</button></form></main>';
    for (const cls of ['uk-visible-small', 'd-lg-none', 'md:hidden', 'visible-xs']) {
      const model = snippetModel(body(cls), { url: 'https://von-der-see.de/design/', lang: 'de' });
      expect(primary(model)?.text, cls).toBe('Abschicken');
      // a service page that ends in its lead form is a landing page
      expect(model.pageType.id, cls).toBe('home_landing');
    }
    // shown at every width, the header's call button is the ask a visitor meets first
    expect(primary(snippetModel(body(''), { url: 'https://von-der-see.de/design/', lang: 'de' }))?.text).toBe(
      'Jetzt anrufen',
    );
  });

  it('reads the phone numbers of a block the page marks as its call to action as a call', () => {
    const body = (cls: string) =>
      `<main><h1>A New Jersey elder law firm</h1><p>Wills, trusts and Medicaid planning for families.</p><div class="${cls}"><h4>Call Us Today!</h4>` +
      '<p>To schedule a consultation, call our office closest to you:</p><p>Wall: 732-974-8898<br>Middletown: 732-706-8008</p></div></main>';
    expect(primary(snippetModel(body('cta')))).toMatchObject({ goal: 'call', styledAsButton: false });
    expect(primary(snippetModel(body('cta')))?.text).toContain('732-974-8898');
    // the same numbers in an ordinary block are contact details
    expect(primary(snippetModel(body('award')))?.goal).not.toBe('call');
  });

  it('turns tel: links into call CTAs', () => {
    const model = snippetModel(
      '<main><h1>Emergency plumbers</h1><a href="tel:+14169391530">416 939 1530</a></main>',
    );
    expect(primary(model)).toMatchObject({ text: '416 939 1530', goal: 'call', href: 'tel:+14169391530' });
  });
});

describe('primary call to action, rendered', () => {
  it('skips invisible and zero-size buttons and a header checkout link', () => {
    const model = renderedModel(
      '<header><a class="btn" data-cas-id="1" href="/checkout">Checkout</a></header><main><h1 data-cas-id="2">Roasted coffee</h1><button data-cas-id="3">Buy now</button><button data-cas-id="4">Add to cart</button><button data-cas-id="5">Subscribe &amp; save</button></main>',
      {
        '1': at(10, 120, 40),
        '2': at(100, 800, 60, { fontSizePx: 48 }),
        '3': at(300, 240, 56, { visible: false }),
        '4': at(300, 0, 0),
        '5': at(320, 220, 50),
      },
    );
    expect(primary(model)?.text).toBe('Subscribe & save');
  });

  it('prefers the first-screen button to a bigger one several screens down', () => {
    const model = renderedModel(
      '<main><h1 data-cas-id="1">Payroll in minutes</h1><a class="btn" data-cas-id="2" href="/trial">Start free trial</a><p data-cas-id="3">x</p><a class="btn" data-cas-id="4" href="/signup">Get started</a></main>',
      {
        '1': at(100, 800, 60, { fontSizePx: 48 }),
        '2': at(300, 200, 48),
        '3': at(900, 800, 20),
        '4': at(2600, 400, 80),
      },
    );
    expect(primary(model)?.text).toBe('Start free trial');
  });
});

describe('wording in German, French and Spanish', () => {
  it.each([
    ['In den Warenkorb', 'cart', 'add_to_cart'],
    ['Jetzt kaufen', 'purchase', 'buy'],
    ['Kasse', 'purchase', 'buy'],
    ['Jetzt spenden', 'donate', 'donate'],
    ['Kostenlos testen', 'trial', 'trial'],
    ['Termin vereinbaren', 'book', 'book'],
    ['Jetzt anrufen', 'contact', 'call'],
    ['Ajouter au panier', 'cart', 'add_to_cart'],
    ['Commander', 'purchase', 'buy'],
    ['Demander un devis', 'quote', 'quote'],
    ["S'inscrire", 'signup', 'register'],
    ['Télécharger', 'download', 'download'],
    ['Añadir al carrito', 'cart', 'add_to_cart'],
    ['Comprar', 'purchase', 'buy'],
    ['Solicitar presupuesto', 'quote', 'quote'],
    ['Suscríbete', 'subscribe', 'subscribe'],
    ['Reservar mesa', 'book', 'book'],
  ])('reads "%s" as %s (goal %s)', (text, intent, goal) => {
    expect(ctaIntent(text)).toBe(intent);
    expect(ctaGoal({ text, intent: ctaIntent(text) })).toBe(goal);
  });

  it('derives goals from targets and wording', () => {
    expect(ctaGoal({ text: 'Talk to us', intent: 'contact', href: 'tel:+4930123456' })).toBe('call');
    expect(ctaGoal({ text: 'Apply now', intent: 'signup' })).toBe('register');
    expect(ctaGoal({ text: 'Get started', intent: 'signup' })).toBe('signup');
    expect(ctaGoal({ text: 'Learn more', intent: 'learn' })).toBe('read');
  });

  it.each([
    ['Kaffee 1.299,00 €', 1299],
    ['Prix : 12,99 €', 12.99],
    ['Precio 49,95 €', 49.95],
  ])('reads the price in "%s"', (text, amount) => {
    const model = snippetModel(`<main><h1>Produkt</h1><p>${text}</p></main>`);
    expect(model.prices.map((p) => [p.amount, p.currency])).toEqual([[amount, 'EUR']]);
  });
});
