import { acquireModel, GROUP_IDS, type PageModel } from '../engine/index.js';
import { fromEngineError } from '../scans/engine-errors.js';
import { objectKeys } from '../scans/object-keys.js';
import { OutboundRequestError } from '../net/guarded-request.js';
import type { Services } from '../runtime/services.js';
import { getScan, updateScan, type HtmlSource } from '../scans/scans.js';
import { storeScreenshots } from '../scans/screenshots.js';
import type { PageStep, ScanTaskInput } from './state-payloads.js';
import type { InlineDocument, PageScreenshots } from '../engine/index.js';
import { ServiceError } from '../errors.js';

// Its own module: only the fetch function bundles the browser.

/**
 * Whether a fetch failed before any HTTP answer: connection refused or reset, a TLS handshake that
 * failed (a plain-HTTP server on 443 or a broken certificate), or a connect that timed out. What a
 * browser falls back to http on; an HTTP error status or a missing host name is not.
 */
export function failedToConnect(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth += 1) {
    if (e instanceof OutboundRequestError) return e.reason === 'network' || e.reason === 'timeout';
  }
  return false;
}

/** The http URL a guessed https URL falls back to: same host, port, path and query. */
export function httpFallbackOf(url: string): string | null {
  if (!url.startsWith('https://')) return null;
  return `http://${url.slice('https://'.length)}`;
}

/**
 * Fetch the page and build its model; the model goes to the object store, its key down the chain.
 * A scan whose request named no scheme tries https first and, when no connection could be made,
 * http, as browsers do; the scan record's url then says which one loaded.
 */
export async function fetchPageTask(svc: Services, input: ScanTaskInput): Promise<PageStep> {
  const scan = await getScan(svc.table, input.scan_id);
  if (scan?.status === 'completed') {
    // A resumed or repeated execution of a finished scan reuses its model: the audit stays as it was.
    const stored = await svc.objects.getJson<PageModel>(objectKeys.model(input.scan_id));
    if (stored) return pageStep(objectKeys.model(input.scan_id), stored, scan.url);
  }
  await updateScan(svc.table, input.scan_id, { status: 'running' }, svc.now());
  let shots: PageScreenshots | null = null;
  const document = scan?.html ? await inlineDocument(svc, scan.html) : undefined;
  const acquire = (url: string) =>
    acquireModel(url, {
      allowPrivate: svc.config.allowPrivateTargets,
      renderMode: svc.config.renderMode,
      chromePath: svc.config.chromePath,
      pages: input.options.pages,
      // Render slots are shared fairly between accounts: one account's batch never holds them all.
      tenant: scan?.account_id,
      onScreenshots: (taken) => {
        shots = taken;
      },
      document,
    });
  let loadedUrl = input.url;
  let model: PageModel;
  try {
    model = await acquire(input.url);
  } catch (err) {
    const fallback = scan?.scheme_guessed ? httpFallbackOf(input.url) : null;
    if (!fallback || !failedToConnect(err)) throw fromEngineError(err);
    // The https error stays the answer when plain http does not load either.
    model = await acquire(fallback).catch(() => Promise.reject(fromEngineError(err)));
    loadedUrl = fallback;
    await updateScan(svc.table, input.scan_id, { url: loadedUrl }, svc.now());
  }
  const key = objectKeys.model(input.scan_id);
  await Promise.all([
    svc.objects.putJson(key, model),
    shots ? storeScreenshots(svc.objects, input.scan_id, shots) : undefined,
  ]);
  return pageStep(key, model, loadedUrl);
}

/** The stored raw HTML of a scan and the one origin its render may fetch from. */
async function inlineDocument(svc: Services, source: HtmlSource): Promise<InlineDocument> {
  const stored = await svc.objects.getJson<{ html: string }>(source.key);
  if (!stored) throw new ServiceError('SCAN_FAILED', 'The HTML of this scan is missing; send it again.');
  return {
    html: stored.html,
    allowedOrigin: source.base_url === null ? null : new URL(source.base_url).origin,
  };
}

function pageStep(key: string, model: PageModel, url: string): PageStep {
  return {
    model_key: key,
    url,
    groups: [...GROUP_IDS],
    industry: model.industry.id,
    mode: model.mode,
    fingerprint: model.fingerprint,
  };
}
