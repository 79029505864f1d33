import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckOutcome } from '../../../lib/engine/checks/check.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';

/** What a passing or failing outcome must show: a quote containing `quote`, or an `absent` note. */
export interface EvidenceExpectation {
  quote?: string;
  absent?: boolean;
}

/** One check's acceptance table row: a page it passes on, one it fails on, optionally one it cannot judge. */
export interface CheckCase {
  id: string;
  pass: () => PageModel;
  fail: () => PageModel;
  passEvidence: EvidenceExpectation;
  failEvidence: EvidenceExpectation;
  notApplicable?: () => PageModel;
}

function expectEvidence(outcome: CheckOutcome, want: EvidenceExpectation): void {
  if (outcome.status === 'not_applicable')
    throw new Error(`expected evidence, got not_applicable: ${outcome.reason}`);
  expect(outcome.evidence.length).toBeGreaterThan(0);
  if (want.quote !== undefined) {
    const hit = outcome.evidence.find((e) => e.quote.includes(want.quote as string));
    expect(hit, `a quote containing "${want.quote}" in ${JSON.stringify(outcome.evidence)}`).toBeDefined();
  }
  if (want.absent) {
    expect(outcome.evidence.some((e) => e.absent !== undefined && e.selector === null)).toBe(true);
  }
}

/** Runs the acceptance table of a group: each check passes, fails and (where given) is not applicable. */
export function describeChecks(checks: readonly CheckDefinition[], cases: readonly CheckCase[]): void {
  const byId = new Map(checks.map((c) => [c.id, c]));

  it('has one acceptance case per check', () => {
    expect(cases.map((c) => c.id).sort()).toEqual(checks.map((c) => c.id).sort());
  });

  describe.each(cases)('$id', (c) => {
    const check = () => {
      const found = byId.get(c.id);
      if (!found) throw new Error(`no check ${c.id}`);
      return found;
    };

    it('passes with evidence on a page that meets the threshold', () => {
      const outcome = check().run(c.pass());
      expect(outcome.status).toBe('pass');
      expectEvidence(outcome, c.passEvidence);
    });

    it('fails with evidence on a page that misses the threshold', () => {
      const outcome = check().run(c.fail());
      expect(outcome.status).toBe('fail');
      expectEvidence(outcome, c.failEvidence);
    });

    if (c.notApplicable) {
      const naModel = c.notApplicable;
      it('is not applicable on a page it cannot judge', () => {
        const outcome = check().run(naModel());
        expect(outcome.status).toBe('not_applicable');
      });
    }
  });
}

/** Ids run PREFIX_001..PREFIX_n without gaps, and the group holds exactly `count` checks. */
export function expectSequentialIds(checks: readonly CheckDefinition[], prefix: string, count: number): void {
  expect(checks).toHaveLength(count);
  expect(checks.map((c) => c.id)).toEqual(
    Array.from({ length: count }, (_, i) => `${prefix}_${String(i + 1).padStart(3, '0')}`),
  );
}

/** Metadata every declaration must carry, so reports never show an empty field. */
export function expectCompleteMetadata(checks: readonly CheckDefinition[], group: string): void {
  for (const c of checks) {
    expect(c.group, c.id).toBe(group);
    expect(c.title.length, c.id).toBeGreaterThan(10);
    expect(c.label.length, c.id).toBeGreaterThan(5);
    expect(c.description.length, c.id).toBeGreaterThan(30);
    expect(c.threshold.length, c.id).toBeGreaterThan(5);
    expect(c.fixSteps.length, c.id).toBeGreaterThanOrEqual(2);
    expect(c.fixSteps.length, c.id).toBeLessThanOrEqual(4);
    expect(c.impactEstimate, c.id).toMatch(/^estimate: .*\d.*-\d/);
  }
}
