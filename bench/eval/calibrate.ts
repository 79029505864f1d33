/**
 * `npx tsx bench/eval/calibrate.ts [--labels FILE] [--pages DIR] [--static]`
 *
 * How the score's arithmetic (the curve and the decisive factors in lib/engine/report/score.ts) was
 * calibrated: it audits the labelled pages and every mutation of the eval suite once, keeps their
 * check results, then scores them again under each candidate setting and prints, per setting, the
 * figures the issue sets targets for: Spearman against the experts, mean absolute distance from the
 * expert score, the placeholder gap, the range, and how many mutations move the integer score the
 * right way. The checks are not re-run, so a grid of a few hundred settings takes seconds.
 * docs/scoring.md records the setting chosen and why.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  lookupIn,
  scoreOnly,
  SCORING,
  type CheckResult,
  type ScoringParams,
} from '../../lib/engine/index.js';
import { readLabels } from './labels.js';
import { MUTATIONS } from './mutations.js';
import { mean, placeholderGap, spearman } from './metrics.js';
import { runEval } from './evaluate.js';

const SHARED = path.resolve(import.meta.dirname, '../../../shared');

export interface Calibration {
  params: ScoringParams;
  spearman: number | null;
  mae: number | null;
  gap: number | null;
  min: number;
  max: number;
  mutationsMoved: number;
  mutationsApplied: number;
  /** The mutations whose integer score did not move the right way. */
  missed: string[];
}

interface Collected {
  page: string;
  expert: number;
  placeholder: boolean;
  base: readonly CheckResult[];
  mutated: { name: string; direction: 'up' | 'down'; results: readonly CheckResult[] }[];
}

/** Scores every collected page and mutation under one setting. */
const lookup = lookupIn();

export function calibrate(pages: readonly Collected[], params: ScoringParams): Calibration {
  const score = (r: readonly CheckResult[]) => scoreOnly(r, lookup, params);
  const scores = pages.map((p) => score(p.base));
  let moved = 0;
  let applied = 0;
  const missed: string[] = [];
  pages.forEach((p, i) => {
    for (const m of p.mutated) {
      applied += 1;
      const after = score(m.results);
      if (m.direction === 'down' ? after < scores[i]! : after > scores[i]!) moved += 1;
      else missed.push(`${m.name} on ${p.page}: ${scores[i]} -> ${after}`);
    }
  });
  const gap = placeholderGap(pages.map((p, i) => ({ score: scores[i]!, placeholder: p.placeholder })));
  return {
    params,
    spearman: spearman(
      scores,
      pages.map((p) => p.expert),
    ),
    mae: mean(pages.map((p, i) => Math.abs(scores[i]! - p.expert))),
    gap: gap.with_placeholder === null || gap.without === null ? null : gap.without - gap.with_placeholder,
    min: Math.min(...scores),
    max: Math.max(...scores),
    mutationsMoved: moved,
    mutationsApplied: applied,
    missed,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      labels: { type: 'string', default: path.join(SHARED, 'labels/corpus.json') },
      pages: { type: 'string', default: path.join(SHARED, 'corpus/pages') },
      static: { type: 'boolean', default: true },
    },
  });
  const labels = new Map(readLabels(path.resolve(values.labels)).map((l) => [l.page, l]));
  const byPage = new Map<string, Collected>();
  const direction = new Map(MUTATIONS.map((m) => [m.name, m.direction]));
  const report = await runEval({
    labelsFile: path.resolve(values.labels),
    pagesDir: path.resolve(values.pages),
    mode: values.static ? 'static' : 'render',
    onAudit: (page, variant, results) => {
      const label = labels.get(page)!;
      if (variant === 'as-is')
        byPage.set(page, {
          page,
          expert: label.expert_score,
          placeholder: false,
          base: results,
          mutated: [],
        });
      else byPage.get(page)!.mutated.push({ name: variant, direction: direction.get(variant)!, results });
    },
  });
  for (const p of report.pages) {
    const c = byPage.get(p.page);
    if (c) c.placeholder = p.placeholder;
  }
  // Only the mutations the eval applied (the check's verdict left room for the flip) and whose
  // finding moved: a score setting cannot make up for a check that did not see the edit.
  const applied = new Set(
    report.mutations.filter((m) => m.applied && m.findingMoved).map((m) => `${m.page}|${m.mutation}`),
  );
  const pages = [...byPage.entries()].map(([page, c]) => ({
    ...c,
    mutated: c.mutated.filter((m) => applied.has(`${page}|${m.name}`)),
  }));

  const rows: Calibration[] = [];
  const severities = [
    SCORING.severity,
    { critical: 8, high: 4, medium: 3, low: 1 },
    { critical: 12, high: 6, medium: 3, low: 1 },
    { critical: 16, high: 8, medium: 4, low: 1 },
    { critical: 16, high: 8, medium: 3, low: 1 },
  ];
  for (const severity of severities)
    for (const midpoint of [0.45, 0.5, 0.55, 0.6, 0.65])
      for (const steepness of [5, 6, 7, 8, 9])
        for (const trust of [0.5, 0.6, 0.7])
          for (const cta of [0.6, 0.7, 0.8])
            rows.push(
              calibrate(pages, {
                curve: { midpoint, steepness },
                decisive: { TRUST_011: trust, CTA_001: cta },
                severity,
              }),
            );
  const current = calibrate(pages, SCORING);
  const fmt = (c: Calibration) =>
    `sev ${Object.values(c.params.severity).join('/')} mid ${c.params.curve.midpoint} k ${c.params.curve.steepness} trust ${c.params.decisive.TRUST_011} cta ${c.params.decisive.CTA_001}: ` +
    `spearman ${c.spearman?.toFixed(3)} mae ${c.mae?.toFixed(1)} gap ${c.gap?.toFixed(1)} range ${c.min}-${c.max} ` +
    `mutations ${c.mutationsMoved}/${c.mutationsApplied}`;
  console.log(`current  ${fmt(current)}`);
  rows.sort(
    (a, b) =>
      b.mutationsMoved - a.mutationsMoved ||
      (b.spearman ?? 0) - (a.spearman ?? 0) ||
      (a.mae ?? 0) - (b.mae ?? 0),
  );
  for (const r of rows.slice(0, 25)) console.log(fmt(r));
  for (const m of rows[0]!.missed) console.log(`  missed by the first: ${m}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
