import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { dataEvidence, excerpt } from '../../signals/evidence.js';
import { textElements } from '../../signals/text-search.js';
import { COPYRIGHT_NEAR } from './shared.js';
import { LEGAL_FORMS } from '../../../model/legal-forms.js';

const LEGAL_ENTITY = new RegExp(
  `(?<![\\p{L}\\p{N}])\\p{Lu}[\\p{L}\\p{N}&'.-]*(?:\\s+[\\p{Lu}\\p{N}][\\p{L}\\p{N}&'.-]*){0,4},?\\s+(${LEGAL_FORMS}|Limited)(?=[\\s,.)]|$)|\\b(company (registration )?(no|number)|registered in (england|scotland|ireland)|VAT (no|number|reg)|ABN\\s*\\d)`,
  'u',
);

export const UNIV_006: CheckDeclaration = {
  id: 'UNIV_006',
  pageTypes: 'all',
  languages: ['en', 'de', 'fr', 'es', 'it', 'nl'],
  dimension: 'trust',
  title: 'The legal entity behind the site is not named',
  label: 'The legal entity behind the site is named',
  description:
    'A registered company name (Inc., Ltd, GmbH) or registration number tells buyers who is legally accountable; some markets require it.',
  threshold:
    'a registered company name (Inc., LLC, Ltd, GmbH ...) or a company/VAT registration number appears',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add the full legal name to the footer copyright line.',
    'Where required, add the company and VAT numbers to the footer or imprint.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion; an estimate, mainly a credibility and compliance fix',
  source: 'heuristic',
  run(model) {
    // Company names in body copy are often other companies; the site's own entity signs the footer.
    const hit =
      textElements(model).find(
        (h) => (h.region === 'footer' || COPYRIGHT_NEAR.test(h.text)) && LEGAL_ENTITY.test(h.text),
      ) ?? null;
    if (hit) return pass(excerpt(hit, LEGAL_ENTITY), 'legal entity named');
    const org = model.structuredData.find((s) => typeof s.data.legalName === 'string');
    return org
      ? pass(dataEvidence(org), `legal name in structured data: ${String(org.data.legalName)}`)
      : fail(absent('a registered company name or registration number'), 'not named');
  },
};
