import { Parser } from 'htmlparser2';
import type { Layout, Located, Region } from './page-model.js';
import { FUNCTION_WORDS } from './vocabulary.js';

/**
 * The parsed page, walked once. The tree is built from htmlparser2's parser events into plain
 * objects: domhandler's class-based nodes cost several times the tokenizing itself (V8 handles
 * their class-field initialisers across the node subclasses slowly), and we need none of its API.
 */
export interface HtmlNode {
  type: string;
  parent: HtmlElement | null;
  prev: HtmlNode | null;
  next: HtmlNode | null;
}

export interface HtmlText extends HtmlNode {
  type: 'text';
  data: string;
}

interface HtmlRoot {
  type: 'root';
  name: '#root';
  attribs: Record<string, string>;
  children: HtmlNode[];
  parent: null;
}

export interface HtmlElement extends HtmlNode {
  type: 'tag' | 'script' | 'style';
  name: string;
  attribs: Record<string, string>;
  children: HtmlNode[];
  /** Set by the walk; kept on the node because a Map lookup per access is measurable. */
  info?: ElementInfo;
  /** Memoised class + id, lower case (see hintsOf). */
  hints?: string;
  /**
   * Per-element answers memoised on the node, like info and hints: the pickers ask for the same
   * elements again and again, and a property read is cheaper than a Map or WeakMap lookup (and
   * leaves the garbage collector no weak tables to trace). An element belongs to one parse, so a
   * memo never outlives the model it was built for. Null until the first answer (most elements are
   * never asked); set on every node when it is made, so all elements share one shape.
   */
  memo: ElementMemo | null;
}

/** See HtmlElement.memo; undefined until first asked. */
export interface ElementMemo {
  /** PageDom.textOf. */
  text: string | undefined;
  /** The largest limit textFits found the text longer than, before the text itself was made. */
  over: number | undefined;
  /** PageDom.selectorOf. */
  selector: string | undefined;
  /** nth-of-type number among its parent's children (set when the parent's counts are made). */
  nth: number | undefined;
  /** Count of each tag name among the children (this element as a parent). */
  typeCounts: Map<string, number> | undefined;
  /** writtenText. */
  written: string | undefined;
  /** perception's shownText. */
  shown: string | undefined;
  /** perception's hintWords. */
  words: string[] | undefined;
  /** perception's concealment (null: none). */
  conceal: string | null | undefined;
  /** perception's subtreeSize. */
  size: number | undefined;
  /** selectorOf's step for this element ("div:nth-of-type(2)"), the same whoever asks. */
  segment: string | undefined;
  /** selectorOf's "#id" for this element, null when its id is missing, odd or not unique. */
  idSelector: string | null | undefined;
  /** classTokens. */
  classes: readonly string[] | undefined;
}

/** The element's memo, made on first use. */
export function memoOf(el: HtmlElement): ElementMemo {
  return (el.memo ??= {
    text: undefined,
    over: undefined,
    selector: undefined,
    nth: undefined,
    typeCounts: undefined,
    written: undefined,
    shown: undefined,
    words: undefined,
    conceal: undefined,
    size: undefined,
    segment: undefined,
    idSelector: undefined,
    classes: undefined,
  });
}

/** What the walk learnt about one element. */
export interface ElementInfo {
  order: number;
  region: Region;
  /** Hidden by its own attributes or an ancestor's (hidden, aria-hidden, inline display:none...). */
  hidden: boolean;
  /** Inside <head>. */
  inHead: boolean;
  layout?: Layout;
}

/** A visible text node of <body> with the element that holds it. */
export interface TextRun {
  /** Whitespace collapsed and trimmed. */
  text: string;
  parent: HtmlElement;
}

/** Elements whose content is never page text. */
const SKIP_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
]);

/** Elements that end a run of inline text (so words on both sides do not glue together). */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'button',
  'option',
  'select',
  'textarea',
  'label',
]);

/** Tags whose text is not page text even when visible (form control contents). */
const NON_TEXT_CONTROLS = new Set(['select', 'option', 'textarea', 'datalist']);

const LANDMARK_TAGS: Record<string, Region> = {
  header: 'header',
  nav: 'nav',
  main: 'main',
  aside: 'aside',
  footer: 'footer',
};

const LANDMARK_ROLES: Record<string, Region> = {
  banner: 'header',
  navigation: 'nav',
  main: 'main',
  complementary: 'aside',
  contentinfo: 'footer',
};

const HINT_PATTERNS: [RegExp, Region][] = [
  [/^(?:(?:site|page|main|global|top|primary)[-_]?)?(?:header|masthead|topbar|top-bar)$/i, 'header'],
  [/^(?:(?:site|page|main|global|bottom)[-_]?)?footer$/i, 'footer'],
  [/^(?:(?:site|main|primary|global|top)[-_]?)?(?:nav|navbar|navigation|menu|main-menu|menubar)$/i, 'nav'],
  [/^(?:sidebar|side-bar|secondary)$/i, 'aside'],
];

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;

export interface PageDom {
  /** All elements in document order (head and body), skipping the insides of script/svg/template. */
  elements: HtmlElement[];
  /** Elements by lower-case tag name, in document order. */
  byTag: Map<string, HtmlElement[]>;
  /** Elements with a class or id attribute, in document order. */
  withHints: HtmlElement[];
  info: { get(el: HtmlElement): ElementInfo | undefined };
  /** Visible text nodes of the body, in document order. */
  textRuns: TextRun[];
  /** Visible text of the body, whitespace collapsed. */
  text: string;
  /** Where `text` joins two lines the page shows apart without punctuation (see textSeams). */
  seams: string[];
  idIndex: Map<string, HtmlElement>;
  idCounts: Map<string, number>;
  /** Count of all elements, including those inside svg and template. */
  elementCount: number;
  tag(name: string): HtmlElement[];
  /** Visible text of an element (hidden descendants and control contents skipped), collapsed. */
  textOf(el: HtmlElement): string;
  /**
   * Whether textOf(el) is at most `max` characters long, without building the text of a large
   * element: the callers ask it of containers to pick a short block around a line.
   */
  textFits(el: HtmlElement, max: number): boolean;
  selectorOf(el: HtmlElement): string;
  /** Every selector selectorOf has handed out so far, with its element. */
  issuedSelectors(): Iterable<[HtmlElement, string]>;
  locate(el: HtmlElement): Located;
  isVisible(el: HtmlElement): boolean;
  orderOf(el: HtmlElement): number;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function isText(node: HtmlNode): node is HtmlText {
  return node.type === 'text';
}

export function attr(el: HtmlElement, name: string): string | null {
  const value = el.attribs[name];
  return value === undefined ? null : value;
}

/** The class and id of an element as one lower-case string, for hint matching. */
export function hintsOf(el: HtmlElement): string {
  // the document root has no attributes; callers walking up parents reach it
  if (!el.attribs) return '';
  if (el.hints !== undefined) return el.hints;
  const cls = el.attribs.class ?? '';
  const id = el.attribs.id ?? '';
  el.hints = cls || id ? `${id} ${cls}`.toLowerCase() : '';
  return el.hints;
}

const NO_CLASSES: readonly string[] = Object.freeze([]);

/**
 * The element's class names, lower case, empty ones left out; made once per element (perception
 * and the headline picker read them of the same elements again and again). Read-only: shared.
 */
export function classTokens(el: HtmlElement): readonly string[] {
  const cls = el.attribs?.class;
  if (!cls) return NO_CLASSES;
  const memo = el.memo?.classes;
  if (memo !== undefined) return memo;
  const tokens = cls.toLowerCase().split(/\s+/).filter(Boolean);
  memoOf(el).classes = tokens;
  return tokens;
}

/** Whether a UTF-16 unit is whitespace as \s and String.prototype.trim read it (WhiteSpace, LineTerminator). */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Whitespace runs as one space, trimmed. Most strings handed here are collapsed already (labels,
 * names, text of one run): they are checked in one scan and returned as they are, without the
 * regular expression's copy.
 */
export function collapse(text: string): string {
  const last = text.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const c = text.charCodeAt(i);
    if (c > 32 && c < 0x80) continue;
    if (c === 32 ? i === 0 || i === last || isSpace(text.charCodeAt(i + 1)) : isSpace(c)) {
      return collapseFrom(text, i);
    }
  }
  return text;
}

/**
 * What `text.replace(/\s+/g, ' ').trim()` gives, `from` being the first whitespace that is not a
 * lone space between two words. Raw text nodes are mostly words with single spaces between them and
 * a line break and indentation at the ends: the words are kept as whole slices, joined by one space
 * where a longer run (or a line break, a tab) stood, rather than rebuilt through the regular
 * expression (the walk collapses every text node of the page, and textOf every element asked).
 */
function collapseFrom(text: string, from: number): string {
  const n = text.length;
  let out = '';
  // start of the text since the last run collapsed: words with lone spaces, copied as one slice
  let kept = 0;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < n && isSpace(text.charCodeAt(end))) end += 1;
    // a lone space between two words stays as it is
    if (c === 32 && end === i + 1 && i > 0 && end < n) {
      i = end;
      continue;
    }
    if (i > kept) out = out === '' ? text.slice(kept, i) : `${out} ${text.slice(kept, i)}`;
    kept = end;
    i = end;
  }
  if (n > kept) out = out === '' ? text.slice(kept) : `${out} ${text.slice(kept)}`;
  return out;
}

const REGION_WORDS = /header|footer|nav|menu|masthead|top-?bar|sidebar|side-bar|secondary/;

function ownRegionHint(el: HtmlElement): Region | null {
  if (!REGION_WORDS.test(hintsOf(el))) return null;
  const tokens: string[] = [];
  if (el.attribs.id) tokens.push(el.attribs.id);
  if (el.attribs.class) tokens.push(...el.attribs.class.split(/\s+/));
  for (const token of tokens) {
    if (!token) continue;
    for (const [re, region] of HINT_PATTERNS) if (re.test(token)) return region;
  }
  return null;
}

function isHiddenByAttributes(el: HtmlElement): boolean {
  const a = el.attribs;
  if (a.hidden !== undefined) return true;
  if (a['aria-hidden'] === 'true') return true;
  if (el.name === 'input' && (a.type ?? '').toLowerCase() === 'hidden') return true;
  const style = a.style;
  if (style && HIDDEN_STYLE.test(style)) return true;
  return false;
}

function layoutHidden(layout: Layout | undefined): boolean {
  if (!layout) return false;
  const d = layout.desktop;
  const m = layout.mobile;
  if (!d && !m) return false;
  return (d ? !d.visible : true) && (m ? !m.visible : true);
}

/**
 * Nesting beyond this depth is flattened: deeper elements become siblings at this depth. Real pages
 * stay far below it (the corpus peaks at 38); broken markup with thousands of unclosed tags would
 * otherwise overflow the recursive walks.
 */
const MAX_DEPTH = 256;

function optionText(option: HtmlElement): string {
  return option.children.map((c) => (isText(c) ? c.data : '')).join('');
}

/** The option a closed select displays: the selected one, else the first. */
export function displayedOption(select: HtmlElement): HtmlElement | null {
  let first: HtmlElement | null = null;
  const visit = (el: HtmlElement): HtmlElement | null => {
    for (const child of el.children) {
      if (!isElement(child)) continue;
      if (child.name === 'option') {
        if (child.attribs.selected !== undefined) return child;
        first ??= child;
      } else if (child.name === 'optgroup') {
        const found = visit(child);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(select) ?? first;
}

/** Builds the node tree from parser events (same shape as domhandler's, as plain objects). */
export function parseHtml(html: string): HtmlRoot {
  const root: HtmlRoot = { type: 'root', name: '#root', attribs: {}, children: [], parent: null };
  let current: HtmlRoot | HtmlElement = root;
  // whether each open element became the insertion point (false beyond MAX_DEPTH)
  const descended: boolean[] = [];
  let depth = 0;
  const append = (node: HtmlNode): void => {
    const siblings = current.children;
    const prev = siblings.length ? siblings[siblings.length - 1] : null;
    node.prev = prev;
    if (prev) prev.next = node;
    siblings.push(node);
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const el: HtmlElement = {
          type: name === 'script' ? 'script' : name === 'style' ? 'style' : 'tag',
          name,
          attribs,
          children: [],
          parent: current.type === 'root' ? null : current,
          prev: null,
          next: null,
          info: undefined,
          hints: undefined,
          memo: null,
        };
        append(el);
        if (depth < MAX_DEPTH) {
          current = el;
          depth += 1;
          descended.push(true);
        } else {
          descended.push(false);
        }
      },
      onclosetag() {
        if (descended.pop() === false) return;
        depth -= 1;
        if (current.type !== 'root') current = current.parent ?? root;
      },
      ontext(data) {
        const siblings = current.children;
        const last = siblings.length ? siblings[siblings.length - 1] : null;
        if (last && last.type === 'text') (last as HtmlText).data += data;
        else {
          const text: HtmlText = {
            type: 'text',
            data,
            parent: current.type === 'root' ? null : current,
            prev: null,
            next: null,
          };
          append(text);
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return root;
}

const SANE_ID = /^[A-Za-z][\w-]{0,63}$/;

/** A name CSS reads as one identifier as written: most tag names, so they skip the escaping loop. */
const PLAIN_IDENT = /^[a-z][a-z0-9-]*$/i;

/**
 * A name as a CSS identifier, escaped as CSS.escape does (CSSOM, "serialize an identifier"): HTML
 * lets a tag name hold characters CSS reads as syntax (`<logic:notEqual>` of a JSP page, `<o:p>`
 * of a Word export), and unescaped they make a selector that does not parse, or matches another
 * element (`logic:notequal` reads as the tag `logic` with a pseudo-class).
 */
export function cssIdent(name: string): string {
  if (PLAIN_IDENT.test(name)) return name;
  let out = '';
  const chars = [...name];
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)!;
    if (code === 0) out += '\uFFFD';
    else if (
      code <= 0x1f ||
      code === 0x7f ||
      (i === 0 && code >= 0x30 && code <= 0x39) ||
      (i === 1 && code >= 0x30 && code <= 0x39 && chars[0] === '-')
    )
      out += `\\${code.toString(16)} `;
    else if (i === 0 && ch === '-' && chars.length === 1) out += '\\-';
    else if (code >= 0x80 || /[\w-]/.test(ch)) out += ch;
    else out += `\\${ch}`;
  });
  return out;
}

/** Elements whose content is never words of the page, whatever its styles say. */
const NEVER_WORDS = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Whether an element holds any words as written, shown or hidden: a <br> or an empty box holds
 * none. Stops at the first word.
 */
export function holdsWords(el: HtmlElement): boolean {
  return el.children.some((c) =>
    isText(c) ? /\S/.test(c.data) : isElement(c) && !NEVER_WORDS.has(c.name) && holdsWords(c),
  );
}

/**
 * Every word an element holds as written, without whitespace: hidden elements and all of a
 * select's options included, which its shown text (PageDom.textOf) leaves out. Evidence compares
 * with it to tell a quote the element holds as one run from words read across its parts.
 */
export function writtenText(el: HtmlElement): string {
  const memo = el.memo?.written;
  if (memo !== undefined) return memo;
  const out: string[] = [];
  const walk = (node: HtmlElement): void => {
    for (const child of node.children) {
      if (isText(child)) out.push(child.data);
      else if (isElement(child) && !NEVER_WORDS.has(child.name)) walk(child);
    }
  };
  walk(el);
  const text = out.join('').replace(/\s+/g, '');
  memoOf(el).written = text;
  return text;
}

/** The word a line ends on, as textSeams reads it. */
const LAST_WORD = /(\p{L}[\p{L}\p{N}'’-]*)\s*$/u;

/**
 * The end of a text from just after the last whitespace before its last non-space character:
 * LAST_WORD can only match there (its word holds no whitespace and only whitespace may follow it),
 * so it finds the same word in this tail. Run on the whole text, the unanchored pattern would try
 * each word of a long text node in turn.
 */
function lastToken(text: string): string {
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end -= 1;
  let start = end;
  while (start > 0 && !isSpace(text.charCodeAt(start - 1))) start -= 1;
  return start === 0 ? text : text.slice(start);
}

/** At most this many seams are kept (the copy a rewrite quotes comes from the top of the page). */
const MAX_SEAMS = 400;

/**
 * Where the visible text joins two lines the page shows apart, a line ending without punctuation
 * and the next starting a sentence: "Roses Let" from `<h3>Red and White Roses</h3><p>Let that
 * romantic side ...`, "Autret Votre" from `<h1>Chaudronnerie Jean Autret<br>Votre expert ...`, as
 * "last word, space, first word". Not where the line ends on a function word ("in", "für") or the
 * next holds under three words. Copy that contains one reads as a run-on sentence, stitched from
 * a heading and what follows it (a CMS's meta description made of the page's first lines). `parts`
 * are the text nodes in order, with a lone space for each block boundary and null for a text
 * outside the content (the main region).
 */
function textSeams(parts: readonly (string | null)[]): string[] {
  const seams = new Set<string>();
  let previous: string | null = null;
  let apart = false;
  for (const part of parts) {
    if (part === ' ') {
      apart = true;
      continue;
    }
    // text outside the content (menus, header, footer): copy is not quoted from there, and a menu's
    // entries next to each other ("Shop", "Ketubah Collection") would flag a brand ("Shop Ketubah")
    if (part === null) {
      previous = null;
      continue;
    }
    if (apart && previous !== null) {
      const last = LAST_WORD.exec(lastToken(previous));
      const first = /^\s*(\p{Lu}[\p{L}\p{N}'’-]*)/u.exec(part);
      // a line ending on "in", "to", "für" goes on across the break ("dentist in<br>Berlin"), and a
      // next line of a word or two is a name or a label ("Samsung" over "Galaxy S24"), not a sentence
      if (last && first && !FUNCTION_WORDS.has(last[1].toLowerCase()) && wordCount(part) >= 3) {
        seams.add(`${last[1]} ${first[1]}`);
        if (seams.size >= MAX_SEAMS) break;
      }
    }
    previous = part;
    apart = false;
  }
  return [...seams];
}

/**
 * Parses the HTML and walks the DOM once, recording order, region and visibility of every element
 * and the visible text. `layouts` maps data-cas-id values to render layouts (render mode).
 */
export function buildPageDom(html: string, layouts: Record<string, Layout> | null = null): PageDom {
  const doc = parseHtml(html);
  const elements: HtmlElement[] = [];
  const byTag = new Map<string, HtmlElement[]>();
  const withHints: HtmlElement[] = [];
  const info = { get: (el: HtmlElement): ElementInfo | undefined => el.info };
  const textRuns: TextRun[] = [];
  const textParts: string[] = [];
  /** textParts for textSeams: a text of the content (main region), ' ' a block's edge, null other text. */
  const seamParts: (string | null)[] = [];
  /** A block's edge: words on its two sides do not run together, in the text or its seams. */
  const blockEdge = (): void => {
    textParts.push(' ');
    seamParts.push(' ');
  };
  const idIndex = new Map<string, HtmlElement>();
  const idCounts = new Map<string, number>();
  let elementCount = 0;

  function countAll(node: HtmlElement): void {
    for (const child of node.children) {
      if (isElement(child)) {
        elementCount += 1;
        countAll(child);
      }
    }
  }

  // region: landmark-set regions are sticky; class hints only refine the default 'main'.
  function walk(
    nodes: HtmlNode[],
    region: Region,
    fromLandmark: boolean,
    hidden: boolean,
    inHead: boolean,
    inBody: boolean,
    inArticle: boolean,
  ): void {
    for (const node of nodes) {
      if (isText(node)) {
        if (!hidden && inBody && node.parent && !NON_TEXT_CONTROLS.has(node.parent.name)) {
          const data = node.data;
          if (/\S/.test(data)) {
            textRuns.push({ text: collapse(data), parent: node.parent });
            textParts.push(data);
            seamParts.push(region === 'main' ? data : null);
          }
        }
        continue;
      }
      if (!isElement(node)) continue;
      const el = node;
      const name = el.name;
      elementCount += 1;
      const order = elements.length;
      elements.push(el);
      let list = byTag.get(name);
      if (!list) {
        list = [];
        byTag.set(name, list);
      }
      list.push(el);
      const id = el.attribs.id;
      if (id !== undefined) {
        idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
        if (!idIndex.has(id)) idIndex.set(id, el);
      }
      if (id !== undefined || el.attribs.class !== undefined) withHints.push(el);

      let elRegion = region;
      let elFromLandmark = fromLandmark;
      const role = el.attribs.role?.toLowerCase();
      const landmark = LANDMARK_TAGS[name];
      if (landmark) {
        // header/footer inside an article or section belong to that content, not the page banner.
        if ((name === 'header' || name === 'footer') && (inArticle || (fromLandmark && region === 'main'))) {
          // keep the enclosing region
        } else {
          elRegion = landmark;
          elFromLandmark = true;
        }
      } else if (role && LANDMARK_ROLES[role]) {
        elRegion = LANDMARK_ROLES[role];
        elFromLandmark = true;
      } else if (!fromLandmark && (id !== undefined || el.attribs.class !== undefined)) {
        const hint = ownRegionHint(el);
        if (hint && (region === 'main' || (hint === 'nav' && region === 'header'))) elRegion = hint;
      }
      const elHidden = hidden || isHiddenByAttributes(el);
      const casId = layouts ? el.attribs['data-cas-id'] : undefined;
      const layout = casId !== undefined && layouts ? layouts[casId] : undefined;
      const finalHidden = elHidden || layoutHidden(layout);
      const elInfo: ElementInfo = { order, region: elRegion, hidden: finalHidden, inHead };
      if (layout) elInfo.layout = layout;
      el.info = elInfo;

      if (SKIP_CONTENT.has(name)) {
        // the element itself is collected (scripts, svg logos), its insides are not walked.
        countAll(el);
        continue;
      }
      const blockish = BLOCK_TAGS.has(name);
      // fragments without <body> still have body content: anything outside <head> and <html> itself
      const elInBody = inBody || name === 'body' || (!inHead && name !== 'head' && name !== 'html');
      if (blockish && elInBody) blockEdge();
      walk(
        el.children,
        elRegion,
        elFromLandmark,
        finalHidden,
        inHead || name === 'head',
        elInBody,
        inArticle || name === 'article' || name === 'section',
      );
      if (name === 'select' && elInBody && !finalHidden) {
        // a closed select shows its selected option: that much of it is visible text
        const option = displayedOption(el);
        const shown = option ? collapse(optionText(option)) : '';
        if (option && shown) {
          textRuns.push({ text: shown, parent: option });
          textParts.push(` ${shown} `);
          seamParts.push(null);
        }
      }
      if (blockish && elInBody) blockEdge();
    }
  }

  walk(doc.children, 'main', false, false, false, false, false);

  const text = collapse(textParts.join('')).slice(0, 200_000);
  const seams = textSeams(seamParts);

  /**
   * The pieces textOf is made of, in order: text, a space on each side of a block, a select's
   * shown option (hidden descendants and control contents skipped). Stops, answering true, as soon
   * as `visit` answers true.
   */
  function eachPiece(el: HtmlElement, visit: (piece: string) => boolean): boolean {
    for (const child of el.children) {
      if (isText(child)) {
        if (visit(child.data)) return true;
      } else if (isElement(child)) {
        if (child.name === 'select' && !child.info?.hidden) {
          const option = displayedOption(child);
          if (option && visit(` ${optionText(option)} `)) return true;
          continue;
        }
        if (SKIP_CONTENT.has(child.name) || NON_TEXT_CONTROLS.has(child.name) || child.info?.hidden) continue;
        const block = BLOCK_TAGS.has(child.name);
        if ((block && visit(' ')) || eachPiece(child, visit) || (block && visit(' '))) return true;
      }
    }
    return false;
  }
  function textOf(el: HtmlElement): string {
    const memo = el.memo?.text;
    if (memo !== undefined) return memo;
    const out: string[] = [];
    eachPiece(el, (piece) => {
      out.push(piece);
      return false;
    });
    const value = collapse(out.join(''));
    memoOf(el).text = value;
    return value;
  }

  /**
   * How textOf(el) compares with `max` without building it, from the pieces eachPiece visits:
   * 'fits' when all its pieces together are at most `max` characters (collapsing only shortens),
   * 'over' when more than `max` of them are not whitespace (collapsing keeps every one of those),
   * null when only the text itself can tell. Each pass stops as soon as it knows.
   */
  function boundText(el: HtmlElement, max: number): 'fits' | 'over' | null {
    // pass 1: the length of the pieces, no character read
    let raw = 0;
    if (!eachPiece(el, (piece) => (raw += piece.length) > max)) return 'fits';
    // pass 2: the characters other than whitespace
    let solid = 0;
    const over = eachPiece(el, (piece) => {
      for (let i = 0; i < piece.length; i += 1) if (!isSpace(piece.charCodeAt(i))) solid += 1;
      return solid > max;
    });
    return over ? 'over' : null;
  }
  function textFits(el: HtmlElement, max: number): boolean {
    const memo = el.memo;
    if (memo) {
      if (memo.text !== undefined) return memo.text.length <= max;
      if (memo.over !== undefined && max <= memo.over) return false;
    }
    const bound = boundText(el, max);
    if (bound === 'fits') return true;
    if (bound === 'over') {
      memoOf(el).over = max;
      return false;
    }
    return textOf(el).length <= max;
  }

  // every selector handed out, in the order of first issue (issuedSelectors)
  const issued: [HtmlElement, string][] = [];
  // nth-of-type numbers are computed once per parent, on first use, so wide parents stay linear
  let rootCounts: Map<string, number> | undefined;
  function countsOf(parent: HtmlElement | HtmlRoot): Map<string, number> {
    let counts = parent.type === 'root' ? rootCounts : parent.memo?.typeCounts;
    if (!counts) {
      counts = new Map();
      for (const sib of parent.children) {
        if (!isElement(sib)) continue;
        const n = (counts.get(sib.name) ?? 0) + 1;
        counts.set(sib.name, n);
        memoOf(sib).nth = n;
      }
      if (parent.type === 'root') rootCounts = counts;
      else memoOf(parent).typeCounts = counts;
    }
    return counts;
  }
  // an element's step and id selector depend on the tree alone: made once per element, as the
  // paths of its many descendants (every text block, link and heading below it) pass through it
  function segment(el: HtmlElement): string {
    const memo = el.memo?.segment;
    if (memo !== undefined) return memo;
    const value = makeSegment(el);
    memoOf(el).segment = value;
    return value;
  }
  function makeSegment(el: HtmlElement): string {
    const parent = el.parent;
    // a top-level element (a fragment without <html>) is numbered among the document's children
    const counts = countsOf(parent && isElement(parent) ? parent : doc);
    const name = cssIdent(el.name);
    const own = (counts.get(el.name) ?? 1) > 1 ? `${name}:nth-of-type(${el.memo?.nth ?? 1})` : name;
    if (parent && isElement(parent)) return own;
    return el.name === 'html' ? 'html' : `${own}:root`;
  }
  function uniqueId(el: HtmlElement): string | null {
    const id = el.attribs.id;
    if (!id) return null;
    const memo = el.memo?.idSelector;
    if (memo !== undefined) return memo;
    const value = SANE_ID.test(id) && idCounts.get(id) === 1 ? `#${id}` : null;
    memoOf(el).idSelector = value;
    return value;
  }
  function remember(el: HtmlElement, selector: string): string {
    memoOf(el).selector = selector;
    issued.push([el, selector]);
    return selector;
  }
  function selectorOf(el: HtmlElement): string {
    const memo = el.memo?.selector;
    if (memo !== undefined) return memo;
    const own = uniqueId(el);
    if (own) return remember(el, own);
    const parts: string[] = [];
    let current: HtmlElement | null = el;
    let anchor: string | null = null;
    while (current && isElement(current)) {
      if (current !== el) {
        const cached = current.memo?.selector;
        if (cached !== undefined) {
          anchor = cached;
          break;
        }
        const id = uniqueId(current);
        if (id) {
          anchor = id;
          break;
        }
      }
      parts.push(segment(current));
      if (current.name === 'html') break;
      current = current.parent;
    }
    parts.reverse();
    return remember(el, anchor ? `${anchor} > ${parts.join(' > ')}` : parts.join(' > '));
  }

  function locate(el: HtmlElement): Located {
    const i = info.get(el);
    const located: Located = { selector: selectorOf(el), order: i?.order ?? 0, region: i?.region ?? 'main' };
    if (i?.layout) located.layout = i.layout;
    return located;
  }

  return {
    elements,
    byTag,
    withHints,
    info,
    textRuns,
    text,
    seams,
    idIndex,
    idCounts,
    elementCount,
    tag: (name) => byTag.get(name) ?? [],
    textOf,
    textFits,
    selectorOf,
    issuedSelectors: () => issued.slice(),
    locate,
    isVisible: (el) => !(info.get(el)?.hidden ?? false),
    orderOf: (el) => info.get(el)?.order ?? 0,
  };
}

/**
 * An element's place with a detector's own fields after it: what `{ ...dom.locate(el), ...fields }`
 * gives, keys in the same order, made by adding the fields to the fresh located object. V8 gives
 * each object made by spreading one into a literal and then adding properties a hidden class of its
 * own: hundreds of links, blocks and images a page, each slow to make and to collect, and every
 * later reader of them (the other detectors, the checks) goes through a megamorphic lookup.
 * `located` must be fresh (PageDom.locate makes one per call): it becomes the result.
 */
export function placed<T extends object>(located: Located, fields: T): Located & T {
  return Object.assign(located, fields);
}

/** Nearest ancestor (or the element itself) satisfying the test, up to `depth` levels. */
export function closest(el: HtmlElement, test: (e: HtmlElement) => boolean, depth = 50): HtmlElement | null {
  let current: HtmlElement | null = el;
  for (let i = 0; current && i <= depth; i += 1) {
    if (isElement(current) && test(current)) return current;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return null;
}

/** Descendant elements in document order (skipping script/svg internals is left to the caller). */
export function descendants(
  el: HtmlElement,
  test: (e: HtmlElement) => boolean,
  out: HtmlElement[] = [],
): HtmlElement[] {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    if (!SKIP_CONTENT.has(child.name)) descendants(child, test, out);
  }
  return out;
}

/** Order of the last element inside `el` (its own order when it has no element children). */
export function subtreeEnd(dom: PageDom, el: HtmlElement): number {
  let current = el;
  for (;;) {
    let last: HtmlElement | null = null;
    for (let i = current.children.length - 1; i >= 0; i -= 1) {
      const child = current.children[i];
      if (isElement(child) && dom.info.get(child)) {
        last = child;
        break;
      }
    }
    if (!last) return dom.orderOf(current);
    current = last;
  }
}

export function isInside(el: HtmlElement, ancestor: HtmlElement): boolean {
  let current = el.parent;
  while (current) {
    if (current === ancestor) return true;
    current = current.parent;
  }
  return false;
}

/** Whether any class/id of the element contains the pattern. */
export function hasHint(el: HtmlElement, re: RegExp): boolean {
  const hints = hintsOf(el);
  return hints !== '' && re.test(hints);
}

/** Words: runs of letters or digits (any script); apostrophes and hyphens join a word. */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const wordChar =
      (c >= 48 && c <= 57) ||
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      // letters of other scripts; punctuation, symbol, currency and surrogate (emoji) blocks are not
      (c >= 0xc0 &&
        c !== 0xd7 &&
        c !== 0xf7 &&
        !(c >= 0x2000 && c <= 0x2bff) &&
        !(c >= 0x3000 && c <= 0x303f) &&
        !(c >= 0xd800 && c <= 0xdfff) &&
        !(c >= 0xfe00 && c <= 0xfe4f) &&
        !(c >= 0xff00 && c <= 0xff20));
    if (wordChar) {
      if (!inWord) count += 1;
      inWord = true;
    } else if (!(inWord && (c === 39 || c === 45))) {
      inWord = false;
    }
  }
  return count;
}

/** decodeURIComponent that keeps the text as written when its escapes are malformed (page text is hostile input). */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
