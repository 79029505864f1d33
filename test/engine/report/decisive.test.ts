import { describe, expect, it } from 'vitest';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { lookupIn } from '../../../lib/engine/checks/default-catalogue.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { composeAudit } from '../../../lib/engine/report/build-report.js';
import {
  DECISIVE_CHECKS,
  conversionFirst,
  isHygieneCheck,
  spreadGroups,
} from '../../../lib/engine/report/decisive.js';
import { computeScore } from '../../../lib/engine/report/score.js';
import type { FullFinding } from '../../../lib/engine/report/types.js';
import { flow, renderFacts } from '../../support/check-kit/index.js';

const finding = (checkIds: string[]): FullFinding =>
  ({ id: '', check_id: checkIds[0], check_ids: checkIds }) as unknown as FullFinding;

describe('spreadGroups', () => {
  const ids = (fs: FullFinding[]): string[] => fs.map((f) => f.check_id);

  it('lets a second finding of a group wait until the first places hold different groups', () => {
    const order = [
      'MOBILE_001',
      'MOBILE_008',
      'SOCIAL_001',
      'MOBILE_014',
      'NAV_010',
      'SPQ_004',
      'OFFER_001',
    ].map((id) => finding([id]));
    expect(ids(spreadGroups(order, 4))).toEqual([
      'MOBILE_001',
      'SOCIAL_001',
      'NAV_010',
      'OFFER_001',
      'MOBILE_008',
      'MOBILE_014',
      'SPQ_004', // SPQ_ is the social-proof group's second prefix
    ]);
  });

  it('keeps the order when the first places are already different groups, and never holds back a decisive failure', () => {
    const plain = ['HERO_001', 'CTA_002', 'SOCIAL_001', 'CTA_012'].map((id) => finding([id]));
    expect(ids(spreadGroups(plain, 3))).toEqual(['HERO_001', 'CTA_002', 'SOCIAL_001', 'CTA_012']);
    const dead = ['CTA_002', 'CTA_015', 'SOCIAL_001'].map((id) => finding([id]));
    expect(ids(spreadGroups(dead, 3))).toEqual(['CTA_002', 'CTA_015', 'SOCIAL_001']);
  });

  it('keeps every finding when a page has fewer groups than places', () => {
    const order = ['MOBILE_001', 'MOBILE_008', 'MOBILE_014'].map((id) => finding([id]));
    expect(ids(spreadGroups(order))).toEqual(['MOBILE_001', 'MOBILE_008', 'MOBILE_014']);
  });
});

describe('conversionFirst', () => {
  it('ranks decisive failures and every sure conversion finding above hygiene', () => {
    const order = [
      finding(['SEO_002']),
      finding(['ACCESS_002']),
      finding(['SOCIAL_001']),
      finding(['CTA_015', 'NAV_009']),
      finding(['OBJ_004']),
      finding(['CONV_001']),
      finding(['HERO_004']),
    ];
    expect(conversionFirst(order).map((f) => f.check_id)).toEqual([
      'SOCIAL_001',
      'CTA_015',
      'OBJ_004',
      'HERO_004',
      'SEO_002',
      'ACCESS_002',
      'CONV_001',
    ]);
  });

  it('puts hygiene after conversion findings when nothing decisive failed, and keeps each tier in priority order', () => {
    const order = [
      finding(['SEO_002']),
      finding(['ACCESS_003']),
      finding(['SOCIAL_001']),
      finding(['TRUST_002']),
      finding(['DIFF_002']),
    ];
    expect(conversionFirst(order).map((f) => f.check_id)).toEqual([
      'SOCIAL_001',
      'DIFF_002',
      'SEO_002',
      'ACCESS_003',
      'TRUST_002',
    ]);
  });

  it('keeps a conversion finding that rests on a guess behind every sure one, and hygiene behind both', () => {
    const unsure = { ...finding(['OFFER_001']), confidence: 'low' } as FullFinding;
    // in priority order a sure hygiene finding precedes the guess (compareFindings puts sure first)
    const order = [finding(['OBJ_004']), finding(['ACCESS_003']), finding(['SEO_001']), unsure];
    expect(conversionFirst(order).map((f) => f.check_id)).toEqual([
      'OBJ_004',
      'OFFER_001',
      'ACCESS_003',
      'SEO_001',
    ]);
  });

  it('puts the site-identity root cause (privacy, terms, About link, legal entity) with hygiene', () => {
    const order = [
      finding(['TRUST_002', 'TRUST_003', 'TRUST_008', 'UNIV_006', 'ACCESS_012']),
      finding(['DIFF_002']),
    ];
    expect(conversionFirst(order).map((f) => f.check_id)).toEqual(['DIFF_002', 'TRUST_002']);
  });

  it('leaves a mixed finding (a conversion check with a hygiene one) among the conversion findings', () => {
    const order = [finding(['SEO_002']), finding(['ACCESS_002', 'HERO_004'])];
    expect(conversionFirst(order).map((f) => f.check_id)).toEqual(['ACCESS_002', 'SEO_002']);
  });

  it('names the decisive failures of the issue and no hygiene among them', () => {
    for (const id of ['CTA_001', 'CTA_015', 'TRUST_011', 'TRUST_015', 'TRUST_018'])
      expect(DECISIVE_CHECKS.has(id)).toBe(true);
    for (const id of DECISIVE_CHECKS) expect(isHygieneCheck(id)).toBe(false);
    for (const id of ['SEO_001', 'SEO_002', 'SEO_003', 'ACCESS_002', 'CONV_001'])
      expect(isHygieneCheck(id)).toBe(true);
    expect(isHygieneCheck('SEO_006')).toBe(false);
    // what a visitor meets on the page is no hygiene: low contrast, blocked zoom, sound on its own
    for (const id of ['ACCESS_005', 'ACCESS_006', 'ACCESS_014', 'TRUST_019', 'CTA_001'])
      expect(isHygieneCheck(id)).toBe(false);
    for (const id of [
      'ACCESS_003',
      'ACCESS_013',
      'TRUST_002',
      'TRUST_003',
      'TRUST_008',
      'UNIV_006',
      'CONV_006',
    ])
      expect(isHygieneCheck(id)).toBe(true);
  });
});

/** A rendered landing page whose every first-screen button does nothing (or, `dead` false, works). */
function landing(dead: boolean | 'none'): PageModel {
  const page = flow()
    .h1('Emergency plumbing in Leeds, day and night')
    .p('Certified plumbers at your door within the hour, every day of the year, at a fixed call-out fee.');
  if (dead !== 'none') {
    page
      .cta('Book a repair', {
        role: 'primary',
        intent: 'book',
        element: 'button',
        ...(dead ? { inert: 'render' as const } : {}),
      })
      .cta('Get a quote', {
        intent: 'quote',
        href: '',
        ...(dead ? { inert: 'render' as const, leadsNowhere: true as const } : {}),
      });
  }
  return page
    .endHero()
    .p('We fix leaks, boilers and blocked drains.')
    .build({
      mode: 'render',
      render: renderFacts(),
      language: { code: 'en', source: 'content', declared: 'en' },
      title: 'Emergency plumber in Leeds | Acme Plumbing',
    });
}

describe('a page whose every main button is dead', () => {
  const audit = (model: PageModel) =>
    composeAudit({
      scanId: 'sc_dead',
      url: model.url,
      model,
      results: runChecks(model),
      benchmark: { histogram: new Array<number>(101).fill(0) },
      scanMeta: { cost_usd: 0, duration_ms: 0 },
    });

  it('ranks that problem first, with high confidence from the render', () => {
    const first = audit(landing(true)).findings[0];
    expect(first.check_ids).toContain('CTA_015');
    expect(first.confidence).toBe('high');
    expect(first.evidence.map((e) => e.quote)).toContain('Book a repair');
  });

  it('is capped as a page without a call to action', () => {
    const lookup = lookupIn();
    const dead = computeScore(runChecks(landing(true)), lookup);
    const missing = computeScore(runChecks(landing('none')), lookup);
    const working = computeScore(runChecks(landing(false)), lookup);
    expect(dead.caps.map((c) => c.check_id)).toEqual(['CTA_015']);
    expect(missing.caps.map((c) => c.check_id)).toEqual(['CTA_001']);
    expect(dead.caps[0].factor).toBe(missing.caps[0].factor);
    expect(dead.caps[0].cap).toBe(missing.caps[0].cap);
    expect(dead.score).toBeLessThan(working.score);
    expect(working.caps).toEqual([]);
  });
});
