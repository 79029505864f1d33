/**
 * Renders a page in headless Chromium at a desktop and a mobile viewport and measures what the
 * HTML alone cannot tell (layout, fold, font sizes, contrast, tap targets, timing, weight).
 *
 * Contract with the model builder (lib/engine/model/build-model.ts):
 * - `html` is the serialised DOM after rendering, doctype included. Elements of interest carry a
 *   `data-cas-id` attribute: h1-h6, a, button, input, select, textarea, form, img, outermost svg,
 *   video, iframe, [role=button] (the first 2000 in document order) and p, li, blockquote (the
 *   first 400). Ids the page shipped itself are removed before tagging, so every id is ours.
 * - `layouts[id]` holds `{ desktop, mobile }` ElementLayouts for that element. An element that
 *   only exists at one viewport has only that side.
 * - `data-cas-id` is a join key only: selectors built from this html must ignore it.
 * - TapTarget.selector is a CSS path computed in the page without data-cas-id.
 *
 * Every request of the page (document, subresources, redirects) goes through the browser's guarded
 * proxy (lib/net/guarded-proxy.ts) that resolves, checks and pins each host. A main document the guard
 * refuses rejects with ForbiddenTargetError; a refused subresource is listed in failedRequests.
 */
import { TimeoutError, type ConsoleMessage, type Dialog, type Page } from 'puppeteer-core';
import { MAX_KEPT_FAILURES, PROXY_FAILURE_HEADER, type ProxyFailure } from '../../net/guarded-proxy.js';
import type { Resolver } from '../../net/ssrf-guard.js';
import type { Layout, RenderFacts, ViewportFacts } from '../model/page-model.js';
import { DISPLAY_TEXT_PX } from '../model/detectors/perception.js';
import {
  BrowserUnavailableError,
  DESKTOP_VIEWPORT,
  RenderLimitError,
  withBrowserPage,
  type BrowserEventKind,
} from './browser.js';
import { ForbiddenTargetError } from '../../errors.js';
import {
  collectViewport,
  documentOverflow,
  finishAnimations,
  relayoutDocument,
  unappliedStylesheets,
  installTimingObservers,
  readTiming,
  serializeDocument,
  type CollectOptions,
  type CollectedTiming,
  type CollectedViewport,
} from './render-collect.js';
import {
  captureFirstScreen,
  captureFullPage,
  FULL_PAGE_VIEWPORT,
  type RenderScreenshots,
} from './screenshots.js';
import { collectActionHandlers } from './action-handlers.js';

export { BrowserUnavailableError, closeBrowser, killBrowsers } from './browser.js';

export interface RenderOptions {
  /** Development and tests only: let the page and its subrequests reach private addresses. */
  allowPrivate: boolean;
  /** Origins that may be private addresses all the same (the CLI's file server): BrowserOptions. */
  privateOrigins?: readonly string[];
  /**
   * Budget of the whole render; 20 s by default. The render aims to finish inside it; a browser
   * still busy KILL_GRACE_MS later is killed (browser.ts) and the render fails with a
   * RenderLimitExceededError.
   */
  timeoutMs?: number;
  /** Memory ceiling of the browser's process group (tests lower it); browser.ts has the default. */
  maxRssBytes?: number;
  chromePath?: string | null;
  /** DNS for the SSRF guard (tests use a fake resolver to check its decisions). */
  resolver?: Resolver;
  /** Capture the first screen at both viewports (screenshots.ts), and the full page when wanted. */
  screenshots?: boolean;
  /**
   * With screenshots: asked once the page is measured, while it is still open at the mobile
   * viewport, whether a finding needs a crop below the first screen (acquire.ts builds the model and
   * runs the checks on this very result), while the mobile first screen and then the full page are
   * captured; true keeps the mobile full page. Without it no full page is taken. A rejection counts
   * as false. It may be asked again, on a result put together anew, when the page changed during
   * the first-screen capture.
   */
  fullPageWanted?: (result: RenderResult) => boolean | Promise<boolean>;
  /** Whose render this is (an account id): render slots are shared fairly between accounts (browser.ts). */
  tenant?: string;
  /**
   * Render this HTML as the document at `url` instead of fetching it (an audit of raw HTML). The
   * browser never asks the network for the document; subresources are requested only from
   * `allowedOrigin` (and then through the guarded proxy like any other), every other origin is
   * refused, and with no origin only data: and blob: URLs load.
   */
  document?: InlineDocument;
}

export interface InlineDocument {
  html: string;
  allowedOrigin: string | null;
}

export interface RenderResult {
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  layouts: Record<string, Layout>;
  facts: RenderFacts;
  /** Present when screenshots were asked for; a viewport Chromium could not capture in time is left out. */
  screenshots?: RenderScreenshots;
}

/** The page could not be rendered (navigation error, time-out, crash); static mode may still work. */
export class RenderFailedError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RenderFailedError';
  }
}

/**
 * The render hit a hard limit (wall time, memory) and its browser was killed from outside; the
 * message says which ("the render exceeded its 20 s budget; the browser was killed").
 */
export class RenderLimitExceededError extends RenderFailedError {
  constructor(
    readonly kind: BrowserEventKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'RenderLimitExceededError';
  }
}

const MOBILE_VIEWPORT = { width: 390, height: 844, deviceScaleFactor: 3 } as const;
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WORLD = 'cas-render';
const DEFAULT_TIMEOUT_MS = 20_000;
/** Quiet network for this long counts as loaded (networkidle0). */
const IDLE_MS = 500;
/** A page that keeps two or fewer requests open (polling, analytics beacons) is loaded after this. */
const BUSY_IDLE_MS = 1_500;
/**
 * Settling is counted in animation frames, not fixed sleeps: a fixed 100 ms twice per render was
 * ~20% of a warm render of a local page. After the quiet network wait, two frames let pending
 * rAF work and a paint happen. After the mobile switch, three frames cover the resize event, the
 * new layout and the intersection observers (lazy images) that layout wakes, which is when the
 * requests the switch causes start (2 frames, ~19 ms here, was measured too short for that).
 */
const LOAD_SETTLE_FRAMES = 2;
const MOBILE_SETTLE_FRAMES = 3;
/**
 * Sideways overflow below this is rounding (MOBILE_002's threshold). Above it, the mobile
 * measurement waits up to OVERFLOW_SETTLE_MS, looking every OVERFLOW_POLL_MS, for scripts that
 * place elements again after the viewport switch: a debounced resize handler (100-250 ms in the
 * common grid and carousel libraries) plus its transition (up to 0.5 s).
 */
const OVERFLOW_TOLERANCE_PX = 4;
const OVERFLOW_SETTLE_MS = 1_000;
const OVERFLOW_POLL_MS = 50;
/** Upper bound of one settle, for a page whose frames do not come. */
const SETTLE_MS = 100;
/** How often the load and mobile waits look at the network; each wait overshoots by up to this. */
const POLL_MS = 10;
const MAX_LISTED = 100;

/** The binding the guard script reports WebRTC attempts through (guardPeerConnections). */
const CONNECTION_BINDING = '__casConnection';
const RAW_HTML_CONNECTION_RULE =
  "raw HTML connects only to base_url's origin (the inline document's connect-src)";
const RAW_HTML_WEBRTC_RULE = 'raw HTML opens no WebRTC connection (no STUN or TURN server is an origin)';

/**
 * Runs in the page's own world of every frame before the page's scripts (stringified, so it
 * must not close over anything). WebRTC is a connection request interception never sees: with
 * `block` (raw HTML, whose origin rule no STUN or TURN server can pass) the constructors are
 * replaced by ones that refuse and report; otherwise (a URL scan, where the guarded proxy carries
 * WebRTC's TCP and the browser flags drop its UDP) connections are made as usual and each server
 * that failed (the guard refused its tunnel) is reported. The native constructor is never
 * reachable from the page once replaced: the replacement has a prototype of its own.
 */
function guardPeerConnections({ binding, block }: { binding: string; block: boolean }): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const captured = scope[binding];
  const report = (detail: { urls: string[]; reason: string }): void => {
    try {
      const send = (typeof captured === 'function' ? captured : scope[binding]) as (p: string) => void;
      send(JSON.stringify(detail));
    } catch {
      // No binding in this context: the connection is still refused, only not counted.
    }
  };
  const serverUrls = (config: unknown): string[] => {
    const servers = (config as { iceServers?: { urls?: unknown }[] } | null)?.iceServers;
    if (!Array.isArray(servers)) return [];
    return servers
      .flatMap((server) => (Array.isArray(server?.urls) ? server.urls : [server?.urls]))
      .filter((url): url is string => typeof url === 'string')
      .slice(0, 10);
  };
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection']) {
    const native = scope[name] as (new (...args: unknown[]) => EventTarget) | undefined;
    if (typeof native !== 'function') continue;
    const replacement = block
      ? function RTCPeerConnection(config?: unknown): never {
          report({ urls: serverUrls(config), reason: 'refused' });
          throw new DOMException('WebRTC is not available to raw HTML audits.', 'NotAllowedError');
        }
      : new Proxy(native, {
          construct(target, args, newTarget) {
            const connection = Reflect.construct(target, args, newTarget) as EventTarget;
            const seen = new Set<string>();
            connection.addEventListener('icecandidateerror', (event) => {
              const e = event as Event & { url?: string; errorText?: string; errorCode?: number };
              const url = String(e.url ?? '');
              if (seen.has(url) || seen.size >= 10) return;
              seen.add(url);
              report({ urls: [url], reason: e.errorText || `ICE error ${e.errorCode ?? ''}`.trim() });
            });
            return connection;
          },
        });
    Object.defineProperty(scope, name, { value: replacement, writable: true, configurable: true });
  }
}

/** One line of failedRequests for a WebRTC attempt the guard script reported. */
function describeReportedConnection(payload: string, inline: boolean): string {
  let detail: { urls?: unknown; reason?: unknown } = {};
  try {
    detail = JSON.parse(payload) as typeof detail;
  } catch {
    // A page may call the binding itself; what it sends is only ever counted, never trusted.
  }
  const urls = Array.isArray(detail.urls) ? detail.urls.map(String).slice(0, 3).join(' ') : '';
  const target = `WebRTC${urls ? ` ${urls.slice(0, 300)}` : ''}`;
  return inline
    ? `${target} (blocked: ${RAW_HTML_WEBRTC_RULE})`
    : `${target} (${String(detail.reason ?? 'failed').slice(0, 200)})`;
}

/** Time kept back from loading for measuring, so a page that never finishes loading is still measured. */
const COLLECT_RESERVE_MS = 3_000;

const COLLECT_LIMITS = { maxTextElements: 400, maxOtherElements: 2000 } as const;

interface MainResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
}

interface RequestRecord {
  url: string;
  type: string;
  bytes: number;
  done: boolean;
  failure: string | null;
  /** HTTP status of the response, null until one arrived (or for a redirect hop). */
  status: number | null;
  /** Chromium's render-blocking verdict for the request, when it gives one. */
  blocking: string | undefined;
  /** The response's MIME type, as Chromium read it (null until a response arrived). */
  mimeType: string | null;
}

/**
 * Renders `url` at 1366x768 and then 390x844 (mobile, touch, DPR 3) in one load.
 *
 * @example
 * const { html, layouts, facts } = await renderPage('https://example.com/', { allowPrivate: false });
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderResult> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new RenderFailedError(`Only http and https pages can be rendered, not ${target.protocol}`);
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    return await withBrowserPage(
      {
        chromePath: options.chromePath,
        allowPrivate: options.allowPrivate,
        privateOrigins: options.privateOrigins,
        resolver: options.resolver,
        host: target.hostname,
        tenant: options.tenant,
        budgetMs: timeoutMs,
        maxRssBytes: options.maxRssBytes,
      },
      async ({ page, proxy, useOrigin }) => {
        // The proxy serves every page of the browser: keep what fails while this render runs and
        // match it to this page's own requests (explainFailure), so concurrent renders never see
        // each other's refusals.
        const proxyFailures: ProxyFailure[] = [];
        const stopListening = proxy.onFailure((failure) => {
          if (proxyFailures.length < MAX_KEPT_FAILURES) proxyFailures.push(failure);
        });
        // A browser that dies mid-render ends the render now, not at its time limit.
        const lifeline = { lost: false };
        const onDisconnected = (): void => {
          lifeline.lost = true;
        };
        const browser = page.browser();
        browser.once('disconnected', onDisconnected);
        page.once('error', onDisconnected);
        try {
          if (options.document) await serveInline(page, target.href, options.document);
          return await renderInPage(page, target.href, timeoutMs, proxyFailures, lifeline, useOrigin, {
            screenshots: options.screenshots ?? false,
            fullPageWanted: options.fullPageWanted,
            inline: options.document !== undefined,
          });
        } finally {
          stopListening();
          browser.off('disconnected', onDisconnected);
        }
      },
    );
  } catch (err) {
    if (err instanceof RenderLimitError) {
      throw new RenderLimitExceededError(err.kind, err.message, { cause: err });
    }
    // Callers branch on three outcomes: no browser, a refused target, or a failed render.
    if (
      err instanceof BrowserUnavailableError ||
      err instanceof ForbiddenTargetError ||
      err instanceof RenderFailedError
    ) {
      throw err;
    }
    throw new RenderFailedError(`Rendering ${url} failed: ${(err as Error)?.message ?? String(err)}`, {
      cause: err,
    });
  }
}

/** Why a request of an inline document is refused, or null when it may load. */
export function inlineRequestRefusal(requestUrl: string, allowedOrigin: string | null): string | null {
  if (requestUrl.startsWith('data:') || requestUrl.startsWith('blob:')) return null;
  let origin: string;
  try {
    origin = new URL(requestUrl).origin;
  } catch {
    return 'not a URL';
  }
  if (allowedOrigin !== null && origin === allowedOrigin) return null;
  return allowedOrigin === null
    ? 'raw HTML without base_url loads no subresources'
    : `only ${allowedOrigin} (the base_url's origin) is fetched for raw HTML`;
}

/**
 * The Content-Security-Policy the inline document is served with. Request interception never sees
 * WebSocket handshakes, so `connect-src` keeps them to the origin rule inside the browser: http(s),
 * data: and blob: stay open to CSP (interception then applies the origin rule to them, and counts
 * what it refuses), while ws: and wss: may only reach the allowed origin's own host and port. The
 * policy travels to every document and worker the markup makes (about:blank, srcdoc, data: and
 * blob: frames, blob: workers); a policy the page adds itself can only narrow it.
 *
 * @example inlineConnectPolicy('https://example.com') // "connect-src http: https: data: blob: wss://example.com"
 */
export function inlineConnectPolicy(allowedOrigin: string | null): string {
  const sources = ['http:', 'https:', 'data:', 'blob:'];
  if (allowedOrigin !== null) {
    const origin = new URL(allowedOrigin);
    sources.push(`${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`);
  }
  return `connect-src ${sources.join(' ')}`;
}

/**
 * Answers the page's first request for `url` (its document) with the inline HTML, and refuses
 * every request outside the allowed origin before it leaves the browser; the rest goes on to the
 * guarded proxy.
 */
async function serveInline(page: Page, url: string, doc: InlineDocument): Promise<void> {
  let served = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const target = request.url();
    if (!served && request.isNavigationRequest() && target === url) {
      served = true;
      void request
        .respond({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': inlineConnectPolicy(doc.allowedOrigin) },
          body: doc.html,
        })
        .catch(() => undefined);
      return;
    }
    const refusal = inlineRequestRefusal(target, doc.allowedOrigin);
    if (refusal) void request.abort('blockedbyclient').catch(() => undefined);
    else void request.continue().catch(() => undefined);
  });
}

async function renderInPage(
  page: Page,
  url: string,
  timeoutMs: number,
  proxyFailures: readonly ProxyFailure[],
  lifeline: { lost: boolean },
  useOrigin: (origin: string) => void,
  extras: {
    screenshots: boolean;
    fullPageWanted?: RenderOptions['fullPageWanted'];
    inline: boolean;
  },
): Promise<RenderResult> {
  const deadline = Date.now() + timeoutMs;
  const remaining = (): number => Math.max(0, deadline - Date.now());
  // Loading stops early enough to leave time for measuring what did load.
  const loadDeadline = deadline - Math.min(COLLECT_RESERVE_MS, timeoutMs / 4);
  const loadRemaining = (): number => Math.max(0, loadDeadline - Date.now());
  const cdp = await page.createCDPSession();

  const requests = new Map<string, RequestRecord>();
  const documentUrls: string[] = [];
  let mainFrameId = '';
  let lastActivity = Date.now();
  let requestsStarted = 0;
  let loadFired = false;
  let worldContextId: number | null = null;
  let crashed = false;
  let redirectHops = 0;
  let navigations = 0;
  let mainResponse: MainResponse | null = null;
  /** Network and socket events seen: what the result reads of the page changes only with one. */
  let pageEvents = 0;

  cdp.on('Network.requestWillBeSent', (e) => {
    pageEvents++;
    if (e.request.url.startsWith('data:') || e.request.url.startsWith('blob:')) return;
    lastActivity = Date.now();
    requestsStarted++;
    if (/^https?:/.test(e.request.url)) useOrigin(new URL(e.request.url).origin);
    if (e.type === 'Document' && e.frameId === mainFrameId) documentUrls.push(e.request.url);
    const previous = requests.get(e.requestId);
    // A redirect reuses the request id: the hop before it is finished, the new URL starts.
    if (previous && e.redirectResponse) {
      requests.set(`${e.requestId}:hop${++redirectHops}`, { ...previous, done: true });
    }
    requests.set(e.requestId, {
      url: e.request.url,
      type: (e.type ?? 'Other').toLowerCase(),
      bytes: 0,
      done: false,
      failure: null,
      status: null,
      blocking: e.renderBlockingBehavior,
      mimeType: null,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    pageEvents++;
    const record = requests.get(e.requestId);
    if (!record) return;
    record.status = e.response.status;
    record.mimeType = e.response.mimeType || null;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    if (e.type === 'Document' && e.frameId === mainFrameId) {
      mainResponse = { url: e.response.url, status: e.response.status, headers };
    }
    const proxyFailure = headers[PROXY_FAILURE_HEADER];
    if (proxyFailure) record.failure = `${proxyFailure} by the SSRF guard proxy`;
  });
  cdp.on('Network.loadingFinished', (e) => {
    pageEvents++;
    lastActivity = Date.now();
    const record = requests.get(e.requestId);
    if (!record) return;
    record.done = true;
    record.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    pageEvents++;
    lastActivity = Date.now();
    const record = requests.get(e.requestId);
    if (!record) return;
    record.done = true;
    // A request the page itself cancelled (a removed image, an aborted fetch) did not fail.
    if (!e.canceled) record.failure = e.blockedReason ? `${e.errorText} (${e.blockedReason})` : e.errorText;
  });
  cdp.on('Page.loadEventFired', () => {
    loadFired = true;
  });
  cdp.on('Page.frameNavigated', (e) => {
    if (!e.frame.parentId) navigations++;
  });
  cdp.on('Runtime.executionContextsCleared', () => {
    worldContextId = null;
  });
  cdp.on('Runtime.executionContextDestroyed', (e) => {
    if (e.executionContextId === worldContextId) worldContextId = null;
  });
  cdp.on('Runtime.executionContextCreated', (e) => {
    const aux = e.context.auxData as { frameId?: string } | undefined;
    if (e.context.name === WORLD && aux?.frameId === mainFrameId) worldContextId = e.context.id;
  });
  // WebSockets never pass request interception or requestWillBeSent: they are followed on their
  // own events, and one that never completed its handshake (the guard refused its tunnel) failed.
  const sockets = new Map<string, { url: string; open: boolean; failure: string | null }>();
  cdp.on('Network.webSocketCreated', (e) => {
    pageEvents++;
    if (sockets.size < MAX_KEPT_FAILURES)
      sockets.set(e.requestId, { url: e.url, open: false, failure: null });
  });
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    pageEvents++;
    const socket = sockets.get(e.requestId);
    if (socket) socket.open = true;
  });
  cdp.on('Network.webSocketFrameError', (e) => {
    pageEvents++;
    const socket = sockets.get(e.requestId);
    if (socket && !socket.open) socket.failure ??= e.errorMessage;
  });
  cdp.on('Network.webSocketClosed', (e) => {
    pageEvents++;
    const socket = sockets.get(e.requestId);
    if (socket && !socket.open) socket.failure ??= 'closed before its handshake';
  });
  // What the browser refused before any connection existed: WebSockets outside the inline
  // document's connect-src (its CSP), and WebRTC connections (the guard script's reports).
  const refusedConnections: string[] = [];
  const refuse = (what: string): void => {
    if (refusedConnections.length < MAX_KEPT_FAILURES) refusedConnections.push(what);
  };
  cdp.on('Audits.issueAdded', (e) => {
    const csp = e.issue.details.contentSecurityPolicyIssueDetails;
    if (!csp || csp.isReportOnly || csp.violatedDirective !== 'connect-src') return;
    if (/^wss?:/i.test(csp.blockedURL ?? ''))
      refuse(`${csp.blockedURL} (blocked: ${RAW_HTML_CONNECTION_RULE})`);
  });
  cdp.on('Runtime.bindingCalled', (e) => {
    if (e.name !== CONNECTION_BINDING) return;
    refuse(describeReportedConnection(e.payload, extras.inline));
  });
  cdp.on('Inspector.targetCrashed', () => {
    crashed = true;
  });

  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Network failures are listed in failedRequests; repeating them as console noise helps no one.
    if (text.startsWith('Failed to load resource')) return;
    if (consoleErrors.length < MAX_LISTED) consoleErrors.push(text.slice(0, 500));
  });
  // An alert() or confirm() would block every script of the page, ours included.
  page.on('dialog', (dialog: Dialog) => {
    dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (err: unknown) => {
    const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (consoleErrors.length < MAX_LISTED) consoleErrors.push(text.slice(0, 500));
  });

  const frameTree = await cdp.send('Page.getFrameTree');
  mainFrameId = frameTree.frameTree.frame.id;
  await Promise.all([
    cdp.send('Network.enable'),
    // Pages share one browser context: another scan's cached responses would hide this page's
    // weight and skip its requests.
    cdp.send('Network.setCacheDisabled', { cacheDisabled: true }),
    cdp.send('Page.enable'),
    cdp.send('Runtime.enable'),
    cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(() => { const __name = (f) => f; (${installTimingObservers.toString()})(); })()`,
      worldName: WORLD,
    }),
    cdp.send('Audits.enable'),
    cdp.send('Runtime.addBinding', { name: CONNECTION_BINDING }),
    // In the page's own world, before any of its scripts, in every frame (about:blank ones made
    // by script included): WebRTC never passes request interception either.
    cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${guardPeerConnections.toString()})(${JSON.stringify({ binding: CONNECTION_BINDING, block: extras.inline })})`,
      runImmediately: true,
    }),
  ]);

  const stopLoading = async (): Promise<void> => {
    await cdp.send('Page.stopLoading').catch(() => undefined);
    for (const record of requests.values()) {
      if (record.done) continue;
      record.done = true;
      record.failure ??= `still loading after ${timeoutMs - Math.min(COLLECT_RESERVE_MS, timeoutMs / 4)} ms`;
    }
  };

  // Desktop user agent without "HeadlessChrome", which bot walls and some sites key on.
  const desktopUserAgent = (await page.browser().userAgent()).replace('HeadlessChrome', 'Chrome');
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: desktopUserAgent });

  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: Math.max(1, loadRemaining()) });
  } catch (err) {
    // A document that arrived but never finished parsing (a script that hangs) is measured as it stands.
    if (!(err instanceof TimeoutError) || !mainResponse) {
      throw navigationError(url, err, documentUrls, proxyFailures);
    }
    await stopLoading();
  }
  if (!mainResponse) throw new RenderFailedError(`Navigation to ${url} produced no response`);
  const proxyVerdict = (mainResponse as MainResponse).headers[PROXY_FAILURE_HEADER];
  if (proxyVerdict) {
    throw navigationError(
      url,
      new Error(`${proxyVerdict} by the SSRF guard proxy`),
      documentUrls,
      proxyFailures,
    );
  }
  const contentType = (mainResponse as MainResponse).headers['content-type'] ?? '';
  if (contentType && !/html|xml/i.test(contentType)) {
    throw new RenderFailedError(`${url} is ${contentType.split(';')[0]}, not an HTML page`);
  }

  const evaluate = async <A, R>(fn: (arg: A) => R, arg?: A): Promise<R> => {
    // Right after a navigation the new document's world may still be on its way.
    const worldWait = Date.now() + 1_000;
    while (worldContextId === null && Date.now() < worldWait) await sleep(20);
    if (worldContextId === null) {
      // A document without our script (an error page, for instance) still gets a world.
      const world = await cdp.send('Page.createIsolatedWorld', { frameId: mainFrameId, worldName: WORLD });
      worldContextId = world.executionContextId;
    }
    // Bundlers may wrap inner functions in a __name() helper the page does not have.
    const expression = `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;
    const result = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: worldContextId,
      returnByValue: true,
      awaitPromise: true,
      timeout: Math.max(1, remaining()),
    });
    if (result.exceptionDetails) {
      const detail = result.exceptionDetails.exception?.description ?? result.exceptionDetails.text;
      throw new RenderFailedError(`Measuring ${url} failed: ${detail}`);
    }
    return result.result.value as R;
  };

  // Only a wait: a document replaced meanwhile is noticed by the navigation count below.
  const settle = (frames: number): Promise<void> =>
    evaluate(waitForFrames, { frames, limitMs: Math.min(SETTLE_MS, remaining()) }).then(
      () => undefined,
      () => undefined,
    );

  const desktopOptions: CollectOptions = {
    isMobile: false,
    smallTextPx: 14,
    collectTapTargets: false,
    displayTextPx: DISPLAY_TEXT_PX,
    ...COLLECT_LIMITS,
  };
  const mobileOptions: CollectOptions = {
    isMobile: true,
    smallTextPx: 12,
    collectTapTargets: true,
    displayTextPx: DISPLAY_TEXT_PX,
    ...COLLECT_LIMITS,
  };

  // A page that navigates itself while being measured (a script or meta refresh redirect) is
  // measured again on the document it went to, once; element ids must come from one document.
  for (let attempt = 1; ; attempt++) {
    const navigationsBefore = navigations;
    try {
      await waitForQuiet(() => {
        if (crashed || lifeline.lost) return true;
        const open = [...requests.values()].filter((r) => !r.done).length;
        const quietFor = Date.now() - lastActivity;
        return (open === 0 && quietFor >= IDLE_MS) || (loadFired && open <= 2 && quietFor >= BUSY_IDLE_MS);
      }, loadRemaining);
      if (lifeline.lost) throw new RenderFailedError(`The browser went away while rendering ${url}`);
      if (loadRemaining() <= 0) await stopLoading();
      await settle(LOAD_SETTLE_FRAMES);
      if (crashed) throw new RenderFailedError(`The page ${url} crashed the renderer`);
      // Entrance animations are measured at their end, as a visitor sees them a moment later.
      await evaluate(finishAnimations, undefined).catch(() => 0);

      const desktop = await evaluate(collectViewport, desktopOptions);
      const timing = await evaluate<null, CollectedTiming>(readTiming);
      // Weight is the page load's, before the mobile switch asks for images of other sizes.
      const weight = summariseWeight(requests);
      // Taken after the measurements and the weight, so neither sees the capture's own effects.
      const shots: RenderScreenshots = { captureMs: 0 };
      const captureStarted = performance.now();
      const desktopShots = extras.screenshots
        ? await captureFirstScreen(cdp, 'desktop', DESKTOP_VIEWPORT, desktop.documentHeight, remaining())
        : null;
      if (desktopShots) shots.desktop = desktopShots;
      shots.captureMs += performance.now() - captureStarted;

      // Mobile is emulated on the loaded page rather than by a second load. puppeteer's setViewport
      // reloads whenever isMobile/hasTouch change; measured on 10 corpus pages served locally (warm
      // browser), that reload plus its network-idle wait took a median 844 ms (673-1140), against
      // ~110 ms for this in-place switch, and would push the median render (1.2 s) past the 1.5 s
      // budget. CSS media queries, the meta viewport and touch media features follow the emulation
      // at once; what a second load would add is server-side UA sniffing and scripts that read the
      // viewport once at start-up. The mobile user agent still applies to every request made from
      // here on (lazy images, srcset candidates); navigator.userAgent of the loaded page stays desktop.
      await Promise.all([
        cdp.send('Emulation.setDeviceMetricsOverride', { ...MOBILE_VIEWPORT, mobile: true }),
        cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }),
        cdp.send('Emulation.setUserAgentOverride', { userAgent: MOBILE_USER_AGENT, platform: 'iPhone' }),
      ]);
      // The switch starts requests over a few frames (lazy images coming into range, then more as
      // their boxes change: measured 20-70 ms after the switch on a corpus page), so the page is
      // given frames again until a round of frames starts nothing new.
      const mobileDeadline = Date.now() + Math.min(1_000, remaining());
      const mobileRemaining = (): number => Math.max(0, mobileDeadline - Date.now());
      for (;;) {
        const startedBefore = requestsStarted;
        await settle(MOBILE_SETTLE_FRAMES);
        await waitForQuiet(
          () =>
            crashed ||
            lifeline.lost ||
            [...requests.values()].every((r) => r.done) ||
            Date.now() - lastActivity >= IDLE_MS,
          mobileRemaining,
        );
        if (requestsStarted === startedBefore || mobileRemaining() <= 0 || crashed || lifeline.lost) break;
      }
      let mobile = await evaluate(collectViewport, mobileOptions);
      // Scripts that place elements by the window's width (filter grids, carousels) place them
      // again on resize, most after a debounce (Filterizr: 250 ms, then a 0.5 s transition): right
      // after the in-place switch those elements still stand where the desktop layout put them,
      // wider than the phone, which a visitor loading the page on a phone never sees. A page that
      // overflows is given until its overflow goes, within OVERFLOW_SETTLE_MS, then laid out
      // afresh, and then measured again; a page laid out wider than a phone keeps overflowing and
      // is measured as it is. Only overflowing pages pay this wait.
      if (mobile.horizontalOverflowPx > OVERFLOW_TOLERANCE_PX) {
        const overflowDeadline = Date.now() + Math.min(OVERFLOW_SETTLE_MS, remaining());
        let overflow = mobile.horizontalOverflowPx;
        while (
          overflow > OVERFLOW_TOLERANCE_PX &&
          Date.now() < overflowDeadline &&
          !crashed &&
          !lifeline.lost
        ) {
          await sleep(OVERFLOW_POLL_MS);
          overflow = await evaluate(documentOverflow);
        }
        if (overflow > OVERFLOW_TOLERANCE_PX && !crashed && !lifeline.lost) {
          // What is left may be the width the switch itself left behind (relayoutDocument): a
          // fresh layout keeps only what the page lays out at the phone's width.
          await evaluate(relayoutDocument);
          await settle(MOBILE_SETTLE_FRAMES);
          overflow = await evaluate(documentOverflow);
        }
        if (overflow !== mobile.horizontalOverflowPx) mobile = await evaluate(collectViewport, mobileOptions);
      }
      const sheets = await evaluate(unappliedStylesheets);
      const html = await evaluate(serializeDocument);
      const actionHandlers = await collectActionHandlers(cdp, Math.min(2_000, remaining())).catch(() => ({}));
      // The result is put together before the mobile capture, so that the full-page decision (the
      // model build, in a worker thread of the service, and the checks) runs while Chromium
      // captures, instead of after it; the full page is then captured while the decision is made
      // and kept only when it is wanted. What the result reads of the page (its requests, sockets,
      // console errors, URL) is checked again once the first screen is taken: should any of it have
      // changed meanwhile, the result is put together again, as it would have been after the
      // capture, and decided on anew.
      const snapshot = (): RenderResult => {
        const layouts: Record<string, Layout> = {};
        for (const [id, layout] of Object.entries(desktop.layouts)) layouts[id] = { desktop: layout };
        for (const [id, layout] of Object.entries(mobile.layouts))
          layouts[id] = { ...layouts[id], mobile: layout };
        const failedConnections = [
          ...[...sockets.values()]
            .filter((socket) => socket.failure !== null)
            .map((socket) => `${socket.url} (${explainFailure(socket, proxyFailures)})`),
          ...refusedConnections,
        ];
        const failedRequests = [
          ...[...requests.values()]
            .filter((r) => r.failure !== null)
            .map((r) => `${r.url} (${explainFailure(r, proxyFailures)})`),
          ...failedConnections,
        ].slice(0, MAX_LISTED);
        const main = mainResponse as MainResponse;
        const failures = resourceFailures(requests, proxyFailures, {
          unapplied: new Set(sheets.unapplied),
          quirks: sheets.quirks,
          origin: originOf(page.url() || main.url),
        });
        return {
          finalUrl: page.url() || main.url,
          status: main.status,
          headers: main.headers,
          html,
          layouts,
          facts: {
            desktop: viewportFacts(desktop, { ...DESKTOP_VIEWPORT, isMobile: false }),
            mobile: viewportFacts(mobile, { ...MOBILE_VIEWPORT, isMobile: true }),
            tapTargets: mobile.tapTargets,
            timing,
            weight,
            consoleErrors,
            failedRequests,
            ...failures,
            requestsFailed: failures.requestsFailed + failedConnections.length,
            actionHandlers,
          },
          ...(extras.screenshots ? { screenshots: shots } : {}),
        };
      };
      const mark = (): string =>
        `${pageEvents} ${proxyFailures.length} ${refusedConnections.length} ${consoleErrors.length} ${page.url()}`;
      const decide = (decided: RenderResult): Promise<boolean> => {
        const decideStarted = performance.now();
        return Promise.resolve()
          .then(() => extras.fullPageWanted?.(decided) ?? false)
          .catch(() => false)
          .finally(() => (shots.decideMs = performance.now() - decideStarted));
      };
      const before = mark();
      let result = snapshot();
      let decision = extras.screenshots && extras.fullPageWanted ? decide(result) : null;
      const mobileStarted = performance.now();
      const mobileShots = extras.screenshots
        ? await captureFirstScreen(cdp, 'mobile', MOBILE_VIEWPORT, mobile.documentHeight, remaining())
        : null;
      if (mobileShots) shots.mobile = mobileShots;
      shots.captureMs += performance.now() - mobileStarted;
      const changed = mark() !== before;
      if (crashed || navigations !== navigationsBefore || !mobileShots || changed) {
        // The decision made so far is not this result's: it ends before anything else happens.
        await decision;
        decision = null;
      }
      if (crashed) throw new RenderFailedError(`The page ${url} crashed the renderer`);
      if (navigations !== navigationsBefore) throw new DocumentReplacedError();
      if (changed) result = snapshot();
      if (mobileShots && extras.fullPageWanted) {
        decision ??= decide(result);
        // The full page only when a finding needs a crop below the first screen, taken at the
        // viewport the page is in (mobile) while the checks decide on this result.
        const fullStarted = performance.now();
        const capturing =
          !crashed && !lifeline.lost && navigations === navigationsBefore
            ? captureFullPage(
                cdp,
                FULL_PAGE_VIEWPORT,
                MOBILE_VIEWPORT,
                mobile.documentHeight,
                remaining(),
              ).finally(() => (shots.captureMs += performance.now() - fullStarted))
            : Promise.resolve(null);
        const [wanted, full] = await Promise.all([decision, capturing]);
        if (wanted && full && !crashed && !lifeline.lost && navigations === navigationsBefore)
          mobileShots.full_page = full;
      }
      return result;
    } catch (err) {
      const replaced = err instanceof DocumentReplacedError || navigations !== navigationsBefore;
      if (!replaced || attempt >= 2 || remaining() <= 0) {
        if (err instanceof RenderFailedError) throw err;
        throw new RenderFailedError(`Rendering ${url} failed: ${(err as Error)?.message ?? String(err)}`, {
          cause: err,
        });
      }
      await cdp.send('Emulation.setDeviceMetricsOverride', { ...DESKTOP_VIEWPORT, mobile: false });
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: desktopUserAgent });
    }
  }
}

/** The main frame went to another document between two measurements. */
class DocumentReplacedError extends Error {
  constructor() {
    super('The page navigated to another document while it was being measured');
    this.name = 'DocumentReplacedError';
  }
}

function viewportFacts(
  collected: CollectedViewport,
  viewport: { width: number; height: number; deviceScaleFactor: number; isMobile: boolean },
): ViewportFacts {
  return {
    // The emulated device, not the layout viewport: a page without a meta viewport lays out at
    // 980 px on mobile, which shows in horizontalOverflowPx and the element boxes instead.
    width: viewport.width,
    height: viewport.height,
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    documentHeight: collected.documentHeight,
    horizontalOverflowPx: collected.horizontalOverflowPx,
    scrollWidth: collected.scrollWidth,
    layoutWidth: collected.layoutWidth,
    clippedOverflowPx: collected.clippedOverflowPx,
    smallTextShare: collected.smallTextShare,
    bodyFontSizePx: collected.bodyFontSizePx,
    firstScreenPicture: collected.firstScreenPicture,
  };
}

function summariseWeight(requests: Map<string, RequestRecord>): RenderFacts['weight'] {
  const byType: Record<string, { requests: number; bytes: number }> = {};
  let count = 0;
  let transferBytes = 0;
  for (const record of requests.values()) {
    // Every request the page asked for counts, failed ones too (a page wanting 100 resources is
    // heavy even where they did not arrive); bytes are only what came from the site, never the
    // proxy's own refusal answers.
    const bytes = record.failure?.includes('SSRF guard proxy') ? 0 : record.bytes;
    count++;
    transferBytes += bytes;
    const bucket = (byType[record.type] ??= { requests: 0, bytes: 0 });
    bucket.requests++;
    bucket.bytes += bytes;
  }
  return { requests: count, transferBytes, byType };
}

/**
 * Hosts whose stylesheets only declare web fonts: when one fails, text falls back to a system
 * font and sizes stay close, so the layout is still the visitor's (the fonts are listed instead).
 */
const FONT_STYLESHEET_HOSTS = new Set([
  'fonts.googleapis.com',
  'fonts.bunny.net',
  'use.typekit.net',
  'fonts.cdnfonts.com',
  'fast.fonts.net',
]);

/**
 * Icon-font stylesheets, by the names their files and folders go by (bootstrap-icons.css,
 * font-awesome.min.css, simple-line-icons, ionicons, themify-icons, material-icons...): they
 * declare a font of glyphs and the classes that show them. When one fails the icons are missing,
 * and every block keeps its size and place, as with a web font.
 */
const ICON_FONT_SHEET =
  /(?:^|[/._-])(?:bootstrap-icons|font-?awesome|fontawesome(?:-[\w]+)?|simple-line-icons|ionicons|themify-icons|icofont|line-?awesome|material-(?:icons|symbols|design-icons)(?:-[\w]+)?|feather(?:-icons)?|boxicons|remixicon|flaticon|linearicons|et-line(?:-font)?|elegant-icons|typicons|pe-icon-7-stroke|icomoon|fontello|iconfont|icons?)(?:[./_-]|$)/i;

/** Whether a stylesheet only brings fonts: a web-font host, a Font Awesome kit or an icon font. */
export function fontStylesheet(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname;
  if (FONT_STYLESHEET_HOSTS.has(host) || host === 'fontawesome.com' || host.endsWith('.fontawesome.com'))
    return true;
  return ICON_FONT_SHEET.test(parsed.pathname);
}

/** What decides whether the browser applies a stylesheet that arrived. */
interface StylesheetContext {
  /** URLs of stylesheet links whose `sheet` is still null (blocked, or not loaded yet). */
  unapplied: ReadonlySet<string>;
  /** The document renders in quirks mode (no or an old doctype). */
  quirks: boolean;
  /** The document's origin. */
  origin: string | null;
}

/** Types Chromium applies under its strict check (CSSStyleSheetResource::CanUseSheet). */
const APPLIED_STYLESHEET_TYPES = new Set(['', 'text/css', 'application/x-unknown-content-type']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Why a stylesheet that arrived (2xx) did not style the page, or null when it did. Chromium checks
 * a stylesheet's MIME type strictly in a standards-mode document and for any cross-origin sheet,
 * and then refuses any type but text/css: the sheet exists, empty, and nothing in it applies (a
 * file server answering application/octet-stream leaves the page unstyled). A link whose sheet is
 * still null was blocked (a Content-Security-Policy) or had not loaded when the page was measured.
 */
function refusedStylesheet(record: RequestRecord, ctx: StylesheetContext): string | null {
  const type = (record.mimeType ?? '').toLowerCase();
  const strict = !ctx.quirks || originOf(record.url) !== ctx.origin;
  if (record.status !== null && strict && !APPLIED_STYLESHEET_TYPES.has(type))
    return `refused by the browser: served as ${type}, not text/css`;
  if (ctx.unapplied.has(record.url))
    return record.done ? 'not applied by the browser' : 'still loading when the page was measured';
  return null;
}

/** A request that failed at the network or answered outside 2xx. */
function failureOf(record: RequestRecord, proxyFailures: readonly ProxyFailure[]): string | null {
  if (record.failure !== null) return explainFailure(record, proxyFailures);
  if (record.status !== null && (record.status < 200 || record.status >= 300)) return `HTTP ${record.status}`;
  return null;
}

/**
 * Stylesheets and fonts that did not arrive, and how many requests failed in all. A stylesheet
 * counts as layout-bearing when Chromium ranked it render-blocking ('Blocking': a
 * <link rel=stylesheet> that applies to the screen, or an @import of one; 'InBodyParserBlocking':
 * one in the body) and it is not a web-font or icon-font stylesheet; without such a verdict (an older browser)
 * every stylesheet counts.
 */
function resourceFailures(
  requests: Map<string, RequestRecord>,
  proxyFailures: readonly ProxyFailure[],
  document: StylesheetContext = { unapplied: new Set(), quirks: false, origin: null },
): Pick<RenderFacts, 'stylesheets' | 'fonts' | 'scripts' | 'requestsFailed'> {
  const stylesheets: RenderFacts['stylesheets'] = { requested: 0, failed: [] };
  const fonts: RenderFacts['fonts'] = { requested: 0, failed: [] };
  const scripts: NonNullable<RenderFacts['scripts']> = { requested: 0, failed: [] };
  let requestsFailed = 0;
  for (const [id, record] of requests) {
    // A redirect hop is one step of a request listed under its own id.
    if (id.includes(':hop')) continue;
    let failure = failureOf(record, proxyFailures);
    // Arrived but not applied: the browser refused it (MIME type, CSP) or it never finished.
    if (failure === null && record.type === 'stylesheet') failure = refusedStylesheet(record, document);
    if (failure !== null) requestsFailed++;
    if (record.type === 'stylesheet') {
      stylesheets.requested++;
      if (failure === null || stylesheets.failed.length >= MAX_LISTED) continue;
      const blocking =
        record.blocking === undefined ||
        record.blocking === 'Blocking' ||
        record.blocking === 'InBodyParserBlocking';
      stylesheets.failed.push({
        url: record.url,
        reason: failure,
        // an unparsable URL counts as layout-bearing
        layout: blocking && !fontStylesheet(record.url),
      });
    } else if (record.type === 'font' || record.type === 'script') {
      const kind = record.type === 'font' ? fonts : scripts;
      kind.requested++;
      if (failure !== null && kind.failed.length < MAX_LISTED) {
        kind.failed.push({ url: record.url, reason: failure, layout: false });
      }
    }
  }
  return { stylesheets, fonts, scripts, requestsFailed };
}

/** Chromium only says a tunnel failed; the proxy knows whether DNS failed or the guard refused. */
function explainFailure(
  record: Pick<RequestRecord, 'url' | 'failure'>,
  proxyFailures: readonly ProxyFailure[],
): string {
  let host = '';
  try {
    const parsed = new URL(record.url);
    const secure = parsed.protocol === 'https:' || parsed.protocol === 'wss:';
    host = `${parsed.hostname}:${parsed.port || (secure ? '443' : '80')}`;
  } catch {
    return record.failure ?? 'failed';
  }
  const match = proxyFailures.find((f) => f.target === record.url || f.target === host);
  return match ? `${match.kind}: ${match.reason}` : (record.failure ?? 'failed');
}

function navigationError(
  url: string,
  err: unknown,
  documentUrls: readonly string[],
  proxyFailures: readonly ProxyFailure[],
): Error {
  const failedUrl = documentUrls[documentUrls.length - 1] ?? url;
  const parsed = new URL(failedUrl);
  const hostPort = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`;
  const blocked = proxyFailures.find(
    (f) => f.kind === 'blocked' && (f.target === failedUrl || f.target === hostPort),
  );
  if (blocked?.refusal) return blocked.refusal;
  return new RenderFailedError(`Rendering ${url} failed: ${(err as Error)?.message ?? String(err)}`, {
    cause: err,
  });
}

async function waitForQuiet(isQuiet: () => boolean, remaining: () => number): Promise<void> {
  while (remaining() > 0 && !isQuiet()) await sleep(Math.min(POLL_MS, remaining()));
}

/** In the page: resolves after `frames` animation frames, or after `limitMs` if frames do not come. */
function waitForFrames({ frames, limitMs }: { frames: number; limitMs: number }): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, limitMs);
    let left = frames;
    const tick = (): void => {
      if (--left <= 0) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
