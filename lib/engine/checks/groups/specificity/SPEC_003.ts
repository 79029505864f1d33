import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { EXACT_COUNT_RE, VAGUE_QUANTITY_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_003: CheckDeclaration = {
  id: 'SPEC_003',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'trust',
  title: 'Vague quantities stand in for real numbers',
  label: 'Quantities are stated as exact numbers',
  description:
    '"Thousands of happy customers" sounds like a guess; "12,400 customers" sounds like a count. Exact figures are believed more.',
  threshold:
    'a vague quantity ("thousands of", "many customers", "countless") is backed by an exact count elsewhere on the page',
  severity: 'low',
  weight: 2,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Replace "thousands of customers" with the actual number.',
    'Update the figure on a schedule so it stays true.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion rate; varies by audience',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const vague = findBlock(blocks, VAGUE_QUANTITY_RE);
    if (!vague) return notApplicable('the copy uses no vague quantity');
    const exact = findBlock(blocks, EXACT_COUNT_RE);
    if (exact) return pass([seen(exact, exact.text), seen(vague, vague.text)], 'exact count given');
    return fail(seen(vague, vague.text), `vague: "${VAGUE_QUANTITY_RE.exec(vague.text)?.[0]}"`);
  },
};
