import { describe, expect, it } from 'vitest';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import { STRENGTH_LIMIT, buildStrengths } from '../../../lib/engine/report/strengths.js';
import { checkDef, result } from './catalogue-fixture.js';

describe('buildStrengths', () => {
  it('cites the quote and selector of what was seen', () => {
    const def = checkDef('CTA_001', 'cta', { label: 'A clear primary call to action' });

    const strengths = buildStrengths(
      [result(def, 'pass', [{ quote: 'Start your free trial', selector: '#hero a.btn' }], '1 primary CTA')],
      lookupOf(catalogueOf([def])),
    );

    expect(strengths).toEqual([
      {
        check_id: 'CTA_001',
        label: 'A clear primary call to action',
        observation: 'Seen: “Start your free trial” (#hero a.btn) — 1 primary CTA',
      },
    ]);
  });

  it('never praises template filler: a pass quoting only lorem-ipsum Latin is no strength', () => {
    const def = checkDef('SOCIAL_001', 'trust', { label: 'Testimonials from customers' });
    const lookup = lookupOf(catalogueOf([def]));
    const filler = buildStrengths(
      [result(def, 'pass', [{ quote: 'Quas ut distinctio tenetur animi voluptatem', selector: '.review' }])],
      lookup,
    );
    expect(filler).toEqual([]);
    const real = buildStrengths(
      [result(def, 'pass', [{ quote: 'They fixed our boiler the same day.', selector: '.review' }])],
      lookup,
    );
    expect(real.map((s) => s.check_id)).toEqual(['SOCIAL_001']);
  });

  it('says what was checked when a pass rests on an absence', () => {
    const def = checkDef('SPEED_001', 'performance');

    const [s] = buildStrengths(
      [result(def, 'pass', [{ quote: '', selector: null, absent: 'autoplaying video' }])],
      lookupOf(catalogueOf([def])),
    );

    expect(s.observation).toBe('Checked: no autoplaying video found');
  });

  it('keeps only passed checks, the weightiest first, at most STRENGTH_LIMIT', () => {
    const defs = Array.from({ length: 12 }, (_, i) =>
      checkDef(
        `TRUST_${String(i + 1).padStart(3, '0')}`,
        (['trust', 'cta', 'clarity', 'offer'] as const)[i % 4],
        {
          weight: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
        },
      ),
    );
    const failed = checkDef('HERO_001', 'clarity', { weight: 5 });

    const strengths = buildStrengths(
      [...defs.map((d) => result(d, 'pass')), result(failed, 'fail')],
      lookupOf(catalogueOf([...defs, failed])),
    );

    expect(strengths).toHaveLength(STRENGTH_LIMIT);
    expect(strengths.map((s) => s.check_id)).not.toContain('HERO_001');
    // TRUST_005 (trust) and TRUST_010 (cta) both weigh 5 in dimensions of equal weight: check id decides.
    expect(strengths.slice(0, 2).map((s) => s.check_id)).toEqual(['TRUST_005', 'TRUST_010']);
    const weights = strengths.map((s) => defs.find((d) => d.id === s.check_id)!.weight);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(2);
  });

  it('spreads strengths over dimensions before taking a third from one', () => {
    const trust = [1, 2, 3, 4].map((n) => checkDef(`TRUST_00${n}`, 'trust', { weight: 5 }));
    const cta = checkDef('CTA_001', 'cta', { weight: 1 });

    const strengths = buildStrengths(
      [...trust, cta].map((d) => result(d, 'pass')),
      lookupOf(catalogueOf([...trust, cta])),
      3,
    );

    expect(strengths.map((s) => s.check_id)).toEqual(['TRUST_001', 'TRUST_002', 'CTA_001']);
  });
});

describe('buildStrengths variety', () => {
  it('prefers a strength citing something new over a second one citing the same element', () => {
    const a = checkDef('CTA_001', 'cta', { weight: 5 });
    const b = checkDef('CTA_002', 'cta', { weight: 4 });
    const c = checkDef('TRUST_001', 'trust', { weight: 1 });
    const sameButton = [{ quote: 'Get started', selector: '#cta' }];

    const strengths = buildStrengths(
      [
        result(a, 'pass', sameButton),
        result(b, 'pass', sameButton),
        result(c, 'pass', [{ quote: 'Rated 4.8', selector: '#rating' }]),
      ],
      lookupOf(catalogueOf([a, b, c])),
      2,
    );

    expect(strengths.map((s) => s.check_id)).toEqual(['CTA_001', 'TRUST_001']);
  });
});

describe('buildStrengths and what the visitor sees', () => {
  it('does not praise an element the page hides, nor quote one beside a shown element', () => {
    const hiddenOnly = checkDef('TRUST_001', 'trust', { weight: 5 });
    const mixed = checkDef('CTA_001', 'cta', { weight: 4 });

    const strengths = buildStrengths(
      [
        result(hiddenOnly, 'pass', [{ quote: 'Rated 4.9 by 10,000 customers', selector: '#modal > p' }]),
        result(mixed, 'pass', [
          { quote: 'Buy now', selector: '#drawer > a' },
          { quote: 'Start free trial', selector: '#hero > a' },
        ]),
      ],
      lookupOf(catalogueOf([hiddenOnly, mixed])),
      STRENGTH_LIMIT,
      ['#modal > p', '#drawer > a'],
    );

    expect(strengths.map((s) => s.check_id)).toEqual(['CTA_001']);
    expect(strengths[0].observation).toBe('Seen: “Start free trial” (#hero > a)');
  });
});
