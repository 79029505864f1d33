import { Worker } from 'node:worker_threads';

/**
 * The renders' memory watchdog, in a thread of its own (issue 25, item 11).
 *
 * On the main thread the watchdog ran when the event loop let it: a 50 ms interval that a scan's
 * parse, a JSON.stringify or a busy machine delayed, while the fastest hostile page allocates about
 * 6 GB a second. The browser groups reached 2,484 MB past a 1,536 MB ceiling that way. Here a worker
 * thread reads /proc every WATCH_INTERVAL_MS whatever the main thread does, and kills an offending
 * browser's process group itself (SIGKILL), then tells the main thread, which ends the render and
 * says why. Each sample is cheap: the statm file of each process of the watched browser groups
 * (found by a pass over /proc every MEMBERS_REFRESH_MS and whenever a browser is added) and of this
 * process, so sampling five times as often as before costs less than the old full pass over /proc.
 *
 * Two ceilings, as before: each render's browser group (its maxBytes), and the whole process tree,
 * this process (the service: every thread of it, /proc/self) plus every browser of the pool; over
 * that, the watched render whose browser holds the most is killed.
 */

/** How often the watchdog samples while renders run. */
export const WATCH_INTERVAL_MS = 10;
/** How often the processes of the browser groups are looked up again. */
const MEMBERS_REFRESH_MS = 200;

/** Why the watchdog killed a render's browser. */
export interface MemoryTrip {
  /** 'render': the browser passed its render's ceiling; 'tree': this process and its browsers did. */
  kind: 'render' | 'tree';
  /** The browser group's resident memory at the sample that tripped. */
  rssBytes: number;
  /** This process and every browser of the pool at that sample. */
  treeBytes: number;
}

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const PAGE = 4096;
const { intervalMs, refreshMs } = workerData;
// id -> { pgid, maxBytes }
const renders = new Map();
let browsers = [];
let treeMax = Infinity;
// pgid -> pids
let members = new Map();
let sampler = null;
let refresher = null;

function rssOf(pid) {
  try {
    return Number(fs.readFileSync('/proc/' + pid + '/statm', 'utf8').split(' ')[1]) * PAGE;
  } catch {
    return 0;
  }
}

function refresh() {
  const wanted = new Set(browsers);
  for (const r of renders.values()) wanted.add(r.pgid);
  const found = new Map();
  let names = [];
  try {
    names = fs.readdirSync('/proc');
  } catch {}
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    let stat;
    try {
      stat = fs.readFileSync('/proc/' + name + '/stat', 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') continue;
    const pgid = Number(fields[2]);
    if (!wanted.has(pgid)) continue;
    const list = found.get(pgid) || [];
    list.push(Number(name));
    found.set(pgid, list);
  }
  members = found;
}

function groupRss(pgid) {
  let sum = 0;
  for (const pid of members.get(pgid) || [pgid]) sum += rssOf(pid);
  return sum;
}

// pid -> its start (clock ticks after boot), as the main thread saw it at launch
let starts = {};

function startOf(pid) {
  try {
    const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return null;
  }
}

// A pid whose process started at another time than the browser's was given to somebody else.
function kill(pgid) {
  const known = starts[pgid];
  const now = startOf(pgid);
  if (known !== undefined && now !== null && now !== known) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    if (known === undefined || now !== known) return;
    try {
      process.kill(pgid, 'SIGKILL');
    } catch {}
  }
}

function sample() {
  const rss = new Map();
  let tree = rssOf('self');
  for (const pgid of new Set([...browsers, ...[...renders.values()].map((r) => r.pgid)])) {
    const bytes = groupRss(pgid);
    rss.set(pgid, bytes);
    tree += bytes;
  }
  for (const [id, r] of [...renders]) {
    const bytes = rss.get(r.pgid) || 0;
    if (bytes > r.maxBytes) {
      kill(r.pgid);
      renders.delete(id);
      rss.delete(r.pgid);
      tree -= bytes;
      parentPort.postMessage({ id, kind: 'render', rssBytes: bytes, treeBytes: tree + bytes });
    }
  }
  if (tree > treeMax) {
    // The browser holding the most goes: a render's, or one running none (idle, or closing after
    // its last render), whose kill fails no render.
    let largest = null;
    for (const [pgid, bytes] of rss) if (!largest || bytes > largest.bytes) largest = { pgid, bytes };
    if (largest) {
      kill(largest.pgid);
      const render = [...renders].find(([, r]) => r.pgid === largest.pgid);
      if (render) renders.delete(render[0]);
      parentPort.postMessage({
        id: render ? render[0] : undefined,
        pgid: largest.pgid,
        kind: 'tree',
        rssBytes: largest.bytes,
        treeBytes: tree,
      });
    }
  }
  if (renders.size === 0) stop();
}

function start() {
  sampler ??= setInterval(sample, intervalMs);
  refresher ??= setInterval(refresh, refreshMs);
}

function stop() {
  clearInterval(sampler);
  clearInterval(refresher);
  sampler = refresher = null;
}

parentPort.on('message', (m) => {
  browsers = m.browsers;
  starts = m.starts || {};
  treeMax = m.treeMax;
  if (sampler && !m.watch) refresh();
  if (m.watch) {
    renders.set(m.watch.id, { pgid: m.watch.pgid, maxBytes: m.watch.maxBytes });
    refresh();
    start();
  }
  if (m.unwatch !== undefined) {
    renders.delete(m.unwatch);
    if (renders.size === 0) stop();
  }
  if (m.flush !== undefined) parentPort.postMessage({ flushed: m.flush });
});
`;

let worker: Worker | null = null;
let nextId = 1;
const handlers = new Map<number, (trip: MemoryTrip) => void>();
const flushes = new Map<number, () => void>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(SOURCE, {
    eval: true,
    workerData: { intervalMs: WATCH_INTERVAL_MS, refreshMs: MEMBERS_REFRESH_MS },
    // Its own small heap: it keeps a few maps of numbers.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  started.on('message', (trip: MemoryTrip & { id?: number; pgid?: number; flushed?: number }) => {
    if (trip.flushed !== undefined) {
      flushes.get(trip.flushed)?.();
      flushes.delete(trip.flushed);
      return;
    }
    const report = { kind: trip.kind, rssBytes: trip.rssBytes, treeBytes: trip.treeBytes };
    if (trip.id === undefined) {
      if (trip.pgid !== undefined) onIdleKill(trip.pgid, report);
      return;
    }
    const handler = handlers.get(trip.id);
    handlers.delete(trip.id);
    handler?.({ kind: trip.kind, rssBytes: trip.rssBytes, treeBytes: trip.treeBytes });
  });
  // A watchdog that died is started again by the next watch (renders it watched keep their
  // wall-time limit and are watched again from their next render on).
  started.on('error', () => undefined);
  started.on('exit', () => {
    if (worker === started) worker = null;
    for (const done of flushes.values()) done();
    flushes.clear();
  });
  // Never keeps the process alive; unref'd last, as adding a 'message' listener refs the worker.
  started.unref();
  worker = started;
  return started;
}

/** What the watchdog needs to know of the pool, sent with every message. */
export interface PoolView {
  /**
   * Process group ids of every browser this process started that may still run: the pool's, and
   * those closing after their last render (they hold memory until they are gone).
   */
  browsers: number[];
  /** When each of them started (processStart in browser.ts): a pid given to another process since is not killed. */
  starts?: Record<number, string>;
  /** Ceiling of this process and its browsers together. */
  treeMax: number;
}

let poolView: () => PoolView = () => ({ browsers: [], treeMax: Infinity });
let onIdleKill: (pgid: number, trip: MemoryTrip) => void = () => undefined;

/**
 * Where the watchdog reads the pool from, and whom it tells when the tree's ceiling made it kill a
 * browser running no render (browser.ts, once).
 */
export function setPoolView(view: () => PoolView, idleKill: (pgid: number, trip: MemoryTrip) => void): void {
  poolView = view;
  onIdleKill = idleKill;
}

/** Tells a running watchdog that browsers were launched or went away. */
export function poolChanged(): void {
  worker?.postMessage(poolView());
}

/**
 * Watches one render's browser group (pgid) until the returned function is called: over maxBytes,
 * or when the tree passes its ceiling while this render's browser holds the most, the watchdog
 * kills the group and `onTrip` is called once (on the main thread).
 */
export function watchRender(pgid: number, maxBytes: number, onTrip: (trip: MemoryTrip) => void): () => void {
  const id = nextId++;
  handlers.set(id, onTrip);
  const target = thread();
  target.postMessage({ ...poolView(), watch: { id, pgid, maxBytes } });
  return () => {
    if (!handlers.delete(id)) return;
    target.postMessage({ ...poolView(), unwatch: id });
  };
}

/**
 * Resolves once every kill the watchdog made so far has been reported to its onTrip: a browser
 * that disconnected may have been killed by the watchdog, whose report is then on its way (the
 * thread's messages arrive in order, so its answer to this comes after that report).
 */
export function watchSettled(): Promise<void> {
  if (!worker) return Promise.resolve();
  const id = nextId++;
  const target = worker;
  return new Promise((resolve) => {
    flushes.set(id, resolve);
    target.postMessage({ ...poolView(), flush: id });
  });
}

/** Stops the watchdog thread (tests, shutdown); the next watch starts it again. */
export async function stopMemoryWatch(): Promise<void> {
  const running = worker;
  worker = null;
  handlers.clear();
  await running?.terminate();
  for (const done of flushes.values()) done();
  flushes.clear();
}
