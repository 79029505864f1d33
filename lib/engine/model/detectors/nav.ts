import { closest, hintsOf, type PageDom } from '../dom.js';
import type { Form, NavFacts } from '../page-model.js';
import type { LinkCandidate } from './links.js';

export function detectNav(dom: PageDom, links: LinkCandidate[], forms: Form[], homeUrl: string): NavFacts {
  const items: { text: string; href: string }[] = [];
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
  const navLinks = menuLinks.length >= 2 ? menuLinks : headerLinks;
  for (const { link } of navLinks) {
    const text = link.name || link.text;
    if (!text || text.length > 60 || link.kind === 'javascript') continue;
    const key = `${text.toLowerCase()}|${link.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ text, href: link.href });
    if (items.length >= 100) break;
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
      link.order < (navLinks[navLinks.length - 1]?.link.order ?? 200) + 1 &&
      isHome(link.href) &&
      (/logo|brand/i.test(hintsOf(element)) ||
        closest(element, (e) => /logo|brand/i.test(hintsOf(e)), 3) !== null ||
        element.children.some((c) => 'name' in c && (c as { name: string }).name === 'img')),
  );
  const hasSearch = forms.some(
    (f) => f.purpose === 'search' && (f.region === 'header' || f.region === 'nav' || f.order < 300),
  );
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
