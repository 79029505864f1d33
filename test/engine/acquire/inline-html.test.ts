import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireModel } from '../../../lib/engine/acquire/acquire.js';
import { closeBrowser, inlineRequestRefusal } from '../../../lib/engine/acquire/render.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

// Raw HTML (POST /scan with html) is rendered as the page at base_url: the document never comes
// from the network, and subresources load only from base_url's origin.
let base: LocalServer;
let other: LocalServer;
const seen: string[] = [];

const html = (otherOrigin: string) => `<!doctype html><html lang="en"><head><title>Inline draft</title>
<link rel="stylesheet" href="/style.css"><link rel="stylesheet" href="${otherOrigin}/evil.css"></head>
<body><h1>Invoices in one minute</h1><p>Send invoices and get paid twice as fast with Acme.</p>
<img src="${otherOrigin}/pixel.png" alt=""><a href="/signup">Start free trial</a></body></html>`;

beforeAll(async () => {
  base = await startServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/style.css')
      return res.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:#111}');
    res.writeHead(404).end();
  });
  other = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/css' }).end(''));
});

afterAll(async () => {
  await closeBrowser();
  await Promise.all([base.close(), other.close()]);
});

describe('inline HTML', () => {
  it('refuses every origin but the allowed one, and all of them without one', () => {
    expect(inlineRequestRefusal('https://a.test/x.css', 'https://a.test')).toBeNull();
    expect(inlineRequestRefusal('data:image/png;base64,AA', null)).toBeNull();
    expect(inlineRequestRefusal('https://b.test/x.css', 'https://a.test')).toMatch(/only https:\/\/a.test/);
    expect(inlineRequestRefusal('https://a.test/x.css', null)).toMatch(/without base_url/);
  });

  it('renders the HTML at base_url, loading subresources from its origin only', async () => {
    const model = await acquireModel(base.at('/draft'), {
      allowPrivate: true,
      renderMode: 'auto',
      document: { html: html(other.origin), allowedOrigin: base.origin },
    });
    expect(model.mode).toBe('render');
    expect(model.finalUrl).toBe(base.at('/draft'));
    expect(model.headings.some((h) => h.text.includes('Invoices in one minute'))).toBe(true);
    // The document itself was never requested; the same-origin stylesheet was.
    expect(seen).not.toContain('/draft');
    expect(seen).toContain('/style.css');
    expect(other.requests).toBe(0);
    expect(model.delivery.reasons.join(' ')).toMatch(/HTML sent with the request/);
  }, 60_000);

  it('reads the HTML statically without fetching anything', async () => {
    const before = base.requests;
    const model = await acquireModel('https://inline-html.invalid/', {
      allowPrivate: false,
      renderMode: 'static',
      document: { html: html(other.origin), allowedOrigin: null },
    });
    expect(model.mode).toBe('static');
    expect(model.title).toBe('Inline draft');
    expect(base.requests).toBe(before);
    expect(other.requests).toBe(0);
  });
});
