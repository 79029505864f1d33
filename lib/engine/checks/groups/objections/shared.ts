import type { CheckOutcome } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findAllText, type TextHit } from '../../signals/text-search.js';
import type { PageModel } from '../../../model/page-model.js';
import { FREE_RETURNS_RE } from '../../signals/vocabularies/offers.js';

export const RISK_REVERSAL =
  /\b(money[- ]back|satisfaction guarantee(d)?|full refund|refund (guarantee|policy)|risk[- ]free|\d+[- ](day|year|month)s? (money[- ]back |satisfaction )?(guarantee|warranty)|lifetime (guarantee|warranty)|guaranteed or)\b/i;

export const MIN_FAQ = 3;

/** Risk reversal on the page: listed guarantees first, then guarantee wording in the text. */
export function riskReversals(model: PageModel): TextHit[] {
  // a customer's "got a full refund" in a review is their story, not the seller's promise
  const listed = model.guarantees.filter(
    (g) =>
      g.role !== 'testimonial' &&
      (g.kind === 'money-back' || g.kind === 'warranty' || g.kind === 'free-returns'),
  );
  // free returns are a returns promise wherever they stand (a header bar, a banner)
  const own = (hit: TextHit) => (hit as { role?: string }).role !== 'testimonial';
  return [
    ...listed,
    ...findAllText(model, RISK_REVERSAL).filter(own),
    ...findAllText(model, FREE_RETURNS_RE).filter(own),
  ];
}

/**
 * Judges whether a page's FAQ (MIN_FAQ questions or more) asks a question matching `re`: passes
 * quoting that question, fails quoting the first three, not applicable without such an FAQ.
 */
export function faqAsks(
  model: PageModel,
  re: RegExp,
  said: { answered: string; about: string },
): CheckOutcome {
  if (model.faq.length < MIN_FAQ) return notApplicable(`no FAQ with ${MIN_FAQ} or more questions`);
  const q = model.faq.find((f) => re.test(f.question));
  return q
    ? pass(seen(q, q.question), said.answered)
    : fail(
        model.faq.slice(0, 3).map((f) => seen(f, f.question)),
        `0 of ${model.faq.length} questions about ${said.about}`,
      );
}
