import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { priceEvidence } from '../../signals/prices.js';
import { copyBlocks, findBlock, shownText } from '../../signals/copy-blocks.js';
import { MONEY_RE, VALUE_WORD_RE } from '../../signals/vocabularies/pricing.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

export const SPEC_009: CheckDeclaration = {
  id: 'SPEC_009',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  prices: 'required',
  dimension: 'offer',
  title: 'Value is claimed ("affordable", "low cost") without a price',
  label: 'Value claims are backed by a price',
  description:
    '"Affordable" means different things to every reader; a price or saving in numbers lets them judge for themselves.',
  threshold:
    'when the copy claims low prices (affordable, cheap, low cost, competitive prices), the page shows a price or an amount',
  severity: 'medium',
  weight: 2,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Show a starting price or typical project cost next to the value claim.',
    'If prices vary, give a range or an example ("most kitchens: $4,000-$6,000").',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% enquiry rate from price-sensitive visitors; varies by market',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const claim = findBlock(blocks, VALUE_WORD_RE);
    if (!claim) return notApplicable('the copy makes no low-price claim');
    const price = model.prices.find((p) => !p.isCompareAt);
    if (price)
      return pass([seen(claim, shownText(claim, VALUE_WORD_RE)), priceEvidence(price)], 'price shown');
    const amount = findBlock(blocks, MONEY_RE);
    if (amount)
      return pass(
        [seen(claim, shownText(claim, VALUE_WORD_RE)), seen(amount, shownText(amount, MONEY_RE))],
        'amount stated',
      );
    return fail(
      seen(claim, shownText(claim, VALUE_WORD_RE)),
      `"${VALUE_WORD_RE.exec(claim.text)?.[0]}" without a price`,
    );
  },
};
