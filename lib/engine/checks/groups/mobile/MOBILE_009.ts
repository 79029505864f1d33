import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { fieldHints, textFields } from './shared.js';

const NUMERIC_FIELD =
  /zip|card.?(?:num|no)|cc.?(?:num|no)|cvc|cvv|csc|security.?code|qty|quantity|otp|one.?time.?(?:code|pass)|verification.?code|(?:^|[\W_])pin(?:$|[\W_])/i;

/** Postcodes outside the US hold letters, so a "ZIP / Postal" field must keep the full keyboard. */
const POSTCODE_FIELD = /postal|post.?code/i;

const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);

export const MOBILE_009: CheckDeclaration = {
  id: 'MOBILE_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Number-only fields open the full keyboard on mobile',
  label: 'Number fields open the number pad',
  description:
    'Card numbers, security codes, quantities, ZIP codes and one-time codes are digits; showing the number pad halves the taps and the typos.',
  threshold:
    'every number-only field (card, CVC, quantity, ZIP, one-time code) has inputmode="numeric" or type number/tel',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add inputmode="numeric" to card number, security code, ZIP and one-time-code inputs.',
    'Use type="number" only for quantities; keep card numbers as type="text" with inputmode="numeric".',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% mobile form completion; larger on checkout forms',
  source: 'Baymard Institute, mobile checkout usability research (touch keyboard layouts); range heuristic',
  run(model) {
    const numeric = textFields(model).filter((f) => {
      const hints = fieldHints(f);
      return NUMERIC_FIELD.test(hints) && !POSTCODE_FIELD.test(hints);
    });
    if (numeric.length === 0) return notApplicable('the page has no number-only field');
    const wrong = numeric.filter(
      (f) => f.type !== 'number' && f.type !== 'tel' && !NUMERIC_MODES.has(f.inputMode ?? ''),
    );
    const observed = `${numeric.length - wrong.length} of ${numeric.length} number fields open the number pad`;
    return wrong.length === 0
      ? pass(firstEvidence(numeric, fieldQuote), observed)
      : fail(firstEvidence(wrong, fieldQuote), observed);
  },
};
