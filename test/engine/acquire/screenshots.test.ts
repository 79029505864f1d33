import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireModel, findingNeedsFullPage } from '../../../lib/engine/acquire/acquire.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { readCorpusPage, staticHttp } from '../model/corpus-models.js';
import { closeBrowser, renderPage } from '../../../lib/engine/acquire/render.js';
import type { PageScreenshots } from '../../../lib/engine/acquire/screenshots.js';
import {
  FULL_PAGE_MAX_CSS_HEIGHT,
  cropImage,
  needsFullPage,
} from '../../../lib/engine/acquire/screenshots.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

const LONG_PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0} .hero{height:600px;background:#123} .tail{height:9000px;background:linear-gradient(#fff,#ccc)}</style>
</head><body><section class="hero"><h1 style="color:#fff">Long page</h1></section><div class="tail"></div></body></html>`;

/** A page whose only stylesheet answers 404: the render is degraded and the model has no layouts. */
const UNSTYLED_PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/missing.css"></head><body><header><a href="/">Acme</a></header>
<main><h1>Invoices paid in a day</h1><p>Send an invoice, get paid by card or bank transfer.</p>
<form action="/signup"><input type="email" placeholder="Your email"><button>Start free</button></form></main></body></html>`;

let site: LocalServer;

beforeAll(async () => {
  site = await startServer((req, res) => {
    if (req.url === '/missing.css') return res.writeHead(404, { 'content-type': 'text/css' }).end('');
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(req.url === '/unstyled' ? UNSTYLED_PAGE : LONG_PAGE);
  });
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

  it('hold the first screen at desktop and mobile as JPEG, and no full page unless one is wanted', async () => {
    let asked = 0;
    const result = await renderPage(site.at('/shots'), {
      allowPrivate: true,
      screenshots: true,
      fullPageWanted: () => {
        asked++;
        return false;
      },
    });

    expect(asked).toBe(1);
    const { desktop, mobile } = result.screenshots!;
    expect(desktop).toMatchObject({ width: 1366, height: 768 });
    expect(mobile).toMatchObject({ width: 390, height: 844 });
    expect(desktop!.documentHeight).toBeGreaterThan(9000);
    expect(desktop!.first_screen.cssHeight).toBe(768);
    expect(mobile!.first_screen.cssHeight).toBe(844);
    expect(desktop!.full_page).toBeUndefined();
    expect(mobile!.full_page).toBeUndefined();
    for (const shot of [desktop!.first_screen, mobile!.first_screen]) expect(isJpeg(shot.bytes)).toBe(true);
    // Crops are then cut from the first screen.
    expect(cropImage(desktop!)).toBe(desktop!.first_screen);
    // The facts the checks read are measured before the capture and do not change with it.
    expect(result.facts.desktop.width).toBe(1366);
    expect(Object.keys(result.layouts).length).toBeGreaterThan(0);
  }, 60_000);

  it('add the mobile full page cut at its cap, once, when the findings want it', async () => {
    const result = await renderPage(site.at('/shots-full'), {
      allowPrivate: true,
      screenshots: true,
      // Asked with the measured render, before the page closes.
      fullPageWanted: (rendered) => rendered.facts.mobile.documentHeight > 844,
    });

    const { desktop, mobile } = result.screenshots!;
    expect(desktop!.full_page).toBeUndefined();
    expect(mobile!.full_page?.cssHeight).toBe(FULL_PAGE_MAX_CSS_HEIGHT.mobile);
    expect(isJpeg(mobile!.full_page!.bytes)).toBe(true);
    expect(cropImage(mobile!)).toBe(mobile!.full_page);
    expect(result.screenshots!.decideMs).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it('are decided on while the mobile first screen is being taken, on the result returned', async () => {
    let mobileTaken: boolean | null = null;
    let decided: unknown = null;
    const result = await renderPage(site.at('/shots-full'), {
      allowPrivate: true,
      screenshots: true,
      fullPageWanted: (rendered) => {
        mobileTaken = rendered.screenshots?.mobile !== undefined;
        decided = rendered;
        return false;
      },
    });

    // Asked before the capture had answered; the result asked about is the one returned.
    expect(mobileTaken).toBe(false);
    expect(decided).toBe(result);
    expect(result.screenshots!.mobile!.first_screen.cssHeight).toBe(844);
    expect(result.screenshots!.mobile!.full_page).toBeUndefined();
  }, 60_000);
});

describe('whether a crop needs the full page', () => {
  const box = (y: number, height = 40) => ({ x: 10, y, width: 200, height });
  const boxes = {
    top: { desktop: box(100), mobile: box(100) },
    fold: { mobile: box(820) },
    deep: { desktop: box(1500), mobile: box(2500) },
    beyond: { mobile: box(FULL_PAGE_MAX_CSS_HEIGHT.mobile + 10) },
    desktopOnly: { desktop: box(1500) },
  };

  it('is yes only for an element reaching below the mobile first screen and starting above the cap', () => {
    expect(needsFullPage(boxes, ['top'], 844)).toBe(false);
    expect(needsFullPage(boxes, ['top', 'fold'], 844)).toBe(true);
    expect(needsFullPage(boxes, ['deep'], 844)).toBe(true);
    expect(needsFullPage(boxes, ['beyond', 'desktopOnly', 'unmeasured'], 844)).toBe(false);
    expect(needsFullPage(boxes, [], 844)).toBe(false);
  });
});

describe('findingNeedsFullPage', () => {
  const model = buildPageModel({
    url: 'https://www.example.com/',
    finalUrl: 'https://www.example.com/',
    html: readCorpusPage('landwind-template'),
    http: staticHttp(1000),
  });
  const cited = [
    ...new Set(
      runChecks(model)
        .filter((result) => result.status === 'fail')
        .flatMap((result) => result.evidence.flatMap((e) => (e.selector ? [e.selector] : []))),
    ),
  ];
  const at = (y: number) => ({ mobile: { x: 0, y, width: 100, height: 40 } });

  it('answers as every check run first would, stopping early where it can', () => {
    expect(cited.length).toBeGreaterThan(2);
    const layouts: PageScreenshots['boxes'][] = [
      {},
      Object.fromEntries(cited.map((s) => [s, at(100)])),
      Object.fromEntries(cited.map((s, i) => [s, at(i === cited.length - 1 ? 2000 : 100)])),
      Object.fromEntries(cited.map((s) => [s, at(2000)])),
      // Below the first screen, but no finding cites it.
      { 'not-cited': at(2000), ...Object.fromEntries(cited.map((s) => [s, at(100)])) },
    ];
    const answers = layouts.map((b) => findingNeedsFullPage(model, b, 844));
    expect(answers).toEqual(layouts.map((b) => needsFullPage(b, cited, 844)));
    expect(answers).toEqual([false, false, true, true, false]);
  });
});

describe('element boxes of a degraded render', () => {
  it('come from the render itself when a stylesheet failed, so the crops still have boxes', async () => {
    let shots: PageScreenshots | null = null;
    const model = await acquireModel(site.at('/unstyled'), {
      allowPrivate: true,
      renderMode: 'auto',
      onScreenshots: (taken) => {
        shots = taken;
      },
    });

    expect(model.delivery.degraded).toBe(true);
    // The checks still read no layout from an unstyled page...
    expect(model.headings[0].layout).toBeUndefined();
    // ...but the screenshots show that page, and each box is where the render measured it.
    const boxes = (shots as PageScreenshots | null)?.boxes ?? {};
    const h1 = boxes[model.headings[0].selector];
    expect(h1?.desktop?.width).toBeGreaterThan(100);
    expect(h1?.mobile?.width).toBeGreaterThan(100);
    expect(boxes[model.forms[0].fields[0].selector]?.desktop?.height).toBeGreaterThan(0);
  }, 120_000);
});
