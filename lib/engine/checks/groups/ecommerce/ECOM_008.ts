import type { CheckDeclaration } from '../../check.js';
import { ECOM, textCheck } from './shared.js';

const GIFT =
  /\bgift (cards?|certificates?|vouchers?|wrap(ping)?|boxes|sets?|guides?|ideas)\b|\bgifts? for (him|her|kids|men|women|dad|mum|mom)\b|\be-?gift\b/i;

export const ECOM_008: CheckDeclaration = {
  ...ECOM,
  id: 'ECOM_008',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'offer',
  title: 'No gift options',
  label: 'Gift options are offered',
  description:
    'Gift cards and gift wrapping catch buyers shopping for someone else, who otherwise leave when unsure what to pick.',
  threshold: 'the page offers gift cards, gift wrapping, gift sets or a gift guide',
  severity: 'low',
  weight: 1,
  fixSteps: [
    'Sell digital gift cards in a few fixed amounts',
    'Link them, and any gift guide, from the navigation',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% revenue; higher in the holiday season',
  source: 'heuristic',
  run(model) {
    return textCheck(model, GIFT, 'gift cards, gift wrapping, gift sets or a gift guide');
  },
};
