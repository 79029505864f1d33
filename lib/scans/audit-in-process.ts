import {
  acquireModel,
  buildRewriteInput,
  type CheckResult,
  composeAudit,
  type FullAudit,
  HISTOGRAM_SIZE,
  type InlineDocument,
  type PageScreenshots,
  runChecks,
  withReference,
} from '../engine/index.js';
import type { ServiceConfig } from '../config.js';
import { rewriteProviderFor } from '../runtime/rewrite-provider.js';
import { fromEngineError } from './engine-errors.js';
import { newScanId } from './scan-ids.js';

/** The steps of an in-process audit, in order, for callers that show progress (the MCP server). */
export const AUDIT_STAGES = ['acquire', 'checks', 'rewrite', 'compose'] as const;
export type AuditStage = (typeof AUDIT_STAGES)[number];

/**
 * The scan pipeline in one process, with no store: acquire -> 316 checks -> rewrite -> audit.
 * The same functions the workflow states call, in the same order; the CLI uses it. The benchmark
 * has no stored sample here, so it compares the page with the reference distribution of its
 * industry alone (reference-benchmarks.ts). The check results come
 * back beside the audit, for the whole table (`npm run audit -- --checks`). An engine failure
 * comes out as the service error the API would answer with (engine-errors.ts).
 */
export async function auditInProcess(
  url: string,
  opts: {
    config: ServiceConfig;
    env: NodeJS.ProcessEnv;
    pages?: number | string[];
    /** The URL serves a local file (the CLI's path argument): see PageModel.delivery. */
    localFile?: boolean;
    /** Origins that may be private addresses without allowPrivateTargets (the CLI's file server). */
    privateOrigins?: readonly string[];
    /** Capture screenshots too (the CLI's --html report); null in the answer when none were taken. */
    screenshots?: boolean;
    /** Audit this HTML as the page at `url` (stdin, or an MCP audit of html): see AcquireOptions.document. */
    document?: InlineDocument;
    /** Called as each stage starts: acquire (fetch and render), checks, rewrite, compose. */
    onStage?: (stage: AuditStage) => void;
  },
): Promise<{ audit: FullAudit; results: CheckResult[]; screenshots: PageScreenshots | null }> {
  const started = Date.now();
  let screenshots: PageScreenshots | null = null;
  opts.onStage?.('acquire');
  const model = await acquireModel(url, {
    ...(opts.screenshots
      ? {
          onScreenshots: (shots: PageScreenshots) => {
            screenshots = shots;
          },
        }
      : {}),
    allowPrivate: opts.config.allowPrivateTargets,
    privateOrigins: opts.privateOrigins,
    renderMode: opts.config.renderMode,
    chromePath: opts.config.chromePath,
    pages: opts.pages,
    localFile: opts.localFile,
    document: opts.document,
  }).catch((err: unknown) => Promise.reject(fromEngineError(err)));
  opts.onStage?.('checks');
  const results = runChecks(model);
  opts.onStage?.('rewrite');
  const rewrites = await rewriteProviderFor(opts.env).rewrite(buildRewriteInput(model, results));
  opts.onStage?.('compose');
  const audit = composeAudit({
    scanId: newScanId(),
    url,
    model,
    results,
    rewrites,
    benchmark: { histogram: withReference(new Array<number>(HISTOGRAM_SIZE).fill(0), model.industry.id) },
    cacheHit: false,
    scanMeta: { cost_usd: 0, duration_ms: Date.now() - started },
  });
  return { audit, results, screenshots };
}
