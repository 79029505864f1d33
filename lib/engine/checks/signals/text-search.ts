/**
 * Finding text on the page. One TextHit, one findLink; three ways of finding text, because checks
 * depend on how each behaves (each keeps its golden results):
 * - findText: the first heading, text block, link (by visible text) or call to action matching,
 *   in document order.
 * - findTextOrPassage: the same elements, links also by accessible name; a page whose whole text
 *   does not match is skipped at once, and words that sit in markup the model does not list are
 *   found as a passage of the page text (a hit on `body`).
 * - findTextLinksFirst: links (text or name) before calls to action, headings and text blocks,
 *   whatever their order on the page.
 */
import type { Heading, Link, Located, PageModel } from '../../model/page-model.js';
import { derived } from './memo.js';
import { pathOf } from './urls.js';

/** An element of the page that carries readable text. */
export interface TextHit extends Located {
  text: string;
  /**
   * Which kind of element the text came from. Set by textPieces only: other hits are the elements
   * themselves, whose own `kind` means something else.
   */
  source?: 'heading' | 'block' | 'link' | 'cta';
}

/** Headings, text blocks, links (by text, else accessible name) and calls to action in document order. */
export function textElements(model: PageModel): TextHit[] {
  return derived(model, 'textElements', (m) =>
    [...m.headings, ...m.textBlocks, ...m.links.map((l) => (l.text ? l : { ...l, text: l.name })), ...m.ctas]
      .filter((b) => b.text.length > 0)
      .sort((a, b) => a.order - b.order),
  );
}

/**
 * Headings, text blocks, links with visible text and calls to action in document order, as plain
 * hits that say their kind.
 */
export function textPieces(model: PageModel): TextHit[] {
  return derived(model, 'textPieces', computeTextPieces);
}

function computeTextPieces(model: PageModel): TextHit[] {
  const list: TextHit[] = [];
  for (const h of model.headings)
    list.push({ selector: h.selector, text: h.text, order: h.order, region: h.region, source: 'heading' });
  for (const b of model.textBlocks)
    list.push({ selector: b.selector, text: b.text, order: b.order, region: b.region, source: 'block' });
  for (const l of model.links)
    if (l.text)
      list.push({ selector: l.selector, text: l.text, order: l.order, region: l.region, source: 'link' });
  for (const c of model.ctas)
    list.push({ selector: c.selector, text: c.text, order: c.order, region: c.region, source: 'cta' });
  list.sort((a, b) => a.order - b.order);
  return list;
}

/** The first visible text (heading, block, link or call to action) matching `re`, else null. */
export function findText(model: PageModel, re: RegExp, where?: (hit: TextHit) => boolean): TextHit | null {
  for (const hit of textPieces(model)) {
    if ((!where || where(hit)) && re.test(hit.text)) return hit;
  }
  return null;
}

/**
 * The first element whose text matches `re` (a non-global regex). When only the page text matches
 * (the words sit in markup the model does not list), a hit on `body` quotes the matching passage.
 */
export function findTextOrPassage(model: PageModel, re: RegExp): TextHit | null {
  // The whole-page text is one string: testing it first skips the element scan on most pages.
  if (model.text.length > 0 && !re.test(model.text)) return null;
  for (const el of textElements(model)) {
    if (re.test(el.text)) return el;
  }
  const m = re.exec(model.text);
  if (!m) return null;
  const start = Math.max(0, m.index - 60);
  return {
    selector: 'body',
    order: 0,
    region: 'main',
    text: model.text.slice(start, m.index + m[0].length + 60),
  };
}

/**
 * Where a check looks before it says something is missing ("missing" means missing everywhere):
 * the text a visitor reads (headings, text blocks, links, calls to action, in document order),
 * then what pages draw as images (a link's accessible name, an image's alt text: a banner or a
 * button drawn as a picture), then any passage of the page text (header and top bars, tabs and
 * accordions the model lists no element for), quoted at `body`.
 */
export function findAnywhere(model: PageModel, re: RegExp): TextHit | null {
  const hit = findText(model, re);
  if (hit) return hit;
  for (const l of model.links)
    if (l.name && l.name !== l.text && re.test(l.name)) return { ...l, text: l.name };
  for (const img of model.images)
    if (img.alt && re.test(img.alt))
      return { selector: img.selector, order: img.order, region: img.region, text: img.alt };
  return findTextOrPassage(model, re);
}

/** The first link (text or name) matching `re`, else the first call to action, heading or text block. */
export function findTextLinksFirst(model: PageModel, re: RegExp): TextHit | undefined {
  const link = model.links.find((l) => re.test(l.text) || re.test(l.name));
  if (link) return re.test(link.text) ? link : { ...link, text: link.name };
  return (
    model.ctas.find((c) => re.test(c.text)) ??
    model.headings.find((h) => re.test(h.text)) ??
    model.textBlocks.find((b) => re.test(b.text))
  );
}

/** Every element whose text matches `re`, in document order (the elements of findTextOrPassage). */
export function findAllText(model: PageModel, re: RegExp): TextHit[] {
  if (model.text.length > 0 && !re.test(model.text)) return [];
  return textElements(model).filter((el) => re.test(el.text));
}

/** The first heading matching `re`. */
export function findHeading(model: PageModel, re: RegExp): Heading | null {
  for (const h of model.headings) if (re.test(h.text)) return h;
  return null;
}

/**
 * The first link whose text or accessible name matches `textRe`, or (a page link) whose URL path
 * matches `hrefRe`.
 */
export function findLink(model: PageModel, textRe: RegExp | null, hrefRe: RegExp | null = null): Link | null {
  for (const l of model.links) {
    if (textRe && (textRe.test(l.text) || (l.name !== l.text && textRe.test(l.name)))) return l;
    if (hrefRe && l.kind === 'page' && hrefRe.test(pathOf(l.href))) return l;
  }
  return null;
}

/** Elements of `items` within `window` document positions of `order` (either side). */
export function near<T extends Located>(items: readonly T[], order: number, window: number): T[] {
  return items.filter((i) => Math.abs(i.order - order) <= window);
}

interface TextRange {
  start: number;
  end: number;
}

/** Every match of `re` in the page text, as character ranges (computed once per model and pattern). */
export function textMatches(model: PageModel, re: RegExp): TextRange[] {
  const perPattern = derived(model, 'textMatches', () => new Map<RegExp, TextRange[]>());
  let ranges = perPattern.get(re);
  if (!ranges) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    ranges = [...model.text.matchAll(g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
    perPattern.set(re, ranges);
  }
  return ranges;
}

/**
 * Distance in characters of page text between an anchor phrase (e.g. a button label) and the
 * nearest match of `re`, with the matched passage. Used when the matching words sit in markup
 * the model does not list, so element order cannot measure nearness.
 */
export function textGap(
  model: PageModel,
  anchor: string,
  re: RegExp,
): { chars: number; passage: string } | null {
  const at = anchor.length > 0 ? model.text.indexOf(anchor) : -1;
  if (at < 0) return null;
  let best: { start: number; end: number; chars: number } | null = null;
  for (const r of textMatches(model, re)) {
    const chars = Math.max(0, r.start < at ? at - r.end : r.start - (at + anchor.length));
    if (!best || chars < best.chars) best = { ...r, chars };
  }
  return best
    ? { chars: best.chars, passage: model.text.slice(Math.max(0, best.start - 40), best.end + 40) }
    : null;
}
