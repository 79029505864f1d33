/**
 * `npx tsx bench/eval/calibrate.ts [--labels FILE] [--pages DIR] [--static]`
 *
 * How the score's arithmetic (the curve and the decisive factors in lib/engine/report/score.ts) was
 * calibrated: it audits the labelled pages and every mutation of the eval suite once, keeps their
 * check results, then scores them again under each candidate setting and prints, per setting, the
 * figures the issue sets targets for: Spearman against the experts, mean absolute distance from the
 * expert score, the placeholder gap, the range, and how many mutations move the integer score the
 * right way, and the margin: per kind of mutation, the smallest move of the unrounded score. A
 * setting whose margin is under one point moves the integer score only by the luck of rounding, so
 * on pages nobody has seen yet some edits would not move it. The checks are not re-run, so a grid
 * of a few thousand settings takes seconds. docs/scoring.md records the setting chosen and why.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  exactOnly,
  lookupIn,
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
  /** Per kind of mutation, the smallest move of the unrounded score the right way (negative: wrong way). */
  margins: Record<string, number>;
  /** The smallest of the margins. */
  margin: number;
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

const toInteger = (exact: number): number => Math.min(100, Math.max(0, Math.round(exact)));

export function calibrate(pages: readonly Collected[], params: ScoringParams): Calibration {
  const exact = (r: readonly CheckResult[]) => exactOnly(r, lookup, params);
  const exacts = pages.map((p) => exact(p.base));
  const scores = exacts.map(toInteger);
  let moved = 0;
  let applied = 0;
  const missed: string[] = [];
  const margins: Record<string, number> = {};
  pages.forEach((p, i) => {
    for (const m of p.mutated) {
      applied += 1;
      const afterExact = exact(m.results);
      const after = toInteger(afterExact);
      const move = m.direction === 'down' ? exacts[i]! - afterExact : afterExact - exacts[i]!;
      margins[m.name] = Math.min(margins[m.name] ?? Infinity, move);
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
    margins,
    margin: Math.min(...Object.values(margins)),
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
    labelsFiles: [path.resolve(values.labels)],
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
    { critical: 8, high: 4, medium: 2, low: 1 },
    { critical: 12, high: 6, medium: 2, low: 1 },
    { critical: 16, high: 8, medium: 3, low: 1 },
  ];
  const dimensionSets = [
    SCORING.dimensions,
    {
      clarity: 18,
      cta: 18,
      trust: 16,
      offer: 12,
      friction: 12,
      performance: 10,
      persuasion: 8,
      discoverability: 6,
    },
    {
      clarity: 16,
      cta: 16,
      trust: 16,
      offer: 12,
      friction: 12,
      performance: 10,
      persuasion: 8,
      discoverability: 10,
    },
  ];
  for (const severity of severities)
    for (const dimensions of dimensionSets)
      for (const midpoint of [0.5, 0.55, 0.6])
        for (const steepness of [5, 6, 7, 8, 9])
          for (const trust of [0.6, 0.7])
            for (const cta of [0.7, 0.8])
              rows.push(
                calibrate(pages, {
                  curve: { midpoint, steepness },
                  dimensions,
                  decisive: { TRUST_011: trust, CTA_001: cta },
                  severity,
                }),
              );
  const current = calibrate(pages, SCORING);
  const fmt = (c: Calibration) =>
    `sev ${Object.values(c.params.severity).join('/')} dims ${Object.values(c.params.dimensions).join('/')} mid ${c.params.curve.midpoint} k ${c.params.curve.steepness} trust ${c.params.decisive.TRUST_011} cta ${c.params.decisive.CTA_001}: ` +
    `spearman ${c.spearman?.toFixed(3)} mae ${c.mae?.toFixed(1)} gap ${c.gap?.toFixed(1)} range ${c.min}-${c.max} ` +
    `mutations ${c.mutationsMoved}/${c.mutationsApplied} margin ${c.margin.toFixed(2)}`;
  console.log(`current  ${fmt(current)}`);
  console.log(
    `  margins: ${Object.entries(current.margins)
      .map(([n, m]) => `${n} ${m.toFixed(2)}`)
      .join(', ')}`,
  );
  // Settings that keep the experts' order and the placeholder gap, most robust first.
  const eligible = rows.filter((r) => (r.spearman ?? 0) >= 0.78 && (r.gap ?? 0) >= 25);
  eligible.sort(
    (a, b) => b.mutationsMoved - a.mutationsMoved || b.margin - a.margin || (a.mae ?? 0) - (b.mae ?? 0),
  );
  for (const r of eligible.slice(0, 25)) console.log(fmt(r));
  for (const m of eligible[0]?.missed ?? []) console.log(`  missed by the first: ${m}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
