import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass, seen } from '../../outcome.js';
import { isEmailField } from '../../signals/forms.js';

const CONFIRM_EMAIL =
  /confirm.{0,10}e-?mail|e-?mail.{0,10}(again|confirm)|re-?(enter|type).{0,10}e-?mail|verify.{0,10}e-?mail/i;

export const EMAIL_010: CheckDeclaration = {
  id: 'EMAIL_010',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'friction',
  title: 'A form asks for the email address twice',
  label: 'Email is asked for once',
  description:
    'A "confirm email" field doubles the typing for every visitor to catch the typo of a few; inline validation or a confirmation email does that job without the friction.',
  threshold: 'no form has a second email / confirm-email field',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove the confirm-email field',
    'Validate the address format inline and send a confirmation email instead',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +2-5% form completion',
  source: 'heuristic',
  run(model) {
    const withEmail = model.forms.filter((f) => f.purpose !== 'search' && f.fields.some(isEmailField));
    if (withEmail.length === 0) return notApplicable('no form with an email field');
    for (const f of withEmail) {
      const confirm = f.fields.find((x) => CONFIRM_EMAIL.test(x.name) || CONFIRM_EMAIL.test(x.label ?? ''));
      const emails = f.fields.filter(isEmailField);
      if (confirm || emails.length >= 2) {
        const el = confirm ?? emails[1];
        return fail(seen(el, fieldQuote(el)), `${emails.length} email fields in one ${f.purpose} form`);
      }
    }
    const email = withEmail[0].fields.find(isEmailField)!;
    return pass(seen(email, fieldQuote(email)), `${withEmail.length} form(s), one email field each`);
  },
};
