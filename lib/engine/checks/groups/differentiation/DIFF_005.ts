import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlock, heroBlocks, heroQuoteBlocks } from '../../signals/copy-blocks.js';
import { POSITIONING_RE } from '../../signals/vocabularies/positioning.js';
import { LANDING } from '../../scope.js';
import { COMPETING } from './shared.js';

export const DIFF_005: CheckDeclaration = {
  id: 'DIFF_005',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen does not position the offer against the status quo',
  label: 'First screen positions the offer against the status quo',
  description:
    'A first screen that says what changes ("without the spreadsheets", "no more chasing invoices") tells visitors at once why this is different from what they do now.',
  threshold:
    'the first screen contrasts with the status quo ("without …", "no more …", "instead of …", "a better way", "finally")',
  severity: 'low',
  weight: 2,
  industries: COMPETING,
  needs: 'static',
  fixSteps: [
    'Name what visitors do today and how your offer replaces it.',
    'Put that contrast in the headline or subheadline.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% first-screen engagement; varies by market',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable('the page has no first-screen copy');
    const hit = findBlock(hero, POSITIONING_RE);
    if (hit) return pass(seen(hit, hit.text), `positioning: "${POSITIONING_RE.exec(hit.text)?.[0]}"`);
    return fail(
      heroQuoteBlocks(model).map((b) => seen(b, b.text)),
      'no contrast with the status quo',
    );
  },
};
