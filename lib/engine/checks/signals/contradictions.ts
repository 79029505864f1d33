/**
 * Statements of one page that cannot both be true, each side quoted where the page shows it:
 * opening hours that disagree for the same day, a product fact (weight, run time, battery life...)
 * given twice with different values, an "out of stock" notice beside an add-to-cart button, a
 * restock date that is long past, an offer or countdown announced as over beside a button that
 * still sells. English wording. Memoised per model.
 *
 * What is not a contradiction: two prices of two variants (prices are not compared), a "+" and
 * "-" quantity pair (controls are not statements), hours of different departments or seasons
 * (a line that names one is left out), facts in a table (tables list variants), stock of one size.
 */
import type { CallToAction, Located, PageModel } from '../../model/page-model.js';
import { addToCartButtons, buyingCtas } from './ctas.js';
import { derived } from './memo.js';
import { textElements, type TextHit } from './text-search.js';
import { MONTH_NAMES } from '../../model/vocabulary.js';

export type ContradictionKind = 'hours' | 'product_fact' | 'stock' | 'restock_date' | 'offer_over';

export interface Contradiction {
  kind: ContradictionKind;
  /** What disagrees, in words ("Monday opening hours: 8:00-17:00 against 9:00-18:00"). */
  about: string;
  /** Each side (two; one for a date the scan contradicts), with the text the page shows at its element. */
  sides: { text: string; selector: string }[];
}

export function contradictions(model: PageModel): Contradiction[] {
  return derived(model, 'contradictions', (m) => [
    ...hoursContradictions(m),
    ...factContradictions(m),
    ...stockContradictions(m),
    ...restockContradictions(m),
    ...offerOverContradictions(m),
  ]);
}

const side = (el: Located & { text: string }): { text: string; selector: string } => ({
  text: el.text,
  selector: el.selector,
});

/* ---------- opening hours ---------- */

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?`;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
const HOURS = new RegExp(
  String.raw`\b(${DAY})(?:\s*(?:-|–|—|to|through|thru|until)\s*(${DAY}))?\s*[:,]?\s*(?:from\s+)?${TIME}\s*(?:-|–|—|to|until)\s*${TIME}`,
  'gi',
);
/** A line about the hours of one part of the business or one season is not the opening hours. */
const QUALIFIED =
  /\b(?:sales|service|parts|office|phone|phones|support|showroom|kitchen|bar|lunch|dinner|brunch|breakfast|happy hour|delivery|pick-?up|drive-?thru|pharmacy|clinic|summer|winter|spring|autumn|fall|holiday|holidays|christmas|seasonal|term|reception|warehouse|store \d|branch|location)\b/i;

function dayIndex(token: string): number {
  return DAYS.indexOf(token.slice(0, 3).toLowerCase());
}

function minutes(h: string, m: string | undefined, ampm: string | undefined, closing: boolean): number {
  let hour = Number(h) % 24;
  const pm = ampm ? /p/i.test(ampm) : null;
  if (pm === true && hour < 12) hour += 12;
  if (pm === false && hour === 12) hour = 0;
  // "9-5" without am/pm: a closing hour before the opening one is in the afternoon
  if (pm === null && closing && hour <= 7) hour += 12;
  return hour * 60 + Number(m ?? 0);
}

function hoursContradictions(model: PageModel): Contradiction[] {
  const byDay = new Map<number, { range: string; open: number; close: number; hit: TextHit }>();
  const elements = textElements(model);
  for (const [i, hit] of elements.entries()) {
    if (hit.text.length > 400) continue;
    // "Lunch" in the line or in the label just before it ("Dinner Time" above the hours)
    if (
      [hit, elements[i - 1], elements[i - 2]].some((h) => h && h.text.length <= 400 && QUALIFIED.test(h.text))
    )
      continue;
    for (const m of hit.text.matchAll(HOURS)) {
      const from = dayIndex(m[1]);
      const to = m[2] ? dayIndex(m[2]) : from;
      if (from < 0 || to < 0) continue;
      // "1-5pm" opens at 1 pm, "9-5pm" at 9 am
      const openAmPm = m[5] ?? (m[8] && Number(m[3]) % 12 < Number(m[6]) % 12 ? m[8] : undefined);
      const open = minutes(m[3], m[4], openAmPm, false);
      const close = minutes(m[6], m[7], m[8], true);
      if (close <= open) continue;
      const range = `${fmt(open)}-${fmt(close)}`;
      for (let d = from; ; d = (d + 1) % 7) {
        const before = byDay.get(d);
        if (!before) byDay.set(d, { range, open, close, hit });
        // ranges that do not overlap are a split day (lunch and dinner), not two answers
        else if (
          before.range !== range &&
          before.hit.selector !== hit.selector &&
          open < before.close &&
          before.open < close
        )
          return [
            {
              kind: 'hours',
              about: `${DAYS[d]} opening hours: ${before.range} against ${range}`,
              sides: [side(before.hit), side(hit)],
            },
          ];
        if (d === to) break;
      }
    }
  }
  return [];
}

function fmt(min: number): string {
  return `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')}`;
}

/* ---------- product facts given twice ---------- */

const FACT_LABEL =
  /\b((?:net |gross |shipping |package |packaged |item |product |unit )?weight|run ?time|running time|battery life|capacity|wattage|power|length|width|height|depth|diameter|volume|screen size|pages|page count|duration)\s*[:=]\s*(\d+(?:[.,]\d+)?)\s*(kg|g|lbs?|oz|pounds?|ounces?|grams?|min(?:utes)?|mins|h(?:ours?|rs?)?|mah|w|watts?|cm|mm|m|in(?:ch(?:es)?)?|"|ml|l|litres?|liters?|pages?)?\b/gi;

const UNIT_FACTOR: Record<string, [string, number]> = {
  kg: ['g', 1000],
  g: ['g', 1],
  gram: ['g', 1],
  grams: ['g', 1],
  lb: ['g', 453.6],
  lbs: ['g', 453.6],
  pound: ['g', 453.6],
  pounds: ['g', 453.6],
  oz: ['g', 28.35],
  ounce: ['g', 28.35],
  ounces: ['g', 28.35],
  h: ['min', 60],
  hr: ['min', 60],
  hrs: ['min', 60],
  hour: ['min', 60],
  hours: ['min', 60],
  min: ['min', 1],
  mins: ['min', 1],
  minute: ['min', 1],
  minutes: ['min', 1],
  cm: ['mm', 10],
  mm: ['mm', 1],
  m: ['mm', 1000],
  in: ['mm', 25.4],
  inch: ['mm', 25.4],
  inches: ['mm', 25.4],
  '"': ['mm', 25.4],
  ml: ['ml', 1],
  l: ['ml', 1000],
  litre: ['ml', 1000],
  litres: ['ml', 1000],
  liter: ['ml', 1000],
  liters: ['ml', 1000],
};

function normalisedValue(value: string, unit: string | undefined): string {
  const n = Number(value.replace(',', '.'));
  const u = (unit ?? '').toLowerCase();
  const known = UNIT_FACTOR[u];
  if (!known) return `${n}${u}`;
  return `${Math.round(n * known[1] * 10) / 10}${known[0]}`;
}

function factContradictions(model: PageModel): Contradiction[] {
  if (model.pageType.id !== 'product_detail') return [];
  const seen = new Map<string, { value: string; shown: string; hit: TextHit }>();
  for (const hit of textElements(model)) {
    // a table lists variants side by side; a long paragraph tells a story
    if ('tag' in hit && (hit.tag === 'td' || hit.tag === 'th')) continue;
    if (hit.text.length > 300) continue;
    for (const m of hit.text.matchAll(FACT_LABEL)) {
      const label = m[1].toLowerCase().replace(/\s+/g, ' ');
      const value = normalisedValue(m[2], m[3]);
      const before = seen.get(label);
      if (!before) seen.set(label, { value, shown: m[0], hit });
      else if (before.value !== value && before.hit.selector !== hit.selector)
        return [
          {
            kind: 'product_fact',
            about: `${label} given as "${before.shown.trim()}" and as "${m[0].trim()}"`,
            sides: [side(before.hit), side(hit)],
          },
        ];
    }
  }
  return [];
}

/* ---------- stock ---------- */

/** A notice that is the whole statement: "Out of stock", "Currently unavailable online." */
const OUT_OF_STOCK =
  /^(?:this (?:item|product) is |product |item |currently |temporarily )?(?:out of stock|sold out|unavailable|not available|no longer available)(?: online| in store| at the moment| right now)?[.!]?$/i;

/** How near the buy button (in document positions) a stock notice belongs to it. */
const BUY_BOX = 40;

function stockContradictions(model: PageModel): Contradiction[] {
  if (model.pageType.id !== 'product_detail') return [];
  const buttons = addToCartButtons(model);
  if (buttons.length !== 1) return [];
  const buy = buttons[0];
  const notice = textElements(model).find(
    (h) =>
      OUT_OF_STOCK.test(h.text.trim()) &&
      Math.abs(h.order - buy.order) <= BUY_BOX &&
      h.selector !== buy.selector,
  );
  if (!notice || buy.inert) return [];
  return [
    {
      kind: 'stock',
      about: `"${notice.text.trim()}" beside an active "${buy.text}" button`,
      sides: [side(notice), side(buy)],
    },
  ];
}

/* ---------- a restock date long past ---------- */

const RESTOCK = new RegExp(
  String.raw`\b(?:out of stock|back in stock|available|in stock|ships?|shipping|expected|restock(?:ed|ing)?)\s+(?:until|from|on|by|in|after)\s+(?:(${MONTH_NAMES})\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{2})|(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2}))`,
  'i',
);
/** A restock date this far behind the scan cannot be meant. */
const PAST_DAYS = 30;

function monthIndex(name: string): number {
  return ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    name.slice(0, 3).toLowerCase(),
  );
}

function restockContradictions(model: PageModel): Contradiction[] {
  const scan = Date.parse(model.fetchedAt) || Date.now();
  for (const hit of textElements(model)) {
    const m = RESTOCK.exec(hit.text);
    if (!m) continue;
    const date = m[1]
      ? Date.UTC(Number(m[3]), monthIndex(m[1]), Number(m[2] ?? 28))
      : Date.UTC(Number(m[6]), Number(m[5]) - 1, Number(m[4]));
    if (Number.isNaN(date) || scan - date < PAST_DAYS * 86_400_000) continue;
    return [
      {
        kind: 'restock_date',
        about: `"${m[0]}" is past: the page was seen on ${new Date(scan).toISOString().slice(0, 10)}`,
        sides: [side(hit)],
      },
    ];
  }
  return [];
}

/* ---------- an offer or countdown over, beside a button that still sells ---------- */

const OVER =
  /\b(?:the countdown (?:is|has) (?:finished|ended|expired)|countdown (?:finished|ended|expired)|this (?:offer|sale|deal|promotion|discount) (?:has )?(?:ended|expired|is over)|(?:offer|sale|deal|promotion) (?:has )?(?:ended|expired)|registration (?:is |has )?closed|sales? (?:have |has )?ended|event (?:has )?ended)\b/i;

function offerOverContradictions(model: PageModel): Contradiction[] {
  const over = textElements(model).find((h) => OVER.test(h.text) && h.text.length <= 200);
  if (!over) return [];
  const selling: CallToAction | undefined = buyingCtas(model).find(
    (c) => !c.inert && c.selector !== over.selector && Math.abs(c.order - over.order) <= BUY_BOX,
  );
  if (!selling) return [];
  return [
    {
      kind: 'offer_over',
      about: `"${OVER.exec(over.text)?.[0]}" beside "${selling.text}", which still asks to buy`,
      sides: [side(over), side(selling)],
    },
  ];
}
