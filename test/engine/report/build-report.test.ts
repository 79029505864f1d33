import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckResult } from '../../../lib/engine/checks/check.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { buildBlueprint } from '../../../lib/engine/report/blueprint.js';
import { buildReport, composeAudit, shapeResponse } from '../../../lib/engine/report/build-report.js';
import { curve } from '../../../lib/engine/report/score.js';
import { catalogueOf } from '../../../lib/engine/checks/catalogue.js';
import { fullAuditSchema, scanResultSchema } from '../../../lib/engine/report/schema.js';
import type { FullAudit, FullFinding, ScanResult } from '../../../lib/engine/report/types.js';
import type { z } from 'zod';
import { located, modelWith } from '../../support/model-fixture.js';
import { checkDef, result } from './catalogue-fixture.js';

const headline = { ...located({ selector: 'h1', region: 'main' }), level: 1 as const, text: 'Welcome' };
const model: PageModel = modelWith({
  url: 'https://acme.example/',
  finalUrl: 'https://acme.example/',
  title: 'Welcome | Acme',
  text: 'Welcome. Acme builds forms faster without code. Trusted by 4,000 teams. Start your trial',
  headings: [headline],
  textBlocks: [
    { ...located({ region: 'main' }), tag: 'p', text: 'Acme builds forms faster without code.', words: 6 },
  ],
  industry: { id: 'saas', confidence: 0.8, signals: ['pricing plans'] },
  hero: { headline, subheadline: null, cta: null, image: null, end: 1000 },
});

const efforts = ['low', 'medium', 'high'] as const;
const failing: CheckDefinition[] = Array.from({ length: 14 }, (_, i) =>
  checkDef(`MSG_${String(i + 1).padStart(3, '0')}`, (['clarity', 'cta', 'trust', 'offer'] as const)[i % 4], {
    weight: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5,
    fixEffort: efforts[i % 3],
    impact: efforts[(i + 1) % 3],
    title: `Problem number ${i + 1}`,
  }),
);
const passing: CheckDefinition[] = Array.from({ length: 6 }, (_, i) =>
  checkDef(`TRUST_${String(i + 1).padStart(3, '0')}`, 'trust', { weight: 3, label: `Asset number ${i + 1}` }),
);
const skipped = checkDef('SAAS_001', 'offer', { industries: ['ecommerce'] });
const catalogue = catalogueOf([...failing, ...passing, skipped]);
const results: CheckResult[] = [
  ...failing.map((d) => result(d, 'fail')),
  ...passing.map((d) => result(d, 'pass', [{ quote: `Seen ${d.id}`, selector: `.${d.id}` }])),
  result(skipped, 'not_applicable', []),
];
const histogram = new Array<number>(101).fill(0).map((_, s) => (s % 10 === 0 ? 2 : 0));

function audit() {
  return composeAudit({
    scanId: 'sc_test1',
    url: 'https://acme.example/',
    model,
    results,
    catalogue,
    benchmark: { histogram },
    scanMeta: { cost_usd: 0.24, duration_ms: 81234 },
  });
}

describe('composeAudit', () => {
  it('has TypeScript types that the zod schemas accept', () => {
    // Compile-time: a FullAudit and a ScanResult are values of the schemas' inferred types.
    const asSchema = (a: FullAudit): z.infer<typeof fullAuditSchema> => a;
    const asResult = (r: ScanResult): z.infer<typeof scanResultSchema> => r;

    expect(asResult(shapeResponse(asSchema(audit()))).scan_id).toBe('sc_test1');
  });

  it('produces an audit the zod schema accepts', () => {
    const a = audit();

    expect(fullAuditSchema.parse(a)).toEqual(a);
    expect(a.findings).toHaveLength(14);
    expect(a.findings_summary).toBe(14);
    expect(a.industry).toBe('saas');
    expect(a.copy_rewrites.provider).toBe('deterministic');
    expect(a.benchmark.sample_size).toBe(22);
  });

  it('is deterministic: the same input gives the same audit', () => {
    expect(JSON.stringify(audit())).toBe(JSON.stringify(audit()));
  });

  it('agrees between score, verdict and dimension breakdown', () => {
    const a = audit();

    const applicable = a.dimensions.filter((d) => d.score !== null);
    const weighted =
      applicable.reduce((s, d) => s + d.weight * d.score!, 0) / applicable.reduce((s, d) => s + d.weight, 0);
    // the weighted dimension rate through the published curve (no decisive check in this catalogue)
    expect(Math.abs(a.score - curve(weighted / 100))).toBeLessThanOrEqual(0.55);
    expect(a.dimensions.reduce((s, d) => s + d.applicable, 0)).toBe(20);
    expect(a.verdict).toBe(a.score >= 50 ? 'fair' : a.score >= 30 ? 'poor' : 'critical');
  });

  it('writes a summary naming the score, verdict, top findings and strengths', () => {
    const a = audit();

    expect(a.summary).toContain(`scores ${a.score}/100 (${a.verdict})`);
    expect(a.summary).toContain(`“${a.findings[0].title}”`);
    expect(a.summary).toContain(`“${a.strengths[0].label}”`);
    expect(a.summary.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeGreaterThanOrEqual(2);
    expect(a.summary.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(4);
  });

  it('accepts ready benchmark numbers instead of a histogram', () => {
    const stats = {
      industry_average: 55,
      industry_percentile: 61.5,
      top_10_percent_score: 88,
      sample_size: 140,
    };

    const a = composeAudit({
      scanId: 'sc_x',
      url: model.url,
      model,
      results,
      catalogue,
      benchmark: stats,
      scanMeta: { cost_usd: 0, duration_ms: 1 },
    });

    expect(a.benchmark).toBe(stats);
  });
});

describe('shapeResponse', () => {
  it('returns the SPEC 2.1 fields in SPEC order plus dimensions', () => {
    const r = shapeResponse(audit());

    expect(Object.keys(r)).toEqual([
      'scan_id',
      'url',
      'score',
      'verdict',
      'findings_summary',
      'findings',
      'strengths',
      'summary',
      'copy_rewrites',
      'growth_blueprint',
      'benchmark',
      'industry',
      'page',
      'cache_hit',
      'scan_meta',
      'dimensions',
    ]);
    expect(scanResultSchema.parse(r)).toEqual(r);
  });

  it('cuts findings to finding_limit (default 10) while findings_summary counts all of them', () => {
    const a = audit();

    expect(shapeResponse(a).findings).toHaveLength(10);
    expect(shapeResponse(a, { findingLimit: 3 }).findings!.map((f) => f.id)).toEqual([
      'finding_001',
      'finding_002',
      'finding_003',
    ]);
    expect(shapeResponse(a, { findingLimit: 3 }).findings_summary).toBe(14);
    expect(shapeResponse(a, { findingLimit: 50 }).findings).toHaveLength(14);
    expect(shapeResponse(a, { findingLimit: 0 }).findings).toHaveLength(1);
    expect(shapeResponse(a, { findingLimit: Number.NaN }).findings).toHaveLength(10);
  });

  it('gives brief findings with only id, title, severity, dimension and priority', () => {
    const r = shapeResponse(audit(), { findingDepth: 'brief' });

    for (const f of r.findings!)
      expect(Object.keys(f).sort()).toEqual(['dimension', 'id', 'priority', 'severity', 'title']);
    expect(scanResultSchema.parse(r)).toEqual(r);
  });

  it('includes only the selected optional fields and always the others', () => {
    const r = shapeResponse(audit(), { fields: ['benchmark'] });

    expect(Object.keys(r)).toEqual([
      'scan_id',
      'url',
      'score',
      'verdict',
      'findings_summary',
      'strengths',
      'benchmark',
      'industry',
      'page',
      'cache_hit',
      'scan_meta',
      'dimensions',
    ]);
    expect(Object.keys(shapeResponse(audit(), { fields: [] }))).not.toContain('summary');
  });

  it('reshapes a cached audit with the cache-hit flag and the scan meta of the request', () => {
    const a = audit();

    const r = shapeResponse(a, {
      cacheHit: true,
      scanMeta: { cost_usd: 0, duration_ms: 12 },
      findingLimit: 2,
    });

    expect(r.cache_hit).toBe(true);
    expect(r.scan_meta).toEqual({ cost_usd: 0, duration_ms: 12 });
    expect(r.findings).toHaveLength(2);
    expect(a.findings).toHaveLength(14);
  });

  it('builds a blueprint whose steps name exactly the returned findings', () => {
    const r = shapeResponse(audit(), { findingLimit: 5 });

    const stepIds = r.growth_blueprint!.flatMap((p) => p.steps.map((s) => s.finding_id)).sort();
    expect(stepIds).toEqual(r.findings!.map((f) => f.id).sort());
  });

  it('equals buildReport for the same options', () => {
    const options = {
      fields: ['findings', 'summary'] as const,
      findingLimit: 4,
      findingDepth: 'brief' as const,
    };

    const direct = buildReport({
      scanId: 'sc_test1',
      url: 'https://acme.example/',
      model,
      results,
      catalogue,
      benchmark: { histogram },
      scanMeta: { cost_usd: 0.24, duration_ms: 81234 },
      options,
    });

    expect(direct).toEqual(shapeResponse(audit(), options));
  });
});

describe('buildBlueprint', () => {
  it('puts low effort in quick wins, medium in the next 30 days and high in strategic, each step naming its finding', () => {
    const a = audit();

    const phases = buildBlueprint(a.findings);

    expect(phases.map((p) => p.phase)).toEqual(['quick_wins', 'next_30_days', 'strategic']);
    const byId = new Map<string, FullFinding>(a.findings.map((f) => [f.id, f]));
    const effortOf = { quick_wins: 'low', next_30_days: 'medium', strategic: 'high' } as const;
    for (const p of phases) {
      for (const s of p.steps) {
        expect(byId.get(s.finding_id)!.fix_effort).toBe(effortOf[p.phase]);
        expect(byId.get(s.finding_id)!.check_id).toBe(s.check_id);
        expect(s.expected_effect).toMatch(/^estimate: up to \+[\d.]+ points/);
      }
      const sum = p.steps.reduce((t, s) => t + byId.get(s.finding_id)!.points_if_fixed, 0);
      expect(p.expected_effect).toBe(`estimate: up to +${Math.round(sum * 10) / 10} points`);
    }
    expect(phases.flatMap((p) => p.steps)).toHaveLength(14);
  });

  it('leaves out phases without findings', () => {
    const only = audit().findings.filter((f) => f.fix_effort === 'high');

    expect(buildBlueprint(only).map((p) => p.phase)).toEqual(['strategic']);
    expect(buildBlueprint([])).toEqual([]);
  });
});
