import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { located, modelWith } from '../../support/model-fixture.js';

const headline = {
  ...located({ selector: 'h1', region: 'main' }),
  level: 1 as const,
  text: 'Welcome to Formly',
};
const sub = {
  ...located({ selector: '.hero p', region: 'main' }),
  tag: 'p',
  text: 'Build forms faster without code. Works everywhere.',
  words: 7,
};
const cta = {
  ...located({ selector: '.hero a.btn', region: 'main' }),
  text: 'Submit',
  element: 'link' as const,
  intent: 'trial' as const,
  role: 'primary' as const,
  styledAsButton: true,
  inForm: false,
};
/** A small SaaS landing page: a vague headline, a "Submit" call to action, a few benefits. */
export const saasPage: PageModel = modelWith({
  language: { code: 'en', source: 'content', declared: 'en' },
  pageType: { id: 'home_landing', confidence: 0.9, signals: [] },
  url: 'https://formly.example/',
  finalUrl: 'https://formly.example/',
  title: 'Welcome | Formly',
  meta: { ...modelWith().meta, description: 'Formly form builder.' },
  text:
    'Welcome to Formly Build forms faster without code. Works everywhere. Collect payments in every form ' +
    'Trusted by 4,000 teams Cancel anytime Start your trial Submit',
  headings: [
    headline,
    { ...located({ region: 'main' }), level: 2, text: 'Collect payments in every form' },
    { ...located({ region: 'main' }), level: 2, text: 'Trusted by 4,000 teams' },
    { ...located({ region: 'footer' }), level: 3, text: 'Privacy and cookie settings' },
  ],
  textBlocks: [sub],
  ctas: [cta],
  guarantees: [
    { ...located({ region: 'main' }), kind: 'cancel-anytime', text: 'Cancel anytime', days: null },
  ],
  hero: { headline, subheadline: sub, cta, image: null, end: 1_000_000 },
});
