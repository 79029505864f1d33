import {
  BLOCK_TAGS,
  collapse,
  holdsWords,
  isElement,
  isText,
  placed,
  wordCount,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type { Heading, TextBlock } from '../page-model.js';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const BLOCK_SOURCES = new Set([
  'p',
  'li',
  'blockquote',
  'td',
  'dd',
  'figcaption',
  'div',
  'th',
  'dt',
  'address',
  'pre',
  'span',
]);

/** Text of an element, with image alts as a fallback, for headings that hold only a logo. */
/**
 * A heading made of two elements side by side whose words run into each other ("<a>Maison Francis
 * Kurkdjian</a><span>Gentle Fluidity Gold</span>", a brand link over a product name; a name over its
 * trade): styled as two lines, they read as two. Inline in the markup, their text joins without a
 * space, so where one element's text ends in a small letter or a digit and the next element's text
 * begins with a capital, the heading's text gets the space a visitor sees. Null when nothing is glued.
 */
function parted(dom: PageDom, el: HtmlElement): string | null {
  const parts: string[] = [];
  let glued = false;
  let afterElement = false;
  for (const child of el.children) {
    if (isText(child)) {
      parts.push(child.data);
      afterElement = false;
    } else if (isElement(child)) {
      if (!dom.isVisible(child)) continue;
      const own = dom.textOf(child);
      if (!own) continue;
      const before = parts.length > 0 ? parts[parts.length - 1] : '';
      if (afterElement && /[\p{Ll}\p{N}]$/u.test(before) && /^\p{Lu}/u.test(own)) {
        parts.push(' ');
        glued = true;
      }
      parts.push(own);
      afterElement = true;
    }
  }
  return glued ? collapse(parts.join('')) : null;
}

function headingText(dom: PageDom, el: HtmlElement): string {
  const text = dom.textOf(el);
  if (text) return parted(dom, el) ?? text;
  const label = el.attribs['aria-label'];
  if (label) return collapse(label);
  const alts: string[] = [];
  const visit = (node: HtmlElement): void => {
    for (const c of node.children) {
      if (!isElement(c)) continue;
      if (c.name === 'img' && c.attribs.alt) alts.push(c.attribs.alt);
      else visit(c);
    }
  };
  visit(el);
  return collapse(alts.join(' '));
}

export function detectHeadings(dom: PageDom): Heading[] {
  const headings: Heading[] = [];
  for (const tag of HEADING_TAGS) {
    const level = Number(tag[1]) as Heading['level'];
    for (const el of dom.tag(tag)) {
      if (!dom.isVisible(el) || dom.info.get(el)?.inHead) continue;
      const text = headingText(dom, el);
      if (!text) continue;
      headings.push(placed(dom.locate(el), { level, text: text.slice(0, 500) }));
    }
  }
  return headings.sort((a, b) => a.order - b.order);
}

/**
 * The element's own inline text: its text nodes and inline descendants, stopping at nested blocks.
 * `breaks` receives the length of `out` at each nested block that holds words, where the shown
 * text is interrupted (a <br> only breaks the line: the text on both sides reads on).
 */
function ownInlineText(dom: PageDom, el: HtmlElement, out: string[], breaks: number[] = []): void {
  for (const child of el.children) {
    if (isText(child)) {
      out.push(child.data);
    } else if (isElement(child)) {
      if (BLOCK_TAGS.has(child.name) || /^h[1-6]$/.test(child.name)) {
        if (holdsWords(child)) breaks.push(out.length);
        // a line break or a nested block still ends the word before it: "eliminate<br>revenue"
        out.push(' ');
        continue;
      }
      const info = dom.info.get(child);
      if (!info || info.hidden) continue;
      if (
        child.name === 'script' ||
        child.name === 'style' ||
        child.name === 'svg' ||
        child.name === 'noscript'
      )
        continue;
      ownInlineText(dom, child, out, breaks);
    }
  }
}

/**
 * Whether an element's own inline text is only the labels of its links and buttons: a row of
 * buttons ("Find Out More"), not copy a visitor reads, however many words the labels have.
 */
export function labelsOnly(el: HtmlElement | undefined): boolean {
  if (!el) return false;
  let copy = false;
  const visit = (node: HtmlElement, inControl: boolean): void => {
    for (const child of node.children) {
      if (copy) return;
      if (isText(child)) {
        if (!inControl && /\S/.test(child.data)) copy = true;
      } else if (isElement(child) && !BLOCK_TAGS.has(child.name) && !/^h[1-6]$/.test(child.name)) {
        visit(child, inControl || child.name === 'a' || child.name === 'button');
      }
    }
  };
  visit(el, el.name === 'a' || el.name === 'button');
  return !copy;
}

/** The runs of own text between nested blocks, when there is more than one. */
function piecesOf(out: string[], breaks: number[]): string[] | undefined {
  // without a nested block there is one run at most
  if (breaks.length === 0) return undefined;
  const pieces: string[] = [];
  let from = 0;
  for (const at of [...breaks, out.length]) {
    const piece = collapse(out.slice(from, at).join(''));
    if (piece) pieces.push(piece.slice(0, 2000));
    from = at;
  }
  return pieces.length > 1 ? pieces.slice(0, MAX_PIECES) : undefined;
}

/** Pieces kept per interrupted block. */
const MAX_PIECES = 20;

function hasDirectText(el: HtmlElement): boolean {
  for (const child of el.children) if (isText(child) && /\S/.test(child.data)) return true;
  return false;
}

/**
 * Visible text blocks in reading (document) order. A block holds its own inline text only, so a
 * list item wrapping a paragraph yields the paragraph once rather than twice.
 */
export function detectTextBlocks(dom: PageDom): TextBlock[] {
  const blocks: TextBlock[] = [];
  const seenParents = new Set<HtmlElement>();
  for (const run of dom.textRuns) {
    // climb from the text's parent through inline elements to the block that owns the run
    let el: HtmlElement | null = run.parent;
    while (el && !BLOCK_TAGS.has(el.name) && !/^h[1-6]$/.test(el.name) && el.parent && isElement(el.parent)) {
      el = el.parent;
    }
    if (!el || seenParents.has(el)) continue;
    seenParents.add(el);
    const name = el.name;
    if (!BLOCK_SOURCES.has(name)) continue;
    if (name === 'span' && !hasDirectText(el)) continue;
    const out: string[] = [];
    const breaks: number[] = [];
    ownInlineText(dom, el, out, breaks);
    const text = collapse(out.join(''));
    if (!text) continue;
    const words = wordCount(text);
    if (words === 0) continue;
    const pieces = piecesOf(out, breaks);
    const block: TextBlock = placed(dom.locate(el), { tag: name, text: text.slice(0, 2000), words });
    if (pieces) block.pieces = pieces;
    blocks.push(block);
  }
  return blocks.sort((a, b) => a.order - b.order);
}
