import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineWorkers, type EngineWorkerPool } from '../../infra/local/engine-workers.js';
import { buildPageModel, type BuildModelInput } from '../../lib/engine/model/build-model.js';
import { GROUP_IDS } from '../../lib/engine/checks/groups.js';
import { runGroup } from '../../lib/engine/checks/run-checks.js';
import { composeAudit } from '../../lib/engine/report/build-report.js';
import { buildRewriteInput } from '../../lib/engine/rewrite/rewrite-input.js';
import { ServiceError } from '../../lib/errors.js';
import { MemoryObjectStore, type ObjectStore } from '../../lib/store/object-store.js';
import { CORPUS_FETCHED_AT, corpusHttp, loadCorpus } from '../../bench/corpus.js';
import { binaryNoise, manyNodesPage } from '../support/heavy-pages.js';

let pool: EngineWorkerPool;

beforeAll(() => {
  pool = startEngineWorkers({ size: 1 });
});

afterAll(async () => {
  await pool.close();
});

const input = (html: string, url = 'https://heavy.example.com/'): BuildModelInput => ({
  url,
  finalUrl: url,
  html,
  http: corpusHttp(html.length),
  fetchedAt: CORPUS_FETCHED_AT,
  staticReason: 'static mode was requested (RENDER_MODE=static)',
});

/** How many times the event loop of this thread turned while `work` ran. */
async function loopTurnsDuring(work: () => unknown): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

/** An object store that counts the reads of each key (what a worker asked the main thread for). */
function countingStore(): ObjectStore & { reads: Map<string, number> } {
  const inner = new MemoryObjectStore();
  const reads = new Map<string, number>();
  return {
    reads,
    putJson: (k, v) => inner.putJson(k, v),
    getJson: (k) => inner.getJson(k),
    putBytes: (k, b) => inner.putBytes(k, b),
    getBytes: (k) => {
      reads.set(k, (reads.get(k) ?? 0) + 1);
      return inner.getBytes(k);
    },
  };
}

const parts = (results: ReturnType<typeof runGroup>) => ({
  scanId: 'sc_worker_test',
  url: 'https://heavy.example.com/',
  results,
  benchmark: { histogram: new Array<number>(101).fill(1) },
  cacheHit: false,
  scanMeta: { cost_usd: 0, duration_ms: 1 },
});

describe('the scan engine in worker threads (embedded runtime)', () => {
  it('builds the same model as the calling thread, for corpus pages', async () => {
    const pages = loadCorpus().slice(0, 3);
    for (const page of pages) {
      const i = input(page.html, `https://${page.name.replace(/[^a-z0-9]+/gi, '-')}.example.com/`);
      expect(await pool.build(i)).toEqual(buildPageModel(i));
    }
  });

  it('runs the checks, the rewrite input and the audit as the calling thread does, reading a stored model once', async () => {
    const page = loadCorpus()[0];
    const model = buildPageModel(input(page.html));
    const store = countingStore();
    await store.putJson('scans/sc_a/model.json', model);
    const compute = pool.compute(store);
    // The stored model is what the calling thread sees too (JSON drops undefined fields).
    const stored = (await store.getJson('scans/sc_a/model.json')) as typeof model;
    store.reads.clear();

    const results = [];
    for (const group of GROUP_IDS) {
      const mine = await compute.runGroup('scans/sc_a/model.json', group);
      expect(mine.map(({ durationMs: _, ...r }) => r)).toEqual(
        runGroup(stored, group).map(({ durationMs: _, ...r }) => r),
      );
      results.push(...mine);
    }
    expect(await compute.rewriteInput('scans/sc_a/model.json', results)).toEqual(
      buildRewriteInput(stored, results),
    );
    const audit = await compute.composeAudit('scans/sc_a/model.json', parts(results));
    const here = composeAudit({ ...parts(results), model: stored });
    expect(audit.score).toBe(here.score);
    expect(audit).toEqual(here);
    // 29 jobs over one model, one worker: its bytes crossed once.
    expect(store.reads.get('scans/sc_a/model.json')).toBe(1);
  });

  it('keeps this thread turning while a large DOM and binary noise served as text/html are parsed', async () => {
    // Sizes that take a second or two here; bench/parse-latency.ts uses 100k nodes and 2 MB.
    const heavy = [input(manyNodesPage(8_000)), input(binaryNoise(64 * 1024).toString('latin1'))];
    for (const page of heavy) {
      // In the calling thread the parse is one synchronous block: not one turn of the loop meanwhile.
      expect(await loopTurnsDuring(() => buildPageModel(page))).toBe(0);
      expect(await loopTurnsDuring(() => pool.build(page))).toBeGreaterThan(10);
    }
    const model = await pool.build(heavy[0]);
    expect(model.links.length).toBeGreaterThan(100);
  });

  it('keeps this thread turning while the checks and the audit of a large DOM run', async () => {
    const model = buildPageModel(input(manyNodesPage(8_000)));
    const store = new MemoryObjectStore();
    await store.putJson('scans/sc_big/model.json', model);
    const compute = pool.compute(store);
    expect(await loopTurnsDuring(() => runGroup(model, 'seo'))).toBe(0);
    expect(await loopTurnsDuring(() => compute.runGroup('scans/sc_big/model.json', 'seo'))).toBeGreaterThan(
      10,
    );
    const results = GROUP_IDS.flatMap((g) => runGroup(model, g));
    expect(await loopTurnsDuring(() => composeAudit({ ...parts(results), model }))).toBe(0);
    expect(
      await loopTurnsDuring(() => compute.composeAudit('scans/sc_big/model.json', parts(results))),
    ).toBeGreaterThan(10);
  });

  it('hands an error of a job back as the rejection of that job, and keeps serving', async () => {
    const before = pool.started;
    await expect(pool.build(null as unknown as BuildModelInput)).rejects.toThrow();
    // A model that is not in the store: SCAN_FAILED, as the in-thread loadModel says.
    const missing = pool.compute(new MemoryObjectStore()).runGroup('scans/sc_none/model.json', 'hero');
    await expect(missing).rejects.toBeInstanceOf(ServiceError);
    await expect(missing).rejects.toMatchObject({
      code: 'SCAN_FAILED',
      message: expect.stringMatching(/missing/),
    });
    const ok = await pool.build(input('<html><body><h1>Still here</h1><a href="/x">x</a></body></html>'));
    expect(ok.headings.length).toBeGreaterThan(0);
    expect(pool.started).toBe(before);
  });

  it('terminates a worker past its budget, fails that job with SCAN_FAILED naming the step, and starts a fresh one', async () => {
    // A budget of 1 ms: the worker cannot even load the engine in that time, so every job overruns.
    const tight = startEngineWorkers({ size: 1, budgets: { build: 1 } });
    try {
      const overrun = tight.build(input(manyNodesPage(2_000)));
      await expect(overrun).rejects.toMatchObject({
        code: 'SCAN_FAILED',
        message: 'Building the page model took longer than its 1 ms limit; the page is too heavy to audit.',
      });
      expect(tight.started).toBe(1);
      // The next job gets a new worker (the group budget is the default), which answers.
      const store = new MemoryObjectStore();
      await store.putJson('scans/sc_b/model.json', buildPageModel(input(manyNodesPage(200))));
      const results = await tight.compute(store).runGroup('scans/sc_b/model.json', 'hero');
      expect(results.length).toBeGreaterThan(0);
      expect(tight.started).toBe(2);
    } finally {
      await tight.close();
    }
  });
});
