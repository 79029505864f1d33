import { describe, expect, it } from 'vitest';
import { DIMENSIONS } from '../../../lib/engine/checks/dimensions.js';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import { computeScore, curve, DECISIVE_FACTORS } from '../../../lib/engine/report/score.js';
import { checkDef, result } from './catalogue-fixture.js';

const heroA = checkDef('HERO_001', 'clarity', { weight: 3 });
const heroB = checkDef('HERO_002', 'clarity', { weight: 1 });
const ctaA = checkDef('CTA_003', 'cta', { weight: 2 });
const ctaB = checkDef('CTA_002', 'cta', { weight: 2 });
const trust = checkDef('TRUST_001', 'trust', { weight: 5 });
const criticalHero = checkDef('HERO_003', 'clarity', { weight: 1, severity: 'critical' });
const lowHero = checkDef('HERO_004', 'clarity', { weight: 1, severity: 'low' });
const placeholder = checkDef('TRUST_011', 'trust', { weight: 4, severity: 'high' });
const noCta = checkDef('CTA_001', 'cta', { weight: 5, severity: 'critical' });
const lookup = lookupOf(
  catalogueOf([heroA, heroB, ctaA, ctaB, trust, criticalHero, lowHero, placeholder, noCta]),
);

describe('the score curve', () => {
  it('is 50 at 55% of the weighted checks passed, rises strictly and stays inside 0-100', () => {
    expect(curve(0.55)).toBeCloseTo(50, 10);
    expect(Math.round(curve(0.3))).toBe(18);
    expect(Math.round(curve(0.8))).toBe(82);
    for (let r = 0; r < 1; r += 0.05) expect(curve(r + 0.05)).toBeGreaterThan(curve(r));
    expect(curve(0)).toBeGreaterThan(0);
    expect(curve(1)).toBeLessThan(100);
  });
});

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
      weight: 16,
      score: 75,
      passed: 1,
      failed: 1,
      applicable: 2,
    });
    expect(cta.score).toBe(50);
    // (16 x 0.75 + 16 x 0.5) / 32 = 0.625, through the curve
    expect(s.passRate).toBeCloseTo(0.625, 10);
    expect(s.exact).toBeCloseTo(curve(0.625), 10);
    expect(s.score).toBe(Math.round(curve(0.625)));
    expect(s.score).toBe(61);
    expect(s.caps).toEqual([]);
  });

  it('counts a critical check sixteen times a low one of the same weight', () => {
    const s = computeScore([result(criticalHero, 'pass'), result(lowHero, 'fail')], lookup);

    expect(s.dimensions.find((d) => d.dimension === 'clarity')!.score).toBeCloseTo((100 * 16) / 17, 1);
    const flipped = computeScore([result(criticalHero, 'fail'), result(lowHero, 'pass')], lookup);
    expect(flipped.dimensions.find((d) => d.dimension === 'clarity')!.score).toBeCloseTo(100 / 17, 1);
  });

  it('leaves dimensions without applicable checks out of the overall score', () => {
    const s = computeScore([result(trust, 'pass'), result(heroB, 'fail')], lookup);

    // (16 x 1 + 16 x 0) / 32
    expect(s.passRate).toBeCloseTo(16 / 32, 10);
    expect(s.score).toBe(Math.round(curve(16 / 32)));
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
    expect(s.score).toBe(Math.round(curve(0.5)));
  });

  it('gives 0 when no check applied at all', () => {
    const s = computeScore([result(heroA, 'not_applicable', [])], lookup);

    expect(s.score).toBe(0);
    expect(s.pointsIfFixed.size).toBe(0);
  });

  it('scales the pass rate of a page with a decisive failure, which caps its score and keeps every fix worth points', () => {
    const good = [result(heroA, 'pass'), result(heroB, 'pass'), result(trust, 'pass')];
    const uncapped = computeScore([...good, result(placeholder, 'pass')], lookup);
    const capped = computeScore([...good, result(placeholder, 'fail')], lookup);
    const worse = computeScore(
      [result(heroA, 'fail'), result(heroB, 'pass'), result(trust, 'pass'), result(placeholder, 'fail')],
      lookup,
    );

    expect(uncapped.score).toBeGreaterThan(80);
    const cap = Math.floor(curve(DECISIVE_FACTORS.TRUST_011));
    expect(capped.caps).toEqual([{ check_id: 'TRUST_011', factor: DECISIVE_FACTORS.TRUST_011, cap }]);
    expect(capped.exact).toBeCloseTo(curve(capped.passRate * DECISIVE_FACTORS.TRUST_011), 10);
    expect(capped.score).toBeLessThanOrEqual(cap);
    expect(worse.score).toBeLessThan(capped.score);
    expect(capped.pointsIfFixed.get('TRUST_011')).toBeGreaterThan(20);
    // on a capped page another fix still moves the score by whole points
    expect(worse.pointsIfFixed.get('HERO_001')).toBeGreaterThan(1);

    const both = computeScore([...good, result(placeholder, 'fail'), result(noCta, 'fail')], lookup);
    expect(both.caps.map((c) => c.check_id)).toEqual(['TRUST_011', 'CTA_001']);
    expect(both.exact).toBeCloseTo(curve(both.passRate * DECISIVE_FACTORS.TRUST_011), 10);
  });

  it('caps no score for a decisive check whose failure denies less than its whole claim', () => {
    const good = [result(heroA, 'pass'), result(heroB, 'pass'), result(trust, 'pass')];
    // "nothing stands out" (CTA_001 denying prominence only) is a finding, not "no way to act"
    const weak = computeScore([...good, { ...result(noCta, 'fail'), denies: ['prominent_cta'] }], lookup);
    const missing = computeScore([...good, result(noCta, 'fail')], lookup);

    expect(weak.caps).toEqual([]);
    expect(missing.caps.map((c) => c.check_id)).toEqual(['CTA_001']);
    expect(weak.passRate).toBe(missing.passRate);
    expect(weak.score).toBeGreaterThan(missing.score);
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
      expect(before.pointsIfFixed.get(id)).toBeGreaterThan(0);
    }
    expect(before.pointsIfFixed.has('HERO_002')).toBe(false);
  });

  it('ignores results of checks missing from the catalogue', () => {
    const stranger = checkDef('HERO_099', 'clarity', { weight: 5 });
    const s = computeScore([result(heroA, 'pass'), result(stranger, 'fail')], lookup);

    expect(s.passRate).toBe(1);
    expect(s.score).toBe(Math.round(curve(1)));
  });
});
