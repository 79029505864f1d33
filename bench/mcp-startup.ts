/**
 * How long the MCP server takes to answer `initialize` (issue 26.5: under 2 s), and its first
 * `tools/list`, started as an MCP client starts it: a child process on stdio, driven by the SDK's
 * own client. Runs the built server (dist/mcp/main.mjs, `npm run build` first) directly with Node,
 * through tools/run.mjs (which checks the build is fresh and turns on V8's compile cache), through
 * `npm run --silent mcp` (the README's client configuration, which runs tools/run.mjs), and, for
 * comparison, from source through tsx (how it started before), alternating so that a busy machine
 * weighs on each alike. API mode (AUDIT_API_URL and AUDIT_API_KEY set, nothing listening: initialize calls
 * nothing) and local mode (the engine in-process, loaded only on the first tool call).
 *
 *   npm run bench:mcp-startup
 *   npm run bench:mcp-startup -- --runs 10 --ways node,run,npm
 *
 * Prints, per way and mode: median and max wall time from spawn to the initialize answer, and to
 * the tools/list answer. Performance is measured here only, never asserted in tests.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { median } from './corpus.js';

const REPO = path.resolve(import.meta.dirname, '..');
const BIN = path.join(REPO, 'node_modules/.bin');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '5'));

const WAYS = {
  node: { command: path.join(BIN, 'node'), args: ['dist/mcp/main.mjs'] },
  run: { command: path.join(BIN, 'node'), args: ['tools/run.mjs', 'mcp'] },
  npm: { command: 'npm', args: ['run', '--silent', '--prefix', REPO, 'mcp'] },
  tsx: { command: path.join(BIN, 'tsx'), args: ['lib/mcp/main.ts'] },
} as const;
type Way = keyof typeof WAYS;
const ways = arg('ways', 'node,run,npm,tsx').split(',') as Way[];
const MODES = {
  api: { AUDIT_API_URL: 'http://127.0.0.1:9', AUDIT_API_KEY: 'service_live_bench' },
  local: {},
} as const;
type Mode = keyof typeof MODES;

async function once(way: Way, mode: Mode): Promise<{ initialize: number; tools: number }> {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: WAYS[way].command,
    args: [...WAYS[way].args],
    cwd: REPO,
    env: { PATH: `${BIN}:${process.env.PATH}`, HOME: process.env.HOME ?? '/tmp', ...MODES[mode] },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'mcp-startup-bench', version: '1.0.0' });
  await client.connect(transport, { timeout: 120_000 });
  const initialize = performance.now() - started;
  await client.listTools();
  const tools = performance.now() - started;
  await client.close();
  return { initialize, tools };
}

if (ways.includes('node') && !existsSync(path.join(REPO, 'dist/mcp/main.mjs'))) {
  console.error('dist/mcp/main.mjs is missing: run npm run build first.');
  process.exit(2);
}
const samples = new Map<string, { initialize: number[]; tools: number[] }>();
for (let run = 0; run < RUNS; run++)
  for (const mode of Object.keys(MODES) as Mode[])
    for (const way of ways) {
      const key = `${way.padEnd(4)} ${mode.padEnd(5)}`;
      const t = await once(way, mode);
      const s = samples.get(key) ?? { initialize: [], tools: [] };
      s.initialize.push(t.initialize);
      s.tools.push(t.tools);
      samples.set(key, s);
    }

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
console.log(`MCP server start, ${RUNS} runs each (wall time from spawn)`);
console.log('way  mode    initialize: median     max   tools/list: median     max');
for (const [key, s] of [...samples].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${key}              ${ms(median(s.initialize))} ${ms(Math.max(...s.initialize))}               ${ms(median(s.tools))} ${ms(Math.max(...s.tools))}`,
  );
