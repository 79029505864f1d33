import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { GENERIC_CTA_LANGUAGES, GENERIC_CTA_RE } from '../../signals/vocabularies/copy.js';
import { ACTIONABLE } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

export const CTA_002: CheckDeclaration = {
  id: 'CTA_002',
  pageTypes: ACTIONABLE,
  languages: GENERIC_CTA_LANGUAGES,
  dimension: 'cta',
  title: 'The main call to action uses a generic label',
  label: 'Main call to action says what happens',
  description:
    '"Submit", "Learn more" and "Click here" hide what the visitor gets; labels that name the outcome are clicked more.',
  threshold:
    'the primary CTA label is not a generic word such as Submit, Go, Click here, Learn more or Read more',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  presumes: ['primary_cta'],
  rests: ['primary_cta'],
  fixSteps: [
    'Rewrite the label as the action plus what the visitor gets ("Get my free quote").',
    "Match the label to the page promise and the next page's headline.",
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-10% click-through on the CTA; varies by audience',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    return GENERIC_CTA_RE.test(cta.text)
      ? fail(seen(cta, cta.text), 'generic label')
      : pass(seen(cta, cta.text), 'specific label');
  },
};
