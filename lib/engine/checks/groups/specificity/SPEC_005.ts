import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { type CopyBlock, copyBlocks } from '../../signals/copy-blocks.js';
import { STAT_ALL_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

/** A figure reads as made up when it is a round number or an open-ended "1,000+". */
function isRound(raw: string, suffix: string): boolean {
  if (suffix === '+' || /^k/i.test(suffix)) return true;
  if (raw.includes('.')) return false;
  const value = Number(raw.replace(/,/g, ''));
  if (value >= 100) return value % 50 === 0;
  return value >= 10 && value % 5 === 0;
}

interface Stat {
  block: CopyBlock;
  text: string;
  round: boolean;
}

function stats(blocks: readonly CopyBlock[]): Stat[] {
  const out: Stat[] = [];
  for (const block of blocks) {
    for (const m of block.text.matchAll(STAT_ALL_RE)) {
      out.push({ block, text: m[0].trim(), round: isRound(m[1], m[2].trim()) });
    }
  }
  return out;
}

export const SPEC_005: CheckDeclaration = {
  id: 'SPEC_005',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'trust',
  title: 'Every statistic is a round number',
  label: 'Statistics are precise',
  description:
    'Round figures ("50%", "1,000+") look estimated; a precise figure ("47%", "1,284") signals that someone counted.',
  threshold:
    'at least one statistic on the page is precise (under 100 not a multiple of 5, from 100 not a multiple of 50, not "N+" or "Nk")',
  severity: 'low',
  weight: 1,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Replace rounded statistics with the measured value.',
    'Keep the date or period the figure refers to next to it.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% credibility-driven conversion; varies by audience',
  source: 'heuristic',
  run(model) {
    const all = stats(copyBlocks(model));
    if (all.length === 0) return notApplicable('the copy states no statistics');
    const precise = all.find((s) => !s.round);
    if (precise) return pass(seen(precise.block, precise.block.text), `precise: "${precise.text}"`);
    return fail(
      all.slice(0, 3).map((s) => seen(s.block, s.block.text)),
      `${all.length} statistics, all round (${all
        .slice(0, 4)
        .map((s) => s.text)
        .join(', ')})`,
    );
  },
};
