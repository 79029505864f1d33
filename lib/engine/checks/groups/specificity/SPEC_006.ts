import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { FIGURE_RE, HEDGE_ALL_RE } from '../../signals/vocabularies/proof.js';
import { countMatches } from '../../signals/words.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

const MAX_HEDGED = 1;

export const SPEC_006: CheckDeclaration = {
  id: 'SPEC_006',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'trust',
  title: 'Figures are hedged with "up to"',
  label: 'Figures are stated without hedging',
  description:
    '"Up to 70% off" and "as much as 10x faster" tell readers the typical result is much lower; one hedge is normal, several undo the numbers.',
  threshold: `at most ${MAX_HEDGED} figure is hedged with "up to", "as much as", "as low as", …`,
  severity: 'low',
  weight: 1,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'State the typical result instead of the maximum ("most customers save 3 hours").',
    'Keep "up to" only where the range really matters, and show the typical value beside it.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% conversion rate; varies by offer',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const hedged = blocks.filter((b) => countMatches(b.text, HEDGE_ALL_RE) > 0);
    const total = hedged.reduce((n, b) => n + countMatches(b.text, HEDGE_ALL_RE), 0);
    if (total === 0) {
      const figure = findBlock(blocks, FIGURE_RE);
      if (!figure) return notApplicable('the copy states no figures');
      return pass(seen(figure, figure.text), '0 hedged figures');
    }
    const observed = `${total} hedged figures (limit ${MAX_HEDGED})`;
    const evidence = hedged.slice(0, 3).map((b) => seen(b, b.text));
    return total <= MAX_HEDGED ? pass(evidence, observed) : fail(evidence, observed);
  },
};
