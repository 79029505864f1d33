import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import type { FormField } from '../../../model/page-model.js';
import { fieldHints, textFields } from './shared.js';

const EMAIL_FIELD = /e-?mail/i;

const PHONE_FIELD = /phone|mobile|cell|(?:^|[\W_])tel(?:ephone)?(?:$|[\W_])/i;

export const MOBILE_008: CheckDeclaration = {
  id: 'MOBILE_008',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Email and phone fields bring up the wrong keyboard on mobile',
  label: 'Email and phone fields use the right keyboard',
  description:
    'type="email" shows the @ key and type="tel" the number pad; a plain text field makes phone visitors hunt for symbols and mistype.',
  threshold: 'every email field has type="email" and every phone field type="tel"',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: ['Set type="email" on email inputs.', 'Set type="tel" on phone inputs.'],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% mobile form completion; varies',
  source: 'Baymard Institute, mobile checkout usability research (touch keyboard layouts); range heuristic',
  run(model) {
    const wrong: FormField[] = [];
    const right: FormField[] = [];
    for (const f of textFields(model)) {
      const hints = fieldHints(f);
      const expected =
        f.type === 'email' || EMAIL_FIELD.test(hints)
          ? 'email'
          : PHONE_FIELD.test(hints) || f.type === 'tel'
            ? 'tel'
            : null;
      if (!expected) continue;
      (f.type === expected ? right : wrong).push(f);
    }
    const total = wrong.length + right.length;
    if (total === 0) return notApplicable('the page has no email or phone field');
    const observed = `${right.length} of ${total} email/phone fields typed correctly`;
    return wrong.length === 0
      ? pass(firstEvidence(right, fieldQuote), observed)
      : fail(firstEvidence(wrong, fieldQuote), observed);
  },
};
