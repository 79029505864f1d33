import type { CheckDeclaration } from '../../check.js';
import { pass, seen } from '../../outcome.js';
import { CONVERTING } from '../../scope.js';
import { SERV, textCheck } from './shared.js';

const BOOKING_HREF =
  /(calendly\.com|acuityscheduling\.com|booksy\.com|setmore\.com|squareup\.com\/appointments|square\.site\/book|zocdoc\.com|vagaro\.com|opentable\.|resy\.com|youcanbook\.me|meetings\.hubspot\.com|cal\.com|savvycal\.com|fresha\.com|mindbodyonline\.com|schedulicity\.com)/i;

const BOOKING_TEXT =
  /\b(book (now|online|today|an? (appointment|call|consultation|visit|table|session|service|cleaning|exam))|schedule (a|an|your) (call|appointment|consultation|visit|service|pickup|estimate)|make an appointment|request an appointment|online booking)\b/i;

export const SERV_005: CheckDeclaration = {
  ...SERV,
  id: 'SERV_005',
  pageTypes: CONVERTING,
  languages: ['en'],
  dimension: 'cta',
  title: 'Appointments cannot be booked online',
  label: 'Appointments can be booked online',
  description:
    'Many customers book outside office hours and prefer not to call; online booking captures them at the moment they decide.',
  threshold: 'the page offers online booking (a booking call to action or a scheduling tool link)',
  severity: 'medium',
  weight: 3,
  fixSteps: [
    'Set up a scheduling tool with your real availability',
    'Put a "Book online" button in the header and hero',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +5-20% bookings, mostly after hours',
  source: 'heuristic',
  run(model) {
    const link = model.links.find((l) => BOOKING_HREF.test(l.href));
    if (link) return pass(seen(link, link.text || link.name), 'scheduling tool linked');
    const book = model.ctas.find((c) => c.intent === 'book');
    if (book) return pass(seen(book, book.text), 'booking call to action');
    return textCheck(model, BOOKING_TEXT, 'an online booking option');
  },
};
