import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlock, heroBlocks } from '../../signals/copy-blocks.js';
import { COMMODITY_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';
import { COMPETING } from './shared.js';

export const DIFF_006: CheckDeclaration = {
  id: 'DIFF_006',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen relies on claims every competitor makes',
  label: 'First screen avoids commodity claims',
  description:
    '"High quality", "great service" and "years of experience" appear on every competitor\'s page; on the first screen they use the best space to say nothing distinctive.',
  threshold:
    'the first screen has no commodity claim (high quality, great service, customer satisfaction, years of experience, one-stop shop, …)',
  severity: 'medium',
  weight: 3,
  industries: COMPETING,
  needs: 'static',
  rests: ['headline'],
  fixSteps: [
    'Replace the generic claim with the specific proof behind it ("4.9/5 from 812 reviews", "same-day repairs").',
    'Move generic assurances lower on the page, if anywhere.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% first-screen engagement; varies by market',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable('the page has no first-screen copy');
    const hit = findBlock(hero, COMMODITY_RE);
    if (hit) return fail(seen(hit, hit.text), `commodity claim "${COMMODITY_RE.exec(hit.text)?.[0]}"`);
    const quoted = model.hero.headline ?? hero[0];
    return pass(seen(quoted, quoted.text), 'no commodity claims');
  },
};
