import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { navEvidence } from './shared.js';

/** The header and navigation landmarks, whose position the render measures (stickyNav). */
const NAV_LANDMARKS = 'header, nav, [role="banner"], [role="navigation"]';

export const NAV_005: CheckDeclaration = {
  id: 'NAV_005',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'On a long page the navigation scrolls away',
  label: 'Navigation stays at hand on a long page',
  description:
    'On a long page a sticky header keeps the menu and the main action one click away; otherwise visitors must scroll back up to act.',
  threshold: 'on a page taller than 3 desktop screens the navigation is fixed or sticky',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Make the header position: sticky (top: 0) with a compact height.',
    'Keep the main call to action inside the sticky header.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% clicks on header actions; varies by page length',
  source: 'heuristic',
  run(model) {
    const desktop = model.render?.desktop;
    if (!desktop || !model.nav.present || model.nav.sticky === null)
      return notApplicable('no measured navigation');
    const screens = desktop.height > 0 ? desktop.documentHeight / desktop.height : 0;
    if (screens < 3) return notApplicable(`the page is only ${screens.toFixed(1)} screens tall`);
    const observed = `${screens.toFixed(1)} screens tall, navigation ${model.nav.sticky ? 'sticky' : 'not sticky'}`;
    const ev = navEvidence(model, 1);
    // no menu item to quote: the landmarks whose position was measured
    const evidence = ev.length > 0 ? ev : [{ quote: '', selector: NAV_LANDMARKS }];
    return model.nav.sticky ? pass(evidence, observed) : fail(evidence, observed);
  },
};
