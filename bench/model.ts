/**
 * Builds the page model for every corpus page (static mode, from the file) N times and prints the
 * median and p95 build time per page and the peak RSS. Usage: tsx bench/model.ts [runs]
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
const runs = Number(process.argv[2] ?? 5);
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

const pages = manifest.map((entry) => ({ entry, html: readFileSync(path.join(corpus, entry.file), 'utf8') }));
const perPage: number[] = [];
let peakRss = process.memoryUsage().rss;
for (const { entry, html } of pages) {
  const url = `https://${path.basename(entry.file, '.html')}.example/`;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    buildPageModel({
      url,
      finalUrl: url,
      html,
      http: http(html.length),
      fetchedAt: '2026-01-01T00:00:00.000Z',
    });
    times.push(performance.now() - start);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  perPage.push(median);
  if (verbose)
    console.log(
      `${median.toFixed(1).padStart(8)}ms  ${(html.length / 1024).toFixed(0).padStart(6)}KB  ${entry.file}`,
    );
}
const sorted = [...perPage].sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(
  `model: n=${sorted.length} median=${at(0.5).toFixed(1)}ms p95=${at(0.95).toFixed(1)}ms max=${sorted[sorted.length - 1].toFixed(1)}ms peakRss=${(peakRss / 1024 / 1024).toFixed(0)}MB (runs=${runs})`,
);
