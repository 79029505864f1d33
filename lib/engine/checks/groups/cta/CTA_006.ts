import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { normalise } from '../../signals/words.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

export const CTA_006: CheckDeclaration = {
  id: 'CTA_006',
  pageTypes: CONVERTING,
  languages: 'any',
  dimension: 'cta',
  title: 'The main action cannot be reached from the header',
  label: 'Main action is one click away in the header',
  description:
    'The header is the one element seen on every scroll position and every page; a main action there catches visitors the moment they decide.',
  threshold: "a call to action with the primary CTA's goal (or label) sits in the header or navigation",
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Add the primary call to action as a button at the right end of the header.',
    'Use the same label as the main button on the page.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% conversions from returning and scrolling visitors; varies by site',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    if (!model.nav.present && !model.ctas.some((c) => c.region === 'header' || c.region === 'nav')) {
      return notApplicable('the page has no header or navigation');
    }
    const key = normalise(cta.text);
    const inHeader = model.ctas.find(
      (c) =>
        (c.region === 'header' || c.region === 'nav') &&
        ((cta.intent !== 'other' && c.intent === cta.intent) || normalise(c.text) === key),
    );
    if (inHeader) return pass(seen(inHeader, inHeader.text), `in the ${inHeader.region}`);
    return fail(seen(cta, cta.text), `only in the ${cta.region}`);
  },
};
