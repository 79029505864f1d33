import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { ONLY_CLAIM_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';
import { COMPETING } from './shared.js';

export const DIFF_004: CheckDeclaration = {
  id: 'DIFF_004',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The page claims nothing only this business offers',
  label: 'Page states something only this business offers',
  description:
    'A unique mechanism, patent or first ("the only bag with a lifetime stitch guarantee") is the most defensible reason to choose you.',
  threshold:
    'the copy makes a unique claim ("the only", "the first to", patented, proprietary, exclusive to)',
  severity: 'low',
  weight: 2,
  industries: COMPETING,
  needs: 'static',
  fixSteps: [
    'Find what you do that no competitor does (method, material, guarantee, access).',
    'State it as "the only …" and back it with a detail.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion rate; varies by how distinctive the claim is',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), ONLY_CLAIM_RE);
    if (hit) return pass(seen(hit, hit.text), `unique claim: "${ONLY_CLAIM_RE.exec(hit.text)?.[0]}"`);
    return fail(absent('a claim only this business can make'), 'no unique claim');
  },
};
