/**
 * Our full audit against one Lighthouse run on the same page and the same browser binary
 * (@sparticuz/chromium), issue 27.5: wall time and CPU (user + sys of the whole process tree) of
 * each, as the ratio ours / Lighthouse. The page is served from 127.0.0.1 by this process; each
 * side runs as a child process, alternating which goes first in each round, so that a busy machine
 * weighs on both alike:
 *
 *   ours:       node tools/run.mjs cli audit <url> --json    (what `npm run audit -- <url> --json` runs:
 *               the built CLI, ALLOW_PRIVATE_TARGETS=true for the loopback page)
 *   Lighthouse: node bench/lighthouse-run.mjs <url>         (default config, every category)
 *
 * CPU is the children's rusage of this process (/proc/self/stat cutime + cstime) across the run:
 * the child and every descendant it waited for (both close their browser through the protocol, so
 * Chromium's processes are waited for). Linux only.
 *
 *   npm run bench                                  includes it (3 rounds)
 *   npm run bench -- --lighthouse-rounds 5 --lighthouse-page saas/microlink-home.html
 *   npm run bench -- --no-lighthouse
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS_DIR, median } from './corpus.js';

const REPO = path.resolve(import.meta.dirname, '..');
/** The page of the figures in the README (measured in issue 27). */
export const LIGHTHOUSE_PAGE = 'saas/microlink-home.html';
/** Done when (issue 27): ours <= this share of Lighthouse's wall time and of its CPU. */
export const LIGHTHOUSE_TARGETS = { wall: 0.2, cpu: 0.4 } as const;
/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of this process's waited-for children so far (user + sys). */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command (which may hold spaces) start at field 3; cutime and cstime are 16, 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

interface Run {
  wallMs: number;
  cpuMs: number;
  stdout: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const cpuMs = (childrenCpuSeconds() - cpuBefore) * 1000;
      if (code !== 0)
        reject(new Error(`${[command, ...args].join(' ')} exited ${code}: ${stderr.slice(-800)}`));
      else resolve({ wallMs, cpuMs, stdout });
    });
  });
}

export interface LighthouseBench {
  page: string;
  rounds: number;
  ours: { wallMs: number[]; cpuMs: number[] };
  lighthouse: { wallMs: number[]; cpuMs: number[] };
  /** Per-round ratios ours / Lighthouse. */
  wallRatios: number[];
  cpuRatios: number[];
  version: string;
}

export async function benchLighthouse(
  options: { rounds?: number; page?: string; log?: (line: string) => void } = {},
): Promise<LighthouseBench> {
  const rounds = options.rounds ?? 3;
  const page = options.page ?? LIGHTHOUSE_PAGE;
  const log = options.log ?? (() => {});
  const body = await readFile(path.join(CORPUS_DIR, 'pages', page));
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname === `/${path.basename(page)}`)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${path.basename(page)}`;
  const env = { ...process.env, ALLOW_PRIVATE_TARGETS: 'true' };
  const node = process.execPath;
  const ours = () => run(node, ['tools/run.mjs', 'cli', 'audit', url, '--json'], env);
  const lighthouse = () => run(node, ['bench/lighthouse-run.mjs', url], env);
  const result: LighthouseBench = {
    page,
    rounds,
    ours: { wallMs: [], cpuMs: [] },
    lighthouse: { wallMs: [], cpuMs: [] },
    wallRatios: [],
    cpuRatios: [],
    version: '',
  };
  try {
    // Not counted: builds dist/cli when stale and unpacks Chromium once, for both.
    await ours();
    for (let round = 1; round <= rounds; round++) {
      const oursFirst = round % 2 === 1;
      const a = oursFirst ? await ours() : await lighthouse();
      const b = oursFirst ? await lighthouse() : await ours();
      const [mine, theirs] = oursFirst ? [a, b] : [b, a];
      const report = JSON.parse(theirs.stdout.trim().split('\n').at(-1) ?? '{}') as { lighthouse?: string };
      result.version = report.lighthouse ?? '?';
      result.ours.wallMs.push(mine.wallMs);
      result.ours.cpuMs.push(mine.cpuMs);
      result.lighthouse.wallMs.push(theirs.wallMs);
      result.lighthouse.cpuMs.push(theirs.cpuMs);
      result.wallRatios.push(mine.wallMs / theirs.wallMs);
      result.cpuRatios.push(mine.cpuMs / theirs.cpuMs);
      log(
        `lighthouse round ${round}: ours wall ${(mine.wallMs / 1000).toFixed(2)}s cpu ${(mine.cpuMs / 1000).toFixed(2)}s;` +
          ` Lighthouse wall ${(theirs.wallMs / 1000).toFixed(2)}s cpu ${(theirs.cpuMs / 1000).toFixed(2)}s;` +
          ` ratio wall ${(mine.wallMs / theirs.wallMs).toFixed(2)} cpu ${(mine.cpuMs / theirs.cpuMs).toFixed(2)}`,
      );
    }
  } finally {
    server.close();
  }
  return result;
}

export function lighthouseLines(r: LighthouseBench): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
  const wall = median(r.wallRatios);
  const cpu = median(r.cpuRatios);
  const verdict = (value: number, target: number) =>
    `${value.toFixed(2)}x (target <= ${target}x: ${value <= target ? 'met' : 'NOT met'})`;
  return [
    `vs Lighthouse ${r.version} on ${r.page} (${r.rounds} rounds, alternating, same @sparticuz/chromium binary):` +
      ` ours median wall ${s(median(r.ours.wallMs))} cpu ${s(median(r.ours.cpuMs))};` +
      ` Lighthouse median wall ${s(median(r.lighthouse.wallMs))} cpu ${s(median(r.lighthouse.cpuMs))}`,
    `ours / Lighthouse, median of rounds: wall ${verdict(wall, LIGHTHOUSE_TARGETS.wall)}, cpu ${verdict(cpu, LIGHTHOUSE_TARGETS.cpu)}`,
    `  ours: ALLOW_PRIVATE_TARGETS=true node tools/run.mjs cli audit <url> --json (= npm run audit -- <url> --json);` +
      ` Lighthouse: node bench/lighthouse-run.mjs <url>; CPU = user+sys of each process tree`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const arg = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const result = await benchLighthouse({
    rounds: Number(arg('rounds') ?? 3),
    page: arg('page'),
    log: (line) => console.log(line),
  });
  for (const line of lighthouseLines(result)) console.log(line);
  console.log(`command: tsx bench/lighthouse.ts${args.length > 0 ? ` ${args.join(' ')}` : ''}`);
}
