import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { startGuardedProxy, type GuardedProxy } from '../../net/guarded-proxy.js';
import type { Resolver } from '../../net/ssrf-guard.js';
import { poolChanged, setPoolView, watchRender, watchSettled } from './memory-watch.js';

/**
 * The headless Chromiums of this process: a pool of browsers, each rendering one page at a time,
 * launched on demand up to the pool size (renderPoolSize: cores and memory), each with the guarded
 * proxy every one of its requests goes through, replaced when it crashes, is killed or has done
 * MAX_RENDERS_PER_BROWSER renders.
 *
 * One page per browser because a browser is one fate: Lambda needs `--single-process` (and with it
 * Chromium 153 dies as soon as a page opens in any context but the default one; reproduced here),
 * so a page that blocks its thread blocks every page of its browser, and the only dependable stop
 * is killing the browser's process group. With one page each, a kill ends exactly the render that
 * caused it, never another account's, and each browser is a process of its own, so renders use
 * every core (one single-process browser runs all its pages on one). Scans are kept apart by
 * clearing what a page leaves behind (cookies, storage, service workers, cache) before its browser
 * takes the next render; see withBrowserPage.
 *
 * Renders wait for a slot in a fair queue (acquireSlot): the account with the fewest renders
 * running goes first, no account holds every slot, and a host is rendered at most HOST_LIMIT times
 * at once per account, while renders of other hosts go ahead (the pool never idles behind a host).
 */

/** No browser could be started; the caller continues in static mode and says why. */
export class BrowserUnavailableError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'BrowserUnavailableError';
  }
}

export interface BrowserOptions {
  /** CHROME_PATH (config.chromePath); null uses @sparticuz/chromium's binary. */
  chromePath?: string | null;
  /**
   * config.allowPrivateTargets: process configuration, given to the browser's one proxy. A call
   * with another value than the running browser's starts a new browser (tests switch it).
   */
  allowPrivate?: boolean;
  /**
   * Origins the proxy lets reach private addresses without allowPrivate (the CLI's file server);
   * part of the browser's identity like allowPrivate.
   */
  privateOrigins?: readonly string[];
  /** DNS for the proxy's SSRF guard (tests pass a fake one); part of the browser's identity too. */
  resolver?: Resolver;
}

export const DESKTOP_VIEWPORT = { width: 1366, height: 768, deviceScaleFactor: 1 } as const;

/** Memory one render's browser is planned with (a warm browser and a page; measured 150-350 MB). */
export const PER_RENDER_MB = 384;
/** What the pool leaves of the memory ceiling to the service itself (its Node heap, threads, store). */
const SERVICE_RESERVE_MB = 512;
/** The most renders one process runs at once, whatever its size. */
const MAX_POOL = 8;
/** Renders of one host for one account at once: a batch of one site does not hammer it. */
export const HOST_LIMIT = 2;

/**
 * How many pages this process renders at once: RENDER_POOL_SIZE when set, one on Lambda (a function
 * instance serves one event at a time), else two per core (a render waits on the network for about
 * half of its time) as far as memory allows: the process tree's ceiling (MAX_PROCESS_TREE_RSS_BYTES)
 * and half of the machine's memory, less the service's own share, over PER_RENDER_MB a render.
 *
 * @example renderPoolSize({}) // 4 on a 2-core machine with 2 GB for the process tree
 */
export function renderPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.RENDER_POOL_SIZE);
  if (Number.isInteger(set) && set > 0) return Math.min(set, 2 * MAX_POOL);
  if (env.AWS_LAMBDA_FUNCTION_NAME) return 1;
  const memoryMb = Math.min(treeCeilingMb(env), totalmem() / (2 * 1024 * 1024));
  const byMemory = Math.floor((memoryMb - SERVICE_RESERVE_MB) / PER_RENDER_MB);
  return Math.max(1, Math.min(2 * availableParallelism(), byMemory, MAX_POOL));
}

let poolSize: number | null = null;

/** The pool size in force (renderPoolSize, unless setRenderPoolSize changed it). */
export function currentPoolSize(): number {
  return (poolSize ??= renderPoolSize());
}

/** Sets the pool size (tests; null goes back to renderPoolSize). Renders running keep their slots. */
export function setRenderPoolSize(size: number | null): void {
  poolSize = size;
  pump();
}

/**
 * Slots one account may hold at once: all but one, so another account's scan always finds a slot
 * within one render at most, however long the first account's pages take (a pool of one is shared).
 */
export function accountSlotLimit(size: number = currentPoolSize()): number {
  return size > 1 ? size - 1 : 1;
}

/**
 * With --single-process every page lives in the browser's one process, and closed pages do not give
 * all their memory back: over the 50 corpus pages served locally the process grew from 170 MB to
 * 480 MB, and to ~950 MB at 100 renders (multi-process it stayed near 160 MB, renderers exiting).
 * A browser is therefore replaced after this many renders or once it holds more than this much.
 */
export const MAX_RENDERS_PER_BROWSER = 40;
const MAX_BROWSER_RSS_BYTES = 400 * 1024 * 1024;

/**
 * What the process tree (this process and its browsers) must stay under: CAS_TREE_MAX_MB; 2 GB,
 * on Lambda the function's memory less 64 MB. The service's own share (this process's resident
 * memory, its worker threads included) is read with the browsers' in every watchdog sample while
 * renders run; when the sum passes the ceiling less TREE_KILL_HEADROOM_MB, the render whose browser
 * holds the most is stopped and that browser killed, so one page's memory never ends the process,
 * and never another page's render.
 */
export const MAX_PROCESS_TREE_RSS_BYTES = treeCeilingMb(process.env) * 1024 * 1024;
/**
 * Room left under the tree's ceiling for what a page allocates between the watchdog's sample and
 * its kill taking effect: the trip samples of bench/hostile.ts were 1-20 MB past the ceiling (one
 * 10 ms sample of the fastest page we could write); the rest covers samples delayed on a busy host.
 */
export const TREE_KILL_HEADROOM_MB = 128;
/** Where the watchdog stops the largest render: the tree's ceiling less the headroom. */
export const TREE_KILL_AT_BYTES = MAX_PROCESS_TREE_RSS_BYTES - TREE_KILL_HEADROOM_MB * 1024 * 1024;
/**
 * Hard limits, enforced from outside the page (docs/operations.md, "Render limits"). A page that
 * blocks its thread (`while(true){}`) blocks the whole browser with --single-process, so nothing
 * asked of it over CDP answers; the only dependable stop is killing the browser's process group.
 *
 * - Memory: the browser's process group may hold at most this much resident memory (sum of the
 *   RSS of every process in the group, read from /proc every WATCH_INTERVAL_MS by the watchdog
 *   thread of memory-watch.ts while a render runs, and before each render). Over it, the browser is
 *   killed. CAS_RENDER_MAX_RSS_MB overrides; the default is what the tree's ceiling leaves once the
 *   service's share and the kill headroom are taken off (1408 MB of 2 GB).
 * - Wall time: each render is given its budget plus KILL_GRACE_MS (closing and clearing the page),
 *   then the browser is killed.
 * - Responsiveness: before each render the browser must answer Browser.getVersion within
 *   WATCHDOG_PING_MS, and a browser with no render running must not have burned more than
 *   IDLE_CPU_SHARE of a core since its last render (a page left running); else it is replaced.
 */
export const MAX_BROWSER_TREE_RSS_BYTES =
  envMegabytes('CAS_RENDER_MAX_RSS_MB', defaultCeilingMb(process.env)) * 1024 * 1024;

function treeCeilingMb(env: NodeJS.ProcessEnv): number {
  const set = Number(env.CAS_TREE_MAX_MB);
  if (Number.isFinite(set) && set > 0) return set;
  const lambdaMb = Number(env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  return Number.isFinite(lambdaMb) && lambdaMb > 0 ? Math.max(256, lambdaMb - 64) : 2048;
}
export const KILL_GRACE_MS = 3_000;
const WATCHDOG_PING_MS = 2_000;
const IDLE_CPU_SHARE = 0.5;
/** Idle periods shorter than this say nothing about a runaway page. */
const IDLE_CPU_MIN_MS = 1_000;

/**
 * The browser's ceiling when CAS_RENDER_MAX_RSS_MB is unset: the tree's ceiling less the service's
 * share (SERVICE_RESERVE_MB) and the kill headroom, so browser and service together stay under it
 * (1408 MB of 2 GB; a 2048 MB Lambda function, whose tree gets 1984 MB, gives its browser 1344 MB,
 * a 1024 MB one 320 MB), and 256 MB at least.
 */
function defaultCeilingMb(env: NodeJS.ProcessEnv): number {
  return Math.max(256, treeCeilingMb(env) - SERVICE_RESERVE_MB - TREE_KILL_HEADROOM_MB);
}

function envMegabytes(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Why a browser was killed or replaced, for the log line and the render's failure reason. */
export type BrowserEventKind = 'wall-time' | 'memory' | 'unresponsive' | 'idle-cpu';

export interface BrowserEvent {
  kind: BrowserEventKind;
  message: string;
  pid: number | null;
  rssBytes: number;
  /** Renders that were running on the browser when it was killed (they fail): 0 or 1. */
  renders: number;
  /** The account whose render was running on it (withBrowserPage's `tenant`), if any. */
  tenant?: string;
}

let eventLog: (event: BrowserEvent) => void = (event) => {
  process.stderr.write(
    `${JSON.stringify({ level: 'WARN', service: 'render', ...event, message: `browser killed: ${event.message}` })}\n`,
  );
};

/** Replaces where browser kills are reported (default: one JSON line on stderr). Returns the previous. */
export function setBrowserEventLog(log: (event: BrowserEvent) => void): (event: BrowserEvent) => void {
  const previous = eventLog;
  eventLog = log;
  return previous;
}

/** A render stopped by a hard limit; its browser was killed. Static mode is the fallback. */
export class RenderLimitError extends Error {
  constructor(
    readonly kind: BrowserEventKind,
    message: string,
  ) {
    super(message);
    this.name = 'RenderLimitError';
  }
}

/** A launch that failed is not retried for this long, so a broken install fails scans fast. */
const LAUNCH_RETRY_MS = 30_000;

/**
 * Flags for a machine without internet: anything Chromium would fetch on its own (updates, sync,
 * safe browsing lists, QUIC probes) only waits on a closed network. The proxy flags are added at
 * launch with the browser's own guarded proxy.
 */
const MACHINE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--mute-audio',
  // window.open and target=_blank open nothing: a popup flood would otherwise leave pages running
  // in the browser after their render ended.
  '--block-new-web-contents',
  // WebRTC would otherwise send UDP straight to whatever address a page names.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * @sparticuz/chromium's flags (its --single-process included) minus the ones that would weaken the
 * audited page's sandboxing (web security off lets any page read cross-origin responses) or clash
 * with our headless flag.
 */
function chromiumFlags(): string[] {
  const dropped = ['--headless', '--disable-web-security', '--allow-running-insecure-content'];
  return chromium.args.filter((flag) => !dropped.some((d) => flag === d || flag.startsWith(`${d}=`)));
}

/** Every flag a browser is launched with, given its proxy's URL. */
export function launchFlags(proxyUrl: string): string[] {
  return [
    ...chromiumFlags(),
    ...MACHINE_FLAGS,
    `--proxy-server=${proxyUrl}`,
    // Chromium skips proxies for loopback unless told otherwise; loopback must be guarded too.
    '--proxy-bypass-list=<-loopback>',
  ];
}

interface Instance {
  browser: Browser;
  proxy: GuardedProxy;
  /** The browser target's session, for clearing state the pages leave behind. */
  session: CDPSession;
}

/** What a browser was launched with; a render asking for another identity gets another browser. */
interface Identity {
  chromePath: string | null;
  allowPrivate: boolean;
  privateOrigins: string;
  resolver: Resolver | undefined;
}

/** One browser of the pool. */
interface Pooled {
  identity: Identity;
  instance: Instance;
  pid: number | null;
  /** A render is using it (at most one). */
  busy: boolean;
  /** The account of the render using it, for the kill log. */
  tenant: string | undefined;
  /** Renders finished on this browser. */
  renders: number;
  /** Out of the pool: closed when its render (if any) ends. */
  retired: boolean;
  /** CPU ticks of the process group and the time when its last render ended. */
  idleSince: { at: number; ticks: number } | null;
  lastUsed: number;
}

/** Every browser of the pool that is not retired, idle or busy. */
const pool: Pooled[] = [];
/** A browser launched by getBrowser (outside any render), so concurrent calls share it. */
let warming: { identity: Identity; entry: Promise<Pooled> } | null = null;
let launchFailure: { identity: Identity; at: number; error: unknown } | null = null;

/**
 * Pids of the browsers this process started and that may still run. Each leads a process group
 * of its own (puppeteer spawns it detached), so killing the group takes its helpers too.
 */
const launchedPids = new Set<number>();
let exitHooked = false;

function identityOf(options: BrowserOptions): Identity {
  return {
    chromePath: options.chromePath ?? null,
    allowPrivate: options.allowPrivate ?? false,
    privateOrigins: [...(options.privateOrigins ?? [])].sort().join(' '),
    resolver: options.resolver,
  };
}

function sameIdentity(a: Identity, b: Identity): boolean {
  return (
    a.chromePath === b.chromePath &&
    a.allowPrivate === b.allowPrivate &&
    a.privateOrigins === b.privateOrigins &&
    a.resolver === b.resolver
  );
}

async function launch(chromePath: string | null, proxy: GuardedProxy): Promise<Instance> {
  let executablePath: string;
  try {
    executablePath = chromePath ?? (await chromium.executablePath());
  } catch (err) {
    throw new BrowserUnavailableError(`Chromium could not be unpacked: ${(err as Error).message}`, {
      cause: err,
    });
  }
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath,
      headless: 'shell',
      args: launchFlags(proxy.url),
      defaultViewport: DESKTOP_VIEWPORT,
      pipe: true,
      timeout: 30_000,
      protocolTimeout: 30_000,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (err) {
    throw new BrowserUnavailableError(
      `Chromium did not start (${executablePath}): ${(err as Error).message}`,
      { cause: err },
    );
  }
  const child = browser.process();
  // A browser killed with unread protocol data in its pipe makes the pipe fail with "read
  // ECONNRESET"; once the connection is disposed nothing listens there, and an 'error' event
  // without a listener would crash this process.
  for (const stream of child?.stdio ?? []) stream?.on('error', () => undefined);
  const pid = child?.pid;
  if (pid) {
    if (launchedPids.size === 0 && !exitHooked) {
      exitHooked = true;
      // A browser busy with a page may not notice its pipe closing; never outlive this process.
      process.once('exit', () => killBrowsers());
    }
    launchedPids.add(pid);
    const started = processStart(pid);
    if (started !== null) launchStarts.set(pid, started);
    browser.process()?.once('exit', () => {
      launchedPids.delete(pid);
      launchStarts.delete(pid);
      poolChanged();
    });
  }
  const session = await browser.target().createCDPSession();
  // An audit never needs a file a page pushes as a download.
  await session.send('Browser.setDownloadBehavior', { behavior: 'deny' }).catch(() => undefined);
  return { browser, proxy, session };
}

/**
 * A new browser of `identity` in the pool (not busy). A launch that failed is remembered for
 * LAUNCH_RETRY_MS: renders meanwhile fail at once with the same BrowserUnavailableError.
 */
async function launchEntry(identity: Identity): Promise<Pooled> {
  if (
    launchFailure &&
    sameIdentity(launchFailure.identity, identity) &&
    Date.now() - launchFailure.at < LAUNCH_RETRY_MS
  ) {
    throw launchFailure.error;
  }
  let instance: Instance;
  try {
    const privateOrigins = identity.privateOrigins ? identity.privateOrigins.split(' ') : [];
    const proxy = await startGuardedProxy({
      allowPrivate: identity.allowPrivate,
      privateOrigins,
      resolver: identity.resolver,
    });
    try {
      instance = await launch(identity.chromePath, proxy);
    } catch (err) {
      await proxy.close();
      throw err;
    }
  } catch (err) {
    launchFailure = { identity, at: Date.now(), error: err };
    throw err;
  }
  if (launchFailure && sameIdentity(launchFailure.identity, identity)) launchFailure = null;
  const entry: Pooled = {
    identity,
    instance,
    pid: instance.browser.process()?.pid ?? null,
    busy: false,
    tenant: undefined,
    renders: 0,
    retired: false,
    idleSince: null,
    lastUsed: Date.now(),
  };
  pool.push(entry);
  poolChanged();
  instance.browser.once('disconnected', () => {
    leavePool(entry);
    void instance.proxy.close();
  });
  return entry;
}

function leavePool(entry: Pooled): void {
  entry.retired = true;
  const i = pool.indexOf(entry);
  if (i >= 0) pool.splice(i, 1);
  poolChanged();
}

setPoolView(
  () => ({
    browsers: [...launchedPids],
    starts: Object.fromEntries(launchStarts),
    treeMax: TREE_KILL_AT_BYTES,
  }),
  (pgid, { rssBytes, treeBytes }) => {
    const entry = pool.find((e) => e.pid === pgid);
    if (entry) leavePool(entry);
    eventLog({
      kind: 'memory',
      message: `the service and its browsers held ${mb(treeBytes)} > ${mb(TREE_KILL_AT_BYTES)}; this browser, running no render, ${mb(rssBytes)}`,
      pid: pgid,
      rssBytes,
      renders: 0,
    });
  },
);

/**
 * A browser asked to close that has not exited after this long is killed: a browser closing a
 * heavy page (a 100k-node DOM) held ~700 MB for seconds after its render, beside the next one's.
 */
const CLOSE_GRACE_MS = 2_000;

async function shutDown(entry: Pooled): Promise<void> {
  const { browser, proxy } = entry.instance;
  if (browser.connected) {
    const closing = browser.close().catch(() => undefined);
    const closed = await Promise.race([closing.then(() => true), sleep(CLOSE_GRACE_MS).then(() => false)]);
    if (!closed && entry.pid && launchedPids.has(entry.pid)) killGroup(entry.pid);
  }
  await proxy.close();
}

/** Takes a browser out of the pool; it closes now if idle, else when its render ends. */
function retire(entry: Pooled): void {
  leavePool(entry);
  if (!entry.busy) void shutDown(entry);
}

/** Browsers launched for another configuration go (tests switch it; a process has one). */
function retireOthers(identity: Identity): void {
  for (const entry of [...pool]) if (!sameIdentity(entry.identity, identity)) retire(entry);
}

/** The idle browser of `identity` used last (so one render after another reuses one browser). */
function idleBrowser(identity: Identity): Pooled | null {
  let best: Pooled | null = null;
  for (const entry of pool) {
    if (entry.busy || !sameIdentity(entry.identity, identity)) continue;
    if (!entry.instance.browser.connected) continue;
    if (!best || entry.lastUsed > best.lastUsed) best = entry;
  }
  return best;
}

/**
 * A browser of the pool, launched (with its proxy) when there is none: the one the next render
 * would take when one is idle. Rejects with BrowserUnavailableError when none can start.
 *
 * @example const browser = await getBrowser({ chromePath: config.chromePath, allowPrivate: false });
 */
export async function getBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const identity = identityOf(options);
  retireOthers(identity);
  const idle = idleBrowser(identity);
  if (idle) return idle.instance.browser;
  const busy = pool.find(
    (entry) => sameIdentity(entry.identity, identity) && entry.instance.browser.connected,
  );
  if (busy) return busy.instance.browser;
  if (!warming || !sameIdentity(warming.identity, identity)) {
    const entry = launchEntry(identity);
    warming = { identity, entry };
    void entry.then(
      () => undefined,
      () => undefined,
    );
  }
  const launched = warming.entry;
  try {
    return (await launched).instance.browser;
  } finally {
    if (warming?.entry === launched) warming = null;
  }
}

/** Closes idle browsers but the one used last once they have been idle this long. */
const IDLE_CLOSE_MS = 30_000;
let reaper: NodeJS.Timeout | null = null;

function scheduleReap(): void {
  if (reaper) return;
  reaper = setTimeout(() => {
    reaper = null;
    const idle = pool.filter((entry) => !entry.busy).sort((a, b) => b.lastUsed - a.lastUsed);
    const now = Date.now();
    for (const entry of idle.slice(1)) if (now - entry.lastUsed >= IDLE_CLOSE_MS) retire(entry);
    if (pool.filter((entry) => !entry.busy).length > 1) scheduleReap();
  }, IDLE_CLOSE_MS);
  reaper.unref();
}

/** A render waiting for a slot. */
interface Waiter {
  tenant: string;
  host: string;
  start: () => void;
}

const waiters: Waiter[] = [];
let running = 0;
const runningByTenant = new Map<string, number>();
const runningByHost = new Map<string, number>();

const hostKey = (tenant: string, host: string): string => `${tenant}\n${host.toLowerCase()}`;

function bump(map: Map<string, number>, key: string, by: number): void {
  const value = (map.get(key) ?? 0) + by;
  if (value > 0) map.set(key, value);
  else map.delete(key);
}

/**
 * Starts waiting renders while slots are free: of those whose account is under accountSlotLimit
 * and whose host is under HOST_LIMIT for that account, the one whose account runs the fewest
 * renders, the earliest among equals. A render held back by its host never holds up the others.
 */
function pump(): void {
  while (running < currentPoolSize()) {
    const limit = accountSlotLimit();
    let best: Waiter | null = null;
    let bestRunning = Infinity;
    for (const waiter of waiters) {
      const own = runningByTenant.get(waiter.tenant) ?? 0;
      if (own >= limit || own >= bestRunning) continue;
      if ((runningByHost.get(hostKey(waiter.tenant, waiter.host)) ?? 0) >= HOST_LIMIT) continue;
      best = waiter;
      bestRunning = own;
    }
    if (!best) return;
    waiters.splice(waiters.indexOf(best), 1);
    running++;
    bump(runningByTenant, best.tenant, 1);
    bump(runningByHost, hostKey(best.tenant, best.host), 1);
    best.start();
  }
}

/** Waits for a render slot (pump decides the order); resolves to the function that gives it back. */
function acquireSlot(tenant: string, host: string): Promise<() => void> {
  return new Promise((resolve) => {
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      running--;
      bump(runningByTenant, tenant, -1);
      bump(runningByHost, hostKey(tenant, host), -1);
      pump();
    };
    waiters.push({ tenant, host, start: () => resolve(release) });
    pump();
  });
}

/** Renders running and waiting now, by account (for the benchmarks and the tests). */
export function renderLoad(): { running: number; waiting: number; byTenant: Record<string, number> } {
  return { running, waiting: waiters.length, byTenant: Object.fromEntries(runningByTenant) };
}

export interface BrowserPage {
  page: Page;
  /** The guarded proxy of this page's browser. */
  proxy: GuardedProxy;
  /**
   * Marks an origin (scheme://host:port) as used by this page, so whatever it stored there is
   * cleared once the page is done.
   */
  useOrigin(origin: string): void;
}

export interface PageOptions extends BrowserOptions {
  /** The host the page is opened for: HOST_LIMIT renders of one host at once per account. */
  host: string;
  /**
   * Whose render this is (an account id): slots are shared fairly between accounts, and none
   * holds every slot. Renders without one share the account ''.
   */
  tenant?: string;
  /**
   * Wall-time budget of `fn`: KILL_GRACE_MS after it the browser is killed and the call rejects
   * with a RenderLimitError. Without it only the memory ceilings apply.
   */
  budgetMs?: number;
  /** Memory ceiling of the browser's process group; MAX_BROWSER_TREE_RSS_BYTES by default. */
  maxRssBytes?: number;
}

/**
 * Runs `fn` with a new page of a browser of the pool that runs nothing else, once the fair queue
 * gives this render a slot (acquireSlot). Afterwards every origin the page used has its cookies,
 * storage, caches and service workers cleared, then all cookies go and the page closes, so the
 * next render on that browser starts clean.
 */
export function withBrowserPage<T>(
  options: PageOptions,
  fn: (handle: BrowserPage) => Promise<T>,
): Promise<T> {
  // The caller has its answer once `fn` settles. Clearing and closing the page (~30-60 ms) go on
  // afterwards while the slot and the browser stay taken, so the next render still starts clean.
  // A render stopped by a limit answers at once with a RenderLimitError.
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const once =
      <A>(f: (a: A) => void) =>
      (a: A): void => {
        if (settled) return;
        settled = true;
        f(a);
      };
    runInPage(
      options,
      (handle) =>
        fn(handle).then(once(resolve), async (err: unknown) => {
          // A render failing because its browser went away may have been stopped by the memory
          // watchdog (its kill comes from another thread): its reason goes first.
          if (!handle.page.browser().connected) await watchSettled();
          once(reject)(err);
        }),
      once(reject),
    ).then(
      // The browser went away (killed from outside, or crashed) before `fn` could settle.
      () => once(reject)(new Error('The browser was killed while the page was rendered')),
      once(reject),
    );
  });
}

/**
 * A browser for one render, marked busy: the idle one used last after a health check (it must
 * answer a ping in time and must not have been busy while no render ran; one that fails is killed),
 * else a new one.
 */
async function browserFor(options: PageOptions): Promise<Pooled> {
  const identity = identityOf(options);
  retireOthers(identity);
  let waited = false;
  for (;;) {
    const idle = idleBrowser(identity);
    if (!idle) {
      // A launch already under way for this configuration (getBrowser's, started while the page
      // was fetched) is this render's browser, rather than a second one.
      const pending = !waited && warming && sameIdentity(warming.identity, identity) ? warming.entry : null;
      if (!pending) break;
      waited = true;
      await pending.catch(() => undefined);
      continue;
    }
    idle.busy = true;
    const problem = await checkHealth(idle);
    if (!problem && idle.instance.browser.connected && !idle.retired) return idle;
    idle.busy = false;
    if (problem) kill(idle, problem.kind, problem.message);
    else retire(idle);
  }
  const entry = await launchEntry(identity);
  entry.busy = true;
  return entry;
}

async function checkHealth(entry: Pooled): Promise<{ kind: BrowserEventKind; message: string } | null> {
  const tree = entry.pid ? processGroupStats(entry.pid) : null;
  if (tree && tree.rssBytes > MAX_BROWSER_TREE_RSS_BYTES) {
    return { kind: 'memory', message: `the browser held ${mb(tree.rssBytes)} between renders` };
  }
  if (tree && entry.idleSince) {
    const idleMs = Date.now() - entry.idleSince.at;
    const cpuMs = ((tree.ticks - entry.idleSince.ticks) * 1000) / CLOCK_TICKS;
    if (idleMs >= IDLE_CPU_MIN_MS && cpuMs / idleMs > IDLE_CPU_SHARE) {
      return {
        kind: 'idle-cpu',
        message: `the browser used ${Math.round((cpuMs / idleMs) * 100)}% CPU with no render running`,
      };
    }
  }
  const ping = entry.instance.session.send('Browser.getVersion');
  ping.catch(() => undefined);
  const answered = await Promise.race([ping.then(() => true), sleep(WATCHDOG_PING_MS).then(() => false)]);
  if (!answered) {
    return { kind: 'unresponsive', message: `the browser did not answer within ${WATCHDOG_PING_MS} ms` };
  }
  return null;
}

/**
 * Kills the browser's process group at once (SIGKILL: a page blocking the browser's thread would
 * never let a polite close through) and forgets it, so the next render takes another.
 */
function kill(entry: Pooled, kind: BrowserEventKind, message: string, measured?: number): void {
  leavePool(entry);
  const rssBytes = measured ?? (entry.pid ? (processGroupStats(entry.pid)?.rssBytes ?? 0) : 0);
  // Measured means the watchdog thread has killed the group already (and the pid may be reaped).
  if (entry.pid && measured === undefined) killGroup(entry.pid);
  void entry.instance.proxy.close();
  entry.instance.browser.disconnect().catch(() => undefined);
  eventLog({
    kind,
    message,
    pid: entry.pid,
    rssBytes,
    renders: entry.busy ? 1 : 0,
    ...(entry.busy && entry.tenant !== undefined ? { tenant: entry.tenant } : {}),
  });
}

function mb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

async function runInPage(
  options: PageOptions,
  fn: (handle: BrowserPage) => Promise<void>,
  abort: (err: Error) => void,
): Promise<void> {
  const release = await acquireSlot(options.tenant ?? '', options.host);
  try {
    const entry = await browserFor(options);
    entry.tenant = options.tenant;
    entry.idleSince = null;
    const { instance } = entry;
    const used = new Set<string>();
    const limit = guard(entry, options, abort);
    try {
      const opening = instance.browser.newPage();
      // Past a kill nobody awaits the page any more; its rejection must not go unhandled.
      opening.catch(() => undefined);
      const page = await Promise.race([opening, limit.stopped]);
      if (!page) return;
      try {
        await Promise.race([
          fn({
            page,
            proxy: instance.proxy,
            useOrigin(origin) {
              if (used.size < MAX_CLEARED_ORIGINS) used.add(origin);
            },
          }),
          limit.stopped,
        ]);
      } finally {
        await Promise.race([clearAfter(page, instance, used), limit.stopped]);
        await Promise.race([page.close().catch(() => undefined), limit.stopped]);
      }
    } finally {
      limit.stop();
      entry.busy = false;
      entry.tenant = undefined;
      entry.renders++;
      entry.lastUsed = Date.now();
      if (entry.retired) {
        void shutDown(entry);
      } else {
        // One pass over /proc for both the size check and the idle CPU baseline.
        const stats = entry.pid ? processGroupStats(entry.pid) : null;
        if (entry.renders >= MAX_RENDERS_PER_BROWSER || (stats?.rssBytes ?? 0) > MAX_BROWSER_RSS_BYTES) {
          retire(entry);
        } else {
          entry.idleSince = stats ? { at: Date.now(), ticks: stats.ticks } : null;
          scheduleReap();
        }
      }
    }
  } finally {
    release();
  }
}

/**
 * Watches one render from outside the page: past its wall-time budget (plus KILL_GRACE_MS), or
 * over a memory ceiling (the watchdog thread of memory-watch.ts), its browser is killed, the render answers with a
 * RenderLimitError and `stopped` resolves (to null) so the slot is freed without waiting on a
 * browser that will never answer. The browser runs no other render, so no other render fails.
 */
function guard(
  entry: Pooled,
  options: PageOptions,
  abort: (err: Error) => void,
): { stopped: Promise<null>; stop(): void } {
  const { instance } = entry;
  let fire: (value: null) => void = () => undefined;
  const stopped = new Promise<null>((resolve) => (fire = resolve));
  const trip = (kind: BrowserEventKind, message: string, rssBytes?: number): void => {
    stop();
    kill(entry, kind, message, rssBytes);
    abort(new RenderLimitError(kind, message));
    fire(null);
  };
  // The browser went away (killed from outside, crashed): this render ends now, once the memory
  // watchdog has said whether the kill was its own (then trip has ended the render with its reason).
  const onDisconnected = (): void => {
    void watchSettled().then(() => {
      stop();
      fire(null);
    });
  };
  instance.browser.once('disconnected', onDisconnected);
  const budgetMs = options.budgetMs;
  const timer =
    budgetMs === undefined
      ? null
      : setTimeout(
          () =>
            trip(
              'wall-time',
              `the render exceeded its ${formatSeconds(budgetMs)} budget; the browser was killed`,
            ),
          budgetMs + KILL_GRACE_MS,
        );
  const maxRss = options.maxRssBytes ?? MAX_BROWSER_TREE_RSS_BYTES;
  // The watchdog thread has killed the group already; trip's kill() forgets it and reports.
  const unwatch = entry.pid
    ? watchRender(entry.pid, maxRss, ({ kind, rssBytes, treeBytes }) =>
        trip(
          'memory',
          kind === 'render'
            ? `the render exceeded its memory ceiling (${mb(rssBytes)} > ${mb(maxRss)}); the browser was killed`
            : `the render exceeded its memory ceiling (the service and its browsers held ${mb(treeBytes)} > ${mb(
                TREE_KILL_AT_BYTES,
              )}; this page's browser ${mb(rssBytes)}); the browser was killed`,
          rssBytes,
        ),
      )
    : () => undefined;
  function stop(): void {
    if (timer) clearTimeout(timer);
    unwatch();
    instance.browser.off('disconnected', onDisconnected);
  }
  return { stopped, stop };
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;

/** What processGroupStats reports of one process group. */
export interface GroupStats {
  rssBytes: number;
  ticks: number;
  processes: number;
}

/**
 * Resident memory and CPU ticks (user + system) of every process group, by group id, from one pass
 * over /proc (empty where /proc is missing: not Linux). A pass costs ~2 ms with ~100 processes: a
 * caller wanting several groups reads them from one pass rather than calling processGroupStats each.
 */
export function processGroupsStats(): Map<number, GroupStats> {
  const groups = new Map<number, GroupStats>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return groups;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses; fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie (killed, not yet reaped) holds no memory and runs nothing.
    if (fields[0] === 'Z') continue;
    const pgid = Number(fields[2]);
    const group = groups.get(pgid) ?? { rssBytes: 0, ticks: 0, processes: 0 };
    group.processes++;
    group.ticks += Number(fields[11]) + Number(fields[12]);
    group.rssBytes += Number(fields[21]) * PAGE_BYTES;
    groups.set(pgid, group);
  }
  return groups;
}

/**
 * Resident memory and CPU ticks (user + system) of every process in the process group `pgid`
 * (the browser and, without --single-process, its renderers and helpers), from /proc. Null where
 * /proc is missing (not Linux) or the group is gone.
 */
export function processGroupStats(pgid: number): GroupStats | null {
  return processGroupsStats().get(pgid) ?? null;
}

/**
 * When the process `pid` started (clock ticks after boot, /proc/<pid>/stat field 22); null when it
 * is gone or /proc is missing. A pid and its start together name one process: a pid alone may have
 * been given to another process since (pid numbers wrap; 32,768 here).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The start of each browser this process launched (see processStart), by pid. */
const launchStarts = new Map<number, string>();

/**
 * Whether `pid` now names another process than the browser launched under it: a browser whose exit
 * was not seen yet (a busy event loop, the process exiting) can leave its pid here after the kernel
 * gave the number to somebody else, and a kill would then hit an unrelated process or group (a CI
 * run's `npm start` once lost its service that way, with no stop line).
 */
export function recycledPid(
  pid: number,
  starts: ReadonlyMap<number, string> = launchStarts,
  now: string | null = processStart(pid),
): boolean {
  const known = starts.get(pid);
  return known !== undefined && now !== null && now !== known;
}

function killGroup(pid: number): boolean {
  // The browser's group outlives its leader (renderers keep it), and the kernel gives no process a
  // pid still in use as a group id; a live process under the pid with another start is not ours.
  // One look at /proc serves both tests.
  const now = processStart(pid);
  if (recycledPid(pid, launchStarts, now)) return false;
  try {
    process.kill(-pid, 'SIGKILL');
    return true;
  } catch {
    // no such group: the browser itself, only if the pid is still its own
    if (now === null || now !== launchStarts.get(pid)) return false;
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  }
}

/** Origins a page's storage is cleared for at most (a page loading from hundreds of hosts). */
const MAX_CLEARED_ORIGINS = 200;

/**
 * Clears what the page stored for every origin it used, then every cookie of its browser (cookies
 * set for a parent domain, .example.com), before the page closes: the browser runs no other page,
 * so the next render on it starts as a new visitor.
 */
async function clearAfter(page: Page, instance: Instance, used: Set<string>): Promise<void> {
  if (!instance.browser.connected) return;
  if (used.size > 0 && !page.isClosed()) {
    // Storage.clearDataForOrigin needs a page's session: the browser target has no storage
    // partition to clear ("Internal error").
    const session = await page.createCDPSession().catch(() => null);
    await Promise.all(
      [...used].map((origin) =>
        session?.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }).catch(() => undefined),
      ),
    );
    await session?.detach().catch(() => undefined);
  }
  await instance.session.send('Storage.clearCookies', {}).catch(() => undefined);
}

/** Pids of the browsers this process started that may still run (each leads its process group). */
export function browserPids(): number[] {
  return [...launchedPids];
}

/**
 * Kills every browser this process started, at once and without asking them (SIGKILL to each
 * browser's process group): the shutdown path when a busy browser would not close in time.
 * Renders in flight fail. Returns the pids it signalled.
 */
export function killBrowsers(): number[] {
  const killed: number[] = [];
  for (const pid of launchedPids) {
    if (killGroup(pid)) killed.push(pid);
    launchedPids.delete(pid);
    launchStarts.delete(pid);
  }
  return killed;
}

/** Closes every browser of the pool and their proxies (tests, shutdown). The next render launches anew. */
export async function closeBrowser(): Promise<void> {
  const all = pool.splice(0);
  for (const entry of all) entry.retired = true;
  await Promise.all(all.map((entry) => shutDown(entry)));
}
