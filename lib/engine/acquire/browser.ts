import { readdirSync, readFileSync } from 'node:fs';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { startGuardedProxy, type GuardedProxy } from '../../net/guarded-proxy.js';
import type { Resolver } from '../../net/ssrf-guard.js';

/**
 * The one headless Chromium of this process, shared by every render: launched on first use
 * together with the guarded proxy every one of its requests goes through, replaced when it crashes
 * or disconnects, and never asked for more than MAX_PAGES pages at once.
 *
 * Every page opens in the default browser context. Lambda needs `--single-process`, and with it
 * Chromium 153 dies as soon as a page opens in any other context (with or without a proxy of its
 * own; reproduced here). The default context also works with it on this machine, so the same flags
 * are used everywhere. Scans are kept apart by clearing what a page leaves behind (cookies,
 * storage, service workers, cache) when it is done, and by running renders of one host one at a
 * time; see withBrowserPage.
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

/** Concurrent pages per browser; more renders wait for a slot rather than starve each other. */
export const MAX_PAGES = 4;

/**
 * With --single-process every page lives in the browser's one process, and closed pages do not give
 * all their memory back: over the 50 corpus pages served locally the process grew from 170 MB to
 * 480 MB, and to ~950 MB at 100 renders (multi-process it stayed near 160 MB, renderers exiting).
 * A browser is therefore replaced after this many renders or once it holds more than this much.
 */
export const MAX_RENDERS_PER_BROWSER = 40;
const MAX_BROWSER_RSS_BYTES = 400 * 1024 * 1024;

/**
 * Hard limits, enforced from outside the page (docs/operations.md, "Render limits"). A page that
 * blocks its thread (`while(true){}`) blocks the whole browser with --single-process, so nothing
 * asked of it over CDP answers; the only dependable stop is killing the browser's process group.
 *
 * - Memory: the browser's process group may hold at most this much resident memory (sum of the
 *   RSS of every process in the group, read from /proc every MONITOR_INTERVAL_MS while a render
 *   runs and before each render). Over it, the browser is killed. CAS_RENDER_MAX_RSS_MB overrides.
 * - Wall time: each render is given its budget plus KILL_GRACE_MS (closing and clearing the page),
 *   then the browser is killed.
 * - Responsiveness: before each render the browser must answer Browser.getVersion within
 *   WATCHDOG_PING_MS, and a browser with no render running must not have burned more than
 *   IDLE_CPU_SHARE of a core since its last render (a page left running); else it is replaced.
 */
export const MAX_BROWSER_TREE_RSS_BYTES =
  envMegabytes('CAS_RENDER_MAX_RSS_MB', defaultCeilingMb()) * 1024 * 1024;
export const KILL_GRACE_MS = 3_000;
const WATCHDOG_PING_MS = 2_000;
const MONITOR_INTERVAL_MS = 50;
const IDLE_CPU_SHARE = 0.5;
/** Idle periods shorter than this say nothing about a runaway page. */
const IDLE_CPU_MIN_MS = 1_000;

/**
 * 1.5 GB, or on Lambda the function's memory minus 512 MB for Node and the rest (a 2048 MB
 * function gets 1536 MB, a 1024 MB one 512 MB): a browser over the function's memory would have
 * Lambda kill the whole invocation instead of this render.
 */
function defaultCeilingMb(): number {
  const lambdaMb = Number(process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  if (!Number.isFinite(lambdaMb) || lambdaMb <= 0) return 1536;
  return Math.max(256, Math.min(1536, lambdaMb - 512));
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
  /** Renders that were running on the browser when it was killed (they fail). */
  renders: number;
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

interface Shared {
  chromePath: string | null;
  allowPrivate: boolean;
  privateOrigins: string;
  resolver: Resolver | undefined;
  instance: Promise<Instance>;
  failedAt: number | null;
  /** Renders using this browser now; a retired browser is closed when the last one ends. */
  users: number;
  /** Renders finished on this browser. */
  renders: number;
  retired: boolean;
  /** CPU ticks of the process group and the time when the last render ended (users fell to 0). */
  idleSince: { at: number; ticks: number } | null;
}

let shared: Shared | null = null;
let activePages = 0;

/**
 * Pids of the browsers this process started and that may still run. Each leads a process group
 * of its own (puppeteer spawns it detached), so killing the group takes its helpers too.
 */
const launchedPids = new Set<number>();
let exitHooked = false;
const waiting: (() => void)[] = [];

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
    browser.process()?.once('exit', () => launchedPids.delete(pid));
  }
  const session = await browser.target().createCDPSession();
  // An audit never needs a file a page pushes as a download.
  await session.send('Browser.setDownloadBehavior', { behavior: 'deny' }).catch(() => undefined);
  return { browser, proxy, session };
}

async function start(
  chromePath: string | null,
  allowPrivate: boolean,
  privateOrigins: readonly string[],
  resolver: Resolver | undefined,
): Promise<Instance> {
  const proxy = await startGuardedProxy({ allowPrivate, privateOrigins, resolver });
  try {
    return await launch(chromePath, proxy);
  } catch (err) {
    await proxy.close();
    throw err;
  }
}

async function shutDown(entry: Shared): Promise<void> {
  const instance = await entry.instance.catch(() => null);
  if (!instance) return;
  if (instance.browser.connected) await instance.browser.close().catch(() => undefined);
  await instance.proxy.close();
}

function retire(entry: Shared): void {
  if (shared === entry) shared = null;
  entry.retired = true;
  if (entry.users === 0) void shutDown(entry);
}

async function sharedEntry(options: BrowserOptions): Promise<{ entry: Shared; instance: Instance }> {
  const chromePath = options.chromePath ?? null;
  const allowPrivate = options.allowPrivate ?? false;
  const privateOrigins = [...(options.privateOrigins ?? [])].sort();
  const resolver = options.resolver;
  if (shared) {
    const same =
      shared.chromePath === chromePath &&
      shared.allowPrivate === allowPrivate &&
      shared.privateOrigins === privateOrigins.join(' ') &&
      shared.resolver === resolver;
    if (!same) {
      retire(shared);
    } else if (shared.failedAt !== null && Date.now() - shared.failedAt >= LAUNCH_RETRY_MS) {
      shared = null;
    } else {
      const entry = shared;
      const instance = await entry.instance;
      if (instance.browser.connected) return { entry, instance };
      retire(entry);
    }
  }
  const entry: Shared = {
    chromePath,
    allowPrivate,
    privateOrigins: privateOrigins.join(' '),
    resolver,
    instance: start(chromePath, allowPrivate, privateOrigins, resolver),
    failedAt: null,
    users: 0,
    renders: 0,
    retired: false,
    idleSince: null,
  };
  shared = entry;
  entry.instance.then(
    ({ browser, proxy }) => {
      browser.once('disconnected', () => {
        if (shared === entry) shared = null;
        void proxy.close();
      });
    },
    () => {
      entry.failedAt = Date.now();
    },
  );
  return { entry, instance: await entry.instance };
}

/**
 * The shared browser, launched (with its proxy) on first call; a disconnected browser is replaced.
 * Rejects with BrowserUnavailableError when none can start.
 *
 * @example const browser = await getBrowser({ chromePath: config.chromePath, allowPrivate: false });
 */
export async function getBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return (await sharedEntry(options)).instance.browser;
}

async function acquireSlot(): Promise<void> {
  if (activePages < MAX_PAGES) {
    activePages++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else activePages--;
}

/** Hosts being rendered now, with the renders queued behind each. */
const busyHosts = new Map<string, (() => void)[]>();

async function lockHost(host: string): Promise<void> {
  const queue = busyHosts.get(host);
  if (!queue) {
    busyHosts.set(host, []);
    return;
  }
  await new Promise<void>((resolve) => queue.push(resolve));
}

function unlockHost(host: string): void {
  const queue = busyHosts.get(host);
  const next = queue?.shift();
  if (next) next();
  else busyHosts.delete(host);
}

/** Origins some running page has used, with how many pages use each. */
const originUsers = new Map<string, number>();

export interface BrowserPage {
  page: Page;
  /** The guarded proxy of this browser; it serves every page of it. */
  proxy: GuardedProxy;
  /**
   * Marks an origin (scheme://host:port) as used by this page, so whatever it stored there is
   * cleared once no running page uses it any more.
   */
  useOrigin(origin: string): void;
}

export interface PageOptions extends BrowserOptions {
  /** The host the page is opened for: renders of one host run one at a time. */
  host: string;
  /**
   * Wall-time budget of `fn`: KILL_GRACE_MS after it the browser is killed and the call rejects
   * with a RenderLimitError. Without it only the memory ceiling applies.
   */
  budgetMs?: number;
  /** Memory ceiling of the browser's process group; MAX_BROWSER_TREE_RSS_BYTES by default. */
  maxRssBytes?: number;
}

/**
 * Runs `fn` with a new page of the shared browser (default context), in one of MAX_PAGES slots.
 * Afterwards the page is closed and every origin it used that no other running page uses has its
 * cookies, storage, caches and service workers cleared; when no page is left open, all cookies go.
 * Renders of one host wait for each other, so a scan never sees cookies another scan of the same
 * site is setting. Third-party origins two concurrent renders share (an analytics host) may see
 * each other's cookies while both run.
 */
export function withBrowserPage<T>(
  options: PageOptions,
  fn: (handle: BrowserPage) => Promise<T>,
): Promise<T> {
  // The caller has its answer once `fn` settles. Clearing and closing the page (~30-60 ms) go on
  // afterwards while the slot and the host stay taken, so the next render still starts clean.
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
    runInPage(options, (handle) => fn(handle).then(once(resolve), once(reject)), once(reject)).then(
      // The browser was killed for another render's limit before `fn` could settle.
      () => once(reject)(new Error('The browser was killed while the page was rendered')),
      once(reject),
    );
  });
}

/**
 * The shared browser, checked before a render: it must answer a ping in time and must not have
 * been busy while no render ran. A browser failing either is killed and a new one started.
 */
async function healthyEntry(options: BrowserOptions): Promise<{ entry: Shared; instance: Instance }> {
  for (let attempt = 1; ; attempt++) {
    const { entry, instance } = await sharedEntry(options);
    if (attempt >= 2 || entry.users > 0) return { entry, instance };
    const problem = await checkHealth(entry, instance);
    if (!problem) return { entry, instance };
    kill(entry, instance, problem.kind, problem.message);
  }
}

async function checkHealth(
  entry: Shared,
  instance: Instance,
): Promise<{ kind: BrowserEventKind; message: string } | null> {
  const pid = instance.browser.process()?.pid;
  const tree = pid ? processGroupStats(pid) : null;
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
  const ping = instance.session.send('Browser.getVersion');
  ping.catch(() => undefined);
  const answered = await Promise.race([ping.then(() => true), sleep(WATCHDOG_PING_MS).then(() => false)]);
  if (!answered) {
    return { kind: 'unresponsive', message: `the browser did not answer within ${WATCHDOG_PING_MS} ms` };
  }
  return null;
}

/**
 * Kills the browser's process group at once (SIGKILL: a page blocking the browser's thread would
 * never let a polite close through) and forgets it, so the next render starts a new one.
 */
function kill(entry: Shared, instance: Instance, kind: BrowserEventKind, message: string): void {
  if (shared === entry) shared = null;
  entry.retired = true;
  const pid = instance.browser.process()?.pid ?? null;
  const rssBytes = pid ? (processGroupStats(pid)?.rssBytes ?? 0) : 0;
  if (pid) killGroup(pid);
  void instance.proxy.close();
  instance.browser.disconnect().catch(() => undefined);
  eventLog({ kind, message, pid, rssBytes, renders: entry.users });
}

function mb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

async function runInPage(
  options: PageOptions,
  fn: (handle: BrowserPage) => Promise<void>,
  abort: (err: Error) => void,
): Promise<void> {
  await lockHost(options.host);
  try {
    await acquireSlot();
    try {
      const { entry, instance } = await healthyEntry(options);
      entry.users++;
      entry.idleSince = null;
      const used = new Set<string>();
      const limit = guard(entry, instance, options, abort);
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
                if (used.has(origin)) return;
                used.add(origin);
                originUsers.set(origin, (originUsers.get(origin) ?? 0) + 1);
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
        entry.users--;
        entry.renders++;
        if (entry.users === 0 && !entry.retired) {
          const pid = instance.browser.process()?.pid;
          const ticks = pid ? processGroupStats(pid)?.ticks : undefined;
          entry.idleSince = ticks === undefined ? null : { at: Date.now(), ticks };
        }
        if (
          !entry.retired &&
          (entry.renders >= MAX_RENDERS_PER_BROWSER || treeRssBytes(instance) > MAX_BROWSER_RSS_BYTES)
        ) {
          retire(entry);
        } else if (entry.retired && entry.users === 0) void shutDown(entry);
      }
    } finally {
      releaseSlot();
    }
  } finally {
    unlockHost(options.host);
  }
}

/**
 * Watches one render from outside the page: past its wall-time budget (plus KILL_GRACE_MS), or
 * with the browser's process group over MAX_BROWSER_TREE_RSS_BYTES, the browser is killed, the
 * render answers with a RenderLimitError and `stopped` resolves (to null) so the slot is freed
 * without waiting on a browser that will never answer. Every render running on that browser fails.
 */
function guard(
  entry: Shared,
  instance: Instance,
  options: PageOptions,
  abort: (err: Error) => void,
): { stopped: Promise<null>; stop(): void } {
  let fire: (value: null) => void = () => undefined;
  const stopped = new Promise<null>((resolve) => (fire = resolve));
  const maxRss = options.maxRssBytes ?? MAX_BROWSER_TREE_RSS_BYTES;
  const pid = instance.browser.process()?.pid;
  const trip = (kind: BrowserEventKind, message: string): void => {
    stop();
    kill(entry, instance, kind, message);
    abort(new RenderLimitError(kind, message));
    fire(null);
  };
  // Another render's limit killed this browser: this render ends now too.
  const onDisconnected = (): void => {
    stop();
    fire(null);
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
  const monitor = pid
    ? setInterval(() => {
        const rss = processGroupStats(pid)?.rssBytes ?? 0;
        if (rss > maxRss) {
          trip(
            'memory',
            `the render exceeded its memory ceiling (${mb(rss)} > ${mb(maxRss)}); the browser was killed`,
          );
        }
      }, MONITOR_INTERVAL_MS)
    : null;
  function stop(): void {
    if (timer) clearTimeout(timer);
    if (monitor) clearInterval(monitor);
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

/**
 * Resident memory and CPU ticks (user + system) of every process in the process group `pgid`
 * (the browser and, without --single-process, its renderers and helpers), from /proc. Null where
 * /proc is missing (not Linux) or the group is gone.
 */
export function processGroupStats(
  pgid: number,
): { rssBytes: number; ticks: number; processes: number } | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let rssBytes = 0;
  let ticks = 0;
  let processes = 0;
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
    if (Number(fields[2]) !== pgid || fields[0] === 'Z') continue;
    processes++;
    ticks += Number(fields[11]) + Number(fields[12]);
    rssBytes += Number(fields[21]) * PAGE_BYTES;
  }
  return processes > 0 ? { rssBytes, ticks, processes } : null;
}

/** Resident memory of the browser's process group (0 where /proc is missing or it has exited). */
function treeRssBytes(instance: Instance): number {
  const pid = instance.browser.process()?.pid;
  return pid ? (processGroupStats(pid)?.rssBytes ?? 0) : 0;
}

function killGroup(pid: number): boolean {
  try {
    process.kill(-pid, 'SIGKILL');
    return true;
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  }
}

/** Releases the page's origins and clears those no running page uses (before the page closes). */
async function clearAfter(page: Page, instance: Instance, used: Set<string>): Promise<void> {
  const unused: string[] = [];
  for (const origin of used) {
    const users = (originUsers.get(origin) ?? 1) - 1;
    if (users > 0) originUsers.set(origin, users);
    else {
      originUsers.delete(origin);
      unused.push(origin);
    }
  }
  if (!instance.browser.connected) return;
  if (unused.length > 0 && !page.isClosed()) {
    // Storage.clearDataForOrigin needs a page's session: the browser target has no storage
    // partition to clear ("Internal error").
    const session = await page.createCDPSession().catch(() => null);
    await Promise.all(
      unused.map((origin) =>
        session?.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }).catch(() => undefined),
      ),
    );
    await session?.detach().catch(() => undefined);
  }
  // Cookies a page set for a parent domain (.example.com) or that survived the per-origin clear.
  if (originUsers.size === 0) await instance.session.send('Storage.clearCookies', {}).catch(() => undefined);
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
  }
  return killed;
}

/** Closes the shared browser and its proxy (tests, shutdown). The next render launches new ones. */
export async function closeBrowser(): Promise<void> {
  const entry = shared;
  shared = null;
  if (!entry) return;
  await shutDown(entry);
}
