import { collapse, isElement, type HtmlElement, type PageDom } from '../dom.js';
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
    const keepRaw =
      lower.startsWith('mailto:') || lower.startsWith('tel:') || lower.startsWith('javascript:');
    const resolved = keepRaw ? raw.trim() : resolveUrl(raw, ctx.baseUrl);
    const kind = linkKind(raw, keepRaw ? null : resolved, pageUrl);
    const href = resolved ?? raw.trim();
    const text = dom.textOf(el);
    const name = accessibleName(dom, el);
    const internal = kind === 'anchor' || ((kind === 'page' || kind === 'file') && isOwnSite(href, ctx));
    const target = (el.attribs.target ?? '').toLowerCase();
    out.push({
      element: el,
      link: {
        ...dom.locate(el),
        href,
        text: text.slice(0, 300),
        name: name.slice(0, 300),
        kind,
        internal,
        newTab: target === '_blank' || target === '_new',
        rel: (el.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean),
      },
    });
  }
  return out;
}
