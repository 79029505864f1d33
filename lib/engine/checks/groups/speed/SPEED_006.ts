import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

function mb(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export const SPEED_006: CheckDeclaration = {
  id: 'SPEED_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'The page is heavy to download',
  label: 'Page weight is reasonable',
  description:
    'Every megabyte is seconds on a mobile connection and money on a metered plan; heavy pages lose the visitors who have least patience.',
  threshold: 'at most 3 MB transferred for the whole page',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['transport'],
  fixSteps: [
    'Compress and resize images (they are usually most of the weight).',
    'Remove unused scripts, fonts and video autoloads.',
    'Load below-the-fold media lazily.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% mobile conversion; varies by connection speed',
  source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
  run(model) {
    const weight = model.render?.weight;
    if (!weight || weight.transferBytes <= 0) return notApplicable('page weight was not measured');
    const observed = `${mb(weight.transferBytes)} in ${weight.requests} requests (at most 3 MB)`;
    const biggest = Object.entries(weight.byType).sort((a, b) => b[1].bytes - a[1].bytes)[0];
    const ev = measured(
      `${mb(weight.transferBytes)} total${biggest ? `, largest share ${biggest[0]} ${mb(biggest[1].bytes)}` : ''}`,
    );
    return weight.transferBytes <= 3_000_000 ? pass(ev, observed) : fail(ev, observed);
  },
};
