import { describe, expect, it } from 'vitest';
import { buildSummary } from '../../../lib/engine/report/summary.js';
import type { FullFinding } from '../../../lib/engine/report/types.js';

function finding(title: string, points: number): FullFinding {
  return {
    id: 'finding_001',
    title,
    severity: 'high',
    dimension: 'Clarity & messaging',
    dimension_id: 'clarity',
    impact: 'high',
    impact_estimate: 'estimate: +1%',
    explanation: 'x',
    fix_steps: [],
    rewritten_copy: 'x',
    confidence: 'medium',
    fix_effort: 'low',
    priority: 1,
    check_id: 'HERO_001',
    check_ids: ['HERO_001'],
    points_if_fixed: points,
    evidence: [],
    fingerprint: 'fp_0000000000000000',
  };
}

describe('buildSummary', () => {
  it('names the score, the verdict, the top three leaks with their estimate and two assets', () => {
    const summary = buildSummary({
      score: 58,
      verdict: 'fair',
      industry: 'saas',
      findings: [
        finding('No headline.', 2.5),
        finding('Vague CTA', 1.25),
        finding('No proof', 1),
        finding('Fourth', 9),
      ],
      strengths: [
        { check_id: 'TRUST_001', label: 'Testimonials shown', observation: 'Seen' },
        { check_id: 'SEO_001', label: 'Title set', observation: 'Seen' },
        { check_id: 'SEO_002', label: 'Third', observation: 'Seen' },
      ],
    });

    expect(summary).toBe(
      'This saas page scores 58/100 (fair) with 4 findings. The biggest leaks to fix first: “No headline”, “Vague CTA” and “No proof” (estimate: up to +4.8 points together). Its strongest assets: “Testimonials shown” and “Title set”.',
    );
  });

  it('still says something true for a page with no findings and no strengths', () => {
    expect(
      buildSummary({ score: 0, verdict: 'critical', industry: 'other', findings: [], strengths: [] }),
    ).toBe('This page scores 0/100 (critical) with 0 findings. No applicable check failed.');
  });
});
