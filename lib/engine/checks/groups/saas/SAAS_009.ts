import type { CheckDeclaration } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { LANDING } from '../../scope.js';
import { SAAS } from './shared.js';

const APP_STORE_HREF = /^https?:\/\/(apps\.apple\.com|itunes\.apple\.com|play\.google\.com)\//i;

const APP_STORE_TEXT = /\b(app store|google play|get it on|download on the)\b/i;

export const SAAS_009: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_009',
  pageTypes: LANDING,
  languages: ['en'],
  industries: ['app'],
  dimension: 'cta',
  title: 'The app page does not link to the app stores',
  label: 'App store links are shown',
  description:
    'For a mobile app the conversion is the install; App Store and Google Play badges are the buttons visitors recognise and trust.',
  threshold: 'the page links to the App Store or Google Play (or shows their badges)',
  severity: 'high',
  weight: 4,
  fixSteps: [
    'Add the official App Store and Google Play badges to the first screen',
    "Link each to the app's store listing",
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +10-30% installs from the page',
  source: 'heuristic',
  run(model) {
    const link = model.links.find((l) => APP_STORE_HREF.test(l.href));
    if (link) return pass(seen(link, link.name || link.text), 'store linked');
    const img = model.images.find((i) => APP_STORE_TEXT.test(i.alt ?? ''));
    if (img) return pass(seen(img, imageQuote(img)), 'store badge');
    return fail(absent('a link to the App Store or Google Play'), 'not linked');
  },
};
