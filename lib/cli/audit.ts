import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { closeBrowser } from '../engine/acquire/render.js';
import type { FullAudit } from '../engine/report/types.js';
import { GROUPS } from '../engine/checks/groups.js';
import { evidenceText } from './evidence-text.js';
import { auditInProcess } from '../scans/audit-in-process.js';
import type { ScanCheck } from '../api/scan-checks-schema.js';
import { checkCounts, checkTable } from '../scans/scan-checks.js';
import { INLINE_HTML_URL } from '../scans/scans.js';
import { parseTargetUrl } from '../api/target-url.js';

const USAGE = `Usage: npm run audit -- <url | path/to/page.html | -> [--json] [--checks] [--static] [--pages N] [--base-url URL]

Runs the scan pipeline in this process and prints a summary (or the full JSON audit with --json).
--checks adds the whole table: every check's status with its observed value or reason, by group.
--json always carries that table as "checks" (the items of GET /api/v1/scans/{id}/checks).
A file is served from a throwaway server on 127.0.0.1 so it is fetched and rendered like a page.
- reads the HTML from stdin and audits it as POST /scan with html does: rendered at --base-url
  (subresources from its origin only) or, without it, at ${INLINE_HTML_URL} with no subresources.`;

/** All of stdin as UTF-8. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

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
  const valueOf = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const valued = new Set(['--pages', '--base-url']);
  const pages = valueOf('--pages') !== undefined ? Number(valueOf('--pages')) : 1;
  const baseUrl = valueOf('--base-url');
  const target = args.find((_a, i) => !valued.has(argv[argv.indexOf(args[i]) - 1] ?? ''));
  if (!target || flags.has('--help')) {
    console.error(USAGE);
    return target ? 0 : 2;
  }
  const env = { ...process.env, ...(flags.has('--static') ? { RENDER_MODE: 'static' } : {}) };
  const fromStdin = target === '-';
  const isFile =
    !fromStdin &&
    (await stat(target)
      .then((s) => s.isFile())
      .catch(() => false));
  if (baseUrl !== undefined && !fromStdin) {
    console.error('--base-url goes with - (HTML from stdin): a URL or a file is audited at its own address.');
    return 2;
  }
  const html = fromStdin ? await readStdin() : null;
  if (html !== null && html.trim() === '') {
    console.error('stdin is empty: pipe the HTML to audit, e.g. npm run audit -- - < page.html');
    return 2;
  }
  const served = isFile ? await serveFile(path.resolve(target)) : null;
  // A local file is served on loopback, which only the development setting may fetch.
  const config = { ...readConfig(env), ...(served ? { allowPrivateTargets: true } : {}) };
  try {
    const base =
      baseUrl === undefined
        ? null
        : parseTargetUrl(baseUrl, { allowPrivate: config.allowPrivateTargets }).url;
    const scanUrl = served ? served.url : html !== null ? (base ?? INLINE_HTML_URL) : target;
    const { audit, results } = await auditInProcess(scanUrl, {
      config,
      env,
      pages,
      localFile: served !== null,
      document:
        html === null ? undefined : { html, allowedOrigin: base === null ? null : new URL(base).origin },
    });
    const checks = checkTable(results);
    const text = flags.has('--json')
      ? `${JSON.stringify({ ...audit, url: isFile ? target : audit.url, checks }, null, 2)}\n`
      : summaryText(audit, fromStdin ? `HTML from stdin at ${scanUrl}` : target) +
        (flags.has('--checks') ? checksText(checks) : '');
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
