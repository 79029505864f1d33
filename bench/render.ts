/**
 * Render benchmark: serves the corpus on 127.0.0.1, warms the browser pool, renders every page
 * at desktop + mobile one after another, and prints the median and p95 time per page and the peak
 * resident memory of this process plus the browser's process tree.
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx bench/render.ts [--concurrency 1]
 */
import { readFile, readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  browserPids,
  buildModel,
  closeBrowser,
  cropImage,
  elementBoxes,
  findingNeedsFullPage,
  renderPage,
  type RenderResult,
} from '../lib/engine/index.js';
import { defaultResolver, type Resolver } from '../lib/net/ssrf-guard.js';
import { CORPUS_DIR } from './corpus.js';

const CORPUS = path.join(CORPUS_DIR, 'pages');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Resident KB of a process and all its descendants, from /proc (Linux only; 0 elsewhere). */
function treeRssKb(rootPid: number): number {
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      if (children) pending.push(...children.split(/\s+/).map(Number));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

export interface RenderBench {
  n: number;
  median: number;
  p95: number;
  /** This process plus every browser's process tree, sampled every 100 ms. */
  peakRssMb: number;
  concurrency: number;
  failures: string[];
  /** With --screenshots: capture time and stored bytes per page (images plus their box index). */
  screenshots?: {
    captureMedianMs: number;
    captureP95Ms: number;
    /** Renders whose findings needed the (mobile) full page, of n. */
    fullPages: number;
    /** Model and checks while the page is open (fullPageWanted): the model is the scan's own. */
    decideMedianMs: number;
    bytesMedian: number;
    bytesP95: number;
    bytesMax: number;
  };
}

/**
 * Renders every corpus page at desktop + mobile on a warm browser, `concurrency` at a time; logs one
 * line per page when `log` is given. Closes the browser when done.
 */
export async function benchRender(
  options: { concurrency?: number; log?: (line: string) => void; screenshots?: boolean } = {},
): Promise<RenderBench> {
  const concurrency = options.concurrency ?? 1;
  const log = options.log ?? (() => {});
  const files: string[] = [];
  for (const industry of await readdir(CORPUS)) {
    for (const file of await readdir(path.join(CORPUS, industry))) {
      if (file.endsWith('.html')) files.push(`${industry}/${file}`);
    }
  }
  files.sort();

  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1));
    const file = path.join(CORPUS, name);
    if (!file.startsWith(CORPUS + path.sep) && name !== 'warm') {
      res.writeHead(404).end();
      return;
    }
    if (name === 'warm') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>warm</h1>');
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  // Each page under its own name for 127.0.0.1: renders of one host are limited per account, so
  // with --concurrency pages of one shared host would hardly overlap. Other names resolve as usual.
  const resolver: Resolver = (hostname) =>
    hostname.endsWith('.bench.test')
      ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
      : defaultResolver(hostname);
  const urlOf = (file: string, index: number): string => `http://page-${index}.bench.test:${port}/${file}`;

  // The same process configuration as every render below, or the pool would retire its browsers for new ones.
  const config = { allowPrivate: true, resolver, screenshots: options.screenshots ?? false };
  // As acquireModel asks: the model of the render and its checks decide on the full page.
  const fullPageWanted = async (result: RenderResult): Promise<boolean> => {
    const model = await buildModel({
      url: result.finalUrl,
      finalUrl: result.finalUrl,
      html: result.html,
      http: benchHttpFacts(result),
      render: { layouts: result.layouts, facts: result.facts },
    });
    const boxes = elementBoxes(model, { html: result.html, layouts: result.layouts });
    return findingNeedsFullPage(model, boxes, result.facts.mobile.height);
  };
  const captureTimes: number[] = [];
  const decideTimes: number[] = [];
  let fullPages = 0;
  const storedBytes: number[] = [];
  await renderPage(urlOf('warm', 0), config);
  let peakRssKb = 0;
  // Every browser of the pool (with --concurrency there are several).
  const sample = (): void => {
    const own = process.memoryUsage().rss / 1024;
    peakRssKb = Math.max(peakRssKb, own + browserPids().reduce((sum, pid) => sum + treeRssKb(pid), 0));
  };
  const sampler = setInterval(sample, 100);

  const times: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      const started = performance.now();
      try {
        const result = await renderPage(urlOf(file, index + 1), {
          ...config,
          ...(config.screenshots ? { fullPageWanted } : {}),
        });
        const ms = performance.now() - started;
        times.push(ms);
        if (result.screenshots) {
          captureTimes.push(result.screenshots.captureMs);
          decideTimes.push(result.screenshots.decideMs ?? 0);
          if (result.screenshots.mobile?.full_page) fullPages++;
          storedBytes.push(screenshotBytes(result));
        }
        log(
          `${file.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms  elements=${Object.keys(result.layouts).length}` +
            ` requests=${result.facts.weight.requests} failed=${result.facts.failedRequests.length}` +
            (result.screenshots
              ? ` shots=${result.screenshots.captureMs.toFixed(0)}ms/${(screenshotBytes(result) / 1024).toFixed(0)}KB` +
                (result.screenshots.mobile?.full_page ? ' +full page' : '')
              : ''),
        );
      } catch (err) {
        failures.push(`${file}: ${(err as Error).message}`);
        log(`${file.padEnd(50)} FAILED ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(sampler);
  sample();
  await closeBrowser();
  server.close();

  const sorted = [...times].sort((a, b) => a - b);
  const captures = [...captureTimes].sort((a, b) => a - b);
  const bytes = [...storedBytes].sort((a, b) => a - b);
  return {
    ...(options.screenshots
      ? {
          screenshots: {
            captureMedianMs: percentile(captures, 50),
            captureP95Ms: percentile(captures, 95),
            fullPages,
            decideMedianMs: percentile(
              [...decideTimes].sort((a, b) => a - b),
              50,
            ),
            bytesMedian: percentile(bytes, 50),
            bytesP95: percentile(bytes, 95),
            bytesMax: bytes.at(-1) ?? 0,
          },
        }
      : {}),
    n: times.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    peakRssMb: peakRssKb / 1024,
    concurrency,
    failures,
  };
}

/** HTTP facts of a page served by this benchmark's server (the render's own answer). */
function benchHttpFacts(result: RenderResult) {
  const bytes = Buffer.byteLength(result.html);
  return {
    status: result.status,
    headers: result.headers,
    redirects: [],
    contentType: 'text/html',
    charset: 'utf-8',
    bytes,
    transferBytes: bytes,
    https: false,
    compressed: false,
    ttfbMs: 0,
    totalMs: 0,
  };
}

/**
 * What a render's screenshots add to storage: the images, and the box index estimated from the
 * render's element boxes (the stored index keys them by selector, about the same size).
 */
function screenshotBytes(result: RenderResult): number {
  let total = 0;
  const captured = { desktop: 0, mobile: 0 };
  for (const viewport of ['desktop', 'mobile'] as const) {
    const shots = result.screenshots?.[viewport];
    if (shots) total += shots.first_screen.bytes.length + (shots.full_page?.bytes.length ?? 0);
    captured[viewport] = shots ? cropImage(shots).cssHeight : 0;
  }
  // The index keeps only boxes inside the captured images (storeScreenshots), ~40 bytes of selector each.
  const boxes = Object.values(result.layouts).flatMap((l) => [
    l.desktop && l.desktop.box.y < captured.desktop ? l.desktop.box : [],
    l.mobile && l.mobile.box.y < captured.mobile ? l.mobile.box : [],
  ]);
  return total + Buffer.byteLength(JSON.stringify(boxes)) + 40 * Object.keys(result.layouts).length;
}

export function screenshotsLine(r: RenderBench): string {
  const s = r.screenshots;
  if (!s) return 'screenshots: not measured';
  return (
    `screenshots: capture median=${s.captureMedianMs.toFixed(0)}ms p95=${s.captureP95Ms.toFixed(0)}ms` +
    ` (first screens at both viewports; the mobile full page on ${s.fullPages}/${r.n} renders, decided by` +
    ` model+checks with the page open: median ${s.decideMedianMs.toFixed(0)}ms),` +
    ` stored median=${(s.bytesMedian / 1024).toFixed(0)}KB p95=${(s.bytesP95 / 1024).toFixed(0)}KB max=${(s.bytesMax / 1024).toFixed(0)}KB`
  );
}

export function renderLine(r: RenderBench): string {
  return (
    `render: n=${r.n} median=${r.median.toFixed(0)}ms p95=${r.p95.toFixed(0)}ms` +
    ` peakRss=${r.peakRssMb.toFixed(0)}MB` +
    (r.concurrency > 1 ? ` concurrency=${r.concurrency}` : '') +
    (r.failures.length > 0 ? ` failures=${r.failures.length}` : '')
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const concurrencyArg = process.argv.indexOf('--concurrency');
  const result = await benchRender({
    concurrency: concurrencyArg > 0 ? Number(process.argv[concurrencyArg + 1]) : 1,
    log: (line) => console.log(line),
    screenshots: process.argv.includes('--screenshots'),
  });
  console.log(renderLine(result));
  if (result.screenshots) console.log(screenshotsLine(result));
  if (result.failures.length > 0) process.exitCode = 1;
}
