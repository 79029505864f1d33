import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { CONTRAST_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';
import { COMPETING } from './shared.js';

export const DIFF_002: CheckDeclaration = {
  id: 'DIFF_002',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page never compares itself with the alternatives',
  label: 'Page contrasts itself with the alternatives',
  description:
    'Buyers judge by comparison; naming the usual alternative (other agencies, spreadsheets, the big brands) and how you differ frames the choice on your terms.',
  threshold:
    'the copy compares with an alternative ("unlike other agencies", "compared to", "vs", "traditional …")',
  severity: 'medium',
  weight: 3,
  industries: COMPETING,
  needs: 'static',
  fixSteps: [
    'Name the alternative your buyers consider most often.',
    'State in one sentence what you do differently and why it matters to them.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversion rate among comparing visitors; varies by market',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), CONTRAST_RE);
    if (hit) return pass(seen(hit, hit.text), `contrast: "${CONTRAST_RE.exec(hit.text)?.[0].trim()}"`);
    return fail(absent('a comparison with competitors or the usual alternative'), 'no comparison');
  },
};
