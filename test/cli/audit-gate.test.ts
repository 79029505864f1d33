import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticModel } from '../../bench/corpus.js';
import { MUTATIONS } from '../../bench/eval/mutations.js';
import { runCli } from '../support/cli.js';
import { CORPUS_DIR } from '../support/corpus.js';

// Issue 16.3: the CI gate of npm run audit on a corpus page and its mutation (every call to
// action removed). The mutated copy keeps the file name, so its page path, and with it the
// fingerprints of the findings it shares with the original, are the same.
const PAGE = path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');

let dir: string;
let mutated: string;
let baseline: string;

const audit = (...args: string[]) => runCli(args);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'audit-gate-'));
  const html = await readFile(PAGE, 'utf8');
  const model = staticModel({
    file: 'pages/saas/agilezen-home.html',
    folder: 'saas',
    name: 'agilezen-home',
    html,
  });
  await mkdir(path.join(dir, 'preview'));
  mutated = path.join(dir, 'preview', 'agilezen-home.html');
  await writeFile(mutated, MUTATIONS.find((m) => m.name === 'remove_ctas')!.apply(html, model)!);
  baseline = path.join(dir, 'baseline.json');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run audit as a CI gate', () => {
  it('writes a baseline with --format json and passes against it with the same page', async () => {
    const first = await audit(PAGE, '--static', '--format', 'json');
    expect(first.code).toBe(0);
    await writeFile(baseline, first.stdout);
    const report = JSON.parse(first.stdout) as { score: number; findings: { fingerprint: string }[] };
    expect(report.findings.every((f) => /^fp_[0-9a-f]{16}$/.test(f.fingerprint))).toBe(true);

    const junit = path.join(dir, 'same.xml');
    const same = await audit(
      PAGE,
      '--static',
      '--baseline',
      baseline,
      '--fail-under',
      '10',
      '--output',
      junit,
      '--format',
      'md',
    );
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^## ✅ Conversion audit: /);
    expect(same.stdout, same.stdout).toMatch(/0 new, 0 resolved, \d+ unchanged findings/);
    expect(await readFile(junit, 'utf8')).toMatch(
      /<testsuites name="conversion audit" tests="\d+" failures="0">/,
    );
  }, 120_000);

  it('fails (exit 1) on the mutation: a new critical finding, in Markdown and JUnit', async () => {
    const md = path.join(dir, 'summary.md');
    const res = await audit(mutated, '--static', '--baseline', baseline, '--format', 'junit', '--output', md);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /Gate failed: \d+ new findings? of severity high or worse against the baseline: .*CTA_001 \(critical\)/,
    );
    expect(res.stdout).toMatch(/<failure message="new critical finding against the baseline">/);
    expect(res.stdout).toMatch(/failures="[1-9]\d*"/);
    const summary = await readFile(md, 'utf8');
    expect(summary).toMatch(/^## ❌ Conversion audit: /);
    expect(summary).toMatch(/\*\*New\*\*[\s\S]*\| critical \| CTA_001/);
    expect(summary).toMatch(/\| primary_cta \|/);
  }, 120_000);

  it('fails (exit 1) when the score is below --fail-under', async () => {
    const res = await audit(PAGE, '--static', '--fail-under', '100');
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/Gate: FAILED \(score \d+ is below the bar of 100[;)]/);
  }, 120_000);

  it('stops with a clear error (exit 2) and writes nothing for an unknown baseline or a bad bar', async () => {
    const out = path.join(dir, 'never.json');
    const missing = await audit(PAGE, '--static', '--baseline', path.join(dir, 'nope.json'), '--output', out);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^--baseline .*nope\.json: no such file/);
    expect(existsSync(out)).toBe(false);
    await writeFile(path.join(dir, 'bad.json'), '{"hello": 1}');
    const bad = await audit(PAGE, '--baseline', path.join(dir, 'bad.json'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not an audit/);
    const bar = await audit(PAGE, '--fail-under', 'seventy');
    expect(bar.code).toBe(2);
    expect(bar.stderr).toMatch(/^--fail-under must be a score 0-100/);
    const format = await audit(PAGE, '--format', 'html');
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/^--format must be json, md, junit or sarif/);
  }, 120_000);
});
