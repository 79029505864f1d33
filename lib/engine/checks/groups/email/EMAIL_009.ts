import type { CheckDeclaration } from '../../check.js';
import { EMAIL_INDUSTRIES, captureSays } from './shared.js';

const SUBSCRIBER_COUNT =
  /\b\d[\d,.]*\s*(k|m)?\+?\s+([a-z-]+\s+){0,2}(subscribers|readers|marketers|managers|leaders|owners|members|people|others|founders|designers|developers|engineers|parents|customers|shoppers|professionals|creators)\b/i;

export const EMAIL_009: CheckDeclaration = {
  id: 'EMAIL_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The email signup shows no subscriber count',
  label: 'The email signup shows how many have joined',
  description:
    '"Join 12,000 marketers" turns a newsletter into something others already value, and is one of the few proof points that fits next to a one-field form.',
  threshold: 'the text beside the email form states a number of subscribers or members',
  severity: 'low',
  weight: 1,
  industries: EMAIL_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Once the list passes a few hundred people, state the rounded count next to the form',
    'Name who they are: "Join 4,000 product managers"',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-20% signup rate on the form',
  source: 'heuristic',
  run: (model) => captureSays(model, SUBSCRIBER_COUNT, 'a subscriber count beside the email form'),
};
