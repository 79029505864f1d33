import type { CheckDeclaration } from '../../check.js';
import type { CtaIntent } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sectionAround } from '../../signals/copy-blocks.js';
import { copyCtas, primaryCta } from '../../signals/ctas.js';
import { LANDING } from '../../scope.js';

// Buying a product has its own lighter steps (wishlist, sample) that product-page checks judge.
const HIGH_COMMITMENT: readonly CtaIntent[] = ['signup', 'demo', 'quote', 'contact', 'book', 'donate'];

const LOW_COMMITMENT: readonly CtaIntent[] = ['learn', 'download', 'subscribe', 'trial', 'demo'];

export const PSY_010: CheckDeclaration = {
  id: 'PSY_010',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'persuasion',
  title: 'A big ask stands alone, with no smaller first step beside it',
  label: 'A smaller first step sits beside the big ask',
  description:
    'Visitors not ready to buy or call still say yes to something smaller (see a demo, download a guide); offering it beside the big ask keeps them in the funnel.',
  threshold:
    'in the section of a high-commitment primary CTA (sign up, demo, contact, quote, book, donate) there is a lower-commitment call to action (learn, download, subscribe, trial, demo)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Add a secondary, lighter option next to the main button ("See how it works", "Download the brochure").',
    'Style it as a secondary button or text link so it does not compete.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% of visitors entering the funnel; varies by offer',
  source: 'heuristic',
  run(model) {
    const cta = primaryCta(model);
    if (!cta) return notApplicable('the page has no primary call to action');
    if (!HIGH_COMMITMENT.includes(cta.intent))
      return notApplicable(`the primary ask (${cta.intent}) is already light`);
    const { start, end } = sectionAround(model, cta.order);
    const lighter = copyCtas(model).find(
      (c) =>
        c !== cta &&
        c.order > start &&
        c.order < end &&
        c.intent !== cta.intent &&
        LOW_COMMITMENT.includes(c.intent),
    );
    if (lighter)
      return pass([seen(cta, cta.text), seen(lighter, lighter.text)], `lighter option: ${lighter.intent}`);
    return fail(seen(cta, cta.text), 'no lighter option in the same section');
  },
};
