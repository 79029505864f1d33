import { describe, expect, it } from 'vitest';
import { DIMENSIONS } from '../../../lib/engine/checks/dimensions.js';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import { checkDef, result } from './catalogue-fixture.js';

const heroA = checkDef('HERO_001', 'clarity', { weight: 3 });
const heroB = checkDef('HERO_002', 'clarity', { weight: 1 });
const ctaA = checkDef('CTA_001', 'cta', { weight: 2 });
const ctaB = checkDef('CTA_002', 'cta', { weight: 2 });
const trust = checkDef('TRUST_001', 'trust', { weight: 5 });
const lookup = lookupOf(catalogueOf([heroA, heroB, ctaA, ctaB, trust]));

describe('computeScore', () => {
  it('scores each dimension as the weighted pass rate of its applicable checks', () => {
    const s = computeScore(
      [result(heroA, 'pass'), result(heroB, 'fail'), result(ctaA, 'pass'), result(ctaB, 'fail')],
      lookup,
    );

    const clarity = s.dimensions.find((d) => d.dimension === 'clarity')!;
    const cta = s.dimensions.find((d) => d.dimension === 'cta')!;
    expect(clarity).toEqual({
      dimension: 'clarity',
      label: 'Clarity & messaging',
      weight: 18,
      score: 75,
      passed: 1,
      failed: 1,
      applicable: 2,
    });
    expect(cta.score).toBe(50);
    // (18 x 0.75 + 18 x 0.5) / 36 = 62.5
    expect(s.exact).toBeCloseTo(62.5, 10);
    expect(s.score).toBe(63);
  });

  it('leaves dimensions without applicable checks out of the overall score', () => {
    const s = computeScore([result(trust, 'pass'), result(heroB, 'fail')], lookup);

    // (16 x 1 + 18 x 0) / 34
    expect(s.exact).toBeCloseTo((16 * 100) / 34, 10);
    expect(s.score).toBe(47);
    expect(s.dimensions.filter((d) => d.score === null).map((d) => d.dimension)).toEqual(
      DIMENSIONS.map((d) => d.id).filter((id) => id !== 'trust' && id !== 'clarity'),
    );
  });

  it('excludes not_applicable and errored results', () => {
    const s = computeScore(
      [
        result(heroA, 'pass'),
        result(heroB, 'not_applicable', []),
        result(ctaA, 'error', []),
        result(ctaB, 'fail'),
      ],
      lookup,
    );

    expect(s.dimensions.find((d) => d.dimension === 'clarity')).toMatchObject({ score: 100, applicable: 1 });
    expect(s.dimensions.find((d) => d.dimension === 'cta')).toMatchObject({
      score: 0,
      applicable: 1,
      failed: 1,
    });
    expect(s.score).toBe(50);
  });

  it('gives 0 when no check applied at all', () => {
    const s = computeScore([result(heroA, 'not_applicable', [])], lookup);

    expect(s.score).toBe(0);
    expect(s.pointsIfFixed.size).toBe(0);
  });

  it('measures points_if_fixed as the overall gain if that one check passed', () => {
    const results = [
      result(heroA, 'fail'),
      result(heroB, 'pass'),
      result(ctaA, 'pass'),
      result(ctaB, 'fail'),
      result(trust, 'fail'),
    ];
    const before = computeScore(results, lookup);

    for (const id of ['HERO_001', 'CTA_002', 'TRUST_001']) {
      const fixed = computeScore(
        results.map((r) => (r.id === id ? { ...r, status: 'pass' as const } : r)),
        lookup,
      );
      expect(before.pointsIfFixed.get(id)).toBe(Math.round((fixed.exact - before.exact) * 10) / 10);
    }
    // HERO_001: 18 x (3/4) / 52 x 100 = 25.96...
    expect(before.pointsIfFixed.get('HERO_001')).toBe(26);
    expect(before.pointsIfFixed.has('HERO_002')).toBe(false);
  });

  it('ignores results of checks missing from the catalogue', () => {
    const stranger = checkDef('HERO_099', 'clarity', { weight: 5 });
    const s = computeScore([result(heroA, 'pass'), result(stranger, 'fail')], lookup);

    expect(s.score).toBe(100);
  });
});
