import type { BenchmarkStats } from './types.js';

/** The histogram is not 101 non-negative integer counts (index = score 0..100). */
export class InvalidHistogramError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidHistogramError';
  }
}

export const HISTOGRAM_SIZE = 101;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Benchmark numbers of a score against the scores stored for its industry, given as a histogram
 * (counts[s] = scans that scored s).
 *
 * - industry_average: mean score of the sample, one decimal.
 * - industry_percentile: mid-rank percentile of the score, (below + half of equal) / n x 100, one
 *   decimal; ties count half, so a page level with everyone sits at 50.
 * - top_10_percent_score: the lowest score inside the top 10 % (the ceil(n/10)-th highest score).
 * - sample_size: n.
 *
 * With an empty sample the page itself is the only sample (the SPEC allows no nulls): average and
 * top 10 % are its own score, percentile 50, sample_size 1.
 *
 * @example benchmarkFromHistogram(hist, 72) // { industry_average: 61.4, industry_percentile: 80, ... }
 */
export function benchmarkFromHistogram(histogram: readonly number[], score: number): BenchmarkStats {
  if (histogram.length !== HISTOGRAM_SIZE) {
    throw new InvalidHistogramError(`expected ${HISTOGRAM_SIZE} buckets, got ${histogram.length}`);
  }
  if (histogram.some((c) => !Number.isInteger(c) || c < 0)) {
    throw new InvalidHistogramError('bucket counts must be non-negative integers');
  }
  const s = Math.min(100, Math.max(0, Math.round(score)));
  const n = histogram.reduce((a, c) => a + c, 0);
  if (n === 0)
    return { industry_average: s, industry_percentile: 50, top_10_percent_score: s, sample_size: 1 };

  let sum = 0;
  let below = 0;
  for (let v = 0; v < HISTOGRAM_SIZE; v += 1) {
    sum += v * histogram[v];
    if (v < s) below += histogram[v];
  }
  const equal = histogram[s];

  const topCount = Math.ceil(n / 10);
  let seen = 0;
  let top = 0;
  for (let v = 100; v >= 0; v -= 1) {
    seen += histogram[v];
    if (seen >= topCount) {
      top = v;
      break;
    }
  }

  return {
    industry_average: round1(sum / n),
    industry_percentile: round1(((below + equal / 2) / n) * 100),
    top_10_percent_score: top,
    sample_size: n,
  };
}
