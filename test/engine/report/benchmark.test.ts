import { describe, expect, it } from 'vitest';
import { InvalidHistogramError, benchmarkFromHistogram } from '../../../lib/engine/report/benchmark.js';

function histogram(scores: Record<number, number>): number[] {
  const h = new Array<number>(101).fill(0);
  for (const [s, n] of Object.entries(scores)) h[Number(s)] = n;
  return h;
}

describe('benchmarkFromHistogram', () => {
  it('computes average, mid-rank percentile, top 10 % score and sample size', () => {
    // 10 scans: 40 x4, 60 x4, 80, 90
    const h = histogram({ 40: 4, 60: 4, 80: 1, 90: 1 });

    expect(benchmarkFromHistogram(h, 60)).toEqual({
      industry_average: 57,
      industry_percentile: 60, // (4 below + 4/2 equal) / 10
      top_10_percent_score: 90,
      sample_size: 10,
    });
  });

  it('places a score above every sample at 100 and below every sample at 0', () => {
    const h = histogram({ 50: 3, 70: 2 });

    expect(benchmarkFromHistogram(h, 95).industry_percentile).toBe(100);
    expect(benchmarkFromHistogram(h, 10).industry_percentile).toBe(0);
  });

  it('takes the ceil(n/10)-th highest score as the top 10 % threshold', () => {
    // 25 scans: ceil(2.5) = 3rd highest
    const h = histogram({ 99: 1, 95: 1, 91: 1, 50: 22 });

    expect(benchmarkFromHistogram(h, 50).top_10_percent_score).toBe(91);
  });

  it('uses the page itself as the only sample when the industry has none', () => {
    expect(benchmarkFromHistogram(histogram({}), 64)).toEqual({
      industry_average: 64,
      industry_percentile: 50,
      top_10_percent_score: 64,
      sample_size: 1,
    });
  });

  it('rejects a histogram of the wrong size or with bad counts', () => {
    expect(() => benchmarkFromHistogram([1, 2, 3], 50)).toThrow(InvalidHistogramError);
    expect(() => benchmarkFromHistogram(histogram({ 3: -1 }), 50)).toThrow(InvalidHistogramError);
    expect(() => benchmarkFromHistogram(histogram({ 3: 0.5 }), 50)).toThrow(InvalidHistogramError);
  });
});
