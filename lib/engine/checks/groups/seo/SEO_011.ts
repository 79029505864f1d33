import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';

export const SEO_011: CheckDeclaration = {
  id: 'SEO_011',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The page has too little text to rank for anything',
  label: 'Enough text to rank',
  description:
    'Search engines rank text; a page of images and slogans has little for a query to match and looks thin next to competitors that explain their offer.',
  threshold: 'at least 300 words of visible text',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Explain who the offer is for, what it does and how it works in plain text, not images.',
    'Add answers to the questions buyers search for (pricing, comparisons, how-to).',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +5-20% organic impressions over months; varies by competition',
  source: 'heuristic',
  run(model) {
    const longest = model.textBlocks.reduce<(typeof model.textBlocks)[number] | undefined>(
      (best, b) => (best === undefined || b.words > best.words ? b : best),
      undefined,
    );
    const ev = longest ? seen(longest, longest.text) : absent('visible body text');
    const observed = `${model.wordCount} words (minimum 300)`;
    return model.wordCount >= 300 ? pass(ev, observed) : fail(ev, observed);
  },
};
