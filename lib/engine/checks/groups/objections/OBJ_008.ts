import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote, leadForms } from '../../signals/forms.js';
import { findAllText, near } from '../../signals/text-search.js';

const PRIVACY_NEAR_FORM =
  /\b(privacy|never (share|sell|spam)|no spam|unsubscribe (at )?any ?time|we respect your|your (data|information|email) is safe)\b/i;

const FORM_WINDOW = 15;

export const OBJ_008: CheckDeclaration = {
  id: 'OBJ_008',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'persuasion',
  title: 'The form asks for personal details without a privacy reassurance',
  label: 'Forms reassure about privacy',
  description:
    'People hesitate to hand over an email or phone number when they fear spam; one line of reassurance at the form lifts completion.',
  threshold: `every sign-up, lead and contact form with 2 or more fields has a privacy note or link within ${FORM_WINDOW} elements`,
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add one line under the submit button: "We never share your details. Unsubscribe anytime."',
    'Link the privacy policy from that line.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% form completion; an estimate',
  source: 'heuristic',
  run(model) {
    // Email-only sign-ups are the email group's concern; here: forms asking for more than an email.
    const forms = leadForms(model).filter((f) => f.fields.filter((x) => x.type !== 'checkbox').length >= 2);
    if (forms.length === 0)
      return notApplicable('no sign-up, lead or contact form asking for more than an email');
    const nearby = findAllText(model, PRIVACY_NEAR_FORM);
    const reassured = (f: (typeof forms)[number]) =>
      f.privacyNote !== null || near(nearby, f.order, FORM_WINDOW).length > 0;
    const bare = forms.find((f) => !reassured(f));
    const observed = `${forms.filter(reassured).length} of ${forms.length} forms reassure`;
    if (bare) return fail([seen(bare, formQuote(bare)), absent('a privacy note near the form')], observed);
    const f = forms[0];
    return pass(
      f.privacyNote !== null
        ? seen(f, f.privacyNote)
        : seen(near(nearby, f.order, FORM_WINDOW)[0], near(nearby, f.order, FORM_WINDOW)[0].text),
      observed,
    );
  },
};
