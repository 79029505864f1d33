import { describe, expect, it } from 'vitest';
import { snippetModel } from '../corpus-models.js';
import { echoesTitle } from '../../../../lib/engine/model/detectors/hero.js';

describe('detectHero', () => {
  it('takes the first h1 as headline and the next text block as subheadline', () => {
    const model = snippetModel(
      '<header><p>Free shipping</p></header><main><h1>Boots that last</h1><p>Handmade in Portugal since 1950.</p><img src="/boot.jpg" width="800" height="600"><h2>Why us</h2><p>x</p><h2>Reviews</h2><p>y</p></main>',
    );
    expect(model.hero.headline?.text).toBe('Boots that last');
    expect(model.hero.subheadline?.text).toBe('Handmade in Portugal since 1950.');
    expect(model.hero.image?.src).toBe('https://shop.example.com/boot.jpg');
    // without a layout the first screen ends at the second h2 after the headline
    expect(model.hero.end).toBe(model.headings.find((h) => h.text === 'Reviews')?.order);
  });

  it("never takes a button row's labels for the subheadline: the copy after them is the line under the headline", () => {
    // Start Bootstrap's creative theme: the column holding the paragraph comes first in the markup
    // with the button as its own text, so the button's words were the "subheadline"
    const model = snippetModel(
      '<main><section class="masthead"><div class="row"><div class="col"><h1>Your favourite place for themes</h1></div>' +
        '<div class="col"><p>We help you build better websites with a framework you know.</p>' +
        '<a class="btn btn-primary" href="#about">Find Out More</a></div></div></section>' +
        '<h2>About</h2><p>x</p><h2>Services</h2><p>y</p></main>',
    );
    expect(model.hero.subheadline?.text).toBe('We help you build better websites with a framework you know.');
    // a row of buttons alone, no copy: no subheadline rather than a label
    const buttonsOnly = snippetModel(
      '<main><h1>Your favourite place for themes</h1><div><a class="btn" href="/start">Get Started Today</a> <button>Watch the demo</button></div><h2>About</h2><p>x</p><h2>More</h2></main>',
    );
    expect(buttonsOnly.hero.subheadline).toBeNull();
  });

  it('never takes a copyright line for the subheadline', () => {
    // a dental practice's page whose only paragraph under the headline is its legal footnote
    const model = snippetModel(
      '<main><h1>Zahnarztpraxis Dr. Sugioarto</h1><div class="foot"><p>© 2020, Dewy Sugioarto. Alle Rechte vorbehalten.</p></div>' +
        '<p>Ihre Zahnärztin in Werne Stockum für die ganze Familie.</p><h2>Leistungen</h2><p>x</p><h2>Team</h2></main>',
    );
    expect(model.hero.subheadline?.text).toBe('Ihre Zahnärztin in Werne Stockum für die ganze Familie.');
  });

  it("never takes a form's help or consent line for the subheadline, unless the form wraps the page", () => {
    // a sign-up page: the line under "Sign Up" is the form's terms notice
    const signup = snippetModel(
      '<div id="auth"><h1>Sign Up</h1><form action="/join" method="post"><label for="e">Email:</label><input id="e" type="email" name="email">' +
        '<p class="helptext">By clicking on "Sign Up" below, you agree to our Terms of Service.</p><button>Sign Up</button></form></div>',
    );
    expect(signup.hero.headline?.text).toBe('Sign Up');
    expect(signup.hero.subheadline).toBeNull();
    // ASP.NET wraps the whole page in one form: its hero's line is still the subheadline
    const aspnet = snippetModel(
      '<form id="aspnetForm" action="/default.aspx" method="post"><input type="hidden" name="__VIEWSTATE" value="x"><header><a href="/">Acme</a></header>' +
        '<main><h1>Roofing you can trust</h1><p>Family-run roofers in Leeds since 1982.</p><input type="text" name="q"><h2>Services</h2><p>x</p></main></form>',
    );
    expect(aspnet.hero.subheadline?.text).toBe('Family-run roofers in Leeds since 1982.');
    // ... also when it wraps a page of plain divs: the form holds the headline
    const divs = snippetModel(
      '<form id="ctl01" action="default.aspx" method="post"><input type="hidden" name="__VIEWSTATE" value="x"><div id="main">' +
        '<a class="slide" href="/about"><span class="title xxxlarge">V1 Project Accounting</span></a>' +
        '<div class="feature"><h3>Project Accounting</h3><p>Improve cash flow and eliminate revenue leakage</p></div><input type="text" name="q"></div></form>',
    );
    expect(divs.hero.headline?.text).toBe('V1 Project Accounting');
    expect(divs.hero.subheadline?.text).toBe('Improve cash flow and eliminate revenue leakage');
  });

  it('never takes a byline, dateline, rating, price, fact-sheet row or quote for the subheadline', () => {
    const sub = (
      lines: string,
      tail = '<p>We repair boilers across Leeds within a day, at a fixed price.</p>',
    ) =>
      snippetModel(
        `<main><h1>Boilers fixed fast</h1>${lines}${tail}<h2>Why us</h2><p>x</p><h2>More</h2></main>`,
      ).hero.subheadline?.text ?? null;
    const copy = 'We repair boilers across Leeds within a day, at a fixed price.';
    // an article's author and date (two blogs, two newspapers of the corpus and round 15)
    expect(sub('<p>By Paz Segura September 6, 2017 Consumer Insights No Comments</p>')).toBe(copy);
    expect(sub('<p>By JEFFREY GETTLEMAN JAN. 13, 2017</p>')).toBe(copy);
    expect(sub('<p>Published Thursday 27 July 2017</p>')).toBe(copy);
    expect(sub('<p>April 28, 2019 at 6:01 am Updated April 29, 2019 at 3:33 pm</p>')).toBe(copy);
    expect(
      sub(
        '<div class="entry-meta"><span>Brian Jackson</span> <span>WordPress</span> <span>No Comments</span></div>',
      ),
    ).toBe(copy);
    expect(sub('<p>Written on <time datetime="2019-04-28">the 28th</time> in the news</p>')).toBe(copy);
    // a rating summary and a price
    expect(sub('<p>4.6 out of 5 stars 422 ratings</p>')).toBe(copy);
    expect(sub('<p>Rating Snapshot (107 reviews)</p>')).toBe(copy);
    expect(sub('<p>999,00 € Barpreis inkl 19%Mwst</p>')).toBe(copy);
    expect(sub('<p>$45.00 $40.00</p>')).toBe(copy);
    // a fact sheet's rows and a week of opening hours
    expect(sub('<p>Verfügbarkeit: sofort lieferbar</p>')).toBe(copy);
    expect(sub('<p>Mardi : 9h -13h et de 14h -17h00 Mercredi : 9h – 13h et de 14h- 17h00</p>')).toBe(copy);
    // a customer's quoted words
    expect(
      sub("<p>“Rachel's commitment to teaching pronunciation is awesome, I can tell you that.”</p>"),
    ).toBe(copy);
    // and stays quiet on the page's own lines: a label that opens a sentence, a long one, a plain line
    expect(sub('<p>New: book a repair online and pay only when the boiler works again.</p>', '')).toBe(
      'New: book a repair online and pay only when the boiler works again.',
    );
    expect(sub('<p>By the end of the day your heating works again, or the visit is free.</p>', '')).toBe(
      'By the end of the day your heating works again, or the visit is free.',
    );
    expect(sub('<p>Trusted by 4,000 homeowners in Leeds since 1998.</p>', '')).toBe(
      'Trusted by 4,000 homeowners in Leeds since 1998.',
    );
    // a second reviewer's marketing lines that only look like bylines, dates, quotes or prices
    for (const line of [
      'By Appointment Only — bespoke tailoring for Leeds gentlemen since the sixties',
      'June 3, 2026 — the biggest marketing conference in the north returns to Leeds',
      '“Just do it” — the shoes that carried a generation of runners',
      '£99 boiler service for any make, at a fixed price',
      '24/7 emergency repairs',
      'Published authors trust us with their covers',
    ])
      expect(sub(`<p>${line}</p>`, '')).toBe(line);
    expect(sub('<p>BY JANE DOE, MARCH 3, 2021</p>')).toBe(copy);
    expect(sub('<p>by David Baldacci (Author) Format: Kindle Edition</p>')).toBe(copy);
  });

  it('takes a sentence-like heading right under the headline for the subheadline, not the next part of the page', () => {
    const page = (between: string) =>
      snippetModel(
        `<main><div class="hero"><h1>Enterprise Solutions</h1>${between}<h2>Complete web scraping services for any size business</h2><p><a href="/consult">Tell us about your project</a></p></div><h2>Why us</h2><p>x</p><h2>More</h2></main>`,
      ).hero.subheadline?.text ?? null;
    expect(page('')).toBe('Complete web scraping services for any size business');
    // a button between them: the heading opens the next part of the page
    expect(page('<a class="btn" href="/book">Book now</a>')).not.toBe(
      'Complete web scraping services for any size business',
    );
    // a section's title is no subheadline
    const label = snippetModel(
      '<main><h1>Boilers fixed fast</h1><h2>Our Services</h2><p>We repair boilers across Leeds within a day.</p></main>',
    );
    expect(label.hero.subheadline?.text).toBe('We repair boilers across Leeds within a day.');
  });

  it('reads a heading of two elements side by side as the two lines a visitor sees, not glued words', () => {
    const headline = (h1: string) =>
      snippetModel(`<main><h1>${h1}</h1><p>Eau de parfum, 70 ml.</p></main>`).hero.headline?.text;
    // a perfumery's brand link over its product name (round 19)
    expect(
      headline(
        '<a href="/brands/mfk">Maison Francis Kurkdjian</a><span class="name">Gentle Fluidity Gold</span>',
      ),
    ).toBe('Maison Francis Kurkdjian Gentle Fluidity Gold');
    expect(headline('<span>Top 10</span><span>Tips for winter</span>')).toBe('Top 10 Tips for winter');
    // a word that runs on into an element, a spaced pair, a next element starting small: as a browser
    // shows inline text
    expect(headline('Pay<span>Pal</span> checkout in one click')).toBe('PayPal checkout in one click');
    expect(headline('<span>Fast</span> <span>Delivery</span>')).toBe('Fast Delivery');
    expect(headline('<span>Boots that</span><em>last</em>')).toBe('Boots thatlast');
  });

  it('ignores an h1 inside a closed modal and falls back to the most prominent heading', () => {
    const model = snippetModel(
      '<div class="modal"><h1>Sign up for our newsletter</h1></div><main><h2>Spring collection</h2><p>New arrivals</p></main>',
    );
    expect(model.hero.headline?.text).toBe('Spring collection');
  });
});

describe('headline: the page title and forms', () => {
  it('reads a heading that says what the document title says as the page naming itself', () => {
    const ctx = { title: 'Yamaha YDP-S52 B Digitalpiano | Musik Dreiklang', host: 'www.musikdreiklang.de' };
    expect(echoesTitle('Yamaha YDP-S52 B Digitalpiano', ctx)).toBe(true);
    expect(echoesTitle('Baumgutachten', { title: 'Baumgutachten', host: 'www.hoppe.de' })).toBe(true);
    // the site's own name, a part of a segment, and another text are no echo
    expect(
      echoesTitle('smitten kitchen', {
        title: 'cucumber raita | smitten kitchen',
        host: 'smittenkitchen.com',
      }),
    ).toBe(false);
    expect(
      echoesTitle('Your Fenton Dentist', { title: 'Fenton Dentist | DeCo-Dental', host: 'decodental.com' }),
    ).toBe(false);
    expect(echoesTitle('Details', ctx)).toBe(false);
    expect(echoesTitle('Details', { title: null, host: 'x.com' })).toBe(false);
  });

  it("takes the product's h1 inside the add-to-cart form, and the title's heading over a section label", () => {
    const model = snippetModel(
      `<main><form id="product_addtocart_form" action="/cart/add"><div class="product-shop"><h1>Yamaha YDP-S52 B Digitalpiano</h1>
       <p>999,00 EUR</p><button type="submit">In den Warenkorb</button></div></form>
       <div class="tabs"><h2>Details</h2><p>Ein Digitalpiano mit Holztasten.</p></div></main>`,
      { head: '<title>Yamaha YDP-S52 B Digitalpiano</title>' },
    );
    expect(model.hero.headline?.text).toBe('Yamaha YDP-S52 B Digitalpiano');
    // a form's own title (h2 and below) still names the form, not the page
    const signup = snippetModel(
      '<main><h2>Our courses</h2><p>Twelve weeks of Python for beginners, evenings and weekends.</p><form><h3>Sign up</h3><input name="email"><button>Go</button></form></main>',
    );
    expect(signup.hero.headline?.text).toBe('Our courses');
  });
});

describe('headline: section titles over collections', () => {
  const grid = (n: number) =>
    `<div class="grid">${Array.from({ length: n }, (_, i) => `<div class="card"><a href="/p${i}"><img src="/p${i}.jpg" alt=""></a><a href="/p${i}">Item ${i}</a></div>`).join('')}</div>`;

  it('does not take a short title over a product grid or news list for the headline', () => {
    const model = snippetModel(
      `<main><h3>Nuevos productos</h3>${grid(4)}<h2>Costumes for every party, shipped in 24 hours</h2><p>Over 5,000 costumes in stock.</p></main>`,
    );
    expect(model.hero.headline?.text).toBe('Costumes for every party, shipped in 24 hours');
  });

  it("keeps a category page's h1 over its grid, and a short title that heads prose", () => {
    expect(snippetModel(`<main><h1>Men's casualwear</h1>${grid(6)}</main>`).hero.headline?.text).toBe(
      "Men's casualwear",
    );
    expect(
      snippetModel(
        '<main><h2>Baumgutachten</h2><p>Wir erstellen Gutachten für Bäume in Bremerhaven und umzu.</p></main>',
      ).hero.headline?.text,
    ).toBe('Baumgutachten');
  });
});

describe('headline: a logo set as a heading', () => {
  it('never takes a short heading that only links to the front page: it is the logo, whatever its classes', () => {
    // wordpress.com (2015): <h1 class="wpcom-title"><a href="https://wordpress.com/">WordPress<span>.com</span></a></h1>
    // before the page's own h1; no class word says logo, the link home does
    const logo = snippetModel(
      '<header><h1 class="wpcom-title"><a href="https://wordpress.com/">WordPress<span>.com</span></a></h1></header>' +
        '<main><h1>Create your new website for free</h1><a class="button" href="/start">Create Website</a><h2>Features</h2><p>x</p></main>',
    );
    expect(logo.hero.headline?.text).toBe('Create your new website for free');
    for (const href of ['/', './', 'index.html', '/index.php', 'http://acme.example/']) {
      const model = snippetModel(
        `<header><h1><a href="${href}">Acme Tools</a></h1></header><main><h2>Tools that outlast you</h2><p>x</p></main>`,
      );
      expect(model.hero.headline?.text, href).toBe('Tools that outlast you');
    }
  });

  it('keeps a heading that links elsewhere, a long linked promise, and an image logo when nothing else heads the page', () => {
    // a heading linking to its own article or section is the page's title, not the logo
    const article = snippetModel(
      '<main><h1><a href="/2014/06/raita">Cucumber yogurt raita</a></h1><p>Cool, quick and good with everything.</p></main>',
    );
    expect(article.hero.headline?.text).toBe('Cucumber yogurt raita');
    // more than four words is a claim, even linked home (Mister Plumber's h1 links to "/")
    const claim = snippetModel(
      '<main><h1><a href="/">Trusted Toronto plumbers for any plumbing repair</a></h1><p>24 hours a day.</p></main>',
    );
    expect(claim.hero.headline?.text).toBe('Trusted Toronto plumbers for any plumbing repair');
    // a logo image alone is the brand the visitor reads first (the university's crest): kept
    const crest = snippetModel(
      '<main><h1><a href="/"><img src="/crest.png" alt="Università degli Studi di Padova"></a></h1><p>Iscrizioni aperte.</p></main>',
    );
    expect(crest.hero.headline?.text).toBe('Università degli Studi di Padova');
  });
});

describe('headline: captions and taglines that are not headings', () => {
  it("reads a slider caption or the site's tagline as display text", () => {
    const slider = snippetModel(
      `<main><div class="rev_slider"><ul><li><div class="tp-caption medium_text">Lexipol is the leading provider of policies for public safety</div></li></ul></div>
       <section><h2>Our policies</h2><p>State-specific and updated every month.</p></section></main>`,
    );
    expect(slider.hero.headline?.text).toBe('Lexipol is the leading provider of policies for public safety');
    const tagline = snippetModel(
      `<header><h1 id="logo"><a href="/"><img src="/logo.png" alt="Fundraising Skills"></a></h1><span id="tagline">Fundraising training with guaranteed results</span></header>
       <main><div id="actionbuttons"><a class="btn" href="/offers">Course Offers</a><a class="btn" href="/contact">Contact Us</a><a class="btn" href="/book">Book Now</a></div>
       <div class="box"><h3>News &amp; Offers</h3><p>New dates for spring.</p></div></main>`,
    );
    expect(tagline.hero.headline?.text).toBe('Fundraising training with guaranteed results');
    // the first screen still reaches into the content, and a button group's strongest ask leads it
    expect(tagline.ctas.find((c) => c.role === 'primary')?.text).toBe('Book Now');
  });
});

describe('detectNav', () => {
  it('lists menu items, a search form and a logo link home', () => {
    const model = snippetModel(
      '<header><a class="logo" href="/"><img src="/l.svg" alt="Acme"></a><a href="tel:+15551234567">+1 555 123 4567</a><nav><ul><li><a href="/shop">Shop</a></li><li><a href="/about">About</a></li></ul></nav><form role="search" action="/search"><input name="q"></form></header><main><p>x</p></main>',
      { url: 'https://shop.example.com/' },
    );
    expect(model.nav.present).toBe(true);
    expect(model.nav.items).toEqual([
      { text: 'Shop', href: 'https://shop.example.com/shop' },
      { text: 'About', href: 'https://shop.example.com/about' },
    ]);
    expect(model.nav.hasSearch).toBe(true);
    expect(model.nav.hasLogoLinkHome).toBe(true);
    expect(model.nav.sticky).toBeNull();
  });
});
