import {
  getCheck,
  GROUPS,
  type CheckDefinition,
  type FullAudit,
  type FullFinding,
  type ScanComparison,
} from '../engine/index.js';
import type { ScanCheck } from '../api/scan-checks-schema.js';
import { checkCounts } from '../scans/scan-checks.js';
import { evidenceText } from './evidence-text.js';
import { atLeast, type GateResult, type PageGate } from './gate.js';
import pkg from '../../package.json' with { type: 'json' };

/**
 * What the CLI writes: the summary for a terminal, the JSON record, a Markdown job summary, JUnit
 * XML and SARIF 2.1.0. Page text is hostile input in every one of them: each format drops or
 * escapes the characters it cannot carry (issue 25.6), so a page with control characters, lone
 * surrogates or markup in its text cannot break the file or the terminal it lands in.
 */

/** One audited page as the reports show it. */
export interface PageReport {
  /** What was asked for: the URL, the file path, or "HTML from stdin at <url>". */
  label: string;
  audit: FullAudit;
  checks: ScanCheck[];
  /** Scores of every run when there were several (the audit is the median one's). */
  runs: number[] | null;
  gate: PageGate | null;
  /** The file's text, for locating findings in it (SARIF regions); null for a URL. */
  source: { path: string; text: string } | null;
}

// ---- Characters each format cannot carry ----

/** Controls (C0 but tab and newline, DEL, C1), bidi overrides and lone surrogates. */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/gu;
/** What XML 1.0 forbids: controls but tab, LF and CR, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Page text for a terminal: no escape sequences, no characters that reorder or erase a line. */
export const printable = (s: string): string => s.replace(UNPRINTABLE, '');

export const xmlEscape = (s: string): string =>
  s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A Markdown table cell or line: one line, no markup of its own, no HTML. */
export const mdEscape = (s: string): string =>
  printable(s)
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_[\]|~#!]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A string with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
const wellFormed = (s: string): string => s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** JSON of any value with every string well formed: a lone surrogate becomes U+FFFD. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v), 2)}\n`;
}

// ---- The terminal summary ----

export function summaryText(page: PageReport): string {
  const { audit } = page;
  const lines = [
    `Audit of ${printable(page.label)}`,
    `Score ${audit.score}/100 (${audit.verdict}) · industry ${audit.industry} · ${audit.findings_summary} findings · ${audit.scan_meta.duration_ms} ms${
      page.runs ? ` · median of ${page.runs.length} runs (${page.runs.join(', ')})` : ''
    }`,
    '',
    'Dimensions:',
    ...audit.dimensions.map(
      (d) =>
        `  ${d.label.padEnd(34)} ${d.score === null ? '  n/a' : String(Math.round(d.score)).padStart(5)}  (weight ${d.weight}, ${d.passed}/${d.applicable} passed)`,
    ),
    '',
    'Top findings:',
    ...audit.findings
      .slice(0, 8)
      .flatMap((f) => [
        `  ${String(f.priority).padStart(2)}. [${f.severity}] ${printable(f.title)} (${f.check_id}, +${f.points_if_fixed} pts if fixed)`,
        `      evidence: ${printable(evidenceText(f.evidence[0]))}`,
      ]),
    '',
    'Strengths:',
    ...audit.strengths.slice(0, 5).map((s) => `  + ${printable(s.label)}: ${printable(s.observation)}`),
    '',
    `Summary: ${printable(audit.summary)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Every check, one line each (id, status, title, then observed or reason), by group; counts last. */
export function checksText(checks: readonly ScanCheck[]): string {
  const lines = ['', 'All checks:'];
  for (const group of GROUPS) {
    const rows = checks.filter((c) => c.group === group.id);
    if (rows.length === 0) continue;
    lines.push('', `${group.name} (${rows.length}):`);
    for (const c of rows) {
      // A passed check reads as what is right (its label); the others as what is checked for.
      const title = c.status === 'pass' ? c.label : c.title;
      const detail = c.observed ?? c.reason;
      lines.push(
        `  ${c.id.padEnd(11)} ${c.status.padEnd(14)} ${title}${detail ? ` — ${printable(detail)}` : ''}`,
      );
    }
  }
  const n = checkCounts(checks);
  lines.push(
    '',
    `${checks.length} checks: ${n.pass} pass, ${n.fail} fail, ${n.not_applicable} not applicable, ${n.error} error`,
  );
  return `${lines.join('\n')}\n`;
}

/** The gate's verdict after the summaries. */
export function gateText(gate: GateResult): string {
  const lines = ['', gate.passed ? 'Gate: passed' : `Gate: FAILED (${printable(gate.reasons.join('; '))})`];
  for (const w of gate.warnings) lines.push(`  warning: ${printable(w)}`);
  for (const p of gate.pages) {
    const cmp = p.comparison;
    if (cmp)
      lines.push(
        `Against ${printable(gate.baseline ?? '')}${gate.pages.length > 1 ? ` (${printable(p.page)})` : ''}: score ${
          cmp.score_delta >= 0 ? '+' : ''
        }${cmp.score_delta}, ${cmp.counts.new} new, ${cmp.counts.resolved} resolved, ${cmp.counts.unchanged} unchanged findings`,
      );
    for (const i of p.ignored) lines.push(`  ignored ${i.check}: ${printable(i.reason)}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- JSON: the record of the run, reusable as a baseline ----

/** One page's audit as the JSON record holds it: the audit, every check, the runs. */
export function pageJson(page: PageReport, withChecks: boolean): Record<string, unknown> {
  return {
    ...page.audit,
    ...(withChecks ? { checks: page.checks } : {}),
    ...(page.runs ? { runs: page.runs } : {}),
  };
}

/** A single page's audit (with `gate` when one was asked for), or `{pages, gate}` for several. */
export function jsonReport(pages: PageReport[], gate: GateResult | null, withChecks = true): string {
  const gateJson = gate ? { gate: { ...gate, pages: gate.pages.length > 1 ? gate.pages : undefined } } : {};
  if (pages.length === 1) return jsonText({ ...pageJson(pages[0], withChecks), ...gateJson });
  return jsonText({ pages: pages.map((p) => pageJson(p, withChecks)), ...gateJson });
}

// ---- Markdown: a job summary ----

function comparisonMarkdown(cmp: ScanComparison, baseline: string, lines: string[]): void {
  lines.push('', `### Against the baseline (${mdEscape(baseline)})`, '');
  lines.push(
    `${cmp.counts.new} new, ${cmp.counts.resolved} resolved, ${cmp.counts.unchanged} unchanged findings${
      cmp.counts.undetermined ? ` (${cmp.counts.undetermined} undetermined: a check errored in one run)` : ''
    }.`,
  );
  const table = (title: string, rows: ScanComparison['findings']['new']) => {
    if (rows.length === 0) return;
    lines.push('', `**${title}**`, '', '| severity | check | finding |', '| --- | --- | --- |');
    for (const f of rows) lines.push(`| ${f.severity} | ${f.check_ids.join(', ')} | ${mdEscape(f.title)} |`);
  };
  table('New', cmp.findings.new);
  table('Resolved', cmp.findings.resolved);
  if (cmp.copy_changes.length > 0) {
    lines.push('', '**Copy that changed**', '', '| element | before | after |', '| --- | --- | --- |');
    for (const c of cmp.copy_changes)
      lines.push(`| ${c.element} | ${mdEscape(c.before ?? '—')} | ${mdEscape(c.after ?? '—')} |`);
  }
  const moved = cmp.timings.filter((t) => t.beyond_noise);
  if (moved.length > 0) {
    lines.push('', '**Timings beyond their noise band**', '');
    for (const t of moved) lines.push(`- ${t.label}: ${t.base} → ${t.head} ms (band ±${t.noise_band} ms)`);
  }
}

/**
 * A GitHub job summary: the gate's verdict, then per page the score, what changed and the top
 * findings. Without a gate (`gated` false) it claims no verdict.
 */
export function markdownReport(pages: PageReport[], gate: GateResult, gated = true): string {
  const several = pages.length > 1;
  const lines: string[] = [];
  for (const page of pages) {
    const { audit } = page;
    const pg = page.gate;
    const passed = pg ? pg.passed : gate.passed;
    lines.push(
      `## ${gated ? (passed ? '✅ ' : '❌ ') : ''}Conversion audit: ${mdEscape(page.label)}`,
      '',
      `**Score ${audit.score}/100** (${audit.verdict})${gate.fail_under === null ? '' : ` · bar ${gate.fail_under}`}${
        pg?.comparison
          ? ` · ${pg.comparison.score_delta >= 0 ? '+' : ''}${pg.comparison.score_delta} against the baseline`
          : ''
      } · ${audit.findings_summary} findings${page.runs ? ` · median of ${page.runs.length} runs` : ''}`,
      '',
    );
    const errors = pg?.assertions.filter((a) => a.level === 'error') ?? [];
    const warnings = pg?.assertions.filter((a) => a.level === 'warn') ?? [];
    if (gated)
      lines.push(
        errors.length === 0
          ? several
            ? 'This page passed.'
            : 'The gate passed.'
          : `The gate failed: ${errors.map((a) => mdEscape(a.message)).join('; ')}.`,
      );
    else lines.push('No gate was asked for (docs/ci.md, "The gate").');
    if (warnings.length > 0) {
      lines.push('', '**Warnings**', '');
      for (const w of warnings) lines.push(`- ${mdEscape(w.message)}`);
    }
    if (pg && pg.ignored.length > 0) {
      lines.push('', '**Ignored by the config**', '');
      for (const i of pg.ignored) lines.push(`- ${i.check}: ${mdEscape(i.reason)}`);
    }
    if (pg?.comparison) comparisonMarkdown(pg.comparison, gate.baseline ?? '', lines);
    lines.push('', '### Top findings', '', '| # | severity | check | finding | points if fixed |');
    lines.push('| --- | --- | --- | --- | --- |');
    for (const f of audit.findings.slice(0, 10))
      lines.push(
        `| ${f.priority} | ${f.severity} | ${f.check_ids.join(', ')} | ${mdEscape(f.title)} | +${f.points_if_fixed} |`,
      );
    lines.push('');
  }
  if (several && gated)
    lines.push(
      gate.passed
        ? `**All ${pages.length} pages passed the gate.**`
        : `**The gate failed:** ${gate.reasons.map(mdEscape).join('; ')}.`,
      '',
    );
  return lines.join('\n');
}

// ---- JUnit XML ----

/**
 * JUnit XML for test reporters, one suite per page: a case for the score bar, one per finding of
 * the gate's severity or worse (high by default) that fails when the finding fails the gate (all
 * of them without a baseline, the new ones with one), skipped when the config ignores it, and one
 * per broken budget. Warnings are passing cases that say so.
 */
export function junitReport(pages: PageReport[], gate: GateResult): string {
  const floor = gate.fail_on ?? 'high';
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const page of pages) {
    const pg = page.gate;
    const cases: string[] = [];
    const attr = (s: string) => xmlEscape(s);
    const scoreFail = pg?.assertions.find((a) => a.rule === 'score');
    cases.push(
      gate.fail_under === null
        ? `    <testcase classname="score" name="${attr(`score ${page.audit.score}/100 (no bar)`)}"/>`
        : scoreFail && scoreFail.level === 'error'
          ? `    <testcase classname="score" name="score is at least ${gate.fail_under}"><failure message="${attr(scoreFail.message)}"/></testcase>`
          : `    <testcase classname="score" name="score is at least ${gate.fail_under}"/>`,
    );
    const failing = new Set((pg?.failing_findings ?? []).map((f) => f.fingerprint));
    const findingsLevel = pg?.assertions.find((a) => a.rule === 'findings')?.level;
    const ignored = new Map((pg?.ignored ?? []).map((i) => [i.check, i.reason]));
    for (const f of page.audit.findings.filter((x) => atLeast(x.severity, floor))) {
      const name = attr(`${f.check_ids.join(', ')}: ${f.title}`);
      const reason = f.check_ids.every((id) => ignored.has(id)) ? ignored.get(f.check_id) : undefined;
      if (reason !== undefined) {
        cases.push(
          `    <testcase classname="findings.${f.severity}" name="${name}"><skipped message="${attr(`ignored: ${reason}`)}"/></testcase>`,
        );
      } else if (failing.has(f.fingerprint) && findingsLevel === 'error') {
        const message = pg?.comparison
          ? `new ${f.severity} finding against the baseline`
          : `${f.severity} finding (severity ${floor} or worse fails the gate)`;
        cases.push(
          `    <testcase classname="findings.${f.severity}" name="${name}"><failure message="${attr(message)}">${attr(
            f.explanation ?? '',
          )}</failure></testcase>`,
        );
      } else {
        cases.push(`    <testcase classname="findings.${f.severity}" name="${name}"/>`);
      }
    }
    for (const a of pg?.assertions.filter((x) => x.rule !== 'score' && x.rule !== 'findings') ?? []) {
      const name = attr(`${a.rule} budget`);
      cases.push(
        a.level === 'error'
          ? `    <testcase classname="budgets" name="${name}"><failure message="${attr(a.message)}"/></testcase>`
          : `    <testcase classname="budgets" name="${name}"><system-out>${attr(`warning: ${a.message}`)}</system-out></testcase>`,
      );
    }
    const failed = cases.filter((c) => c.includes('<failure')).length;
    tests += cases.length;
    failures += failed;
    suites.push(
      `  <testsuite name="${attr(page.label)}" tests="${cases.length}" failures="${failed}">`,
      ...cases,
      '  </testsuite>',
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="conversion audit" tests="${tests}" failures="${failures}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

// ---- SARIF 2.1.0 ----

const SARIF_LEVEL: Record<string, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

function ruleOf(check: CheckDefinition) {
  return {
    id: check.id,
    name: check.id,
    shortDescription: { text: check.title },
    fullDescription: { text: check.description },
    help: {
      text: check.fixSteps.join('\n'),
      markdown: check.fixSteps.map((s) => `- ${s}`).join('\n'),
    },
    defaultConfiguration: { level: SARIF_LEVEL[check.severity] },
    properties: {
      tags: [...new Set(['conversion', check.group, check.dimension])],
      group: check.group,
      dimension: check.dimension,
      severity: check.severity,
      threshold: check.threshold,
      impact: check.impactEstimate,
    },
  };
}

/** The 1-based line of a quote in the page's source, when the file holds it as written. */
function lineOf(source: PageReport['source'], quote: string | null | undefined): number {
  if (!source || !quote) return 1;
  const at = source.text.indexOf(quote.slice(0, 80));
  return at < 0 ? 1 : source.text.slice(0, at).split('\n').length;
}

function locationOf(page: PageReport, f: FullFinding) {
  const element = f.evidence.find((e) => !e.absent && e.selector);
  const quoted = f.evidence.find((e) => !e.absent && e.quote);
  return {
    physicalLocation: {
      artifactLocation: page.source
        ? { uri: page.source.path, uriBaseId: '%SRCROOT%' }
        : { uri: page.audit.url },
      region: { startLine: lineOf(page.source, quoted?.quote) },
    },
    ...(element?.selector
      ? { logicalLocations: [{ fullyQualifiedName: element.selector, kind: 'element' }] }
      : {}),
  };
}

/**
 * SARIF 2.1.0 for code scanning: every finding of every page as a result of the rule of its lead
 * check (the catalogue's title, description, fix steps, severity, group and dimension as rule
 * metadata), located in the page (the file and the line its quote is on, or the URL) with the
 * element's selector as a logical location, its fingerprint as a partial fingerprint, the
 * baseline state when there is a baseline, and a suppression with its reason when ignored.
 */
export function sarifReport(pages: PageReport[], gate: GateResult | null): string {
  const rules: ReturnType<typeof ruleOf>[] = [];
  const index = new Map<string, number>();
  const ruleIndex = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) {
      const check = getCheck(id);
      if (!check) return -1;
      i = rules.push(ruleOf(check)) - 1;
      index.set(id, i);
    }
    return i;
  };
  const results = pages.flatMap((page) => {
    const pg = page.gate;
    const cmp = pg?.comparison;
    const isNew = new Set(cmp?.findings.new.map((f) => f.fingerprint) ?? []);
    const failing = new Set(pg?.failing_findings.map((f) => f.fingerprint) ?? []);
    const ignored = new Map((pg?.ignored ?? []).map((i) => [i.check, i.reason]));
    return page.audit.findings.map((f) => {
      const reason = f.check_ids.every((id) => ignored.has(id)) ? ignored.get(f.check_id) : undefined;
      return {
        ruleId: f.check_id,
        ruleIndex: ruleIndex(f.check_id),
        level: SARIF_LEVEL[f.severity],
        message: { text: `${f.title}. ${f.explanation}` },
        locations: [locationOf(page, f)],
        partialFingerprints: { 'conversionAuditFinding/v1': f.fingerprint },
        ...(cmp ? { baselineState: isNew.has(f.fingerprint) ? 'new' : 'unchanged' } : {}),
        ...(reason !== undefined
          ? { suppressions: [{ kind: 'external', status: 'accepted', justification: reason }] }
          : {}),
        properties: {
          check_ids: f.check_ids,
          severity: f.severity,
          priority: f.priority,
          points_if_fixed: f.points_if_fixed,
          fails_gate: failing.has(f.fingerprint),
          page: page.label,
        },
      };
    });
  });
  return jsonText({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'conversion-audit',
            version: pkg.version,
            rules,
          },
        },
        results: results.map((r) => (r.ruleIndex < 0 ? { ...r, ruleIndex: undefined } : r)),
        invocations: [
          {
            executionSuccessful: true,
            ...(gate
              ? {
                  properties: { gate_passed: gate.passed, reasons: gate.reasons, warnings: gate.warnings },
                }
              : {}),
          },
        ],
      },
    ],
  });
}
