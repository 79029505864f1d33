import { acquireModel } from '../engine/acquire/acquire.js';
import type { InlineDocument } from '../engine/acquire/render.js';
import type { CheckResult } from '../engine/checks/check.js';
import { runChecks } from '../engine/checks/run-checks.js';
import { HISTOGRAM_SIZE } from '../engine/report/benchmark.js';
import { composeAudit } from '../engine/report/build-report.js';
import { withReference } from '../engine/report/reference-benchmarks.js';
import type { FullAudit } from '../engine/report/types.js';
import { buildRewriteInput } from '../engine/rewrite/rewrite-input.js';
import type { ServiceConfig } from '../config.js';
import { rewriteProviderFor } from '../runtime/rewrite-provider.js';
import { newScanId } from './scan-ids.js';

/**
 * The scan pipeline in one process, with no store: acquire -> 307 checks -> rewrite -> audit.
 * The same functions the workflow states call, in the same order; the CLI uses it. The benchmark
 * has no stored sample here, so it compares the page with the reference distribution of its
 * industry alone (reference-benchmarks.ts). The check results come
 * back beside the audit, for the whole table (`npm run audit -- --checks`).
 */
export async function auditInProcess(
  url: string,
  opts: {
    config: ServiceConfig;
    env: NodeJS.ProcessEnv;
    pages?: number | string[];
    /** The URL serves a local file (the CLI's path argument): see PageModel.delivery. */
    localFile?: boolean;
    /** Audit this HTML as the page at `url` (stdin, or an MCP audit of html): see AcquireOptions.document. */
    document?: InlineDocument;
  },
): Promise<{ audit: FullAudit; results: CheckResult[] }> {
  const started = Date.now();
  const model = await acquireModel(url, {
    allowPrivate: opts.config.allowPrivateTargets,
    renderMode: opts.config.renderMode,
    chromePath: opts.config.chromePath,
    pages: opts.pages,
    localFile: opts.localFile,
    document: opts.document,
  });
  const results = runChecks(model);
  const rewrites = await rewriteProviderFor(opts.env).rewrite(buildRewriteInput(model, results));
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
  return { audit, results };
}
