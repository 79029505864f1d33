import { describe, expect, it } from 'vitest';
import { fittingAlternative } from '../../../lib/engine/rewrite/fitting-alternative.js';

const alternatives = [
  'Formly: Build forms faster without code',
  'Build forms — Trusted by 4,000 teams',
  'Try Formly',
];

describe('fittingAlternative', () => {
  it('answers a check that wants a concrete claim with an alternative that has a number', () => {
    expect(fittingAlternative('The first screen makes no concrete, numeric claim', alternatives)).toBe(
      'Build forms — Trusted by 4,000 teams',
    );
  });

  it('answers a check about length with the shortest alternative', () => {
    expect(fittingAlternative('The headline is too long (limit 12 words)', alternatives)).toBe('Try Formly');
  });

  it('takes the first alternative otherwise, and nothing from an empty list', () => {
    expect(fittingAlternative('The headline is a greeting', alternatives)).toBe(alternatives[0]);
    expect(fittingAlternative('The headline is too long', [])).toBeUndefined();
  });
});
