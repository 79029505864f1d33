import { ForbiddenTargetError } from '../../errors.js';
import { TargetUrlError } from '../../net/ssrf-guard.js';
import { BotBlockedError, EngineError, ExtractionFailedError } from '../errors.js';
import { buildModel } from '../model/model-builder.js';
import type { HttpFacts, PageModel } from '../model/page-model.js';
import { mergeSite, pickSitePages, resolvePagePaths } from '../model/site-pages.js';
import { detectBotWall } from './bot-wall.js';
import { getBrowser } from './browser.js';
import {
  BrowserUnavailableError,
  RenderFailedError,
  RenderLimitExceededError,
  renderPage,
  type InlineDocument,
  type RenderResult,
} from './render.js';
import { CHECKS } from '../checks/registry.js';
import { runCheck } from '../checks/run-checks.js';
import { elementBoxes, needsFullPage, type PageScreenshots } from './screenshots.js';
import { staticFetch, withTwoAttempts, type StaticPage } from './static-fetch.js';

export interface AcquireOptions {
  allowPrivate: boolean;
  /**
   * Origins that may be private addresses without allowPrivate: the CLI serves a local file on
   * loopback and exempts that one server, not the rest of what the page asks for.
   */
  privateOrigins?: readonly string[];
  /** 'auto' renders when a browser can start and falls back to static; 'static' never renders. */
  renderMode: 'auto' | 'static';
  chromePath?: string | null;
  /** A page count 1-5 (the main page plus the most useful others) or explicit same-site paths. */
  pages?: number | string[];
  /** The page is a local file served on loopback (CLI audit of a path); recorded in model.delivery. */
  localFile?: boolean;
  /** Budget of the render (renderPage's timeoutMs, 20 s by default); tests lower it. */
  renderTimeoutMs?: number;
  /**
   * Audit this HTML as the page at `url` (POST /scan with html): nothing fetches the document, the
   * render loads subresources only from `allowedOrigin` (through the SSRF guard), and extra pages
   * of a multi-page scan come only from that origin too.
   */
  document?: InlineDocument;
  /** Whose scan this is (an account id): render slots are shared fairly between accounts. */
  tenant?: string;
  /** Memory ceiling of the browser (browser.ts MAX_BROWSER_TREE_RSS_BYTES by default); tests lower it. */
  renderMaxRssBytes?: number;
  /**
   * Receives the main page's screenshots (the first screen at both viewports, the mobile full page
   * when a finding needs a crop below the first screen) with the element boxes of its model; when
   * given, the render captures them. Static pages have none.
   */
  onScreenshots?: (shots: PageScreenshots) => void;
  /** Called with each phase's duration, for scan_meta and benchmarks. */
  onTiming?: (phase: 'fetch' | 'render' | 'model' | 'pages', ms: number) => void;
}

/** Headers worth keeping in the model (security and caching facts checks read). */
const KEPT_HEADERS = [
  'content-type',
  'content-encoding',
  'cache-control',
  'strict-transport-security',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'server',
  'x-powered-by',
  'link',
  'vary',
  'etag',
  'last-modified',
  'x-robots-tag',
];

function httpFacts(page: StaticPage): HttpFacts {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (page.headers[name] !== undefined) headers[name] = page.headers[name];
  return {
    status: page.status,
    headers,
    redirects: page.redirects.map((hop) => hop.url),
    contentType: page.contentType ?? 'text/html',
    charset: page.charset,
    bytes: page.bytes,
    transferBytes: page.transferBytes,
    https: page.finalUrl.startsWith('https:'),
    compressed: page.compressed,
    ttfbMs: Math.round(page.ttfbMs),
    totalMs: Math.round(page.totalMs),
  };
}

function timed<T>(
  phase: Parameters<NonNullable<AcquireOptions['onTiming']>>[0],
  opts: AcquireOptions,
  fn: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  return fn().finally(() => opts.onTiming?.(phase, performance.now() - started));
}

/** A page with nothing to audit: no visible words, no headings, no links. */
function isEmpty(model: PageModel): boolean {
  return model.wordCount < 3 && model.headings.length === 0 && model.links.length === 0;
}

async function renderOrExplain(
  url: string,
  opts: AcquireOptions,
  fullPageWanted?: (result: RenderResult) => Promise<boolean>,
): Promise<RenderResult | string> {
  if (opts.renderMode === 'static') return 'static mode was requested (RENDER_MODE=static)';
  try {
    return await renderPage(url, {
      allowPrivate: opts.allowPrivate,
      privateOrigins: opts.privateOrigins,
      chromePath: opts.chromePath,
      timeoutMs: opts.renderTimeoutMs,
      maxRssBytes: opts.renderMaxRssBytes,
      tenant: opts.tenant,
      screenshots: opts.onScreenshots !== undefined,
      fullPageWanted,
      document: opts.document,
    });
  } catch (err) {
    if (err instanceof BrowserUnavailableError) return `no browser could start: ${err.message}`;
    // "the render exceeded its 20 s budget; the browser was killed and the page was read statically"
    if (err instanceof RenderLimitExceededError) {
      return `${err.message.replace(/; the browser was killed$/, '')}; the browser was killed and the page was read statically`;
    }
    if (err instanceof RenderFailedError) return `the render failed: ${err.message}`;
    throw err;
  }
}

/** Inline HTML as if a server had sent it: 200, text/html, no redirects, no network time. */
function inlinePage(url: string, html: string): StaticPage {
  const bytes = Buffer.byteLength(html, 'utf8');
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    redirects: [],
    contentType: 'text/html',
    charset: 'utf-8',
    html,
    bytes,
    transferBytes: bytes,
    compressed: false,
    ttfbMs: 0,
    totalMs: 0,
  };
}

/** One page: static fetch (always: the HTTP facts come from it), then a render when possible. */
async function acquireOne(url: string, opts: AcquireOptions, render: boolean): Promise<PageModel> {
  const inline = opts.document;
  // The browser starts while the page is fetched (measured on the CLI: a cold launch is ~0.5 s of
  // wall time that otherwise follows the fetch); the render then takes it (browser.ts browserFor).
  if (render && opts.renderMode !== 'static')
    void getBrowser({
      chromePath: opts.chromePath,
      allowPrivate: opts.allowPrivate,
      privateOrigins: opts.privateOrigins,
    }).catch(() => undefined);
  const page = inline
    ? inlinePage(url, inline.html)
    : await timed('fetch', opts, () =>
        withTwoAttempts(() =>
          staticFetch(url, { allowPrivate: opts.allowPrivate, privateOrigins: opts.privateOrigins }),
        ),
      );
  const modelOf = (rendered: RenderResult | string): Promise<PageModel> =>
    buildModel({
      url,
      finalUrl: typeof rendered === 'string' ? page.finalUrl : rendered.finalUrl || page.finalUrl,
      html: typeof rendered === 'string' ? page.html : rendered.html,
      http: httpFacts(page),
      fetchedAt: new Date().toISOString(),
      render: typeof rendered === 'string' ? null : { layouts: rendered.layouts, facts: rendered.facts },
      staticReason: typeof rendered === 'string' ? rendered : null,
      localFile: opts.localFile,
      inlineHtml: inline !== undefined,
    });
  // With screenshots, the model is built while the page is still open, so that the checks can say
  // whether a finding needs the full page (screenshots.ts); it is the model returned below.
  const early: {
    built: { result: RenderResult; model: PageModel; boxes: PageScreenshots['boxes']; ms: number } | null;
  } = { built: null };
  const fullPageWanted =
    render && opts.onScreenshots
      ? async (result: RenderResult): Promise<boolean> => {
          const started = performance.now();
          const model = await modelOf(result);
          const boxes = elementBoxes(model, { html: result.html, layouts: result.layouts });
          early.built = { result, model, boxes, ms: performance.now() - started };
          return findingNeedsFullPage(model, boxes, result.facts.mobile.height);
        }
      : undefined;
  const rendered = render
    ? await timed('render', opts, () => renderOrExplain(page.finalUrl, opts, fullPageWanted))
    : 'sub-pages are read statically';
  if (typeof rendered !== 'string') {
    const wall = detectBotWall({ status: rendered.status, headers: rendered.headers, html: rendered.html });
    if (wall) throw new BotBlockedError(wall.vendor);
  }
  const reused = early.built !== null && early.built.result === rendered ? early.built : null;
  const started = performance.now();
  const model = reused ? reused.model : await modelOf(rendered);
  opts.onTiming?.('model', reused ? reused.ms : performance.now() - started);
  if (typeof rendered !== 'string' && rendered.screenshots && render)
    opts.onScreenshots?.({
      ...rendered.screenshots,
      boxes: reused ? reused.boxes : elementBoxes(model, { html: rendered.html, layouts: rendered.layouts }),
    });
  return model;
}

/**
 * Whether a finding of this model cites an element whose crop needs the full page: the failed
 * checks' evidence (what the report crops) against the measured boxes. The checks are the same
 * ones the scan runs next, on the same model; a multi-page scan's merged site facts can add
 * findings, but those cite other pages, never an element of this one.
 *
 * It runs while the page is open and holds its render slot (issue 27, item 4), so it does no more
 * than the answer needs, and the answer is the same as running every check first: none when no
 * measured box lies below the first screen (a short page), and it stops at the first failed check
 * that cites one.
 */
export function findingNeedsFullPage(
  model: PageModel,
  boxes: PageScreenshots['boxes'],
  firstScreenHeight: number,
): boolean {
  if (!needsFullPage(boxes, Object.keys(boxes), firstScreenHeight)) return false;
  for (const check of CHECKS) {
    const result = runCheck(check, model);
    if (result.status !== 'fail') continue;
    const cited = result.evidence.flatMap((evidence) => (evidence.selector ? [evidence.selector] : []));
    if (needsFullPage(boxes, cited, firstScreenHeight)) return true;
  }
  return false;
}

/**
 * Get a page the way a visitor gets it and turn it into the page model every check reads:
 * static fetch (SSRF-guarded, two attempts), render in Chromium at desktop and mobile when a
 * browser can start, then the model. Extra pages of a multi-page scan are fetched statically and
 * merged into the site facts; one that cannot be fetched is left out and never fails the scan.
 *
 * Failures are EngineErrors (lib/engine/errors.ts); the SSRF guard's refusal of the URL, or of an
 * address or redirect on the way, is one of kind `target-refused` with the guard's message.
 *
 * @example const model = await acquireModel('https://example.com/', { allowPrivate: false, renderMode: 'auto' });
 */
export async function acquireModel(url: string, opts: AcquireOptions): Promise<PageModel> {
  try {
    return await acquireSite(url, opts);
  } catch (err) {
    if (isTargetRefusal(err)) throw new EngineError('target-refused', err.message, { cause: err });
    throw err;
  }
}

/** The SSRF guard (lib/net) refused the URL itself or an address it leads to. */
function isTargetRefusal(err: unknown): err is Error {
  return err instanceof ForbiddenTargetError || err instanceof TargetUrlError;
}

async function acquireSite(url: string, opts: AcquireOptions): Promise<PageModel> {
  let main = await acquireOne(url, opts, true);
  if (isEmpty(main) && main.mode === 'render') {
    // A render that caught the page mid-hydration may be blank; the static HTML is the second try.
    main = await acquireOne(url, { ...opts, renderMode: 'static' }, false);
  }
  if (isEmpty(main)) {
    throw new ExtractionFailedError(
      'The page has no visible text, headings or links to audit, after two attempts.',
      { kind: 'empty-page' },
    );
  }
  const pages = opts.pages ?? 1;
  const extra = Array.isArray(pages)
    ? resolvePagePaths(main, pages)
        .filter((u) => u !== main.finalUrl)
        .slice(0, 4)
    : pickSitePages(main, pages - 1);
  // Extra pages of raw HTML: only from the base_url's origin, fetched like any page.
  const allowed = opts.document ? opts.document.allowedOrigin : undefined;
  const fetchable =
    allowed === undefined ? extra : extra.filter((u) => allowed !== null && new URL(u).origin === allowed);
  if (fetchable.length === 0) return main;
  const pageOpts: AcquireOptions = { ...opts, document: undefined };
  const others = await timed('pages', opts, () =>
    Promise.all(
      fetchable.map(async (pageUrl) => {
        try {
          return await acquireOne(pageUrl, pageOpts, false);
        } catch (err) {
          if (isTargetRefusal(err)) throw err;
          return null;
        }
      }),
    ),
  );
  return mergeSite(
    main,
    others.filter((m): m is PageModel => m !== null),
  );
}
