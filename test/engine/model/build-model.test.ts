import { describe, expect, it } from 'vitest';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import {
  INDUSTRIES,
  PAGE_MODEL_VERSION,
  type Located,
  type PageModel,
} from '../../../lib/engine/model/page-model.js';
import { renderFacts } from '../../support/model-fixture.js';
import { corpusModel, corpusName, manifest, snippetModel, staticHttp } from './corpus-models.js';

function locatedLists(model: PageModel): Located[] {
  return [
    ...model.headings,
    ...model.textBlocks,
    ...model.links,
    ...model.ctas,
    ...model.forms,
    ...model.images,
    ...model.prices,
    ...model.testimonials,
    ...model.faq,
    ...model.contacts,
  ];
}

describe('buildPageModel on the corpus', () => {
  it.each(manifest.map((e) => [corpusName(e)]))('builds a complete model of %s', (name) => {
    const model = corpusModel(name);
    expect(model.version).toBe(PAGE_MODEL_VERSION);
    expect(model.mode).toBe('static');
    expect(model.text.length).toBeGreaterThan(100);
    expect(model.wordCount).toBeGreaterThan(20);
    expect(model.elementCount).toBeGreaterThan(20);
    expect(model.headings.length + model.textBlocks.length).toBeGreaterThan(0);
    expect(model.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(INDUSTRIES).toContain(model.industry.id);
    expect(model.ctas.filter((c) => c.role === 'primary').length).toBeLessThanOrEqual(1);
    for (const item of locatedLists(model)) {
      expect(item.selector).not.toContain('data-cas-id');
      expect(item.selector.length).toBeGreaterThan(0);
      expect(item.order).toBeGreaterThanOrEqual(0);
    }
    // the model is plain data: it survives a JSON round trip unchanged
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe('buildPageModel on real pages', () => {
  it('finds the Amazon relay module price in USD and an add-to-cart primary CTA', () => {
    const model = corpusModel('amazon-relay-module-pdp');
    expect(model.title).toContain('SainSmart');
    expect(model.hero.headline?.text).toBe('SainSmart 4-Channel Relay Module');
    expect(model.prices.some((p) => p.currency === 'USD' && p.amount === 8.99)).toBe(true);
    const primary = model.ctas.find((c) => c.role === 'primary');
    expect(primary?.intent).toBe('cart');
    expect(primary?.selector).toBe('#add-to-cart-button');
    expect(model.forms.some((f) => f.purpose === 'search')).toBe(true);
    expect(model.forms.some((f) => f.purpose === 'cart')).toBe(true);
    expect(model.nav.hasSearch).toBe(true);
    expect(model.policies.some((p) => p.kind === 'privacy')).toBe(true);
    expect(model.guarantees.some((g) => g.kind === 'free-returns')).toBe(true);
    expect(model.reviews.some((r) => r.ratingValue === 4.6)).toBe(true);
  });

  it('finds the Kindle book title as headline and named customer reviews as testimonials', () => {
    const model = corpusModel('amazon-kindle-book-pdp');
    expect(model.hero.headline?.text).toBe('The Whole Truth (A. Shaw Book 1) Kindle Edition');
    expect(model.hero.cta?.intent).toBe('purchase');
    expect(model.testimonials.length).toBeGreaterThanOrEqual(5);
    expect(model.testimonials.every((t) => t.author !== null && t.quote.length > 40)).toBe(true);
    expect(model.reviews[0]).toMatchObject({ ratingValue: 4.4, ratingCount: 21200 });
  });

  it('reads the Dunkin customer reviews as testimonials and the data-vocabulary rating as AggregateRating', () => {
    const model = corpusModel('dunkin-coffee-pdp');
    expect(model.testimonials.length).toBeGreaterThanOrEqual(3);
    expect(model.testimonials[0]).toMatchObject({ author: 'Donald', rating: 5 });
    expect(model.testimonials[0].quote).toMatch(/^Love this coffee/);
    expect(model.testimonials.some((t) => /helpful|Sort reviews/i.test(t.quote))).toBe(false);
    expect(model.structuredData.map((s) => s.type)).toEqual(
      expect.arrayContaining(['AggregateRating', 'BreadcrumbList']),
    );
  });

  it('reads the well.ca product schema and prices in Canadian dollars', () => {
    const model = corpusModel('wellca-shampoo-pdp', 'https://well.ca/products/shampoo.html');
    expect(model.structuredData.some((s) => s.type === 'Product')).toBe(true);
    expect(model.prices.length).toBeGreaterThan(0);
    expect(model.prices.every((p) => p.currency === 'CAD')).toBe(true);
    expect(model.ctas.find((c) => c.role === 'primary')?.intent).toBe('cart');
    expect(model.scripts.analytics).toContain('Google Analytics');
  });

  it('finds the plans of a SaaS landing page with their monthly periods', () => {
    const model = corpusModel('landwind-template');
    const plans = model.prices.filter((p) => p.period === 'month');
    expect(plans.length).toBe(3);
    expect(plans.every((p) => p.currency === 'USD')).toBe(true);
    expect(model.faq.length).toBeGreaterThanOrEqual(4);
    expect(model.industry.id).toBe('saas');
    expect(model.testimonials).toEqual([
      expect.objectContaining({ author: 'Micheal Gough', role: 'CEO', company: 'Google', hasPhoto: true }),
    ]);
    expect(model.guarantees.map((g) => g.kind)).toEqual(expect.arrayContaining(['free-trial', 'no-card']));
    // "Trusted by over 600 million users" introduces numbers, not a logo strip
    expect(model.logos).toEqual([]);
  });

  it('reads a restaurant: booking CTA, reservation form as a lead, menu prices and contacts', () => {
    const model = corpusModel('grilli-restaurant-template');
    // a restaurant's ask is a table: "View Our Menu" browses, the booking buttons convert
    expect(model.ctas.find((c) => c.role === 'primary')).toMatchObject({
      intent: 'book',
      goal: 'book',
      styledAsButton: true,
    });
    expect(model.ctas.some((c) => c.intent === 'book' && /find a table/i.test(c.text))).toBe(true);
    expect(model.ctas.some((c) => /slide/i.test(c.text))).toBe(false);
    expect(model.forms.map((f) => f.purpose)).toEqual(['lead', 'newsletter']);
    expect(model.prices.length).toBeGreaterThanOrEqual(6);
    expect(model.contacts.map((c) => c.kind)).toEqual(expect.arrayContaining(['address', 'phone', 'email']));
  });

  it('finds the authors of the testimonials on a contractor testimonials page', () => {
    const model = corpusModel('betterbuilders-testimonials');
    expect(model.testimonials.length).toBeGreaterThanOrEqual(5);
    expect(model.testimonials.every((t) => t.author !== null && t.quote.split(' ').length >= 5)).toBe(true);
  });

  it('finds the phone number, social links and the call CTA of a plumber', () => {
    const model = corpusModel('misterplumber-home');
    expect(
      model.contacts.some((c) => c.kind === 'phone' && c.value.replace(/\D/g, '') === '4169391530'),
    ).toBe(true);
    expect(model.socialLinks.map((s) => s.network)).toEqual(expect.arrayContaining(['facebook', 'youtube']));
    // the 30 pt number in the hero is what a visitor with a burst pipe acts on
    expect(model.ctas.find((c) => c.role === 'primary')).toMatchObject({
      text: '416 939 1530',
      goal: 'call',
    });
    expect(model.ctas.some((c) => c.intent === 'quote')).toBe(true);
  });

  it('recognises the news article schema and analytics vendors of a news page', () => {
    const model = corpusModel('nytimes-article');
    expect(model.structuredData.some((s) => s.type === 'NewsArticle')).toBe(true);
    expect(model.scripts.analytics).toEqual(expect.arrayContaining(['Google Analytics', 'Meta Pixel']));
    expect(model.industry.id).toBe('publisher');
  });

  it('finds the donate button of a nonprofit page', () => {
    const model = corpusModel('project-africa-ngo-template');
    const primary = model.ctas.find((c) => c.role === 'primary');
    // the most prominent button of the first screen wins; the page names one Donate button "signup" (aria-label)
    expect(primary?.styledAsButton).toBe(true);
    expect(primary!.order).toBeLessThan(model.hero.end);
    expect(model.ctas.some((c) => c.intent === 'donate' && c.styledAsButton)).toBe(true);
    expect(model.industry.id).toBe('nonprofit');
  });
});

describe('buildPageModel render mode', () => {
  it('attaches layouts by data-cas-id, uses the fold for the hero and keeps data-cas-id out of selectors', () => {
    const html = `<html><body data-cas-id="1"><header data-cas-id="2"><a data-cas-id="3" href="/">Home</a></header>
      <main data-cas-id="4"><h1 data-cas-id="5">Ship faster</h1><p data-cas-id="6">The deploy tool for small teams.</p>
      <a data-cas-id="7" class="btn" href="/signup">Get started</a>
      <h2 data-cas-id="8">Pricing</h2><a data-cas-id="9" class="btn" href="/trial">Start free trial</a></main></body></html>`;
    const box = { x: 0, y: 0, width: 100, height: 20 };
    const above = { desktop: { box, visible: true, aboveFold: true } };
    const below = { desktop: { box: { ...box, y: 2000 }, visible: true, aboveFold: false } };
    const layouts = {
      '1': above,
      '2': above,
      '3': above,
      '4': above,
      '5': above,
      '6': above,
      '7': above,
      '8': below,
      '9': below,
    };
    const facts = renderFacts();
    const model = buildPageModel({
      url: 'https://deploy.example/',
      finalUrl: 'https://deploy.example/',
      html,
      http: staticHttp(html.length),
      render: { layouts, facts },
    });
    expect(model.mode).toBe('render');
    expect(model.render).toEqual(facts);
    expect(model.hero.headline?.layout).toEqual(above);
    expect(model.hero.end).toBe(model.headings.find((h) => h.text === 'Pricing')?.order);
    // the trial CTA has the stronger wording, but the sign-up CTA is the one in the first screen
    expect(model.hero.cta?.text).toBe('Get started');
    expect(model.ctas.every((c) => !c.selector.includes('data-cas-id'))).toBe(true);
  });

  it('treats elements the renderer found invisible as hidden text', () => {
    const html =
      '<html><body><p data-cas-id="1">Shown text here</p><p data-cas-id="2">Hidden by css</p></body></html>';
    const box = { x: 0, y: 0, width: 0, height: 0 };
    const model = buildPageModel({
      url: 'https://x.example/',
      finalUrl: 'https://x.example/',
      html,
      http: staticHttp(html.length),
      render: {
        layouts: {
          '2': {
            desktop: { box, visible: false, aboveFold: true },
            mobile: { box, visible: false, aboveFold: true },
          },
        },
        facts: renderFacts(),
      },
    });
    expect(model.text).toBe('Shown text here');
  });
});

describe('buildPageModel document facts', () => {
  it('reads title, meta, canonical, hreflang, Open Graph, Twitter and favicon', () => {
    const model = snippetModel('<h1>Hi</h1>', {
      head: `<title> Acme  shoes </title><meta charset="utf-8"><meta name="description" content="Shoes for all">
        <meta name="viewport" content="width=device-width"><meta name="robots" content="index"><link rel="canonical" href="/shoes">
        <link rel="alternate" hreflang="de" href="https://shop.example.com/de/"><meta property="og:title" content="Acme">
        <meta name="twitter:card" content="summary"><link rel="shortcut icon" href="/favicon.png">`,
    });
    expect(model.title).toBe('Acme shoes');
    expect(model.lang).toBe('en');
    expect(model.meta).toMatchObject({
      description: 'Shoes for all',
      viewport: 'width=device-width',
      robots: 'index',
      charset: 'utf-8',
    });
    expect(model.canonical).toBe('https://shop.example.com/shoes');
    expect(model.hreflang).toEqual([{ lang: 'de', href: 'https://shop.example.com/de/' }]);
    expect(model.openGraph).toEqual({ 'og:title': 'Acme' });
    expect(model.twitter).toEqual({ 'twitter:card': 'summary' });
    expect(model.favicon).toBe('https://shop.example.com/favicon.png');
  });

  it('skips script, style and hidden elements in the visible text', () => {
    const model = snippetModel(
      '<p>One</p><script>var x = "no";</script><style>p{}</style><p hidden>two</p><p aria-hidden="true">three</p><p style="display: none">four</p><div style="visibility:hidden">five</div><template><p>six</p></template><p>Seven <b>eight</b></p>',
    );
    expect(model.text).toBe('One Seven eight');
    expect(model.wordCount).toBe(3);
  });

  it('shows a closed select as its selected option, and hides textarea contents', () => {
    const model = snippetModel(
      '<label>Sort <select><option>Sort By</option><option selected>Price: low to high</option></select></label><textarea>draft text</textarea>',
    );
    expect(model.text).toBe('Sort Price: low to high');
  });

  it('gives regions from landmarks and class hints, and selectors from the nearest id', () => {
    const model = snippetModel(
      '<div id="top" class="site-header"><a href="/a">A</a></div><nav><a href="/b">B</a></nav><main><section id="s"><p>x</p><p>Para</p></section></main><div class="footer"><a href="/c">C</a></div><aside><p>Side</p></aside>',
    );
    const region = (text: string): string | undefined => model.links.find((l) => l.text === text)?.region;
    expect(region('A')).toBe('header');
    expect(region('B')).toBe('nav');
    expect(region('C')).toBe('footer');
    expect(model.textBlocks.find((b) => b.text === 'Para')?.selector).toBe('#s > p:nth-of-type(2)');
    expect(model.textBlocks.find((b) => b.text === 'Side')?.region).toBe('aside');
  });

  it('lists text blocks once each, in reading order', () => {
    const model = snippetModel(
      '<ul><li><p>First item</p></li><li>Second item</li></ul><div>Loose <em>div</em> text<p>Inner</p></div><blockquote><p>Quoted</p></blockquote>',
    );
    expect(model.textBlocks.map((b) => [b.tag, b.text])).toEqual([
      ['p', 'First item'],
      ['li', 'Second item'],
      ['div', 'Loose div text'],
      ['p', 'Inner'],
      ['p', 'Quoted'],
    ]);
  });

  it('ends a word at a line break or a nested block inside a text block', () => {
    const model = snippetModel('<p>We eliminate<br>revenue leaks</p><div>Loose<p>Inner</p>tail</div>');
    expect(model.textBlocks.map((b) => b.text)).toEqual([
      'We eliminate revenue leaks',
      'Loose tail',
      'Inner',
    ]);
  });

  it('describes links: absolute href, kind, internal, new tab, rel and accessible name', () => {
    const model = snippetModel(
      '<a href="/about">About</a><a href="https://blog.example.com/x" target="_blank" rel="noopener">Blog</a><a href="https://other.org/">Other</a><a href="#top">Top</a><a href="mailto:a@b.co">Mail</a><a href="tel:+15551234567">Call</a><a href="/guide.pdf">Guide</a><a href="/x" aria-label="Close menu"><svg></svg></a><a href="/y"><img src="l.png" alt="Logo"></a>',
    );
    const byText = (name: string) => model.links.find((l) => l.name === name);
    expect(byText('About')).toMatchObject({
      href: 'https://shop.example.com/about',
      kind: 'page',
      internal: true,
      newTab: false,
    });
    expect(byText('Blog')).toMatchObject({ internal: true, newTab: true, rel: ['noopener'] });
    expect(byText('Other')?.internal).toBe(false);
    expect(byText('Top')?.kind).toBe('anchor');
    expect(byText('Mail')).toMatchObject({ kind: 'mailto', href: 'mailto:a@b.co' });
    expect(byText('Call')?.kind).toBe('tel');
    expect(byText('Guide')?.kind).toBe('file');
    expect(byText('Close menu')?.text).toBe('');
    expect(byText('Logo')?.kind).toBe('page');
  });

  it('parses JSON-LD graphs, arrays and slightly broken JSON, and microdata', () => {
    const model = snippetModel(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Acme"},{"@type":"WebSite","name":"Acme"}]}</script>
       <script type="application/ld+json">[{"@type":"Product","name":"Shoe",},]</script>
       <script type="application/ld+json">{ not json at all</script>
       <div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Boot</span>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="49.00"><span itemprop="priceCurrency">USD</span></div></div>`,
    );
    expect(model.structuredData.map((s) => `${s.format}:${s.type}`)).toEqual([
      'json-ld:Organization',
      'json-ld:WebSite',
      'json-ld:Product',
      'microdata:Product',
    ]);
    expect(model.structuredData[3].data).toMatchObject({
      name: 'Boot',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD' },
    });
    expect(model.structuredData[0].data).not.toHaveProperty('@context');
  });

  it("recognises Amazon's own client-side metrics as analytics, and not a mere link to amazon.com", () => {
    const csm = snippetModel(
      `<main><h1>Relay module</h1></main><script>var ue_csm = window; ue_csm.ue_id='X'; uet('bb');</script>
       <img src="https://fls-na.amazon.com/1/batch/1/OP/ATVPDKIKX0DER:1:$uedata=s:x" alt="" height="1" width="1">`,
    );
    expect(csm.scripts.analytics).toEqual(['Amazon client-side metrics']);
    const linkOnly = snippetModel(
      '<main><h1>Our book</h1><a href="https://www.amazon.com/dp/123">Buy on Amazon</a></main>',
    );
    expect(linkOnly.scripts.analytics).toEqual([]);
  });

  it('recognises tag managers and vendor tags as measuring, and a property id handed to the site loader', () => {
    const tags = snippetModel(
      `<main><h1>Boots</h1></main><script src="https://tags.tiqcdn.com/utag/shop/main/prod/utag.js" async></script>
       <script src="https://static.criteo.net/js/ld/publishertag.js" async></script>
       <script src="https://cdn.exactag.com/js/pi.js"></script>`,
    );
    expect(tags.scripts.analytics).toEqual(['Criteo', 'Exactag', 'Tealium']);
    const property = snippetModel('<main><h1>Code together</h1></main>', {
      head: '<meta name="google-analytics" content="UA-3769691-2">',
    });
    expect(property.scripts.analytics).toEqual(['Google Analytics']);
    // an id in the copy or a tracking word in a link is not a tag
    const quiet = snippetModel(
      `<main><h1>Our analytics course</h1><p>Order UA-1234-5 shipped.</p>
       <a href="https://www.criteo.com/careers">Criteo careers</a></main><meta name="description" content="UA-1234-5">`,
    );
    expect(quiet.scripts.analytics).toEqual([]);
  });

  it("reads tags a script element holds without running them: a shop engine's JSON, a tag held for consent, Shopify's own", () => {
    const magento = snippetModel('<main><h1>Laptops</h1></main>', {
      head: '<script type="text/x-magento-init">{"*": {"Magento_GoogleAnalytics/js/google-analytics": {"pageTrackingData": {"accountId": "UA-16729596-1"}}}}</script>',
    });
    expect(magento.scripts.analytics).toEqual(['Google Analytics']);
    // a consent manager runs these after the visitor agrees: the page is measured all the same
    const consent = snippetModel('<main><h1>Impressum</h1></main>', {
      head:
        '<script type="text/plain" data-cookieconsent="statistics">(function(w,d,s,l,i){w[l]=w[l]||[];})(window,document,"script","dataLayer","GTM-NWGVNWR");</script>' +
        '<script type="text/plain" data-cookieconsent="marketing">fbq("init", "1622784618051429");</script>',
    });
    expect(consent.scripts.analytics).toEqual(['Google Tag Manager', 'Meta Pixel']);
    const shopify = snippetModel('<main><h1>Roses</h1></main>', {
      head: '<script>window.ShopifyAnalytics = {}; (function () { var trekkie = window.trekkie = [] })();</script><script id="web-pixels-manager-setup">1</script>',
    });
    expect(shopify.scripts.analytics).toEqual(['Shopify analytics']);
    const brighttag = snippetModel('<main><h1>Blueberries</h1></main>', {
      head: '<script>var brightTagStAccount = "sp0XdVN";</script><script src="//s.btstatic.com/tag.js"></script>',
    });
    expect(brighttag.scripts.analytics).toEqual(['Signal (BrightTag)']);
    // a template's markup in a script element names no vendor
    const template = snippetModel('<main><h1>Hello</h1></main>', {
      head: '<script type="text/template"><div class="analytics-panel">Our analytics</div></script>',
    });
    expect(template.scripts.analytics).toEqual([]);
  });

  it("reads the privacy-first counters: Cloudflare's beacon (also by its token when a saved page renamed the file), Umami, GoatCounter", () => {
    const cf = snippetModel(
      '<main><h1>Sandboxes</h1></main>' +
        '<script defer src="./ix_files/v8c78df7c7" data-cf-beacon=\'{"token":"c7a9e604566d4f81ad8e6495cc02d777"}\'></script>',
    );
    expect(cf.scripts.analytics).toEqual(['Cloudflare Web Analytics']);
    const live = snippetModel(
      '<main><h1>Sandboxes</h1></main>' +
        '<script defer src="https://static.cloudflareinsights.com/beacon.min.js"></script>',
    );
    expect(live.scripts.analytics).toEqual(['Cloudflare Web Analytics']);
    const umami = snippetModel('<main><h1>Docs</h1></main>', {
      head: '<script defer src="https://cloud.umami.is/script.js" data-website-id="94db1cb1"></script>',
    });
    expect(umami.scripts.analytics).toEqual(['Umami']);
    const goat = snippetModel(
      '<main><h1>Blog</h1></main>' +
        '<script data-goatcounter="https://me.goatcounter.com/count" async src="//gc.zgo.at/count.js"></script>',
    );
    expect(goat.scripts.analytics).toEqual(['GoatCounter']);
    // a CDN's other scripts measure nothing
    const cdn = snippetModel(
      '<main><h1>Blog</h1></main>' +
        '<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>',
    );
    expect(cdn.scripts.analytics).toEqual([]);
  });

  it('reads the viewport the browser applies: the last declaration', () => {
    const two = snippetModel('<main><h1>Security for apps</h1></main>', {
      head: '<meta name="viewport" content="width=device-width, maximum-scale=1.0"><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=10.0">',
    });
    expect(two.meta.viewport).toBe('width=device-width, initial-scale=1.0, maximum-scale=10.0');
    const one = snippetModel('<main><h1>Security for apps</h1></main>', {
      head: '<meta name="viewport" content="width=1024">',
    });
    expect(one.meta.viewport).toBe('width=1024');
  });

  it('counts scripts, stylesheets and markup facts', () => {
    const model = snippetModel(
      `<a href="#main" class="skip-link">Skip to content</a><main id="main"><div style="color:red" tabindex="2">x</div><table><tr><td>1</td></tr></table>
       <div class="modal" role="dialog"><p>Join</p></div><iframe src="https://example.org/embed"></iframe>
       <div class="carousel slide" data-ride="carousel"><div>1</div></div><div class="countdown">02:13:44</div></main>
       <script src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" async></script><script>fbq('init', '1');</script>`,
      {
        head: '<script src="/app.js"></script><script src="https://cdn.other.net/x.js" defer></script><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print"><style>body{}</style>',
      },
    );
    expect(model.scripts).toMatchObject({
      total: 4,
      external: 3,
      renderBlocking: 1,
      thirdPartyHosts: ['cdn.other.net', 'www.googletagmanager.com'],
    });
    expect(model.scripts.analytics).toEqual(['Google Tag Manager', 'Meta Pixel']);
    expect(model.stylesheets).toEqual({ total: 3, external: 2, renderBlocking: 1, inlineBytes: 6 });
    expect(model.markup).toMatchObject({
      iframes: 1,
      hasSkipLink: true,
      tables: 1,
      positiveTabindex: 1,
      modals: 1,
      countdown: true,
      carousel: true,
    });
    expect(model.markup.landmarks).toContain('main');
  });
});

describe('buildPageModel navigation stickiness', () => {
  const build = (position: string | undefined, mode: 'render' | 'static' = 'render') => {
    const html =
      '<html><body><header data-cas-id="1"><nav data-cas-id="2"><a data-cas-id="3" href="/a">About</a><a data-cas-id="4" href="/b">Blog</a></nav></header><main><h1>Hi</h1></main></body></html>';
    const layout = (extra: object = {}) => ({
      desktop: { box: { x: 0, y: 0, width: 1280, height: 60 }, visible: true, aboveFold: true, ...extra },
    });
    return buildPageModel({
      url: 'https://site.example/',
      finalUrl: 'https://site.example/',
      html,
      http: staticHttp(html.length),
      render:
        mode === 'render'
          ? {
              layouts: {
                '1': layout(position === undefined ? {} : { position }),
                '2': layout(position === undefined ? {} : { position: 'static' }),
                '3': layout(),
                '4': layout(),
              },
              facts: renderFacts(),
            }
          : null,
    });
  };

  it('reads a fixed or sticky header as sticky navigation in render mode', () => {
    expect(build('fixed').nav.sticky).toBe(true);
    expect(build('sticky').nav.sticky).toBe(true);
  });

  it('reads a header that scrolls away as not sticky', () => {
    expect(build('relative').nav.sticky).toBe(false);
  });

  it('leaves stickiness unknown without measured positions', () => {
    expect(build(undefined).nav.sticky).toBeNull();
    expect(build('fixed', 'static').nav.sticky).toBeNull();
  });
});

describe('buildPageModel on a page served from this machine', () => {
  const html = `<!doctype html><html><head><title>Acme shop</title>
    <link rel="canonical" href="https://shop.acme-goods.com/">
    <script src="https://shop.acme-goods.com/app.js"></script><script src="https://cdn.tracker.test/t.js"></script></head>
    <body><h1>Fresh goods</h1><a href="https://shop.acme-goods.com/pricing">Pricing</a>
    <a href="/about">About</a><a href="https://elsewhere.test/">Partner</a><p>Only $12 today.</p></body></html>`;
  const build = (finalUrl: string, localFile = false) =>
    buildPageModel({ url: finalUrl, finalUrl, html, http: staticHttp(html.length), localFile });

  it('says it was served locally and treats the canonical site as its own', () => {
    const model = build('http://127.0.0.1:5173/index.html', true);
    expect(model.delivery).toMatchObject({ loopback: true, localFile: true, degraded: false });
    expect(model.delivery.reasons).toEqual([
      'audited from a local file served on this machine',
      'served from 127.0.0.1 (a local address)',
    ]);
    const internal = Object.fromEntries(model.links.map((l) => [l.text, l.internal]));
    expect(internal).toEqual({ Pricing: true, About: true, Partner: false });
    expect(model.scripts.thirdPartyHosts).toEqual(['cdn.tracker.test']);
  });

  it('compares hosts with the served URL on a live fetch', () => {
    const model = build('https://www.acme-goods-mirror.com/');
    expect(model.delivery).toMatchObject({ loopback: false, localFile: false, reasons: [] });
    expect(model.links.find((l) => l.text === 'Pricing')?.internal).toBe(false);
    expect(model.scripts.thirdPartyHosts).toContain('shop.acme-goods.com');
  });
});

describe('hostile escapes', () => {
  it('builds a model of a page whose address and links carry malformed percent escapes', () => {
    const url = 'https://shop.example.com/%zz/item%E0%A4%A';
    const model = buildPageModel({
      url,
      finalUrl: url,
      html: '<h1>Hello there</h1><a href="tel:%E0%A4%A">Call</a><a href="mailto:%zz@x.example">Mail</a>',
      http: staticHttp(200),
    });
    expect(model.contacts.map((c) => c.value)).toEqual(['%E0%A4%A', '%zz@x.example']);
    expect(model.pageType.id).toBeTypeOf('string');
  });
});
