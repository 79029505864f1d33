import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireModel } from '../../../lib/engine/acquire/acquire.js';
import { ServiceError } from '../../../lib/errors.js';
import { fromEngineError } from '../../../lib/scans/engine-errors.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

/** The engine's failure as the scan edge serves it (lib/scans/engine-errors.ts). */
const served = <T>(acquired: Promise<T>) =>
  acquired.catch((err: unknown) => Promise.reject(fromEngineError(err)));

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`;

const NAV = `<header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/about">About us</a>
  <a href="/contact">Contact</a> <a href="/blog">Blog</a></nav></header>`;

const SITE: Record<string, string> = {
  '/': page(
    'Acme invoicing',
    `${NAV}<main><h1>Invoicing for small teams</h1><p>Send invoices in a minute and get paid twice as fast.</p>
    <a class="btn" href="/signup">Start free trial</a></main>`,
  ),
  '/pricing': page('Pricing', `${NAV}<h1>Pricing</h1><p>Starter $9/month. Team $29/month.</p>`),
  '/about': page('About us', `${NAV}<h1>About Acme</h1><p>We are a team of twelve in Lisbon.</p>`),
  '/contact': page('Contact', `${NAV}<h1>Contact</h1><p>Write to hello@acme.test</p>`),
  '/blog': page('Blog', `${NAV}<h1>Blog</h1><p>News.</p>`),
  '/empty': '<!doctype html><html><head><title></title></head><body><script>1</script></body></html>',
  '/challenge':
    '<!doctype html><html><head><title>Just a moment...</title></head><body><div id="cf-chl-widget"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
};

let site: LocalServer;

beforeAll(async () => {
  site = await startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = SITE[path];
    if (path === '/challenge')
      return res
        .writeHead(403, { 'content-type': 'text/html', server: 'cloudflare', 'cf-mitigated': 'challenge' })
        .end(body);
    if (!body)
      return res.writeHead(404, { 'content-type': 'text/html' }).end(page('Not found', '<h1>Not found</h1>'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
});

afterAll(() => site.close());

const opts = { allowPrivate: true, renderMode: 'static' as const };

describe('acquireModel', () => {
  it('builds the model of one page by default, with no site pages', async () => {
    const model = await acquireModel(site.url, opts);
    expect(model.headings[0].text).toBe('Invoicing for small teams');
    expect(model.mode).toBe('static');
    expect(model.staticReason).toMatch(/static/);
    expect(model.site.pages).toEqual([]);
  });

  it('picks the most useful same-site pages from the navigation for a page count', async () => {
    const model = await acquireModel(site.url, { ...opts, pages: 3 });
    const kinds = model.site.pages.map((p) => p.kind);
    expect(model.site.pages).toHaveLength(2);
    expect(kinds).toContain('pricing');
    expect(model.site.has.pricingPage).toBe(true);
  });

  it('takes an explicit array of paths and refuses a path on another site', async () => {
    const model = await acquireModel(site.url, { ...opts, pages: ['/about', '/contact'] });
    expect(model.site.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/about', '/contact']);
    await expect(
      served(acquireModel(site.url, { ...opts, pages: ['https://elsewhere.example/x'] })),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('fails with EXTRACTION_FAILED when the page has nothing to audit', async () => {
    const err = await served(acquireModel(site.at('/empty'), opts)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code: 'EXTRACTION_FAILED' });
  });

  it('fails with BOT_BLOCKED on a bot-protection challenge page', async () => {
    await expect(served(acquireModel(site.at('/challenge'), opts))).rejects.toMatchObject({
      code: 'BOT_BLOCKED',
      status: 422,
    });
  });

  it('refuses loopback targets unless private targets are allowed', async () => {
    await expect(served(acquireModel(site.url, { ...opts, allowPrivate: false }))).rejects.toMatchObject({
      code: 'INVALID_URL',
    });
  });
});
