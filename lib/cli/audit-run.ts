import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import ora, { type Ora } from 'ora';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { CHECKS, closeBrowser, DIMENSION_IDS, GROUP_IDS } from '../engine/index.js';
import { renderReportPage } from '../html-report/report-page.js';
import { reportInputOfAudit } from '../html-report/report-source.js';
import { auditInProcess } from '../scans/audit-in-process.js';
import { checkTable } from '../scans/scan-checks.js';
import { EXIT, UsageError, writeAll, type OutputFormat } from './audit-args.js';
import { INLINE_HTML_URL, type BaselineAudit, type PreparedPage, type PreparedRun } from './audit-inputs.js';
import { serveFile, type ServedFile } from './file-server.js';
import { combineGates, evaluatePage, type GateResult, type GateRules } from './gate.js';
import {
  checksText,
  gateText,
  jsonReport,
  junitReport,
  markdownReport,
  printable,
  sarifReport,
  summaryText,
  type PageReport,
} from './reports.js';

/**
 * The audits of a prepared run (audit-inputs.ts checked every input): each page audited `runs`
 * times in this process, the run with the median score kept, the gate evaluated, the reports
 * written. Exit 0 passed, 1 gate failed, 3 a page could not be audited.
 */

/** The config's names of checks, groups and dimensions must exist: a typo never silently passes. */
function assertKnownNames(run: PreparedRun): void {
  const config = run.config;
  if (!config) return;
  const where = `--config ${run.configFile}`;
  const checkIds = new Set(CHECKS.map((c) => c.id));
  const unknown = (kind: string, names: string[], known: ReadonlySet<string>) => {
    const bad = names.filter((n) => !known.has(n));
    if (bad.length > 0)
      throw new UsageError(`${where}: unknown ${kind} ${bad.join(', ')} (docs/checks.md lists them)`);
  };
  unknown('check', Object.keys(config.budgets?.checks ?? {}), checkIds);
  unknown(
    'check',
    (config.ignore ?? []).map((i) => i.check),
    checkIds,
  );
  unknown('group', Object.keys(config.budgets?.groups ?? {}), new Set<string>(GROUP_IDS));
  unknown('dimension', Object.keys(config.budgets?.dimensions ?? {}), new Set<string>(DIMENSION_IDS));
}

/** Progress on stderr while pages are audited, only when stderr is a terminal (never in CI logs). */
function progress(quiet: boolean): { say(text: string): void; stop(): void } {
  // A terminal without a width (a pty nobody sized) would make the spinner's redraws run away.
  const terminal = process.stderr.isTTY && (process.stderr.columns ?? 0) > 0;
  const spinner: Ora | null =
    !quiet && terminal ? ora({ stream: process.stderr, discardStdin: false }).start() : null;
  return {
    say: (text) => {
      if (spinner) spinner.text = text;
    },
    stop: () => spinner?.stop(),
  };
}

function labelOf(page: PreparedPage): string {
  return page.kind === 'stdin' ? `HTML from stdin at ${page.baseUrl ?? INLINE_HTML_URL}` : page.target;
}

interface Attempt {
  report: PageReport;
  screenshots: Awaited<ReturnType<typeof auditInProcess>>['screenshots'];
  results: Awaited<ReturnType<typeof auditInProcess>>['results'];
}

async function auditOnce(
  page: PreparedPage,
  served: ServedFile | null,
  run: PreparedRun,
  env: NodeJS.ProcessEnv,
): Promise<Attempt> {
  const config = readConfig(env);
  const scanUrl =
    page.kind === 'stdin' ? (page.baseUrl ?? INLINE_HTML_URL) : page.kind === 'url' ? page.url : served!.url;
  const { audit, results, screenshots } = await auditInProcess(scanUrl, {
    config,
    env,
    pages: run.args.pages,
    localFile: served !== null,
    // The file server's origin alone may be loopback: the page's own requests elsewhere stay guarded.
    privateOrigins: served ? [served.origin] : undefined,
    screenshots: run.args.htmlFile !== undefined,
    document:
      page.kind === 'stdin'
        ? { html: page.html, allowedOrigin: page.baseUrl === null ? null : new URL(page.baseUrl).origin }
        : undefined,
  });
  const shown = page.kind === 'file' ? { ...audit, url: page.target } : audit;
  const source =
    page.kind === 'file'
      ? {
          path: path.relative(process.cwd(), page.file).split(path.sep).join('/'),
          text: await readFile(page.file, 'utf8'),
        }
      : null;
  return {
    report: {
      label: labelOf(page),
      audit: shown,
      checks: checkTable(results),
      runs: null,
      gate: null,
      source,
    },
    screenshots,
    results,
  };
}

/** The baseline audit of a page: by position when the baseline has as many pages, else by URL path. */
function baselineFor(run: PreparedRun, index: number, url: string): BaselineAudit | null {
  const audits = run.baseline?.audits;
  if (!audits) return null;
  if (audits.length === run.pages.length) return audits[index];
  const pathOf = (u: string) => {
    try {
      return new URL(u).pathname.replace(/\/+$/, '') || '/';
    } catch {
      return u;
    }
  };
  return audits.find((a) => a.url === url || pathOf(a.url) === pathOf(url)) ?? null;
}

function render(format: OutputFormat, pages: PageReport[], gate: GateResult, gated: boolean): string {
  if (format === 'md') return markdownReport(pages, gate, gated);
  if (format === 'junit') return junitReport(pages, gate);
  if (format === 'sarif') return sarifReport(pages, gated ? gate : null);
  return jsonReport(pages, gated ? gate : null);
}

export async function runAudits(run: PreparedRun, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  assertKnownNames(run);
  const auditEnv = { ...env, ...(run.static ? { RENDER_MODE: 'static' } : {}) };
  const status = progress(run.args.quiet);
  const pages: PageReport[] = [];
  let html: string | null = null;
  try {
    for (const page of run.pages) {
      const served = page.kind === 'file' ? await serveFile(page.file) : null;
      try {
        const attempts: Attempt[] = [];
        for (let i = 0; i < run.runs; i++) {
          status.say(
            `Auditing ${labelOf(page)}${run.runs > 1 ? ` (run ${i + 1} of ${run.runs})` : ''}${
              run.pages.length > 1 ? ` · page ${pages.length + 1} of ${run.pages.length}` : ''
            }`,
          );
          attempts.push(await auditOnce(page, served, run, auditEnv));
        }
        // The run with the median score (the lower of the two middle ones for an even count).
        const median = [...attempts].sort((a, b) => a.report.audit.score - b.report.audit.score)[
          Math.floor((attempts.length - 1) / 2)
        ];
        pages.push({
          ...median.report,
          runs: run.runs > 1 ? attempts.map((a) => a.report.audit.score) : null,
        });
        if (run.args.htmlFile !== undefined) {
          status.say('Writing the report page');
          const input = await reportInputOfAudit(
            median.report.audit,
            median.results,
            median.screenshots,
            new Date(),
          );
          html = renderReportPage(input);
        }
      } finally {
        await served?.close();
      }
    }
  } catch (err) {
    status.stop();
    if (err instanceof ServiceError) {
      const which = run.pages.length > 1 ? ` (${labelOf(run.pages[pages.length])})` : '';
      await writeAll(process.stderr, `${err.code}: ${printable(err.message)}${printable(which)}\n`);
      return EXIT.auditFailed;
    }
    throw err;
  } finally {
    status.stop();
    await closeBrowser();
  }

  const rules: GateRules = {
    failUnder: run.failUnder,
    findings: run.findings,
    config: run.config,
  };
  pages.forEach((p, i) => {
    p.gate = evaluatePage(p.label, p.audit, p.checks, baselineFor(run, i, p.audit.url), rules);
  });
  const gate = combineGates(
    pages.map((p) => p.gate!),
    rules,
    run.baseline?.file ?? null,
  );

  if (html !== null) await writeFile(run.args.htmlFile!, html);
  for (const out of run.args.outputs) await writeFile(out.file, render(out.format, pages, gate, run.gated));
  const a = run.args;
  const text = a.format
    ? render(a.format, pages, gate, run.gated)
    : a.json
      ? jsonReport(pages, run.gated ? gate : null, a.checks)
      : pages.map((p) => summaryText(p) + (a.checks ? checksText(p.checks) : '')).join('\n') +
        (run.gated ? gateText(gate) : '');
  await writeAll(process.stdout, text);
  if (run.gated && !gate.passed) await writeAll(process.stderr, `Gate failed: ${gate.reasons.join('; ')}\n`);
  if (run.gated && gate.warnings.length > 0 && a.format !== undefined)
    await writeAll(process.stderr, `Warnings: ${gate.warnings.join('; ')}\n`);
  return !run.gated || gate.passed ? EXIT.passed : EXIT.gateFailed;
}
