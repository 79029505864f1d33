import { findAllText, type TextHit } from '../../signals/text-search.js';
import type { PageModel } from '../../../model/page-model.js';

export const RISK_REVERSAL =
  /\b(money[- ]back|satisfaction guarantee(d)?|full refund|refund (guarantee|policy)|risk[- ]free|\d+[- ](day|year|month)s? (money[- ]back |satisfaction )?(guarantee|warranty)|lifetime (guarantee|warranty)|guaranteed or)\b/i;

export const MIN_FAQ = 3;

/** Risk reversal on the page: listed guarantees first, then guarantee wording in the text. */
export function riskReversals(model: PageModel): TextHit[] {
  const listed = model.guarantees.filter(
    (g) => g.kind === 'money-back' || g.kind === 'warranty' || g.kind === 'free-returns',
  );
  return [...listed, ...findAllText(model, RISK_REVERSAL)];
}
