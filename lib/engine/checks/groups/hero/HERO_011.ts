import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { OFFER_PAGES } from '../../scope.js';
import { NO_HEADLINE } from './shared.js';

const MOBILE_HEADLINE_TOP_SHARE = 0.6;

export const HERO_011: CheckDeclaration = {
  id: 'HERO_011',
  pageTypes: OFFER_PAGES,
  languages: 'any',
  dimension: 'clarity',
  title: 'The headline is pushed down the mobile screen',
  label: 'Headline is high on the mobile screen',
  description:
    'On phones, banners, large logos and menus can push the headline to the bottom of the screen or below it, so the first thing read is chrome.',
  threshold: `the headline starts within the top ${Math.round(MOBILE_HEADLINE_TOP_SHARE * 100)}% of the first mobile screen`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'render',
  rests: ['headline'],
  uses: ['layout'],
  fixSteps: [
    'Shrink the header and any announcement bar on mobile.',
    'Remove spacing and decorative images above the headline on small screens.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% mobile engagement; varies by mobile share of traffic',
  source: 'heuristic',
  run(model) {
    const h = model.hero.headline;
    if (!h) return notApplicable(NO_HEADLINE);
    const mobile = h.layout?.mobile;
    if (!mobile || !model.render)
      return notApplicable('the headline was not measured at the mobile viewport');
    const limit = Math.round(model.render.mobile.height * MOBILE_HEADLINE_TOP_SHARE);
    const observed = `starts at ${Math.round(mobile.box.y)} px (limit ${limit} px)`;
    return mobile.visible && mobile.box.y <= limit
      ? pass(seen(h, h.text), observed)
      : fail(seen(h, h.text), observed);
  },
};
