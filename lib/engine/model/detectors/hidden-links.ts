/**
 * Links to other sites that the visitor cannot see: hidden by an attribute or an inline style, set
 * far off screen, shrunk to nothing, or measured invisible or off the page by the render. Hacked
 * sites carry them by the dozen (pharmacy, casino and diet-pill spam planted for search engines);
 * the trust check (TRUST_018) judges their words.
 */
import { placed, type HtmlElement, type PageDom } from '../dom.js';
import type { HiddenLink } from '../page-model.js';
import { isOwnSite, resolveUrl, type PageContext } from './page-context.js';

/** At most this many are kept: a planted block is seen in its first few links. */
const MAX_KEPT = 30;
/** How far up the tree a hiding style still hides the link (a hidden block of links). */
const DEPTH = 8;

const HIDING: [RegExp, string][] = [
  [/(?:^|;)\s*display\s*:\s*none/i, 'display:none'],
  [/(?:^|;)\s*visibility\s*:\s*hidden/i, 'visibility:hidden'],
  [
    /(?:^|;)\s*(?:left|top|right|margin-left|margin-top|text-indent)\s*:\s*-\d{3,}(?:\.\d+)?(?:px|em|rem|pt)?/i,
    'off screen',
  ],
  [/(?:^|;)\s*font-size\s*:\s*0(?:px|em|rem|pt)?\s*(?:;|$)/i, 'font-size:0'],
  [/(?:^|;)\s*opacity\s*:\s*0(?:\.0+)?\s*(?:;|$)/i, 'opacity:0'],
  [/(?:^|;)\s*(?:height|width)\s*:\s*[01](?:px)?\s*;[^]*overflow\s*:\s*hidden/i, 'shrunk to nothing'],
];

/** How an element or one of its ancestors keeps it from view, by its markup; null when nothing does. */
function hiddenBy(el: HtmlElement): string | null {
  for (let e: HtmlElement | null = el, depth = 0; e && e.attribs && depth < DEPTH; e = e.parent, depth++) {
    if (e.attribs.hidden !== undefined) return 'hidden attribute';
    const style = e.attribs.style;
    if (!style) continue;
    for (const [re, how] of HIDING) if (re.test(style)) return how;
  }
  return null;
}

/** Measured by the render as invisible at both viewports, or placed left of or above the page. */
function hiddenByLayout(dom: PageDom, el: HtmlElement): string | null {
  const layout = dom.info.get(el)?.layout;
  const views = [layout?.desktop, layout?.mobile].filter((v) => v !== undefined);
  if (views.length === 0) return null;
  if (views.every((v) => !v.visible)) return 'not visible when rendered';
  if (views.every((v) => v.box.x + v.box.width <= 0 || v.box.y + v.box.height <= 0)) return 'off screen';
  return null;
}

export function detectHiddenLinks(ctx: PageContext): HiddenLink[] {
  const { dom } = ctx;
  const out: HiddenLink[] = [];
  for (const el of dom.tag('a')) {
    const raw = el.attribs.href?.trim();
    if (!raw || !/^(?:https?:)?\/\//i.test(raw)) continue;
    const info = dom.info.get(el);
    if (!info || info.inHead) continue;
    const href = resolveUrl(raw, ctx.baseUrl);
    if (!href || isOwnSite(href, ctx)) continue;
    const how = hiddenBy(el) ?? hiddenByLayout(dom, el);
    if (!how) continue;
    const text = collapseText(el);
    out.push(placed(dom.locate(el), { text: text.slice(0, 200), href, how }));
    if (out.length >= MAX_KEPT) break;
  }
  return out;
}

/** The link's words as written, hidden or not (textOf skips hidden text, which is all of it here). */
function collapseText(el: HtmlElement): string {
  const parts: string[] = [];
  const visit = (node: HtmlElement): void => {
    for (const c of node.children) {
      if (c.type === 'text') parts.push((c as unknown as { data: string }).data);
      else if ('children' in c && (c as HtmlElement).name !== 'script') visit(c as HtmlElement);
    }
  };
  visit(el);
  return parts.join(' ').replace(/\s+/g, ' ').trim() || (el.attribs.title ?? '').trim();
}
