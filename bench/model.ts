/**
 * Builds the page model for every corpus page (static mode, from the file) N times and prints the
 * median and p95 of the per-page median build time, and the peak RSS.
 * Usage: tsx bench/model.ts [runs] [--verbose]
 *
 * Times are process CPU time (process.cpuUsage), which on an idle machine equals wall time for this
 * single-threaded work but, unlike wall time, is not inflated when other processes share the CPUs.
 * Wall-clock medians are printed too.
 */
import { pathToFileURL } from 'node:url';
import { buildPageModel, collectModelPhases, takeModelPhases } from '../lib/engine/index.js';
import {
  CORPUS_FETCHED_AT,
  corpusHttp,
  corpusUrl,
  loadCorpus,
  median,
  quantile,
  type CorpusPage,
} from './corpus.js';

export interface ModelBench {
  n: number;
  runs: number;
  /** Median and p95 over pages of each page's median CPU ms. */
  median: number;
  p95: number;
  max: number;
  wallMedian: number;
  wallP95: number;
  peakRssMb: number;
  /**
   * Where the build's time goes: wall ms per page of each phase (parse, each detector...), summed
   * over one more untimed pass with the builder's phase timers on, slowest first.
   */
  phases: { name: string; msPerPage: number; share: number }[];
}

function build(page: CorpusPage, url: string): void {
  buildPageModel({
    url,
    finalUrl: url,
    html: page.html,
    http: corpusHttp(page.html.length),
    fetchedAt: CORPUS_FETCHED_AT,
  });
}

/** Times `runs` model builds per page, after one untimed pass so no page pays for JIT compilation. */
export function benchModel(pages: CorpusPage[], runs = 5, verbose = false): ModelBench {
  for (const page of pages) build(page, corpusUrl(page));

  const cpuMedians: number[] = [];
  const wallMedians: number[] = [];
  let peakRss = process.memoryUsage.rss();
  for (const page of pages) {
    const url = corpusUrl(page);
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const startCpu = process.cpuUsage();
      const startWall = performance.now();
      build(page, url);
      wall.push(performance.now() - startWall);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    cpuMedians.push(median(cpu));
    wallMedians.push(median(wall));
    if (verbose)
      console.log(
        `${median(cpu).toFixed(1).padStart(8)}ms cpu ${median(wall).toFixed(1).padStart(8)}ms wall ${(page.html.length / 1024).toFixed(0).padStart(6)}KB  ${page.file}`,
      );
  }
  return {
    phases: profilePhases(pages),
    n: pages.length,
    runs,
    median: median(cpuMedians),
    p95: quantile(cpuMedians, 0.95),
    max: Math.max(...cpuMedians),
    wallMedian: median(wallMedians),
    wallP95: quantile(wallMedians, 0.95),
    peakRssMb: peakRss / 1024 / 1024,
  };
}

/** One pass over the pages with the phase timers on, outside the timed runs (timers cost a little). */
function profilePhases(pages: CorpusPage[]): ModelBench['phases'] {
  collectModelPhases(true);
  const start = performance.now();
  for (const page of pages) build(page, corpusUrl(page));
  const totalMs = performance.now() - start;
  collectModelPhases(false);
  const byPhase = takeModelPhases();
  const timed = [...byPhase.values()].reduce((a, b) => a + b, 0);
  byPhase.set('(rest of the build)', Math.max(0, totalMs - timed));
  return [...byPhase]
    .map(([name, ms]) => ({ name, msPerPage: ms / pages.length, share: ms / totalMs }))
    .sort((a, b) => b.msPerPage - a.msPerPage);
}

/** The slowest phases of the build, as the bench prints them after the model line. */
export function phasesLine(r: ModelBench, top = 12): string {
  return (
    `model phases (wall ms per page, one pass): ` +
    r.phases
      .slice(0, top)
      .map((p) => `${p.name} ${p.msPerPage.toFixed(2)} (${(p.share * 100).toFixed(0)}%)`)
      .join(', ')
  );
}

export function modelLine(r: ModelBench): string {
  return (
    `model: n=${r.n} median=${r.median.toFixed(1)}ms p95=${r.p95.toFixed(1)}ms max=${r.max.toFixed(1)}ms` +
    ` (cpu time; wall median=${r.wallMedian.toFixed(1)}ms p95=${r.wallP95.toFixed(1)}ms)` +
    ` peakRss=${r.peakRssMb.toFixed(0)}MB runs=${r.runs}`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
  const result = benchModel(loadCorpus(), runs, process.argv.includes('--verbose'));
  console.log(modelLine(result));
  console.log(phasesLine(result, process.argv.includes('--verbose') ? Infinity : 12));
}
