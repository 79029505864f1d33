import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { logoEvidence } from '../../signals/evidence.js';
import { LANDING } from '../../scope.js';

export const SOCIAL_003: CheckDeclaration = {
  id: 'SOCIAL_003',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'trust',
  title: 'Fewer than three customer logos are shown',
  label: 'Customer logos are shown',
  description:
    'B2B buyers look for companies like theirs; a strip of recognisable customer logos borrows their credibility in a second.',
  threshold: 'at least 3 customer logos are shown',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'agency', 'app'],
  needs: 'static',
  fixSteps: [
    'Get permission from your best-known customers to show their logos.',
    'Show 4-8 greyscale logos under the hero with a "Trusted by" line.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% demo or trial conversion; varies by logo recognition',
  source: 'heuristic',
  run(model) {
    const logos = model.logos.filter((l) => l.context === 'customer');
    const names = logos.slice(0, 5).map((l) => l.name);
    const observed = `${logos.length} customer logo(s) (minimum 3)${names.length ? `: ${names.join(', ')}` : ''}`;
    if (logos.length >= 3)
      return pass(
        logos.slice(0, 3).map((l) => logoEvidence(model, l)),
        observed,
      );
    return logos.length > 0
      ? fail(
          logos.map((l) => logoEvidence(model, l)),
          observed,
        )
      : fail(absent('customer logos ("Trusted by ...")'), observed);
  },
};
