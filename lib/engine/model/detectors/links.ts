import { collapse, isElement, placed, type HtmlElement, type PageDom } from '../dom.js';
import type { Link, LinkKind } from '../page-model.js';
import { isOwnSite, resolveUrl, type PageContext } from './page-context.js';

const FILE_EXT =
  /\.(?:pdf|zip|rar|7z|gz|tar|docx?|xlsx?|pptx?|csv|txt|rtf|odt|ods|dmg|exe|msi|apk|pkg|mp3|wav|mp4|mov|avi|epub|mobi)(?:$|[?#])/i;

/** The accessible name of an element: aria-labelledby, aria-label, text, image alt, then title. */
export function accessibleName(dom: PageDom, el: HtmlElement): string {
  const labelledBy = el.attribs['aria-labelledby'];
  if (labelledBy) {
    const parts = labelledBy
      .split(/\s+/)
      .map((id) => dom.idIndex.get(id))
      .filter((x): x is HtmlElement => x !== undefined)
      .map((x) => dom.textOf(x));
    const joined = collapse(parts.join(' '));
    if (joined) return joined;
  }
  const label = el.attribs['aria-label'];
  if (label && label.trim()) return collapse(label);
  const text = dom.textOf(el);
  if (text) return text;
  const alt = firstImageAlt(el);
  if (alt) return alt;
  const title = el.attribs.title;
  if (title && title.trim()) return collapse(title);
  if (el.name === 'input') return collapse(el.attribs.value ?? '');
  return '';
}

function firstImageAlt(el: HtmlElement): string | null {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (child.name === 'img' && child.attribs.alt && child.attribs.alt.trim())
      return collapse(child.attribs.alt);
    if (child.name === 'svg') {
      const label = child.attribs['aria-label'];
      if (label) return collapse(label);
    }
    const nested = firstImageAlt(child);
    if (nested) return nested;
  }
  return null;
}

export function linkKind(raw: string, resolved: string | null, pageUrl: string): LinkKind {
  const href = raw.trim().toLowerCase();
  if (href.startsWith('mailto:')) return 'mailto';
  if (href.startsWith('tel:') || href.startsWith('callto:') || href.startsWith('sms:')) return 'tel';
  if (href.startsWith('javascript:')) return 'javascript';
  if (href.startsWith('#')) return 'anchor';
  if (!resolved) return 'other';
  if (!/^https?:/i.test(resolved)) return 'other';
  const hash = resolved.indexOf('#');
  if (hash >= 0 && resolved.slice(0, hash) === pageUrl.split('#')[0]) return 'anchor';
  if (FILE_EXT.test(resolved)) return 'file';
  return 'page';
}

/**
 * An href that goes nowhere by itself: empty, a bare "#" or "#!" (the hashbang with no route after
 * it, which templates put on every link they leave for the buyer to fill), a void script, a scheme
 * with no host.
 */
export const DEAD_HREF = /^(?:#?|#!|javascript:\s*(?:void\s*\(?\s*0?\s*\)?\s*;?|;)?|https?:\/{0,2})$/i;

/** Class or id words of elements whose click a script takes (modals, toggles, sliders, tabs, share tools). */
const SCRIPT_HOOK =
  /(?:^|[\s_-])(?:modal|popup|pop-up|popover|lightbox|fancybox|dialog|drawer|toggle|trigger|dropdown|collapse|accordion|tabs?|carousel|slider?|slick|swiper|prev|next|close|burger|hamburger|share|sharetools|social|login|log-in|signin|sign-in|account|user|cart|basket|wishlist|currency|lang|language|search|js)(?:$|[\s_-])/i;

/** Attributes that hand a click to a script. */
const SCRIPT_ATTRIBUTES = [
  'onclick',
  'data-toggle',
  'data-bs-toggle',
  'data-target',
  'data-bs-target',
  'data-action',
  'aria-controls',
  'aria-haspopup',
  'aria-expanded',
];

/** How far up the tree a script hook on a container (a share bar, a slider) still claims a link. */
const HOOK_DEPTH = 3;

function hooked(el: HtmlElement): boolean {
  const attrs = el.attribs;
  if (SCRIPT_ATTRIBUTES.some((a) => attrs[a] !== undefined)) return true;
  if (Object.keys(attrs).some((k) => /^(?:@|v-on|x-on|ng-click|\(click\))/.test(k))) return true;
  return SCRIPT_HOOK.test(`${attrs.class ?? ''} ${attrs.id ?? ''} ${attrs.role ?? ''}`);
}

/**
 * A link that leads nowhere and shows no sign of a script taking the click: a visitor who presses
 * it stays where they are (or is thrown to the top of the page). Live sites hand many "#" links to
 * scripts, which static markup cannot see; so a link only counts when nothing suggests one: it has
 * visible text and no id (a script's handle), no handler or toggle attribute, no hook word in its
 * class (modal, toggle, share, login, cart...) or in those of the three containers around it, and
 * it is not the "#" parent of a sub-menu, which opens on hover.
 */
export function leadsNowhere(el: HtmlElement): boolean {
  const raw = el.attribs.href;
  if (raw === undefined || !DEAD_HREF.test(raw.trim())) return false;
  if (el.attribs.id !== undefined || hooked(el)) return false;
  let up: HtmlElement | null = el.parent && 'name' in el.parent ? (el.parent as HtmlElement) : null;
  for (let depth = 0; up && depth < HOOK_DEPTH; depth += 1) {
    if (hooked(up)) return false;
    up = up.parent && 'name' in up.parent ? (up.parent as HtmlElement) : null;
  }
  const parent = el.parent && 'name' in el.parent ? (el.parent as HtmlElement) : null;
  if (
    parent?.name === 'li' &&
    parent.children.some((c) => 'name' in c && ['ul', 'ol', 'div'].includes(String(c.name)))
  )
    return false;
  return true;
}

/** Visible links with an href, with their element kept for the detectors that build on them. */
export interface LinkCandidate {
  link: Link;
  element: HtmlElement;
}

export function detectLinks(ctx: PageContext, pageUrl: string): LinkCandidate[] {
  const { dom } = ctx;
  const out: LinkCandidate[] = [];
  for (const el of dom.tag('a')) {
    const raw = el.attribs.href;
    if (raw === undefined) continue;
    const info = dom.info.get(el);
    if (!info || info.hidden || info.inHead) continue;
    const lower = raw.trim().toLowerCase();
    // an empty href leads nowhere; resolved, it would read as a link to this very page
    const keepRaw =
      lower === '' ||
      lower.startsWith('mailto:') ||
      lower.startsWith('tel:') ||
      lower.startsWith('javascript:');
    const resolved = keepRaw ? raw.trim() : resolveUrl(raw, ctx.baseUrl);
    const kind = linkKind(raw, keepRaw ? null : resolved, pageUrl);
    const href = resolved ?? raw.trim();
    const text = dom.textOf(el);
    const name = accessibleName(dom, el);
    const internal = kind === 'anchor' || ((kind === 'page' || kind === 'file') && isOwnSite(href, ctx));
    const target = (el.attribs.target ?? '').toLowerCase();
    const rel = el.attribs.rel;
    const link: Link = placed(dom.locate(el), {
      href,
      text: text.slice(0, 300),
      name: name.slice(0, 300),
      kind,
      internal,
      newTab: target === '_blank' || target === '_new',
      rel: rel ? rel.toLowerCase().split(/\s+/).filter(Boolean) : [],
    });
    if ((text || name).trim() && leadsNowhere(el)) link.leadsNowhere = true;
    out.push({ element: el, link });
  }
  return out;
}
