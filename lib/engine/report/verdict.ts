import type { Verdict } from './types.js';

/** Score bands of the verdict, highest first: a score gets the first band whose minimum it reaches. */
export const VERDICT_BANDS: readonly { verdict: Verdict; min: number }[] = [
  { verdict: 'excellent', min: 85 },
  { verdict: 'good', min: 70 },
  { verdict: 'fair', min: 50 },
  { verdict: 'poor', min: 30 },
  { verdict: 'critical', min: 0 },
];

export const VERDICTS: readonly Verdict[] = VERDICT_BANDS.map((b) => b.verdict);

/** @example verdictOf(72) // 'good' */
export function verdictOf(score: number): Verdict {
  return (VERDICT_BANDS.find((b) => score >= b.min) ?? VERDICT_BANDS[VERDICT_BANDS.length - 1]).verdict;
}
