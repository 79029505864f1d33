import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../lib/engine/checks/registry.js';
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
  });

  it('prints the full audit as JSON with --json', async () => {
    const { stdout } = await audit(
      path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'),
      '--static',
      '--json',
    );
    const report = JSON.parse(stdout) as {
      score: number;
      findings: { check_id: string }[];
      dimensions: unknown[];
    };
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.dimensions).toHaveLength(8);
    expect(report.findings.length).toBeGreaterThan(0);
    // A file served on 127.0.0.1 is a draft: nothing about its HTTPS, headers or speed.
    const served = new Set(
      CHECKS.filter((c) => c.uses?.includes('transport') || c.uses?.includes('timing')).map((c) => c.id),
    );
    expect(report.findings.filter((f) => served.has(f.check_id))).toEqual([]);
  });

  it('says what is wrong and exits non-zero for a page it cannot audit', async () => {
    const err = await audit('http://127.0.0.1:9/nothing-listens-here', '--static').catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toMatch(/^(INVALID_URL|EXTRACTION_FAILED): /m);
  });
});
