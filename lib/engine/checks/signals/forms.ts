/** Views of the page's forms: lead, checkout and email-capture forms, their fields and copy. */
import type { Form, PageModel } from '../../model/page-model.js';
import { fieldQuote } from '../outcome.js';
import { textPieces, type TextHit } from './text-search.js';
import { EMAIL_NAME, NOT_A_LEAD } from './vocabularies/forms.js';

/** Sign-up, lead and contact forms through which a visitor hands over details to the business. */
export function leadForms(model: PageModel): Form[] {
  return model.forms.filter(
    (f) =>
      ['lead', 'contact', 'signup'].includes(f.purpose) &&
      !NOT_A_LEAD.test(`${f.submitText ?? ''} ${f.selector} ${f.action ?? ''}`),
  );
}

/** Cart and checkout forms. */
export function checkoutForms(model: PageModel): Form[] {
  return model.forms.filter((f) => f.purpose === 'checkout' || f.purpose === 'cart');
}

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * What the page shows of a form at the form itself: the first field's shown name (aria-label,
 * title or placeholder), else its submit button's text, else nothing. A <label> may be hidden
 * (screen-reader text) and the action and field names are never shown, so neither is quoted.
 */
export function formQuote(form: Form): string {
  for (const f of form.fields) {
    const shown = fieldQuote(f);
    if (shown) return shown;
  }
  return form.submitText ?? '';
}

/**
 * Text just before a form and inside it, which is where its promise is made. Links before the
 * form are left out: in a footer they are other menus, not the form's copy.
 */
export function formContext(model: PageModel, form: Form): TextHit[] {
  const lastField = form.fields.reduce((max, f) => Math.max(max, f.order), form.order);
  const before: TextHit[] = [];
  const inside: TextHit[] = [];
  for (const hit of textPieces(model)) {
    if (hit.order < form.order) {
      if (hit.source === 'link' || hit.source === 'cta') continue;
      before.push(hit);
      if (before.length > 3) before.shift();
    } else if (hit.order <= lastField + 20) {
      inside.push(hit);
    } else break;
  }
  return [...before, ...inside];
}

const NON_CAPTURE_PURPOSE = new Set(['login', 'checkout', 'cart', 'search', 'contact']);

/**
 * Forms whose job is to collect an email address for follow-up: newsletter forms, and short
 * forms (no password, no message box) built around an email field.
 */
export function emailCaptureForms(model: PageModel): Form[] {
  return model.forms.filter((f) => {
    if (f.purpose === 'newsletter') return true;
    if (NON_CAPTURE_PURPOSE.has(f.purpose)) return false;
    if (f.fields.some((x) => x.type === 'password' || x.tag === 'textarea')) return false;
    return f.fields.some(isEmailField) && f.fields.length <= 4;
  });
}

export function isEmailField(f: Form['fields'][number]): boolean {
  return f.type === 'email' || EMAIL_NAME.test(f.name) || EMAIL_NAME.test(f.label ?? '');
}

/** The first form field whose name or label matches `re`. */
export function findField(model: PageModel, re: RegExp) {
  for (const form of model.forms)
    for (const f of form.fields) if (re.test(f.name) || re.test(f.label ?? '')) return f;
  return null;
}

/** Input types a visitor does not type into: they take no keyboard and no autofill. */
export const NON_TEXT_TYPES: ReadonlySet<string> = new Set([
  'checkbox',
  'radio',
  'hidden',
  'submit',
  'button',
  'image',
  'file',
  'range',
  'color',
  'reset',
]);
