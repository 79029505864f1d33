/**
 * What a page sells and how it describes itself, read the same way by the page-type and the
 * industry classifiers: a type stamped on every page says nothing, a course shows its facts, a cart
 * with a date to pick sells tickets, a store of licences and downloads sells software.
 */
import {
  CALENDAR_HREF,
  CALENDAR_WORDING,
  COURSE_FACTS,
  DATE_CHOICE,
  DOWNLOAD_HREF,
  SOFTWARE_DELIVERY,
  SOFTWARE_PRODUCT,
} from './industry-words.js';
import type { PageModel } from './page-model.js';
import { describesMobileApp } from './app-stores.js';

/**
 * A typed item without a single property: a type stamped on every page of a theme (the
 * `<html itemscope itemtype="schema.org/Article">` of many 2010s templates, WPHeader, an empty
 * WebPage). It names no headline, product or date, so it says no more than og:type does.
 */
export function isStamp(item: { data: Record<string, unknown> }): boolean {
  return Object.keys(item.data).every((key) => key.startsWith('@'));
}

/** The page's own words about itself: title, description, site name and main headline. */
export function selfDescription(model: PageModel): string {
  const h1 = model.headings.find((h) => h.level === 1)?.text ?? '';
  return `${model.title ?? ''} | ${model.meta.description ?? ''} | ${model.openGraph['og:site_name'] ?? ''} | ${model.openGraph['og:description'] ?? ''} | ${h1}`;
}

/** Headings in the page that name a course's facts: duration, fees, teacher, requirements, how to apply. */
export function courseFacts(model: PageModel): number {
  return new Set(
    model.headings
      .filter((h) => h.region !== 'footer' && h.text.length <= 60 && COURSE_FACTS.test(h.text))
      .map((h) => h.text.trim().toLowerCase()),
  ).size;
}

/**
 * What is sold happens on a date: the buying form picks a date or a session, or the page offers to
 * put it in a calendar. A cart then sells tickets, and its evidence is an event's, not a shop's.
 */
export function sellsDatedTickets(model: PageModel): boolean {
  const datedCart = model.forms.some(
    (f) =>
      (f.purpose === 'cart' || f.purpose === 'checkout') &&
      f.fields.some(
        (x) => (x.tag === 'select' || x.type === 'radio') && DATE_CHOICE.test(`${x.name} ${x.label ?? ''}`),
      ),
  );
  return datedCart || hasCalendarAction(model);
}

/**
 * What is sold is software: the page calls its product software, a plugin or an extension, and says
 * how it is delivered (a licence key, a download, system requirements), or schema.org says so.
 */
export function sellsSoftware(model: PageModel): boolean {
  // an app for phones is no software the page sells (a shop's companion app, an app maker's store link)
  const schema = model.structuredData.some(
    (s) =>
      !isStamp(s) &&
      /^(?:SoftwareApplication|WebApplication|MobileApplication|VideoGame)$/.test(s.type) &&
      !describesMobileApp(s),
  );
  const named = SOFTWARE_PRODUCT.test(selfDescription(model));
  const delivered =
    SOFTWARE_DELIVERY.test(model.text.slice(0, 30_000)) ||
    model.links.some((l) => DOWNLOAD_HREF.test(l.href)) ||
    model.headings.some((h) => SOFTWARE_DELIVERY.test(h.text));
  return schema || (named && delivered);
}

/** The page offers to put what it sells in a calendar: a Google or Outlook calendar link, an .ics file, "Add to calendar". */
export function hasCalendarAction(model: PageModel): boolean {
  return (
    model.links.some((l) => CALENDAR_HREF.test(l.href)) ||
    model.ctas.some((c) => CALENDAR_WORDING.test(c.text)) ||
    model.forms.some((f) => CALENDAR_WORDING.test(f.submitText ?? '') || CALENDAR_HREF.test(f.action ?? ''))
  );
}
