import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderPage,
  closeBrowser,
  fontStylesheet,
  type RenderResult,
} from '../../../lib/engine/acquire/render.js';
import { ForbiddenTargetError } from '../../../lib/errors.js';
import type { ElementLayout } from '../../../lib/engine/model/page-model.js';
import { startServer, type LocalServer } from '../../support/local-server.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { staticHttp } from '../model/corpus-models.js';
import { runCheck } from '../../../lib/engine/checks/run-checks.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { serveFile } from '../../../lib/cli/file-server.js';

const CORPUS = path.resolve(process.cwd(), '../shared/corpus');

/** Fake DNS: a few test names, nothing else resolves (no real lookup ever leaves the machine). */
async function fakeResolver(hostname: string): Promise<LookupAddress[]> {
  if (hostname === 'metadata-rebind.test') return [{ address: '169.254.169.254', family: 4 }];
  if (hostname === 'loopback.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

// A 1x1 PNG padded with an ancillary chunk-free tail so every image has a known, non-trivial size.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PAGES: Record<string, string> = {
  '/fade-in': `<!doctype html><html><head><style>
    @keyframes fadeInLeft{from{opacity:0;transform:translateX(-40px)}to{opacity:1;transform:none}}
    @keyframes spin{to{transform:rotate(360deg)}}
    .animated{animation:fadeInLeft .5s 4s both}.spinner{width:20px;height:20px;animation:spin 1s linear infinite}</style></head>
    <body><main><h1>Your bright future is our mission</h1><p>Courses for every stage of life.</p>
    <a class="btn animated" href="/apply">Apply now</a><div class="spinner"></div></main></body></html>`,
  '/display-div': `<!doctype html><html><head><style>
    .masthead{padding:120px 0;text-align:center}.masthead-subheading{font-size:24px;font-style:italic}
    .masthead-heading{font-size:72px;font-weight:700;text-transform:uppercase}
    h2{font-size:40px}h3{font-size:16px}.stat{font-size:64px}</style></head>
    <body><header class="masthead"><div class="masthead-subheading">Welcome To Our Studio!</div>
    <div class="masthead-heading">It's Nice To Meet You</div><a class="btn" href="#services">Tell Me More</a></header>
    <section id="services"><h2>Services</h2><h3>Lorem ipsum dolor sit amet consectetur.</h3>
    <div class="stat">120</div><p>Projects delivered</p></section></body></html>`,
  // Links painted as buttons by classes the markup gives no hint of, beside links that are not:
  // a plain menu link, an underlined link, and a pale wash no visitor reads as a button.
  '/painted-links': `<!doctype html><html><head><style>body{margin:0;background:#fff}
    .go{display:inline-block;padding:12px 24px;background:#e4572e;color:#fff}
    .ghost{display:inline-block;padding:10px 20px;border:2px solid #222;color:#222}
    .pill{display:inline-block}.pill span{display:inline-block;padding:8px 16px;background:linear-gradient(#36c,#249);color:#fff}
    .under{border-bottom:1px solid #222}.wash{display:inline-block;background:#fbfbfb}</style></head>
    <body><nav><a class="menu" href="/about">About us</a></nav><main><h1>Roofs repaired in a day</h1>
    <a class="go" href="/quote">Get a quote</a> <a class="ghost" href="/work">See our work</a>
    <a class="pill" href="/call"><span>Call us</span></a> <a class="under" href="/faq">Read the FAQ</a>
    <a class="wash" href="/blog">Our blog</a></main></body></html>`,
  // A pricing page: a tall banner with the page's title, then the plans and their buy buttons
  // early in the markup but a screen and a half down.
  '/plans-below': `<!doctype html><html><head><style>body{margin:0}.banner{height:1100px;padding-top:180px}
    .btn{display:inline-block;padding:12px 24px;background:#1a7f37;color:#fff}</style></head>
    <body><header><section class="banner"><h1>Our pricing plans</h1></section>
    <div class="plan"><h3>Starter</h3><p>$9 a month</p><a class="btn" href="/buy?plan=starter">Purchase now</a></div></header>
    <main><p>Every plan includes support.</p></main></body></html>`,
  '/sticky-header': `<!doctype html><html><head><style>header{position:sticky;top:0;background:#fff}.wrap{position:fixed;top:0}</style></head>
    <body><header><nav><a href="/a">A</a></nav></header><main><h1>Long page</h1><div style="height:4000px"></div></main>
    <footer><nav><a href="/b">B</a></nav></footer></body></html>`,
  '/static-header': `<!doctype html><html><body><header><nav><a href="/a">A</a></nav></header>
    <main><h1>Long page</h1><div style="height:4000px"></div></main></body></html>`,
  '/hero': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0;font:16px/1.5 sans-serif} .hero{height:500px;padding:40px}
    h1{font-size:48px;font-weight:700;margin:0 0 20px} .cta{display:inline-block;padding:14px 28px;background:#0a58ca;color:#fff}
    .tail{height:3000px}</style></head>
    <body><section class="hero"><h1>Ship invoices in one click</h1>
    <p>Send invoices and get paid faster with automatic reminders.</p>
    <button class="cta">Start free trial</button></section><div class="tail"><p>More below.</p></div>
    <form id="late"><input name="email" placeholder="Email"><button>Subscribe</button></form></body></html>`,
  '/wide': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0} .wide{width:1200px;height:100px;background:#eee}</style></head>
    <body><div class="wide"><p>This banner is 1200 px wide.</p></div></body></html>`,
  '/carousel': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0} .slider{width:100%;overflow:hidden} .track{display:flex;width:2400px}
    .slide{width:800px;height:200px;flex:none;background:#ddd}</style></head>
    <body><h1>Our work</h1><div class="slider"><div class="track"><div class="slide">1</div><div class="slide">2</div>
    <div class="slide">3</div></div></div><p>A slider of three slides, each wider than a phone.</p></body></html>`,
  '/clipped': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0;overflow-x:hidden} .track{position:relative;left:0;width:1600px;height:120px;background:#eee}</style></head>
    <body><h1>Clipped</h1><div class="track"><p>An off-canvas track the page clips.</p></div></body></html>`,
  '/no-viewport-wide': `<!doctype html><html><head><style>body{margin:0} .wide{width:1200px;height:100px}</style></head>
    <body><div class="wide"><p>No meta viewport and a 1200 px banner.</p></div></body></html>`,
  // A grid its script places by the container's width, again 250 ms after a resize (as Filterizr
  // and similar libraries do): right after the switch to the phone its tiles stand where the
  // desktop layout put them, up to 1200 px across.
  '/script-grid': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0} #grid{position:relative;height:400px} .tile{position:absolute;width:300px;height:100px;background:#ddd}</style></head>
    <body><h1>Our work</h1><div id="grid">${Array.from({ length: 4 }, (_, i) => `<div class="tile"><p>Project ${i + 1}</p></div>`).join('')}</div>
    <script>
      const place = () => {
        const columns = Math.max(1, Math.floor(document.getElementById('grid').clientWidth / 300));
        document.querySelectorAll('.tile').forEach((tile, i) => {
          tile.style.left = (i % columns) * 300 + 'px';
          tile.style.top = Math.floor(i / columns) * 100 + 'px';
        });
      };
      place();
      let timer;
      addEventListener('resize', () => { clearTimeout(timer); timer = setTimeout(place, 250); });
    </script></body></html>`,
  '/taps': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0;padding:10px} a{display:inline-block;width:20px;height:20px;margin-right:2px;background:#ccc;font-size:10px}
    .big{display:block;width:200px;height:48px;margin-top:100px}</style></head>
    <body><a href="/1">1</a><a href="/2">2</a><a href="/3">3</a><a class="big" href="/big">Big button</a></body></html>`,
  '/contrast': `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>body{margin:0;background:#fff;font-size:16px} .faint{color:#aaaaaa} .dark{background:#000;padding:10px}
    .dark p{color:#fff} .tiny{font-size:10px}</style></head>
    <body><p class="faint">Faint grey text on white that is hard to read.</p>
    <p id="black">Plain black text on a white page for everyone.</p>
    <div class="dark"><div><p id="onblack">White text whose background comes from an ancestor.</p></div></div>
    <p class="tiny">Tiny footnote text that is far too small to read on a phone.</p>
    <div class="photo" style="background:url(/img/missing.jpg) #fdf6e3"><p id="onphoto" style="color:#fff">White words over a photo</p></div>
    <div style="background:linear-gradient(#0b0f11,#1a2228)"><p id="ongradient" style="color:#e7eef5">Light words on a dark gradient</p></div>
    <div style="position:relative;background:#fff"><img src="/img/1.png" style="position:absolute;inset:0;width:100%;height:100%">
      <p id="overimg" style="position:relative;color:#fff">White words laid over a picture</p></div>
    <div style="background:#fff"><img src="/img/2.png" width="100" height="20"><p id="besideimg" style="color:#fff">White words under a picture</p></div></body></html>`,
  '/contrast-overlay': `<!doctype html><html><head><style>body{margin:0;background:#fff}</style></head><body>
    <header style="position:absolute;top:0;left:0;right:0"><p id="menu" style="color:#fff;margin:10px">White menu over the photo</p></header>
    <section style="height:400px;background:url(/img/0.png) #fdf6e3"></section>
    <p id="below" style="color:#fff">White words on the white page below it</p></body></html>`,
  '/hero-photo': `<!doctype html><html><head><style>body{margin:0;background:#fff url(/img/0.png)}
    .hero{height:600px;background:url(/img/hero.jpg) center/cover no-repeat}</style></head>
    <body><section class="hero"><h1>Fresh Christmas trees</h1></section><p>Open daily</p></body></html>`,
  '/pattern-only': `<!doctype html><html><head><style>body{margin:0;background:#fff url(/img/0.png)}</style></head>
    <body><h1>Tiled paper</h1><div style="height:300px;background:linear-gradient(#000,#333)"></div></body></html>`,
  '/errors': `<!doctype html><html><head><script>console.error('checkout widget failed to load');</script>
    <script>window.addEventListener('load', () => { throw new Error('late boom'); });</script></head>
    <body><h1>Errors</h1><script>undefinedFunctionCall();</script></body></html>`,
  '/images': `<!doctype html><html><body><h1>Gallery</h1>${Array.from(
    { length: 8 },
    (_, i) => `<img src="/img/${i}.png" width="100" height="100" alt="Photo ${i}">`,
  ).join('')}</body></html>`,
  '/hang': `<!doctype html><html><body><h1>Before the stuck script</h1>
    <script src="/never-answers.js"></script><p>After it</p></body></html>`,
  '/css-missing': `<!doctype html><html><head><link rel="stylesheet" href="/css/ok.css">
    <link rel="stylesheet" href="/css/missing.css">
    <style>@font-face{font-family:Brand;src:url(/fonts/missing.woff2) format('woff2')} body{font-family:Brand,sans-serif}</style></head>
    <body><nav class="menu"><a href="/a">Menu item</a></nav><h1>Unstyled page</h1><a class="cta" href="/buy">Buy</a></body></html>`,
  '/css-wrong-type': `<!doctype html><html><head><link rel="stylesheet" href="/css/octet.css"></head>
    <body><h1>Styles served as bytes</h1><p class="promo">Hidden by the stylesheet the browser refuses</p></body></html>`,
  '/css-csp-blocked': `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="style-src 'none'">
    <link rel="stylesheet" href="/css/ok.css"></head><body><h1>Styles blocked by the page's own policy</h1></body></html>`,
  '/css-ok': `<!doctype html><html><head><link rel="stylesheet" href="/css/ok.css"></head>
    <body><h1>Styled page</h1><a class="cta" href="/buy">Buy</a></body></html>`,
  '/css-import-missing': `<!doctype html><html><head><style>@import url(/css/imported-missing.css);</style></head>
    <body><h1>Imported styles</h1></body></html>`,
  '/css-fonts-only': `<!doctype html><html><head><link rel="stylesheet" href="/css/ok.css">
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
    <link rel="stylesheet" href="/vendor/bootstrap-icons@1.5.0/font/bootstrap-icons.css">
    <link rel="stylesheet" href="/css/font-awesome.min.css">
    <link rel="stylesheet" media="print" href="/css/print-missing.css"></head>
    <body><h1>Font stylesheet only</h1></body></html>`,
  '/moves': `<!doctype html><html><body><h1>Old page</h1>
    <script>addEventListener('resize', () => { location.href = '/moved'; });</script></body></html>`,
  '/moved': `<!doctype html><html><body><h1>New page</h1><a href="/x">Link</a></body></html>`,
  '/alert': `<!doctype html><html><body><h1>Alert</h1><script>alert('hello'); confirm('sure?');</script>
    <p>After the dialogs</p></body></html>`,
  '/dead-button': `<!doctype html><html><body><main><h1>Emergency plumbing in Leeds</h1>
    <p>Fast repairs by certified plumbers.</p><button class="cta">Book a repair</button></main>
    <script>document.title = 'Plumbing';</script></body></html>`,
  '/dead-button-script-failed': `<!doctype html><html><body><main><h1>Emergency plumbing in Leeds</h1>
    <p>Fast repairs by certified plumbers.</p><button class="cta">Book a repair</button></main>
    <script src="/missing.js"></script></body></html>`,
  // Changes after the load without a request: a banner a timer puts above the headline, and a
  // timer that moves the call to action by its style. The quiet network wait is still running.
  '/late-dom': `<!doctype html><html><head><style>body{margin:0}h1{margin:0;font-size:40px}</style></head>
    <body><main><h1>Boilers serviced this week</h1><a id="go" href="/book" style="display:inline-block">Book a visit</a></main>
    <script>setTimeout(() => {
      const banner = document.createElement('div');
      banner.style.height = '600px';
      banner.textContent = 'Winter offer: 20% off every service';
      document.body.prepend(banner);
    }, 150);
    setTimeout(() => { document.getElementById('go').style.marginTop = '900px'; }, 250);</script></body></html>`,
  // An animation a timer starts by script (no DOM change): it ends with the note far down.
  '/late-animation': `<!doctype html><html><head><style>body{margin:0}h1{margin:0}</style></head>
    <body><main><h1>Boilers serviced this week</h1><p id="note">Same-day visits</p></main>
    <script>setTimeout(() => {
      document.getElementById('note').animate([{ transform: 'none' }, { transform: 'translateY(1500px)' }], { duration: 3000, fill: 'forwards' });
    }, 150);</script></body></html>`,
  '/ssrf': `<!doctype html><html><body><h1>Probe</h1>
    <img src="http://169.254.169.254/latest/meta-data/iam.png">
    <img src="http://metadata-rebind.test/a.png">
    <script src="http://metadata.google.internal/computeMetadata/v1/x.js"></script>
    <img src="https://cdn.unreachable.test/logo.png">
    <img src="/img/ok.png"></body></html>`,
};

let server: LocalServer;

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) });
      res.end(PNG);
      return;
    }
    if (url.pathname === '/css/ok.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end('.cta{display:inline-block;padding:12px 24px}');
      return;
    }
    if (url.pathname === '/css/octet.css') {
      // What a file server without a MIME table answers: Chromium refuses to apply it.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('.promo{display:none}');
      return;
    }
    if (url.pathname === '/never-answers.js') {
      await new Promise((resolve) => req.socket.once('close', resolve));
      return;
    }
    if (url.pathname === '/data.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"not":"html"}');
      return;
    }
    if (url.pathname === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
      return;
    }
    if (url.pathname.startsWith('/corpus/')) {
      const file = path.join(CORPUS, 'pages', decodeURIComponent(url.pathname.slice('/corpus/'.length)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(file));
      return;
    }
    const page = PAGES[url.pathname];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'x-test-header': 'yes' });
    res.end(page ?? 'not found');
  });
});

afterAll(async () => {
  await closeBrowser();
  await server.close();
});

const render = (pathname: string): Promise<RenderResult> =>
  renderPage(server.at(pathname), { allowPrivate: true, resolver: fakeResolver });

const modelOf = (r: RenderResult, extra: { localFile?: boolean } = {}) =>
  buildPageModel({
    url: r.finalUrl,
    finalUrl: r.finalUrl,
    html: r.html,
    http: staticHttp(r.html.length),
    render: { layouts: r.layouts, facts: r.facts },
    ...extra,
  });

/** MOBILE_002 (sideways scrolling) on the model of a render, applicability included. */
const mobileVerdict = (r: RenderResult, extra: { localFile?: boolean } = {}) =>
  runCheck(
    CHECKS.find((c) => c.id === 'MOBILE_002')!,
    modelOf(r, extra),
  );

/** The layout of the first element matching `selector` in the rendered html, found by its data-cas-id. */
function layoutOf(
  result: RenderResult,
  pattern: RegExp,
): { desktop?: ElementLayout; mobile?: ElementLayout } {
  const match = pattern.exec(result.html);
  if (!match) throw new Error(`no element matches ${pattern} in the rendered html`);
  const id = /data-cas-id="(\d+)"/.exec(match[0])?.[1];
  if (!id) throw new Error(`element ${match[0]} carries no data-cas-id`);
  return result.layouts[id];
}

describe('renderPage', () => {
  it('places the hero headline and button above the fold and a late form below it', async () => {
    const result = await render('/hero');

    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(server.at('/hero'));
    expect(result.headers['x-test-header']).toBe('yes');
    expect(result.html.startsWith('<!DOCTYPE html>')).toBe(true);
    const h1 = layoutOf(result, /<h1[^>]*>/);
    expect(h1.desktop).toMatchObject({ visible: true, aboveFold: true, fontSizePx: 48, fontWeight: 700 });
    expect(h1.mobile).toMatchObject({ visible: true, aboveFold: true });
    expect(h1.desktop!.box.y).toBe(40);
    const button = layoutOf(result, /<button class="cta"[^>]*>/);
    expect(button.desktop!.aboveFold).toBe(true);
    expect(button.desktop!.color).toBe('rgb(255, 255, 255)');
    expect(button.desktop!.backgroundColor).toBe('rgb(10, 88, 202)');
    const form = layoutOf(result, /<form id="late"[^>]*>/);
    expect(form.desktop).toMatchObject({ visible: true, aboveFold: false });
    expect(form.desktop!.box.y).toBeGreaterThan(3000);
    expect(result.facts.desktop).toMatchObject({
      width: 1366,
      height: 768,
      isMobile: false,
      deviceScaleFactor: 1,
    });
    expect(result.facts.mobile).toMatchObject({
      width: 390,
      height: 844,
      isMobile: true,
      deviceScaleFactor: 3,
    });
    expect(result.facts.desktop.documentHeight).toBeGreaterThan(3500);
  });

  it('measures display type set in a div, and the headline is what a visitor sees largest', async () => {
    const result = await render('/display-div');
    const display = layoutOf(result, /<div class="masthead-heading"[^>]*>/);
    expect(display.desktop).toMatchObject({ visible: true, aboveFold: true, fontSizePx: 72 });
    // small type and a bare number in large type are not display text to choose from
    expect(result.html).toMatch(/<div class="masthead-subheading">/);
    const model = modelOf(result);
    expect(model.hero.headline?.text).toBe("It's Nice To Meet You");
    expect(model.hero.headlinePerception).toMatchObject({ basis: 'rendered' });
  });

  it('sees a link painted as a button (fill, gradient or four-sided border) whatever its classes are called', async () => {
    const result = await render('/painted-links');
    for (const painted of [/<a class="go"[^>]*>/, /<a class="ghost"[^>]*>/, /<a class="pill"[^>]*>/]) {
      expect(layoutOf(result, painted).desktop?.filled, String(painted)).toBe(true);
    }
    for (const plain of [/<a class="menu"[^>]*>/, /<a class="under"[^>]*>/, /<a class="wash"[^>]*>/]) {
      expect(layoutOf(result, plain).desktop?.filled, String(plain)).toBeUndefined();
    }
    const model = modelOf(result);
    const byText = (t: string) => model.ctas.find((c) => c.text === t);
    expect(byText('Get a quote')?.styledAsButton).toBe(true);
    expect(byText('Call us')?.styledAsButton).toBe(true);
    expect(
      runCheck(
        CHECKS.find((c) => c.id === 'CTA_001')!,
        model,
      ).status,
    ).toBe('pass');
  });

  it('takes the first screen from the fold, not the markup order, when the page was measured', async () => {
    const result = await render('/plans-below');
    const model = modelOf(result);
    const primary = model.ctas.find((c) => c.role === 'primary');
    expect(primary?.text).toBe('Purchase now');
    expect(primary?.layout?.desktop?.aboveFold).toBe(false);
    expect(model.hero.cta).toBeNull();
    const verdict = runCheck(
      CHECKS.find((c) => c.id === 'HERO_006')!,
      model,
    );
    expect(verdict.status).toBe('fail');
  });

  it('measures an entrance animation at its end, as a visitor sees the page a moment later', async () => {
    const result = await render('/fade-in');
    // the button waits out a 4 s delay at opacity 0; the render does not wait that long
    const button = layoutOf(result, /<a class="btn animated"[^>]*>/);
    expect(button.desktop).toMatchObject({ visible: true, aboveFold: true });
    const model = modelOf(result);
    expect(model.ctas.find((c) => c.role === 'primary')?.text).toBe('Apply now');
    expect(model.hero.cta?.text).toBe('Apply now');
  });

  it('measures the desktop as the page stands once the network is quiet, changes made by timers included', async () => {
    const result = await render('/late-dom');
    // what a timer changes after the load, without a request, is there when the desktop is measured
    // (a measurement taken early, in the network's first lull, would miss it: tried and reverted)
    const heading = layoutOf(result, /<h1[^>]*>/).desktop!;
    expect(heading.box.y).toBeGreaterThanOrEqual(600);
    const button = layoutOf(result, /<a id="go"[^>]*>/).desktop!;
    expect(button.box.y).toBeGreaterThan(heading.box.y + 900);
    expect(button.aboveFold).toBe(false);

    const animated = await render('/late-animation');
    expect(layoutOf(animated, /<p id="note"[^>]*>/).desktop!.box.y).toBeGreaterThan(1500);
  });

  it('tags each element once with an id the layouts are keyed by', async () => {
    const result = await render('/hero');

    const ids = [...result.html.matchAll(/data-cas-id="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(result.layouts).sort());
    for (const id of ids) {
      expect(result.layouts[id].desktop).toBeDefined();
      expect(result.layouts[id].mobile).toBeDefined();
    }
  });

  it('records whether the header and its navigation stay on screen while scrolling', async () => {
    const sticky = await render('/sticky-header');
    expect(layoutOf(sticky, /<header[^>]*>/).desktop?.position).toBe('sticky');
    // the nav inside the sticky header is pinned by its ancestor
    expect(layoutOf(sticky, /<nav[^>]*>/).mobile?.position).toBe('sticky');
    const plain = await render('/static-header');
    expect(layoutOf(plain, /<header[^>]*>/).desktop?.position).toBe('static');
    // ordinary elements carry no position
    expect(layoutOf(plain, /<h1[^>]*>/).desktop?.position).toBeUndefined();

    expect(modelOf(sticky).nav.sticky).toBe(true);
    expect(modelOf(plain).nav.sticky).toBe(false);
  });

  it('measures horizontal overflow of a page wider than the phone', async () => {
    const result = await render('/wide');

    expect(result.facts.desktop.horizontalOverflowPx).toBe(0);
    expect(result.facts.mobile.horizontalOverflowPx).toBe(1200 - 390);
  });

  it('does not call a carousel that overflows its own container, or a page that clips overflow-x, sideways scrolling', async () => {
    const carousel = await render('/carousel');
    const clipped = await render('/clipped');

    expect(carousel.facts.mobile).toMatchObject({
      horizontalOverflowPx: 0,
      scrollWidth: 390,
      clippedOverflowPx: 0,
    });
    expect(carousel.facts.desktop.horizontalOverflowPx).toBe(0);
    // body{overflow-x:hidden} goes to the viewport: the document is 1600 px wide, nobody scrolls to it.
    expect(clipped.facts.mobile).toMatchObject({
      horizontalOverflowPx: 0,
      scrollWidth: 1600,
      layoutWidth: 390,
      clippedOverflowPx: 1600 - 390,
    });
    const verdict = mobileVerdict(clipped);
    expect(verdict.status).toBe('pass');
    expect(verdict.evidence[0].quote).toBe('document 390 px wide on a 390 px screen, 1210 px clipped');
  });

  it('judges sideways scrolling by the document against the layout viewport Chromium laid out', async () => {
    const wide = await render('/wide');
    expect(wide.facts.mobile).toMatchObject({
      scrollWidth: 1200,
      layoutWidth: 390,
      horizontalOverflowPx: 810,
    });
    const verdict = mobileVerdict(wide);
    expect(verdict.status).toBe('fail');
    expect(verdict.evidence[0].quote).toBe('document 1200 px wide on a 390 px screen');
    // Laid out afresh to rule out what the viewport switch left behind, and left as it was.
    expect(/<html[^>]*>/.exec(wide.html)?.[0]).toBe('<html>');

    // Without a meta viewport a phone lays the page out 980 px wide.
    const legacy = await render('/no-viewport-wide');
    expect(legacy.facts.mobile).toMatchObject({
      scrollWidth: 1200,
      layoutWidth: 980,
      horizontalOverflowPx: 220,
    });
    expect(mobileVerdict(legacy).evidence[0].quote).toBe(
      'document 1200 px wide on a 980 px layout viewport (390 px screen)',
    );
  });

  it('measures the phone layout after the page has placed its elements for it again', async () => {
    const grid = await render('/script-grid');

    expect(grid.facts.desktop.horizontalOverflowPx).toBe(0);
    expect(grid.facts.mobile).toMatchObject({ horizontalOverflowPx: 0, scrollWidth: 390 });
    // The fourth tile: fourth column on the desktop, under the others on the phone.
    const tile = layoutOf(grid, /<p[^>]*>Project 4/);
    expect(tile.desktop?.box.x).toBe(900);
    expect(tile.mobile?.box).toMatchObject({ x: 0, y: expect.any(Number) });
    expect(tile.mobile!.box.y).toBeGreaterThan(tile.desktop!.box.y);
    expect(mobileVerdict(grid).status).toBe('pass');
  });

  it('measures a styled template from its folder as a phone lays it out', async () => {
    // A template whose portfolio grid (Filterizr) and 100vh hero overflowed 725 px right after the
    // in-place switch to the phone; loaded on a phone it is 390 px wide.
    const served = await serveFile(path.join(CORPUS, 'sites', 'meghna-agency-template', 'index.html'));
    try {
      const result = await renderPage(served.url, { allowPrivate: true, resolver: fakeResolver });
      const model = modelOf(result, { localFile: true });
      expect(model.delivery.degraded).toBe(false);
      expect(result.facts.mobile).toMatchObject({
        horizontalOverflowPx: 0,
        scrollWidth: 390,
        layoutWidth: 390,
      });
      expect(mobileVerdict(result, { localFile: true }).status).toBe('pass');
    } finally {
      await served.close();
    }
  }, 60_000);

  it('measures tap targets and the spacing between them at the mobile viewport', async () => {
    const result = await render('/taps');

    const small = result.facts.tapTargets.filter((t) => t.width === 20 && t.height === 20);
    expect(small).toHaveLength(3);
    expect(small.map((t) => t.spacingPx)).toEqual([2, 2, 2]);
    expect(small[0].text).toBe('1');
    expect(small[0].selector).not.toContain('data-cas-id');
    const big = result.facts.tapTargets.find((t) => t.text === 'Big button');
    expect(big).toMatchObject({ width: 200, height: 48 });
    expect(big!.spacingPx).toBeGreaterThan(50);
  });

  it("does not measure a transparent header laid over the next section's photo against the page", async () => {
    const result = await render('/contrast-overlay');

    const menu = layoutOf(result, /<p id="menu"[^>]*>/).desktop!;
    expect(menu.overImage).toBe(true);
    expect(menu.contrastRatio).toBeUndefined();
    expect(layoutOf(result, /<p id="below"[^>]*>/).desktop!.contrastRatio).toBe(1);
  });

  it('finds a hero photo a stylesheet paints behind the first screen, but not a tiled pattern or a gradient', async () => {
    const photo = await render('/hero-photo');
    expect(photo.facts.desktop.firstScreenPicture).toMatchObject({
      selector: 'body > section',
      width: 1366,
      height: 600,
    });
    expect(photo.facts.desktop.firstScreenPicture?.url).toMatch(/\/img\/hero\.jpg$/);
    const pattern = await render('/pattern-only');
    expect(pattern.facts.desktop.firstScreenPicture).toBeNull();
  });

  it('computes WCAG contrast against the effective background and the share of small text', async () => {
    const result = await render('/contrast');

    expect(layoutOf(result, /<p class="faint"[^>]*>/).desktop!.contrastRatio).toBeCloseTo(2.32, 1);
    expect(layoutOf(result, /<p id="black"[^>]*>/).desktop!.contrastRatio).toBe(21);
    const onBlack = layoutOf(result, /<p id="onblack"[^>]*>/).desktop!;
    expect(onBlack.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(onBlack.contrastRatio).toBe(21);
    // Behind these the colour is an image's or a gradient's, not the fill a photo falls back to.
    for (const id of ['onphoto', 'ongradient', 'overimg']) {
      const over = layoutOf(result, new RegExp(`<p id="${id}"[^>]*>`)).desktop!;
      expect(over.overImage, id).toBe(true);
      expect(over.contrastRatio, id).toBeUndefined();
    }
    // A picture above the text, not under it, leaves its white-on-white contrast measured (as the
    // overlay page's white words below its photo).
    const beside = layoutOf(result, /<p id="besideimg"[^>]*>/).desktop!;
    expect(beside.overImage).toBeUndefined();
    expect(beside.contrastRatio).toBe(1);
    // Eight text nodes, of which the 10 px footnote is the one small one on both viewports.
    expect(result.facts.mobile.smallTextShare).toBe(0.125);
    expect(result.facts.desktop.smallTextShare).toBe(0.125);
    expect(result.facts.desktop.bodyFontSizePx).toBe(16);
  });

  it('records console errors and uncaught exceptions', async () => {
    const result = await render('/errors');

    expect(result.facts.consoleErrors).toContain('checkout widget failed to load');
    expect(result.facts.consoleErrors.some((e) => e.includes('undefinedFunctionCall is not defined'))).toBe(
      true,
    );
    expect(result.facts.consoleErrors.some((e) => e.includes('late boom'))).toBe(true);
  });

  it('counts requests and transfer bytes by resource type, and reports load timing', async () => {
    const result = await render('/images');

    const { weight, timing } = result.facts;
    expect(weight.byType.image.requests).toBe(8);
    expect(weight.byType.image.bytes).toBeGreaterThanOrEqual(8 * PNG.length);
    expect(weight.byType.document.requests).toBe(1);
    expect(weight.requests).toBe(9);
    expect(weight.transferBytes).toBe(weight.byType.image.bytes + weight.byType.document.bytes);
    expect(timing.fcpMs).not.toBeNull();
    expect(timing.domContentLoadedMs).not.toBeNull();
    expect(timing.loadMs).not.toBeNull();
    expect(timing.cls).toBe(0);
    expect(result.facts.failedRequests).toEqual([]);
  });

  it('refuses subrequests to metadata addresses and names even when the page itself may be private', async () => {
    const result = await render('/ssrf');

    const failed = result.facts.failedRequests;
    const find = (fragment: string): string | undefined => failed.find((f) => f.includes(fragment));
    expect(find('169.254.169.254/latest')).toMatch(/blocked: .*metadata/);
    expect(find('metadata-rebind.test')).toMatch(/blocked: .*169\.254\.169\.254/);
    expect(find('metadata.google.internal')).toMatch(/blocked: .*reserved host name/);
    expect(find('cdn.unreachable.test')).toMatch(/unreachable: .*ENOTFOUND/);
    expect(find('/img/ok.png')).toBeUndefined();
    // Refused and failed requests still count as requests the page made, with no bytes.
    expect(result.facts.weight.byType.image.requests).toBe(4);
    expect(result.facts.weight.byType.image.bytes).toBeGreaterThanOrEqual(PNG.length);
    expect(result.facts.weight.byType.image.bytes).toBeLessThan(4 * PNG.length);
  });

  it('refuses a main document on a private address unless private targets are allowed', async () => {
    const before = server.connections;

    await expect(
      renderPage(server.at('/hero'), { allowPrivate: false, resolver: fakeResolver }),
    ).rejects.toThrow(ForbiddenTargetError);
    await expect(
      renderPage('http://loopback.test:' + server.port + '/hero', {
        allowPrivate: false,
        resolver: fakeResolver,
      }),
    ).rejects.toThrow(ForbiddenTargetError);
    expect(server.connections).toBe(before);
  });

  it('refuses a redirect from an allowed page to the metadata address', async () => {
    await expect(render('/to-metadata')).rejects.toThrow(ForbiddenTargetError);
  });

  it('measures what arrived when a script never finishes loading', async () => {
    const result = await renderPage(server.at('/hang'), {
      allowPrivate: true,
      resolver: fakeResolver,
      timeoutMs: 5_000,
    });

    expect(result.html).toContain('Before the stuck script');
    expect(layoutOf(result, /<h1[^>]*>/).desktop!.visible).toBe(true);
    expect(result.facts.failedRequests.some((f) => f.includes('/never-answers.js (still loading'))).toBe(
      true,
    );
  });

  it('measures again the document a page navigates to while it is being measured', async () => {
    const result = await render('/moves');

    expect(result.finalUrl).toBe(server.at('/moved'));
    expect(result.html).toContain('New page');
    expect(result.html).not.toContain('Old page');
    const h1 = layoutOf(result, /<h1[^>]*>/);
    expect(h1.desktop).toBeDefined();
    expect(h1.mobile).toBeDefined();
  });

  it('dismisses dialogs instead of hanging on them', async () => {
    const result = await render('/alert');

    expect(result.html).toContain('After the dialogs');
  });

  it('rejects a response that is not HTML', async () => {
    await expect(render('/data.json')).rejects.toThrow(/application\/json, not an HTML page/);
  });

  it('records stylesheets and fonts that did not load, and calls the render degraded', async () => {
    const broken = await render('/css-missing');
    expect(broken.facts.stylesheets.requested).toBe(2);
    expect(broken.facts.stylesheets.failed).toEqual([
      { url: server.at('/css/missing.css'), reason: 'HTTP 404', layout: true },
    ]);
    expect(broken.facts.fonts.failed).toEqual([
      { url: server.at('/fonts/missing.woff2'), reason: 'HTTP 404', layout: false },
    ]);
    expect(broken.facts.requestsFailed).toBe(2);
    const degraded = modelOf(broken);
    expect(degraded.delivery).toMatchObject({
      loopback: true,
      localFile: false,
      degraded: true,
      stylesheetsFailed: [`${server.at('/css/missing.css')} (HTTP 404)`],
      fontsFailed: [`${server.at('/fonts/missing.woff2')} (HTTP 404)`],
      requestsFailed: 2,
    });
    expect(degraded.delivery.reasons).toContain('1 of 2 stylesheets failed to load');
    // Sideways scrolling measured on an unstyled layout is not what visitors get.
    const sideways = mobileVerdict(broken);
    expect(sideways.status).toBe('not_applicable');
    expect(sideways.reason).toMatch(/^1 of 2 stylesheets failed to load, so sizes, positions/);
    expect(degraded.delivery.reasons).toContain('served from 127.0.0.1 (a local address)');
    // Layouts of an unstyled render are left off; render facts that stay true are kept.
    expect(degraded.mode).toBe('render');
    expect(degraded.headings[0].layout).toBeUndefined();
    expect(degraded.links.every((l) => l.layout === undefined)).toBe(true);
    expect(degraded.render?.timing).toBeDefined();

    const styled = await render('/css-ok');
    expect(styled.facts.stylesheets).toEqual({ requested: 1, failed: [] });
    expect(styled.facts.requestsFailed).toBe(0);
    const ok = modelOf(styled);
    expect(ok.delivery.degraded).toBe(false);
    expect(ok.delivery.stylesheetsFailed).toEqual([]);
    expect(ok.headings[0].layout?.desktop?.visible).toBe(true);

    // An @import of the page's own styles carries layout as much as a link does.
    const imported = await render('/css-import-missing');
    expect(imported.facts.stylesheets.failed.map((f) => [f.url, f.layout])).toEqual([
      [server.at('/css/imported-missing.css'), true],
    ]);
    expect(modelOf(imported).delivery.degraded).toBe(true);

    // Answered 200 but refused by the browser: served as bytes, or blocked by the page's CSP.
    const refused = await render('/css-wrong-type');
    expect(refused.facts.stylesheets.failed).toEqual([
      {
        url: server.at('/css/octet.css'),
        reason: 'refused by the browser: served as application/octet-stream, not text/css',
        layout: true,
      },
    ]);
    expect(refused.facts.requestsFailed).toBe(1);
    const refusedModel = modelOf(refused);
    expect(refusedModel.delivery.degraded).toBe(true);
    expect(refusedModel.delivery.reasons).toContain('1 of 1 stylesheets failed to load');
    const blocked = await render('/css-csp-blocked');
    expect(blocked.facts.stylesheets.failed.map((f) => [f.url, f.layout])).toEqual([
      [server.at('/css/ok.css'), true],
    ]);
    expect(modelOf(blocked).delivery.degraded).toBe(true);

    // Web-font, icon-font and print stylesheets are listed but leave the layout alone.
    const fontsOnly = await render('/css-fonts-only');
    const failed = fontsOnly.facts.stylesheets.failed;
    expect(failed.map((f) => f.url).sort()).toEqual(
      [
        server.at('/css/print-missing.css'),
        server.at('/vendor/bootstrap-icons@1.5.0/font/bootstrap-icons.css'),
        server.at('/css/font-awesome.min.css'),
        'https://fonts.googleapis.com/css2?family=Inter',
      ].sort(),
    );
    expect(failed.every((f) => !f.layout)).toBe(true);
    const fontModel = modelOf(fontsOnly);
    expect(fontModel.delivery.degraded).toBe(false);
    expect(fontModel.delivery.stylesheetsFailed).toHaveLength(4);
  });

  it('renders real corpus pages from every industry', async () => {
    const files = [
      'saas/agilezen-home.html',
      'ecommerce/wellca-shampoo-pdp.html',
      'agency/misterplumber-home.html',
      'other/smittenkitchen-recipe.html',
      'saas/tailwindtoolbox-landing-template.html',
    ];
    for (const file of files) {
      const result = await render(`/corpus/${file}`);

      expect(result.status, file).toBe(200);
      expect(Object.keys(result.layouts).length, file).toBeGreaterThan(10);
      expect(result.html, file).toContain('data-cas-id="1"');
      expect(result.facts.desktop.documentHeight, file).toBeGreaterThan(0);
      expect(result.facts.tapTargets.length, file).toBeGreaterThan(0);
    }
  });
});

describe('dead main actions judged on the rendered page', () => {
  it('marks a button nothing listens to as dead, from the render', async () => {
    const r = await render('/dead-button');
    expect(r.facts.scripts?.failed).toEqual([]);
    const cta = modelOf(r).ctas.find((c) => c.text === 'Book a repair');
    expect(cta?.inert).toBe('render');
  });

  it('does not call it dead when a script of the page failed to load: its handler may live there', async () => {
    const r = await render('/dead-button-script-failed');
    expect(r.facts.scripts?.failed.map((f) => new URL(f.url).pathname)).toEqual(['/missing.js']);
    const model = modelOf(r);
    // judged as markup judges it: a page with scripts may wire a <button> outside any form
    expect(model.ctas.find((c) => c.text === 'Book a repair')?.inert).toBeUndefined();
    const check = CHECKS.find((c) => c.id === 'CTA_015')!;
    expect(runCheck(check, model).status).not.toBe('fail');
  });
});

describe('fontStylesheet', () => {
  it('knows web-font and icon-font stylesheets, whose failure leaves the layout alone', () => {
    for (const url of [
      'https://fonts.googleapis.com/css2?family=Inter',
      'https://cdn.jsdelivr.net/npm/bootstrap-icons@1.5.0/font/bootstrap-icons.css',
      'https://maxcdn.bootstrapcdn.com/font-awesome/4.4.0/css/font-awesome.min.css',
      'https://use.fontawesome.com/releases/v5.15.4/css/all.css',
      'https://cdnjs.cloudflare.com/ajax/libs/simple-line-icons/2.5.5/css/simple-line-icons.min.css',
      'https://example.com/assets/css/themify-icons.css',
      'https://example.com/css/icons.css',
    ])
      expect(fontStylesheet(url), url).toBe(true);
  });

  it('counts every other stylesheet as layout-bearing', () => {
    for (const url of [
      'https://cdn.jsdelivr.net/npm/bootstrap@5.3.0/dist/css/bootstrap.min.css',
      'https://example.com/css/styles.css',
      'https://cdnjs.cloudflare.com/ajax/libs/SimpleLightbox/2.1.0/simpleLightbox.min.css',
      'https://example.com/wp-content/themes/iconic/style.css',
      'not a url',
    ])
      expect(fontStylesheet(url), url).toBe(false);
  });
});
