import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks, findBlocks } from '../../signals/copy-blocks.js';
import { DIGIT_RE } from '../../signals/vocabularies/proof.js';
import { SCARCITY_RE } from '../../signals/vocabularies/urgency.js';
import { OFFER_PAGES } from '../../scope.js';
import { SELLING } from './shared.js';

export const PSY_003: CheckDeclaration = {
  id: 'PSY_003',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  dimension: 'trust',
  title: 'Scarcity is claimed without a number',
  label: 'Scarcity claims are specific',
  description:
    '"Limited stock" is read as a sales line; "Only 3 left" or "12 seats remaining" is read as a fact and moves people.',
  threshold: 'at least one scarcity claim states a number ("only 3 left", "12 seats remaining")',
  severity: 'low',
  weight: 2,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Show the real remaining quantity or seats next to the claim.',
    'Drop scarcity lines you cannot back with a number.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% conversion rate on limited items; varies by stock levels',
  source: 'heuristic',
  run(model) {
    const claims = findBlocks(copyBlocks(model), SCARCITY_RE);
    if (claims.length === 0) return notApplicable('the page makes no scarcity claim');
    const specific = claims.find((b) => DIGIT_RE.test(SCARCITY_RE.exec(b.text)?.[0] ?? ''));
    if (specific) return pass(seen(specific, specific.text), 'scarcity with a number');
    return fail(
      claims.slice(0, 3).map((b) => seen(b, b.text)),
      `${claims.length} scarcity claims, none with a number`,
    );
  },
};
