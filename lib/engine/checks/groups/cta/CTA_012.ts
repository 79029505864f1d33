import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { primaryCta } from '../../signals/ctas.js';
import { REASSURANCE_RE } from '../../signals/vocabularies/offers.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

const MICROCOPY_BLOCKS_AFTER = 3;

export const CTA_012: CheckDeclaration = {
  id: 'CTA_012',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'friction',
  title: 'Nothing next to the main call to action lowers the risk of clicking',
  label: 'Main call to action is backed by reassuring microcopy',
  description:
    'A short line beside the button ("No credit card required", "Free returns") answers the doubt that stops the click at the last moment.',
  threshold: `risk-reducing microcopy (no card, cancel anytime, free returns, no obligation, money-back, ...) sits in the block before or the ${MICROCOPY_BLOCKS_AFTER} blocks after the primary CTA`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Find the biggest doubt a visitor has at the button (cost, commitment, spam).',
    'Answer it in one short line directly under the button.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-6% click-through on the CTA; varies by offer',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    const blocks = copyBlocks(model);
    const after = blocks.findIndex((b) => b.order > cta.order);
    const start = after === -1 ? blocks.length : after;
    const near = blocks.slice(Math.max(0, start - 1), start + MICROCOPY_BLOCKS_AFTER);
    const hit = near.find((b) => REASSURANCE_RE.test(b.text));
    if (hit) return pass(seen(hit, hit.text), 'reassurance next to the CTA');
    return fail(seen(cta, cta.text), 'no reassurance next to the CTA');
  },
};
