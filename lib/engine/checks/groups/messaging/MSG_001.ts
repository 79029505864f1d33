import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlock, heroBlocks } from '../../signals/copy-blocks.js';
import { AUDIENCE_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

export const MSG_001: CheckDeclaration = {
  id: 'MSG_001',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen does not say who the offer is for',
  label: 'First screen names its audience',
  description:
    'Visitors stay when they recognise themselves; naming the audience ("for busy clinics", "for small teams") is the quickest way to say "this is for you".',
  threshold:
    'the first screen names an audience ("for small businesses", "built for designers", "whether you\'re a …")',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Name your best-fit customer in the headline or subheadline.',
    'Use the words they use for themselves ("for independent cafés", not "for SMBs").',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% engagement from the target audience; varies by niche',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable(NO_HERO);
    const hit = findBlock(hero, AUDIENCE_RE);
    if (hit) return pass(seen(hit, hit.text), `audience: "${AUDIENCE_RE.exec(hit.text)?.[0]}"`);
    return fail(
      absent('an audience named on the first screen ("for …", "built for …")'),
      'no audience named',
    );
  },
};
