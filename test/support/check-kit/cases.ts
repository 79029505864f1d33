/**
 * The one table of check tests: a `CheckCase` per check (a page it passes on, one it fails on,
 * optionally one it cannot judge, and what each outcome's evidence shows) and `describeChecks`,
 * which runs a group's table. Checks are found through the registry, by id or by group, never by
 * the file they are declared in.
 */
import { describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckOutcome } from '../../../lib/engine/checks/check.js';
import type { GroupId } from '../../../lib/engine/checks/groups.js';
import { checksOfGroup, getCheck } from '../../../lib/engine/checks/registry.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';

/** The check with this id, from the registry; throws on an unknown id. */
export function check(id: string): CheckDefinition {
  const found = getCheck(id);
  if (!found) throw new Error(`no check ${id} in the registry`);
  return found;
}

/** The checks of a group, from the registry. */
export function checksOf(group: GroupId): readonly CheckDefinition[] {
  return checksOfGroup(group);
}

/** Runs the check with this id on a model. */
export function runCheck(id: string, model: PageModel): CheckOutcome {
  return check(id).run(model);
}

/** What a passing or failing outcome's evidence must show. */
export interface EvidenceExpectation {
  /** Text one quote contains (case as on the page). */
  quote?: string;
  /**
   * Text the observed value contains: what the check recognised without quoting it (a data item,
   * a widget, a count, an attribute), which evidence leaves out because the page does not show it.
   */
  observed?: string;
  /** One item says what was looked for and not found (without it, none does). */
  absent?: boolean;
}

/** One check's row: a page it passes on, one it fails on, optionally one it cannot judge. */
export interface CheckCase {
  id: string;
  pass: () => PageModel;
  fail: () => PageModel;
  na?: () => PageModel;
  /** Text a quote of the passing evidence contains. */
  passQuote?: string;
  /** Text the passing outcome's observed value contains. */
  passObserved?: string;
  /** The passing evidence records an absence (nothing bad was found). */
  passAbsent?: boolean;
  /** Text a quote of the failing evidence contains. */
  failQuote?: string;
  /** Text the failing outcome's observed value contains. */
  failObserved?: string;
  /** The failing evidence records an absence (what is needed is missing). */
  failAbsent?: boolean;
}

/**
 * Checks whose evidence may quote a fact of the page as a whole, with no element to point at
 * (selector null, no absence): how it was served (timings, bytes, headers, redirects, its address),
 * or how it rendered (document width, share of small text).
 * Every other check's quotes point at the element they were read from, as the Evidence type
 * describes a quote. The exceptions are named one by one, so a new check joins them only with a
 * reason (the corpus evidence test checks that such quotes are in the page text or head facts).
 */
export const PAGE_LEVEL_EVIDENCE: ReadonlySet<string> = new Set([
  'MOBILE_002', // document width against the screen
  'MOBILE_004', // share of text set below the readable size
  'SEO_014', // the page's own address and title
  'SPEED_001', // time to first byte
  'SPEED_002', // Largest Contentful Paint
  'SPEED_003', // Cumulative Layout Shift
  'SPEED_004', // Total Blocking Time
  'SPEED_005', // failed requests
  'SPEED_006', // page weight
  'SPEED_008', // Content-Encoding header
  'SPEED_010', // the served scheme
  'SPEED_014', // the redirect chain
]);

/**
 * Asserts an outcome's status and evidence: an absence is in it exactly when expected, the expected
 * quote is in it, and every item has the shape of an absence or of a quote pointing at the page.
 */
export function expectOutcome(
  outcome: CheckOutcome,
  status: 'pass' | 'fail',
  want: EvidenceExpectation = {},
  checkId = '',
): void {
  expect(outcome.status, outcome.status === 'not_applicable' ? outcome.reason : undefined).toBe(status);
  if (outcome.status === 'not_applicable') return;
  const evidence = outcome.evidence;
  expect(evidence.length).toBeGreaterThan(0);
  // An absence is reported exactly when the case says one is expected.
  expect(
    evidence.some((e) => e.absent !== undefined),
    `an absence ${want.absent ? 'in' : 'not in'} ${JSON.stringify(evidence)}`,
  ).toBe(Boolean(want.absent));
  // Every item either says what was not found (and points nowhere) or quotes the page and points
  // at where it was seen, unless it is a page-level fact of a check allowed to quote one.
  for (const e of evidence) {
    if (e.absent !== undefined) {
      expect(e.absent).toMatch(/\S/);
      expect(e.selector).toBeNull();
    } else if (!PAGE_LEVEL_EVIDENCE.has(checkId)) expect(e.selector, JSON.stringify(e)).toBeTruthy();
  }
  if (want.quote !== undefined) {
    const quote = want.quote;
    const hit = evidence.find((e) => e.quote.includes(quote));
    expect(hit, `a quote containing "${quote}" in ${JSON.stringify(evidence)}`).toBeDefined();
    if (hit!.selector !== null) expect(hit!.selector).toMatch(/^[#.[a-z]/i);
  }
  if (want.observed !== undefined) expect(outcome.observed ?? '').toContain(want.observed);
}

/**
 * The table-driven tests of one group: one case per check of the group (found in the registry), and
 * for each a passing and a failing page, and a page it cannot judge where given.
 */
export function describeChecks(group: GroupId, cases: readonly CheckCase[]): void {
  describe(`${group} checks`, () => {
    it('has one case per check of the group', () => {
      expect(cases.map((c) => c.id).sort()).toEqual(
        checksOf(group)
          .map((c) => c.id)
          .sort(),
      );
    });

    describe.each(cases)('$id', (c) => {
      it('passes with evidence on a page that meets its threshold', () => {
        expectOutcome(
          runCheck(c.id, c.pass()),
          'pass',
          { quote: c.passQuote, observed: c.passObserved, absent: c.passAbsent },
          c.id,
        );
      });
      it('fails with evidence on a page that misses its threshold', () => {
        expectOutcome(
          runCheck(c.id, c.fail()),
          'fail',
          { quote: c.failQuote, observed: c.failObserved, absent: c.failAbsent },
          c.id,
        );
      });
      if (c.na) {
        const na = c.na;
        it('is not applicable on a page it cannot judge', () => {
          expect(runCheck(c.id, na()).status).toBe('not_applicable');
        });
      }
    });
  });
}
