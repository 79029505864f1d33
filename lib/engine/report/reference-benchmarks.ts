import reference from './reference-histograms.json' with { type: 'json' };
import { HISTOGRAM_SIZE } from './benchmark.js';

/** An industry with fewer reference pages than this is benchmarked against the all-industry reference. */
export const MIN_REFERENCE_PAGES = 5;

/** One page of the reference set: its corpus file, the industry the engine gave it, its score. */
export interface ReferencePage {
  file: string;
  industry: string;
  score: number;
}

/** lib/engine/report/reference-histograms.json, written by `npm run benchmarks:reference`. */
export interface ReferenceHistograms {
  /** The day the file was generated (YYYY-MM-DD). */
  generated_on: string;
  reference_set: string;
  min_pages: number;
  /** Per engine industry, and `all`: how many reference pages, and their 101-bucket histogram. */
  industries: Record<string, { pages: number; histogram: number[] }>;
  pages: ReferencePage[];
}

export const REFERENCE: ReferenceHistograms = reference;

/**
 * The reference histogram an industry's benchmark starts from: the industry's own when the reference
 * set has at least MIN_REFERENCE_PAGES pages of it, else the all-industry one (every reference page).
 */
export function referenceHistogram(
  industry: string,
  ref: ReferenceHistograms = REFERENCE,
): readonly number[] {
  const own = ref.industries[industry];
  if (own && own.pages >= MIN_REFERENCE_PAGES) return own.histogram;
  return ref.industries.all?.histogram ?? new Array<number>(HISTOGRAM_SIZE).fill(0);
}

/**
 * The histogram a benchmark is computed from: the stored scans of the industry plus its reference
 * histogram, bucket by bucket. A fresh store therefore still gives a real sample.
 *
 * @example benchmarkFromHistogram(withReference(await readHistogram(table, 'saas'), 'saas'), score)
 */
export function withReference(
  stored: readonly number[],
  industry: string,
  ref: ReferenceHistograms = REFERENCE,
): number[] {
  const base = referenceHistogram(industry, ref);
  return Array.from({ length: HISTOGRAM_SIZE }, (_, s) => (stored[s] ?? 0) + (base[s] ?? 0));
}
