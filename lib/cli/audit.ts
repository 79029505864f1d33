import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { closeBrowser, type FullAudit, GROUPS } from '../engine/index.js';
import { evidenceText } from './evidence-text.js';
import { renderReportPage } from '../html-report/report-page.js';
import { reportInputOfAudit } from '../html-report/report-source.js';
import { auditInProcess } from '../scans/audit-in-process.js';
import type { ScanCheck } from '../api/scan-checks-schema.js';
import { checkCounts, checkTable } from '../scans/scan-checks.js';

const USAGE = `Usage: npm run audit -- <url | path/to/page.html> [--json] [--checks] [--static] [--pages N] [--html FILE]

Runs the scan pipeline in this process and prints a summary (or the full JSON audit with --json).
--checks adds the whole table: every check's status with its observed value or reason, by group.
--json always carries that table as "checks" (the items of GET /api/v1/scans/{id}/checks).
--html FILE also writes the report page (as GET /api/v1/scans/{id}/report serves it) to FILE.
A file is served from a throwaway server on 127.0.0.1 so it is fetched and rendered like a page.`;

/** Serve one file's folder on 127.0.0.1 so a local page goes through the real fetch and render. */
async function serveFile(file: string): Promise<{ url: string; close(): void }> {
  const root = path.dirname(file);
  const server = createServer((req, res) => {
    const target = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!target.startsWith(root)) return void res.writeHead(403).end();
    stat(target)
      .then((s) => {
        if (!s.isFile()) throw new Error('not a file');
        res.writeHead(200, {
          'content-type':
            target.endsWith('.html') || target.endsWith('.htm') ? 'text/html' : 'application/octet-stream',
        });
        createReadStream(target).pipe(res);
      })
      .catch(() => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/${encodeURIComponent(path.basename(file))}`,
    close: () => server.close(),
  };
}

function summaryText(audit: FullAudit, target: string): string {
  const lines = [
    `Audit of ${target}`,
    `Score ${audit.score}/100 (${audit.verdict}) · industry ${audit.industry} · ${audit.findings_summary} findings · ${audit.scan_meta.duration_ms} ms`,
    '',
    'Dimensions:',
    ...audit.dimensions.map(
      (d) =>
        `  ${d.label.padEnd(34)} ${d.score === null ? '  n/a' : String(Math.round(d.score)).padStart(5)}  (weight ${d.weight}, ${d.passed}/${d.applicable} passed)`,
    ),
    '',
    'Top findings:',
    ...audit.findings.slice(0, 8).flatMap((f) => {
      const seen = evidenceText(f.evidence[0]);
      return [
        `  ${String(f.priority).padStart(2)}. [${f.severity}] ${f.title} (${f.check_id}, +${f.points_if_fixed} pts if fixed)`,
        `      evidence: ${seen}`,
      ];
    }),
    '',
    'Strengths:',
    ...audit.strengths.slice(0, 5).map((s) => `  + ${s.label}: ${s.observation}`),
    '',
    `Summary: ${audit.summary}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Every check, one line each (id, status, title, then observed or reason), by group; counts last. */
function checksText(checks: readonly ScanCheck[]): string {
  const lines = ['', 'All checks:'];
  for (const group of GROUPS) {
    const rows = checks.filter((c) => c.group === group.id);
    if (rows.length === 0) continue;
    lines.push('', `${group.name} (${rows.length}):`);
    for (const c of rows) {
      // A passed check reads as what is right (its label); the others as what is checked for.
      const title = c.status === 'pass' ? c.label : c.title;
      const detail = c.observed ?? c.reason;
      lines.push(`  ${c.id.padEnd(11)} ${c.status.padEnd(14)} ${title}${detail ? ` — ${detail}` : ''}`);
    }
  }
  const n = checkCounts(checks);
  lines.push(
    '',
    `${checks.length} checks: ${n.pass} pass, ${n.fail} fail, ${n.not_applicable} not applicable, ${n.error} error`,
  );
  return `${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const pagesIdx = argv.indexOf('--pages');
  const pages = pagesIdx >= 0 ? Number(argv[pagesIdx + 1]) : 1;
  const htmlIdx = argv.indexOf('--html');
  const htmlFile = htmlIdx >= 0 ? argv[htmlIdx + 1] : undefined;
  if (htmlIdx >= 0 && (!htmlFile || htmlFile.startsWith('--'))) {
    console.error(USAGE);
    return 2;
  }
  const target =
    args.find((a) => argv[argv.indexOf(a) - 1] !== '--pages' && argv[argv.indexOf(a) - 1] !== '--html') ??
    args[0];
  if (!target || flags.has('--help')) {
    console.error(USAGE);
    return target ? 0 : 2;
  }
  const env = { ...process.env, ...(flags.has('--static') ? { RENDER_MODE: 'static' } : {}) };
  const isFile = await stat(target)
    .then((s) => s.isFile())
    .catch(() => false);
  const served = isFile ? await serveFile(path.resolve(target)) : null;
  // A local file is served on loopback, which only the development setting may fetch.
  const config = { ...readConfig(env), ...(served ? { allowPrivateTargets: true } : {}) };
  try {
    const { audit, results, screenshots } = await auditInProcess(served ? served.url : target, {
      config,
      env,
      pages,
      localFile: served !== null,
      screenshots: htmlFile !== undefined,
    });
    if (htmlFile) {
      const shown = { ...audit, url: isFile ? target : audit.url };
      const input = await reportInputOfAudit(shown, results, screenshots, new Date());
      await writeFile(htmlFile, renderReportPage(input));
    }
    const checks = checkTable(results);
    const text = flags.has('--json')
      ? `${JSON.stringify({ ...audit, url: isFile ? target : audit.url, checks }, null, 2)}\n`
      : summaryText(audit, target) + (flags.has('--checks') ? checksText(checks) : '');
    // Wait for the pipe to take all of it: process.exit would cut a large audit short.
    await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
    return 0;
  } catch (err) {
    if (err instanceof ServiceError) {
      console.error(`${err.code}: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    served?.close();
    await closeBrowser();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
