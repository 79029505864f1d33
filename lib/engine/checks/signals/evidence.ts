/**
 * Evidence helpers: anchors for document-level elements, measurements, and quotes of a match.
 * Two quote-around-a-match helpers differ on purpose (their quotes are in the goldens): excerpt
 * keeps 50 characters before the match and 80 after it; matchEvidence keeps 150 characters from
 * 60 before the match and marks the cut with an ellipsis.
 */
import type { Evidence } from '../check.js';
import { absent, quote, seen } from '../outcome.js';
import type { ContactPoint, Located, StructuredDataItem, Testimonial } from '../../model/page-model.js';
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
  favicon: { selector: 'link[rel~="icon" i]' },
  structuredData: { selector: 'script[type="application/ld+json"], [itemtype]' },
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
 * What the page shows of a testimonial: its words at its element, or for one without words of its
 * own (a video) the heading and subtitle that introduce it, each at its own element, then the
 * testimonial's element with nothing to quote.
 */
export function testimonialEvidence(t: Testimonial): Evidence[] {
  if (!t.shownAs?.length) return [seen(t, t.quote)];
  return [...t.shownAs.map((s) => seen(s, s.text)), seen(t, '')];
}

/**
 * Evidence of a contact point: what the page shows of it at its element (the number as written,
 * a link's name, a form's submit text), never the value read from an href, a form action or a
 * JSON-LD script, which the visitor does not see; the check's observed value names the kind.
 */
export function contactEvidence(c: ContactPoint): Evidence {
  return seen(c, c.shown);
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

/** Evidence quoting a matched substring with some context, rather than a whole long block. */
export function excerpt(hit: TextHit, re: RegExp): Evidence {
  const m = re.exec(hit.text);
  if (!m || hit.text.length <= 160) return seen(hit, hit.text);
  const start = Math.max(0, m.index - 50);
  return { quote: quote(hit.text.slice(start, m.index + m[0].length + 80)), selector: hit.selector };
}

const DATA_SELECTOR: Record<StructuredDataItem['format'], string> = {
  'json-ld': 'script[type="application/ld+json"]',
  microdata: '[itemscope]',
  rdfa: '[typeof]',
};

/** Evidence quoting a structured-data item, pointing at the markup that carries it. */
export function dataEvidence(item: StructuredDataItem, text: string): Evidence {
  return { quote: quote(`${item.type}: ${text}`), selector: DATA_SELECTOR[item.format] };
}

/** Evidence quoting the part of `text` around the first match of `re`, so long blocks still show it. */
export function matchEvidence(el: { selector: string }, text: string, re: RegExp): Evidence {
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
