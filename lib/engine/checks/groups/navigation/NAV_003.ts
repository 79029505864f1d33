import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const NAV_003: CheckDeclaration = {
  id: 'NAV_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'The logo does not link back to the home page',
  label: 'Logo links home',
  description:
    'Visitors expect the logo to take them home; when it does not, lost visitors have no way back to the start of the story.',
  threshold: 'the header logo is a link to the home page',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Wrap the header logo in a link to "/".',
    'Give the link an accessible name such as the brand name.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% recovered sessions; small',
  source: 'heuristic',
  run(model) {
    const logo = model.images.find((img) => img.isLogo);
    if (model.nav.hasLogoLinkHome) {
      return pass(
        logo ? seen(logo, logo.alt ?? logo.src) : seen(DOCUMENT.nav, 'logo link to home'),
        'logo links home',
      );
    }
    return fail(
      logo
        ? [seen(logo, logo.alt ?? logo.src), absent('a link to the home page around the logo')]
        : absent('a logo linking to the home page'),
      'no logo link home',
    );
  },
};
