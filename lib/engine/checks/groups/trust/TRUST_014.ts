import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { badgeEvidence, excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { CONVERTING } from '../../scope.js';

const CREDENTIAL =
  /\b((fully )?licen[sc]ed (and|&) (insured|bonded)|fully licen[sc]ed|licen[sc]ed (plumbers?|electricians?|contractors?|attorneys?|lawyers?|professionals?|practitioners?|technicians?|to practi[cs]e)|accredited|board[- ]certified|certified (professional|installer|partner|expert|technician)s?|award[- ]winning|BBB|A\+ rating|chartered|fully insured|bonded|ISO 9001|Google Partner|Shopify Partner)\b/i;

export const TRUST_014: CheckDeclaration = {
  id: 'TRUST_014',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'trust',
  title: 'No credentials, licences or awards are shown',
  label: 'Credentials or awards are shown',
  description:
    'Licences, accreditations and awards are third-party proof of competence; for services and regulated trades they are often the deciding trust signal.',
  threshold: 'at least one certification, licence, accreditation or award is shown (badge or text)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Show the licences, accreditations and awards you hold, with the issuing body.',
    'Link each badge to the issuer’s verification page where one exists.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% lead conversion for services; an estimate',
  source: 'heuristic',
  run(model) {
    const badge = model.badges.find((b) => b.kind === 'certification' || b.kind === 'award');
    if (badge) return pass(badgeEvidence(model, badge), `${badge.kind} badge: ${badge.text}`);
    const hit = findText(model, CREDENTIAL);
    return hit
      ? pass(excerpt(hit, CREDENTIAL), 'credential stated')
      : fail(absent('a certification, licence, accreditation or award'), 'none shown');
  },
};
