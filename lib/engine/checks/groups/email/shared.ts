import type { CheckOutcome } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { matchEvidence } from '../../signals/evidence.js';
import { emailCaptureForms, formContext } from '../../signals/forms.js';
import type { Form, Industry, PageModel } from '../../../model/page-model.js';

/** Share D leaves out local services: walk-in and call-in businesses rarely run a newsletter funnel. */
export const EMAIL_INDUSTRIES: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'publisher',
  'course',
  'nonprofit',
  'agency',
  'event',
];

/** What the page shows of a form at the form: its submit button's text (the fields are counted in the observed value). */
export function formLabel(form: Form): string {
  return form.submitText ?? '';
}

/** How many of the texts around a capture form a failing check quotes. */
const AROUND_QUOTES = 3;

/**
 * Judges the promise text around each email capture: passes on the first capture whose
 * context matches `re`, otherwise fails quoting the first capture's context.
 */
export function captureSays(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const forms = emailCaptureForms(model);
  if (forms.length === 0) return notApplicable('no email capture form on the page');
  for (const form of forms) {
    if (form.privacyNote && re.test(form.privacyNote))
      return pass(matchEvidence(form, form.privacyNote, re), 'stated beside the form');
    for (const hit of formContext(model, form))
      if (re.test(hit.text)) return pass(matchEvidence(hit, hit.text, re), 'stated beside the form');
  }
  // the form first (what the finding is about, so it groups with the form's other failures), then
  // one quote per element around it, each at its own selector (never joined at the form's)
  const around = formContext(model, forms[0])
    .slice(0, AROUND_QUOTES)
    .map((h) => seen(h, h.text));
  return fail(
    [seen(forms[0], formLabel(forms[0])), ...around, absent(lookedFor)],
    `not stated around ${forms.length} capture form(s)`,
  );
}
