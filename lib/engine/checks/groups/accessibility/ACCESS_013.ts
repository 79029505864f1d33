import type { CheckDeclaration } from '../../check.js';
import { fail, fieldQuote, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { NON_TEXT_TYPES } from '../../signals/forms.js';

const PERSONAL_FIELD =
  /e-?mail|phone|(?:^|[\W_])tel(?:$|[\W_])|first.?name|last.?name|full.?name|given.?name|family.?name|surname|(?:^|[\W_])name(?:$|[\W_])|address|street|city|zip|postal|postcode|country|organi[sz]ation|company/i;

export const ACCESS_013: CheckDeclaration = {
  id: 'ACCESS_013',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Personal-data fields do not declare autocomplete',
  label: 'Personal-data fields autofill',
  description:
    'autocomplete tokens let browsers and assistive tools fill name, email, phone and address; people with motor or memory impairments, and everyone on a phone, type less.',
  threshold: 'every name, email, phone and address field has an autocomplete value other than "off"',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add autocomplete="name", "email", "tel", "street-address", "postal-code" etc. to the matching fields.',
    'Remove autocomplete="off" from personal-data fields.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-5% form completion; removes a WCAG 1.3.5 failure',
  source: 'heuristic',
  run(model) {
    const personal = model.forms
      .filter((f) => f.purpose !== 'search' && f.purpose !== 'login')
      .flatMap((f) => f.fields)
      .filter(
        (f) =>
          (f.tag !== 'input' || !NON_TEXT_TYPES.has(f.type)) &&
          (f.type === 'email' || f.type === 'tel' || PERSONAL_FIELD.test(`${f.name} ${f.label ?? ''}`)),
      );
    if (personal.length === 0) return notApplicable('the page has no personal-data fields');
    const missing = personal.filter((f) => !f.autocomplete || f.autocomplete.trim().toLowerCase() === 'off');
    const observed = `${personal.length - missing.length} of ${personal.length} personal fields with autocomplete`;
    return missing.length === 0
      ? pass(firstEvidence(personal, fieldQuote), observed)
      : fail(firstEvidence(missing, fieldQuote), observed);
  },
};
