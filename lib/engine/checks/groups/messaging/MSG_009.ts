import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { NO_LOWER_RE } from '../../signals/vocabularies/copy.js';
import { READABLE } from '../../scope.js';

const CAPS_MIN_WORDS = 6;

const MAX_CAPS_BLOCKS = 1;

export const MSG_009: CheckDeclaration = {
  id: 'MSG_009',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'Copy is set in capitals, which is slow to read',
  label: 'Copy is set in normal case',
  description:
    'Whole sentences in capitals lose the word shapes readers rely on; they are read more slowly and feel like shouting.',
  threshold: `at most ${MAX_CAPS_BLOCKS} block of ${CAPS_MIN_WORDS}+ words is written entirely in capitals`,
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Rewrite all-caps sentences in sentence case.',
    'Keep capitals for short labels of one to three words.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% engagement with the copy; varies by design',
  source: 'heuristic',
  run(model) {
    const long = copyBlocks(model).filter((b) => b.words >= CAPS_MIN_WORDS);
    if (long.length === 0) return notApplicable(`no block of ${CAPS_MIN_WORDS}+ words`);
    const caps = long.filter((b) => !NO_LOWER_RE.test(b.text) && /\p{Lu}/u.test(b.text));
    const observed = `${caps.length} all-caps blocks (limit ${MAX_CAPS_BLOCKS})`;
    if (caps.length === 0) return pass(seen(long[0], long[0].text), observed);
    const evidence = caps.slice(0, 3).map((b) => seen(b, b.text));
    return caps.length <= MAX_CAPS_BLOCKS ? pass(evidence, observed) : fail(evidence, observed);
  },
};
