import {
  collapse,
  descendants,
  hintsOf,
  isElement,
  isInside,
  isText,
  placed,
  wordCount,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type { ReviewSummary, Testimonial } from '../page-model.js';
import { entitiesOfType, numberValue, stringValue, type LocatedItem } from './structured-data.js';

const RATING_TEXT = /(\d(?:[.,]\d{1,2})?)\s*(?:out of|\/|of)\s*(5|10)(?:\s*stars?)?/i;
const COUNT_TEXT =
  /\(?\s*(\d{1,3}(?:[,.]\d{3})+|\d+)\+?\s*(customer\s+|verified\s+|global\s+)?(reviews?|ratings?|testimonials)\b/i;
const RATING_TEXT_ALL = new RegExp(
  `(?:\\d(?:[.,]\\d{1,2})?\\s*)+${RATING_TEXT.source.slice(RATING_TEXT.source.indexOf('\\s*'))}`,
  'gi',
);
const COUNT_TEXT_ALL = new RegExp(COUNT_TEXT.source, 'gi');

const REVIEW_WIDGET =
  /\b(?:sort (?:reviews )?by|write a review|rating snapshot|average (?:customer )?rating|see all \d+ reviews|images in this review|translate (?:all )?reviews|reviews? with images|based on [\d,]+ reviews)\b|\b\d stars? \d+ \d stars? \d+|\(\s*[\d,]+\s+(?:customer\s+)?reviews?\s*\)/i;
/** Dates next to a name ("Desiree, December 2015") say when, not who. */
const DATE_PART =
  /^(?:\d{1,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?(?:\s+\d{4})?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})$/i;
const ITEM_HINT = /testimonial|review|quote|endorsement|(?:^|[\s_-])testi(?:$|[\s_-])/i;
/** Parts of a testimonial (or widgets about reviews) rather than the testimonial itself. */
const PART_HINT =
  /(?:author|name|title|count|rating|star|avatar|img|image|photo|meta|nav|button|btn|link|form|write|summary|total|histogram|filter|sort|pagination|dots|arrow|icon|date|score|widget-header|heading|header|tab)/i;
const AUTHOR_HINT =
  /(?:^|[\s_-])(?:author|name|client|customer|person|cite|reviewer|by|who|testimonial-name|signature)(?:$|[\s_-])/i;
const ROLE_HINT = /(?:^|[\s_-])(?:role|position|job|job-?title|designation|occupation)(?:$|[\s_-])/i;
const COMPANY_HINT = /(?:^|[\s_-])(?:company|org|organization|business|firm)(?:$|[\s_-])/i;
const STAR_HINT = /star|rating/i;
const LIST_TAGS = new Set(['ul', 'ol', 'dl', 'table', 'tbody', 'thead', 'tr']);
/** Classes of the quote's own element ("review-text", "quote"); "smallText" meta lines are not. */
const QUOTE_PART_HINT = /(?:^|[\s_-])(?:quote|text|content|body|message|comment)(?:$|\s)/i;
/** "Margaret E.", "J. Smith", "Ana P. G." */
const NAME_WITH_INITIAL = /^(?:\p{Lu}[\p{L}'’-]*\.?\s+){0,2}\p{Lu}\.$|^\p{Lu}\.\s+\p{Lu}[\p{L}'’-]+$/u;

function isQualifying(dom: PageDom, el: HtmlElement): boolean {
  const hints = hintsOf(el);
  if (!ITEM_HINT.test(hints)) return false;
  // a class like "testimonial-author" names a part; keep classes that name the item itself
  const tokens = hints.split(/\s+/).filter((t) => ITEM_HINT.test(t));
  if (tokens.every((t) => PART_HINT.test(t.replace(ITEM_HINT, '')))) return false;
  if (
    // a list of reviews is never one review, even once its items are gone
    LIST_TAGS.has(el.name) ||
    el.name === 'a' ||
    el.name === 'button' ||
    el.name === 'img' ||
    el.name === 'form' ||
    el.name === 'input'
  )
    return false;
  if (dom.info.get(el)?.hidden) return false;
  const text = dom.textOf(el);
  if (text.length > 3000) return false;
  // a star rating with a review count is a summary, not someone's words
  const words = wordCount(text.replace(RATING_TEXT_ALL, ' ').replace(COUNT_TEXT_ALL, ' '));
  // a short quote with a name ("Love it!" — Ana P.) is still someone's words
  return words >= 4;
}

function shortTextOf(dom: PageDom, el: HtmlElement, max = 8): string | null {
  const text = dom.textOf(el);
  if (!text || wordCount(text) > max) return null;
  return text;
}

function ratingFrom(dom: PageDom, el: HtmlElement): number | null {
  const stars = descendants(
    el,
    (e) => STAR_HINT.test(hintsOf(e)) || /star|rating/i.test(e.attribs['aria-label'] ?? ''),
  );
  for (const s of stars) {
    const label = `${s.attribs['aria-label'] ?? ''} ${s.attribs.title ?? ''} ${dom.textOf(s)}`;
    const m =
      /(\d(?:[.,]\d)?)\s*(?:out of|\/|of)\s*5/i.exec(label) ??
      /rated\s*(\d(?:[.,]\d)?)/i.exec(label) ??
      /(\d(?:[.,]\d)?)\s*stars?/i.exec(label);
    if (m) return Number.parseFloat(m[1].replace(',', '.'));
    const cls = /(?:star|rating)[-_]?(\d{1,2})\b/i.exec(hintsOf(s));
    if (cls) {
      const n = Number(cls[1]);
      return n > 5 ? n / 10 : n;
    }
  }
  for (const st of stars) {
    // "stars five", "rating-4"
    const word = /(?:^|[\s_-])(one|two|three|four|five)(?:$|[\s_-])/i.exec(hintsOf(st));
    if (word) return ['one', 'two', 'three', 'four', 'five'].indexOf(word[1].toLowerCase()) + 1;
  }
  const glyphs = /([★]{1,5})/.exec(dom.textOf(el));
  if (glyphs) return glyphs[1].length;
  const starIcons = stars.filter(
    (s) =>
      /(?:^|[\s_-])(?:star|fa-star|icon-star)(?:$|[\s_-])/i.test(hintsOf(s)) &&
      !/empty|half|-o\b/i.test(hintsOf(s)),
  );
  if (starIcons.length >= 1 && starIcons.length <= 5) return starIcons.length;
  return null;
}

/** Splits "Jane Doe, CEO at Acme" into its parts. */
export function splitAttribution(raw: string): {
  author: string | null;
  role: string | null;
  company: string | null;
} {
  const text = collapse(
    raw
      .replace(/^[\s—–~-]+/, '')
      .replace(/^by\s+/i, '')
      // "Ana Ruiz (September 28, 2011)": the date in brackets is when, not who
      .replace(/\s*\([^()]*\d[^()]*\)?\s*$/, ''),
  );
  if (!text) return { author: null, role: null, company: null };
  const parts = text.split(/\s*[,|·•]\s*|\s+[—–-]\s+/).filter((p) => p && !DATE_PART.test(p));
  const author = parts[0] ?? null;
  let role: string | null = null;
  let company: string | null = null;
  const rest = parts.slice(1).join(', ');
  if (rest) {
    const at = /^(.*?)\s+(?:at|@)\s+(.+)$/i.exec(rest);
    if (at) {
      role = at[1] || null;
      company = at[2] || null;
    } else if (parts.length >= 3) {
      role = parts[1];
      company = parts.slice(2).join(', ');
    } else {
      role = rest;
    }
  }
  return { author, role, company };
}

function testimonialFrom(dom: PageDom, el: HtmlElement, source: Testimonial['source']): Testimonial | null {
  let author: string | null = null;
  let role: string | null = null;
  let company: string | null = null;
  let quoteEl: HtmlElement | null = null;
  // the attribution's own text, removed from the quote when the quote is the whole item
  let attribution: string | null = null;
  for (const d of descendants(el, () => true)) {
    if (dom.info.get(d)?.hidden) continue;
    const hints = hintsOf(d);
    // the longest quote-like part is the body; a review's title is shorter
    if (
      (d.name === 'blockquote' || d.name === 'q' || d.name === 'p' || QUOTE_PART_HINT.test(hints)) &&
      !/title|heading|header/i.test(hints) &&
      !/helpful|was this review|report abuse/i.test(dom.textOf(d))
    ) {
      const words = wordCount(dom.textOf(d));
      if (words >= 6 && (!quoteEl || words > wordCount(dom.textOf(quoteEl)))) quoteEl = d;
    }
    if (
      author === null &&
      (d.name === 'cite' || AUTHOR_HINT.test(hints) || d.attribs.itemprop === 'author')
    ) {
      const t = shortTextOf(dom, d, 12);
      if (t) {
        attribution = t;
        const split = splitAttribution(t);
        author = split.author;
        role ??= split.role;
        company ??= split.company;
      }
    }
    if (role === null && ROLE_HINT.test(hints)) role = shortTextOf(dom, d, 10);
    if (company === null && COMPANY_HINT.test(hints)) company = shortTextOf(dom, d, 8);
  }
  const full = dom.textOf(el);
  let quote = quoteEl ? dom.textOf(quoteEl) : full;
  if (author === null) {
    // a trailing "— Name, Role" or a short bold line is the usual attribution
    const dash = /[—–~]\s*([^—–~]{2,80})$/.exec(full);
    if (dash) {
      ({ author, role, company } = splitAttribution(dash[1]));
      if (!quoteEl) quote = full.slice(0, dash.index);
    } else {
      for (const d of descendants(el, (e) =>
        ['strong', 'b', 'h3', 'h4', 'h5', 'h6', 'figcaption', 'footer'].includes(e.name),
      )) {
        const t = shortTextOf(dom, d, 8);
        // "Margaret E." ends in a full stop and is still a name, not a sentence
        if (t && (!/[.!?]$/.test(t) || NAME_WITH_INITIAL.test(t))) {
          attribution = t;
          ({ author, role, company } = splitAttribution(t));
          // "<div>Jane Doe</div><div>CEO at Acme</div>": the parts are separate elements
          const parts = descendants(d, (e) => e.children.some((c) => isText(c) && /\S/.test(c.data)))
            .map((e) => dom.textOf(e))
            .filter(Boolean);
          if (role === null && parts.length >= 2) {
            author = parts[0];
            ({ role, company } = splitAttribution(`x, ${parts.slice(1).join(', ')}`));
          }
          break;
        }
      }
    }
  }
  if (!quoteEl && attribution && quote.includes(attribution)) quote = quote.replace(attribution, ' ');
  if (!quoteEl && role && quote.includes(role)) quote = quote.replace(role, ' ');
  if (!quoteEl && company && quote.includes(company)) quote = quote.replace(company, ' ');
  quote = collapse(collapse(quote).replace(/^[“"']+|[”"']+$/g, '')).slice(0, 1000);
  if (wordCount(quote) < (author === null ? 5 : 3)) return null;
  // without a named person, a question or a status message is page copy, not a testimonial
  if (
    author === null &&
    (/\?/.test(quote) ||
      /\b(?:try again|problem|error|loading|your feedback|tell us what you think|let us know)\b/i.test(
        quote,
      ) ||
      wordCount(quote) < 10)
  )
    return null;
  // review widgets (histograms, sort controls) are not anyone's words
  if (REVIEW_WIDGET.test(quote)) return null;
  const hasPhoto =
    descendants(el, (e) => e.name === 'img' && !STAR_HINT.test(`${hintsOf(e)} ${e.attribs.src ?? ''}`))
      .length > 0;
  return placed(dom.locate(el), {
    quote,
    author,
    role,
    company,
    hasPhoto,
    rating: ratingFrom(dom, el),
    source,
  });
}

export function detectTestimonials(dom: PageDom, items: LocatedItem[]): Testimonial[] {
  const out: Testimonial[] = [];
  const taken = new Set<HtmlElement>();

  for (const { entity, from } of entitiesOfType(items, /^(?:Review|UserReview|CriticReview)$/)) {
    const body = stringValue(entity.reviewBody ?? entity.description ?? entity.text);
    if (!body) continue;
    const rating = entity.reviewRating as Record<string, unknown> | undefined;
    out.push(
      placed(dom.locate(from.element), {
        quote: body.slice(0, 1000),
        author: stringValue(entity.author),
        role: null,
        company: null,
        hasPhoto: false,
        rating: rating ? numberValue(rating.ratingValue) : null,
        source: 'schema',
        // a JSON-LD review is data in a script: the page shows none of it there
        ...(from.item.format === 'json-ld' ? { shownAs: [] } : {}),
      }),
    );
    if (from.item.format === 'microdata') taken.add(from.element);
  }

  // nest qualifying elements; a node with several qualifying children is a list, not an item
  const qualifying = dom.withHints.filter((el) => isQualifying(dom, el));
  const qset = new Set(qualifying);
  const children = new Map<HtmlElement | null, HtmlElement[]>();
  for (const el of qualifying) {
    let p = el.parent;
    while (p && !qset.has(p)) p = p.parent;
    const list = children.get(p) ?? [];
    list.push(el);
    children.set(p, list);
  }
  const visit = (el: HtmlElement): void => {
    const kids = children.get(el) ?? [];
    if (kids.length >= 2) {
      for (const k of kids) visit(k);
      return;
    }
    if (taken.has(el)) return;
    const item = withAttribution(el);
    const t = testimonialFrom(dom, item, 'markup');
    if (t) {
      out.push(t);
      taken.add(item);
    }
  };
  // "<li><p class=review>…</p><span class=by>by Ana</span></li>": the name sits beside the quote
  const withAttribution = (el: HtmlElement): HtmlElement => {
    const parent = el.parent;
    if (!parent || !parent.attribs || qset.has(parent) || parent.name === 'body') return el;
    const siblings = parent.children.filter((c): c is HtmlElement => isElement(c) && c !== el);
    const named = siblings.some(
      (c) => c.name === 'cite' || AUTHOR_HINT.test(hintsOf(c)) || c.attribs.itemprop === 'author',
    );
    if (!named || siblings.some((c) => qset.has(c))) return el;
    return dom.textFits(parent, dom.textOf(el).length + 200) ? parent : el;
  };
  for (const root of children.get(null) ?? []) visit(root);

  const inTaken = (el: HtmlElement): boolean => {
    let p: HtmlElement | null = el;
    while (p) {
      if (taken.has(p)) return true;
      p = p.parent;
    }
    return false;
  };
  for (const { element, ...t } of headedQuotes(dom, inTaken)) {
    out.push(t);
    taken.add(element);
  }
  for (const { element, ...t } of attributedParagraphs(dom, inTaken)) {
    out.push(t);
    taken.add(element);
  }
  if (out.length === 0) out.push(...videoTestimonials(dom));
  for (const el of [...dom.tag('blockquote'), ...dom.tag('q')]) {
    if (dom.info.get(el)?.hidden || inTaken(el)) continue;
    const region = dom.info.get(el)?.region;
    if (region === 'footer' || region === 'nav') continue;
    const cited =
      el.attribs.cite !== undefined ||
      el.children.some((c) => isElement(c) && (c.name === 'cite' || c.name === 'footer')) ||
      (el.parent !== null && el.parent.name === 'figure');
    const container = el.parent && el.parent.name === 'figure' ? el.parent : el;
    const t = testimonialFrom(dom, container, cited ? 'markup' : 'heuristic');
    if (!t) continue;
    // an uncited quote is a testimonial only when someone is named
    if (!cited && t.author === null) continue;
    out.push(t);
    taken.add(container);
  }
  return out.sort((a, b) => a.order - b.order);
}

/** Section headings that introduce what customers say. */
export const TESTIMONIAL_HEADING =
  /\b(?:testimonials?|what (?:our |my )?(?:clients|customers|people|patients|users|students|parents|guests) (?:say|are saying|think)|(?:clients|customers|patients) (?:speak|say)|hear (?:it )?from|kind words|in their (?:own )?words|success stories|love letters|don'?t (?:just )?take our word|(?:clients|customers|users|people|patients|guests|students|parents) love (?:us|it)|loved by (?:our )?(?:clients|customers|users))\b/i;
/** A paragraph that opens with a quotation mark. */
const QUOTED = /^\s*[“"„«‘']\s*\S/;

/**
 * Testimonials with no class to go by: quoted paragraphs in the section a testimonial heading
 * ("What our clients say") opens. The quote's parent carries the name when it is short.
 */
function headedQuotes(
  dom: PageDom,
  inTaken: (el: HtmlElement) => boolean,
): (Testimonial & { element: HtmlElement })[] {
  const out: (Testimonial & { element: HtmlElement })[] = [];
  for (const level of ['h1', 'h2', 'h3', 'h4']) {
    for (const h of dom.tag(level)) {
      if (!TESTIMONIAL_HEADING.test(dom.textOf(h)) || dom.info.get(h)?.hidden) continue;
      const region = dom.info.get(h)?.region;
      if (region === 'nav' || region === 'footer') continue;
      // the section: the nearest ancestor that holds more than the heading itself
      let section: HtmlElement | null = h.parent;
      for (let i = 0; section && section.attribs && i < 4; i += 1, section = section.parent) {
        if (!dom.textFits(section, dom.textOf(h).length + 40)) break;
      }
      if (!section || !section.attribs || !dom.textFits(section, 8000)) continue;
      for (const p of descendants(section, (e) => e.name === 'p' || e.name === 'div')) {
        if (p.name === 'div' && p.children.some((c) => isElement(c) && BLOCKISH.has(c.name))) continue;
        const text = dom.textOf(p);
        if (!QUOTED.test(text) || wordCount(text) < 4 || inTaken(p) || dom.info.get(p)?.hidden) continue;
        const parent = p.parent && p.parent !== section && p.parent.attribs ? p.parent : null;
        const item = parent && dom.textFits(parent, text.length + 120) ? parent : p;
        if (out.some((t) => t.element === item || isInside(item, t.element))) continue;
        const t = testimonialFrom(dom, item, 'heuristic');
        if (t && t.author !== null) out.push({ ...t, element: item });
      }
    }
  }
  return out;
}

/** A person's name on a line of its own: "Lynn Brod", "- Ferman", "Trich B", "Sam Jhonson". */
const NAME_LINE = /^[—–~-]?\s*(\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*\.?){0,2})$/u;
/** Button and menu wording that looks like a name in title case ("Read More", "Contact Us"). */
const NOT_A_NAME =
  /^(?:read|learn|see|view|get|contact|more|click|shop|buy|sign|log|start|try|book|call|download|explore|discover|by|posted|continue|next|previous|back|home|about|menu|our|the|your|all|free|new|join|watch|follow|share|advertisement|advertising|sponsored|related|photo|image|source|credit|tags?|comments?|reply|top)\b/i;
/** First person singular: a customer speaks of themselves; a business says "we" and "our". */
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|my|me)\b/;
/** "Karen D - Quick and easy, thanks!": a first name and initial, a dash, then the words. */
const NAME_DASH_QUOTE = /^(\p{Lu}\p{Ll}+\s+\p{Lu}\.?)\s*[-–—:]\s+(\S.{8,300})$/u;
const QUOTE_CUE = /testi|review|quote|feedback|client|customer|endorse/i;

/** The first element after `el` among its siblings that has text. */
function nextWithText(dom: PageDom, el: HtmlElement): HtmlElement | null {
  for (let n = el.next; n; n = n.next) {
    if (!isElement(n)) {
      if (isText(n) && /\S/.test(n.data)) return null;
      continue;
    }
    if (dom.textOf(n)) return n;
  }
  return null;
}

/** The name a short block opens with: the block itself, or its first text-bearing descendant. */
function nameIn(dom: PageDom, el: HtmlElement): { name: string; el: HtmlElement; rest: string } | null {
  const text = dom.textOf(el);
  if (text.length > 80 || el.name === 'a' || el.name === 'button' || /\d/.test(text)) return null;
  const lines = descendants(el, (e) => e.children.some((c) => isText(c) && /\S/.test(c.data)));
  const first = el.children.some((c) => isText(c) && /\S/.test(c.data)) ? el : (lines[0] ?? el);
  const firstText = dom.textOf(first);
  const m = NAME_LINE.exec(firstText);
  if (!m || NOT_A_NAME.test(m[1]) || first.name === 'a') return null;
  return { name: m[1], el: first, rest: collapse(text.slice(text.indexOf(firstText) + firstText.length)) };
}

/** A testimonial cue on the item or the section around it: a class, an aria-label or a heading. */
function cued(dom: PageDom, el: HtmlElement): boolean {
  let p: HtmlElement | null = el;
  for (let i = 0; p && p.attribs && i < 6; i += 1, p = p.parent) {
    if (QUOTE_CUE.test(`${hintsOf(p)} ${p.attribs['aria-label'] ?? ''}`)) return true;
    if (
      i >= 1 &&
      descendants(
        p,
        (e) =>
          (/^h[1-6]$/.test(e.name) || /header|heading|title/.test(hintsOf(e))) &&
          dom.textOf(e).length <= 400 &&
          TESTIMONIAL_HEADING.test(dom.textOf(e)),
      ).length > 0
    )
      return true;
  }
  return false;
}

/**
 * Testimonials with no class to go by: a paragraph of someone's words followed by their name on a
 * line of its own ("<p>…</p><b>- Ferman</b>", a card with the quote, an avatar, "Trich B"), or a
 * "Karen D - Quick and easy, thanks!" line. A quote comes before its name (a team member's bio
 * comes after). One such pair counts when a testimonial cue surrounds it or the words are in the
 * first person; otherwise only a repeated pattern (two or more) does.
 */
function attributedParagraphs(
  dom: PageDom,
  inTaken: (el: HtmlElement) => boolean,
): (Testimonial & { element: HtmlElement })[] {
  const found: { t: Testimonial & { element: HtmlElement }; strong: boolean; heading: boolean }[] = [];
  const usable = (el: HtmlElement): boolean => {
    const info = dom.info.get(el);
    return !info?.hidden && info?.region !== 'nav' && info?.region !== 'footer' && !inTaken(el);
  };
  for (const p of [...dom.tag('p'), ...dom.tag('blockquote')]) {
    if (!usable(p)) continue;
    const text = dom.textOf(p);
    const words = wordCount(text);
    if (words < 6 || words > 150 || /\?\s*$/.test(text)) continue;
    const next = nextWithText(dom, p);
    const name = next ? nameIn(dom, next) : null;
    if (!next || !name) continue;
    const parent = p.parent && p.parent.attribs ? p.parent : null;
    const item =
      parent && parent.name !== 'body' && dom.textFits(parent, text.length + dom.textOf(next).length + 60)
        ? parent
        : p;
    if (found.some((f) => f.t.element === item)) continue;
    const { role, company } = splitAttribution(`x, ${name.rest}`);
    found.push({
      t: placed(dom.locate(item), {
        element: item,
        quote: text.replace(/^[“"'„«‘]+|[”"'»’]+$/g, '').slice(0, 1000),
        author: name.name,
        role: name.rest ? role : null,
        company: name.rest ? company : null,
        hasPhoto: descendants(item, (e) => e.name === 'img').length > 0,
        rating: ratingFrom(dom, item),
        source: 'heuristic',
      }),
      strong: cued(dom, item) || FIRST_PERSON.test(text),
      heading: /^h[1-6]$/.test(name.el.name) || /^h[1-6]$/.test(next.name),
    });
  }
  for (const run of dom.textRuns) {
    const el = run.parent;
    // the name and the words often sit in sibling spans: read the short block around them
    const item =
      el.parent && el.parent.attribs && el.parent.name !== 'body' && dom.textFits(el.parent, 320)
        ? el.parent
        : el;
    const m = NAME_DASH_QUOTE.exec(dom.textOf(item));
    if (!m || !usable(item) || NOT_A_NAME.test(m[1]) || (!FIRST_PERSON.test(m[2]) && !/thank/i.test(m[2])))
      continue;
    if (found.some((f) => f.t.element === item || isInside(item, f.t.element))) continue;
    found.push({
      t: placed(dom.locate(item), {
        element: item,
        quote: m[2],
        author: m[1],
        role: null,
        company: null,
        hasPhoto: false,
        rating: null,
        source: 'heuristic',
      }),
      strong: true,
      heading: false,
    });
  }
  // a heading after a paragraph is as often the next feature's title as a name: only with a cue
  const usableFound = found.filter((f) => !f.heading || f.strong);
  const repeated = usableFound.length >= 2;
  return usableFound.filter((f) => f.strong || repeated).map((f) => f.t);
}

const VIDEO_HREF =
  /(?:youtube\.com\/(?:watch|embed|shorts)|youtu\.be\/|vimeo\.com\/|wistia\.|loom\.com\/share)/i;

/**
 * Video testimonials: videos between a testimonial heading ("Our Clients Speak") and the next
 * section heading. They have no words on the page, so each one's quote is the heading that
 * introduces it; they count only when the page has no written testimonial.
 */
function videoTestimonials(dom: PageDom): Testimonial[] {
  const out: Testimonial[] = [];
  const headings = dom.elements.filter((e) => /^h[1-4]$/.test(e.name) && !dom.info.get(e)?.hidden);
  for (let i = 0; i < headings.length && out.length === 0; i += 1) {
    const h = headings[i];
    const text = dom.textOf(h);
    const region = dom.info.get(h)?.region;
    if (!TESTIMONIAL_HEADING.test(text) || region === 'nav' || region === 'footer') continue;
    const from = dom.orderOf(h);
    // a smaller heading right under it is its subtitle; the section ends at the next heading after that
    const next = headings[i + 1];
    const subtitle = next && next.name > h.name && dom.orderOf(next) - from <= 8 ? next : null;
    const end = headings[subtitle ? i + 2 : i + 1];
    const to = end ? dom.orderOf(end) : Infinity;
    const seen = new Set<string>();
    const intro = collapse(subtitle ? `${text} — ${dom.textOf(subtitle)}` : text);
    const shownAs = [h, ...(subtitle ? [subtitle] : [])].map((e) => ({
      text: dom.textOf(e),
      selector: dom.selectorOf(e),
    }));
    for (const el of [...dom.tag('a'), ...dom.tag('iframe'), ...dom.tag('video')]) {
      const order = dom.orderOf(el);
      if (order <= from || order >= to || dom.info.get(el)?.hidden) continue;
      const src = el.name === 'a' ? (el.attribs.href ?? '') : (el.attribs.src ?? '');
      if (el.name !== 'video' && !VIDEO_HREF.test(src)) continue;
      const key = src || String(order);
      if (seen.has(key) || seen.size >= 12) continue;
      seen.add(key);
      const box = el.parent && el.parent.attribs ? el.parent : el;
      const located = dom.locate(box);
      // several videos in one strip: one testimonial each needs a box of its own
      if (out.some((t) => t.selector === located.selector)) continue;
      out.push(
        placed(located, {
          quote: intro.slice(0, 1000),
          author: null,
          role: null,
          company: null,
          hasPhoto: descendants(box, (e) => e.name === 'img').length > 0 || el.attribs.poster !== undefined,
          rating: null,
          source: 'heuristic',
          shownAs,
        }),
      );
    }
    // a lone video under the heading is a showreel as often as a testimonial
    if (out.length < 2) out.length = 0;
  }
  return out;
}

const BLOCKISH = new Set(['p', 'div', 'ul', 'ol', 'section', 'article', 'blockquote', 'figure', 'table']);

export function detectReviewSummaries(dom: PageDom, items: LocatedItem[]): ReviewSummary[] {
  const out: ReviewSummary[] = [];
  for (const { entity, from } of entitiesOfType(items, /^AggregateRating$/)) {
    out.push(
      placed(dom.locate(from.element), {
        ratingValue: numberValue(entity.ratingValue),
        bestRating: numberValue(entity.bestRating) ?? 5,
        ratingCount: numberValue(entity.ratingCount),
        reviewCount: numberValue(entity.reviewCount),
        source: 'schema',
      }),
    );
  }
  const byElement = new Map<HtmlElement, ReviewSummary>();
  for (const run of dom.textRuns) {
    const text = run.text;
    if (text.length > 200 || !/\d/.test(text)) continue;
    const rating = RATING_TEXT.exec(text);
    const count = COUNT_TEXT.exec(text);
    if (!rating && !count) continue;
    // rating and count often sit in sibling spans: attach both to a shared nearby container
    let holder = run.parent;
    for (let i = 0; i < 2 && holder.parent && dom.textFits(holder.parent, 160); i += 1)
      holder = holder.parent;
    let summary = byElement.get(holder);
    if (!summary) {
      if (byElement.size >= 50) break;
      summary = placed(dom.locate(holder), {
        ratingValue: null,
        bestRating: 5,
        ratingCount: null,
        reviewCount: null,
        source: 'markup' as const,
      });
      byElement.set(holder, summary);
    }
    if (rating && summary.ratingValue === null) {
      summary.ratingValue = Number.parseFloat(rating[1].replace(',', '.'));
      summary.bestRating = Number(rating[2]);
    }
    if (count) {
      const n = Number.parseInt(count[1].replace(/[,.]/g, ''), 10);
      if (/rating/i.test(count[3])) summary.ratingCount ??= n;
      else summary.reviewCount ??= n;
    }
  }
  // a rating and its count in neighbouring blocks are one summary; repeats of it are dropped
  const merged: ReviewSummary[] = [];
  for (const summary of [...byElement.values()].sort((a, b) => a.order - b.order)) {
    const last = merged[merged.length - 1];
    const near = last !== undefined && summary.order - last.order <= 40;
    if (
      near &&
      last.ratingValue === null &&
      summary.ratingValue !== null &&
      summary.ratingCount === null &&
      summary.reviewCount === null
    ) {
      last.ratingValue = summary.ratingValue;
      last.bestRating = summary.bestRating;
      continue;
    }
    if (near && summary.ratingValue === null && last.ratingCount === null && last.reviewCount === null) {
      last.ratingCount ??= summary.ratingCount;
      last.reviewCount ??= summary.reviewCount;
      continue;
    }
    merged.push(summary);
  }
  // once a rating with its count is known, lone ratings are single reviews' stars, not summaries
  const complete = merged.some(
    (m) => m.ratingValue !== null && (m.ratingCount !== null || m.reviewCount !== null),
  );
  for (const summary of merged) {
    if (
      complete &&
      (summary.ratingValue === null || (summary.ratingCount === null && summary.reviewCount === null))
    )
      continue;
    const same = out.some(
      (m) =>
        m.ratingValue === summary.ratingValue &&
        m.ratingCount === summary.ratingCount &&
        m.reviewCount === summary.reviewCount,
    );
    if (!same) out.push(summary);
  }
  return out;
}
