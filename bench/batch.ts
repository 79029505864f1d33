/**
 * Batch benchmark (issue 27, item 4): the acquire step of a batch of 10 corpus pages on 10 hosts
 * (127.0.0.2-11, one server each) started at once, against one scan of one page, both on a warm
 * browser pool, with screenshots as the service takes them. Rounds alternate one scan and one batch;
 * prints per round, then the medians, the ratio batch / one scan, and the peak resident memory of
 * this process plus every browser it started (sampled every 50 ms from /proc).
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx bench/batch.ts [--rounds 3] [--size 10]
 *
 * RENDER_POOL_SIZE sets the pool size (default: from cores and memory, browser.ts renderPoolSize).
 * Nothing is asserted; performance is measured here only.
 */
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { acquireModel, browserPids, closeBrowser, processGroupsStats } from '../lib/engine/index.js';
import { CORPUS_DIR } from './corpus.js';

const CORPUS = path.join(CORPUS_DIR, 'pages');

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Serves the corpus on one loopback address; each address is another host to the renders. */
async function serveCorpus(address: string): Promise<{ origin: string; close(): void }> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const file = path.join(CORPUS, name);
    if (!file.startsWith(CORPUS + path.sep)) return res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, address, () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${address}:${port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function main(): Promise<void> {
  const rounds = arg('--rounds', 3);
  const size = arg('--size', 10);
  const files: string[] = [];
  for (const industry of (await readdir(CORPUS)).sort()) {
    for (const file of (await readdir(path.join(CORPUS, industry))).sort()) {
      if (file.endsWith('.html')) files.push(`${industry}/${file}`);
    }
  }
  const servers = await Promise.all(Array.from({ length: size }, (_, i) => serveCorpus(`127.0.0.${i + 2}`)));
  const options = { allowPrivate: true, renderMode: 'auto' as const, onScreenshots: () => undefined };
  // Scans that fell back to static (a render over its budget on a busy machine): counted, not fatal.
  const fellBack: string[] = [];
  const scan = async (url: string): Promise<void> => {
    const model = await acquireModel(url, options);
    if (model.mode !== 'render') fellBack.push(`${url}: ${model.staticReason}`);
  };

  let peakBytes = 0;
  const sampler = setInterval(() => {
    // One pass over /proc per sample (not one per browser): the sampler's own CPU is taken from the
    // renders it measures, and a batch is CPU-bound on 2 cores.
    const groups = processGroupsStats();
    const browsers = browserPids().reduce((sum, pid) => sum + (groups.get(pid)?.rssBytes ?? 0), 0);
    peakBytes = Math.max(peakBytes, process.memoryUsage().rss + browsers);
  }, 50);
  const singles: number[] = [];
  const batches: number[] = [];
  try {
    // Warm: one scan, then one batch, so the pool's browsers are launched before anything is timed.
    await scan(`${servers[0].origin}/${files[0]}`);
    await Promise.all(servers.map((s, i) => scan(`${s.origin}/${files[i % files.length]}`)));
    for (let round = 0; round < rounds; round++) {
      const offset = (round + 1) * size;
      let started = performance.now();
      await scan(`${servers[0].origin}/${files[offset % files.length]}`);
      singles.push(performance.now() - started);
      started = performance.now();
      await Promise.all(servers.map((s, i) => scan(`${s.origin}/${files[(offset + i) % files.length]}`)));
      batches.push(performance.now() - started);
      console.log(
        `round ${round + 1}: one scan ${singles.at(-1)!.toFixed(0)}ms, batch of ${size} ${batches.at(-1)!.toFixed(0)}ms`,
      );
    }
  } finally {
    clearInterval(sampler);
    await closeBrowser();
    for (const s of servers) s.close();
  }
  const single = median(singles);
  const batch = median(batches);
  console.log(
    `one scan median ${single.toFixed(0)}ms; batch of ${size} median ${batch.toFixed(0)}ms = ${(
      batch / single
    ).toFixed(
      1,
    )}x one scan; peak RSS of this process and its browsers ${(peakBytes / 1024 / 1024).toFixed(0)}MB;` +
      ` scans read statically ${fellBack.length}`,
  );
  for (const line of fellBack) console.log(`  static: ${line}`);
  console.log(
    `command: RENDER_POOL_SIZE=${process.env.RENDER_POOL_SIZE ?? '(unset)'} tsx bench/batch.ts --rounds ${rounds} --size ${size}` +
      ` (node ${process.version}, ${availableParallelism()} cores)`,
  );
}

await main();
