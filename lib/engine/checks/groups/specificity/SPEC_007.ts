import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { SOURCE_RE, STAT_PERCENT_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_007: CheckDeclaration = {
  id: 'SPEC_007',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'trust',
  title: 'Statistics are given without a source',
  label: 'Statistics cite their source',
  description:
    'A percentage without a source is just a claim; "according to a 2023 survey of 1,200 customers" makes it evidence.',
  threshold:
    'when the copy states percentages (not discounts), it names a source (according to, survey, study, data from, [1], …)',
  severity: 'low',
  weight: 2,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Add the source and date to each statistic, as a short line or footnote.',
    'Link to the study or the case study the figure comes from.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% credibility-driven conversion; varies by audience',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const stat = findBlock(blocks, STAT_PERCENT_RE);
    if (!stat) return notApplicable('the copy states no percentages');
    const source = findBlock(blocks, SOURCE_RE);
    if (source) return pass([seen(source, source.text), seen(stat, stat.text)], 'source named');
    return fail(seen(stat, stat.text), 'no source named');
  },
};
