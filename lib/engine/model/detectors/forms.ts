import {
  closest,
  collapse,
  descendants,
  displayedOption,
  isElement,
  placed,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type { Form, FormField, FormPurpose } from '../page-model.js';
import { resolveUrl, type PageContext } from './page-context.js';

const NON_FIELD_TYPES = new Set(['hidden', 'submit', 'button', 'image', 'reset']);
const PRIVACY_NOTE =
  /(?:(?:never|won'?t|will not|don'?t|do not|we never)\s+(?:\w+\s+){0,3}(?:share|sell|rent|spam)|no spam|spam[- ]free|unsubscribe (?:at )?any ?time|opt[- ]out at any time|respect (?:your )?privacy|privacy policy|your (?:data|information|details|email) (?:is|are|will be) (?:safe|secure|kept)|100% (?:secure|private))/i;

function labelFor(
  dom: PageDom,
  field: HtmlElement,
  labels: Map<string, HtmlElement>,
): Pick<FormField, 'label' | 'labelSource'> {
  const id = field.attribs.id;
  if (id) {
    const label = labels.get(id);
    if (label) {
      const text = dom.textOf(label);
      if (text) return { label: text.slice(0, 200), labelSource: 'label' };
    }
  }
  const wrapping = closest(field, (e) => e.name === 'label', 6);
  if (wrapping) {
    // a wrapped select shows its option inside the label; that is the value, not the label
    const option = field.name === 'select' ? displayedOption(field) : null;
    const shown = option ? dom.textOf(option) : '';
    const full = dom.textOf(wrapping);
    const at = shown ? full.lastIndexOf(shown) : -1;
    const text = collapse(at >= 0 ? `${full.slice(0, at)} ${full.slice(at + shown.length)}` : full);
    if (text) return { label: text.slice(0, 200), labelSource: 'label' };
  }
  const labelledBy = field.attribs['aria-labelledby'];
  if (labelledBy) {
    const text = collapse(
      labelledBy
        .split(/\s+/)
        .map((x) => dom.idIndex.get(x))
        .filter((x): x is HtmlElement => x !== undefined)
        .map((x) => dom.textOf(x))
        .join(' '),
    );
    if (text) return { label: text.slice(0, 200), labelSource: 'aria' };
  }
  const aria = field.attribs['aria-label'];
  if (aria && aria.trim()) return { label: collapse(aria), labelSource: 'aria' };
  const title = field.attribs.title;
  if (title && title.trim()) return { label: collapse(title), labelSource: 'title' };
  const placeholder = field.attribs.placeholder;
  if (placeholder && placeholder.trim()) return { label: collapse(placeholder), labelSource: 'placeholder' };
  return { label: null, labelSource: 'none' };
}

const FIELD_TAGS = new Set(['input', 'select', 'textarea']);

/**
 * The words a visitor reads as a field's label when no markup ties them to it: a <label> tied to
 * nothing in the field's own wrapper, the only field there ("<div class=form-group><label>Your
 * Name</label><input>", a floating label), before the field and without its colon. The field is
 * still unlabelled to a screen reader.
 */
function shownLabelOf(dom: PageDom, field: HtmlElement): string | null {
  let wrapper = field.parent && isElement(field.parent) ? field.parent : null;
  for (let depth = 0; wrapper && depth < 2; depth += 1) {
    if (wrapper.name === 'form' || wrapper.name === 'body') return null;
    const fields = descendants(
      wrapper,
      (e) => FIELD_TAGS.has(e.name) && !NON_FIELD_TYPES.has((e.attribs.type ?? '').toLowerCase()),
    );
    if (fields.length > 1) return null;
    // a label is read before its field: a unit after it ("250 reqs") names the value, not the field
    const label = descendants(
      wrapper,
      (e) => e.name === 'label' && !e.attribs.for && dom.orderOf(e) < dom.orderOf(field),
    )[0];
    const text = label ? dom.textOf(label).replace(/\s*[:*]+$/, '') : '';
    if (text) return text.slice(0, 200);
    wrapper = wrapper.parent && isElement(wrapper.parent) ? wrapper.parent : null;
  }
  return null;
}

function fieldOf(dom: PageDom, el: HtmlElement, labels: Map<string, HtmlElement>): FormField | null {
  const tag = el.name as FormField['tag'];
  const type = tag === 'input' ? (el.attribs.type ?? 'text').toLowerCase() : tag;
  if (tag === 'input' && NON_FIELD_TYPES.has(type)) return null;
  if (!dom.isVisible(el)) return null;
  const placeholder = el.attribs.placeholder;
  const labelled = labelFor(dom, el, labels);
  const shown = labelled.label === null ? shownLabelOf(dom, el) : null;
  return placed(dom.locate(el), {
    tag,
    type,
    name: el.attribs.name ?? el.attribs.id ?? '',
    ...labelled,
    ...(shown ? { shownLabel: shown } : {}),
    placeholder: placeholder !== undefined ? collapse(placeholder) || null : null,
    required: el.attribs.required !== undefined || el.attribs['aria-required'] === 'true',
    autocomplete: el.attribs.autocomplete ?? null,
    inputMode: el.attribs.inputmode ?? null,
  });
}

function submitTextOf(dom: PageDom, form: HtmlElement): string | null {
  const candidates = descendants(form, (e) => {
    if (e.name === 'button') return (e.attribs.type ?? 'submit').toLowerCase() === 'submit';
    if (e.name === 'input') {
      const t = (e.attribs.type ?? '').toLowerCase();
      return t === 'submit' || t === 'image';
    }
    return false;
  });
  for (const c of candidates) {
    const text =
      c.name === 'input'
        ? collapse(
            c.attribs.value ??
              c.attribs.alt ??
              c.attribs['aria-label'] ??
              (c.attribs.type === 'submit' ? 'Submit' : ''),
          )
        : dom.textOf(c) || collapse(c.attribs['aria-label'] ?? c.attribs.title ?? '');
    if (text) return text.slice(0, 120);
  }
  return null;
}

function fieldHints(f: FormField): string {
  return `${f.type} ${f.name} ${f.label ?? ''} ${f.placeholder ?? ''} ${f.autocomplete ?? ''}`.toLowerCase();
}

const DONATE_WORDING =
  /(?<![\p{L}])(?:donat(?:e|ion|ions)|give (?:now|today|monthly|once)|make a (?:gift|donation)|(?:jetzt )?spenden|spende|faire un don|je donne|donar|dona ahora|doneer|doe nu)(?![\p{L}])/iu;

/** Why the form is there, from its fields, action, submit wording and markup. */
export function formPurpose(form: HtmlElement, fields: FormField[], submitText: string | null): FormPurpose {
  const action = (form.attribs.action ?? '').toLowerCase();
  const hints =
    `${form.attribs.id ?? ''} ${form.attribs.class ?? ''} ${form.attribs.name ?? ''} ${form.attribs.role ?? ''}`.toLowerCase();
  const submit = (submitText ?? '').toLowerCase();
  const all = fields.map(fieldHints);
  const has = (re: RegExp): boolean => all.some((h) => re.test(h));
  const passwords = fields.filter((f) => f.type === 'password').length;
  const visible = fields.filter((f) => f.type !== 'checkbox' && f.type !== 'radio');

  // Magento adds to the cart at /checkout/cart/add/: the address names the cart step, not a payment
  const addsToCart = /cart\/add|add-to-cart|addtocart/.test(action);
  if (
    /\b(?:card ?number|cc-?number|cvv|cvc|expir|cc-exp|billing)/.test(all.join(' ')) ||
    (/checkout|payment/.test(action) && !addsToCart) ||
    // where the order goes: a shipping address and an order to place are a checkout step
    (has(/\bshipping[\s_-]?(?:address|name|street|city|zip|postcode)|\bship[\s_-]?to\b/) &&
      /\b(?:place|finish|complete|confirm|submit) (?:my |the |your )?order\b|\bpay now\b/.test(submit))
  )
    return 'checkout';
  if (
    /add to (?:cart|bag|basket)|buy now/.test(submit) ||
    /cart\/add|add-to-cart|addtocart|\/cart\b|basket/.test(action) ||
    /add-?to-?cart|product-form|cart/.test(hints)
  )
    return 'cart';
  // a gift: the button or the address says donate, or the form offers amounts to give. Without
  // card fields it is often taken for a newsletter box (an e-mail field and a button).
  if (
    DONATE_WORDING.test(submit) ||
    /donat|spende|\/give\b|faire-un-don/.test(action) ||
    fields.some(
      (f) =>
        (f.type === 'radio' || f.tag === 'select') &&
        /\b(?:donation|gift|amount|betrag|montant|importe|importo|valor)\b/i.test(
          `${f.name} ${f.label ?? ''}`,
        ) &&
        DONATE_WORDING.test(`${submit} ${hints} ${action}`),
    )
  )
    return 'donation';
  if (
    hints.includes('search') ||
    /search|\/s\b|[?&]q=/.test(action) ||
    fields.some((f) => f.type === 'search') ||
    /^search|^go$/.test(submit)
  )
    return 'search';
  if (
    visible.length <= 2 &&
    fields.some((f) => f.name === 'q' || f.name === 's' || f.name === 'query' || f.name === 'keyword')
  )
    return 'search';
  if (
    passwords >= 2 ||
    /sign ?up|create (?:an |my |your )?account|register|join|get started|start (?:free|trial)/.test(submit)
  )
    return 'signup';
  if (passwords === 1)
    return /sign ?up|register|create/.test(`${submit} ${hints} ${action}`) ? 'signup' : 'login';
  if (/log ?in|sign ?in/.test(submit) || /login|signin/.test(hints)) return 'login';
  if (/subscribe|newsletter|notify|updates/.test(`${submit} ${hints} ${action}`)) return 'newsletter';
  // reservations and appointments are leads, even when they also take a message
  if (/\b(?:book|reserve|reservation|appointment|schedule)\b/.test(submit)) return 'lead';
  // blog comment forms ask for a message too, but they are not a way to reach the business
  if (/comment/.test(`${hints} ${action}`)) return 'other';
  const hasMessage =
    fields.some((f) => f.tag === 'textarea') || has(/message|comment|enquiry|inquiry|question/);
  if (hasMessage && !has(/review|rating/)) return 'contact';
  if (/contact|send|enquir|inquir/.test(`${submit} ${hints} ${action}`)) return 'contact';
  const email = has(/email/);
  if (email && visible.length <= 2) return 'newsletter';
  // a lead is someone to answer: a form of choices only (radios, boxes, menus) takes no name, no
  // address, no number, whatever its button says (a content filter's "Apply changes", an area
  // finder's two menus)
  if (!visible.some((f) => f.type !== 'select')) return 'other';
  if (
    /quote|estimate|demo|consult|request|download|get (?:my|the|your)|book|apply|schedule/.test(submit) ||
    (email && visible.length >= 3)
  )
    return 'lead';
  if (has(/phone|tel|company|name/) && visible.length >= 2) return 'lead';
  return 'other';
}

/** The sentence that reassures, from the smallest element near the form that carries it. */
function privacyNoteOf(dom: PageDom, form: HtmlElement): string | null {
  const smallest = (root: HtmlElement): string | null => {
    let best: string | null = null;
    for (const el of [root, ...descendants(root, () => true)]) {
      if (el.name === 'script' || el.name === 'style' || !dom.isVisible(el)) continue;
      const text = dom.textOf(el);
      if (!text || text.length > 2000 || !PRIVACY_NOTE.test(text)) continue;
      if (best === null || text.length <= best.length) best = text;
    }
    return best;
  };
  const sentence = (text: string): string => {
    const m = PRIVACY_NOTE.exec(text);
    if (!m) return text.slice(0, 300);
    const start = Math.max(0, text.lastIndexOf('. ', m.index) + 1);
    const endDot = text.indexOf('.', m.index + m[0].length);
    const end = endDot === -1 ? text.length : endDot + 1;
    return collapse(text.slice(start, end)).slice(0, 300);
  };
  const inside = smallest(form);
  if (inside) return sentence(inside);
  let sibling = form.next;
  for (let i = 0; sibling && i < 4; i += 1, sibling = sibling.next) {
    if ('name' in sibling) {
      const found = smallest(sibling as HtmlElement);
      if (found) return sentence(found);
    }
  }
  return null;
}

export function detectForms(ctx: PageContext): { forms: Form[]; purposes: Map<HtmlElement, FormPurpose> } {
  const purposes = new Map<HtmlElement, FormPurpose>();
  const { dom } = ctx;
  const labels = new Map<string, HtmlElement>();
  for (const label of dom.tag('label')) {
    const target = label.attribs.for;
    if (target && !labels.has(target)) labels.set(target, label);
  }
  const forms: Form[] = [];
  const fieldsByForm = new Map<HtmlElement, HtmlElement[]>();
  const orphans: HtmlElement[] = [];
  for (const el of [...dom.tag('input'), ...dom.tag('select'), ...dom.tag('textarea')]) {
    const owner = closest(el, (e) => e.name === 'form', 60);
    if (!owner) {
      // a field naming its form by id belongs to it wherever it sits
      const named = el.attribs.form ? dom.idIndex.get(el.attribs.form) : undefined;
      if (named?.name !== 'form') {
        orphans.push(el);
        continue;
      }
      const list = fieldsByForm.get(named) ?? [];
      list.push(el);
      fieldsByForm.set(named, list);
      continue;
    }
    const list = fieldsByForm.get(owner) ?? [];
    list.push(el);
    fieldsByForm.set(owner, list);
  }
  for (const form of dom.tag('form')) {
    const info = dom.info.get(form);
    if (!info || info.hidden) continue;
    const fields: FormField[] = [];
    for (const el of fieldsByForm.get(form) ?? []) {
      const field = fieldOf(dom, el, labels);
      if (field) fields.push(field);
    }
    fields.sort((a, b) => a.order - b.order);
    const submitText = submitTextOf(dom, form);
    const purpose = formPurpose(form, fields, submitText);
    purposes.set(form, purpose);
    const actionRaw = form.attribs.action;
    forms.push(
      placed(dom.locate(form), {
        action:
          actionRaw !== undefined && actionRaw.trim() !== ''
            ? (resolveUrl(actionRaw, ctx.baseUrl) ?? actionRaw)
            : null,
        method: (form.attribs.method ?? 'get').toLowerCase(),
        purpose,
        fields,
        submitText,
        privacyNote: privacyNoteOf(dom, form),
      }),
    );
  }
  forms.push(...formLikeGroups(ctx, orphans, labels, purposes));
  forms.sort((a, b) => a.order - b.order);
  return { forms, purposes };
}

const GROUP_DEPTH = 5;
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'number', 'search', 'url', 'password', 'date']);
/** A container this long is a page section, not a form. */
const MAX_GROUP_TEXT = 1500;

function isSubmitControl(dom: PageDom, el: HtmlElement): boolean {
  if (el.name === 'button') return (el.attribs.type ?? 'submit').toLowerCase() !== 'reset';
  if (el.name === 'input') return /^(?:submit|button|image)$/i.test(el.attribs.type ?? '');
  return (el.attribs.role ?? '').toLowerCase() === 'button' && dom.textOf(el).length <= 60;
}

/**
 * Fields outside any <form> that a script submits: each field joins the smallest container
 * (up to a few levels up) that also holds a button, and each such container is listed as a form
 * with no action. Fields with no button near them (filters, sliders) are not a form.
 */
function formLikeGroups(
  ctx: PageContext,
  orphans: HtmlElement[],
  labels: Map<string, HtmlElement>,
  purposes: Map<HtmlElement, FormPurpose>,
): Form[] {
  const { dom } = ctx;
  const candidates = orphans.filter((el) => {
    if (el.name !== 'input') return true;
    return !NON_FIELD_TYPES.has((el.attribs.type ?? 'text').toLowerCase());
  });
  if (candidates.length === 0) return [];
  // the containers of each button, nearest first, so a field finds its group by walking up
  const buttonOf = new Map<HtmlElement, HtmlElement>();
  for (const el of [...dom.tag('button'), ...dom.tag('input'), ...dom.tag('a'), ...dom.withHints]) {
    if (!isSubmitControl(dom, el) || closest(el, (e) => e.name === 'form', 60) || !dom.isVisible(el))
      continue;
    let anc: HtmlElement | null = el.parent;
    for (let i = 0; anc && anc.attribs && i < GROUP_DEPTH; i += 1, anc = anc.parent) {
      if (anc.name === 'body' || anc.name === 'html') break;
      if (!buttonOf.has(anc)) buttonOf.set(anc, el);
    }
  }
  const groups = new Map<HtmlElement, HtmlElement[]>();
  for (const el of candidates) {
    let anc: HtmlElement | null = el.parent;
    for (let i = 0; anc && anc.attribs && i < GROUP_DEPTH; i += 1, anc = anc.parent) {
      if (buttonOf.has(anc)) {
        const list = groups.get(anc) ?? [];
        list.push(el);
        groups.set(anc, list);
        break;
      }
    }
  }
  const forms: Form[] = [];
  for (const [container, els] of groups) {
    if (dom.info.get(container)?.hidden || !dom.textFits(container, MAX_GROUP_TEXT)) continue;
    const fields: FormField[] = [];
    for (const el of els) {
      const field = fieldOf(dom, el, labels);
      if (field) fields.push(field);
    }
    // tick boxes, sliders and pickers alone are filters or settings, not something the visitor sends
    if (!fields.some((f) => f.tag !== 'input' || TEXT_TYPES.has(f.type))) continue;
    fields.sort((a, b) => a.order - b.order);
    const button = buttonOf.get(container)!;
    const submitText =
      (button.name === 'input'
        ? collapse(button.attribs.value ?? button.attribs['aria-label'] ?? '')
        : dom.textOf(button) || collapse(button.attribs['aria-label'] ?? '')
      ).slice(0, 120) || null;
    const purpose = formPurpose(container, fields, submitText);
    purposes.set(container, purpose);
    forms.push(
      placed(dom.locate(container), {
        action: null,
        // submitted by a script, not by the browser's form submission
        method: 'script',
        purpose,
        fields,
        submitText,
        privacyNote: privacyNoteOf(dom, container),
      }),
    );
  }
  return forms;
}
