import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../lib/engine/checks/registry.js';
import { scanCheckSchema } from '../../lib/api/scan-checks-schema.js';
import { runCli } from '../support/cli.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { REPO, repoEnv } from '../support/npm-start.js';

const hasScript = spawnSync('which', ['script']).status === 0;

function withoutCi(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { CI: _ci, ...rest } = env;
  return rest;
}

async function audit(...args: string[]) {
  const run = await runCli(args);
  if (run.code !== 0) throw Object.assign(new Error(run.stderr), run);
  return run;
}

describe('npm run audit', () => {
  it('audits a corpus page and prints its score, verdict and findings with evidence', async () => {
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/ecommerce/wellca-shampoo-pdp.html'),
      '--static',
    );
    expect(stdout).toMatch(/^Score (\d{1,3})\/100 \((excellent|good|fair|poor|critical)\)/m);
    expect(stdout).toMatch(/industry ecommerce/);
    expect(stdout).toMatch(/evidence: /);
    expect(stdout).not.toMatch(/\bat null\b/);
  }, 180_000);

  it('prints the audit as JSON with --json, and every check under checks with --json --checks', async () => {
    const plain = JSON.parse(
      (await audit(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), '--static', '--json')).stdout,
    ) as Record<string, unknown>;
    expect(plain.score).toEqual(expect.any(Number));
    expect(plain).not.toHaveProperty('checks');
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'),
      '--static',
      '--json',
      '--checks',
    );
    const report = JSON.parse(stdout) as {
      score: number;
      findings: { check_id: string; check_ids: string[] }[];
      findings_summary: number;
      dimensions: unknown[];
      checks: Record<string, unknown>[];
    };
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.dimensions).toHaveLength(8);
    expect(report.findings.length).toBeGreaterThan(0);
    // A file served on 127.0.0.1 is a draft: nothing about its HTTPS, headers or speed.
    const served = new Set(
      CHECKS.filter((c) => c.uses?.includes('transport') || c.uses?.includes('timing')).map((c) => c.id),
    );
    expect(report.findings.filter((f) => f.check_ids.some((id) => served.has(id)))).toEqual([]);
    // The same items GET /scans/{id}/checks serves, validated by the schema the OpenAPI document uses.
    expect(report.checks).toHaveLength(316);
    for (const c of report.checks) expect(scanCheckSchema.strict().safeParse(c).error).toBeUndefined();
    const failed = report.checks.filter((c) => c.status === 'fail').map((c) => c.id);
    expect(failed.length).toBeGreaterThanOrEqual(report.findings_summary);
    expect(failed).toEqual(expect.arrayContaining(report.findings.flatMap((f) => f.check_ids)));
  }, 180_000);

  it('prints every check with --checks: one line each by group, observed value or reason, counts last', async () => {
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/ecommerce/wellca-shampoo-pdp.html'),
      '--static',
      '--checks',
    );
    expect(stdout).toMatch(/^Score \d{1,3}\/100/m);
    const table = stdout.slice(stdout.indexOf('All checks:'));
    const rows = table.split('\n').filter((l) => /^ {2}[A-Z]+_\d{3} /.test(l));
    expect(rows).toHaveLength(316);
    expect(table).toMatch(/^Hero Section \(\d+\):$/m);
    expect(table).toMatch(/^Universal & Cross-Vertical \(\d+\):$/m);
    // A static scan leaves the render-only checks not applicable, and says why.
    expect(table).toMatch(/^ {2}[A-Z]+_\d{3} +not_applicable +.+ — needs a rendered page/m);
    expect(rows.some((r) => / fail +.+ — /.test(r))).toBe(true);
    const counts = /^316 checks: (\d+) pass, (\d+) fail, (\d+) not applicable, (\d+) error$/m.exec(table);
    expect(counts).not.toBeNull();
    const sum = counts!.slice(1).reduce((a, n) => a + Number(n), 0);
    expect(sum).toBe(316);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(counts![0]);
  }, 180_000);

  it('says what is wrong and exits 3 for a page it cannot audit, 2 for a URL it refuses', async () => {
    const down = await runCli(['http://127.0.0.1:9/nothing-listens-here', '--static'], {
      env: { ALLOW_PRIVATE_TARGETS: '1' },
    });
    expect(down.code, down.stderr).toBe(3);
    expect(down.stderr).toMatch(/^EXTRACTION_FAILED: /m);
    const refused = await runCli(['http://127.0.0.1:9/nothing-listens-here', '--static'], {
      env: { ALLOW_PRIVATE_TARGETS: '' },
    });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/^INVALID_URL: /m);
  }, 180_000);

  it('says a missing file is a missing file (exit 2), not an invalid URL', async () => {
    const run = await runCli(['./no-such-page.html']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^\.\/no-such-page\.html: no such file/);
    expect(run.stderr).not.toMatch(/INVALID_URL/);
    const nested = await runCli(['site/missing/index.html']);
    expect(nested.code).toBe(2);
    expect(nested.stderr).toMatch(/no such file/);
  }, 120_000);

  it('answers --help on stdout with exit 0, and no arguments with the usage on stderr and exit 2', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: conversion-audit audit /);
    expect(help.stdout).toMatch(/Exit codes: 0 passed .* 1 the gate failed, 2 usage or input error/s);
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^Usage: conversion-audit audit /);
  }, 120_000);

  it.runIf(hasScript)(
    'shows progress on stderr when it is a terminal, and never in a pipe',
    async () => {
      const page = path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');
      const dir = await mkdtemp(path.join(tmpdir(), 'audit-tty-'));
      try {
        const out = path.join(dir, 'stdout.txt');
        // script(1) gives the command a terminal; stdout goes to a file, stderr stays on the terminal.
        const tty = spawnSync(
          'script',
          [
            '-qec',
            `stty cols 120 rows 40; node tools/run.mjs cli audit '${page}' --static > '${out}'`,
            '/dev/null',
          ],
          // ora stays silent whenever CI is set (is-interactive), which is what CI logs want: the
          // terminal case is the developer's shell, so the variable is removed for it.
          { cwd: REPO, env: withoutCi(repoEnv({ TERM: 'xterm' })), encoding: 'utf8', timeout: 180_000 },
        );
        expect(tty.status, tty.stdout).toBe(0);
        expect(tty.stdout).toMatch(/Auditing .*agilezen-home\.html/);
        const summary = await readFile(out, 'utf8');
        expect(summary).toMatch(/^Audit of /);
        expect(summary).not.toMatch(/Auditing/);
        const piped = await runCli([page, '--static']);
        expect(piped.code).toBe(0);
        expect(piped.stderr).toBe('');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
