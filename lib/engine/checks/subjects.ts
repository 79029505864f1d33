/**
 * What the checks' verdicts say about the page, so one audit never says a thing is missing while
 * another of its verdicts quotes it or takes it for granted (composeAudit's consistency pass,
 * report/consistency.ts). A check declares the subject whose presence its pass affirms and whose
 * absence its failure claims (`subject`), and the subjects its verdicts presume are on the page
 * (`presumes`: a check that judges how the phone number is shown presumes there is one). A
 * subject that is a thing a quote can show (a phone number, an email address, a price) also has a
 * recogniser: any verdict whose evidence quotes one shows it. Prices and addresses are recognised
 * by the element the evidence points at only: "free shipping over $50" quotes an amount that is no
 * price, and "5500 Average Daily Sale" reads like a postcode and a town out of context.
 */
import type { PageModel } from '../model/page-model.js';
import { hasPhoneNumber } from '../model/phone.js';
import type { Evidence } from './check.js';

export type Subject =
  /** A phone number (text, tel: link or a vanity number on a button). */
  | 'phone'
  /** An email address. */
  | 'email'
  /** A written way to reach the business: a contact page link, an email address or a contact form. */
  | 'contact_route'
  /** The business's postal address. */
  | 'address'
  /** A price of what the page sells. */
  | 'price'
  /** A customer testimonial or review. */
  | 'testimonial'
  /** One call to action ranked as the page's main one. */
  | 'primary_cta'
  /** A main call to action that stands out (a button, not an ordinary link). */
  | 'prominent_cta'
  /** An analytics, tag-manager or advertising tag that measures visits. */
  | 'analytics'
  /** A mobile viewport declaration. */
  | 'viewport';

/** What the page shows of a subject, in words a finding can say. */
export const SUBJECT_NAMES: Record<Subject, string> = {
  phone: 'a phone number',
  email: 'an email address',
  contact_route: 'a contact route',
  address: 'a postal address',
  price: 'a price',
  testimonial: 'a customer testimonial',
  primary_cta: 'a main call to action',
  prominent_cta: 'a main call to action that stands out',
  analytics: 'an analytics or advertising tag',
  viewport: 'a mobile viewport',
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** Selectors of the model's elements that are a subject, for evidence that points at one. */
function selectorsOf(model: PageModel, subject: Subject): Set<string> {
  const s = new Set<string>();
  const add = (sel: string | null | undefined) => void (sel && s.add(sel));
  switch (subject) {
    case 'phone':
      for (const c of model.contacts) if (c.kind === 'phone') add(c.selector);
      for (const l of model.links) if (l.kind === 'tel') add(l.selector);
      break;
    case 'email':
    case 'contact_route':
      for (const c of model.contacts) if (c.kind === 'email') add(c.selector);
      for (const l of model.links) if (l.kind === 'mailto') add(l.selector);
      if (subject === 'contact_route')
        for (const f of model.forms) if (f.purpose === 'contact' || f.purpose === 'lead') add(f.selector);
      break;
    case 'address':
      for (const c of model.contacts) if (c.kind === 'address') add(c.selector);
      break;
    case 'price':
      for (const p of model.prices) {
        add(p.selector);
        add(p.contextSelector);
      }
      break;
    case 'testimonial':
      for (const t of model.testimonials) add(t.selector);
      break;
    case 'primary_cta':
      // the menu entry the audit names as the main ask when nothing stands out is no call to action
      for (const c of model.ctas) if (c.role === 'primary') add(c.selector);
      break;
    default:
      break;
  }
  return s;
}

/** Whether one quoted piece of evidence shows the subject: by its words, or by the element it points at. */
export function showsSubject(subject: Subject, e: Evidence, model: PageModel): boolean {
  if (e.absent) return false;
  const q = e.quote;
  switch (subject) {
    case 'phone':
      if (q && hasPhoneNumber(q)) return true;
      break;
    case 'email':
    case 'contact_route':
      if (q && EMAIL.test(q)) return true;
      break;
    default:
      break;
  }
  return e.selector !== null && selectorsOf(model, subject).has(e.selector);
}
