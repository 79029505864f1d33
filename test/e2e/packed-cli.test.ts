import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CORPUS_DIR } from '../support/corpus.js';
import { REPO, repoEnv, runInRepo } from '../support/npm-start.js';

// Issue 26.2 and 26.3: the CLI as a package. `npm pack` builds it (prepack) into a tarball of
// built JavaScript; `npx ./<tarball> audit ...` installs it like any package (its one runtime
// dependency, the browser, from the npm cache or the registry) and runs it, with no tsx and none
// of the repository's node_modules. It audits a corpus page with a config file, renders it in
// Chromium, writes SARIF that validates against the SARIF 2.1.0 schema, and exits 1 on an error
// budget.

let dir: string;
let tarball: string;
let npxCache: string;
let npxBefore: Set<string>;

const env = () => {
  // Nothing of the repository on PATH but its Node: the package brings what it runs.
  const node = path.dirname(process.execPath);
  return { ...repoEnv(), PATH: `${node}${path.delimiter}${process.env.PATH ?? ''}` };
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'packed-cli-'));
  const cache = execFileSync('npm', ['config', 'get', 'cache'], { env: repoEnv(), encoding: 'utf8' }).trim();
  npxCache = path.join(cache, '_npx');
  // a machine that never ran npx has no such folder yet
  npxBefore = new Set(existsSync(npxCache) ? readdirSync(npxCache) : []);
  const pack = await runInRepo('npm', ['pack', '--pack-destination', dir], repoEnv());
  expect(pack.code, pack.stderr).toBe(0);
  tarball = readdirSync(dir).find((f) => /^conversion-audit-.*\.tgz$/.test(f))!;
  expect(tarball).toBeDefined();
}, 300_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  // The install npx made for this tarball: one folder of its cache, never used again.
  for (const name of npxCache && existsSync(npxCache) ? readdirSync(npxCache) : [])
    if (!npxBefore.has(name)) await rm(path.join(npxCache, name), { recursive: true, force: true });
});

describe('npm pack, then npx ./conversion-audit-*.tgz', () => {
  it('holds built JavaScript only, with the bin entry and no TypeScript', () => {
    const files = execFileSync('tar', ['-tzf', path.join(dir, tarball)], { encoding: 'utf8' }).split('\n');
    expect(files).toContain('package/dist/cli/main.mjs');
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    const pkg = JSON.parse(
      execFileSync('tar', ['-xzOf', path.join(dir, tarball), 'package/package.json'], { encoding: 'utf8' }),
    ) as { bin: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.bin).toEqual({ 'conversion-audit': 'dist/cli/main.mjs' });
    // what the bundle cannot hold: the browser, and the spelling dictionaries it reads as files
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      '@cspell/dict-de-de',
      '@cspell/dict-en-gb-mit',
      '@cspell/dict-en_us',
      '@cspell/dict-es-es',
      '@cspell/dict-fr-fr',
      '@sparticuz/chromium',
    ]);
  });

  it('audits a corpus page with a config file, writes valid SARIF and exits 1 on an error budget', async () => {
    const page = path.join(dir, 'page.html');
    await writeFile(page, await readFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html')));
    const config = path.join(dir, 'conversion-audit.json');
    await writeFile(
      config,
      JSON.stringify({
        pages: ['page.html'],
        budgets: {
          dimensions: { trust: { min: 99, level: 'error' } },
          findings: { severity: 'critical', level: 'warn' },
        },
      }),
    );
    const sarifFile = path.join(dir, 'audit.sarif');
    let run: { code: number; stdout: string; stderr: string };
    try {
      const stdout = execFileSync(
        'npx',
        ['--yes', '--prefer-offline', `./${tarball}`, 'audit', '--config', config, '--output', sarifFile],
        { cwd: dir, env: env(), encoding: 'utf8', timeout: 280_000, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      run = { code: 0, stdout, stderr: '' };
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string };
      run = { code: e.status, stdout: e.stdout, stderr: e.stderr };
    }
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^Audit of page\.html\nScore \d+\/100/);
    expect(run.stderr).toMatch(/Gate failed: Trust & social proof scores \d+, under its budget of 99/);
    const sarif = JSON.parse(await readFile(sarifFile, 'utf8')) as {
      runs: {
        results: {
          ruleId: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
      $schema: string;
    };
    const schema = JSON.parse(
      readFileSync(
        path.join(REPO, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const ajv = new Ajv04.default({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('page.html');
  }, 300_000);
});

describe('the GitHub Action of the repository (action.yml)', () => {
  it('its Audit step runs the packed CLI as written and leaves JSON, JUnit, SARIF and the job summary', async () => {
    const action = parse(readFileSync(path.join(REPO, 'action.yml'), 'utf8')) as {
      runs: { using: string; steps: { id?: string; run?: string; env?: Record<string, string> }[] };
    };
    expect(action.runs.using).toBe('composite');
    const step = action.runs.steps.find((s) => s.id === 'audit')!;
    // What the runner does before the step: the tarball where "Pack the CLI" puts it.
    const runner = path.join(dir, 'runner');
    await mkdir(path.join(runner, 'conversion-audit-cli'), { recursive: true });
    await copyFile(path.join(dir, tarball), path.join(runner, 'conversion-audit-cli', tarball));
    const work = path.join(dir, 'workspace');
    await mkdir(work);
    await copyFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), path.join(work, 'index.html'));
    const files = { output: path.join(dir, 'github-output'), summary: path.join(dir, 'summary.md') };
    const inputs: Record<string, string> = {
      INPUT_PAGES: 'index.html',
      INPUT_CONFIG: '',
      INPUT_BASELINE: '',
      INPUT_FAIL_UNDER: '10',
      INPUT_ARGS: '--static --fail-on none',
      INPUT_OUTPUT_DIR: 'conversion-audit',
    };
    expect(Object.keys(step.env ?? {}).sort()).toEqual(Object.keys(inputs).sort());
    let code = 0;
    try {
      execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
        cwd: work,
        env: {
          ...env(),
          ...inputs,
          RUNNER_TEMP: runner,
          GITHUB_OUTPUT: files.output,
          GITHUB_STEP_SUMMARY: files.summary,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 280_000,
      });
    } catch (err) {
      code = (err as { status: number }).status;
    }
    expect(code).toBe(0);
    expect(await readFile(files.summary, 'utf8')).toMatch(/^## ✅ Conversion audit: index\.html/);
    expect(await readFile(files.output, 'utf8')).toBe(
      'json=conversion-audit/audit.json\njunit=conversion-audit/audit.xml\nsarif=conversion-audit/audit.sarif\n',
    );
    const record = JSON.parse(await readFile(path.join(work, 'conversion-audit/audit.json'), 'utf8')) as {
      url: string;
      gate: { passed: boolean };
    };
    expect(record).toMatchObject({ url: 'index.html', gate: { passed: true } });
    expect(await readFile(path.join(work, 'conversion-audit/audit.xml'), 'utf8')).toMatch(/^<\?xml/);
    expect(JSON.parse(await readFile(path.join(work, 'conversion-audit/audit.sarif'), 'utf8'))).toMatchObject(
      {
        version: '2.1.0',
      },
    );
  }, 300_000);
});
