/**
 * Runs the whole catalogue (all 316 checks) on the static model of every corpus page, several
 * times per page after a warm-up pass, and reports the median and p95 over pages of each page's
 * median time for the catalogue. Models are built once, outside the timing.
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx bench/checks.ts [runs] [--verbose]
 *
 * Times are CPU time, as in bench/model.ts; wall-clock figures are printed beside them.
 */
import { pathToFileURL } from 'node:url';
import { CHECKS, runChecks } from '../lib/engine/index.js';
import { loadCorpus, median, quantile, staticModel, type CorpusPage } from './corpus.js';

export interface ChecksBench {
  n: number;
  runs: number;
  checks: number;
  median: number;
  p95: number;
  max: number;
  wallMedian: number;
  wallP95: number;
  /** The three checks with the most time summed over every page, and that time per page. */
  slowest: { id: string; msPerPage: number }[];
  peakRssMb: number;
}

export function benchChecks(pages: CorpusPage[], runs = 5, verbose = false): ChecksBench {
  const models = pages.map((page) => ({ page, model: staticModel(page) }));
  for (const { model } of models) runChecks(model);

  const cpuMedians: number[] = [];
  const wallMedians: number[] = [];
  const perCheck = new Map<string, number>();
  let peakRss = process.memoryUsage.rss();
  for (const { page, model } of models) {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const startCpu = process.cpuUsage();
      const startWall = performance.now();
      const results = runChecks(model);
      wall.push(performance.now() - startWall);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
      for (const r of results) perCheck.set(r.id, (perCheck.get(r.id) ?? 0) + r.durationMs / runs);
    }
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    cpuMedians.push(median(cpu));
    wallMedians.push(median(wall));
    if (verbose)
      console.log(
        `${median(cpu).toFixed(1).padStart(8)}ms cpu ${median(wall).toFixed(1).padStart(8)}ms wall  ${page.file}`,
      );
  }
  const slowest = [...perCheck]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id, total]) => ({ id, msPerPage: total / pages.length }));
  return {
    n: pages.length,
    runs,
    checks: CHECKS.length,
    median: median(cpuMedians),
    p95: quantile(cpuMedians, 0.95),
    max: Math.max(...cpuMedians),
    wallMedian: median(wallMedians),
    wallP95: quantile(wallMedians, 0.95),
    slowest,
    peakRssMb: peakRss / 1024 / 1024,
  };
}

export function checksLine(r: ChecksBench): string {
  return (
    `checks: n=${r.n} median=${r.median.toFixed(1)}ms p95=${r.p95.toFixed(1)}ms max=${r.max.toFixed(1)}ms` +
    ` (${r.checks} checks per page, cpu time; wall median=${r.wallMedian.toFixed(1)}ms p95=${r.wallP95.toFixed(1)}ms)` +
    ` slowest=${r.slowest.map((s) => `${s.id}:${s.msPerPage.toFixed(2)}ms`).join(',')}` +
    ` peakRss=${r.peakRssMb.toFixed(0)}MB runs=${r.runs}`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
  console.log(checksLine(benchChecks(loadCorpus(), runs, process.argv.includes('--verbose'))));
}
