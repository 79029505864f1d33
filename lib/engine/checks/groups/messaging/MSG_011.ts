import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { LONG_WORD_RE } from '../../signals/vocabularies/copy.js';
import { countMatches } from '../../signals/words.js';
import { READABLE } from '../../scope.js';
import { pct } from './shared.js';

const MAX_LONG_WORD_SHARE = 0.04;

const MIN_WORDS_LONG_WORDS = 100;

export const MSG_011: CheckDeclaration = {
  id: 'MSG_011',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'The copy leans on long, difficult words',
  label: 'Copy uses plain words',
  description:
    'Long words ("implementation", "functionalities") raise the reading level; plain words are understood faster by every visitor, experts included.',
  threshold: `at most ${pct(MAX_LONG_WORD_SHARE)} of words have 13 or more letters`,
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'List the long words of the copy and find a short everyday word for each.',
    'Keep technical terms only where your buyers use them themselves.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% engagement with the copy; varies by audience',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const words = blocks.reduce((n, b) => n + b.words, 0);
    if (words < MIN_WORDS_LONG_WORDS)
      return notApplicable(`fewer than ${MIN_WORDS_LONG_WORDS} words of copy`);
    let long = 0;
    let worst = blocks[0];
    let worstCount = -1;
    for (const b of blocks) {
      const n = countMatches(b.text, LONG_WORD_RE);
      long += n;
      if (n > worstCount) {
        worst = b;
        worstCount = n;
      }
    }
    const share = long / words;
    const observed = `${long} of ${words} words have 13+ letters (${(share * 100).toFixed(1)}%, limit ${pct(MAX_LONG_WORD_SHARE)})`;
    return share <= MAX_LONG_WORD_SHARE
      ? pass(seen(worst, worst.text), observed)
      : fail(seen(worst, worst.text), observed);
  },
};
