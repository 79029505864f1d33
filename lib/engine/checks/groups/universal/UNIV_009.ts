import type { PageModel } from '../../../model/page-model.js';
import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { findAllText, type TextHit } from '../../signals/text-search.js';
import { MONTH_NAMES } from '../../../model/vocabulary.js';

/** A copyright line and its year, or the last year of its range ("© 2012-2026" is current). */
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:[^\d\n]{0,20}?)((?:19|20)\d{2})(?:\s*[-–—/]\s*((?:19|20)\d{2}|present|now))?/i;
const YEAR = /\b(?:19|20)\d{2}\b/g;
/** "March 3, 2016", "Mar 3-5 2016", "3 March 2016", "2016-03-03". */
const FULL_DATE = new RegExp(
  String.raw`\b(?:(${MONTH_NAMES})\.?\s+(\d{1,2})(?:\s*[-–]\s*\d{1,2})?(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})|(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTH_NAMES})\.?,?\s+((?:19|20)\d{2})|((?:19|20)\d{2})-(\d{2})-(\d{2}))\b`,
  'gi',
);
/** A page this many years behind the scan looks left alone. */
const STALE_YEARS = 2;

function monthIndex(name: string): number {
  return ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    name.slice(0, 3).toLowerCase(),
  );
}

/** Every full date a text names, as a time (UTC midnight). */
function datesIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(FULL_DATE)) {
    const [month, day, year] = m[1]
      ? [monthIndex(m[1]), Number(m[2]), Number(m[3])]
      : m[5]
        ? [monthIndex(m[5]), Number(m[4]), Number(m[6])]
        : [Number(m[8]) - 1, Number(m[9]), Number(m[7])];
    if (month < 0 || month > 11 || day < 1 || day > 31) continue;
    out.push(Date.UTC(year, month, day));
  }
  return out;
}

/** An event page whose every dated heading or first-screen line is in the past. */
function pastEvent(model: PageModel, scanTime: number): { hit: TextHit; date: number } | null {
  if (model.pageType.id !== 'event') return null;
  const hits: TextHit[] = [...model.headings, ...model.textBlocks.filter((b) => b.order < model.hero.end)];
  let newest: { hit: TextHit; date: number } | null = null;
  for (const hit of hits)
    for (const date of datesIn(hit.text)) if (!newest || date > newest.date) newest = { hit, date };
  return newest && newest.date < scanTime - 86_400_000 ? newest : null;
}

export const UNIV_009: CheckDeclaration = {
  id: 'UNIV_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'trust',
  title: 'The page looks abandoned: its newest date is years old',
  label: 'The page looks current',
  description:
    'A copyright line or the newest dated item years behind today, or an event that is over, tells visitors nobody minds the site, and they doubt that prices, stock and the business itself are still current.',
  threshold: `the copyright year (or the end of its range) or a newer date on the page is within ${STALE_YEARS - 1} year of the scan, and an event page's dates are not all past`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Show the current year in the copyright line (or generate it).',
    'Date news, events and offers, and remove or archive the ones that are over.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% conversion; an estimate, larger for events and shops',
  source: 'heuristic',
  run(model) {
    const scanTime = Date.parse(model.fetchedAt) || Date.now();
    const year = new Date(scanTime).getUTCFullYear();
    const event = pastEvent(model, scanTime);
    if (event)
      return fail(
        seen(event.hit, event.hit.text),
        `the event's newest date, ${new Date(event.date).toISOString().slice(0, 10)}, is past`,
      );
    const copyright = findAllText(model, COPYRIGHT).at(-1);
    if (!copyright) return notApplicable('no copyright line and no past event on the page');
    const m = COPYRIGHT.exec(copyright.text);
    const end = m?.[2];
    const shown = end && /\d/.test(end) ? Number(end) : end ? year : Number(m?.[1]);
    // the newest year the page names anywhere (a dated post, a season) may be newer than its footer
    const newest = Math.max(
      shown,
      ...[...model.text.matchAll(YEAR)].map((y) => Number(y[0])).filter((y) => y <= year),
    );
    const observed = `copyright ${shown}, newest year on the page ${newest}, scan ${year}`;
    if (year - newest >= STALE_YEARS) return fail(seen(copyright, copyright.text), observed);
    return pass(seen(copyright, copyright.text), observed);
  },
};
