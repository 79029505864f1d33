import { readFile } from 'node:fs/promises';
import { compareAudits, type ComparedFinding, type ScanComparison } from '../engine/index.js';
import type { FullAudit } from '../engine/index.js';

/**
 * The CI gate of `npm run audit` (issue 16.3): a run fails when the score is below --fail-under,
 * or when a critical or high finding appears that the --baseline audit (the JSON of an earlier
 * run) did not have. Findings are matched by fingerprint (check ids + element + page path), so a
 * preview deployment compares with production's baseline; timing findings never count as new.
 */

/** Severities that fail the gate when they are new against the baseline. */
export const BLOCKING_SEVERITIES: ReadonlySet<string> = new Set(['critical', 'high']);

export interface GateOptions {
  failUnder: number | null;
  baseline: { file: string; audit: FullAudit; checks?: ComparedChecks } | null;
}

type ComparedChecks = readonly { id: string; status: string; observed?: string | null }[];

export interface GateResult {
  passed: boolean;
  score: number;
  fail_under: number | null;
  /** One sentence per broken rule; empty when passed. */
  reasons: string[];
  baseline: string | null;
  /** Critical and high findings new against the baseline. */
  new_blocking: ComparedFinding[];
  comparison: ScanComparison | null;
}

/** A CLI mistake: the message is printed as is and the run exits 2 before auditing anything. */
export class UsageError extends Error {}

/** The bar of --fail-under: a number 0-100. */
export function parseFailUnder(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100)
    throw new UsageError(`--fail-under must be a score 0-100, not ${JSON.stringify(raw)}`);
  return n;
}

/** The audit JSON of an earlier run (`--format json` or `--json`), read before anything is audited. */
export async function readBaseline(file: string): Promise<NonNullable<GateOptions['baseline']>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `--baseline ${file}: no such file (write one with --format json or --output audit.json)`
        : `--baseline ${file}: cannot be read (${code ?? String(err)})`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`--baseline ${file}: not JSON; pass the audit JSON of an earlier run`);
  }
  const audit = parsed as Partial<FullAudit> & { checks?: ComparedChecks; gate?: unknown };
  if (
    typeof audit !== 'object' ||
    audit === null ||
    typeof audit.score !== 'number' ||
    !Array.isArray(audit.findings) ||
    !Array.isArray(audit.dimensions)
  )
    throw new UsageError(
      `--baseline ${file}: not an audit (no score, findings and dimensions); pass the --format json output of an earlier run`,
    );
  return { file, audit: audit as FullAudit, checks: audit.checks };
}

export function evaluateGate(
  audit: FullAudit,
  checks: ComparedChecks | undefined,
  opts: GateOptions,
): GateResult {
  const reasons: string[] = [];
  if (opts.failUnder !== null && audit.score < opts.failUnder)
    reasons.push(`score ${audit.score} is below the bar of ${opts.failUnder}`);
  const comparison = opts.baseline
    ? compareAudits(
        {
          scan_id: opts.baseline.audit.scan_id ?? 'baseline',
          audit: opts.baseline.audit,
          checks: opts.baseline.checks,
        },
        { scan_id: audit.scan_id, audit, checks },
      )
    : null;
  const newBlocking = comparison?.findings.new.filter((f) => BLOCKING_SEVERITIES.has(f.severity)) ?? [];
  if (newBlocking.length > 0)
    reasons.push(
      `${newBlocking.length} new critical/high finding${newBlocking.length === 1 ? '' : 's'} against the baseline: ${newBlocking
        .map((f) => `${f.check_id} (${f.severity})`)
        .join(', ')}`,
    );
  return {
    passed: reasons.length === 0,
    score: audit.score,
    fail_under: opts.failUnder,
    reasons,
    baseline: opts.baseline?.file ?? null,
    new_blocking: newBlocking,
    comparison,
  };
}

const esc = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A GitHub job summary: verdict of the gate, score against the bar, what is new, resolved, top findings. */
export function markdownReport(audit: FullAudit, gate: GateResult, target: string): string {
  const cmp = gate.comparison;
  const lines = [
    `## ${gate.passed ? '✅' : '❌'} Conversion audit: ${esc(target)}`,
    '',
    `**Score ${audit.score}/100** (${audit.verdict})${gate.fail_under === null ? '' : ` · bar ${gate.fail_under}`}${
      cmp ? ` · ${cmp.score_delta >= 0 ? '+' : ''}${cmp.score_delta} against the baseline` : ''
    } · ${audit.findings_summary} findings`,
    '',
    gate.passed ? 'The gate passed.' : `The gate failed: ${gate.reasons.join('; ')}.`,
  ];
  if (cmp) {
    lines.push('', `### Against the baseline (${esc(gate.baseline ?? '')})`, '');
    lines.push(
      `${cmp.counts.new} new, ${cmp.counts.resolved} resolved, ${cmp.counts.unchanged} unchanged findings${
        cmp.counts.undetermined
          ? ` (${cmp.counts.undetermined} undetermined: a check errored in one run)`
          : ''
      }.`,
    );
    const table = (title: string, rows: readonly ComparedFinding[]) => {
      if (rows.length === 0) return;
      lines.push('', `**${title}**`, '', '| severity | check | finding |', '| --- | --- | --- |');
      for (const f of rows) lines.push(`| ${f.severity} | ${f.check_ids.join(', ')} | ${esc(f.title)} |`);
    };
    table('New', cmp.findings.new);
    table('Resolved', cmp.findings.resolved);
    if (cmp.copy_changes.length > 0) {
      lines.push('', '**Copy that changed**', '', '| element | before | after |', '| --- | --- | --- |');
      for (const c of cmp.copy_changes)
        lines.push(`| ${c.element} | ${esc(c.before ?? '—')} | ${esc(c.after ?? '—')} |`);
    }
    const moved = cmp.timings.filter((t) => t.beyond_noise);
    if (moved.length > 0) {
      lines.push('', '**Timings beyond their noise band**', '');
      for (const t of moved) lines.push(`- ${t.label}: ${t.base} → ${t.head} ms (band ±${t.noise_band} ms)`);
    }
  }
  lines.push('', '### Top findings', '', '| # | severity | check | finding | points if fixed |');
  lines.push('| --- | --- | --- | --- | --- |');
  for (const f of audit.findings.slice(0, 10))
    lines.push(
      `| ${f.priority} | ${f.severity} | ${f.check_ids.join(', ')} | ${esc(f.title)} | +${f.points_if_fixed} |`,
    );
  return `${lines.join('\n')}\n`;
}

const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JUnit XML for test reporters: one case for the score bar and one per critical/high finding of
 * the audit, failed when that finding is new against the baseline (without a baseline, findings
 * never fail the gate, so their cases pass and only list them).
 */
export function junitReport(audit: FullAudit, gate: GateResult, target: string): string {
  const cases: string[] = [];
  const scoreCase =
    gate.fail_under === null
      ? `    <testcase classname="score" name="score ${audit.score}/100 (no bar)"/>`
      : audit.score < gate.fail_under
        ? `    <testcase classname="score" name="score is at least ${gate.fail_under}"><failure message="${xml(
            `score ${audit.score} is below the bar of ${gate.fail_under}`,
          )}"/></testcase>`
        : `    <testcase classname="score" name="score is at least ${gate.fail_under}"/>`;
  cases.push(scoreCase);
  const fresh = new Set(gate.new_blocking.map((f) => f.fingerprint));
  for (const f of audit.findings.filter((x) => BLOCKING_SEVERITIES.has(x.severity))) {
    const name = xml(`${f.check_ids.join(', ')}: ${f.title}`);
    cases.push(
      fresh.has(f.fingerprint)
        ? `    <testcase classname="findings.${f.severity}" name="${name}"><failure message="${xml(
            `new ${f.severity} finding against the baseline`,
          )}">${xml(f.explanation ?? '')}</failure></testcase>`
        : `    <testcase classname="findings.${f.severity}" name="${name}"/>`,
    );
  }
  const failures = cases.filter((c) => c.includes('<failure')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="conversion audit" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="${xml(target)}" tests="${cases.length}" failures="${failures}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
