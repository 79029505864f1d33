import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findBlock, heroBlocks, heroQuoteBlocks } from '../../signals/copy-blocks.js';
import { FIGURE_RE } from '../../signals/vocabularies/proof.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_001: CheckDeclaration = {
  id: 'SPEC_001',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen makes no concrete, numeric claim',
  label: 'First screen carries a concrete figure',
  description:
    'A number on the first screen ("in 5 minutes", "4.8/5 from 2,300 reviews", "from $19") is read as a fact; adjectives are read as marketing.',
  threshold:
    'the first screen holds at least one figure with a unit, currency or rating (%, x, minutes, customers, $, 4.8/5, …)',
  severity: 'medium',
  weight: 3,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Pick the strongest fact you can prove (time saved, customers, rating, price) and put it in the subheadline.',
    'Write it as a digit with its unit ("3 hours a week"), not in words.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% first-screen engagement; varies by strength of the figure',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable('the page has no first-screen copy');
    const hit = findBlock(hero, FIGURE_RE);
    if (hit) return pass(seen(hit, hit.text), `figure "${FIGURE_RE.exec(hit.text)?.[0]}"`);
    return fail(
      heroQuoteBlocks(model).map((b) => seen(b, b.text)),
      'no figure on the first screen',
    );
  },
};
