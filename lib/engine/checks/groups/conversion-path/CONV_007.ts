import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import type { CallToAction } from '../../../model/page-model.js';
import { ctaQuote } from './shared.js';

const ENQUIRY_INTENTS = new Set<CallToAction['intent']>(['contact', 'quote', 'book', 'demo']);

export const CONV_007: CheckDeclaration = {
  id: 'CONV_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Enquiries only by mailto: link',
  label: 'Enquiries go through a form or page',
  description:
    'A mailto: link opens a mail app many visitors do not use (and nothing on a shared computer), and the lead is invisible to analytics; a form or contact page converts more of them.',
  threshold:
    'at least one enquiry call to action (contact, quote, book, demo, or the primary one) is not a mailto: link',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  rests: ['primary_cta'],
  fixSteps: [
    'Add a short contact form (name, email, message) on the page or a Contact page',
    'Point the enquiry buttons at it; keep the email address as plain text for those who prefer it',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +10-40% more enquiries versus mailto-only; varies by audience',
  source: 'heuristic',
  run(model) {
    const enquiry = model.ctas.filter((c) => ENQUIRY_INTENTS.has(c.intent) || c.role === 'primary');
    if (enquiry.length === 0) return notApplicable('no enquiry or primary call to action');
    const proper = enquiry.find((c) => !(c.href ?? '').toLowerCase().startsWith('mailto:'));
    if (proper) return pass(seen(proper, ctaQuote(proper)), `${enquiry.length} enquiry action(s)`);
    return fail(
      enquiry.slice(0, 3).map((c) => seen(c, ctaQuote(c))),
      `all ${enquiry.length} enquiry action(s) are mailto: links`,
    );
  },
};
