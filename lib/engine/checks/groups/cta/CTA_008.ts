import type { CheckDeclaration } from '../../check.js';
import type { CtaIntent, Industry } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { CONVERTING } from '../../scope.js';
import { NO_PRIMARY } from './shared.js';

/** The asks that fit each kind of site; a primary CTA outside its list asks for the wrong thing. */
const FITTING_INTENTS: Partial<Record<Industry, readonly CtaIntent[]>> = {
  ecommerce: ['purchase', 'cart'],
  saas: ['signup', 'trial', 'demo', 'purchase'],
  app: ['signup', 'trial', 'download', 'purchase'],
  agency: ['contact', 'quote', 'book', 'demo'],
  local: ['book', 'contact', 'quote', 'purchase'],
  course: ['signup', 'purchase', 'trial', 'book'],
  event: ['purchase', 'book', 'signup'],
  nonprofit: ['donate', 'signup', 'subscribe'],
};

export const CTA_008: CheckDeclaration = {
  id: 'CTA_008',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'The main call to action asks for the wrong thing for this kind of site',
  label: 'Main call to action asks for the conversion this site exists for',
  description:
    'A shop whose main button says "Subscribe", or a SaaS page whose main button says "Read more", spends its strongest spot on a side goal.',
  threshold:
    "the primary CTA's conversion goal fits the site: shop = buy/cart; SaaS = sign up/trial/demo/buy; agency = contact/quote/book/demo; local = book/contact/quote/buy; nonprofit = donate/sign up/subscribe; wherever buying fits, an add-to-cart button does",
  severity: 'high',
  weight: 4,
  industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event', 'nonprofit'],
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Make the action that earns revenue the primary call to action.',
    'Keep secondary goals (newsletter, blog) in secondary styles.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +3-15% primary conversions; varies by site',
  source: 'heuristic',
  run(model) {
    const fitting = FITTING_INTENTS[model.industry.id];
    if (!fitting) return notApplicable(`no expected conversion for a ${model.industry.id} site`);
    const cta = primaryCta(model);
    if (!cta) return notApplicable(NO_PRIMARY);
    // A primary CTA with no conversion goal at all is a different finding (conversion path).
    if (cta.intent === 'learn' || cta.intent === 'other')
      return notApplicable('the primary call to action has no conversion goal');
    const observed = `${cta.intent} on a ${model.industry.id} site (expected ${fitting.join('/')})`;
    // putting it in the cart is how a visitor starts buying, wherever buying fits
    const fits = fitting.includes(cta.intent) || (cta.intent === 'cart' && fitting.includes('purchase'));
    return fits ? pass(seen(cta, cta.text), observed) : fail(seen(cta, cta.text), observed);
  },
};
