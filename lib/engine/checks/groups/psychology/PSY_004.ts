import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { type CopyBlock, copyBlocks } from '../../signals/copy-blocks.js';
import { SCARCITY_ALL_RE, URGENCY_ALL_RE } from '../../signals/vocabularies/urgency.js';
import { countMatches } from '../../signals/words.js';
import { OFFER_PAGES } from '../../scope.js';
import { SELLING } from './shared.js';

const MAX_PRESSURE_CUES = 3;

export const PSY_004: CheckDeclaration = {
  id: 'PSY_004',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  dimension: 'trust',
  title: 'The page piles on pressure',
  label: 'Pressure is used sparingly',
  description:
    'One honest deadline persuades; a page full of "hurry", "last chance" and "selling fast" feels manipulative and drives careful buyers away.',
  threshold: `at most ${MAX_PRESSURE_CUES} urgency or scarcity phrases on the page`,
  severity: 'medium',
  weight: 2,
  industries: SELLING,
  needs: 'static',
  fixSteps: [
    'Keep the single strongest, true urgency or scarcity message.',
    'Remove repeated pressure lines from banners, headings and product tiles.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% conversion rate among careful buyers; varies by audience',
  source: 'heuristic',
  run(model) {
    const hits: CopyBlock[] = [];
    let total = 0;
    for (const b of copyBlocks(model)) {
      const n = countMatches(b.text, URGENCY_ALL_RE) + countMatches(b.text, SCARCITY_ALL_RE);
      if (n > 0) {
        hits.push(b);
        total += n;
      }
    }
    if (total === 0) return notApplicable('the page uses no urgency or scarcity');
    const observed = `${total} pressure phrases (limit ${MAX_PRESSURE_CUES})`;
    const evidence = hits.slice(0, 4).map((b) => seen(b, b.text));
    return total <= MAX_PRESSURE_CUES ? pass(evidence, observed) : fail(evidence, observed);
  },
};
