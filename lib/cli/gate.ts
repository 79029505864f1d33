import {
  compareAudits,
  GROUPS,
  type ComparedFinding,
  type FullAudit,
  type ScanComparison,
} from '../engine/index.js';
import type { AuditConfig, BudgetLevel } from './audit-config.js';
import { SEVERITIES, type Severity } from './audit-args.js';
import type { BaselineAudit } from './audit-inputs.js';

/**
 * The CI gate of `conversion-audit audit` (docs/ci.md): every rule that judges a page is an
 * assertion at level error (the gate fails, exit 1) or warn (reported, the gate passes).
 *
 * - the score bar (--fail-under, budgets.score);
 * - findings of a severity or worse (--fail-on, budgets.findings; high by default): every one of
 *   them, or with a baseline only those new against it (matched by fingerprint, so a preview
 *   compares with production; timing findings never count as new);
 * - budgets per dimension (a minimum score), per group (a most of failing checks) and per check
 *   (it must not fail), from the config file;
 * - the config's ignore list takes a check out of all of the above, with its reason shown.
 */

type ComparedChecks = readonly { id: string; status: string; observed?: string | null }[];

export interface GateRules {
  failUnder: number | null;
  /** Findings at or above this severity break the findings rule; null: findings never do. */
  findings: { severity: Severity; level: 'error' | 'warn' } | null;
  config: AuditConfig | null;
}

export interface Assertion {
  level: 'error' | 'warn';
  /** What broke: `score`, `findings`, `dimension:cta`, `group:hero`, `check:CTA_001`. */
  rule: string;
  page: string;
  message: string;
}

export interface IgnoredCheck {
  check: string;
  reason: string;
}

/** The gate's verdict on one page. */
export interface PageGate {
  page: string;
  passed: boolean;
  score: number;
  assertions: Assertion[];
  /** Findings that break the findings rule (with a baseline: the new ones). */
  failing_findings: ComparedFinding[];
  ignored: IgnoredCheck[];
  comparison: ScanComparison | null;
}

export interface GateResult {
  passed: boolean;
  /** The first page's score (the only one of a single-page run). */
  score: number;
  fail_under: number | null;
  fail_on: Severity | null;
  /** One sentence per broken rule at level error; empty when passed. */
  reasons: string[];
  /** One sentence per broken rule at level warn. */
  warnings: string[];
  baseline: string | null;
  /** Findings that fail the gate (all pages): critical/high by default, new ones against a baseline. */
  new_blocking: ComparedFinding[];
  /** The first page's comparison with its baseline. */
  comparison: ScanComparison | null;
  pages: PageGate[];
}

const RANK: Record<string, number> = Object.fromEntries(SEVERITIES.map((s, i) => [s, SEVERITIES.length - i]));

/** Whether `severity` is at least `floor` (critical > high > medium > low). */
export function atLeast(severity: string, floor: Severity): boolean {
  return (RANK[severity] ?? 0) >= RANK[floor];
}

/** The URL path of an audit, as the ignore list and the baseline match pages by it. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname.toLowerCase().replace(/\/+$/, '') || '/';
  } catch {
    return url;
  }
}

/** The checks the config ignores on this page (`label` as listed, `url` where it was audited). */
export function ignoredOn(config: AuditConfig | null, label: string, url: string): IgnoredCheck[] {
  return (config?.ignore ?? [])
    .filter((i) => !i.pages || i.pages.some((p) => p === label || pathOf(p) === pathOf(url)))
    .map((i) => ({ check: i.check, reason: i.reason }));
}

/** A finding is ignored when every check it merges is. */
const isIgnored = (checkIds: readonly string[], ignored: ReadonlySet<string>): boolean =>
  checkIds.length > 0 && checkIds.every((id) => ignored.has(id));

export function evaluatePage(
  label: string,
  audit: FullAudit,
  checks: ComparedChecks,
  baseline: BaselineAudit | null,
  rules: GateRules,
): PageGate {
  const assertions: Assertion[] = [];
  const add = (level: BudgetLevel, rule: string, message: string) => {
    if (level !== 'off') assertions.push({ level, rule, page: label, message });
  };
  const ignored = ignoredOn(rules.config, label, audit.url);
  const ignoredIds = new Set(ignored.map((i) => i.check));
  const budgets = rules.config?.budgets;

  const bar = rules.failUnder ?? budgets?.score?.min ?? null;
  const barLevel = rules.failUnder !== null ? 'error' : (budgets?.score?.level ?? 'error');
  if (bar !== null && audit.score < bar)
    add(barLevel, 'score', `score ${audit.score} is below the bar of ${bar}`);

  const comparison = baseline
    ? compareAudits(
        {
          scan_id: baseline.scan_id ?? 'baseline',
          audit: baseline as unknown as FullAudit,
          checks: baseline.checks,
        },
        { scan_id: audit.scan_id, audit, checks },
      )
    : null;
  let failing: ComparedFinding[] = [];
  if (rules.findings) {
    const floor = rules.findings.severity;
    const candidates: ComparedFinding[] = comparison
      ? comparison.findings.new
      : audit.findings.map((f) => ({
          fingerprint: f.fingerprint,
          check_id: f.check_id,
          check_ids: f.check_ids,
          title: f.title,
          severity: f.severity,
          dimension: f.dimension,
          selector: f.evidence.find((e) => !e.absent && e.selector)?.selector ?? null,
          priority: f.priority,
        }));
    failing = candidates.filter((f) => atLeast(f.severity, floor) && !isIgnored(f.check_ids, ignoredIds));
    if (failing.length > 0)
      add(
        rules.findings.level,
        'findings',
        `${failing.length} ${comparison ? 'new ' : ''}finding${failing.length === 1 ? '' : 's'} of severity ${floor} or worse${
          comparison ? ' against the baseline' : ''
        }: ${failing.map((f) => `${f.check_id} (${f.severity})`).join(', ')}`,
      );
  }

  for (const [id, budget] of Object.entries(budgets?.dimensions ?? {})) {
    const d = audit.dimensions.find((x) => x.dimension === id);
    if (d && d.score !== null && d.score < budget.min)
      add(
        budget.level,
        `dimension:${id}`,
        `${d.label} scores ${Math.round(d.score)}, under its budget of ${budget.min}`,
      );
  }
  const failed = checks.filter((c) => c.status === 'fail' && !ignoredIds.has(c.id));
  for (const [id, budget] of Object.entries(budgets?.groups ?? {})) {
    const group = GROUPS.find((g) => g.id === id);
    const inGroup = failed.filter((c) => (c as { group?: string }).group === id);
    if (inGroup.length > budget.max_failures)
      add(
        budget.level,
        `group:${id}`,
        `${inGroup.length} ${group?.name ?? id} checks fail, over its budget of ${budget.max_failures}: ${inGroup
          .map((c) => c.id)
          .join(', ')}`,
      );
  }
  for (const [id, level] of Object.entries(budgets?.checks ?? {})) {
    if (failed.some((c) => c.id === id)) add(level, `check:${id}`, `${id} fails`);
  }

  return {
    page: label,
    passed: !assertions.some((a) => a.level === 'error'),
    score: audit.score,
    assertions,
    failing_findings: failing,
    ignored,
    comparison,
  };
}

/** The verdict of the whole run: it passes when no page broke a rule at level error. */
export function combineGates(pages: PageGate[], rules: GateRules, baselineFile: string | null): GateResult {
  const several = pages.length > 1;
  const sentence = (a: Assertion) => (several ? `${a.page}: ${a.message}` : a.message);
  const all = pages.flatMap((p) => p.assertions);
  return {
    passed: pages.every((p) => p.passed),
    score: pages[0].score,
    fail_under: rules.failUnder ?? rules.config?.budgets?.score?.min ?? null,
    fail_on: rules.findings?.severity ?? null,
    reasons: all.filter((a) => a.level === 'error').map(sentence),
    warnings: all.filter((a) => a.level === 'warn').map(sentence),
    baseline: baselineFile,
    new_blocking: pages.flatMap((p) => p.failing_findings),
    comparison: pages[0].comparison,
    pages,
  };
}
