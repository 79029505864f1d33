import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LANDING } from '../../scope.js';

const SECURITY_CLAIM =
  /\b(SOC ?2|ISO[ /-]?27001|GDPR|HIPAA|PCI[- ]DSS|CCPA|encrypt(ed|ion)|256-bit|TLS|penetration test(s|ing)?|single sign-on|SSO|data (protection|residency|security))\b/i;

export const TRUST_001: CheckDeclaration = {
  id: 'TRUST_001',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page does not say how customer data is secured',
  label: 'Data security commitments are stated',
  description:
    'Software buyers hand over their data; security and compliance reviewers look for named commitments (SOC 2, GDPR, encryption) before they approve a purchase.',
  threshold:
    'the page names at least one security or compliance commitment (SOC 2, ISO 27001, GDPR, HIPAA, encryption, SSO)',
  severity: 'medium',
  weight: 3,
  industries: ['saas', 'app'],
  needs: 'static',
  fixSteps: [
    'List the security standards you meet (SOC 2, ISO 27001, GDPR) in a short "Security" strip.',
    'Say how data is protected (encryption in transit and at rest, SSO).',
    'Link to a security page or trust centre with the details.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% demo or trial conversion for B2B buyers; varies by deal size',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, SECURITY_CLAIM);
    return hit
      ? pass(excerpt(hit, SECURITY_CLAIM), 'security commitment named')
      : fail(absent('a security or compliance commitment (SOC 2, GDPR, encryption, SSO)'), 'none named');
  },
};
