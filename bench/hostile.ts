/**
 * Hostile-page benchmark (issue #14): serves the pages of test/engine/acquire/hostile-fixtures.ts on
 * 127.0.0.1 and scans each with acquireModel, then an ordinary page, one after another. Prints per
 * page the mode, the static reason, the scan time, the browser kills it caused and the peak
 * resident memory of all browser process groups while it ran (sampled every 50 ms from /proc).
 * Nothing is asserted: the bounds are tested in test/engine/acquire/hostile-pages.test.ts.
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx bench/hostile.ts [--budget-ms 20000] [--max-rss-mb 1536]
 */
import { pathToFileURL } from 'node:url';
import {
  acquireModel,
  type BrowserEvent,
  browserPids,
  closeBrowser,
  killBrowsers,
  processGroupStats,
  setBrowserEventLog,
} from '../lib/engine/index.js';
import { startServer } from '../test/support/local-server.js';
import { HOSTILE_PAGES, hostileBody } from '../test/engine/acquire/hostile-fixtures.js';

function arg(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

async function main(): Promise<void> {
  const budgetMs = arg('--budget-ms');
  const maxRssMb = arg('--max-rss-mb');
  const events: BrowserEvent[] = [];
  setBrowserEventLog((event) => events.push(event));
  const server = await startServer((req, res) => {
    const body = hostileBody(new URL(req.url ?? '/', 'http://x').pathname);
    if (!body) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of [...Object.keys(HOSTILE_PAGES), '/control']) {
      let peak = 0;
      const sampler = setInterval(() => {
        const rss = browserPids().reduce((sum, pid) => sum + (processGroupStats(pid)?.rssBytes ?? 0), 0);
        peak = Math.max(peak, rss);
      }, 50);
      const before = events.length;
      const started = performance.now();
      const model = await acquireModel(server.at(path), {
        allowPrivate: true,
        renderMode: 'auto',
        renderTimeoutMs: budgetMs,
        renderMaxRssBytes: maxRssMb ? maxRssMb * 1024 * 1024 : undefined,
      });
      clearInterval(sampler);
      rows.push({
        page: path,
        mode: model.mode,
        ms: Math.round(performance.now() - started),
        peakMb: Math.round(peak / (1024 * 1024)),
        kills:
          events
            .slice(before)
            .map((e) => e.kind)
            .join(',') || '-',
        reason: (model.staticReason ?? '').slice(0, 90),
      });
    }
  } finally {
    await server.close();
    killBrowsers();
    await closeBrowser();
  }
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    killBrowsers();
    process.exit(1);
  });
}
