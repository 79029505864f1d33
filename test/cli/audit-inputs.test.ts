import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { REPO } from '../support/npm-start.js';

/* eslint-disable no-control-regex -- the point of these tests is control characters */
// Issue 25.6: every input of the CI gate is checked before anything is audited, exit codes are
// distinct, and every format carries hostile page text safely. Issue 26.3: SARIF 2.1.0 that
// validates against the schema, JUnit that fails critical/high findings without a baseline, and
// the config file (pages, runs, budgets at warn or error, an ignore list with reasons).

const PAGE = path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');
const OTHER = path.join(CORPUS_DIR, 'pages/ecommerce/wellca-shampoo-pdp.html');
let dir: string;
let hostile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'audit-inputs-'));
  hostile = path.join(dir, 'hostile.html');
  // Control characters (BEL, ESC of a terminal colour, vertical tab, NUL-adjacent bytes, C1), an
  // XML-breaking sequence and bidi overrides in the text a finding quotes.
  const nasty = 'Get \u0001paid\u0007 \u001b[31mfast\u001b[0m \u000b\u0085 ]]></failure><x a="&\u202e';
  await writeFile(
    hostile,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${nasty} title</title></head>
<body><h1>${nasty} headline</h1><p>${nasty} words for the audit to read, a few more of them.</p>
<form><input placeholder="${nasty} email"><button>Go</button></form></body></html>`,
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const MALFORMED_BASELINES = [
  '{"score":50,"findings":[null],"dimensions":[]}',
  '{"score":"50","findings":[],"dimensions":[]}',
  '{"score":50,"findings":[{}],"dimensions":[]}',
  '{"score":50,"findings":[],"dimensions":[null]}',
  '{"url":5,"score":50,"findings":[],"dimensions":[],"scan_meta":{"duration_ms":1}}',
  '[]',
  'null',
  '"an audit"',
  '{"url":"https://e.com/","score":50,"findings":[{"check_id":"CTA_001","check_ids":"CTA_001","title":"x","severity":"high","dimension":"d","priority":1,"evidence":[]}],"dimensions":[],"scan_meta":{"duration_ms":1}}',
  '{"url":"https://e.com/","score":50,"findings":[{"check_id":"CTA_001","check_ids":["CTA_001"],"title":"x","severity":"high","dimension":"d","priority":1,"evidence":null}],"dimensions":[],"scan_meta":{"duration_ms":1}}',
  '{"url":"https://e.com/","score":50,"findings":[{"check_id":"CTA_001","check_ids":["CTA_001"],"title":"x","severity":"urgent","dimension":"d","priority":1,"evidence":[]}],"dimensions":[],"scan_meta":{"duration_ms":1}}',
  '{"pages":[]}',
  '{"pages":[{"score":50}]}',
  '{"url":"https://e.com/","score":150,"findings":[],"dimensions":[],"scan_meta":{"duration_ms":1}}',
  '{"url":"https://e.com/","score":50,"findings":[],"dimensions":[],"scan_meta":{"duration_ms":1},"checks":"all"}',
];

describe('inputs are checked before anything is audited (exit 2, nothing written)', () => {
  it('refuses each malformed baseline with what is wrong, never a stack trace', async () => {
    const out = path.join(dir, 'never.json');
    for (const [i, text] of MALFORMED_BASELINES.entries()) {
      const file = path.join(dir, `bad-${i}.json`);
      await writeFile(file, text);
      const run = await runCli([PAGE, '--static', '--baseline', file, '--output', out]);
      expect([text, run.code]).toEqual([text, 2]);
      expect(run.stderr).toMatch(/^--baseline .*: not an audit; pass the --format json output/);
      expect(run.stderr).not.toMatch(/TypeError|\n\s+at /);
      expect(run.stdout).toBe('');
      expect(existsSync(out)).toBe(false);
    }
  }, 240_000);

  it('refuses --output and --html into a missing folder or onto a folder before auditing', async () => {
    const cases: [string[], RegExp][] = [
      [['--output', path.join(dir, 'missing', 'audit.json')], /^--output .*: the folder .* does not exist/],
      [['--output', `${dir}/`], /^--output .*: name it .json, .md, .xml \(JUnit\) or .sarif/],
      [['--html', path.join(dir, 'missing', 'report.html')], /^--html .*: the folder .* does not exist/],
    ];
    await mkdir(path.join(dir, 'a-folder.json'));
    cases.push([['--output', path.join(dir, 'a-folder.json')], /^--output .*a-folder\.json: is a folder/]);
    for (const [args, message] of cases) {
      const run = await runCli([PAGE, '--static', ...args]);
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
  }, 120_000);

  it('refuses a config that is not valid or names what does not exist', async () => {
    const bad = path.join(dir, 'bad-config.json');
    await writeFile(bad, JSON.stringify({ pages: [PAGE], budgets: { score: { min: 'high' } }, extra: 1 }));
    const shape = await runCli(['--config', bad]);
    expect(shape.code).toBe(2);
    expect(shape.stderr).toMatch(/--config .*: not a valid config/);
    expect(shape.stderr).toMatch(/budgets\.score\.min/);
    const unknown = path.join(dir, 'unknown-config.json');
    await writeFile(
      unknown,
      JSON.stringify({ pages: [PAGE], static: true, budgets: { checks: { CTA_999: 'error' } } }),
    );
    const names = await runCli(['--config', unknown]);
    expect(names.code).toBe(2);
    expect(names.stderr).toMatch(/unknown check CTA_999/);
  }, 120_000);
});

/** XML 1.0 characters only, and every attribute and element well delimited. */
function assertWellFormedXml(xml: string): void {
  expect(xml).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
  // Outside tags no raw < or & that does not start a tag or an entity.
  const text = xml.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  for (const tag of xml.match(/<[^<>]*>/g) ?? [])
    expect(tag).toMatch(/^<[?/]?[\w:-]+(\s+[\w:-]+="[^"<]*")*\s*[?/]?>$/);
  const opened = (xml.match(/<(testsuites|testsuite|testcase|failure)\b[^>]*[^/]>/g) ?? []).length;
  const closed = (xml.match(/<\/(testsuites|testsuite|testcase|failure)>/g) ?? []).length;
  expect(opened).toBe(closed);
}

describe('every format carries hostile page text safely', () => {
  it('JUnit, Markdown, SARIF, JSON and the terminal summary hold no character they forbid', async () => {
    const files = { junit: 'h.xml', md: 'h.md', sarif: 'h.sarif', json: 'h.json' };
    const run = await runCli([
      hostile,
      '--static',
      '--checks',
      ...Object.values(files).flatMap((f) => ['--output', path.join(dir, f)]),
    ]);
    expect(run.code, run.stderr).toBe(0);
    // The terminal: no escape sequence, no control character of the page.
    expect(run.stdout).toContain('paid');
    expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/);
    const xml = await readFile(path.join(dir, files.junit), 'utf8');
    assertWellFormedXml(xml);
    expect(xml).toMatch(/<failure message="[^"]*">/);
    const md = await readFile(path.join(dir, files.md), 'utf8');
    expect(md).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/);
    expect(md).not.toMatch(/<\/failure>|<x /);
    for (const f of [files.sarif, files.json]) {
      const text = await readFile(path.join(dir, f), 'utf8');
      // Raw control characters never appear in JSON; escaped they round-trip.
      expect(text).not.toMatch(/[\u0000-\u001F](?<![\n])/);
      expect(() => JSON.parse(text)).not.toThrow();
    }
    const audit = JSON.parse(await readFile(path.join(dir, files.json), 'utf8')) as {
      page: { headline: { text: string } };
    };
    expect(audit.page.headline.text).toContain('\u001b[31m');
  }, 120_000);
});

describe('SARIF 2.1.0 and JUnit for CI', () => {
  it('writes SARIF that validates against the SARIF 2.1.0 schema, with catalogue rules and page locations', async () => {
    const file = path.join(dir, 'audit.sarif');
    const run = await runCli([PAGE, '--static', '--format', 'sarif', '--output', file]);
    expect(run.code, run.stderr).toBe(0);
    const sarif = JSON.parse(run.stdout) as {
      version: string;
      runs: {
        tool: {
          driver: {
            name: string;
            rules: { id: string; shortDescription: { text: string }; properties: { group: string } }[];
          };
        };
        results: {
          ruleId: string;
          level: string;
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
          }[];
          partialFingerprints: Record<string, string>;
        }[];
      }[];
    };
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(sarif);
    const schema = JSON.parse(
      readFileSync(
        path.join(REPO, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    // The schema OASIS published is draft-04.
    const ajv = new Ajv04.default({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const [r] = sarif.runs;
    expect(sarif.version).toBe('2.1.0');
    expect(r.tool.driver.name).toBe('conversion-audit');
    expect(r.results.length).toBeGreaterThan(5);
    const ruleIds = new Set(r.tool.driver.rules.map((x) => x.id));
    for (const result of r.results) {
      expect(ruleIds.has(result.ruleId)).toBe(true);
      expect(result.locations[0].physicalLocation.artifactLocation.uri).toMatch(/agilezen-home\.html$/);
      expect(result.locations[0].physicalLocation.region.startLine).toBeGreaterThanOrEqual(1);
      expect(Object.values(result.partialFingerprints)[0]).toMatch(/^fp_[0-9a-f]{16}$/);
    }
    const cta = r.tool.driver.rules.find((x) => x.id.startsWith('NARR_') || x.id.startsWith('CTA_'));
    expect(cta?.shortDescription.text.length).toBeGreaterThan(10);
    expect(cta?.properties.group).toMatch(/^[a-z_]+$/);
  }, 120_000);

  it('JUnit without a baseline fails the critical and high findings; --fail-on none passes them', async () => {
    const run = await runCli([PAGE, '--static', '--format', 'junit', '--fail-under', '10']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /<testcase classname="findings\.(critical|high)" name="[^"]+"><failure message="(critical|high) finding/,
    );
    expect(run.stderr).toMatch(/^Gate failed: \d+ findings? of severity high or worse: /);
    const lenient = await runCli([
      PAGE,
      '--static',
      '--format',
      'junit',
      '--fail-under',
      '10',
      '--fail-on',
      'none',
    ]);
    expect(lenient.code, lenient.stderr).toBe(0);
  }, 120_000);
});

describe('the config file', () => {
  it('audits its pages N times, keeps the median run, and applies budgets and the ignore list', async () => {
    const config = path.join(dir, 'audit.config.json');
    await writeFile(
      config,
      JSON.stringify({
        pages: [path.relative(dir, PAGE), path.relative(dir, OTHER)],
        runs: 3,
        static: true,
        budgets: {
          findings: { severity: 'critical', level: 'warn' },
          dimensions: { trust: { min: 99, level: 'error' } },
          groups: { hero: { max_failures: 0, level: 'warn' } },
          checks: { SEO_001: 'warn' },
        },
        ignore: [{ check: 'MOBILE_001', reason: 'the legacy page has no viewport on purpose' }],
      }),
    );
    const out = path.join(dir, 'config-run.json');
    const run = await runCli(['--config', config, '--output', out, '--format', 'md']);
    expect(run.code, run.stderr).toBe(1);
    const record = JSON.parse(await readFile(out, 'utf8')) as {
      pages: { url: string; runs: number[]; score: number }[];
      gate: { passed: boolean; reasons: string[]; warnings: string[] };
    };
    expect(record.pages).toHaveLength(2);
    for (const p of record.pages) {
      expect(p.runs).toHaveLength(3);
      expect(p.runs).toContain(p.score);
    }
    expect(record.gate.passed).toBe(false);
    expect(record.gate.reasons.join('\n')).toMatch(/Trust & social proof scores \d+, under its budget of 99/);
    expect(record.gate.warnings.join('\n')).toMatch(/Hero Section checks fail, over its budget of 0/);
    // The ignored check fails nothing and says why; no warning of the critical findings names it.
    expect(record.gate.warnings.join('\n')).not.toMatch(/MOBILE_001/);
    expect(run.stdout).toMatch(
      /\*\*Ignored by the config\*\*\n\n- MOBILE_001: the legacy page has no viewport on purpose/,
    );

    // The same pages with the trust budget at warn: warnings only, the gate passes.
    const relaxed = path.join(dir, 'relaxed.config.json');
    const cfg = JSON.parse(await readFile(config, 'utf8')) as {
      runs: number;
      budgets: { dimensions: { trust: { level: string } } };
    };
    cfg.runs = 1;
    cfg.budgets.dimensions.trust.level = 'warn';
    await writeFile(relaxed, JSON.stringify(cfg));
    const passed = await runCli(['--config', relaxed]);
    expect(passed.code, passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/^Gate: passed$/m);
    expect(passed.stdout).toMatch(/^ {2}warning: .*Trust & social proof scores/m);
  }, 300_000);
});
