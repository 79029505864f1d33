import { describe, expect, it } from 'vitest';
import { catalogueOf, lookupOf } from '../../../lib/engine/checks/catalogue.js';
import { buildFindings } from '../../../lib/engine/report/findings.js';
import { CAUSES, groupRootCauses, rootKeyOf } from '../../../lib/engine/report/root-causes.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import { rewriteDeterministically } from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import type { CheckDefinition, CheckResult } from '../../../lib/engine/checks/check.js';
import { modelWith } from '../../support/model-fixture.js';
import { checkDef, result } from './catalogue-fixture.js';

const h1 = { quote: 'Welcome to our website', selector: 'h1.hero' };
const greeting = checkDef('HERO_003', 'clarity', { weight: 4, severity: 'high' });
const vague = checkDef('HERO_002', 'clarity', { weight: 2, severity: 'medium' });
const longHeadline = checkDef('MSG_001', 'clarity', { weight: 1, severity: 'low' });
const noTestimonials = checkDef('SOCIAL_001', 'trust', { weight: 4, severity: 'high' });
const noLang = checkDef('ACCESS_001', 'performance', { weight: 2 });
const noZoom = checkDef('ACCESS_006', 'performance', { weight: 2 });
const defs = [greeting, vague, longHeadline, noTestimonials, noLang, noZoom];

function audit(results: CheckResult[], all: CheckDefinition[] = defs) {
  const lookup = lookupOf(catalogueOf(all));
  const score = computeScore(results, lookup);
  const model = modelWith({});
  const rewrites = rewriteDeterministically(buildRewriteInput(model, results, lookup));
  const single = buildFindings({ model, results, lookup, pointsIfFixed: score.pointsIfFixed, rewrites });
  return { single, grouped: groupRootCauses(single, score.gainIfFixed), score };
}

describe('root causes', () => {
  const results = [
    result(greeting, 'fail', [h1]),
    result(vague, 'fail', [h1]),
    result(longHeadline, 'fail', [h1]),
    result(noTestimonials, 'fail', [{ quote: '', selector: null, absent: 'a customer testimonial' }]),
    result(noLang, 'fail', [{ quote: '<html>', selector: 'html' }]),
    result(noZoom, 'fail', [{ quote: 'user-scalable=no', selector: 'html' }]),
  ];

  it('merges failures on the same element into one finding that names every check', () => {
    const { single, grouped } = audit(results);

    expect(single).toHaveLength(6);
    expect(grouped).toHaveLength(4);
    const headline = grouped.find((f) => f.check_ids.includes('HERO_002'))!;
    expect(headline.check_ids).toHaveLength(3);
    expect(new Set(headline.check_ids)).toEqual(new Set(['HERO_003', 'HERO_002', 'MSG_001']));
    expect(headline.check_id).toBe(headline.check_ids[0]);
    expect(headline.severity).toBe('high');
    expect(headline.explanation).toContain('The same element also fails:');
    expect(headline.evidence).toEqual([h1]);
  });

  it('names a cause by a member a visitor meets, not by its markup hygiene', () => {
    // the same images: no text alternative (accessibility markup, hygiene, worth more points here)
    // and desktop-size files on phones, which a visitor waits for
    const noAlt = checkDef('ACCESS_002', 'performance', { weight: 4, severity: 'high' });
    const heavy = checkDef('MOBILE_011', 'performance', { weight: 2, severity: 'high' });
    const img = { quote: '<img src="hero.jpg">', selector: 'img.hero' };
    const { single, grouped } = audit(
      [result(noAlt, 'fail', [img]), result(heavy, 'fail', [img])],
      [noAlt, heavy],
    );
    expect(single[0].check_id).toBe('ACCESS_002');
    expect(grouped).toHaveLength(1);
    expect(grouped[0].check_ids).toEqual(['MOBILE_011', 'ACCESS_002']);
    expect(grouped[0].title).toBe(single.find((f) => f.check_id === 'MOBILE_011')!.title);
  });

  it('is worth what fixing all of its checks together is worth', () => {
    const { single, grouped, score } = audit(results);
    const headline = grouped.find((f) => f.check_ids.includes('HERO_002'))!;

    expect(headline.points_if_fixed).toBe(score.gainIfFixed(headline.check_ids));
    const parts = single.filter((f) => headline.check_ids.includes(f.check_id));
    for (const p of parts) expect(headline.points_if_fixed).toBeGreaterThan(p.points_if_fixed);
  });

  it('never merges on the page as a whole or on an absence alone', () => {
    expect(rootKeyOf({ check_id: 'ACCESS_001', evidence: [{ quote: '<html>', selector: 'html' }] })).toBe(
      'check:ACCESS_001',
    );
    expect(
      rootKeyOf({
        check_id: 'ACCESS_006',
        evidence: [{ quote: 'user-scalable=no', selector: 'meta[name="viewport"]' }],
      }),
    ).toBe('check:ACCESS_006');
    expect(rootKeyOf({ check_id: 'SEO_001', evidence: [{ quote: 'Home', selector: 'head > title' }] })).toBe(
      'check:SEO_001',
    );
    expect(
      rootKeyOf({
        check_id: 'NARR_001',
        evidence: [{ quote: '', selector: null, absent: 'the visitor problem' }],
      }),
    ).toBe('check:NARR_001');
    const { grouped } = audit(results);
    expect(
      grouped
        .filter((f) => f.check_ids.length === 1)
        .map((f) => f.check_id)
        .sort(),
    ).toEqual(['ACCESS_001', 'ACCESS_006', 'SOCIAL_001']);
  });

  it('merges the absences of one cause into one finding, and leaves a member that points at an element with it', () => {
    const noRating = checkDef('SOCIAL_002', 'trust', { weight: 3, severity: 'medium' });
    const noLogos = checkDef('SOCIAL_003', 'trust', { weight: 3, severity: 'medium' });
    const noCount = checkDef('SOCIAL_005', 'trust', { weight: 3, severity: 'medium' });
    const nothing = (what: string) => [{ quote: '', selector: null, absent: what }];
    const { single, grouped, score } = audit(
      [
        result(noTestimonials, 'fail', nothing('a customer testimonial')),
        result(noRating, 'fail', nothing('a star rating')),
        result(noLogos, 'fail', nothing('customer logos')),
        result(noCount, 'fail', [{ quote: 'Trusted by many', selector: 'p.claim' }]),
        result(greeting, 'fail', [h1]),
      ],
      [...defs, noRating, noLogos, noCount],
    );
    expect(rootKeyOf({ check_id: 'SOCIAL_001', evidence: nothing('a customer testimonial') })).toBe(
      'cause:social_proof',
    );
    expect(single).toHaveLength(5);
    const proof = grouped.find((f) => f.check_ids.includes('SOCIAL_001'))!;
    expect(new Set(proof.check_ids)).toEqual(new Set(['SOCIAL_001', 'SOCIAL_002', 'SOCIAL_003']));
    expect(proof.check_id).toBe('SOCIAL_001');
    expect(proof.explanation).toContain('The same cause also fails:');
    expect(proof.points_if_fixed).toBe(score.gainIfFixed(proof.check_ids));
    expect(grouped.find((f) => f.check_ids.includes('SOCIAL_005'))!.check_ids).toEqual(['SOCIAL_005']);
  });

  it('puts every check in at most one cause, and only checks of the catalogue', async () => {
    const { CHECKS } = await import('../../../lib/engine/checks/registry.js');
    const all = Object.values(CAUSES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const id of all)
      expect(
        CHECKS.some((c) => c.id === id),
        id,
      ).toBe(true);
  });

  it('numbers the root causes in priority order', () => {
    const { grouped } = audit(results);
    expect(grouped.map((f) => f.priority)).toEqual([1, 2, 3, 4]);
    expect(grouped.map((f) => f.id)).toEqual(['finding_001', 'finding_002', 'finding_003', 'finding_004']);
  });
});

describe('minor root causes', () => {
  it('leaves a low-severity failure out of the findings, and keeps it when a stronger check shares its element', () => {
    const minor = checkDef('HERO_005', 'clarity', { weight: 1, severity: 'low' });
    const alone = checkDef('SEO_009', 'discoverability', { weight: 1, severity: 'low' });
    const all = [greeting, minor, alone];
    const { single, grouped } = audit(
      [
        result(greeting, 'fail', [h1]),
        result(minor, 'fail', [h1]),
        result(alone, 'fail', [{ quote: '', selector: null, absent: 'a sitemap' }]),
      ],
      all,
    );

    expect(single.map((f) => f.check_id).sort()).toEqual(['HERO_003', 'HERO_005', 'SEO_009']);
    expect(grouped.map((f) => f.check_ids)).toEqual([['HERO_003', 'HERO_005']]);
    expect(grouped[0].severity).toBe('high');
  });
});
