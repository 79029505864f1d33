import {
  BLOCK_TAGS,
  collapse,
  descendants,
  isElement,
  isText,
  type HtmlElement,
  type HtmlNode,
  type PageDom,
} from '../dom.js';
import { hintWords } from './perception.js';

/**
 * How far below one element another starts, estimated from markup alone: the space the content
 * between them takes in a plain block flow on a desktop screen (lines of text at their type's size,
 * form fields, declared image heights, table rows and grid columns side by side). It is how a
 * reader of the markup judges that a form's button sits "after four fields and a 10-row textarea",
 * for pages whose stylesheets did not load. Null when the two sit side by side or in places whose
 * order says nothing of height: different table cells or grid columns, a sidebar, a carousel.
 */
export function markupGap(dom: PageDom, from: HtmlElement, to: HtmlElement): number | null {
  if (dom.orderOf(to) <= dom.orderOf(from)) return null;
  const lca = commonAncestor(from, to);
  if (!lca || lca === from || lca === to) return null;
  if (onPath(from, lca, isSide) || onPath(to, lca, isSide) || onPath(to, lca, isTop)) return null;
  const flow = new Flow(dom, from, to);
  flow.block(lca);
  return flow.gap();
}

/** Class words of boxes that sit beside others: grid columns, sidebars, slides. */
const SIDE_WORDS = new Set([
  'col',
  'column',
  'columns',
  'sidebar',
  'aside',
  'slide',
  'slider',
  'slides',
  'carousel',
  'swiper',
  'slick',
  'owl',
  'half',
  'third',
  'quarter',
  'grid',
  'right',
  'left',
  'side',
  'float',
  'pull',
  'flex',
  'inline',
]);

function isSide(el: HtmlElement): boolean {
  if (el.name === 'td' || el.name === 'th' || el.name === 'aside') return true;
  return hintWords(el).some((w) => SIDE_WORDS.has(w) || /^(?:span|col|grid)\d+$/.test(w));
}

/** A box named as the page's header or top bar: drawn at the top wherever the markup puts it. */
function isTop(el: HtmlElement): boolean {
  return el.name === 'header' || hintWords(el).some((w) => /^(?:header|masthead|topbar)\d*$/.test(w));
}

const CAROUSEL = new Set(['carousel', 'slider', 'slideshow', 'slides', 'swiper', 'slick', 'owl']);
const MENU = new Set(['menu', 'nav', 'navbar', 'navigation', 'menubar']);

/** Whether an element, or a box it sits in below the common ancestor `lca`, passes the test. */
function onPath(el: HtmlElement, lca: HtmlElement, test: (box: HtmlElement) => boolean): boolean {
  for (let current: HtmlElement | null = el; current && current !== lca; current = parentOf(current))
    if (test(current)) return true;
  return false;
}

function parentOf(el: HtmlElement): HtmlElement | null {
  return el.parent && isElement(el.parent) ? el.parent : null;
}

function commonAncestor(a: HtmlElement, b: HtmlElement): HtmlElement | null {
  const chain = new Set<HtmlElement>();
  for (let current: HtmlElement | null = a; current; current = parentOf(current)) chain.add(current);
  for (let current: HtmlElement | null = b; current; current = parentOf(current))
    if (chain.has(current)) return current;
  return null;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'meta', 'link']);
/** Blocks with a margin under them. */
const SPACED = new Set(['p', 'ul', 'ol', 'blockquote', 'form', 'table', 'dl', 'fieldset', 'pre', 'figure']);
/** Characters a line holds and its height: body text in a desktop column, and each heading level. */
const TYPE: Record<string, [number, number]> = {
  body: [110, 24],
  h1: [32, 48],
  h2: [45, 38],
  h3: [60, 30],
  h4: [90, 26],
  h5: [100, 24],
  h6: [100, 24],
};
const FIELD_HEIGHT = 40;
const TEXT_FIELD = /^(?:|text|email|tel|password|number|search|date|url|datetime-local|month|week|time)$/;

class Flow {
  private y = 0;
  private chars = 0;
  private perLine = TYPE.body[0];
  private lineHeight = TYPE.body[1];
  private fromBottom: number | null = null;
  private toTop: number | null = null;

  constructor(
    private readonly dom: PageDom,
    private readonly from: HtmlElement,
    private readonly to: HtmlElement,
  ) {}

  gap(): number | null {
    return this.fromBottom === null || this.toTop === null ? null : Math.max(0, this.toTop - this.fromBottom);
  }

  private get done(): boolean {
    return this.toTop !== null;
  }

  private flush(): void {
    if (this.chars > 0) this.y += Math.ceil(this.chars / this.perLine) * this.lineHeight;
    this.chars = 0;
  }

  private node(node: HtmlNode): void {
    if (this.done) return;
    if (isText(node)) {
      const text = collapse(node.data);
      if (text) this.chars += text.length + 1;
      return;
    }
    if (!isElement(node)) return;
    this.element(node);
  }

  private element(el: HtmlElement): void {
    if (this.done || SKIPPED.has(el.name)) return;
    if (this.dom.info.get(el)?.hidden) return;
    if (el === this.to) {
      this.flush();
      this.toTop = this.y;
      return;
    }
    if (el === this.from) {
      this.block(el);
      if (!this.done) this.fromBottom = this.y;
      return;
    }
    const own = this.ownHeight(el);
    if (own !== null) {
      this.flush();
      this.y += own;
      return;
    }
    if (el.name === 'br') {
      if (this.chars === 0) this.y += this.lineHeight;
      this.flush();
      return;
    }
    if (el.name === 'tr' || this.columns(el)) {
      this.row(el);
      return;
    }
    if (BLOCK_TAGS.has(el.name) || el.name === 'center') {
      this.block(el);
      return;
    }
    for (const child of el.children) this.node(child);
  }

  /** The height of a box that holds no flow of its own (a field, a picture, a captcha), or null. */
  private ownHeight(el: HtmlElement): number | null {
    const a = el.attribs;
    if (el.name === 'input') {
      const type = (a.type ?? '').toLowerCase();
      return TEXT_FIELD.test(type)
        ? FIELD_HEIGHT + 8
        : type === 'submit' || type === 'image'
          ? FIELD_HEIGHT
          : 0;
    }
    if (el.name === 'select') return FIELD_HEIGHT + 8;
    if (el.name === 'textarea') return (Number(a.rows) > 0 ? Number(a.rows) : 2) * 20 + 12;
    if (el.name === 'img' || el.name === 'iframe' || el.name === 'video') {
      const height = Number(a.height);
      // an icon sits in the line; a picture without a declared height takes space nobody can tell
      return Number.isFinite(height) && height > 40 ? Math.min(height, 600) : null;
    }
    const words = hintWords(el);
    if (words.includes('recaptcha')) return 78;
    // a menu is one bar (its entries side by side, its sub-menus closed)
    if (
      el.name === 'nav' ||
      this.dom.info.get(el)?.region === 'nav' ||
      ((el.name === 'ul' || el.name === 'ol') && words.some((w) => MENU.has(w)))
    )
      return 50;
    // a carousel shows one slide: its tallest declared picture, or a usual banner's height
    if (
      words.some((w) => CAROUSEL.has(w)) &&
      (el.name === 'div' || el.name === 'section' || el.name === 'ul')
    ) {
      let tallest = 0;
      for (const img of descendants(el, (e) => e.name === 'img'))
        tallest = Math.max(tallest, Number(img.attribs.height) || 0);
      return Math.min(tallest || 400, 600);
    }
    return null;
  }

  /** Element children laid side by side: the tallest sets the row's height. */
  private columns(el: HtmlElement): boolean {
    const kids = el.children.filter(isElement);
    return kids.length >= 2 && kids.every((k) => isSide(k));
  }

  private row(el: HtmlElement): void {
    this.flush();
    const cells = el.children.filter(isElement);
    const start = this.y;
    let bottom = start;
    const [perLine, lineHeight] = [this.perLine, this.lineHeight];
    this.perLine = Math.max(20, Math.round(perLine / Math.max(1, cells.length)));
    for (const cell of cells) {
      if (this.done) break;
      this.y = start;
      this.element(cell);
      this.flush();
      bottom = Math.max(bottom, this.y);
    }
    [this.perLine, this.lineHeight] = [perLine, lineHeight];
    if (!this.done) this.y = bottom;
  }

  block(el: HtmlElement): void {
    this.flush();
    const type = TYPE[el.name];
    const saved: [number, number] = [this.perLine, this.lineHeight];
    if (type) [this.perLine, this.lineHeight] = type;
    for (const child of el.children) this.node(child);
    this.flush();
    [this.perLine, this.lineHeight] = saved;
    if (!this.done && (SPACED.has(el.name) || type)) this.y += type ? 12 : 16;
  }
}
