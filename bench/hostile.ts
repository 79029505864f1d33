/**
 * Hostile-page benchmark (issue #14): serves the pages of test/engine/acquire/hostile-fixtures.ts on
 * 127.0.0.1 and scans each with acquireModel, then an ordinary page, one after another. Prints per
 * page the mode, the static reason, the scan time, the browser kills it caused and three peaks of
 * resident memory while it ran: all browser process groups (browserMb), this process, which is the
 * service here (serviceMb: the scan's fetch, parse and model build run in it), and the whole process
 * tree, both summed at the same instant (treeMb, the figure held under CAS_TREE_MAX_MB). They are
 * sampled every 10 ms from /proc by a worker thread, so a busy main thread cannot hide a peak.
 * Nothing is asserted: the bounds are tested in test/engine/acquire/hostile-pages.test.ts and
 * test/engine/acquire/tree-memory.test.ts.
 *
 * With --busy-ms N the main thread is kept busy N ms out of every N + 100 ms while the pages are
 * scanned, as the service's own work (parsing a large page, JSON of a big model) keeps it on a busy
 * machine: a watchdog that runs on the main thread samples only between those blocks.
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx bench/hostile.ts [--budget-ms 20000] [--max-rss-mb 1408] [--busy-ms 500]
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  acquireModel,
  type BrowserEvent,
  browserPids,
  closeBrowser,
  killBrowsers,
  setBrowserEventLog,
} from '../lib/engine/index.js';
import { startServer } from '../test/support/local-server.js';
import { HOSTILE_PAGES, hostileBody } from '../test/engine/acquire/hostile-fixtures.js';

/**
 * The sampler thread: every 10 ms the RSS of this process (/proc/self/statm counts every thread of
 * it) and of every process of the browser groups it was told of (members found by a pass over /proc
 * every 100 ms), summed at one instant. Answers 'peak' with the peaks since the last 'peak' and resets.
 */
const SAMPLER = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const PAGE = 4096;
let groups = [];
let members = [];
let peak = { tree: 0, browser: 0, service: 0 };
const rssOf = (pid) => { try { return Number(fs.readFileSync('/proc/' + pid + '/statm', 'utf8').split(' ')[1]) * PAGE; } catch { return 0; } };
function refresh() {
  const found = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync('/proc/' + name + '/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && groups.includes(Number(fields[2]))) found.push(Number(name));
    } catch {}
  }
  members = found;
}
parentPort.on('message', (m) => {
  if (m.groups) { groups = m.groups; refresh(); }
  if (m.peak) { parentPort.postMessage(peak); peak = { tree: 0, browser: 0, service: 0 }; }
});
setInterval(refresh, 100);
setInterval(() => {
  const service = rssOf('self');
  let browser = 0;
  for (const pid of members) browser += rssOf(pid);
  peak.tree = Math.max(peak.tree, service + browser);
  peak.browser = Math.max(peak.browser, browser);
  peak.service = Math.max(peak.service, service);
}, 10);
`;

function arg(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

async function main(): Promise<void> {
  const budgetMs = arg('--budget-ms');
  const maxRssMb = arg('--max-rss-mb');
  const busyMs = arg('--busy-ms');
  const events: BrowserEvent[] = [];
  setBrowserEventLog((event) => events.push(event));
  const server = await startServer((req, res) => {
    const body = hostileBody(new URL(req.url ?? '/', 'http://x').pathname);
    if (!body) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const rows: Record<string, string | number>[] = [];
  const sampler = new Worker(SAMPLER, { eval: true });
  const peaks = (): Promise<{ tree: number; browser: number; service: number }> =>
    new Promise((resolve) => {
      sampler.once('message', resolve);
      sampler.postMessage({ groups: browserPids(), peak: true });
    });
  // Browsers launched during a render are told to the sampler as they appear.
  const tell = setInterval(() => sampler.postMessage({ groups: browserPids() }), 20);
  const mb = (bytes: number): number => Math.round(bytes / (1024 * 1024));
  const busy = busyMs
    ? setInterval(() => {
        const end = performance.now() + busyMs;
        while (performance.now() < end);
      }, busyMs + 100)
    : null;
  try {
    for (const path of [...Object.keys(HOSTILE_PAGES), '/control']) {
      await peaks();
      const before = events.length;
      const started = performance.now();
      const model = await acquireModel(server.at(path), {
        allowPrivate: true,
        renderMode: 'auto',
        renderTimeoutMs: budgetMs,
        renderMaxRssBytes: maxRssMb ? maxRssMb * 1024 * 1024 : undefined,
      });
      const ms = Math.round(performance.now() - started);
      // The last samples: a killed browser's memory is given back while its group exits.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const peak = await peaks();
      rows.push({
        page: path,
        mode: model.mode,
        ms,
        treeMb: mb(peak.tree),
        browserMb: mb(peak.browser),
        serviceMb: mb(peak.service),
        kills:
          events
            .slice(before)
            .map((e) => e.kind)
            .join(',') || '-',
        reason: (model.staticReason ?? '').slice(0, 90),
      });
    }
  } finally {
    clearInterval(tell);
    if (busy) clearInterval(busy);
    await sampler.terminate();
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
