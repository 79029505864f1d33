import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';

export const MOBILE_003: CheckDeclaration = {
  id: 'MOBILE_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Body text is too small to read on a phone',
  label: 'Readable body text on mobile',
  description:
    'Body copy under 16 px on a phone forces zooming; visitors who have to zoom skim less and convert less.',
  threshold: 'median body text is at least 16 px at the mobile viewport',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Set the base font size to 16 px or more on small screens.',
    'Keep line height around 1.5 for body text.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% mobile engagement; varies',
  source: 'heuristic',
  run(model) {
    const size = model.render?.mobile.bodyFontSizePx;
    if (size === null || size === undefined) return notApplicable('body font size was not measured');
    const observed = `${size} px (minimum 16)`;
    const block = model.textBlocks.find((b) => b.layout?.mobile?.fontSizePx === size) ?? model.textBlocks[0];
    const ev = block ? seen(block, block.text) : measured(`body text ${size} px`);
    return size >= 16 ? pass(ev, observed) : fail(ev, observed);
  },
};
