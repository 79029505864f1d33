import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { percent } from '../../signals/words.js';
import type { Located } from '../../../model/page-model.js';

export const MOBILE_012: CheckDeclaration = {
  id: 'MOBILE_012',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Content shown on desktop is hidden on mobile',
  label: 'Mobile shows the same content as desktop',
  description:
    'When headings, prices or buttons are hidden on small screens, phone visitors (often the majority) never see part of the pitch, and Google indexes the mobile version only.',
  threshold:
    'at most 10% of the main-content headings, prices and calls to action visible on desktop are hidden on mobile (menus excepted)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Find the elements hidden by mobile media queries (display: none) and show them in a mobile-friendly form.',
    'Shorten or stack content instead of removing it; collapse long sections into accordions.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% mobile conversion when the hidden part carries proof or price; varies',
  source: 'heuristic',
  run(model) {
    const items: (Located & { text: string })[] = [...model.headings, ...model.prices, ...model.ctas].filter(
      (el) =>
        el.region !== 'nav' && el.region !== 'header' && el.layout?.desktop?.visible && el.layout.mobile,
    );
    if (items.length === 0) return notApplicable('no element was measured at both viewports');
    const hidden = items.filter((el) => !el.layout?.mobile?.visible);
    const share = percent(hidden.length, items.length);
    const observed = `${hidden.length} of ${items.length} key elements hidden on mobile (${share}%, at most 10%)`;
    return share <= 10
      ? pass(
          firstEvidence(items, (el) => el.text),
          observed,
        )
      : fail(
          firstEvidence(hidden, (el) => `${el.text} (hidden on mobile)`),
          observed,
        );
  },
};
