import { findAllText } from '../../signals/text-search.js';
import type { PageModel, Testimonial } from '../../../model/page-model.js';

export const CUSTOMER_COUNT =
  /\b(trusted by|used by|loved by|join(ed)?|over|more than)?\s*\d[\d,.]*\s*(k|m|million|thousand)?\+?\s+(happy |satisfied |paying |active )?(customers|clients|users|teams|companies|businesses|brands|members|students|downloads|orders|subscribers|patients|families|homeowners|shoppers|organi[sz]ations)\b/i;

export const MIN_CUSTOMERS = 50;

/** The first stated customer count of at least MIN_CUSTOMERS ("1 of 2 users found this helpful" is not one). */
export function customerCount(model: PageModel) {
  for (const hit of findAllText(model, CUSTOMER_COUNT)) {
    const m = CUSTOMER_COUNT.exec(hit.text);
    if (!m) continue;
    const n = Number((/\d[\d,.]*/.exec(m[0]) ?? ['0'])[0].replace(/[,.](?=\d{3})/g, ''));
    if (/\b(k|m|million|thousand)\b/i.test(m[0]) || n >= MIN_CUSTOMERS) return hit;
  }
  return null;
}

export function withRating(model: PageModel) {
  return model.reviews.find((r) => r.ratingValue !== null);
}

export function share(items: Testimonial[], test: (t: Testimonial) => boolean): number {
  return items.filter(test).length / items.length;
}

export function ratio(items: Testimonial[], test: (t: Testimonial) => boolean): string {
  return `${items.filter(test).length} of ${items.length} testimonials`;
}

export const NO_TESTIMONIALS = 'no testimonials on the page';
