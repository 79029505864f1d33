/**
 * Evidence helpers: anchors for document-level elements, measurements, and quotes of a match.
 * Two quote-around-a-match helpers differ on purpose (their quotes are in the goldens): excerpt
 * keeps 50 characters before the match and 80 after it; matchEvidence keeps 150 characters from
 * 60 before the match and marks the cut with an ellipsis.
 */
import type { Evidence } from '../check.js';
import { absent, imageQuote, quote, seen, shownText } from '../outcome.js';
import type {
  Badge,
  ContactPoint,
  Located,
  LogoItem,
  PageModel,
  ReviewSummary,
  StructuredDataItem,
  Testimonial,
} from '../../model/page-model.js';
import type { TextHit } from './text-search.js';

/**
 * Page views and word lists shared by the seo, navigation, mobile, speed, accessibility and
 * retention checks (share C). Regexes live at module level so no check compiles one per call.
 */

/**
 * Selectors of document-level elements the model keeps as plain fields. The model reads meta names
 * and link relations in any case (`<meta name="Description">`), so the selectors match them in any
 * case too (the `i` flag): a selector that finds no element is no evidence.
 */
export const DOCUMENT = {
  html: { selector: 'html' },
  title: { selector: 'head > title' },
  description: { selector: 'meta[name="description" i]' },
  robots: { selector: 'meta[name="robots" i]' },
  viewport: { selector: 'meta[name="viewport" i]' },
  canonical: { selector: 'link[rel~="canonical" i]' },
  // the model falls back to the touch icon (apple-touch-icon, -precomposed) when no icon is declared
  favicon: { selector: 'link[rel~="icon" i], link[rel*="apple-touch-icon" i]' },
  headScripts: { selector: 'head > script[src]:not([async]):not([defer]):not([type="module"])' },
  nav: { selector: 'nav' },
  body: { selector: 'body' },
} as const;

/**
 * What the page shows of a video at the video: nothing to quote (its address is not shown, and a
 * player has no words of its own); the selector locates it and the check's observed value says
 * what it found. Mirrors imageQuote without an alt.
 */
export function videoQuote(_video: { src: string }): string {
  return '';
}

/**
 * What the page shows of a testimonial: its words at its element, or for one whose words are not
 * its element's text (Testimonial.shownAs) what introduces it (a video's heading and subtitle),
 * each at its own element, then the testimonial's element with nothing to quote. A review only
 * in JSON-LD shows nothing: its script, unquoted.
 */
export function testimonialEvidence(t: Testimonial): Evidence[] {
  if (!t.shownAs) return [seen(t, t.quote)];
  return [...t.shownAs.map((s) => seen(s, s.text)), seen(t, '')];
}

/** The words of a testimonial its element shows, or '' when they are not its text (testimonialEvidence). */
export function testimonialQuote(t: Testimonial): string {
  return t.shownAs ? '' : t.quote;
}

/** The name a testimonial's element shows for its author, or '' when its words are not its text. */
export function authorQuote(t: Testimonial): string {
  return t.shownAs ? '' : (t.author ?? '');
}

/**
 * What the page shows of a logo: its image's alt text. The logo's name may come from the file
 * name, which the page does not show; the image is found by the logo's selector.
 */
export function logoEvidence(model: PageModel, logo: LogoItem): Evidence {
  const img = model.images.find((i) => i.selector === logo.selector);
  return seen(logo, img ? imageQuote(img) : '');
}

/**
 * What the page shows of a badge: an image badge's alt text (its name may come from the file
 * name), else its label or text; a badge known by its class alone is named by its kind, which is
 * no text of the page, so nothing is quoted.
 */
export function badgeEvidence(model: PageModel, badge: Badge): Evidence {
  const img = model.images.find((i) => i.selector === badge.selector);
  if (img) return seen(badge, imageQuote(img));
  return seen(badge, badge.text === badge.kind ? '' : badge.text);
}

/**
 * What the page shows of a rating summary: its element, unquoted. The numbers are read from
 * markup, data or star images, not words at that element; the check's observed value gives them.
 */
export function ratingEvidence(r: ReviewSummary): Evidence {
  return seen(r, '');
}

/**
 * Evidence of a contact point: what the page shows of it at its element (the number as written,
 * a link's name, a form's submit text), never the value read from an href, a form action or a
 * JSON-LD script, which the visitor does not see; the check's observed value names the kind.
 */
export function contactEvidence(c: ContactPoint): Evidence {
  return seen(c, c.shown);
}

/**
 * Evidence of something recognised from the page's scripts or markup hints (a live chat widget,
 * an auto-rotating carousel): no element of its own is known and its name is no text of the page,
 * so the evidence is the page as a whole, unquoted, and the check's observed value names it.
 */
export function recognisedEvidence(): Evidence {
  return { quote: '', selector: DOCUMENT.body.selector };
}

/** A measurement of the page (timing, weight, a response header) rather than a quote of its text. */
export function measured(text: string): Evidence {
  return { quote: text, selector: null };
}

/** Quote at most `max` offenders as evidence, so a page with 300 bad links stays readable. */
export function firstEvidence<T extends Located>(items: T[], text: (item: T) => string, max = 3): Evidence[] {
  return items.slice(0, max).map((item) => ({ quote: text(item), selector: item.selector }));
}

/** Evidence quoting a hit, or saying what was looked for. */
export function evidenceOf(hit: TextHit | null, lookedFor: string): Evidence {
  return hit ? seen(hit, hit.text) : absent(lookedFor);
}

/**
 * Evidence quoting a matched substring with some context, rather than a whole long block; in a
 * block interrupted by nested blocks, from the run that holds the match (shownText).
 */
export function excerpt(hit: TextHit & { pieces?: string[] }, re: RegExp): Evidence {
  const text = shownText(hit, re);
  const m = re.exec(text);
  if (!m || text.length <= 160) return seen(hit, text);
  const start = Math.max(0, m.index - 50);
  return { quote: quote(text.slice(start, m.index + m[0].length + 80)), selector: hit.selector };
}

const DATA_SELECTOR: Record<StructuredDataItem['format'], string> = {
  'json-ld': 'script[type="application/ld+json"]',
  microdata: '[itemscope]',
  rdfa: '[typeof]',
};

/**
 * Evidence of a structured-data item: the markup that carries it, with nothing quoted. Its values
 * are data for search engines (a JSON-LD script shows nothing), not text the page shows; the
 * check's observed value names the item and what it holds.
 */
export function dataEvidence(item: StructuredDataItem): Evidence {
  return { quote: '', selector: DATA_SELECTOR[item.format] };
}

/**
 * Evidence quoting the part of `text` around the first match of `re`, so long blocks still show it;
 * given a block's own joined text, from the run that holds the match (shownText).
 */
export function matchEvidence(
  el: { selector: string; text?: string; pieces?: string[] },
  joined: string,
  re: RegExp,
): Evidence {
  const text =
    el.pieces?.length && joined === el.text ? shownText({ text: joined, pieces: el.pieces }, re) : joined;
  const m = re.exec(text);
  if (!m || text.length <= 160) return { quote: quote(text), selector: el.selector };
  const start = Math.max(0, m.index - 60);
  const piece = (start > 0 ? '…' : '') + text.slice(start, start + 150);
  return { quote: quote(piece), selector: el.selector };
}

/** Evidence for a found text hit, centred on the match. */
export function hitEvidence(hit: TextHit, re: RegExp): Evidence {
  return matchEvidence(hit, hit.text, re);
}
