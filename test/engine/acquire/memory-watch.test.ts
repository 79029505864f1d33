import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireModel, type AcquireOptions } from '../../../lib/engine/acquire/acquire.js';
import {
  browserPids,
  closeBrowser,
  getBrowser,
  killBrowsers,
  setBrowserEventLog,
  type BrowserEvent,
} from '../../../lib/engine/acquire/browser.js';
import { startServer, type LocalServer } from '../../support/local-server.js';
import { CONTROL_PAGE, HOSTILE_PAGES } from './hostile-fixtures.js';

/**
 * Issue 25, item 11: the memory watchdog ran on the main thread, so while the service was busy
 * (parsing a large page, a big JSON.stringify, a loaded machine) nobody looked at the browsers, and a
 * memory-hog page took the process tree past 2 GB. The watchdog now runs in a thread of its own and
 * kills the browser itself. Here the main thread is blocked, as by the service's own work, from the
 * moment the hog's script runs: the browser must be killed while it is blocked, at its ceiling, and
 * the scan must then end with the reason, and an ordinary page render normally after it.
 */

const MAX_RSS_BYTES = 600 * 1024 * 1024;
/** A killed browser's sample may be past its ceiling by what the page allocated in one sample. */
const SAMPLE_SLACK_BYTES = 400 * 1024 * 1024;
/** Safety stop of the blocking loop should the watchdog never act (the test then fails). */
const BLOCK_LIMIT_MS = 30_000;

const OPTIONS: AcquireOptions = {
  allowPrivate: true,
  renderMode: 'auto',
  renderTimeoutMs: 60_000,
  renderMaxRssBytes: MAX_RSS_BYTES,
};

/** The memory hog of the hostile suite, calling home once its script runs. */
const HOG = HOSTILE_PAGES['/memory-hog'].replace('<script>', "<script>new Image().src = '/running';");

let server: LocalServer;
const events: BrowserEvent[] = [];
let restoreLog: ((event: BrowserEvent) => void) | null = null;
/** What the blocked main thread saw: the browser that died while it was blocked, if one did. */
const blocked: { killed: number | null }[] = [];

/** Whether the process is gone or a zombie (killed, not reaped: reaping needs the event loop). */
function dead(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/**
 * Keeps the main thread busy until one of the browsers is dead or BLOCK_LIMIT_MS pass. (The pool
 * may hold an idle browser beside the hog's; nothing but the watchdog kills one meanwhile.)
 */
function blockUntilKilled(pids: number[]): void {
  const end = Date.now() + BLOCK_LIMIT_MS;
  let killed: number | undefined;
  while (Date.now() < end && (killed = pids.find(dead)) === undefined);
  blocked.push({ killed: killed ?? null });
}

beforeAll(async () => {
  restoreLog = setBrowserEventLog((event) => events.push(event));
  server = await startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/running') {
      res.writeHead(204).end();
      // The hog allocates from now on; the service gets busy from the next turn of the loop.
      const pids = browserPids();
      setImmediate(() => blockUntilKilled(pids));
      return;
    }
    const body = path === '/hog' ? HOG : path === '/control' ? CONTROL_PAGE : null;
    if (!body) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
});

afterAll(async () => {
  if (restoreLog) setBrowserEventLog(restoreLog);
  await server?.close();
  killBrowsers();
  await closeBrowser();
});

describe('the memory watchdog thread', () => {
  it('renders an ordinary page normally', async () => {
    const model = await acquireModel(server.at('/control'), OPTIONS);
    expect(model.mode, model.staticReason ?? '').toBe('render');
    expect(events).toEqual([]);
  });

  it('kills a memory hog at its ceiling while the main thread is blocked, then serves the next page', async () => {
    const before = events.length;
    const model = await acquireModel(server.at('/hog'), OPTIONS);

    // The browser died while the main thread was blocked: only the watchdog thread could kill it.
    expect(blocked).toHaveLength(1);
    expect(blocked[0].killed).toBeGreaterThan(0);
    // The scan ends in static mode, saying why.
    expect(model.mode).toBe('static');
    expect(model.staticReason).toMatch(
      /^the render exceeded its memory ceiling \(\d+ MB > 600 MB\); the browser was killed and the page was read statically$/,
    );
    expect(model.headings.map((h) => h.text)).toContain('Memory hog');
    const kills = events.slice(before);
    expect(kills.map((e) => [e.kind, e.pid, e.renders])).toEqual([['memory', blocked[0].killed, 1]]);
    // Killed at its ceiling: the sample that tripped is past it by one sample's growth at most.
    expect(kills[0].rssBytes).toBeGreaterThan(MAX_RSS_BYTES);
    expect(kills[0].rssBytes).toBeLessThan(MAX_RSS_BYTES + SAMPLE_SLACK_BYTES);

    // The service keeps serving: the next page renders in a new browser.
    const control = await acquireModel(server.at('/control'), OPTIONS);
    expect(control.mode, control.staticReason ?? '').toBe('render');
    expect(events.length).toBe(before + 1);
  });

  it('kills a browser that does not close when asked, so no closing browser holds memory on', async () => {
    const pid = (await getBrowser({ allowPrivate: true })).process()!.pid!;
    // A browser that will never answer its close (a page it cannot leave does the same).
    process.kill(pid, 'SIGSTOP');
    await closeBrowser();
    // SIGKILL is sent by then; the kernel may take a moment to end the process.
    for (let i = 0; i < 200 && !dead(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dead(pid)).toBe(true);

    const control = await acquireModel(server.at('/control'), OPTIONS);
    expect(control.mode, control.staticReason ?? '').toBe('render');
  });
});
