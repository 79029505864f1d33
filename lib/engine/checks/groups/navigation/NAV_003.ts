import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { pathSegments } from '../../signals/urls.js';

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
      // without an image known as the logo, the first link home is the one that reads as it
      const home = logo
        ? null
        : model.links.find((l) => l.internal && pathSegments(l.href.replace(/[?#].*$/, '')).length === 0);
      return pass(
        logo ? seen(logo, imageQuote(logo)) : home ? seen(home, home.name) : { quote: '', selector: null },
        'logo links home',
      );
    }
    return fail(
      logo
        ? [seen(logo, imageQuote(logo)), absent('a link to the home page around the logo')]
        : absent('a logo linking to the home page'),
      'no logo link home',
    );
  },
};
