import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, closeBrowser, type RenderResult } from '../../../lib/engine/acquire/render.js';
import { ForbiddenTargetError } from '../../../lib/errors.js';
import type { ElementLayout } from '../../../lib/engine/model/page-model.js';
import { startServer, type LocalServer } from '../../support/local-server.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { staticHttp } from '../model/corpus-models.js';

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
    <p class="tiny">Tiny footnote text that is far too small to read on a phone.</p></body></html>`,
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
    <link rel="stylesheet" media="print" href="/css/print-missing.css"></head>
    <body><h1>Font stylesheet only</h1></body></html>`,
  '/moves': `<!doctype html><html><body><h1>Old page</h1>
    <script>addEventListener('resize', () => { location.href = '/moved'; });</script></body></html>`,
  '/moved': `<!doctype html><html><body><h1>New page</h1><a href="/x">Link</a></body></html>`,
  '/alert': `<!doctype html><html><body><h1>Alert</h1><script>alert('hello'); confirm('sure?');</script>
    <p>After the dialogs</p></body></html>`,
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

    const modelOf = (r: RenderResult) =>
      buildPageModel({
        url: r.finalUrl,
        finalUrl: r.finalUrl,
        html: r.html,
        http: staticHttp(r.html.length),
        render: { layouts: r.layouts, facts: r.facts },
      });
    expect(modelOf(sticky).nav.sticky).toBe(true);
    expect(modelOf(plain).nav.sticky).toBe(false);
  });

  it('measures horizontal overflow of a page wider than the phone', async () => {
    const result = await render('/wide');

    expect(result.facts.desktop.horizontalOverflowPx).toBe(0);
    expect(result.facts.mobile.horizontalOverflowPx).toBe(1200 - 390);
  });

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

  it('computes WCAG contrast against the effective background and the share of small text', async () => {
    const result = await render('/contrast');

    expect(layoutOf(result, /<p class="faint"[^>]*>/).desktop!.contrastRatio).toBeCloseTo(2.32, 1);
    expect(layoutOf(result, /<p id="black"[^>]*>/).desktop!.contrastRatio).toBe(21);
    const onBlack = layoutOf(result, /<p id="onblack"[^>]*>/).desktop!;
    expect(onBlack.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(onBlack.contrastRatio).toBe(21);
    // One of four text nodes is 10 px: small on both viewports.
    expect(result.facts.mobile.smallTextShare).toBe(0.25);
    expect(result.facts.desktop.smallTextShare).toBe(0.25);
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
    const modelOf = (r: RenderResult) =>
      buildPageModel({
        url: r.finalUrl,
        finalUrl: r.finalUrl,
        html: r.html,
        http: staticHttp(r.html.length),
        render: { layouts: r.layouts, facts: r.facts },
      });

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

    // A web-font stylesheet and a print stylesheet are listed but leave the layout alone.
    const fontsOnly = await render('/css-fonts-only');
    const failed = fontsOnly.facts.stylesheets.failed;
    expect(failed.map((f) => f.url).sort()).toEqual(
      [server.at('/css/print-missing.css'), 'https://fonts.googleapis.com/css2?family=Inter'].sort(),
    );
    expect(failed.every((f) => !f.layout)).toBe(true);
    const fontModel = modelOf(fontsOnly);
    expect(fontModel.delivery.degraded).toBe(false);
    expect(fontModel.delivery.stylesheetsFailed).toHaveLength(2);
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
