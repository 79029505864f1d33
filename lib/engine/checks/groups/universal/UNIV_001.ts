import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';

const CONSENT_VENDOR =
  /(cookielaw|onetrust|cookiebot|usercentrics|didomi|quantcast|trustarc|termly|iubenda|osano|cookieyes|complianz|cookiefirst|consentmanager)/i;

export const UNIV_001: CheckDeclaration = {
  id: 'UNIV_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'Tracking runs without a cookie consent notice',
  label: 'Tracking is covered by a cookie consent notice',
  description:
    'Visitors in the EU, UK and California expect to be asked before tracking; silent tracking is a legal exposure and, when noticed, a trust problem.',
  threshold: 'when analytics or ad pixels load, a cookie consent notice or consent platform is present',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  presumes: ['analytics'],
  fixSteps: [
    'Add a consent banner or consent platform that blocks tags until consent.',
    'Link the cookie policy from the banner.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion; mainly removes legal and trust risk',
  source: 'heuristic',
  run(model) {
    if (model.scripts.analytics.length === 0) return notApplicable('no analytics or ad pixels detected');
    // the vendors are recognised from script sources, not quoted from the page: no quote
    const tracking = { quote: '', selector: 'script' };
    const by = `tracking by ${model.scripts.analytics.join(', ')}`;
    if (model.cookieBanner.present) {
      return pass(
        [tracking, { quote: model.cookieBanner.text ?? '', selector: model.cookieBanner.selector }],
        `consent notice present; ${by}`,
      );
    }
    const vendor = model.scripts.thirdPartyHosts.find((h) => CONSENT_VENDOR.test(h));
    if (vendor)
      return pass(
        [tracking, { quote: '', selector: `script[src*="${vendor}"]` }],
        `consent platform loaded; ${by}`,
      );
    const policy = model.policies.find((p) => p.kind === 'cookies');
    return fail(
      policy ? [tracking, seen(policy, policy.text)] : [tracking, absent('a cookie consent notice')],
      `no consent notice; ${by}`,
    );
  },
};
