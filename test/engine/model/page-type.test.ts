import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, type PageModel } from '../../../lib/engine/model/page-model.js';
import { classifyPageType, pageTypeSignals } from '../../../lib/engine/model/page-type.js';
import { snippetModel } from './corpus-models.js';

/** A model of a page at `url` (an inner page of a shop unless told). */
function page(body: string, url = 'https://shop.example.com/page', head = ''): PageModel {
  return snippetModel(body, { url, head });
}

const LOCAL_HOME = 'http://127.0.0.1:5173/index.html';

function labels(model: PageModel): string[] {
  return pageTypeSignals(model).map((s) => `${s.type}: ${s.label}`);
}

const PARAGRAPH =
  'The harbour was quiet that morning when the boat came in with its catch, and the crew had been at sea for eleven days with little sleep and less news from home than they had hoped for.';

const PLANS =
  '<div class="plan"><h3>Starter</h3><p>$19/mo</p><a class="btn" href="/s">Choose Starter</a></div>' +
  '<div class="plan"><h3>Team</h3><p>$49 per month</p><a class="btn" href="/t">Choose Team</a></div>';

describe('classifyPageType', () => {
  it('lists every page type once, other last', () => {
    expect(new Set(PAGE_TYPES).size).toBe(PAGE_TYPES.length);
    expect(PAGE_TYPES.at(-1)).toBe('other');
  });

  it('calls a site root the home page and an inner page without evidence other', () => {
    expect(classifyPageType(page('<h1>Welcome</h1><p>Hello.</p>', 'https://acme.example/')).id).toBe(
      'home_landing',
    );
    expect(classifyPageType(page('<h1>Welcome</h1><p>Hello.</p>', 'https://acme.example/en/')).id).toBe(
      'home_landing',
    );
    const inner = classifyPageType(page('<h1>Welcome</h1><p>Hello.</p>', 'https://acme.example/misc/notes'));
    expect(inner.id).toBe('other');
    expect(inner.confidence).toBeLessThan(0.5);
  });

  it('ignores the address of a local file or dev server and reads the canonical link instead', () => {
    const draft = page('<h1>Welcome</h1><p>Hello.</p>', 'http://127.0.0.1:5173/misc/notes.html');
    expect(draft.delivery.loopback).toBe(true);
    expect(classifyPageType(draft).id).toBe('home_landing');
    expect(labels(draft).some((l) => l.includes('/misc/'))).toBe(false);

    const withCanonical = page(
      '<h1>Welcome</h1><p>Hello.</p>',
      'http://127.0.0.1:5173/draft.html',
      '<link rel="canonical" href="https://acme.example/privacy-policy">',
    );
    expect(labels(withCanonical).some((l) => l.startsWith('policy:'))).toBe(true);
  });

  it("reads what a local copy declares: a relative canonical's path, an og:url on the page's own site", () => {
    const LOCAL = 'http://127.0.0.1:5173/copy.html';
    // a blog post whose canonical link is a path: the path is the page's own
    const post = page(
      '<h1>The winner-take-all world of dental reviews</h1><p>Hello.</p>',
      LOCAL,
      '<link rel="canonical" href="/blog/2018/04/25/the-winner-take-all-world-of-dental-reviews/">',
    );
    expect(labels(post)).toContain('article_blog: a dated address (/yyyy/mm/)');
    expect(classifyPageType(post).id).toBe('article_blog');
    // an og:url on the host the page links to is where it lives (a firm's team page) ...
    const menu = ['/', '/services', '/contact']
      .map((p) => `<a href="https://www.firm.example${p}">${p}</a>`)
      .join(' ');
    const team = page(
      `<nav>${menu}</nav><h1>Unser Team</h1><p>Hello.</p>`,
      LOCAL,
      '<meta property="og:url" content="https://www.firm.example/team">',
    );
    expect(classifyPageType(team).id).toBe('about');
    // with or without "www.", it is the same site
    const bare = page(
      `<nav>${menu}</nav><h1>Unser Team</h1><p>Hello.</p>`,
      LOCAL,
      '<meta property="og:url" content="https://firm.example/team">',
    );
    expect(labels(bare)).toContain('about: about address (/team/)');
    // a protocol-relative canonical is as absolute as the page's scheme
    const relative = page(
      '<h1>My post</h1><p>Hello.</p>',
      LOCAL,
      '<link rel="canonical" href="//www.firm.example/blog/2020/05/my-post/">',
    );
    expect(labels(relative)).toContain('article_blog: a dated address (/yyyy/mm/)');
    // ... a template's og:url naming its author's profile, linked once, says nothing
    const template = page(
      '<h1>Welcome</h1><p>Hello.</p><footer><a href="https://github.com/someone">Template by someone</a></footer>',
      LOCAL,
      '<meta property="og:url" content="https://github.com/someone">',
    );
    expect(classifyPageType(template).id).toBe('home_landing');
    expect(labels(template).some((l) => l.includes('someone'))).toBe(false);
  });

  it("calls a team page an about page by its whole name, in the title's second part too", () => {
    const LOCAL = 'http://127.0.0.1:5173/copy.html';
    const staff = page(
      '<h1>Unser Unternehmen</h1><p>Hello.</p>',
      LOCAL,
      '<title>RSW AG - Mitarbeiter</title>',
    );
    expect(labels(staff)).toContain('about: a team title');
    expect(classifyPageType(staff).id).toBe('about');
    expect(classifyPageType(page('<h1>Notre équipe</h1><p>Hello.</p>', LOCAL)).id).toBe('about');
    // a newspaper named for a team, a magazine named "People", a plan named "Team" are no team pages
    const paper = page(
      '<h1>Mbappé signe au Real Madrid</h1><p>Hello.</p>',
      LOCAL,
      "<title>Mbappé signe au Real Madrid - Foot - L'Équipe</title>",
    );
    expect(labels(paper).some((l) => l.startsWith('about:'))).toBe(false);
    expect(
      labels(page('<h1>Stars</h1><p>Hello.</p>', LOCAL, '<title>Stars | People</title>')).some((l) =>
        l.startsWith('about:'),
      ),
    ).toBe(false);
    expect(labels(page(`<h1>Team</h1>${PLANS}`, LOCAL)).some((l) => l.startsWith('about:'))).toBe(false);
    // a title part that is the site's own name is not the page's name
    const site = page(
      '<h1>Welcome</h1><p>Hello.</p>',
      LOCAL,
      '<title>Home - Team</title><meta property="og:site_name" content="Team">',
    );
    expect(labels(site)).not.toContain('about: a team title');
    // a product for teams is no team page
    const product = page(
      '<h1>Team collaboration software</h1><p>Hello.</p>',
      LOCAL,
      '<title>Teamly - Team chat</title>',
    );
    expect(labels(product).some((l) => l.startsWith('about:'))).toBe(false);
  });

  it('takes a root address with a query that picks the content for a listing, not the home page', () => {
    const WEBSITE =
      '<script type="application/ld+json">{"@type":"WebSite","url":"https://shop.example/","name":"Shop"}</script>';
    const paged = page('<h1>Dryers</h1><p>Hello.</p>', 'https://shop.example/?cat=dryers&pg=2', WEBSITE);
    expect(labels(paged).some((l) => l.includes('site root') || l.includes('WebSite'))).toBe(false);
    // campaign tags, click ids, a currency or a shop engine's home route choose nothing: the root
    // with them is still the home page
    for (const query of [
      '?utm_source=mail&gclid=1',
      '?srsltid=AfmBOop',
      '?gad_source=1&gclid=x',
      '?__hstc=1&__hssc=2',
      '?currency=EUR',
      '?route=common/home',
    ]) {
      const tagged = page('<h1>Welcome</h1><p>Hello.</p>', `https://shop.example/${query}`);
      expect(labels(tagged), query).toContain('home_landing: the site root address');
    }
    // a post or a page by id is not the home page
    for (const query of ['?p=123', '?page_id=2', '?route=product/category&path=20']) {
      const post = page('<h1>Welcome</h1><p>Hello.</p>', `https://shop.example/${query}`);
      expect(labels(post), query).not.toContain('home_landing: the site root address');
    }
    // a CMS's "/home-page" names the root as "/index" does
    const cms = page(
      '<h1>Benvenuti</h1><p>Hello.</p>',
      LOCAL_HOME,
      '<link rel="canonical" href="/home-page">',
    );
    expect(labels(cms)).toContain('home_landing: the site root address');
  });

  it('reads the address: /product/ with a child, /pricing, /contact-us, /about, /privacy-policy, /donate, ?q=', () => {
    const at = (path: string) => classifyPageType(page('<p>Text.</p>', `https://acme.example${path}`)).id;
    expect(at('/products/blue-shirt')).toBe('product_detail');
    expect(at('/products')).toBe('other');
    expect(at('/pricing')).toBe('pricing');
    expect(at('/contact-us')).toBe('contact');
    expect(at('/about')).toBe('about');
    expect(at('/privacy-policy')).toBe('policy');
    expect(at('/donate')).toBe('donation');
    expect(at('/search?q=shoes')).toBe('search_results');
    expect(at('/catalog?q=')).toBe('category_listing');
    expect(at('/blog/2024/05/how-we-built-it')).toBe('article_blog');
    expect(at('/blog')).toBe('other');
  });

  it('reads schema.org: one Product is a product page, three are a listing', () => {
    const product = (name: string) =>
      `<script type="application/ld+json">{"@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"10"}}</script>`;
    expect(classifyPageType(page(`${product('A')}<h1>A</h1>`)).id).toBe('product_detail');
    expect(classifyPageType(page(`${product('A')}${product('B')}${product('C')}<h1>Locks</h1>`)).id).toBe(
      'category_listing',
    );
    expect(
      classifyPageType(
        page('<script type="application/ld+json">{"@type":"NewsArticle","headline":"X"}</script><h1>X</h1>'),
      ).id,
    ).toBe('article_blog');
    expect(
      classifyPageType(
        page('<script type="application/ld+json">{"@type":"MusicEvent","name":"Gig"}</script><h1>Gig</h1>'),
      ).id,
    ).toBe('event');
    expect(
      classifyPageType(
        page('<script type="application/ld+json">{"@type":"Course","name":"Node"}</script><h1>Node</h1>'),
      ).id,
    ).toBe('course');
  });

  it('finds one product with a price, a quantity and an add-to-cart button after its headline', () => {
    const pdp = page(
      '<main><h1>Leather Crossbody Bag</h1><p class="price">$89.00</p><form action="/cart/add" method="post">' +
        '<label for="q">Quantity</label><input id="q" name="quantity" type="number" value="1">' +
        '<button type="submit">Add to cart</button></form><h2>Product description</h2><p>Soft leather.</p></main>',
    );
    expect(classifyPageType(pdp).id).toBe('product_detail');
    expect(labels(pdp)).toEqual(expect.arrayContaining(['product_detail: a quantity selector']));
    // a price alone, without a way to buy, is not a product page
    const priced = page('<main><h1>Leather bags</h1><p>From $89.00, made in Spain.</p></main>');
    expect(classifyPageType(priced).id).not.toBe('product_detail');
  });

  it('takes a price and an item number under the headline for a product page, even at a site root without a buy button', () => {
    const product = page(
      `<h1>Canvas tote</h1><p>SKU: BST-498</p><span class="price">$40.00</span><p>${PARAGRAPH}</p>`,
      'https://shop.example.com/',
    );
    expect(labels(product)).toContain('product_detail: a price and an item number (SKU) under the headline');
    expect(classifyPageType(product).id).toBe('product_detail');
    // a word that starts like "Ref" is no item number
    const home = page(
      `<h1>Reflective plates</h1><span class="price">$40.00</span><p>Reflective aluminium, all sizes.</p>`,
      'https://shop.example.com/',
    );
    expect(labels(home)).not.toContain('product_detail: a price and an item number (SKU) under the headline');
    expect(classifyPageType(home).id).toBe('home_landing');
  });

  it('finds a grid of priced items with sorting as a category listing', () => {
    const item = (n: number) =>
      `<div class="product"><h2>Lock ${n}</h2><span class="price">$${50 + n}.99</span><button>Add to Cart</button></div>`;
    const grid = page(
      `<main><h1>U-locks</h1><p>Sort by: Price</p>${[1, 2, 3, 4, 5].map(item).join('')}</main>`,
      'https://shop.example.com/u-locks',
    );
    expect(classifyPageType(grid).id).toBe('category_listing');
    // one product with the same button is not a grid
    const single = page(
      `<main><h1>Lock 1</h1><span class="price">$51.99</span><button>Add to Cart</button></main>`,
    );
    expect(classifyPageType(single).id).toBe('product_detail');
  });

  it('calls a page that leads with plan prices a pricing page, and a home page with a plans section home', () => {
    const pricing = page(`<main><h1>Pay as you grow</h1>${PLANS}</main>`, 'https://saas.example/');
    expect(classifyPageType(pricing).id).toBe('pricing');
    const sections = ['Fast', 'Secure', 'Simple', 'Integrations']
      .map((t) => `<section><h2>${t}</h2><p>${PARAGRAPH}</p></section>`)
      .join('');
    const home = page(
      `<main><h1>Ship faster</h1><a class="btn" href="/signup">Start free trial</a>${sections}<h2>Pricing</h2>${PLANS}</main>`,
      'https://saas.example/',
    );
    expect(classifyPageType(home).id).toBe('home_landing');
  });

  it('calls long prose under a byline and a date an article, but not a short post teaser', () => {
    const article = page(
      `<main><h1>Halibut season opens</h1><p>By Jane Smith</p><p>Published April 3, 2019</p>${`<p>${PARAGRAPH} ${PARAGRAPH}</p>`.repeat(10)}</main>`,
      'https://news.example/business/halibut',
    );
    const facts = classifyPageType(article);
    expect(facts.id).toBe('article_blog');
    expect(facts.signals).toEqual(expect.arrayContaining(['a byline', 'a publication date']));
    const teaser = page(
      `<main><h1>Our news</h1><p>By Jane Smith</p><p>Published April 3, 2019</p><p>${PARAGRAPH}</p></main>`,
      'https://news.example/misc',
    );
    expect(classifyPageType(teaser).id).not.toBe('article_blog');
  });

  it('calls a page headed Shipping Policy a policy page, but not a headline that only mentions shipping', () => {
    const policy = page(
      `<main><h1>Shipping Policy</h1><p>${PARAGRAPH}</p></main>`,
      'https://shop.example.com/',
    );
    expect(classifyPageType(policy).id).toBe('policy');
    const promo = page(
      `<main><h1>Shipping made simple</h1><p>${PARAGRAPH}</p></main>`,
      'https://shop.example.com/',
    );
    expect(classifyPageType(promo).id).toBe('home_landing');
  });

  it('calls a page whose main action is to donate, with amounts to choose, a donation page', () => {
    const donate = page(
      '<main><h1>Help a child read</h1><form action="/give"><label><input type="radio" name="amount" value="25"> $25</label>' +
        '<label><input type="radio" name="amount" value="50"> $50</label><button type="submit">Donate now</button></form></main>',
      'https://charity.example/campaign/reading',
    );
    expect(classifyPageType(donate).id).toBe('donation');
    const home = page(
      '<main><h1>Small help for a big change</h1><a class="btn" href="/signup">Join us</a><p>We build schools.</p><a href="/d">Donate</a></main>',
      'https://charity.example/',
    );
    expect(classifyPageType(home).id).toBe('home_landing');
  });

  it('calls a page with app-store badges up front an app landing page, not one with badges in the footer', () => {
    const badges =
      '<a href="https://apps.apple.com/app/id1"><img src="/app-store-badge.png" alt="Download on the App Store"></a>' +
      '<a href="https://play.google.com/store/apps/details?id=x"><img src="/google-play.png" alt="Get it on Google Play"></a>';
    const app = page(
      `<main><h1>The #1 mobile rewards app</h1><p>Earn points.</p>${badges}</main>`,
      'https://app.example/',
    );
    expect(classifyPageType(app).id).toBe('app_landing');
    const site = page(
      `<main><h1>Project management</h1><a class="btn" href="/trial">Start free trial</a><p>${PARAGRAPH}</p></main><footer>${badges}</footer>`,
      'https://saas.example/',
    );
    expect(classifyPageType(site).id).toBe('home_landing');
  });

  it('calls a page made of customer testimonials a reviews page', () => {
    const quote = (n: number) =>
      `<div class="testimonial"><blockquote>${PARAGRAPH}</blockquote><p class="author">Customer ${n}</p></div>`;
    const reviews = page(
      `<main>${[1, 2, 3, 4, 5, 6].map(quote).join('')}</main>`,
      'https://builders.example/page-7',
      '<title>What Our Customers Say | Builders</title>',
    );
    expect(classifyPageType(reviews).id).toBe('review_ugc');
    const home = page(
      `<main><h1>We build homes</h1><p>${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH}</p>${quote(1)}</main>`,
      'https://builders.example/',
    );
    expect(classifyPageType(home).id).toBe('home_landing');
  });

  it('calls a dated event with tickets on the first screen an event page', () => {
    const event = page(
      '<main><h1>Summer Jazz Night</h1><p>Saturday, July 12, 2025 at the Riverside Hall</p><a class="btn" href="/t">Buy tickets</a>' +
        '<h2>Line-up</h2><p>Five bands.</p><h2>Venue</h2><p>Riverside Hall.</p></main>',
      'https://hall.example/summer-jazz',
    );
    expect(classifyPageType(event).id).toBe('event');
    const shop = page(
      '<main><h1>Jazz records</h1><p>Restocked July 12, 2025.</p><a class="btn" href="/shop">Shop now</a></main>',
      'https://records.example/jazz',
    );
    expect(classifyPageType(shop).id).not.toBe('event');
  });

  it('calls a curriculum of modules with an enrol button a course page', () => {
    const course = page(
      '<main><h1>Learn Node</h1><a class="btn" href="/buy">Buy the course</a><h2>What you will build</h2>' +
        '<h3>Module 1: Setup</h3><p>Install.</p><h3>Module 2: Routing</h3><p>Routes.</p><h3>Module 3: Data</h3><p>Mongo.</p></main>',
      'https://learn.example/node',
    );
    expect(classifyPageType(course).id).toBe('course');
    const blog = page(
      '<main><h1>Node tips</h1><h3>Setup</h3><p>Install.</p></main>',
      'https://learn.example/tips',
    );
    expect(classifyPageType(blog).id).not.toBe('course');
  });

  it('calls a short page built around a contact form a contact page', () => {
    const form =
      '<form action="/send" method="post"><label>Name <input name="name"></label><label>Email <input name="email" type="email"></label>' +
      '<label>Message <textarea name="message"></textarea></label><button type="submit">Send message</button></form>';
    const contact = page(`<main><h1>Write to us</h1>${form}</main>`, 'https://firm.example/reach');
    expect(classifyPageType(contact).id).toBe('contact');
    const long = page(
      `<main><h1>Write to us</h1>${`<h2>Section</h2><p>${PARAGRAPH} ${PARAGRAPH}</p>`.repeat(5)}${form}</main>`,
      'https://firm.example/reach',
    );
    expect(classifyPageType(long).id).not.toBe('contact');
  });

  it('calls a page headed for its sign-up or log-in form other, but not a landing page with a sign-up form', () => {
    const account =
      '<form action="/join" method="post"><label>Username <input name="username"></label><label>Email <input name="email" type="email"></label>' +
      '<label>Password <input name="password" type="password"></label><button>Sign Up</button></form>';
    const root = 'https://app.example.io/';
    // at a site root, where a page without evidence is the home page
    for (const h1 of [
      'Sign Up',
      'Please Login or Register',
      'Create your Account',
      'Konto erstellen',
      'Connexion',
    ])
      expect(classifyPageType(page(`<main><h1>${h1}</h1>${account}</main>`, root)).id, h1).toBe('other');
    const titled = page(
      `<main><h2>Welcome back</h2>${account}</main>`,
      root,
      '<title>Sign in · Acme</title>',
    );
    expect(labels(titled)).toContain(
      'other: an account form the headline or title names (a sign-up or log-in page)',
    );
    // a landing page that sells first keeps its sign-up form in the hero
    const landing = page(
      `<main><h1>Build software better, together.</h1><p>Code review and project management for teams.</p>${account}</main>`,
      root,
    );
    expect(classifyPageType(landing).id).toBe('home_landing');
    // ... and so does one whose pitch mentions joining, or that says much besides its form
    const pitch = page(
      `<main><h1>Join the largest community of developers in the world</h1>${account}</main>`,
      root,
    );
    expect(labels(pitch).join(' ')).not.toMatch(/account form/);
    const long = page(
      `<main><h1>Sign Up</h1>${account}${`<h2>Why us</h2><p>${PARAGRAPH}</p>`.repeat(25)}</main>`,
      root,
    );
    expect(labels(long).join(' ')).not.toMatch(/account form/);
    // a page named for signing up but with no password to set is not an account page
    const newsletter = page(
      '<main><h1>Sign up for our newsletter</h1><form action="/n"><input type="email" name="email"><button>Sign up</button></form></main>',
      root,
    );
    expect(labels(newsletter).join(' ')).not.toMatch(/account form/);
  });

  it('calls a page headed About us an about page, but not a home page with an About section', () => {
    expect(
      classifyPageType(
        page(`<main><h1>About us</h1><p>${PARAGRAPH}</p></main>`, 'https://acme.example/company-info'),
      ).id,
    ).toBe('about');
    const home = page(`<main><h3>About</h3><p>${PARAGRAPH}</p></main>`, 'https://acme.example/');
    expect(classifyPageType(home).id).toBe('home_landing');
  });

  it('calls a page reporting a result count a search results page', () => {
    const results = page(
      '<main><h1>Shoes</h1><p>24 results for "shoes"</p></main>',
      'https://shop.example.com/find',
    );
    expect(classifyPageType(results).id).toBe('search_results');
    expect(
      classifyPageType(
        page('<main><h1>Shoes</h1><p>24 styles in stock</p></main>', 'https://shop.example.com/find'),
      ).id,
    ).not.toBe('search_results');
  });

  it('explains its choice in words with a confidence between 0 and 1', () => {
    const facts = classifyPageType(
      page('<main><h1>Pricing</h1><p>Text.</p></main>', 'https://saas.example/pricing'),
    );
    expect(facts.id).toBe('pricing');
    expect(facts.signals).toEqual(
      expect.arrayContaining(['pricing address (/pricing/)', 'a pricing headline']),
    );
    expect(facts.confidence).toBeGreaterThan(0.5);
    expect(facts.confidence).toBeLessThanOrEqual(1);
  });
});

describe('what the page is, from its structure and its own words', () => {
  const LOCAL = 'http://127.0.0.1:8000/page.html';

  it('reads an empty schema.org Article stamped on <html> as a stamp, and an Article with a headline as an article', () => {
    const stamped = page(
      `<main><h1>Branded crowdfunding</h1><p>${PARAGRAPH}</p><a class="btn" href="/demo">Get in touch</a></main>`,
      LOCAL,
    );
    // the microdata item of <html itemscope itemtype=...> has no property
    stamped.structuredData.push({ format: 'microdata', type: 'Article', data: { '@type': 'Article' } });
    expect(classifyPageType(stamped).id).toBe('home_landing');
    expect(labels(stamped)).toContain('article_blog: a schema.org Article type without content');
    const article = page(
      `<script type="application/ld+json">{"@type":"Article","headline":"How we grew","datePublished":"2024-01-02"}</script><main><h1>How we grew</h1><p>${PARAGRAPH}</p></main>`,
      LOCAL,
    );
    expect(classifyPageType(article).id).toBe('article_blog');
  });

  it("calls the address of the site's schema.org WebSite its home page, and an inner page under it nothing of the kind", () => {
    const website =
      '<script type="application/ld+json">{"@type":"WebSite","url":"https://www.shop.example/no","potentialAction":{"@type":"SearchAction"}}</script>';
    const home = page(
      '<main><h2>Our favourites</h2><p>Lipstick NOK 248,00</p></main>',
      LOCAL,
      `${website}<link rel="canonical" href="https://www.shop.example/no/">`,
    );
    expect(classifyPageType(home).id).toBe('home_landing');
    expect(labels(home)).toContain("home_landing: the site's schema.org WebSite is this address");
    const inner = page(
      '<main><h2>Our favourites</h2><p>Lipstick NOK 248,00</p></main>',
      LOCAL,
      `${website}<link rel="canonical" href="https://www.shop.example/no/lipstick">`,
    );
    expect(labels(inner).some((l) => l.includes('WebSite'))).toBe(false);
  });

  it('keeps a landing page that closes with its enquiry or booking form a landing page, and calls a page about getting in touch a contact page', () => {
    const enquiry =
      '<form action="/send_contact_email.asp" method="post"><label>Full name <input name="fullname"></label><label>Town <input name="town"></label>' +
      '<label>Telephone <input name="telephone"></label><label>Enquiry <textarea name="enquiry"></textarea></label><button type="submit">Submit</button></form>';
    const roofer = page(
      `<main><p>Why you should use Kent Roofing</p><ul><li>The best possible price</li><li>Our work is guaranteed</li></ul>` +
        `<p>Services we offer</p><ul><li>New roofs</li><li>Roof repairs</li><li>Guttering</li></ul><p>Contact us today for a free quotation!</p>${enquiry}</main>`,
      LOCAL,
      '<title>Kent Roofing Company</title>',
    );
    expect(classifyPageType(roofer).id).toBe('home_landing');
    const booking = page(
      '<main><h2>Welcome to The Harbour Hotel</h2><form action="/book/check-availability"><label>Arrival date <input name="arrDate"></label>' +
        '<label>Departure date <input name="depDate"></label><label>Corporate code <input name="promo"></label><button type="submit">Book now</button></form></main>',
      LOCAL,
    );
    expect(classifyPageType(booking).id).toBe('home_landing');
    const contact = page(`<main><h1>We'd love to hear from you. Get in touch!</h1>${enquiry}</main>`, LOCAL);
    expect(classifyPageType(contact).id).toBe('contact');
  });

  it("does not take a restaurant's menu, reached after sections of its own, for a category page", () => {
    const dish = (name: string, price: string) => `<h3>${name}</h3><p>Fresh, seasonal.</p><p>${price}</p>`;
    const menu = [
      dish('Greek salad', '$25.50'),
      dish('Lasagne', '$40.00'),
      dish('Pumpkin soup', '$10.00'),
      dish('Wagyu', '$39.00'),
      dish('Olives', '$25.00'),
      dish('Opu fish', '$49.00'),
    ].join('');
    const restaurant = page(
      `<main><h1>For the love of delicious food</h1><h2>We offer top notch</h2><p>Breakfast, lunch, drinks.</p>` +
        `<h2>Our story</h2><p>${PARAGRAPH}</p><h2>Delicious menu</h2>${menu}</main>`,
      LOCAL,
    );
    expect(classifyPageType(restaurant).id).toBe('home_landing');
    const listing = page(`<main><h1>Salads</h1><h2>All salads</h2>${menu}</main>`, LOCAL);
    expect(labels(listing)).toContain('category_listing: 6 product names each followed by a price');
  });

  it('does not take one instalment repeated in each box, or a rent, for a choice of plans', () => {
    const weekly = (what: string) => `<div><h3>${what}</h3><p>from only €47 per week</p></div>`;
    const practice = page(
      `<main><h1>Braces on your terms</h1>${['Children', 'Teens', 'Adults', 'Invisible'].map(weekly).join('')}</main>`,
      LOCAL,
    );
    expect(classifyPageType(practice).id).toBe('home_landing');
    const rents = page(
      '<main><h1>Apartments to let</h1><div><h3>Studio</h3><p>$1,900 per month rent</p></div><div><h3>1-bedroom</h3><p>$2,450 per month rent</p></div></main>',
      LOCAL,
    );
    expect(labels(rents).some((l) => l.startsWith('pricing:'))).toBe(false);
    const plans = page(`<main><h1>Plans</h1>${PLANS}</main>`, LOCAL);
    expect(classifyPageType(plans).id).toBe('pricing');
  });

  it('counts an add-to-cart form as an add-to-cart button, even when its button has no words', () => {
    const pdp = page(
      '<main><h1>Yamaha YDP-S52 digital piano</h1><p class="price">999,00 €</p>' +
        '<form action="https://music.example/checkout/cart/add/product/2207/" method="post"><label>Menge <input name="qty" value="1"></label>' +
        '<button type="submit" class="btn-cart"><span></span></button></form><h2>Details</h2><p>88 keys.</p></main>',
      LOCAL,
    );
    expect(pdp.forms.find((f) => f.fields.some((x) => x.name === 'qty'))?.purpose).toBe('cart');
    expect(classifyPageType(pdp).id).toBe('product_detail');
  });

  it('calls a checkout step other, not a home page', () => {
    const checkout = page(
      '<main><h2>Checkout</h2><form><label>Email <input name="checkoutEmail" type="email"></label><label>Shipping name <input name="shipping_name"></label>' +
        '<label>Shipping address <input name="shipping_primary_address"></label><button type="submit">Finish order</button></form></main>',
      LOCAL,
    );
    expect(checkout.forms[0].purpose).toBe('checkout');
    expect(classifyPageType(checkout).id).toBe('other');
    const newsletter = page(
      '<main><h2>News</h2><form><label>Email <input name="email" type="email"></label><button type="submit">Subscribe</button></form></main>',
      LOCAL,
    );
    expect(classifyPageType(newsletter).id).toBe('home_landing');
  });

  it("calls a page with a course's facts under their own headings a course page, but not a page with one of them", () => {
    const course = page(
      '<main><h2>Photography</h2><h6>Duration</h6><p>3 months</p><h6>Fee</h6><p>$699</p><a class="btn" href="/apply">Apply now</a>' +
        '<h3>About course</h3><p>Light and composition.</p><h3>Requirements</h3><p>A camera.</p><h5>Teacher</h5><p>Sam</p></main>',
      LOCAL,
    );
    expect(classifyPageType(course).id).toBe('course');
    const service = page('<main><h2>Roof repair</h2><h3>Duration</h3><p>One day.</p></main>', LOCAL);
    expect(classifyPageType(service).id).not.toBe('course');
  });

  it('calls tickets sold for a date an event page, and a product in a cart a product page', () => {
    const tickets = page(
      '<main><h1>Trevi &amp; Pantheon walking tour</h1><p>€40.00</p><form action="https://tickets.example/addtocart/2391834" method="post">' +
        '<select name="date_id"><option>Sat Nov 14</option><option>Sun Nov 15</option></select><select name="price_1"><option>0</option><option>1</option></select>' +
        '<button type="submit">Add to Cart</button></form><a href="https://www.google.com/calendar/event?action=TEMPLATE">Add to Calendar</a></main>',
      LOCAL,
    );
    expect(classifyPageType(tickets).id).toBe('event');
    const product = page(
      '<main><h1>Walking boots</h1><p>€40.00</p><form action="https://shop.example/addtocart/9" method="post">' +
        '<select name="size"><option>41</option><option>42</option></select><label>Qty <input name="qty"></label><button type="submit">Add to Cart</button></form></main>',
      LOCAL,
    );
    expect(classifyPageType(product).id).toBe('product_detail');
  });

  it("calls a charity's home page with a Donate button a home page, and a page led by its donation form a donation page", () => {
    const home = page(
      `<main><h1>Small help for a big change</h1><a class="btn" href="https://give.example/charity">Donate</a><h2>Our causes</h2><p>${PARAGRAPH}</p></main>`,
      LOCAL,
    );
    expect(classifyPageType(home).id).toBe('home_landing');
    const gift =
      '<form action="/spenden/konsum"><label><input type="radio" name="betrag" value="10"> 10 €</label><label><input type="radio" name="betrag" value="40"> 40 €</label>' +
      '<button type="submit">Jetzt spenden</button></form>';
    const form = page(`<main><h1>Spenden Sie jetzt</h1>${gift}</main>`, LOCAL);
    expect(form.forms[0].purpose).toBe('donation');
    expect(classifyPageType(form).id).toBe('donation');
    const article = page(
      `<main><h1>Living sustainably</h1>${`<h2>Section</h2><p>${PARAGRAPH} ${PARAGRAPH}</p>`.repeat(5)}${gift}</main>`,
      LOCAL,
    );
    expect(labels(article)).not.toContain('donation: a donation form leads the page');
  });
});
