import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { closeBrowser, GROUPS, type FullAudit } from '../engine/index.js';
import { renderReportPage } from '../html-report/report-page.js';
import { reportInputOfAudit } from '../html-report/report-source.js';
import { evidenceText } from './evidence-text.js';
import { auditInProcess } from '../scans/audit-in-process.js';
import type { ScanCheck } from '../api/scan-checks-schema.js';
import { checkCounts, checkTable } from '../scans/scan-checks.js';
import { INLINE_HTML_URL } from '../scans/scans.js';
import { parseTargetUrl } from '../api/target-url.js';
import { oversizedHtml } from '../api/schemas.js';
import {
  UsageError,
  evaluateGate,
  junitReport,
  markdownReport,
  parseFailUnder,
  readBaseline,
  type GateResult,
} from './gate.js';

const USAGE = `Usage: npm run audit -- <url | path/to/page.html | -> [options]

Runs the scan pipeline in this process and prints a summary (or the full JSON audit with --json).
  --checks            add the whole table: every check's status with its observed value or reason
  --json              the full audit JSON; it always carries that table as "checks" (the items of
                      GET /api/v1/scans/{id}/checks)
  --static            skip the browser (static HTML only)
  --pages N           also audit up to N-1 pages the page links to (1-5)
  --base-url URL      with -: the address the HTML from stdin is rendered at
  --html FILE         also write the report page (as GET /api/v1/scans/{id}/report serves it) to FILE
A file is served from a throwaway server on 127.0.0.1 so it is fetched and rendered like a page.
- reads the HTML from stdin (up to 2 MB) and audits it as POST /scan with html does: rendered at --base-url
  (subresources from its origin only) or, without it, at ${INLINE_HTML_URL} with no subresources.

CI gate (exit 1 when it fails, 2 for a usage error, 0 otherwise):
  --fail-under SCORE  fail when the score is below SCORE (0-100)
  --baseline FILE     the audit JSON of an earlier run: fail when a critical or high finding is new
  --format FMT        print json (the audit, reusable as a baseline), md (a job summary) or junit
  --output FILE       also write FILE (.json, .md or .xml for JUnit); may be repeated`;

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

type OutputFormat = 'json' | 'md' | 'junit';
const FORMATS: readonly OutputFormat[] = ['json', 'md', 'junit'];

/** The format of an --output file, by its extension: .json, .md, .xml (JUnit). */
function formatOfFile(file: string): OutputFormat {
  if (file.endsWith('.json')) return 'json';
  if (file.endsWith('.md') || file.endsWith('.markdown')) return 'md';
  if (file.endsWith('.xml')) return 'junit';
  throw new UsageError(`--output ${file}: name it .json, .md or .xml (JUnit) so its format is known`);
}

function parseCli(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        checks: { type: 'boolean' },
        static: { type: 'boolean' },
        help: { type: 'boolean' },
        pages: { type: 'string' },
        'base-url': { type: 'string' },
        'fail-under': { type: 'string' },
        baseline: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string', multiple: true },
        html: { type: 'string' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`one page at a time, not ${positionals.join(' ')}`);
  const format = values.format;
  if (format !== undefined && !FORMATS.includes(format as OutputFormat))
    throw new UsageError(`--format must be json, md or junit, not ${JSON.stringify(format)}`);
  const pages = values.pages === undefined ? 1 : Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1 || pages > 5) throw new UsageError('--pages must be 1-5');
  return {
    target: positionals[0],
    help: values.help ?? false,
    json: values.json ?? false,
    checks: values.checks ?? false,
    static: values.static ?? false,
    pages,
    baseUrl: values['base-url'],
    failUnder: parseFailUnder(values['fail-under']),
    baseline: values.baseline,
    format: format as OutputFormat | undefined,
    htmlFile: values.html,
    outputs: (values.output ?? []).map((file) => ({ file, format: formatOfFile(file) })),
  };
}

async function main(argv: string[]): Promise<number> {
  let cli: ReturnType<typeof parseCli>;
  let baseline: Awaited<ReturnType<typeof readBaseline>> | null = null;
  try {
    cli = parseCli(argv);
    if (!cli.target || cli.help) {
      console.error(USAGE);
      return cli.target ? 0 : 2;
    }
    if (cli.baseUrl !== undefined && cli.target !== '-')
      throw new UsageError(
        '--base-url goes with - (HTML from stdin): a URL or a file is audited at its own address.',
      );
    // A baseline that cannot be used stops the run before anything is audited or written.
    if (cli.baseline !== undefined) baseline = await readBaseline(cli.baseline);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  const target = cli.target;
  const env = { ...process.env, ...(cli.static ? { RENDER_MODE: 'static' } : {}) };
  const fromStdin = target === '-';
  const isFile =
    !fromStdin &&
    (await stat(target)
      .then((s) => s.isFile())
      .catch(() => false));
  const html = fromStdin ? await readStdin() : null;
  if (html !== null && html.trim() === '') {
    console.error('stdin is empty: pipe the HTML to audit, e.g. npm run audit -- - < page.html');
    return 2;
  }
  // The limit of html in POST /scan: the same markup gets the same answer here and from the API.
  const tooLarge = html === null ? null : oversizedHtml(html, 'stdin');
  if (tooLarge) {
    console.error(`PAYLOAD_TOO_LARGE: ${tooLarge} Audit a larger page by its URL or as a file.`);
    return 2;
  }
  const served = isFile ? await serveFile(path.resolve(target)) : null;
  // A local file is served on loopback, which only the development setting may fetch.
  const config = { ...readConfig(env), ...(served ? { allowPrivateTargets: true } : {}) };
  try {
    const base = cli.baseUrl === undefined ? null : baseUrlOf(cli.baseUrl, config.allowPrivateTargets);
    const scanUrl = served ? served.url : html !== null ? (base ?? INLINE_HTML_URL) : target;
    const { audit, results, screenshots } = await auditInProcess(scanUrl, {
      config,
      env,
      pages: cli.pages,
      localFile: served !== null,
      screenshots: cli.htmlFile !== undefined,
      document:
        html === null ? undefined : { html, allowedOrigin: base === null ? null : new URL(base).origin },
    });
    if (cli.htmlFile !== undefined) {
      const shown = { ...audit, url: isFile ? target : audit.url };
      const input = await reportInputOfAudit(shown, results, screenshots, new Date());
      await writeFile(cli.htmlFile, renderReportPage(input));
    }
    const checks = checkTable(results);
    const label = fromStdin ? `HTML from stdin at ${scanUrl}` : target;
    const gated = cli.failUnder !== null || baseline !== null;
    const gate = evaluateGate(audit, checks, { failUnder: cli.failUnder, baseline });
    const render = (format: OutputFormat): string => {
      if (format === 'md') return markdownReport(audit, gate, label);
      if (format === 'junit') return junitReport(audit, gate, label);
      return `${JSON.stringify(
        { ...audit, url: isFile ? target : audit.url, checks, ...(gated ? { gate } : {}) },
        null,
        2,
      )}\n`;
    };
    for (const out of cli.outputs) await writeFile(out.file, render(out.format));
    const text = cli.format
      ? render(cli.format)
      : cli.json
        ? render('json')
        : summaryText(audit, label) + (cli.checks ? checksText(checks) : '') + (gated ? gateText(gate) : '');
    // Wait for the pipe to take all of it: process.exit would cut a large audit short.
    await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
    if (gated && !gate.passed) console.error(`Gate failed: ${gate.reasons.join('; ')}`);
    return gate.passed ? 0 : 1;
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

/** The normalized --base-url, or its INVALID_URL naming the option, as POST /scan names base_url. */
function baseUrlOf(raw: string, allowPrivate: boolean): string {
  try {
    return parseTargetUrl(raw, { allowPrivate }).url;
  } catch (err) {
    if (err instanceof ServiceError) throw new ServiceError(err.code, `--base-url: ${err.message}`);
    throw err;
  }
}

/** The gate's verdict after the summary. */
function gateText(gate: GateResult): string {
  const lines = ['', gate.passed ? 'Gate: passed' : `Gate: FAILED (${gate.reasons.join('; ')})`];
  const cmp = gate.comparison;
  if (cmp)
    lines.push(
      `Against ${gate.baseline}: score ${cmp.score_delta >= 0 ? '+' : ''}${cmp.score_delta}, ${cmp.counts.new} new, ${cmp.counts.resolved} resolved, ${cmp.counts.unchanged} unchanged findings`,
    );
  return `${lines.join('\n')}\n`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
