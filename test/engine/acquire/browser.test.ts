import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserUnavailableError,
  MAX_PAGES,
  closeBrowser,
  getBrowser,
} from '../../../lib/engine/acquire/browser.js';
import { RenderFailedError, renderPage } from '../../../lib/engine/acquire/render.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

let server: LocalServer;
let imagesInFlight = 0;
let maxImagesInFlight = 0;
/** Set by a test: runs when the next slow image is requested, i.e. while a render is loading. */
let onSlowImage: (() => void) | null = null;

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    if (req.url?.startsWith('/slow.png')) {
      // Each page holds one slow image open, so open images count the pages loading at once.
      onSlowImage?.();
      onSlowImage = null;
      imagesInFlight++;
      maxImagesInFlight = Math.max(maxImagesInFlight, imagesInFlight);
      await new Promise((resolve) => setTimeout(resolve, 400));
      imagesInFlight--;
      res.writeHead(404).end();
      return;
    }
    const slow = req.url?.startsWith('/slow') ? `<img src="/slow.png?${req.url}">` : '';
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><body><h1>Hello</h1><a href="/next">Next</a>${slow}</body></html>`);
  });
});

afterAll(async () => {
  await closeBrowser();
  await server.close();
});

describe('the shared browser', () => {
  it('is launched once and reused across renders', async () => {
    const first = await getBrowser();
    await renderPage(server.url, { allowPrivate: true });
    const second = await getBrowser();

    expect(second).toBe(first);
    expect(second.connected).toBe(true);
  });

  it('is replaced after its process is killed', async () => {
    const crashed = await getBrowser();
    const disconnected = new Promise<void>((resolve) => crashed.once('disconnected', () => resolve()));

    crashed.process()!.kill('SIGKILL');
    await disconnected;
    const result = await renderPage(server.url, { allowPrivate: true });
    const replacement = await getBrowser();

    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 data-cas-id="1">Hello</h1>');
    expect(replacement).not.toBe(crashed);
    expect(replacement.connected).toBe(true);
  });

  it('fails an in-flight render with RenderFailedError when the browser dies under it', async () => {
    const browser = await getBrowser();
    onSlowImage = () => browser.process()!.kill('SIGKILL');

    await expect(renderPage(server.at('/slow/crash'), { allowPrivate: true })).rejects.toThrow(
      RenderFailedError,
    );
    const after = await renderPage(server.url, { allowPrivate: true });

    expect(after.status).toBe(200);
  });

  it('keeps at most MAX_PAGES pages loading at once', async () => {
    maxImagesInFlight = 0;

    const results = await Promise.all(
      Array.from({ length: MAX_PAGES + 2 }, (_, i) =>
        renderPage(server.at(`/slow/${i}`), { allowPrivate: true }),
      ),
    );

    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(maxImagesInFlight).toBeGreaterThan(1);
    expect(maxImagesInFlight).toBeLessThanOrEqual(MAX_PAGES);
  });

  it('rejects with BrowserUnavailableError when the configured binary does not exist', async () => {
    const attempt = renderPage(server.url, {
      allowPrivate: true,
      chromePath: '/nonexistent/chrome-for-test',
    });

    await expect(attempt).rejects.toThrow(BrowserUnavailableError);
    await expect(attempt).rejects.toThrow(/nonexistent\/chrome-for-test/);
  });

  it('goes back to the default binary after a bad path was tried', async () => {
    const result = await renderPage(server.url, { allowPrivate: true });

    expect(result.status).toBe(200);
  });
});
