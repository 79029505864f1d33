import type { CheckDeclaration } from '../../check.js';
import { LANDING } from '../../scope.js';
import { SAAS, textCheck } from './shared.js';

const PLATFORMS =
  /\b(available (on|for) (web|mac|windows|ios|iphone|android|linux|desktop|mobile|all (your )?devices)|(mac|macos|windows|linux|ios|android)( (and|&|,) ?(mac|macos|windows|linux|ios|android))+|browser extension|chrome extension|desktop apps?|mobile apps?|works (in|on) (any|every|your) (browser|device))\b/i;

export const SAAS_006: CheckDeclaration = {
  ...SAAS,
  id: 'SAAS_006',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The page does not say where the product runs',
  label: 'Supported platforms are named',
  description:
    'Buyers need to know the tool works on their devices (browser, Mac, Windows, iOS, Android) before they invest time in a trial.',
  threshold:
    'the page names the platforms the product runs on (web/browser, Mac, Windows, Linux, iOS, Android, extension)',
  severity: 'low',
  weight: 2,
  fixSteps: [
    'State the platforms in one line near the signup button ("Web, Mac, Windows, iOS and Android")',
    'Link the download or app-store page of each',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% trial signups',
  source: 'heuristic',
  run(model) {
    return textCheck(model, PLATFORMS, 'the platforms the product runs on');
  },
};
