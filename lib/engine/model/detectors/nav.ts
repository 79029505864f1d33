import { closest, descendants, hintsOf, type HtmlElement, type PageDom } from '../dom.js';
import type { Form, NavFacts } from '../page-model.js';
import type { LinkCandidate } from './links.js';

export function detectNav(
  dom: PageDom,
  links: LinkCandidate[],
  forms: Form[],
  homeUrl: string,
  headlineOrder: number | null = null,
): NavFacts {
  const items: NavFacts['items'] = [];
  const seen = new Set<string>();
  const headerLinks = links.filter(({ link }) => link.region === 'nav' || link.region === 'header');
  // menu links: inside a nav landmark or a list; a phone number or logo beside the menu is not an item
  const menuLinks = headerLinks.filter(
    ({ element }) =>
      closest(
        element,
        (e) =>
          e.name === 'nav' ||
          e.name === 'li' ||
          e.attribs?.role === 'navigation' ||
          e.attribs?.role === 'menu',
        12,
      ) !== null,
  );
  // without a menu, the header's plain links are its items; its buttons are calls to action, not
  // places to go (a hero inside <header> is not a navigation)
  const navLinks =
    menuLinks.length >= 2
      ? menuLinks
      : headerLinks.filter(({ element }) => !BUTTON_HINT.test(hintsOf(element)));
  const add = (text: string, href: string, selector?: string): void => {
    if (!text || text.length > 60) return;
    const key = `${text.toLowerCase()}|${href}`;
    if (seen.has(key) || items.length >= 100) return;
    seen.add(key);
    items.push(selector ? { text, href, selector } : { text, href });
  };
  for (const { link } of navLinks) {
    if (link.kind === 'javascript') continue;
    add(link.name || link.text, link.href);
  }
  // pages laid out without landmarks (tables, div#nav-main, div#Header2011) still show a menu
  // above their content: the first row of short links that sit side by side in one container
  let menuOrder = navLinks[navLinks.length - 1]?.link.order ?? 200;
  if (items.length < 3) {
    const menu = topMenu(dom, links, homeUrl, headlineOrder);
    if (menu.length >= 3) {
      for (const item of menu) add(item.text, item.href, item.selector);
      menuOrder = Math.max(...menu.map((m) => m.order));
    }
  }
  let home: URL | null = null;
  try {
    home = new URL(homeUrl);
  } catch {
    home = null;
  }
  const isHome = (href: string): boolean => {
    if (!home) return false;
    try {
      const u = new URL(href);
      return (
        u.hostname.replace(/^www\./, '') === home.hostname.replace(/^www\./, '') &&
        (u.pathname === '/' || /^\/(?:index\.\w+|home)?$/.test(u.pathname))
      );
    } catch {
      return false;
    }
  };
  const hasLogoLinkHome = links.some(
    ({ link, element }) =>
      link.order < menuOrder + 1 &&
      isHome(link.href) &&
      (/logo|brand/i.test(hintsOf(element)) ||
        closest(element, (e) => /logo|brand/i.test(hintsOf(e)), 3) !== null ||
        element.children.some((c) => 'name' in c && (c as { name: string }).name === 'img')),
  );
  const hasSearch =
    forms.some(
      (f) => f.purpose === 'search' && (f.region === 'header' || f.region === 'nav' || f.order < 300),
    ) || searchToggle(dom);
  const navElements =
    dom.tag('nav').length + dom.elements.filter((e) => e.attribs.role === 'navigation').length;
  return {
    present: navElements > 0 || items.length > 0,
    items,
    hasSearch,
    sticky: stickyNav(dom),
    hasLogoLinkHome,
  };
}

const PINNED = new Set(['fixed', 'sticky']);

const SEARCH_LABEL = /^\s*(?:open |show |toggle )?search\b/i;
const SEARCH_HINT = /(?:^|[\s_-])search(?:$|[\s_-])/i;

/**
 * A header button that opens the site search ("Search", button.global-search-button): the box
 * itself is drawn by script when clicked, but the visitor sees where to search.
 */
function searchToggle(dom: PageDom): boolean {
  return dom.tag('button').some((el) => {
    const info = dom.info.get(el);
    if (!info || info.hidden || (info.region !== 'header' && info.region !== 'nav')) return false;
    const label = el.attribs['aria-label'] ?? dom.textOf(el);
    return SEARCH_LABEL.test(label) && (label.trim().length <= 20 || SEARCH_HINT.test(hintsOf(el)));
  });
}

const BUTTON_HINT = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/i;
/** Class words of a menu: a link so named is a menu entry, even when its theme draws it as a button. */
const MENU_HINT = /(?:^|[\s_-])(?:nav|menu)(?:$|[\s_-])/i;
/** A call-to-action button, not a menu entry drawn as a button ("button-nav-menu-item"). */
const callButton = (el: HtmlElement): boolean => {
  const hints = hintsOf(el);
  return BUTTON_HINT.test(hints) && !MENU_HINT.test(hints);
};

/** Wrappers between a menu item's link and the container that lines the items up. */
const ITEM_WRAPPERS = new Set([
  'li',
  'td',
  'th',
  'font',
  'span',
  'b',
  'strong',
  'em',
  'i',
  'small',
  'big',
  'u',
]);
const MENU_ITEM_MAX_CHARS = 40;
const MENU_ITEM_MAX_WORDS = 5;
/** A cell or item that navigates on click: `onclick="document.location='/about.htm'"`. */
const CLICK_NAVIGATION = /\blocation(?:\.href)?\s*=\s*['"]([^'"]+)['"]/i;

interface MenuItem {
  text: string;
  href: string;
  order: number;
  /** For a cell that navigates on click: where it is (a link is found by its href). */
  selector?: string;
}

function shortLabel(text: string): boolean {
  return (
    text.length > 0 &&
    text.length <= MENU_ITEM_MAX_CHARS &&
    text.split(/\s+/).length <= MENU_ITEM_MAX_WORDS &&
    !/^\W*$/.test(text)
  );
}

function menuContainer(el: HtmlElement): HtmlElement | null {
  let current = el.parent && 'name' in el.parent ? (el.parent as HtmlElement) : null;
  while (current && ITEM_WRAPPERS.has(current.name)) {
    current = current.parent && 'name' in current.parent ? (current.parent as HtmlElement) : null;
  }
  return current;
}

/** A text without its spaces and the separators menus put between entries ("Home | About"). */
const bare = (text: string): string => text.replace(/[\s|·•/-]+/g, '');

/** Whether all of an element's words are the words of its links. */
function onlyLinks(dom: PageDom, el: HtmlElement): boolean {
  const all = bare(dom.textOf(el));
  const linked = bare(
    descendants(el, (e) => e.name === 'a')
      .map((a) => dom.textOf(a))
      .join(''),
  );
  return all.length > 0 && linked.length >= all.length;
}

/**
 * The first menu of a page that marks none: at least 3 short links (or cells that navigate on
 * click) lined up in one container, above the page's headline (or in the first quarter of the
 * page when the headline comes earlier), outside the footer and sidebars. Button-styled links are calls to
 * action, not menu items.
 */
function topMenu(
  dom: PageDom,
  links: LinkCandidate[],
  pageUrl: string,
  headlineOrder: number | null,
): MenuItem[] {
  const limit = Math.max(headlineOrder ?? 0, Math.floor(dom.elements.length / 4));
  const groups = new Map<HtmlElement, MenuItem[]>();
  const push = (el: HtmlElement, item: MenuItem): void => {
    const container = menuContainer(el);
    // links inside a sentence are prose, not a menu; a paragraph that holds nothing but links
    // ("VIEWCART SEARCH CONTACT POLICIES HOME" in a <p><font>) is a row of them
    if (!container || (container.name === 'p' && !onlyLinks(dom, container))) return;
    const group = groups.get(container) ?? [];
    if (!group.some((g) => g.href === item.href)) group.push(item);
    groups.set(container, group);
  };
  for (const { link, element } of links) {
    if (link.order >= limit) break;
    if (link.region === 'footer' || link.region === 'aside') continue;
    if (link.kind !== 'page' && link.kind !== 'anchor') continue;
    const text = link.name || link.text;
    if (!shortLabel(text) || callButton(element)) continue;
    push(element, { text, href: link.href, order: link.order });
  }
  for (const el of dom.elements) {
    const info = dom.info.get(el);
    if (!info || info.order >= limit) break;
    if (info.hidden || info.region === 'footer' || info.region === 'aside') continue;
    const target = CLICK_NAVIGATION.exec(el.attribs.onclick ?? '')?.[1];
    if (!target || el.name === 'a') continue;
    const text = dom.textOf(el);
    if (!shortLabel(text)) continue;
    let href: string;
    try {
      href = new URL(target, pageUrl).href;
    } catch {
      continue;
    }
    push(el, { text, href, order: info.order, selector: dom.locate(el).selector });
  }
  let best: MenuItem[] = [];
  for (const group of groups.values()) {
    if (group.length < 3) continue;
    if (best.length === 0 || group[0]!.order < best[0]!.order) best = group;
  }
  return best.sort((a, b) => a.order - b.order);
}

/**
 * Whether the header or navigation stays on screen while scrolling, from the computed position
 * the renderer recorded for those landmarks. Null when nothing was measured (static mode, or a
 * renderer that did not record positions).
 */
function stickyNav(dom: PageDom): boolean | null {
  const landmarks = [
    ...dom.tag('header'),
    ...dom.tag('nav'),
    ...dom.elements.filter((e) => e.attribs.role === 'banner' || e.attribs.role === 'navigation'),
  ];
  let measured = false;
  for (const el of landmarks) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    // a footer menu that is pinned is a cookie bar or a tab bar, not the site navigation
    if (info.region === 'footer') continue;
    for (const layout of [info.layout?.desktop, info.layout?.mobile]) {
      if (layout?.position === undefined || !layout.visible) continue;
      measured = true;
      if (PINNED.has(layout.position)) return true;
    }
  }
  return measured ? false : null;
}
