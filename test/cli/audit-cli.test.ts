import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../lib/engine/checks/registry.js';
import { scanCheckSchema } from '../../lib/api/scan-checks-schema.js';
import { CORPUS_DIR } from '../support/corpus.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

async function audit(...args: string[]) {
  return run(TSX, ['lib/cli/audit.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
    timeout: 120_000,
  });
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
  });

  it('prints the full audit as JSON with --json, every check under checks', async () => {
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'),
      '--static',
      '--json',
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
    expect(report.checks).toHaveLength(315);
    for (const c of report.checks) expect(scanCheckSchema.strict().safeParse(c).error).toBeUndefined();
    const failed = report.checks.filter((c) => c.status === 'fail').map((c) => c.id);
    expect(failed.length).toBeGreaterThanOrEqual(report.findings_summary);
    expect(failed).toEqual(expect.arrayContaining(report.findings.flatMap((f) => f.check_ids)));
  });

  it('prints every check with --checks: one line each by group, observed value or reason, counts last', async () => {
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/ecommerce/wellca-shampoo-pdp.html'),
      '--static',
      '--checks',
    );
    expect(stdout).toMatch(/^Score \d{1,3}\/100/m);
    const table = stdout.slice(stdout.indexOf('All checks:'));
    const rows = table.split('\n').filter((l) => /^ {2}[A-Z]+_\d{3} /.test(l));
    expect(rows).toHaveLength(315);
    expect(table).toMatch(/^Hero Section \(\d+\):$/m);
    expect(table).toMatch(/^Universal & Cross-Vertical \(\d+\):$/m);
    // A static scan leaves the render-only checks not applicable, and says why.
    expect(table).toMatch(/^ {2}[A-Z]+_\d{3} +not_applicable +.+ — needs a rendered page/m);
    expect(rows.some((r) => / fail +.+ — /.test(r))).toBe(true);
    const counts = /^315 checks: (\d+) pass, (\d+) fail, (\d+) not applicable, (\d+) error$/m.exec(table);
    expect(counts).not.toBeNull();
    const sum = counts!.slice(1).reduce((a, n) => a + Number(n), 0);
    expect(sum).toBe(315);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(counts![0]);
  });

  it('says what is wrong and exits non-zero for a page it cannot audit', async () => {
    const err = await audit('http://127.0.0.1:9/nothing-listens-here', '--static').catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toMatch(/^(INVALID_URL|EXTRACTION_FAILED): /m);
  });
});
