import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlocks } from '../../signals/copy-blocks.js';
import { COMPARATIVE_RE, FIGURE_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

const MIN_QUANTIFIED_SHARE = 0.5;

export const SPEC_010: CheckDeclaration = {
  id: 'SPEC_010',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'Comparisons ("faster", "easier") are not quantified',
  label: 'Comparisons are quantified',
  description:
    '"Faster" than what, and by how much? Comparative claims without a figure are skimmed as filler; with one they become reasons.',
  threshold: `at least ${Math.round(MIN_QUANTIFIED_SHARE * 100)}% of blocks with a comparative claim (faster, easier, cheaper, better, …) carry a figure`,
  severity: 'low',
  weight: 2,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Add the measured difference to each comparison ("2x faster than spreadsheets").',
    'Name what you compare against.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% conversion rate; varies by claim',
  source: 'heuristic',
  run(model) {
    const claims = findBlocks(copyBlocks(model), COMPARATIVE_RE);
    if (claims.length === 0) return notApplicable('the copy makes no comparative claim');
    const quantified = claims.filter((b) => FIGURE_RE.test(b.text));
    const share = quantified.length / claims.length;
    const observed = `${quantified.length} of ${claims.length} comparisons quantified (needs ${Math.round(MIN_QUANTIFIED_SHARE * 100)}%)`;
    if (share >= MIN_QUANTIFIED_SHARE) {
      return pass(
        quantified.slice(0, 3).map((b) => seen(b, b.text)),
        observed,
      );
    }
    return fail(
      claims
        .filter((b) => !FIGURE_RE.test(b.text))
        .slice(0, 3)
        .map((b) => seen(b, b.text)),
      observed,
    );
  },
};
