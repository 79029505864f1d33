import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { WE_RE, YOU_RE } from '../../signals/vocabularies/copy.js';
import { countMatches } from '../../signals/words.js';
import { LANDING } from '../../scope.js';

const MIN_YOU_WE_RATIO = 1;

const MIN_PRONOUNS = 6;

export const MSG_003: CheckDeclaration = {
  id: 'MSG_003',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The copy talks about the company more than the visitor',
  label: 'Copy talks to the visitor',
  description:
    'Copy full of "we" and "our" describes the seller; copy full of "you" and "your" describes the buyer\'s situation, which is what they came to read.',
  threshold: `"you/your" appear at least as often as "we/our/us" (ratio >= ${MIN_YOU_WE_RATIO})`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Find sentences that start with "We" and turn them round to start with what the visitor gets.',
    'Replace "our features" with "you can …" statements.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% conversion rate; varies by copy length',
  source: 'heuristic',
  run(model) {
    let you = 0;
    let we = 0;
    let youBlock;
    let weBlock;
    for (const b of copyBlocks(model)) {
      const y = countMatches(b.text, YOU_RE);
      const w = countMatches(b.text, WE_RE);
      you += y;
      we += w;
      if (y > 0 && !youBlock) youBlock = b;
      if (w > (weBlock ? countMatches(weBlock.text, WE_RE) : 0)) weBlock = b;
    }
    if (you + we < MIN_PRONOUNS)
      return notApplicable(`fewer than ${MIN_PRONOUNS} personal pronouns in the copy`);
    const ratio = we === 0 ? Infinity : you / we;
    const observed = `you: ${you}, we: ${we} (ratio ${we === 0 ? '∞' : ratio.toFixed(2)}, needs >= ${MIN_YOU_WE_RATIO})`;
    if (ratio >= MIN_YOU_WE_RATIO && youBlock) return pass(seen(youBlock, youBlock.text), observed);
    const quoteBlock = weBlock ?? youBlock!;
    return fail(seen(quoteBlock, quoteBlock.text), observed);
  },
};
