import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeZodError } from '../api/http.js';
import { oversizedHtml, scanRequestSchema } from '../api/schemas.js';
import { parseTargetUrl } from '../api/target-url.js';
import { readConfig } from '../config.js';
import {
  checkCatalogue,
  type CheckResult,
  closeBrowser,
  compareAudits,
  type FullAudit,
  type PageScreenshots,
  shapeResponse,
} from '../engine/index.js';
import { ServiceError } from '../errors.js';
import { renderReportPage } from '../html-report/report-page.js';
import { reportInputOfAudit } from '../html-report/report-source.js';
import { AUDIT_STAGES, type AuditStage, auditInProcess } from '../scans/audit-in-process.js';
import { checkCounts, checkTable } from '../scans/scan-checks.js';
import { INLINE_HTML_URL } from '../scans/scans.js';
import { type McpBackend, ToolFailure } from './backend.js';
import type { CheckCatalogue, ScanDetail, ScanResult } from './schemas.js';

/**
 * The tools without a service: audits run the engine in this process (SSRF guard and all, as the
 * CLI does) and are kept for this session, so get_scan, get_scan_checks, compare_scans and
 * get_report find them. Answers are built the way the API builds its own, so they have its shapes.
 * Loaded only when a tool first needs it: the engine stays out of the server's start.
 */

/** The audits of one session; the oldest goes beyond this many (each holds its screenshots). */
const SESSION_SCANS = 50;

const STAGE_MESSAGES: Record<AuditStage, string> = {
  acquire: 'Fetching and rendering the page',
  checks: 'Running the 316 checks',
  rewrite: 'Writing the copy rewrites',
  compose: 'Scoring and composing the audit',
};

interface SessionScan {
  audit: FullAudit;
  results: CheckResult[];
  screenshots: PageScreenshots | null;
  /** What audit_page answered: the result as its request shaped it, as GET /scans/{id} serves it. */
  result: ScanResult;
  created_at: string;
  completed_at: string;
}

/** Where get_report writes report pages: MCP_REPORT_DIR, or a folder of the system's temp dir. */
function reportDir(env: NodeJS.ProcessEnv): string {
  return env.MCP_REPORT_DIR ?? path.join(tmpdir(), 'conversion-audit-reports');
}

/** Every method with its ServiceError turned into a ToolFailure, which the server recognizes. */
function failingAsTools(backend: McpBackend): McpBackend {
  const wrapped: Record<string, unknown> = { mode: backend.mode };
  for (const [name, method] of Object.entries(backend))
    if (typeof method === 'function')
      wrapped[name] = async (...args: unknown[]) => {
        try {
          return await (method as (...a: unknown[]) => Promise<unknown>).apply(backend, args);
        } catch (err) {
          if (err instanceof ServiceError)
            throw new ToolFailure(err.code, err.message, err.status, err.code === 'BOT_BLOCKED');
          throw err;
        }
      };
  return wrapped as unknown as McpBackend;
}

export function createLocalBackend(env: NodeJS.ProcessEnv): McpBackend {
  return failingAsTools(localBackend(env));
}

function localBackend(env: NodeJS.ProcessEnv): McpBackend {
  const session = new Map<string, SessionScan>();
  const found = (id: string): SessionScan => {
    const scan = session.get(id);
    if (!scan) throw new ServiceError('NOT_FOUND', `No scan ${id} in this session.`);
    return scan;
  };

  return {
    mode: 'local',
    async audit(args, ctx) {
      const tooLarge = oversizedHtml(args.html, 'html');
      if (tooLarge) throw new ServiceError('PAYLOAD_TOO_LARGE', tooLarge);
      const parsed = scanRequestSchema.safeParse(args);
      if (!parsed.success) {
        const urlIssue = parsed.error.issues[0]?.path[0] === 'url';
        throw new ServiceError(urlIssue ? 'INVALID_URL' : 'INVALID_REQUEST', describeZodError(parsed.error));
      }
      const req = parsed.data;
      const config = readConfig(env);
      const target = (raw: string, field: string) => {
        try {
          return parseTargetUrl(raw, { allowPrivate: config.allowPrivateTargets }).url;
        } catch (err) {
          if (err instanceof ServiceError) throw new ServiceError('INVALID_URL', `${field}: ${err.message}`);
          throw err;
        }
      };
      const base = req.base_url === undefined ? null : target(req.base_url, 'base_url');
      const url = req.html !== undefined ? (base ?? INLINE_HTML_URL) : target(req.url ?? '', 'url');
      const created_at = new Date().toISOString();
      const { audit, results, screenshots } = await auditInProcess(url, {
        config,
        env,
        pages: req.pages,
        screenshots: true,
        onStage: (stage) =>
          ctx.stage(AUDIT_STAGES.indexOf(stage), AUDIT_STAGES.length, STAGE_MESSAGES[stage]),
        document:
          req.html === undefined
            ? undefined
            : { html: req.html, allowedOrigin: base === null ? null : new URL(base).origin },
      });
      const result = shapeResponse(audit, {
        fields: args.fields,
        findingLimit: args.finding_limit,
        findingDepth: args.finding_depth,
      }) as ScanResult;
      session.set(audit.scan_id, {
        audit,
        results,
        screenshots,
        result,
        created_at,
        completed_at: new Date().toISOString(),
      });
      for (const id of [...session.keys()].slice(0, Math.max(0, session.size - SESSION_SCANS)))
        session.delete(id);
      return result;
    },

    async getScan(id) {
      const scan = found(id);
      const detail: ScanDetail = {
        scan_id: id,
        url: scan.audit.url,
        status: 'completed',
        mode: 'sync',
        batch_id: null,
        score: scan.audit.score,
        verdict: scan.audit.verdict,
        industry: scan.audit.industry,
        cache_hit: false,
        created_at: scan.created_at,
        completed_at: scan.completed_at,
        error: null,
        result: scan.result,
        deliveries: [],
      };
      return detail;
    },

    async getScanChecks(id, statuses) {
      const table = checkTable(found(id).results);
      const wanted = new Set(statuses);
      return {
        scan_id: id,
        status: 'completed',
        error: null,
        counts: checkCounts(table),
        checks: table.filter((c) => wanted.has(c.status)),
      };
    },

    async compare(id, otherId) {
      const base = found(id);
      const head = found(otherId);
      return compareAudits(
        { scan_id: id, audit: base.audit, checks: checkTable(base.results) },
        { scan_id: otherId, audit: head.audit, checks: checkTable(head.results) },
      );
    },

    // The API serves the same object as GET /checks (lib/api/openapi.ts types it, loosely).
    catalogue: async () => checkCatalogue() as CheckCatalogue,

    close: () => closeBrowser(),

    async report(id) {
      const scan = found(id);
      const input = await reportInputOfAudit(scan.audit, scan.results, scan.screenshots, new Date());
      const dir = reportDir(env);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${id}.html`);
      // The report quotes the audited page: readable by this user only.
      await writeFile(file, renderReportPage(input), { mode: 0o600 });
      await chmod(file, 0o600);
      return { scan_id: id, report_url: pathToFileURL(file).href, access: 'local_file', portal_url: null };
    },
  };
}
