import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelWorkers, type ModelWorkerPool } from '../../infra/local/model-workers.js';
import { buildPageModel, type BuildModelInput } from '../../lib/engine/model/build-model.js';
import { CORPUS_FETCHED_AT, corpusHttp, loadCorpus } from '../../bench/corpus.js';
import { binaryNoise, manyNodesPage } from '../support/heavy-pages.js';

let pool: ModelWorkerPool;

beforeAll(() => {
  pool = startModelWorkers(1);
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

describe('page models built in worker threads (embedded runtime)', () => {
  it('builds the same model as the calling thread, for corpus pages', async () => {
    const pages = loadCorpus().slice(0, 3);
    for (const page of pages) {
      const i = input(page.html, `https://${page.name.replace(/[^a-z0-9]+/gi, '-')}.example.com/`);
      expect(await pool.build(i)).toEqual(buildPageModel(i));
    }
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

  it('hands an error of the build back as the rejection of that build, and keeps serving', async () => {
    await expect(pool.build(null as unknown as BuildModelInput)).rejects.toThrow();
    const ok = await pool.build(input('<html><body><h1>Still here</h1><a href="/x">x</a></body></html>'));
    expect(ok.headings.length).toBeGreaterThan(0);
    expect(pool.started).toBe(1);
  });
});
