import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { readConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { closeBrowser } from '../engine/acquire/render.js';
import type { FullAudit } from '../engine/report/types.js';
import { auditInProcess } from '../scans/audit-in-process.js';

const USAGE = `Usage: npm run audit -- <url | path/to/page.html> [--json] [--static] [--pages N]

Runs the scan pipeline in this process and prints a summary (or the full JSON audit with --json).
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
      const ev = f.evidence[0];
      const seen = ev ? (ev.absent ? `absent: ${ev.absent}` : `"${ev.quote}" at ${ev.selector}`) : '';
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

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => !a.startsWith('--'));
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const pagesIdx = argv.indexOf('--pages');
  const pages = pagesIdx >= 0 ? Number(argv[pagesIdx + 1]) : 1;
  const target = args.find((a, i) => argv[i - 1] !== '--pages' && a !== String(pages)) ?? args[0];
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
    const audit = await auditInProcess(served ? served.url : target, {
      config,
      env,
      pages,
      localFile: served !== null,
    });
    const text = flags.has('--json')
      ? `${JSON.stringify({ ...audit, url: isFile ? target : audit.url }, null, 2)}\n`
      : summaryText(audit, target);
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
