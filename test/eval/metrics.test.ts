import { describe, expect, it } from 'vitest';
import { labelIndustryOf, parseLabels, sameIndustry } from '../../bench/eval/labels.js';
import {
  agreement,
  failAgreement,
  median,
  normaliseText,
  placeholderGap,
  problemRecall,
  ranks,
  spearman,
  textsMatch,
} from '../../bench/eval/metrics.js';
import { judgeMutation } from '../../bench/eval/mutations.js';

describe('text matching of headline and call to action', () => {
  it('ignores case, punctuation and line breaks', () => {
    expect(normaliseText('  Start Learning\nNow →  ')).toBe('start learning now');
    expect(textsMatch('Start Learning Now →', 'start learning now')).toBe(true);
  });

  it('accepts a label that is most of the element, rejects a fragment or another element', () => {
    expect(textsMatch('Add to Cart', 'Add to Cart')).toBe(true);
    expect(textsMatch('Free Consultation 303.333.PAUL', 'Free Consultation')).toBe(true);
    expect(textsMatch('Buy now with 1-Click', 'Add to Cart')).toBe(false);
    expect(textsMatch('Shop', 'Shop Ketubahs, our only business: ketubahs for your marriage')).toBe(false);
  });

  it('treats two absent elements as agreement and one absent as disagreement', () => {
    expect(textsMatch(null, null)).toBe(true);
    expect(textsMatch(null, '')).toBe(true);
    expect(textsMatch(null, 'Kasse')).toBe(false);
    expect(textsMatch('Donate', null)).toBe(false);
  });
});

describe('agreement and fail precision/recall', () => {
  it('counts agreement, and is null with nothing to compare', () => {
    expect(agreement([true, false, true, true])).toEqual({ correct: 3, total: 4, rate: 0.75 });
    expect(agreement([]).rate).toBeNull();
  });

  it('counts an audit fail on a passing or not-applicable page as a false alarm and leaves unknown out', () => {
    const r = failAgreement([
      { expert: 'fail', audit: 'fail' },
      { expert: 'fail', audit: 'fail' },
      { expert: 'pass', audit: 'fail' },
      { expert: 'n/a', audit: 'fail' },
      { expert: 'fail', audit: 'not_applicable' },
      { expert: 'pass', audit: 'pass' },
      { expert: 'unknown', audit: 'fail' },
      { expert: 'fail', audit: 'unmeasured' },
    ]);
    expect(r).toMatchObject({ tp: 2, fp: 2, fn: 1, tn: 1, unknown: 1, unmeasured: 1 });
    expect(r.precision).toBe(0.5);
    expect(r.recall).toBeCloseTo(2 / 3);
    expect(failAgreement([{ expert: 'pass', audit: 'pass' }]).precision).toBeNull();
  });
});

describe('rank correlation and score gaps', () => {
  it('averages tied ranks', () => {
    expect(ranks([10, 30, 20, 20])).toEqual([1, 4, 2.5, 2.5]);
  });

  it('is 1 for the same order, -1 for the reverse, null for a constant score', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 35, 90])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [90, 35, 20, 10])).toBeCloseTo(-1);
    expect(spearman([50, 50, 50], [10, 40, 80])).toBeNull();
  });

  it('measures how far placeholder pages fall below the rest, and can be negative', () => {
    const gap = placeholderGap([
      { score: 20, placeholder: true },
      { score: 30, placeholder: true },
      { score: 70, placeholder: false },
    ]);
    expect(gap).toMatchObject({ with_placeholder: 25, without: 70, gap: 45, pages_with_placeholder: 2 });
    expect(
      placeholderGap([
        { score: 60, placeholder: true },
        { score: 40, placeholder: false },
      ]).gap,
    ).toBe(-20);
    expect(median([5, 1, 3, 2])).toBe(2.5);
  });
});

describe("experts' problems among the first findings", () => {
  const placed = (found_at: number | null, topics = ['placeholder']) => ({ problem: 'p', topics, found_at });

  it('counts a page when its first problem is addressed within the cut, and fails it otherwise', () => {
    const pages = [
      { page: 'a.html', problems: [placed(1)] },
      { page: 'b.html', problems: [placed(10)] },
      { page: 'c.html', problems: [placed(11), placed(2)] },
      { page: 'd.html', problems: [placed(null), placed(3)] },
    ];
    expect(problemRecall(pages, 1, 10)).toMatchObject({ correct: 2, total: 4, rate: 0.5, unmapped: 0 });
    expect(problemRecall(pages, 3, 10)).toMatchObject({ correct: 4, total: 4, rate: 1 });
    expect(problemRecall(pages, 1, 1)).toMatchObject({ correct: 1, total: 4 });
  });

  it('leaves out and lists pages whose problems map to no topic, and skips pages without problems', () => {
    const pages = [
      { page: 'a.html', problems: [{ problem: 'The colours clash', topics: [], found_at: null }, placed(4)] },
      { page: 'b.html', problems: [placed(30)] },
      { page: 'c.html', problems: [] },
    ];
    const first = problemRecall(pages, 1, 10);
    expect(first).toMatchObject({ correct: 0, total: 1, rate: 0, unmapped: 1 });
    expect(first.unmapped_problems).toEqual(['a.html: The colours clash']);
    const top3 = problemRecall(pages, 3, 10);
    expect(top3).toMatchObject({ correct: 1, total: 2, unmapped: 0 });
    expect(top3.unmapped_problems).toEqual(['a.html: The colours clash']);
    expect(problemRecall([], 1, 10).rate).toBeNull();
  });
});

describe('mutation judgement', () => {
  const audit = (score: number, findings: string[], strengths: string[] = []) => ({
    score,
    findings: findings.map((check_id) => ({ check_id })),
    strengths: strengths.map((check_id) => ({ check_id })),
  });

  it('needs both the score and the finding to move the right way', () => {
    const m = { checkId: 'SEO_001', direction: 'down' as const };
    expect(judgeMutation(m, audit(60, [], ['SEO_001']), audit(57, ['SEO_001'])).ok).toBe(true);
    expect(judgeMutation(m, audit(60, [], ['SEO_001']), audit(60, ['SEO_001'])).ok).toBe(false);
    expect(judgeMutation(m, audit(60, [], ['SEO_001']), audit(58, [], ['SEO_001'])).ok).toBe(false);
    const up = { checkId: 'OBJ_004', direction: 'up' as const };
    expect(judgeMutation(up, audit(40, ['OBJ_004']), audit(43, []))).toMatchObject({ ok: true });
    expect(judgeMutation(up, audit(40, ['OBJ_004']), audit(39, []))).toMatchObject({ ok: false });
  });
});

describe('labels', () => {
  it("reads both verdict forms, maps travel to the labels' other, and names the field at fault", () => {
    const [label] = parseLabels([
      {
        page: 'x.html',
        page_type: 'home_landing',
        industry: 'real_estate',
        headline: { text: 'Homes in Austin' },
        primary_cta: { text: 'Book a viewing', goal: 'book' },
        key_checks: { HERO_001: 'pass', CTA_001: { verdict: 'fail', reason: 'none' } },
        expert_score: 55,
      },
    ]);
    expect(label.key_checks).toEqual({ HERO_001: 'pass', CTA_001: 'fail' });
    expect(sameIndustry(label.industry, 'real_estate')).toBe(true);
    expect(sameIndustry(label.industry, 'local')).toBe(false);
    // the label schema has no travel: its labels file hotels and holiday rentals under 'other'
    expect(labelIndustryOf('travel')).toBe('other');
    expect(sameIndustry('other', 'travel')).toBe(true);
    expect(sameIndustry('local', 'travel')).toBe(false);
    expect(() => parseLabels([{ page: 'y.html', expert_score: 120 }], 'bad.json')).toThrow(/bad\.json: /);
  });
});
