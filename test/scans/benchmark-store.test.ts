import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplateTables, localDynamoClient, startDynalite } from '../../infra/local/local-store.js';
import { synthTemplate } from '../../infra/synth.js';
import { benchmarkFromHistogram, HISTOGRAM_SIZE } from '../../lib/engine/report/benchmark.js';
import {
  MIN_REFERENCE_PAGES,
  REFERENCE,
  referenceHistogram,
  withReference,
} from '../../lib/engine/report/reference-benchmarks.js';
import { addToHistogram, readHistogram } from '../../lib/scans/benchmark-store.js';
import { Table } from '../../lib/store/table.js';

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let table: Table;

beforeAll(async () => {
  dynamo = await startDynalite(null);
  const client = localDynamoClient(dynamo.endpoint);
  const tables = await createTemplateTables(client, synthTemplate());
  table = new Table(Object.keys(tables)[0], client);
}, 120_000);

afterAll(async () => {
  await dynamo?.close();
});

/** Each test writes to its own industry names so the tests share one table without interfering. */
async function addAll(industry: string, scores: readonly number[]): Promise<void> {
  for (const s of scores) await addToHistogram(table, industry, s);
}

function repeat(score: number, times: number): number[] {
  return new Array<number>(times).fill(score);
}

describe('the benchmark histogram in DynamoDB (dynalite)', () => {
  it('reads an industry with no scans as 101 empty buckets', async () => {
    const histogram = await readHistogram(table, 'empty-industry');

    expect(histogram).toHaveLength(HISTOGRAM_SIZE);
    expect(histogram.every((c) => c === 0)).toBe(true);
    expect(benchmarkFromHistogram(histogram, 64)).toEqual({
      industry_average: 64,
      industry_percentile: 50,
      top_10_percent_score: 64,
      sample_size: 1,
    });
  });

  it('counts each added score in its bucket and gives the hand-computed benchmark', async () => {
    // 10 scans: 3 x 40, 2 x 55, 4 x 70, 1 x 90 -> mean 600 / 10 = 60
    await addAll('hand-built', [...repeat(40, 3), ...repeat(55, 2), ...repeat(70, 4), 90]);

    const histogram = await readHistogram(table, 'hand-built');

    expect(Object.fromEntries(histogram.flatMap((c, s) => (c > 0 ? [[s, c]] : [])))).toEqual({
      40: 3,
      55: 2,
      70: 4,
      90: 1,
    });
    // 70: 5 below, 4 level (half count) -> (5 + 2) / 10 = 70 %; the top 10 % is the 1 best scan
    expect(benchmarkFromHistogram(histogram, 70)).toEqual({
      industry_average: 60,
      industry_percentile: 70,
      top_10_percent_score: 90,
      sample_size: 10,
    });
    // 55: 3 below, 2 level -> (3 + 1) / 10 = 40 %
    expect(benchmarkFromHistogram(histogram, 55).industry_percentile).toBe(40);
    expect(benchmarkFromHistogram(histogram, 100).industry_percentile).toBe(100);
    expect(benchmarkFromHistogram(histogram, 10).industry_percentile).toBe(0);
  });

  it('gives the percentiles of one scan at every score from 1 to 100', async () => {
    await addAll(
      'uniform',
      Array.from({ length: 100 }, (_, i) => i + 1),
    );

    const histogram = await readHistogram(table, 'uniform');

    // 50: 49 below, 1 level -> (49 + 0.5) / 100 = 49.5 %; the 10th best of 100 scans is 91
    expect(benchmarkFromHistogram(histogram, 50)).toEqual({
      industry_average: 50.5,
      industry_percentile: 49.5,
      top_10_percent_score: 91,
      sample_size: 100,
    });
    expect(benchmarkFromHistogram(histogram, 91).industry_percentile).toBe(90.5);
  });

  it('rounds fractional scores and clamps out-of-range ones to 0-100', async () => {
    await addAll('clamped', [72.6, 72.4, -5, 140]);

    const histogram = await readHistogram(table, 'clamped');

    expect(Object.fromEntries(histogram.flatMap((c, s) => (c > 0 ? [[s, c]] : [])))).toEqual({
      0: 1,
      72: 1,
      73: 1,
      100: 1,
    });
  });

  it('loses no update when 200 scans across four industries are counted at once', async () => {
    const industries = ['race-ecommerce', 'race-saas', 'race-agency', 'race-local'];
    // scan i goes to industry i % 4 with score (i * 7) % 101: collisions on the same bucket included
    const scans = Array.from({ length: 200 }, (_, i) => ({
      industry: industries[i % 4],
      score: (i * 7) % 101,
    }));
    const expected = new Map(industries.map((ind) => [ind, new Array<number>(HISTOGRAM_SIZE).fill(0)]));
    for (const { industry, score } of scans) expected.get(industry)![score] += 1;

    await Promise.all(scans.map(({ industry, score }) => addToHistogram(table, industry, score)));

    for (const industry of industries) {
      const histogram = await readHistogram(table, industry);
      expect(histogram, industry).toEqual(expected.get(industry));
      expect(
        histogram.reduce((a, c) => a + c, 0),
        industry,
      ).toBe(50);
      const item = await table.get<{ total: number }>(`BENCH#${industry}`, 'HISTOGRAM');
      expect(item?.total, industry).toBe(50);
    }
  });

  it('loses no update when 200 scans hit the same bucket of one industry at once', async () => {
    await Promise.all(Array.from({ length: 200 }, () => addToHistogram(table, 'race-one-bucket', 61)));

    const histogram = await readHistogram(table, 'race-one-bucket');

    expect(histogram[61]).toBe(200);
    expect(histogram.reduce((a, c) => a + c, 0)).toBe(200);
    expect(benchmarkFromHistogram(histogram, 61)).toEqual({
      industry_average: 61,
      industry_percentile: 50,
      top_10_percent_score: 61,
      sample_size: 200,
    });
  });

  it('gives a real sample on a fresh store from the reference histogram, and a stored scan adds to it', async () => {
    const fresh = await readHistogram(table, 'saas-reference');
    expect(fresh.every((c) => c === 0)).toBe(true);

    const before = benchmarkFromHistogram(withReference(fresh, 'saas'), 64);
    const referencePages = REFERENCE.industries.saas.pages;
    expect(before.sample_size).toBe(referencePages >= MIN_REFERENCE_PAGES ? referencePages : 50);
    expect(before.sample_size).toBeGreaterThan(1);

    await addToHistogram(table, 'saas-reference', 64);
    const after = benchmarkFromHistogram(
      withReference(await readHistogram(table, 'saas-reference'), 'saas'),
      64,
    );
    expect(after.sample_size).toBe(before.sample_size + 1);
  });

  it('falls back to the all-industry reference for an industry with few reference pages', () => {
    const all = REFERENCE.industries.all;
    expect(all.pages).toBe(REFERENCE.pages.length);
    expect(all.histogram.reduce((a, c) => a + c, 0)).toBe(all.pages);
    for (const [industry, entry] of Object.entries(REFERENCE.industries)) {
      expect(entry.histogram, industry).toHaveLength(HISTOGRAM_SIZE);
      expect(
        entry.histogram.reduce((a, c) => a + c, 0),
        industry,
      ).toBe(entry.pages);
      const expected = entry.pages >= MIN_REFERENCE_PAGES ? entry.histogram : all.histogram;
      expect(referenceHistogram(industry), industry).toEqual(expected);
    }
    expect(referenceHistogram('no-such-industry')).toEqual(all.histogram);
    expect(
      benchmarkFromHistogram(withReference(new Array(HISTOGRAM_SIZE).fill(0), 'event'), 50).sample_size,
    ).toBe(all.pages);
  });
});
