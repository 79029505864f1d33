/**
 * The engine's performance over the real-page corpus, in one process: page-model build, the whole
 * check catalogue on one model per page, and a desktop + mobile render on a warm browser with the
 * corpus served from 127.0.0.1, then our full audit (the built CLI) against Lighthouse on one page
 * (bench/lighthouse.ts). One line per measurement, then each median against its budget.
 *
 *   npm run bench                            everything
 *   npm run bench -- --no-render             model and checks only (no browser, no Lighthouse)
 *   npm run bench -- --no-lighthouse         without the Lighthouse comparison (~2 min of the run)
 *   npm run bench -- --runs 9                timed repetitions per page for model and checks (default 5)
 *   npm run bench -- --lighthouse-rounds 5   rounds of ours vs Lighthouse (default 3)
 *
 * Performance is measured here only, never asserted in tests.
 */
import { benchChecks, checksLine } from './checks.js';
import { loadCorpus } from './corpus.js';
import { benchLighthouse, lighthouseLines } from './lighthouse.js';
import { benchModel, modelLine, phasesLine } from './model.js';
import { benchRender, renderLine, screenshotsLine } from './render.js';

/** Median budgets per page (ms). */
const BUDGETS = { model: 10, checks: 10, render: 1500 } as const;
/**
 * What screenshots may add to a render: capture time (issue 27: 250 ms, median and p95) and stored
 * bytes (issue 15, at the median).
 */
const SCREENSHOT_BUDGETS = { captureMs: 250, bytes: 400 * 1024 } as const;

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const skipRender = args.includes('--no-render');
const skipLighthouse = skipRender || args.includes('--no-lighthouse');
const roundsArg = args.indexOf('--lighthouse-rounds');
const lighthouseRounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 3;

function verdict(name: keyof typeof BUDGETS, medianMs: number): string {
  const budget = BUDGETS[name];
  return `${name} median ${medianMs.toFixed(medianMs < 100 ? 1 : 0)}ms vs budget <= ${budget}ms: ${
    medianMs <= budget ? 'within' : 'OVER'
  }`;
}

const started = performance.now();
const pages = loadCorpus();
const model = benchModel(pages, runs);
console.log(modelLine(model));
console.log(phasesLine(model));
const checks = benchChecks(pages, runs);
console.log(checksLine(checks));
// Renders with screenshots, as the service does; the render line includes their capture time.
const render = skipRender ? null : await benchRender({ screenshots: true });
if (render) console.log(renderLine(render));
if (render) console.log(screenshotsLine(render));
const lighthouse = skipLighthouse
  ? null
  : await benchLighthouse({ rounds: lighthouseRounds, log: (line) => console.log(line) });

const peakRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `peak RSS of this process: ${peakRssMb.toFixed(0)}MB` +
    (render ? ` (with the browser tree during renders: ${render.peakRssMb.toFixed(0)}MB)` : ''),
);
console.log(verdict('model', model.median));
console.log(verdict('checks', checks.median));
console.log(render ? verdict('render', render.median) : 'render: skipped (--no-render)');
if (render?.screenshots) {
  const { captureMedianMs, captureP95Ms, bytesMedian, bytesMax } = render.screenshots;
  const within = (ms: number) => (ms <= SCREENSHOT_BUDGETS.captureMs ? 'within' : 'OVER');
  console.log(
    `screenshots per render median ${captureMedianMs.toFixed(0)}ms (${within(captureMedianMs)}), p95 ${captureP95Ms.toFixed(0)}ms (${within(
      captureP95Ms,
    )}) vs budget <= ${SCREENSHOT_BUDGETS.captureMs}ms; stored median ${(bytesMedian / 1024).toFixed(0)}KB (max ${(bytesMax / 1024).toFixed(0)}KB) vs budget <= 400KB: ${
      bytesMax <= SCREENSHOT_BUDGETS.bytes
        ? 'within'
        : bytesMedian <= SCREENSHOT_BUDGETS.bytes
          ? 'within at the median'
          : 'OVER'
    }`,
  );
}
if (lighthouse) for (const line of lighthouseLines(lighthouse)) console.log(line);
else console.log('vs Lighthouse: skipped (--no-lighthouse or --no-render)');
console.log(
  `command: npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''} (node ${process.version}, ${
    pages.length
  } pages, ${((performance.now() - started) / 1000).toFixed(1)}s)`,
);
if (render && render.failures.length > 0) process.exitCode = 1;
