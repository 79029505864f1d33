import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { COMPARISON_HEADING_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';

export const DIFF_003: CheckDeclaration = {
  id: 'DIFF_003',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'No section compares the offer with the alternatives',
  label: 'A section compares the offer with the alternatives',
  description:
    'Buyers who compare will do it somewhere; a section of your own ("Acme vs. spreadsheets", "How we compare") does the evaluation for them and keeps them on the page.',
  threshold:
    'a section heading compares with a competitor or alternative ("X vs. Y", "How we compare", "Alternative to …", "Why teams switch")',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app', 'ecommerce', 'course'],
  needs: 'static',
  fixSteps: [
    'Add a section that sets you beside the main alternative on the 5-7 criteria buyers care about.',
    'Be honest in it: a credible comparison converts better than a one-sided one.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% conversion rate among comparing visitors; varies by category',
  source: 'heuristic',
  run(model) {
    const heading = copyBlocks(model).find((b) => b.level !== null && COMPARISON_HEADING_RE.test(b.text));
    if (heading) return pass(seen(heading, heading.text), 'comparison section');
    return fail(
      absent('a section heading comparing with an alternative ("Acme vs. X", "How we compare")'),
      'none',
    );
  },
};
