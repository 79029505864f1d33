/**
 * The evaluation harness behind `npm run eval`: audits every labelled page through the real
 * pipeline (served over HTTP on 127.0.0.1, fetched, rendered in Chromium unless static, modelled,
 * checked, scored) and holds what the audit saw against the experts' labels.
 *
 * @example const report = await runEval({ labelsFile, pagesDir, mode: 'static' });
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import {
  acquireModel,
  type CheckResult,
  composeAudit,
  degradedReason,
  type FullAudit,
  HISTOGRAM_SIZE,
  localDeliveryReason,
  type PageModel,
  runChecks,
} from '../../lib/engine/index.js';
import {
  engineIndustry,
  hasPlaceholder,
  INDUSTRY_MAPPING,
  readLabels,
  type KeyVerdict,
  type Label,
} from './labels.js';
import {
  agreement,
  failAgreement,
  median,
  placeholderGap,
  problemRecall,
  spearman,
  textsMatch,
  type Agreement,
  type AuditStatus,
  type FailAgreement,
  type PlacedProblem,
  type ProblemRecall,
} from './metrics.js';
import { matchProblem } from './problem-topics.js';
import { judgeMutation, MUTATIONS, roundTrip, type Mutation, type MutationOutcome } from './mutations.js';
import { GATE_NAMES, rewriteGates, type GateName, type RewriteGateResult } from './rewrite-gates.js';

/** How many findings a reader sees first (the response's default finding_limit). */
export const TOP_FINDINGS = 10;

export interface EvalOptions {
  labelsFile: string;
  pagesDir: string;
  mode: 'render' | 'static';
  mutations?: boolean;
  /** Only pages whose path contains one of these strings. */
  only?: string[];
  chromePath?: string | null;
  onProgress?: (line: string) => void;
  /** Sees the check results of every audit: the page as it is (variant 'as-is') and each mutation. */
  onAudit?: (page: string, variant: string, results: readonly CheckResult[]) => void;
}

/** What the audit took the page to be, as the response's `page` object shows it. */
export interface Perceived {
  page_type: string | null;
  industry: string | null;
  language: string | null;
  headline: string | null;
  primary_cta: string | null;
}

export interface PageOutcome {
  page: string;
  error?: string;
  expected: Perceived;
  got?: Perceived;
  match?: Record<keyof Perceived, boolean | null>;
  score?: number;
  expert_score: number;
  placeholder: boolean;
  findings?: number;
  top_findings?: string[];
  /** check_ids of the first 10 findings, in priority order. */
  top_check_ids?: string[][];
  /** The experts' first three problems, their topics and where the findings address them. */
  problems?: PlacedProblem[];
  key_checks?: Record<string, { expert: KeyVerdict; audit: AuditStatus }>;
  /** Quality gates of this page's copy rewrites and rewritten_copy. */
  rewrites?: RewriteGateResult;
}

/** The rewrite gates over all pages: every count must be zero. */
export interface RewriteSummary {
  alternatives: number;
  pages_with_alternatives: number;
  absent: number;
  absent_without_reason: number;
  findings: number;
  findings_with_copy: number;
  /** Elements whose current copy the copy rubric calls good, and how many still got an alternative. */
  good_originals: number;
  good_with_alternative: number;
  counts: Record<GateName, number>;
  examples: Partial<Record<GateName, string[]>>;
}

export interface EvalReport {
  generated_at: string;
  labels: string;
  pages_dir: string;
  mode: 'render' | 'static';
  industry_mapping: Record<string, string>;
  summary: {
    pages: number;
    audited: number;
    errors: string[];
    page_type: Agreement;
    industry: Agreement;
    language: Agreement;
    headline: Agreement;
    primary_cta: Agreement;
    key_checks: FailAgreement;
    spearman: number | null;
    score_min: number | null;
    score_max: number | null;
    median_findings: number | null;
    /** The experts' first problem addressed by one of the first 10 findings. */
    first_problem: ProblemRecall;
    /** Any of the experts' first three problems addressed by one of the first 10 findings. */
    top3_problems: ProblemRecall;
    placeholder: ReturnType<typeof placeholderGap>;
    mutations: {
      applied: number;
      ok: number;
      by_mutation: Record<string, { applied: number; ok: number; failed: string[] }>;
    };
    rewrites: RewriteSummary;
  };
  per_check: Record<string, FailAgreement>;
  pages: PageOutcome[];
  mutations: MutationOutcome[];
}

interface Audited {
  model: PageModel;
  results: CheckResult[];
  audit: FullAudit;
}

interface PageServer {
  urlOf(relPath: string, variant?: string): string;
  /** Serve `html` at the URL of relPath/variant until cleared. */
  override(relPath: string, variant: string, html: string): void;
  clear(relPath: string, variant: string): void;
  close(): Promise<void>;
}

/** Serves the labelled pages (and edited variants of them) on 127.0.0.1 with an ephemeral port. */
async function servePages(root: string): Promise<PageServer> {
  const overrides = new Map<string, string>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname).slice(1);
    const variant = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('variant') ?? '';
    const html = overrides.get(`${rel}?${variant}`);
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const file = path.resolve(root, rel);
    if (!file.startsWith(path.resolve(root) + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type':
              file.endsWith('.html') || file.endsWith('.htm')
                ? 'text/html; charset=utf-8'
                : 'application/octet-stream',
          })
          .end(body),
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const enc = (rel: string) => rel.split('/').map(encodeURIComponent).join('/');
  return {
    urlOf: (rel, variant) => `http://127.0.0.1:${port}/${enc(rel)}${variant ? `?variant=${variant}` : ''}`,
    override: (rel, variant, html) => void overrides.set(`${rel}?${variant}`, html),
    clear: (rel, variant) => void overrides.delete(`${rel}?${variant}`),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function auditUrl(url: string, opts: EvalOptions): Promise<Audited> {
  const model = await acquireModel(url, {
    allowPrivate: true,
    renderMode: opts.mode === 'static' ? 'static' : 'auto',
    chromePath: opts.chromePath ?? null,
    localFile: true,
  } as Parameters<typeof acquireModel>[1]);
  const results = runChecks(model);
  const audit = composeAudit({
    scanId: 'sc_eval',
    url,
    model,
    results,
    benchmark: { histogram: new Array<number>(HISTOGRAM_SIZE).fill(0) },
    scanMeta: { cost_usd: 0, duration_ms: 0 },
  });
  return { model, results, audit };
}

/** What the audit saw: the response's `page` object. */
export function perceivedOf(a: Pick<Audited, 'audit'>): Perceived {
  const page = a.audit.page;
  return {
    page_type: page?.page_type ?? null,
    industry: page?.industry ?? a.audit.industry ?? null,
    language: page?.language ?? null,
    headline: page?.headline.text ?? null,
    primary_cta: page?.primary_cta.text ?? null,
  };
}

function expectedOf(label: Label): Perceived {
  return {
    page_type: label.page_type,
    industry: engineIndustry(label.industry),
    language: label.language ?? null,
    headline: label.headline.text,
    primary_cta: label.primary_cta.text,
  };
}

function compare(expected: Perceived, got: Perceived): Record<keyof Perceived, boolean | null> {
  const same = (a: string | null, b: string | null) =>
    a === null ? null : a.toLowerCase() === (b ?? '').toLowerCase();
  return {
    page_type: same(expected.page_type, got.page_type),
    industry: same(expected.industry, got.industry),
    language: same(expected.language, got.language?.slice(0, 2) ?? null),
    headline: textsMatch(expected.headline, got.headline),
    primary_cta: textsMatch(expected.primary_cta, got.primary_cta),
  };
}

/** The points the report says fixing the check is worth, where it fails (diagnostic). */
function pointsOf(audit: { findings?: unknown }, checkId: string): number | null {
  const findings = (audit.findings ?? []) as {
    check_ids?: string[];
    check_id?: string;
    points_if_fixed?: number;
  }[];
  const f = findings.find((x) => x.check_id === checkId || x.check_ids?.includes(checkId));
  return f?.points_if_fixed ?? null;
}

function statusOf(results: readonly CheckResult[], id: string): AuditStatus {
  return results.find((r) => r.id === id)?.status ?? 'missing';
}

/** The check's status, or 'unmeasured' when delivery, not the page, made it not applicable. */
function keyStatusOf(results: readonly CheckResult[], id: string, model: PageModel): AuditStatus {
  const r = results.find((x) => x.id === id);
  if (!r) return 'missing';
  if (r.status !== 'not_applicable' || !r.reason) return r.status;
  const byDelivery =
    r.reason === localDeliveryReason(model.delivery) ||
    r.reason === degradedReason(model.delivery) ||
    r.reason.startsWith('needs a rendered page');
  return byDelivery ? 'unmeasured' : r.status;
}

async function runMutation(
  server: PageServer,
  rel: string,
  html: string,
  base: Audited,
  mutation: Mutation,
  opts: EvalOptions,
): Promise<MutationOutcome> {
  const outcome: MutationOutcome = { page: rel, mutation: mutation.name, applied: false };
  const before = statusOf(base.results, mutation.checkId);
  const needed = mutation.direction === 'down' ? 'pass' : 'fail';
  if (before !== needed)
    return { ...outcome, skipped: `${mutation.checkId} is ${before} on the page as it is` };
  const edited = mutation.apply(html, base.model);
  if (edited === null) return { ...outcome, skipped: 'nothing to edit' };
  server.override(rel, mutation.name, edited);
  try {
    const after = await auditUrl(server.urlOf(rel, mutation.name), opts);
    opts.onAudit?.(rel, mutation.name, after.results);
    const judged = judgeMutation(mutation, base.audit, after.audit);
    return {
      ...outcome,
      applied: true,
      scoreBefore: base.audit.score,
      scoreAfter: after.audit.score,
      statusBefore: before,
      statusAfter: statusOf(after.results, mutation.checkId),
      points: pointsOf(mutation.direction === 'down' ? after.audit : base.audit, mutation.checkId),
      ...judged,
    };
  } finally {
    server.clear(rel, mutation.name);
  }
}

export async function runEval(opts: EvalOptions): Promise<EvalReport> {
  const labels = readLabels(opts.labelsFile).filter(
    (l) => !opts.only?.length || opts.only.some((o) => l.page.includes(o)),
  );
  const server = await servePages(opts.pagesDir);
  const pages: PageOutcome[] = [];
  const mutations: MutationOutcome[] = [];
  try {
    for (const label of labels) {
      const expected = expectedOf(label);
      const base: PageOutcome = {
        page: label.page,
        expected,
        expert_score: label.expert_score,
        placeholder: hasPlaceholder(label),
      };
      // Audit a variant URL of the unedited page too, so before and after differ only by the edit.
      const raw = await readFile(path.join(opts.pagesDir, label.page), 'utf8').catch(() => null);
      if (raw === null) {
        pages.push({ ...base, error: 'page file not found' });
        continue;
      }
      // The mutations serialize the page again after their edit; the page as it is goes through the
      // same round trip, so before and after differ only by the edit.
      const html = roundTrip(raw);
      server.override(label.page, 'as-is', html);
      let audited: Audited;
      try {
        audited = await auditUrl(server.urlOf(label.page, 'as-is'), opts);
      } catch (err) {
        pages.push({ ...base, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
        continue;
      }
      opts.onAudit?.(label.page, 'as-is', audited.results);
      const got = perceivedOf(audited);
      const keyChecks: PageOutcome['key_checks'] = {};
      for (const [id, expert] of Object.entries(label.key_checks))
        keyChecks[id] = { expert, audit: keyStatusOf(audited.results, id, audited.model) };
      pages.push({
        ...base,
        got,
        match: compare(expected, got),
        score: audited.audit.score,
        findings: audited.audit.findings_summary,
        top_findings: audited.audit.findings.slice(0, 10).map((f) => `${f.check_id}: ${f.title}`),
        top_check_ids: audited.audit.findings.slice(0, TOP_FINDINGS).map((f) => [...f.check_ids]),
        problems: label.expert_top_problems.slice(0, 3).map((text) =>
          matchProblem(
            text,
            audited.audit.findings.map((f) => f.check_ids),
          ),
        ),
        key_checks: keyChecks,
        rewrites: rewriteGates(audited.model, audited.audit, { results: audited.results }),
      });
      opts.onProgress?.(`${label.page}: score ${audited.audit.score} (experts ${label.expert_score})`);
      if (opts.mutations !== false) {
        for (const mutation of MUTATIONS)
          mutations.push(await runMutation(server, label.page, html, audited, mutation, opts));
      }
      server.clear(label.page, 'as-is');
    }
  } finally {
    await server.close();
  }
  return summarise(opts, pages, mutations);
}

export function summarise(
  opts: Pick<EvalOptions, 'labelsFile' | 'pagesDir' | 'mode'>,
  pages: PageOutcome[],
  mutations: MutationOutcome[],
): EvalReport {
  const audited = pages.filter((p) => p.match);
  const field = (k: keyof Perceived) =>
    agreement(audited.map((p) => p.match![k]).filter((m): m is boolean => m !== null));
  const allPairs = audited.flatMap((p) => Object.values(p.key_checks ?? {}));
  const ids = [...new Set(audited.flatMap((p) => Object.keys(p.key_checks ?? {})))].sort();
  const perCheck: Record<string, FailAgreement> = {};
  for (const id of ids)
    perCheck[id] = failAgreement(audited.flatMap((p) => (p.key_checks?.[id] ? [p.key_checks[id]] : [])));
  const scores = audited.map((p) => p.score!);
  const placed = audited.map((p) => ({ page: p.page, problems: p.problems ?? [] }));
  const byMutation: EvalReport['summary']['mutations']['by_mutation'] = {};
  for (const m of MUTATIONS) {
    const applied = mutations.filter((o) => o.mutation === m.name && o.applied);
    byMutation[m.name] = {
      applied: applied.length,
      ok: applied.filter((o) => o.ok).length,
      failed: applied.filter((o) => !o.ok).map((o) => o.page),
    };
  }
  const applied = mutations.filter((o) => o.applied);
  const gated = audited.flatMap((p) => (p.rewrites ? [{ page: p.page, g: p.rewrites }] : []));
  const rewrites: RewriteSummary = {
    alternatives: gated.reduce((n, x) => n + x.g.alternatives, 0),
    pages_with_alternatives: gated.filter((x) => x.g.alternatives > 0).length,
    absent: gated.reduce((n, x) => n + x.g.absent, 0),
    absent_without_reason: gated.reduce((n, x) => n + x.g.absent_without_reason, 0),
    findings: gated.reduce((n, x) => n + x.g.findings, 0),
    findings_with_copy: gated.reduce((n, x) => n + x.g.findings_with_copy, 0),
    good_originals: gated.reduce((n, x) => n + x.g.good_originals, 0),
    good_with_alternative: gated.reduce((n, x) => n + x.g.good_with_alternative, 0),
    counts: Object.fromEntries(
      GATE_NAMES.map((name) => [name, gated.reduce((n, x) => n + x.g.counts[name], 0)]),
    ) as Record<GateName, number>,
    examples: Object.fromEntries(
      GATE_NAMES.map((name) => [
        name,
        gated.flatMap((x) => (x.g.examples[name] ?? []).map((e) => `${x.page}: ${e}`)).slice(0, 8),
      ]).filter(([, list]) => list.length > 0),
    ),
  };
  return {
    generated_at: new Date().toISOString(),
    labels: opts.labelsFile,
    pages_dir: opts.pagesDir,
    mode: opts.mode,
    industry_mapping: { ...INDUSTRY_MAPPING },
    summary: {
      pages: pages.length,
      audited: audited.length,
      errors: pages.filter((p) => p.error).map((p) => `${p.page}: ${p.error}`),
      page_type: field('page_type'),
      industry: field('industry'),
      language: field('language'),
      headline: field('headline'),
      primary_cta: field('primary_cta'),
      key_checks: failAgreement(allPairs),
      spearman: spearman(
        scores,
        audited.map((p) => p.expert_score),
      ),
      score_min: scores.length ? Math.min(...scores) : null,
      score_max: scores.length ? Math.max(...scores) : null,
      median_findings: median(audited.map((p) => p.findings!)),
      first_problem: problemRecall(placed, 1, TOP_FINDINGS),
      top3_problems: problemRecall(placed, 3, TOP_FINDINGS),
      placeholder: placeholderGap(audited.map((p) => ({ score: p.score!, placeholder: p.placeholder }))),
      mutations: { applied: applied.length, ok: applied.filter((o) => o.ok).length, by_mutation: byMutation },
      rewrites,
    },
    per_check: perCheck,
    pages,
    mutations,
  };
}

const pct = (r: number | null) => (r === null ? '  n/a' : `${(r * 100).toFixed(1)}%`.padStart(6));
const num = (n: number | null, d = 1) => (n === null ? 'n/a' : n.toFixed(d));

/** Targets of the accuracy and scoring issues, shown beside each figure. */
export const TARGETS = {
  page_type: 0.9,
  industry: 0.9,
  headline: 0.9,
  primary_cta: 0.85,
  precision: 0.9,
  recall: 0.8,
  spearman: 0.75,
  placeholder_gap: 25,
  median_findings: 30,
  first_problem: 0.8,
};

/** The one-screen summary printed by `npm run eval`. */
export function formatSummary(report: EvalReport): string {
  const s = report.summary;
  const mark = (ok: boolean | null) => (ok === null ? ' ' : ok ? '✓' : '✗');
  const line = (name: string, a: Agreement, target?: number) =>
    `  ${mark(target === undefined || a.rate === null ? null : a.rate >= target)} ${name.padEnd(22)} ${pct(a.rate)}  (${a.correct}/${a.total})${target ? `  target ${target * 100}%` : ''}`;
  const k = s.key_checks;
  const worst = Object.entries(report.per_check)
    .filter(([, c]) => c.fp + c.fn > 0)
    .sort((a, b) => b[1].fp + b[1].fn - (a[1].fp + a[1].fn))
    .slice(0, 8)
    .map(([id, c]) => `${id} fp ${c.fp} fn ${c.fn}`);
  const mut = Object.entries(s.mutations.by_mutation)
    .filter(([, m]) => m.applied > 0)
    .map(([name, m]) => `${name} ${m.ok}/${m.applied}`);
  return [
    `npm run eval: ${s.audited}/${s.pages} pages audited (${report.mode} mode)${s.errors.length ? `, ${s.errors.length} errors` : ''}`,
    'What the audit saw, against the experts:',
    line('page type', s.page_type, TARGETS.page_type),
    line('industry', s.industry, TARGETS.industry),
    line('language', s.language),
    line('headline', s.headline, TARGETS.headline),
    line('primary call to action', s.primary_cta, TARGETS.primary_cta),
    `Key checks, "fail" against the experts (${k.tp + k.fp + k.fn + k.tn} verdicts; left out: ${k.unknown} unknown to the experts, ${k.unmeasured} not measurable on this delivery):`,
    `  ${mark(k.precision === null ? null : k.precision >= TARGETS.precision)} precision ${pct(k.precision)}  (tp ${k.tp}, fp ${k.fp})  target ${TARGETS.precision * 100}%`,
    `  ${mark(k.recall === null ? null : k.recall >= TARGETS.recall)} recall    ${pct(k.recall)}  (fn ${k.fn})  target ${TARGETS.recall * 100}%`,
    `  most disagreements: ${worst.join(', ') || 'none'}`,
    'Score:',
    `  ${mark(s.spearman === null ? null : s.spearman >= TARGETS.spearman)} Spearman vs expert score ${num(s.spearman, 2)}  target ${TARGETS.spearman}`,
    `  ${mark(s.placeholder.gap === null ? null : s.placeholder.gap >= TARGETS.placeholder_gap)} placeholder pages ${num(s.placeholder.with_placeholder)} vs rest ${num(s.placeholder.without)} (gap ${num(s.placeholder.gap)}, ${s.placeholder.pages_with_placeholder} pages)  target gap >= ${TARGETS.placeholder_gap}`,
    `    range ${num(s.score_min, 0)}-${num(s.score_max, 0)}; ${mark(s.median_findings === null ? null : s.median_findings <= TARGETS.median_findings)} median findings per page ${num(s.median_findings, 0)}  target <= ${TARGETS.median_findings}`,
    `Experts' problems among the first ${TOP_FINDINGS} findings (${s.first_problem.unmapped} first problems, ${s.top3_problems.unmapped} pages' top 3 map to no topic):`,
    `  ${mark(s.first_problem.rate === null ? null : s.first_problem.rate >= TARGETS.first_problem)} first problem ${pct(s.first_problem.rate)}  (${s.first_problem.correct}/${s.first_problem.total})  target ${TARGETS.first_problem * 100}%; any of the top 3 ${pct(s.top3_problems.rate)}  (${s.top3_problems.correct}/${s.top3_problems.total})`,
    `Mutations: ${mark(s.mutations.applied ? s.mutations.ok === s.mutations.applied : null)} ${s.mutations.ok}/${s.mutations.applied} moved the audit the right way`,
    `  ${mut.join(', ') || 'none applied'}`,
    `Copy rewrites: ${s.rewrites.alternatives} alternatives on ${s.rewrites.pages_with_alternatives} pages, ${s.rewrites.absent} elements without one (${s.rewrites.absent_without_reason} without a reason); rewritten_copy on ${s.rewrites.findings_with_copy}/${s.rewrites.findings} findings`,
    `  ${mark(GATE_NAMES.every((g) => s.rewrites.counts[g] === 0) && s.rewrites.absent_without_reason === 0)} gates (all must be 0): ${GATE_NAMES.map((g) => `${g} ${s.rewrites.counts[g]}`).join(', ')}`,
    `  ${mark(s.rewrites.good_with_alternative * 4 <= s.rewrites.good_originals)} good originals given an alternative: ${s.rewrites.good_with_alternative}/${s.rewrites.good_originals}${s.rewrites.good_originals ? ` (${((s.rewrites.good_with_alternative / s.rewrites.good_originals) * 100).toFixed(0)}%)` : ''}  target <= 25%`,
    ...(s.errors.length ? ['Errors:', ...s.errors.slice(0, 5).map((e) => `  ${e}`)] : []),
  ].join('\n');
}

const cell = (r: number | null) => (r === null ? 'n/a' : `${(r * 100).toFixed(0)}%`);

/**
 * The figures of a report as Markdown, for docs/accuracy.md (`npm run eval -- --doc FILE` puts
 * them between the `<!-- eval:begin -->` and `<!-- eval:end -->` markers).
 */
export function formatAccuracyDoc(report: EvalReport, command: string): string {
  const s = report.summary;
  const k = s.key_checks;
  const rows = Object.entries(report.per_check).map(
    ([id, c]) =>
      `| ${id} | ${c.tp} | ${c.fp} | ${c.fn} | ${c.tn} | ${c.unknown + c.unmeasured} | ${cell(c.precision)} | ${cell(c.recall)} |`,
  );
  const mutations = Object.entries(s.mutations.by_mutation).map(
    ([name, m]) =>
      `| ${name} | ${m.applied} | ${m.ok} | ${m.failed.length ? m.failed.map((p) => p.replace(/\.html?$/, '')).join(', ') : ''} |`,
  );
  const agreement = (name: string, a: Agreement) => `| ${name} | ${a.correct}/${a.total} | ${cell(a.rate)} |`;
  return [
    `Produced by \`${command}\` (${report.mode} mode) on ${s.audited} of ${s.pages} labelled pages.`,
    '',
    '| what the audit saw | agreed | rate |',
    '|---|---|---|',
    agreement('page type', s.page_type),
    agreement('industry', s.industry),
    agreement('language', s.language),
    agreement('headline', s.headline),
    agreement('primary call to action', s.primary_cta),
    '',
    '| score | value |',
    '|---|---|',
    `| Spearman rank correlation with the expert score | ${s.spearman === null ? 'n/a' : s.spearman.toFixed(2)} |`,
    `| mean score, pages with placeholder text (${s.placeholder.pages_with_placeholder}) | ${s.placeholder.with_placeholder?.toFixed(1) ?? 'n/a'} |`,
    `| mean score, the rest | ${s.placeholder.without?.toFixed(1) ?? 'n/a'} |`,
    `| score range | ${s.score_min}-${s.score_max} |`,
    `| median findings (root causes) per page | ${s.median_findings ?? 'n/a'} |`,
    `| experts' first problem among the first ${TOP_FINDINGS} findings | ${s.first_problem.correct}/${s.first_problem.total} (${cell(s.first_problem.rate)}) |`,
    `| any of the experts' first three problems among the first ${TOP_FINDINGS} findings | ${s.top3_problems.correct}/${s.top3_problems.total} (${cell(s.top3_problems.rate)}) |`,
    `| pages whose first problem maps to no topic (left out above) | ${s.first_problem.unmapped} |`,
    '',
    `Key checks, "fail" against the experts: precision ${cell(k.precision)} (tp ${k.tp}, fp ${k.fp}), recall ${cell(k.recall)} (fn ${k.fn}); ${k.unknown} verdicts the experts marked unknown and ${k.unmeasured} this delivery cannot measure are left out.`,
    '',
    '| check | tp | fp | fn | tn | left out | precision | recall |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Mutations: ${s.mutations.ok} of ${s.mutations.applied} applied edits moved the score and the finding the right way.`,
    '',
    '| mutation | applied | right way | pages where it did not |',
    '|---|---|---|---|',
    ...mutations,
  ].join('\n');
}
