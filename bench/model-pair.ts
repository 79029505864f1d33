/**
 * Two page-model builders in one process, alternating page by page over the corpus: this tree's and
 * another copy's (e.g. `git archive main lib | tar -x -C /tmp/main-lib`), so both meet the same
 * machine load. Prints, for each builder, the median and p95 over pages of each page's median CPU
 * time, their sum, and the median of the per-page ratios, in process CPU (what bench/model.ts
 * reads) and in main-thread CPU (process.threadCpuUsage: without the collector's and compiler's
 * helper threads, and steadier on a shared machine).
 * Usage: tsx bench/model-pair.ts <dir holding the other lib/> [runs]
 */
import path from 'node:path';
import { loadavg } from 'node:os';
import { buildPageModel } from '../lib/engine/index.js';
import { loadCorpus, median, quantile, staticModelInput, type CorpusPage } from './corpus.js';

type Build = typeof buildPageModel;

/** Process and main-thread CPU ms of one build. */
function timeBuild(build: Build, page: CorpusPage): [number, number] {
  const input = staticModelInput(page);
  const startProcess = process.cpuUsage();
  const startThread = process.threadCpuUsage();
  build(input);
  const thread = process.threadCpuUsage(startThread);
  const used = process.cpuUsage(startProcess);
  return [(used.user + used.system) / 1000, (thread.user + thread.system) / 1000];
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const [dir, runsArg] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx bench/model-pair.ts <dir holding the other lib/> [runs]');
  const other = (await import(path.resolve(dir, 'lib/engine/model/build-model.js'))) as {
    buildPageModel: Build;
  };
  const runs = Number(runsArg ?? 7);
  const pages = loadCorpus();
  const builders: [string, Build][] = [
    [dir, other.buildPageModel],
    ['this tree', buildPageModel],
  ];
  // one untimed pass each, so no page pays for compilation
  for (const page of pages) for (const [, build] of builders) timeBuild(build, page);
  const times = builders.map(() => pages.map((): [number, number][] => []));
  for (let run = 0; run < runs; run += 1) {
    pages.forEach((page, i) => {
      // which goes first alternates by page and by run
      const order = (run + i) % 2 ? [0, 1] : [1, 0];
      for (const b of order) times[b][i].push(timeBuild(builders[b][1], page));
    });
  }
  for (const [k, clock] of ['process CPU', 'main-thread CPU'].entries()) {
    const perPage = times.map((byPage) => byPage.map((samples) => median(samples.map((s) => s[k]))));
    const [before, after] = perPage;
    console.log(
      `${clock}: ` +
        builders
          .map(
            ([name], b) =>
              `${name} median ${median(perPage[b]).toFixed(2)} ms p95 ${quantile(perPage[b], 0.95).toFixed(1)} ms total ${sum(perPage[b]).toFixed(0)} ms`,
          )
          .join(' | ') +
        ` | per page ${median(after.map((t, i) => t / before[i])).toFixed(3)}x, total ${((sum(after) / sum(before) - 1) * 100).toFixed(1)}%`,
    );
  }
  console.log(
    `${pages.length} pages, ${runs} runs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

await main();
