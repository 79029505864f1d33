import { readFileSync } from 'node:fs';
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
  resolver: Resolver | undefined;
  instance: Promise<Instance>;
  failedAt: number | null;
  /** Renders using this browser now; a retired browser is closed when the last one ends. */
  users: number;
  /** Renders finished on this browser. */
  renders: number;
  retired: boolean;
}

let shared: Shared | null = null;
let activePages = 0;

/**
 * Pids of the browsers this process started and that may still run. Each leads a process group
 * of its own (puppeteer spawns it detached), so killing the group takes its helpers too.
 */
const launchedPids = new Set<number>();
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
  const pid = browser.process()?.pid;
  if (pid) {
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
  resolver: Resolver | undefined,
): Promise<Instance> {
  const proxy = await startGuardedProxy({ allowPrivate, resolver });
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
  const resolver = options.resolver;
  if (shared) {
    const same =
      shared.chromePath === chromePath &&
      shared.allowPrivate === allowPrivate &&
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
    resolver,
    instance: start(chromePath, allowPrivate, resolver),
    failedAt: null,
    users: 0,
    renders: 0,
    retired: false,
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
  return new Promise<T>((resolve, reject) => {
    runInPage(options, (handle) => fn(handle).then(resolve, reject)).catch(reject);
  });
}

async function runInPage(options: PageOptions, fn: (handle: BrowserPage) => Promise<void>): Promise<void> {
  await lockHost(options.host);
  try {
    await acquireSlot();
    try {
      const { entry, instance } = await sharedEntry(options);
      entry.users++;
      const used = new Set<string>();
      try {
        const page = await instance.browser.newPage();
        try {
          await fn({
            page,
            proxy: instance.proxy,
            useOrigin(origin) {
              if (used.has(origin)) return;
              used.add(origin);
              originUsers.set(origin, (originUsers.get(origin) ?? 0) + 1);
            },
          });
        } finally {
          await clearAfter(page, instance, used);
          await page.close().catch(() => undefined);
        }
      } finally {
        entry.users--;
        entry.renders++;
        if (
          !entry.retired &&
          (entry.renders >= MAX_RENDERS_PER_BROWSER || rssBytes(instance) > MAX_BROWSER_RSS_BYTES)
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

/** Resident memory of the browser process (Linux; 0 where /proc is missing or it has exited). */
function rssBytes(instance: Instance): number {
  const pid = instance.browser.process()?.pid;
  if (!pid) return 0;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
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

/**
 * Kills every browser this process started, at once and without asking them (SIGKILL to each
 * browser's process group): the shutdown path when a busy browser would not close in time.
 * Renders in flight fail. Returns the pids it signalled.
 */
export function killBrowsers(): number[] {
  const killed: number[] = [];
  for (const pid of launchedPids) {
    try {
      process.kill(-pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
        killed.push(pid);
      } catch {
        // Already gone.
      }
    }
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
