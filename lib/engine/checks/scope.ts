/**
 * Where a check applies beyond its industries: the page types it is written for, the languages
 * whose words its run() matches, and what it expects of the prices on the page. applicability()
 * in run-checks.ts reads these declarations; this module holds the named page-type sets the group
 * files declare with and the page facts (donation amounts, selling by quote) the price rules need.
 *
 * Uncertain page types. The page-type classifier gives confidence 0.3 when no type reaches its
 * decisive total (it then falls back to home_landing or other) and 0.25-0.99 otherwise. Below
 * LOW_PAGE_TYPE_CONFIDENCE the type is treated as a guess: the page also counts as a home or
 * landing page, so a check written for landing pages still runs on it. A guess can only add
 * checks, never take one away; most audited pages are home or landing pages, and a finding
 * suppressed by a wrong guess is a problem the owner never hears about.
 */
import type { CheckDefinition } from './check.js';
import { sellingPrices } from './signals/prices.js';
import { INDUSTRIES, PAGE_TYPES, type Industry, type PageModel, type PageType } from '../model/page-model.js';

export const LOW_PAGE_TYPE_CONFIDENCE = 0.5;

const except = (...out: PageType[]): readonly PageType[] => PAGE_TYPES.filter((t) => !out.includes(t));

/** Pages that persuade with copy: home and landing pages, app, pricing, course, event and donation pages. */
export const LANDING: readonly PageType[] = [
  'home_landing',
  'app_landing',
  'pricing',
  'course',
  'event',
  'donation',
  'other',
];

/** Pages that present an offer: the landing pages plus product and category pages. */
export const OFFER_PAGES: readonly PageType[] = [...LANDING, 'product_detail', 'category_listing'];

/**
 * Pages that present what the business offers: the offer pages and the about page. A reviews or
 * community page, a contact page or a donation form has another job, so rules about the details of
 * the offer (which services, how long the work takes, financing, a first-client offer) wait for
 * the pages that describe it.
 */
export const PRESENTING: readonly PageType[] = [...OFFER_PAGES.filter((t) => t !== 'donation'), 'about'];

/**
 * Pages whose job is to move the visitor to an action: all but articles, policies and search
 * results (which are read or used, not converted on).
 */
export const CONVERTING: readonly PageType[] = except('article_blog', 'policy', 'search_results');

/** Pages that should still carry a call to action: the converting pages and articles. */
export const ACTIONABLE: readonly PageType[] = except('policy', 'search_results');

/**
 * Pages whose own copy is judged for readability: all but policies (legal text), reviews (the
 * customers' words, not the business's) and search results.
 */
export const READABLE: readonly PageType[] = except('policy', 'review_ugc', 'search_results');

/**
 * Cart and checkout pages have no page type of their own: a cart page or a checkout step is
 * classified by its other evidence, usually other or (without an address) home_landing. The
 * checkout checks also require a checkout or cart form (not an add-to-cart form): see
 * inCheckoutContext in signals/page-kinds.ts. Never product, category, article or policy pages.
 */
export const CHECKOUT_CONTEXT: readonly PageType[] = [
  'other',
  'home_landing',
  'pricing',
  'course',
  'event',
  'app_landing',
];

/** Pages where a nonprofit asks for or explains donations. */
export const DONATION_PAGES: readonly PageType[] = ['donation', 'home_landing', 'about', 'other'];

/** English names of languages ("de" -> "German", "ja" -> "Japanese"), from the runtime's ICU data. */
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    // not a well-formed language tag
    return code;
  }
}

function listed(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The page types the page counts as: its classified type, and home_landing when that is a guess. */
export function effectivePageTypes(model: PageModel): PageType[] {
  const pt = model.pageType as PageModel['pageType'] | undefined;
  // Models cached before page types existed are taken for home or landing pages.
  if (!pt) return ['home_landing'];
  return pt.confidence < LOW_PAGE_TYPE_CONFIDENCE && pt.id !== 'home_landing'
    ? [pt.id, 'home_landing']
    : [pt.id];
}

export function pageTypeReason(check: CheckDefinition, model: PageModel): string | null {
  if (check.pageTypes === 'all') return null;
  const types = effectivePageTypes(model);
  if (types.some((t) => check.pageTypes.includes(t))) return null;
  const pt = model.pageType;
  const signals = pt.signals.length > 0 ? ` (signals: ${pt.signals.slice(0, 3).join('; ')})` : '';
  return `applies to ${check.pageTypes.join(', ')} pages; this page was classified as ${pt.id}${signals}`;
}

export function languageReason(check: CheckDefinition, model: PageModel): string | null {
  if (check.languages === 'any') return null;
  const language = model.language as PageModel['language'] | undefined;
  const code = language?.code ?? null;
  // An undecided language is not evidence against the word lists, unless the page is written in
  // another script than theirs (Cyrillic, Han): then they cannot read it
  const script = language?.script;
  if (!code && script)
    return `reads ${listed(check.languages.map(languageName))} wording; this page is written in ${script} script`;
  if (!code || check.languages.includes(code)) return null;
  return `reads ${listed(check.languages.map(languageName))} wording; this page is in ${languageName(code)}`;
}

const DONATE_WORDING =
  /\b(donat(e|ion|ions)|give (today|now|monthly)|make a gift|spenden|faire un don|donar)\b/i;

/**
 * The page asks for donations: a donation page, or a nonprofit page whose main call to action asks
 * for a gift. Its amounts ("$25", "$50 a month") are gifts the visitor picks, not prices.
 */
export function donationContext(model: PageModel): boolean {
  if (model.pageType?.id === 'donation') return true;
  if (model.industry.id !== 'nonprofit') return false;
  const primary = model.ctas.find((c) => c.role === 'primary');
  return (
    primary?.intent === 'donate' ||
    (primary !== undefined && DONATE_WORDING.test(primary.text)) ||
    model.forms.some((f) => DONATE_WORDING.test(`${f.submitText ?? ''} ${f.action ?? ''}`))
  );
}

/**
 * Wording of a business that prices each job or contract on request. "Request a demo" is not among
 * them: a demo-led SaaS can still publish its plans, and experts expect it to.
 */
const QUOTE_WORDING =
  /\b((request|get|ask for|receive)( me| us)? (a |an |your |my |our )?(free |custom |no[- ]obligation |fast |instant )?(quote|estimate|proposal|quotation)s?|free (quote|estimate)s?|contact (our )?sales|talk to (our )?sales|speak (to|with) (our )?sales|custom pricing|pricing on request|price on request|tailored (quote|pricing)|request pricing|get pricing)\b/i;

/**
 * Why the business sells by quote, as signals, or null. It does when the page shows no price and
 * either asks visitors to request a quote or talk to sales (a call to action, a link or a form's
 * button), or is an agency or local service whose way in is a lead or contact form. Shops are
 * never quote-based here: a store that hides its prices is judged by OFFER_010.
 */
export function quoteSignals(model: PageModel): string[] | null {
  if (model.industry.id === 'ecommerce' || sellingPrices(model).length > 0) return null;
  const signals: string[] = [];
  const ask =
    model.ctas.find((c) => c.intent === 'quote' || QUOTE_WORDING.test(c.text)) ??
    model.links.find((l) => QUOTE_WORDING.test(l.text));
  if (ask) signals.push(`"${ask.text.trim().slice(0, 60)}"`);
  const form = model.forms.find(
    (f) => (f.purpose === 'lead' || f.purpose === 'contact') && f.fields.length >= 2,
  );
  const services = model.industry.id === 'agency' || model.industry.id === 'local';
  if (form) signals.push(`a ${form.purpose} form`);
  if (!ask && !(services && form)) return null;
  signals.push('no prices on the page');
  return signals;
}

export function priceReason(check: CheckDefinition, model: PageModel): string | null {
  if (!check.prices) return null;
  if (donationContext(model)) {
    return check.prices === 'required'
      ? 'asks for prices; this page asks for donations, which have no price'
      : 'judges prices; the amounts on this page are donation amounts, not prices';
  }
  if (check.prices === 'required') {
    const quote = quoteSignals(model);
    if (quote) return `asks for listed prices; this business sells by quote (signals: ${quote.join('; ')})`;
  }
  return null;
}

/** Every industry but the ones named, for a rule that does not fit them. */
export const industriesExcept = (...out: Industry[]): readonly Industry[] =>
  INDUSTRIES.filter((i) => !out.includes(i));

/** Industries that sell something a visitor can buy, book or sign up for. */
export const BUSINESSES: readonly Industry[] = [
  'ecommerce',
  'saas',
  'app',
  'agency',
  'local',
  'course',
  'event',
];

/** Sites that sell or ask for something (businesses and charities); news and reference pages have no ask. */
export const SELLING: readonly Industry[] = [...BUSINESSES, 'nonprofit'];

/**
 * Industries that get only the rules every business gets: unclassified pages, and travel and real
 * estate, which have no rules of their own yet (page-model.ts INDUSTRIES). A list that names
 * 'other' names them all.
 */
export const GENERAL: readonly Industry[] = ['travel', 'real_estate', 'other'];

/** Pages that make claims to win a visitor over; articles and reference pages are judged elsewhere. */
export const CLAIMING: readonly Industry[] = [...BUSINESSES, 'nonprofit', ...GENERAL];

/** Businesses that compete for a buyer against rivals; news, reference and charity pages are not judged on it. */
export const COMPETING: readonly Industry[] = [...BUSINESSES, ...GENERAL];
