/**
 * Builds the page model for every corpus page (static mode, from the file) N times and prints the
 * median and p95 of the per-page median build time, and the peak RSS.
 * Usage: tsx bench/model.ts [runs] [--verbose]
 *
 * Times are process CPU time (process.cpuUsage), which on an idle machine equals wall time for this
 * single-threaded work but, unlike wall time, is not inflated when other processes share the CPUs.
 * Wall-clock medians are printed too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPageModel } from '../lib/engine/model/build-model.js';
import type { HttpFacts } from '../lib/engine/model/page-model.js';

interface ManifestEntry {
  file: string;
  industry: string;
}

const corpus = path.resolve(process.cwd(), '../shared/corpus');
const manifest = JSON.parse(readFileSync(path.join(corpus, 'MANIFEST.json'), 'utf8')) as ManifestEntry[];
const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
const verbose = process.argv.includes('--verbose');

function http(bytes: number): HttpFacts {
  return {
    status: 200,
    headers: {},
    redirects: [],
    contentType: 'text/html',
    charset: 'utf-8',
    bytes,
    transferBytes: null,
    https: true,
    compressed: false,
    ttfbMs: null,
    totalMs: null,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const pages = manifest.map((entry) => ({ entry, html: readFileSync(path.join(corpus, entry.file), 'utf8') }));
// one untimed pass so the first pages do not pay for JIT compilation
for (const { entry, html } of pages)
  buildPageModel({
    url: `https://${entry.file}/`,
    finalUrl: `https://${entry.file}/`,
    html,
    http: http(html.length),
  });

const cpuMedians: number[] = [];
const wallMedians: number[] = [];
let peakRss = process.memoryUsage.rss();
for (const { entry, html } of pages) {
  const url = `https://${path.basename(entry.file, '.html')}.example/`;
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const startCpu = process.cpuUsage();
    const startWall = performance.now();
    buildPageModel({
      url,
      finalUrl: url,
      html,
      http: http(html.length),
      fetchedAt: '2026-01-01T00:00:00.000Z',
    });
    wall.push(performance.now() - startWall);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  cpuMedians.push(median(cpu));
  wallMedians.push(median(wall));
  if (verbose)
    console.log(
      `${median(cpu).toFixed(1).padStart(8)}ms cpu ${median(wall).toFixed(1).padStart(8)}ms wall ${(html.length / 1024).toFixed(0).padStart(6)}KB  ${entry.file}`,
    );
}
console.log(
  `model: n=${pages.length} median=${median(cpuMedians).toFixed(1)}ms p95=${quantile(cpuMedians, 0.95).toFixed(1)}ms max=${Math.max(...cpuMedians).toFixed(1)}ms (cpu time; wall median=${median(wallMedians).toFixed(1)}ms p95=${quantile(wallMedians, 0.95).toFixed(1)}ms) peakRss=${(peakRss / 1024 / 1024).toFixed(0)}MB runs=${runs}`,
);
