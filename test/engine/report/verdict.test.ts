import { describe, expect, it } from 'vitest';
import { VERDICT_BANDS, verdictOf } from '../../../lib/engine/report/verdict.js';

describe('verdictOf', () => {
  it('maps each band edge to its verdict', () => {
    expect([100, 85, 84, 70, 69, 50, 49, 30, 29, 0].map(verdictOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'critical',
      'critical',
    ]);
  });

  it('exports bands ordered from the highest minimum down to zero', () => {
    const mins = VERDICT_BANDS.map((b) => b.min);

    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    expect(mins[mins.length - 1]).toBe(0);
  });
});
