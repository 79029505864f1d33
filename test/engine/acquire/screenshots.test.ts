import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, renderPage } from '../../../lib/engine/acquire/render.js';
import { FULL_PAGE_MAX_CSS_HEIGHT } from '../../../lib/engine/acquire/screenshots.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

const LONG_PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0} .hero{height:600px;background:#123} .tail{height:9000px;background:linear-gradient(#fff,#ccc)}</style>
</head><body><section class="hero"><h1 style="color:#fff">Long page</h1></section><div class="tail"></div></body></html>`;

let site: LocalServer;

beforeAll(async () => {
  site = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(LONG_PAGE));
});

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('screenshots of a render', () => {
  it('are taken only when asked for', async () => {
    const result = await renderPage(site.at('/plain'), { allowPrivate: true });

    expect(result.screenshots).toBeUndefined();
  }, 60_000);

  it('hold the first screen and the full page cut at its cap, at desktop and mobile, as JPEG', async () => {
    const result = await renderPage(site.at('/shots'), { allowPrivate: true, screenshots: true });

    const { desktop, mobile } = result.screenshots!;
    expect(desktop).toMatchObject({ width: 1366, height: 768 });
    expect(mobile).toMatchObject({ width: 390, height: 844 });
    expect(desktop!.documentHeight).toBeGreaterThan(9000);
    expect(desktop!.first_screen.cssHeight).toBe(768);
    expect(desktop!.full_page.cssHeight).toBe(FULL_PAGE_MAX_CSS_HEIGHT.desktop);
    expect(mobile!.full_page.cssHeight).toBe(FULL_PAGE_MAX_CSS_HEIGHT.mobile);
    for (const shot of [desktop!.first_screen, desktop!.full_page, mobile!.first_screen, mobile!.full_page])
      expect(isJpeg(shot.bytes)).toBe(true);
    // The facts the checks read are measured before the capture and do not change with it.
    expect(result.facts.desktop.width).toBe(1366);
    expect(Object.keys(result.layouts).length).toBeGreaterThan(0);
  }, 60_000);
});
