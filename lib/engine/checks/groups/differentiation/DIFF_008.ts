import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { SPECIALISM_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';

export const DIFF_008: CheckDeclaration = {
  id: 'DIFF_008',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The business does not claim a specialism',
  label: 'Business claims a clear specialism',
  description:
    'Specialists win over generalists: "we only work with dental practices" convinces the right buyer faster than "we serve all industries".',
  threshold:
    'the copy claims a specialism ("we specialise in", "specialists in", "exclusively for", "focused on")',
  severity: 'low',
  weight: 2,
  industries: ['agency', 'local', 'saas', 'app', 'course'],
  needs: 'static',
  fixSteps: [
    'Name the niche (industry, problem or product type) you are best at.',
    'Say it plainly in the subheadline or the why-us section.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% enquiry rate from the target niche; varies by positioning',
  source: 'heuristic',
  run(model) {
    const hit = findBlock(copyBlocks(model), SPECIALISM_RE);
    if (hit) return pass(seen(hit, hit.text), `specialism: "${SPECIALISM_RE.exec(hit.text)?.[0]}"`);
    return fail(absent('a stated specialism or niche'), 'no specialism claimed');
  },
};
