import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';
import { REPO, repoEnv, runInRepo, startService, type ServiceProcess } from '../support/npm-start.js';

/**
 * Issue 16: "one short section per integration with a command that works as written". The
 * commands are read from README.md and docs/ci.md, not copied here, and run with bash against
 * `npm start` started with the README's own settings. What differs, and only that, is where things
 * live on a shared test machine: the service listens on a free port instead of 3000, the corpus
 * pages are served on a free port instead of `python3 -m http.server 8765` (the same folder), the
 * files the commands write go to a temporary folder instead of the working tree, and scans read
 * pages statically (RENDER_MODE=static) to spare the browser. Every substitution must find what it
 * replaces, so a README that stops saying it fails here.
 */

const README = readFileSync(path.join(REPO, 'README.md'), 'utf8');
const CI_DOC = readFileSync(path.join(REPO, 'docs/ci.md'), 'utf8');
const hasTools = ['bash', 'curl', 'jq'].every((t) => spawnSync('which', [t]).status === 0);

/** The text of a `## ` section, from its heading to the next one. */
function section(doc: string, heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The fenced code blocks of one language in a piece of Markdown. */
function blocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]);
}

/** Replaces every [from, to]; each `from` must occur. */
function substitute(script: string, pairs: [string | RegExp, string][]): string {
  let out = script;
  for (const [from, to] of pairs) {
    // search() always starts at 0, whatever a global pattern's lastIndex says.
    const found = typeof from === 'string' ? out.includes(from) : out.search(from) >= 0;
    if (!found) throw new Error(`the command no longer says ${String(from)}:\n${script}`);
    out = typeof from === 'string' ? out.split(from).join(to) : out.replace(from, to);
  }
  return out;
}

/** What git sees changed in the working tree (the README's commands must leave it as it was). */
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: REPO, encoding: 'utf8' })
    .stdout;

/** A script run by bash in the repository, as a reader pastes it into a terminal. */
const bash = (script: string, env: Record<string, string> = {}) =>
  runInRepo('bash', ['-e', '-o', 'pipefail', '-c', script], repoEnv(env));

/** The first JSON object of a line of output (curl prints one without a newline). */
function firstJson(stdout: string): Record<string, unknown> {
  const line = stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`no JSON in:\n${stdout}`);
  return JSON.parse(line.slice(0, line.lastIndexOf('}') + 1)) as Record<string, unknown>;
}

let service: ServiceProcess;
let corpus: LocalServer;
let work: string;
let key: string;
/** The README's service address (localhost:3000) and page server (127.0.0.1:8765) made local. */
let local: [string | RegExp, string][];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'readme-commands-'));
  corpus = await serveCorpus();
  // The start command of the README's first block: its settings, on a free port and a fresh DATA_DIR.
  const start = /^npm ci && ((?:[A-Z_]+=\S+ )+)npm start/m.exec(blocks(README, 'sh')[0]);
  if (!start) throw new Error('the first block of README.md no longer starts the service');
  const settings = Object.fromEntries(
    start[1]
      .trim()
      .split(/\s+/)
      .map((kv) => kv.split('=', 2)),
  );
  key = settings.SEED_API_KEY;
  service = await startService({ ...settings, DATA_DIR: path.join(work, 'data'), RENDER_MODE: 'static' });
  const port = new URL(service.url).port;
  local = [
    [/localhost:3000|127\.0\.0\.1:3000/g, `127.0.0.1:${port}`],
    [/http:\/\/127\.0\.0\.1:8765/g, corpus.origin],
  ];
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await corpus?.close();
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

/** The script of a README section's sh blocks, with the addresses of this run. */
function readmeScript(heading: string, extra: [string | RegExp, string][] = []): string {
  const script = blocks(section(README, heading), 'sh')
    .join('\n')
    .split('\n')
    // The test serves that folder itself (corpus), on a port of its own.
    .filter((line) => !/python3 -m http\.server 8765/.test(line))
    .join('\n');
  const subs = [...local, ...extra].filter(([from]) =>
    typeof from === 'string' ? script.includes(from) : script.search(from) >= 0,
  );
  return substitute(script, subs);
}

describe.runIf(hasTools)('the commands of README.md, against npm start', () => {
  it('"Call the API": scans a corpus page through curl', async () => {
    const script = readmeScript('Call the API');
    expect(script).toContain('curl');
    const run = await bash(script);
    expect(run.code, run.stderr).toBe(0);
    const body = firstJson(run.stdout);
    expect(body.url).toBe(corpus.at('/saas/agilezen-home.html'));
    expect(body.findings).toHaveLength(3);
  }, 120_000);

  it('"Audit raw HTML": jq | curl posts the markup, and the CLI reads it from stdin', async () => {
    const run = await bash(readmeScript('Audit raw HTML'));
    expect(run.code, run.stderr).toBe(0);
    const body = firstJson(run.stdout);
    expect(body).toMatchObject({ url: 'https://inline-html.invalid/', cache_hit: false });
    expect(body.findings).toHaveLength(3);
    expect(run.stdout).toMatch(
      /Audit of HTML from stdin at https:\/\/inline-html\.invalid\/\nScore \d+\/100/,
    );
  }, 120_000);

  it('"Compare two scans": compares the two latest scans of the key', async () => {
    const run = await bash(readmeScript('Compare two scans'));
    expect(run.code, run.stderr).toBe(0);
    const cmp = firstJson(run.stdout) as {
      base: { url: string };
      head: { url: string };
      score_delta: number;
    };
    // The two scans of the sections above: the page by URL, then its markup.
    expect(cmp.base.url).toBe(corpus.at('/saas/agilezen-home.html'));
    expect(cmp.head.url).toBe('https://inline-html.invalid/');
    expect(typeof cmp.score_delta).toBe('number');
    // Issue 26.4: the URL and its markup are one page (its canonical address), so their findings
    // match (on 9b711e2: 0 unchanged, every finding resolved and new).
    const counts = (cmp as unknown as { counts: { unchanged: number; new: number } }).counts;
    expect(counts.unchanged, JSON.stringify(counts)).toBeGreaterThan(10);
  }, 60_000);

  it('"A CI gate": writes a baseline, passes the gate against it and runs the config, writing nothing here', async () => {
    const before = gitStatus();
    const run = await bash(`${readmeScript('A CI gate')}\necho "OUT=$out"`);
    expect(run.code, run.stderr).toBe(0);
    const out = /^OUT=(.+)$/m.exec(run.stdout)![1];
    const audit = JSON.parse(await readFile(path.join(out, 'baseline.json'), 'utf8')) as {
      score: number;
      checks: unknown[];
    };
    expect(audit.checks).toHaveLength(316);
    expect(run.stdout).toContain('The gate passed.');
    expect(run.stdout).toContain('0 new, 0 resolved');
    expect(JSON.parse(await readFile(path.join(out, 'audit.sarif'), 'utf8'))).toMatchObject({
      version: '2.1.0',
    });
    // Following the README leaves the working tree as it was (prettier --check still passes).
    expect(gitStatus()).toBe(before);
    await rm(out, { recursive: true, force: true });
  }, 240_000);

  it('"Audit a page from the command line": every command runs', async () => {
    const before = gitStatus();
    const script = readmeScript('Audit a page from the command line', [
      ['https://example.com', corpus.at('/saas/agilezen-home.html')],
    ]);
    const run = await bash(script, { ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.match(/^Score \d+\/100/gm)).toHaveLength(4);
    expect(run.stdout).toMatch(/^316 checks: \d+ pass/m);
    expect(run.stdout).toMatch(/^Usage: conversion-audit audit /m);
    expect(gitStatus()).toBe(before);
  }, 240_000);

  it('"A typed client": the sync-scan example prints the score and the findings', async () => {
    const run = await bash(readmeScript('A typed client: `clients/typescript`'));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^${corpus.at('/saas/agilezen-home.html').replace(/\./g, '\\.')}: \\d+/100 \\(\\w+\\)\\n  1\\. \\[`,
      ),
    );
  }, 120_000);

  it('"Agents": the MCP client configuration starts the server, which calls the service with the key', async () => {
    const config = JSON.parse(blocks(section(README, 'Agents: `npm run mcp`'), 'json')[0]) as {
      mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
    };
    const server = config.mcpServers['conversion-audit'];
    expect(server.env.AUDIT_API_KEY).toBe(key);
    const transport = new StdioClientTransport({
      command: server.command,
      args: server.args.map((a) => (a === '/path/to/this/repo' ? REPO : a)),
      env: {
        ...(repoEnv() as Record<string, string>),
        ...server.env,
        AUDIT_API_URL: substitute(server.env.AUDIT_API_URL, local.slice(0, 1)),
      },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'readme-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        'audit_page',
        'compare_scans',
        'create_share_link',
        'get_report',
        'get_scan',
        'get_scan_checks',
        'list_checks',
        'revoke_share_link',
      ]);
      const listed = (await fetch(`${service.url}/api/v1/scans?limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      }).then((r) => r.json())) as { data: { scan_id: string }[] };
      const got = (await client.callTool({
        name: 'get_scan',
        arguments: { scan_id: listed.data[0].scan_id },
      })) as {
        isError?: boolean;
        content: { text: string }[];
        structuredContent?: unknown;
      };
      expect(got.isError ?? false, got.content[0].text).toBe(false);
      expect(JSON.parse(got.content[0].text)).toMatchObject({
        scan_id: listed.data[0].scan_id,
        status: 'completed',
      });
      expect(got.structuredContent).toEqual(JSON.parse(got.content[0].text));
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe.runIf(hasTools)('the commands of docs/ci.md that run off GitHub', () => {
  const page = '/saas/agilezen-home.html';
  // A preview on this machine is a loopback address, which only the development setting may audit.
  const env = () => ({
    ALLOW_PRIVATE_TARGETS: '1',
    RENDER_MODE: 'static',
    PAGE_PATH: page,
    GITHUB_STEP_SUMMARY: path.join(work, 'summary.md'),
  });

  /** The `run:` of a named step of the workflow, as bash gets it. */
  function step(name: string): string {
    const yaml = blocks(CI_DOC, 'yaml').find((b) => b.includes('- name: Audit production (baseline)'))!;
    const at = yaml.indexOf(`- name: ${name}\n`);
    if (at < 0) throw new Error(`the workflow has no step "${name}"`);
    const rest = yaml.slice(at).split('\n');
    const runAt = rest.findIndex((l) => /^\s+run: /.test(l));
    const first = rest[runAt].replace(/^\s+run: /, '');
    if (first !== '|') return first;
    const indent = /^\s*/.exec(rest[runAt + 1])![0];
    const body: string[] = [];
    for (const line of rest.slice(runAt + 1)) {
      if (!line.startsWith(indent)) break;
      body.push(line.slice(indent.length));
    }
    return body.join('\n');
  }

  it('audits "production" into the baseline, then the "preview" against it, with summary, JSON and JUnit', async () => {
    const files: [RegExp, string][] = [
      [/\bbaseline\.json\b/g, path.join(work, 'ci-baseline.json')],
      [/\baudit\.json\b/g, path.join(work, 'ci-audit.json')],
      [/\baudit\.xml\b/g, path.join(work, 'ci-audit.xml')],
    ];
    const production = substitute(step('Audit production (baseline)'), [
      ['https://www.example.com', corpus.origin],
      files[0],
    ]);
    const first = await bash(production, env());
    expect(first.code, first.stderr).toBe(0);
    const baseline = JSON.parse(await readFile(path.join(work, 'ci-baseline.json'), 'utf8')) as {
      url: string;
    };
    expect(baseline.url).toBe(corpus.at(page));

    const preview = substitute(step('Audit the preview against it'), [
      ['${{ github.event.deployment_status.target_url }}', corpus.origin],
      ...files,
    ]);
    const second = await bash(preview, env());
    const audit = JSON.parse(await readFile(path.join(work, 'ci-audit.json'), 'utf8')) as {
      score: number;
      gate: { passed: boolean; comparison: { counts: { new: number } } };
    };
    // The same page against its own baseline: nothing new, so only the bar of 70 can fail it.
    expect(audit.gate.comparison.counts.new).toBe(0);
    expect(audit.gate.passed).toBe(audit.score >= 70);
    expect(second.code, second.stderr).toBe(audit.score >= 70 ? 0 : 1);
    expect(await readFile(path.join(work, 'ci-audit.xml'), 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuite/);
    const summary = await readFile(path.join(work, 'summary.md'), 'utf8');
    expect(summary.match(/^## .*Conversion audit: /gm)).toHaveLength(2);
  }, 180_000);

  it('audits a built page piped on stdin at the preview address', async () => {
    const line = CI_DOC.split('\n').find((l) => l.includes('--base-url "$PREVIEW_URL"'));
    const command = /`(npm run [^`]+)`/.exec(line ?? '')?.[1];
    expect(command).toBeDefined();
    const run = await bash(
      substitute(command!, [['dist/pricing/index.html', `../shared/corpus/pages${page}`]]),
      { ...env(), PREVIEW_URL: corpus.at(page) },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Audit of HTML from stdin at ${corpus.at(page)}`);
  }, 120_000);
});
