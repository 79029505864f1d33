import { createHash } from 'node:crypto';
import type { Account } from '../accounts/accounts.js';
import { chargeScan } from '../accounts/billing.js';
import { normalizeTargetUrl, parseTargetUrl, type TargetUrl } from '../api/target-url.js';
import type { BatchRequest, ScanRequest } from '../api/schemas.js';
import { ForbiddenTargetError, ServiceError, isErrorCode } from '../errors.js';
import { bareHostname, resolveAllowedAddresses } from '../net/ssrf-guard.js';
import { type FullAudit, type ScanResult, type SelectableField, shapeResponse } from '../engine/index.js';
import { jobMessage } from '../runtime/job-message.js';
import type { Services } from '../runtime/services.js';
import { decideCache } from './cache-freshness.js';
import { newBatchId, newScanId } from './scan-ids.js';
import { failScan } from './scan-failure.js';
import {
  INLINE_HTML_URL,
  cacheUrlOf,
  createScan,
  getScan,
  htmlObjectKey,
  type HtmlSource,
  type ScanOptions,
  type ScanRecord,
} from './scans.js';

export function optionsOf(
  req: Pick<ScanRequest, 'pages' | 'fields' | 'finding_limit' | 'finding_depth'>,
): ScanOptions {
  return {
    pages: req.pages,
    fields: req.fields ?? null,
    finding_limit: req.finding_limit,
    finding_depth: req.finding_depth,
  };
}

/** The stored full audit of a completed scan, shaped as the scan's request asked. */
export async function resultOf(svc: Services, scan: ScanRecord): Promise<ScanResult> {
  const audit = scan.audit_key ? await svc.objects.getJson<FullAudit>(scan.audit_key) : null;
  if (!audit)
    throw new ServiceError(
      'SCAN_FAILED',
      `The result of scan ${scan.scan_id} is missing; run the scan again.`,
    );
  const shaped = shapeResponse(
    { ...audit, scan_id: scan.scan_id, url: scan.url },
    {
      fields: (scan.options.fields ?? undefined) as SelectableField[] | undefined,
      findingLimit: scan.options.finding_limit,
      findingDepth: scan.options.finding_depth,
      cacheHit: scan.cache_hit ?? false,
      scanMeta: {
        cost_usd: scan.cost_usd ?? 0,
        duration_ms: scan.duration_ms ?? audit.scan_meta.duration_ms,
      },
    },
  );
  return shaped;
}

function statusUrl(scanId: string): string {
  return `/api/v1/scans/${scanId}`;
}

/**
 * Raw HTML of POST /scan: its hash and size, and the base_url normalized and checked like any
 * scan target (a private address is refused unless the development setting allows it).
 */
function htmlSourceOf(
  svc: Services,
  html: string,
  baseUrl: string | undefined,
  field = 'base_url',
): Omit<HtmlSource, 'key'> {
  const base = baseUrl === undefined ? null : targetUrlOf(svc, baseUrl, field);
  return {
    sha256: createHash('sha256').update(html, 'utf8').digest('hex'),
    bytes: Buffer.byteLength(html, 'utf8'),
    base_url: base ? base.url : null,
  };
}

/** The normalized scan target, or 400 INVALID_URL whose message starts with the field it is about. */
function targetUrlOf(svc: Services, raw: string, field: string): TargetUrl {
  try {
    return parseTargetUrl(raw, { allowPrivate: svc.config.allowPrivateTargets });
  } catch (err) {
    if (err instanceof ServiceError) throw new ServiceError('INVALID_URL', `${field}: ${err.message}`);
    throw err;
  }
}

/** How long the edge waits for DNS before leaving the answer to the fetch (which is guarded too). */
const EDGE_RESOLVE_MS = 3_000;

/**
 * 400 INVALID_URL (`<field>: ...`) when the target's host resolves to an address the SSRF guard
 * refuses, before anything is cached, stored or charged: a name pointing at 127.0.0.1 is refused
 * here as an IP literal would be. A name that does not resolve (or not in time) passes: the fetch
 * meets the same guard and fails on its own terms, with the credit given back.
 */
async function assertPublicTarget(svc: Services, url: string, field: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      resolveAllowedAddresses(bareHostname(new URL(url)), {
        allowPrivate: svc.config.allowPrivateTargets,
        resolver: svc.resolver,
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, EDGE_RESOLVE_MS);
      }),
    ]);
  } catch (err) {
    if (err instanceof ForbiddenTargetError)
      throw new ServiceError('INVALID_URL', `${field}: ${err.message}`);
  } finally {
    clearTimeout(timer);
  }
}

function webhookUrlOf(svc: Services, raw: string | undefined, required: boolean): string | null {
  if (!raw) {
    if (required)
      throw new ServiceError(
        'INVALID_REQUEST',
        'webhook_url is required when async is true: the address that receives the result.',
      );
    return null;
  }
  try {
    return normalizeTargetUrl(raw, { allowPrivate: svc.config.allowPrivateTargets });
  } catch (err) {
    if (err instanceof ServiceError) throw new ServiceError('INVALID_REQUEST', `webhook_url: ${err.message}`);
    throw err;
  }
}

export type SubmitOutcome =
  { status: 200; body: ScanResult } | { status: 202; body: Record<string, unknown> };

/**
 * POST /scan. Validates, takes one credit, records the scan and either waits on the Express
 * workflow (sync) or queues a job for the Standard workflow (async). A failure after the charge
 * is refunded: by the workflow's "Record failure" state, or here when the workflow never ran.
 */
export async function submitScan(
  svc: Services,
  account: Account,
  req: ScanRequest,
  /**
   * The API requires a webhook_url with async (SPEC 4.1); the developer portal starts async scans
   * without one, and shows their progress in its scan list (registered endpoints still get events).
   */
  opts: { asyncWithoutWebhook?: boolean } = {},
): Promise<SubmitOutcome> {
  const inline = req.html !== undefined ? htmlSourceOf(svc, req.html, req.base_url) : null;
  const target: TargetUrl = inline
    ? { url: inline.base_url ?? INLINE_HTML_URL, schemeGuessed: false }
    : targetUrlOf(svc, req.url ?? '', 'url');
  const url = target.url;
  const webhookUrl = webhookUrlOf(svc, req.webhook_url, req.async && !opts.asyncWithoutWebhook);
  if (!inline || inline.base_url) await assertPublicTarget(svc, url, inline ? 'base_url' : 'url');
  const options = optionsOf(req);
  const now = svc.now();
  const scanId = newScanId(now.getTime());
  const html = inline ? { ...inline, key: htmlObjectKey(scanId) } : undefined;
  const cached = await cachedScan(svc, account, {
    scanId,
    url,
    html,
    options,
    now,
    mode: req.async ? 'async' : 'sync',
    webhookUrl,
  });
  if (cached && !req.async) return { status: 200, body: await resultOf(svc, cached) };
  if (cached) {
    // Served from the cache at no charge; the webhook still gets its scan.completed event.
    await svc.jobs.send(
      jobMessage({
        job_id: scanId,
        kind: 'scan',
        account_id: account.account_id,
        webhook_url: webhookUrl,
        scans: [],
        cached: [cachedOutcome(cached)],
        order: [scanId],
        options,
      }),
    );
    return {
      status: 202,
      body: { scan_id: scanId, status: 'completed', url, status_url: statusUrl(scanId), cache_hit: true },
    };
  }
  const charge = await chargeScan(svc.table, account, scanId, {
    pages: Array.isArray(options.pages) ? options.pages.length + 1 : options.pages,
    now,
  });
  await createScan(svc.table, {
    scan_id: scanId,
    account_id: account.account_id,
    url,
    ...(target.schemeGuessed ? { scheme_guessed: true } : {}),
    ...(html ? { html } : {}),
    mode: req.async ? 'async' : 'sync',
    webhook_url: webhookUrl ?? undefined,
    options,
    status: 'pending',
    created_at: now.toISOString(),
    cost_usd: charge.cost_usd,
  });
  if (html && req.html !== undefined) {
    try {
      await svc.objects.putJson(html.key, { html: req.html });
    } catch (err) {
      await failBeforeWorkflow(svc, account.account_id, scanId);
      throw err;
    }
  }
  const input = { scan_id: scanId, account_id: account.account_id, url, options };

  if (req.async) {
    try {
      await svc.jobs.send(
        jobMessage({
          job_id: scanId,
          kind: 'scan',
          account_id: account.account_id,
          webhook_url: webhookUrl,
          scans: [{ scan_id: scanId, url }],
          options,
        }),
      );
    } catch (err) {
      await failBeforeWorkflow(svc, account.account_id, scanId);
      throw err;
    }
    return { status: 202, body: { scan_id: scanId, status: 'pending', url, status_url: statusUrl(scanId) } };
  }

  let run;
  try {
    run = await svc.workflows.runScan(input);
  } catch (err) {
    await failBeforeWorkflow(svc, account.account_id, scanId);
    throw new ServiceError('SCAN_FAILED', 'The scan could not be started; it is safe to retry.', {
      cause: err,
    });
  }
  if (run.status === 'failed') {
    const code = isErrorCode(run.error) ? run.error : 'SCAN_FAILED';
    const message = isErrorCode(run.error)
      ? run.cause || 'The scan failed.'
      : 'The scan failed; it is safe to retry.';
    // Record failure normally did this; an execution that timed out or broke outside it did not.
    await failScan(svc, { scan_id: scanId, account_id: account.account_id }, { code, message });
    throw new ServiceError(code, message);
  }
  const scan = await getScan(svc.table, scanId);
  if (!scan || scan.status !== 'completed')
    throw new ServiceError('SCAN_FAILED', 'The scan ended without a result; it is safe to retry.');
  return { status: 200, body: await resultOf(svc, scan) };
}

/**
 * A scan of a URL audited in the last 24 hours (by any account) and not significantly changed
 * since: the caller gets its own completed scan record pointing at the cached audit, at no charge.
 * Null when there is no usable cache entry.
 */
async function cachedScan(
  svc: Services,
  account: Account,
  scan: {
    scanId: string;
    url: string;
    /** Raw HTML: the cache is keyed by its hash and needs no freshness fetch. */
    html?: HtmlSource;
    options: ScanOptions;
    now: Date;
    mode: ScanRecord['mode'];
    batchId?: string;
    webhookUrl?: string | null;
  },
): Promise<ScanRecord | null> {
  const decision = await decideCache(
    svc,
    cacheUrlOf({ url: scan.url, html: scan.html }),
    scan.options.pages,
    scan.now,
    { exact: scan.html !== undefined },
  );
  if (decision.kind !== 'hit') return null;
  return createScan(svc.table, {
    scan_id: scan.scanId,
    account_id: account.account_id,
    url: scan.url,
    // The markup is the cached scan's: the hit needs no copy of its own.
    ...(scan.html && decision.source.html ? { html: decision.source.html } : {}),
    mode: scan.mode,
    batch_id: scan.batchId,
    webhook_url: scan.webhookUrl ?? undefined,
    options: scan.options,
    status: 'completed',
    created_at: scan.now.toISOString(),
    completed_at: svc.now().toISOString(),
    score: decision.source.score,
    verdict: decision.source.verdict,
    industry: decision.source.industry,
    audit_key: decision.source.audit_key,
    cache_hit: true,
    cost_usd: 0,
    duration_ms: decision.checkedMs,
  });
}

/** A cached scan as the jobs workflow's "Scan each URL" would have left it, for its webhook. */
function cachedOutcome(record: ScanRecord) {
  return {
    scan_id: record.scan_id,
    url: record.url,
    result: {
      scan_id: record.scan_id,
      url: record.url,
      status: 'completed' as const,
      score: record.score,
      verdict: record.verdict,
      industry: record.industry,
      audit_key: record.audit_key,
    },
  };
}

async function failBeforeWorkflow(svc: Services, accountId: string, scanId: string): Promise<void> {
  await failScan(
    svc,
    { scan_id: scanId, account_id: accountId },
    { code: 'SCAN_FAILED', message: 'The scan could not be started.' },
  );
}

/**
 * What one page of a batch audits: its normalized address and, for raw HTML, the markup's hash
 * (its `key` is the scan's object, set once the scan id is known). Errors name `urls[i]` or
 * `items[i].field`, as POST /scan names its own fields.
 */
interface BatchTarget {
  target: TargetUrl;
  html: Omit<HtmlSource, 'key'> | null;
  markup: string | null;
}

function batchTargetsOf(svc: Services, req: BatchRequest): BatchTarget[] {
  if (req.urls)
    return req.urls.map((u, i) => ({ target: targetUrlOf(svc, u, `urls[${i}]`), html: null, markup: null }));
  return (req.items ?? []).map((item, i) => {
    if (item.html === undefined)
      return { target: targetUrlOf(svc, item.url ?? '', `items[${i}].url`), html: null, markup: null };
    const html = htmlSourceOf(svc, item.html, item.base_url, `items[${i}].base_url`);
    return {
      target: { url: html.base_url ?? INLINE_HTML_URL, schemeGuessed: false },
      html,
      markup: item.html,
    };
  });
}

/**
 * POST /scan/batch: one job, one credit per page, one delivery for the whole batch. Pages are
 * `urls`, or `items` each given by url or by raw HTML (stored, cached and billed as POST /scan
 * does with html).
 */
export async function submitBatch(
  svc: Services,
  account: Account,
  req: BatchRequest,
): Promise<{ status: 202; body: Record<string, unknown> }> {
  const targets = batchTargetsOf(svc, req);
  const urls = targets.map((t) => t.target.url);
  const webhookUrl = webhookUrlOf(svc, req.webhook_url, true);
  // Every page before any is charged: a refused one answers for the whole batch.
  const fields = targets.map((t, i) =>
    req.urls ? `urls[${i}]` : t.html ? `items[${i}].base_url` : `items[${i}].url`,
  );
  await Promise.all(
    targets.map(async (t, i) => {
      if (!t.html || t.html.base_url) await assertPublicTarget(svc, t.target.url, fields[i]);
    }),
  );
  const options = optionsOf(req);
  const now = svc.now();
  const batchId = newBatchId(now.getTime());
  const scans: { scan_id: string; url: string }[] = [];
  const pages = Array.isArray(options.pages) ? options.pages.length + 1 : options.pages;
  const ids = urls.map(() => newScanId(now.getTime()));
  const htmls = targets.map((t, i) => (t.html ? { ...t.html, key: htmlObjectKey(ids[i]) } : undefined));
  // Pages audited in the last 24 hours and unchanged (the same markup, for raw HTML) are served
  // from the cache, free.
  const hits = await Promise.all(
    urls.map((url, i) =>
      cachedScan(svc, account, {
        scanId: ids[i],
        url,
        html: htmls[i],
        options,
        now,
        mode: 'batch',
        batchId,
        webhookUrl,
      }),
    ),
  );
  try {
    for (const [i, url] of urls.entries()) {
      if (hits[i]) continue;
      const scanId = ids[i];
      const html = htmls[i];
      const charge = await chargeScan(svc.table, account, scanId, { pages, now });
      scans.push({ scan_id: scanId, url });
      await createScan(svc.table, {
        scan_id: scanId,
        account_id: account.account_id,
        url,
        ...(targets[i].target.schemeGuessed ? { scheme_guessed: true } : {}),
        ...(html ? { html } : {}),
        mode: 'batch',
        batch_id: batchId,
        webhook_url: webhookUrl ?? undefined,
        options,
        status: 'pending',
        created_at: now.toISOString(),
        cost_usd: charge.cost_usd,
      });
      const markup = targets[i].markup;
      if (html && markup !== null) await svc.objects.putJson(html.key, { html: markup });
    }
  } catch (err) {
    // All or nothing: a batch the account cannot pay in full takes no credit at all.
    for (const s of scans) await failBeforeWorkflow(svc, account.account_id, s.scan_id);
    throw err;
  }
  try {
    await svc.jobs.send(
      jobMessage({
        job_id: batchId,
        kind: 'batch',
        account_id: account.account_id,
        webhook_url: webhookUrl,
        scans,
        cached: hits.filter((h): h is ScanRecord => h !== null).map(cachedOutcome),
        order: ids,
        options,
      }),
    );
  } catch (err) {
    for (const s of scans) await failBeforeWorkflow(svc, account.account_id, s.scan_id);
    throw err;
  }
  return {
    status: 202,
    body: {
      batch_id: batchId,
      status: 'pending',
      scans: urls.map((url, i) => ({
        scan_id: ids[i],
        url,
        status_url: statusUrl(ids[i]),
        ...(hits[i] ? { cache_hit: true } : {}),
      })),
    },
  };
}
