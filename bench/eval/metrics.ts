/**
 * The accuracy metrics of `npm run eval`, as pure functions of what the audit saw and what the
 * experts labelled. Each one can fail: a metric that cannot is a defect (see test/eval).
 */
import type { KeyVerdict } from './labels.js';

/** Lower-case, NFKC, letters and digits only, single spaces. */
export function normaliseText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether the element the audit took matches the one the experts named. Both absent is a match;
 * otherwise one text contains the other with the shorter at least half as long, or their word sets
 * overlap by a Jaccard index of 0.6 or more (labels and pages differ in case, line breaks and
 * trailing arrows, not in words).
 */
export function textsMatch(expected: string | null | undefined, actual: string | null | undefined): boolean {
  const a = normaliseText(expected);
  const b = normaliseText(actual);
  if (a === '' || b === '') return a === b;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.includes(short) && short.length >= long.length * 0.5) return true;
  const sa = new Set(a.split(' '));
  const sb = new Set(b.split(' '));
  let both = 0;
  for (const w of sa) if (sb.has(w)) both += 1;
  return both / (sa.size + sb.size - both) >= 0.6;
}

export interface Agreement {
  correct: number;
  total: number;
  /** correct / total, 0..1; null when nothing was compared. */
  rate: number | null;
}

export function agreement(pairs: readonly boolean[]): Agreement {
  const correct = pairs.filter(Boolean).length;
  return { correct, total: pairs.length, rate: pairs.length ? correct / pairs.length : null };
}

/**
 * 'unmeasured': not applicable because of how this audit got the page (served from a local
 * address, stylesheets that did not load, no render), not because of the page: the verdict the
 * experts gave cannot be compared on this audit, so it counts neither way.
 */
export type AuditStatus = 'pass' | 'fail' | 'not_applicable' | 'error' | 'missing' | 'unmeasured';

/** Confusion counts for "the page has this problem" (fail) against the experts' verdicts. */
export interface FailAgreement {
  /** Audit fail, experts fail. */
  tp: number;
  /** Audit fail, experts pass or n/a. */
  fp: number;
  /** Experts fail, audit anything else. */
  fn: number;
  /** Neither says fail. */
  tn: number;
  /** Pages the experts marked unknown (needs the live render): not counted. */
  unknown: number;
  /** Verdicts this audit could not measure (a local or degraded delivery): not counted. */
  unmeasured: number;
  precision: number | null;
  recall: number | null;
}

export function failAgreement(pairs: readonly { expert: KeyVerdict; audit: AuditStatus }[]): FailAgreement {
  const out = { tp: 0, fp: 0, fn: 0, tn: 0, unknown: 0, unmeasured: 0 };
  for (const { expert, audit } of pairs) {
    if (expert === 'unknown') out.unknown += 1;
    else if (audit === 'unmeasured') out.unmeasured += 1;
    else if (audit === 'fail') out[expert === 'fail' ? 'tp' : 'fp'] += 1;
    else out[expert === 'fail' ? 'fn' : 'tn'] += 1;
  }
  return {
    ...out,
    precision: out.tp + out.fp ? out.tp / (out.tp + out.fp) : null,
    recall: out.tp + out.fn ? out.tp / (out.tp + out.fn) : null,
  };
}

/** Ranks 1..n with ties given their average rank. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) out[order[k].i] = rank;
    start = end + 1;
  }
  return out;
}

function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  if (n < 2 || n !== y.length) return null;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson on average ranks); null when either side is constant. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  return pearson(ranks(x), ranks(y));
}

export function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Mean score of pages with placeholder text against the rest; gap = rest - placeholder. */
export function placeholderGap(pages: readonly { score: number; placeholder: boolean }[]): {
  with_placeholder: number | null;
  without: number | null;
  gap: number | null;
  pages_with_placeholder: number;
} {
  const withP = pages.filter((p) => p.placeholder).map((p) => p.score);
  const rest = pages.filter((p) => !p.placeholder).map((p) => p.score);
  const a = mean(withP);
  const b = mean(rest);
  return {
    with_placeholder: a,
    without: b,
    gap: a === null || b === null ? null : b - a,
    pages_with_placeholder: withP.length,
  };
}

/** One labelled problem placed among a page's findings (see problem-topics.ts, matchProblem). */
export interface PlacedProblem {
  problem: string;
  /** The topics its text belongs to; none: unmapped. */
  topics: readonly string[];
  /** Priority of the first finding addressing it, or null. */
  found_at: number | null;
}

export interface ProblemRecall extends Agreement {
  /** Pages whose considered problems all map to no topic: left out of the rate. */
  unmapped: number;
  /** "page: problem" for every considered problem that maps to no topic. */
  unmapped_problems: string[];
}

/**
 * How often one of the experts' first `firstN` problems is addressed by one of the audit's first
 * `within` findings. A page counts when any of those problems that maps to a topic is addressed
 * within the cut; a page none of whose considered problems maps to a topic is left out of the
 * rate and counted as unmapped (with the texts listed), like an unknown key-check verdict.
 */
export function problemRecall(
  pages: readonly { page: string; problems: readonly PlacedProblem[] }[],
  firstN: number,
  within: number,
): ProblemRecall {
  const hits: boolean[] = [];
  const unmappedProblems: string[] = [];
  let unmapped = 0;
  for (const p of pages) {
    const considered = p.problems.slice(0, firstN);
    if (considered.length === 0) continue;
    for (const x of considered) if (x.topics.length === 0) unmappedProblems.push(`${p.page}: ${x.problem}`);
    const mapped = considered.filter((x) => x.topics.length > 0);
    if (mapped.length === 0) {
      unmapped += 1;
      continue;
    }
    hits.push(mapped.some((x) => x.found_at !== null && x.found_at <= within));
  }
  return { ...agreement(hits), unmapped, unmapped_problems: unmappedProblems };
}
