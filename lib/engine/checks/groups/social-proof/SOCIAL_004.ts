import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { badgeEvidence, excerpt, logoEvidence } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const PRESS =
  /\b(as (seen|featured) (in|on)|featured (in|on)|in the (press|news)|press coverage|media coverage)\b/i;

export const SOCIAL_004: CheckDeclaration = {
  id: 'SOCIAL_004',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No press or media mentions are shown',
  label: 'Press mentions are shown',
  description:
    'Coverage by a known publication is independent validation that visitors weigh more heavily than the brand’s own claims.',
  threshold: 'a press logo, press badge or "as seen in / featured in" mention is present',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Collect the articles, podcasts and reviews that mentioned you.',
    'Add an "As featured in" strip with the outlets’ logos, linked to the pieces.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion; varies by outlet recognition',
  source: 'heuristic',
  run(model) {
    const press = model.logos.find((l) => l.context === 'press');
    if (press) return pass(logoEvidence(model, press), `press logo: ${press.name}`);
    const badge = model.badges.find((b) => b.kind === 'press');
    if (badge) return pass(badgeEvidence(model, badge), `press badge: ${badge.text}`);
    const hit = findText(model, PRESS);
    return hit
      ? pass(excerpt(hit, PRESS), 'press mention')
      : fail(absent('a press logo or "as seen in" mention'), 'none');
  },
};
