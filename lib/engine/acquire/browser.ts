import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';

/**
 * The one headless Chromium of this process, shared by every render: launched on first use,
 * replaced when it crashes or disconnects, and never asked for more than MAX_PAGES pages at once
 * (each render gets its own browser context, so cookies and storage never leak between scans).
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
}

export const DESKTOP_VIEWPORT = { width: 1366, height: 768, deviceScaleFactor: 1 } as const;

/** Concurrent pages per browser; more renders wait for a slot rather than starve each other. */
export const MAX_PAGES = 4;

/** A launch that failed is not retried for this long, so a broken install fails scans fast. */
const LAUNCH_RETRY_MS = 30_000;

/**
 * Flags for a machine without internet: anything Chromium would fetch on its own (updates, sync,
 * safe browsing lists, QUIC probes) only waits on a closed network. The proxy flags are a closed
 * default: every render context sets its own guarded proxy, and a request outside such a context
 * goes to a port where nothing listens.
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
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  // WebRTC would otherwise send UDP straight to whatever address a page names.
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * @sparticuz/chromium's flags minus the ones that would weaken the audited page's sandboxing
 * (web security off lets any page read cross-origin responses), clash with our headless flag, or
 * break browser contexts: with --single-process, Target.createTarget in any non-default context
 * kills the browser (Chromium 153, reproduced here), and every render needs its own context for
 * its own guarded proxy.
 */
function chromiumFlags(): string[] {
  const dropped = [
    '--headless',
    '--disable-web-security',
    '--allow-running-insecure-content',
    '--single-process',
  ];
  return chromium.args.filter((flag) => !dropped.some((d) => flag === d || flag.startsWith(`${d}=`)));
}

interface Shared {
  key: string;
  browser: Promise<Browser>;
  failedAt: number | null;
}

let shared: Shared | null = null;
let activePages = 0;
const waiting: (() => void)[] = [];

async function launch(chromePath: string | null): Promise<Browser> {
  let executablePath: string;
  try {
    executablePath = chromePath ?? (await chromium.executablePath());
  } catch (err) {
    throw new BrowserUnavailableError(`Chromium could not be unpacked: ${(err as Error).message}`, {
      cause: err,
    });
  }
  try {
    return await puppeteer.launch({
      executablePath,
      headless: 'shell',
      args: [...chromiumFlags(), ...MACHINE_FLAGS],
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
      {
        cause: err,
      },
    );
  }
}

/**
 * The shared browser, launched on first call; a disconnected browser is replaced.
 * Rejects with BrowserUnavailableError when none can start.
 *
 * @example const browser = await getBrowser({ chromePath: config.chromePath });
 */
export async function getBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const chromePath = options.chromePath ?? null;
  const key = chromePath ?? '@sparticuz/chromium';
  if (shared && shared.key === key) {
    if (shared.failedAt !== null && Date.now() - shared.failedAt >= LAUNCH_RETRY_MS) {
      shared = null;
    } else {
      const browser = await shared.browser;
      if (browser.connected) return browser;
      shared = null;
    }
  }
  if (shared && shared.key !== key) await closeBrowser();
  const entry: Shared = { key, browser: launch(chromePath), failedAt: null };
  shared = entry;
  entry.browser.then(
    (browser) => {
      browser.once('disconnected', () => {
        if (shared === entry) shared = null;
      });
    },
    () => {
      entry.failedAt = Date.now();
    },
  );
  return entry.browser;
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

export interface ContextOptions extends BrowserOptions {
  /** The guarded proxy every request of this context goes through. */
  proxyServer: string;
}

/**
 * Runs `fn` with a fresh browser context of the shared browser, in one of MAX_PAGES slots,
 * and closes the context afterwards whatever happens.
 */
export async function withBrowserContext<T>(
  options: ContextOptions,
  fn: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  await acquireSlot();
  try {
    const browser = await getBrowser(options);
    const context = await browser.createBrowserContext({
      proxyServer: options.proxyServer,
      // Chromium skips proxies for loopback unless told otherwise; loopback must be guarded too.
      proxyBypassList: ['<-loopback>'],
      // An audit never needs a file a page pushes as a download.
      downloadBehavior: { policy: 'deny' },
    });
    try {
      return await fn(context);
    } finally {
      await context.close().catch(() => undefined);
    }
  } finally {
    releaseSlot();
  }
}

/** Closes the shared browser (tests, shutdown). The next render launches a new one. */
export async function closeBrowser(): Promise<void> {
  const entry = shared;
  shared = null;
  if (!entry) return;
  const browser = await entry.browser.catch(() => null);
  if (browser?.connected) await browser.close().catch(() => undefined);
}
