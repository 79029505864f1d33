import { classTokens, closest, collapse, isElement, memoOf, type HtmlElement, type PageDom } from '../dom.js';
import type { ElementLayout, Located } from '../page-model.js';

/**
 * What a visitor can see of an element, shared by the headline and call-to-action pickers: the
 * containers whose content is never the page's message (hidden, closed, cookie banners, cart
 * widgets, skip links) and, when the page was rendered, the measured layout.
 */

/**
 * The words of an element's class and id: split on spaces, dashes, underscores and camelCase, lower
 * case ("miniCartDrawer" -> mini, cart, drawer; "rt-sidebar-a" -> rt, sidebar, a).
 */
export function hintWords(el: HtmlElement): string[] {
  if (!el.attribs) return [];
  const memo = el.memo?.words;
  if (memo) return memo;
  const { id, class: cls } = el.attribs;
  const raw = id === undefined && cls === undefined ? '' : `${id ?? ''} ${cls ?? ''}`;
  const words = asciiWords(raw) ?? splitWords(raw);
  memoOf(el).words = words;
  return words;
}

function splitWords(raw: string): string[] {
  return raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * splitWords in one scan, for the usual class and id written in ASCII (null otherwise: lower-casing
 * other letters can give ASCII ones, which only splitWords handles).
 */
function asciiWords(raw: string): string[] | null {
  const words: string[] = [];
  let start = -1;
  let prevLower = false;
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw.charCodeAt(i);
    if (c >= 0x80) return null;
    const lower = c >= 97 && c <= 122;
    const upper = c >= 65 && c <= 90;
    if (lower || upper || (c >= 48 && c <= 57)) {
      // camelCase: a capital after a small letter starts a word
      if (upper && prevLower) {
        words.push(raw.slice(start, i).toLowerCase());
        start = i;
      } else if (start < 0) start = i;
      prevLower = lower;
    } else {
      if (start >= 0) words.push(raw.slice(start, i).toLowerCase());
      start = -1;
      prevLower = false;
    }
  }
  if (start >= 0) words.push(raw.slice(start).toLowerCase());
  return words;
}

/** Whole class tokens that hide an element from view (screen-reader-only text included). */
const HIDDEN_CLASS =
  /^(?:hidden|hide|is-hidden|u-hidden|d-none|invisible|sr-only|visually-hidden|visuallyhidden|screen-reader-text|screen-reader-only|element-invisible|element-hidden|offscreen|off-screen|assistive-text|a11y-hidden|aok-hidden|a-hidden)$/;

/** Inline styles that move text out of sight while keeping it for screen readers and crawlers. */
const OFFSCREEN_STYLE =
  /(?:^|;)\s*(?:(?:width|height)\s*:\s*[01]px[^;]*;(?:.*;)?\s*overflow\s*:\s*hidden|text-indent\s*:\s*-\d{3,}|(?:left|top)\s*:\s*-\d{4,}px|clip\s*:\s*rect\(\s*0)/i;

/** Containers CSS keeps closed until the visitor opens them. */
const CLOSED_CLASS =
  /^(?:[a-z]+-)?(?:modal|popup|pop-up|popover|tooltip|dialog|collapse|collapsed|offcanvas|drawer|tab-pane|panel-body|accordion-body|accordion-content|dropdown-menu|flyout|lightbox)(?:-[a-z-]+)?$/;

const OPEN_CLASS = /^(?:active|show|in|open|is-open|is-active|is-visible|visible|expanded)$/;

const COOKIE_WORDS = new Set([
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'ccpa',
  'cookiebot',
  'onetrust',
  'cookielaw',
  'usercentrics',
  'didomi',
  'truste',
  'cmp',
]);
const CART_WORDS = new Set(['cart', 'basket', 'bag', 'warenkorb', 'panier', 'carrito', 'cesta', 'trolley']);
/** Words that make a cart container a widget (a drawer, a header counter) rather than the cart page. */
const WIDGET_WORDS = new Set([
  'mini',
  'drawer',
  'flyout',
  'dropdown',
  'popup',
  'popover',
  'overlay',
  'modal',
  'sidebar',
  'side',
  'widget',
  'preview',
  'panel',
  'offcanvas',
  'slideout',
  'header',
  'count',
  'counter',
  'icon',
  'toggle',
  'quick',
  'summary',
  'notification',
]);

export type Concealment = 'hidden' | 'closed' | 'cookie' | 'cart' | 'skip';

/** Collapse classes: closed on phones, the menu itself on a desktop screen. */
const COLLAPSE_TOKEN = /^(?:[a-z]+-)?collapse(?:-[a-z]+)?$/;
const MENU_WORDS = new Set(['nav', 'navbar', 'navigation', 'menu', 'header', 'masthead', 'topbar']);

/**
 * A collapse container that is the header's menu ("collapse navbar-collapse", "nav-collapse
 * collapse", an "animated-collapse" inside <header>): collapsed behind a toggle on phones only,
 * so its links and buttons are on a desktop first screen.
 */
function responsiveMenu(el: HtmlElement, tokens: readonly string[]): boolean {
  if (!tokens.some((t) => COLLAPSE_TOKEN.test(t))) return false;
  if (hintWords(el).some((w) => MENU_WORDS.has(w))) return true;
  let current = el.parent && isElement(el.parent) ? el.parent : null;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (current.name === 'header' || current.name === 'nav') return true;
    if (current.name === 'main' || current.name === 'body') return false;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return false;
}

/** Why this one element (not its ancestors) keeps its content from being the page's message. */
function ownConcealment(el: HtmlElement): Concealment | null {
  const a = el.attribs;
  if (!a) return null;
  // most elements carry none of what is read below: no class, id, style or dialog role
  if (
    !a.class &&
    !a.id &&
    !a.style &&
    !a.role &&
    a['aria-modal'] !== 'true' &&
    el.name !== 'dialog' &&
    el.name !== 'details'
  )
    return null;
  if (el.name === 'dialog' || (a.role ?? '').toLowerCase() === 'dialog' || a['aria-modal'] === 'true')
    return 'closed';
  if (el.name === 'details' && a.open === undefined) return 'closed';
  const tokens = classTokens(el);
  const id = (a.id ?? '').toLowerCase();
  if (tokens.some((t) => HIDDEN_CLASS.test(t))) return 'hidden';
  if (a.style && OFFSCREEN_STYLE.test(a.style)) return 'hidden';
  // an open panel ("tab-pane active", "collapse show") and the desktop navbar are on screen
  const open = tokens.some((t) => OPEN_CLASS.test(t));
  if (!open && (tokens.some((t) => CLOSED_CLASS.test(t) && t !== 'navbar-collapse') || CLOSED_CLASS.test(id)))
    return responsiveMenu(el, tokens) ? null : 'closed';
  const words = hintWords(el);
  if (words.length === 0) return null;
  if (words.some((w) => COOKIE_WORDS.has(w))) return 'cookie';
  if (words.includes('minicart') || words.includes('minibasket')) return 'cart';
  if (words.some((w) => CART_WORDS.has(w)) && words.some((w) => WIDGET_WORDS.has(w))) {
    // "add to cart" forms and buttons are the action itself, not a cart widget
    if (!words.includes('add')) return 'cart';
  }
  if (words.includes('skip') && (words.includes('link') || words.includes('links') || words.includes('nav')))
    return 'skip';
  return null;
}

/** Elements in the subtree of el, itself included. */
function subtreeSize(el: HtmlElement): number {
  const memo = el.memo?.size;
  if (memo !== undefined) return memo;
  let size = 1;
  for (const child of el.children) if (isElement(child)) size += subtreeSize(child);
  memoOf(el).size = size;
  return size;
}

/** The document element above el (or the topmost element reached). */
function rootOf(el: HtmlElement): HtmlElement {
  let current = el;
  while (current.parent && isElement(current.parent)) current = current.parent;
  return current;
}

/**
 * Share of the page's elements a container holds past which its class names a state or a feature
 * of the page, not a widget: Drupal wraps every page in "dialog-off-canvas-main-canvas", shops in
 * "product-card with-cookie-info". Cookie banners, cart drawers, modals and mega menus hold at most
 * about half of a page (the largest in the corpus: a sign-in modal with 47%, a mega menu with 46%);
 * a wrapper holds nearly all of it (97-98%).
 */
const WRAPPER_SHARE = 0.75;

function pageWrapper(el: HtmlElement): boolean {
  return subtreeSize(el) > subtreeSize(rootOf(el)) * WRAPPER_SHARE;
}

/**
 * Why an element is not part of what a visitor reads as the page: it or an ancestor is hidden by
 * class, closed (modal, collapsed panel, closed details), a cookie banner, a cart widget or a skip
 * link. Attribute hiding (hidden, aria-hidden, inline display:none) is already in dom.info.hidden.
 */
export function concealment(el: HtmlElement): Concealment | null {
  let current: HtmlElement | null = el;
  const path: HtmlElement[] = [];
  let found: Concealment | null = null;
  for (let depth = 0; current && depth < 40; depth += 1) {
    const memo = current.memo?.conceal;
    if (memo !== undefined) {
      found = memo as Concealment | null;
      break;
    }
    if (current.name === 'body' || current.name === 'html') break;
    path.push(current);
    const own = ownConcealment(current);
    // a class on the page's own wrapper names a state of the page, except one that hides it
    if (own && (own === 'hidden' || !pageWrapper(current))) {
      found = own;
      break;
    }
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  // every element walked shares the answer of the nearest concealing ancestor (or none)
  for (const p of path) {
    const memo = memoOf(p);
    if (memo.conceal === undefined) memo.conceal = found;
  }
  // the concealing element itself memoises its own answer
  return found;
}

/**
 * The visible text of an element without screen-reader-only and class-hidden descendants,
 * computed once per element (memoised on the node): the headline, call-to-action and testimonial
 * pickers ask for the same elements' text several times.
 */
export function shownText(dom: PageDom, el: HtmlElement): string {
  const memo = el.memo?.shown;
  if (memo !== undefined) return memo;
  const out: string[] = [];
  const visit = (node: HtmlElement): void => {
    for (const child of node.children) {
      if (child.type === 'text') {
        out.push((child as unknown as { data: string }).data);
        continue;
      }
      if (!isElement(child)) continue;
      if (child.name === 'script' || child.name === 'style' || child.name === 'svg') continue;
      if (dom.info.get(child)?.hidden) continue;
      if (classTokens(child).some((t) => HIDDEN_CLASS.test(t))) continue;
      if (child.name === 'br' || /^(?:div|p|li|h[1-6])$/.test(child.name)) out.push(' ');
      visit(child);
    }
  };
  visit(el);
  const text = collapse(out.join(''));
  memoOf(el).shown = text;
  return text;
}

const SKIP_TEXT =
  /^(?:skip|jump)\s+(?:to|navigation)|^(?:zum|direkt zum)\s+(?:inhalt|hauptinhalt)|^(?:inhalt|navigation) überspringen|^(?:aller|passer) (?:au|directement au) contenu|^(?:saltar|ir) al contenido/i;

/** A link whose only job is to move keyboard focus past the header. */
export function isSkipLink(el: HtmlElement, text: string): boolean {
  const href = el.attribs?.href ?? '';
  if (SKIP_TEXT.test(text)) return true;
  return href.startsWith('#') && hintWords(el).includes('skip');
}

/**
 * Inside a dropdown of a menu: a list item nested in another list item (a submenu, a mega-menu
 * panel). Menus keep those closed until the visitor hovers or taps the entry above them.
 */
export function inSubmenu(el: HtmlElement): boolean {
  let items = 0;
  let current = el.parent && isElement(el.parent) ? el.parent : null;
  for (let depth = 0; current && depth < 30; depth += 1) {
    if (current.name === 'li') items += 1;
    if (items >= 2) return true;
    if (current.name === 'body' || current.name === 'main') return false;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return false;
}

/**
 * Class names of CSS frameworks that hide an element at desktop widths (1366 px), so it shows on
 * phones only: Bootstrap 3 (visible-xs, visible-sm, hidden-md, hidden-lg), Bootstrap 4-5
 * (d-md-none, d-lg-none, d-xl-none), UIkit 2-3 (uk-visible-small, uk-hidden-large, uk-hidden@m,
 * uk-hidden@l), Foundation (show-for-small-only, hide-for-medium, hide-for-large), Bulma
 * (is-hidden-desktop, is-hidden-tablet), Tailwind (md:hidden, lg:hidden, xl:hidden) and the
 * plain words themes use (mobile-only, hide-desktop). The page says so in its markup: read when
 * no stylesheet applied them (a snapshot, a degraded render).
 */
const MOBILE_ONLY_CLASS =
  /^(?:visible-(?:xs|sm)(?:-(?:block|inline|inline-block))?|hidden-(?:md|lg)|d-(?:md|lg|xl)-none|uk-visible-small|uk-hidden-large|uk-hidden@[ml]|show-for-small-only|hide-for-(?:medium|large)(?:-up)?|is-hidden-(?:desktop|tablet)|(?:md|lg|xl):hidden|mobile-only|only-mobile|show-mobile|visible-mobile|hide-desktop|hidden-desktop|hide-on-desktop|desktop-hidden)$/;

/** Whether the element, or a container of it, is marked to show on phones only. */
export function mobileOnly(el: HtmlElement): boolean {
  const marked = (e: HtmlElement): boolean =>
    e.name !== 'html' && (e.attribs.class ?? '').split(/\s+/).some((c) => MOBILE_ONLY_CLASS.test(c));
  return closest(el, marked, 11) !== null;
}

/**
 * Type this large (computed px) is display type: the renderer measures text set this large in a
 * div or a span on the first screen and a half, and the headline may be any of it.
 */
export const DISPLAY_TEXT_PX = 28;

/** The desktop layout, when the page was rendered. */
export function desktopLayout(item: Located): ElementLayout | undefined {
  return item.layout?.desktop;
}

/** Measured as seen: visible and with a real box. */
export function seenOnScreen(layout: ElementLayout): boolean {
  return layout.visible && layout.box.width >= 2 && layout.box.height >= 2;
}

/**
 * The height of the first screen as measured: the top of the highest visible element the renderer
 * marked below the fold (800 px when nothing was). Used to tell "just below the fold" from
 * "several screens down".
 */
export function measuredFold(dom: PageDom): number {
  let fold = Infinity;
  for (const el of dom.elements) {
    const d = el.info?.layout?.desktop;
    if (d && d.visible && !d.aboveFold && d.box.y > 0 && d.box.y < fold) fold = d.box.y;
  }
  return Number.isFinite(fold) ? Math.max(fold, 400) : 800;
}

/** Whether any element of the page carries a desktop layout (render mode with layouts). */
export function hasLayouts(dom: PageDom): boolean {
  for (const el of dom.elements) if (el.info?.layout?.desktop) return true;
  return false;
}

/**
 * Whether a visitor sees the element: not hidden by attributes, class or an off-screen style, not
 * inside a closed container (modal, collapsed panel, cart drawer) and, when measured, on screen.
 * Cookie banners and skip links count as seen: they show on arrival and on focus. A closed
 * <details> shows its <summary>.
 */
export function shownToVisitor(dom: PageDom, el: HtmlElement): boolean {
  const info = dom.info.get(el);
  if (info?.hidden) return false;
  // the selector is issued as locate would (concealedSelectors lists the issued ones)
  dom.selectorOf(el);
  const layout = info?.layout?.desktop;
  if (layout) return seenOnScreen(layout);
  const why = concealment(el);
  if (why === null || why === 'cookie' || why === 'skip') return true;
  if (why === 'closed' && closest(el, (e) => e.name === 'summary') !== null) return true;
  return false;
}

/** The selectors the model quotes (every one handed out while building it) of elements a visitor does not see. */
export function concealedSelectors(dom: PageDom): string[] {
  return [...dom.issuedSelectors()]
    .filter(([el]) => !shownToVisitor(dom, el))
    .map(([, selector]) => selector);
}
