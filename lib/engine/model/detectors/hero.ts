import { closest, hintsOf, type HtmlElement, type PageDom } from '../dom.js';
import type { Heading, HeroFacts, Image, TextBlock } from '../page-model.js';

/** How many elements after the headline the first screen spans when no layout is known. */
const STATIC_HERO_SPAN = 120;

/** Containers that CSS usually keeps closed: a heading inside one is not the page's headline. */
const CLOSED_CONTAINER =
  /^(?:[a-z]+-)?(?:modal|popup|pop-up|popover|tooltip|dialog|collapse|collapsed|offcanvas|drawer|tab-pane|panel-body|accordion-body|dropdown-menu)(?:-[a-z-]+)?$|^(?:hidden|d-none|invisible|sr-only|visually-hidden|screen-reader-text)$/;

/** Class/id tokens: "hidden-xs" (hidden on phones only) must not read as "hidden". */
function closedContainer(el: HtmlElement): boolean {
  const hints = hintsOf(el);
  return hints !== '' && hints.split(/\s+/).some((token) => CLOSED_CONTAINER.test(token));
}

const TITLE_HINT =
  /(?:^|[\s_-])(?:title|product-?title|product-?name|page-?title|headline|hero|entry-title|post-title)(?:$|[\s_-])/i;

function inClosedContainer(dom: PageDom, heading: Heading): boolean {
  const el = dom.elements[heading.order];
  return (
    el !== undefined &&
    closest(
      el,
      (e) => e.name !== 'body' && e.name !== 'html' && (closedContainer(e) || e.name === 'dialog'),
      12,
    ) !== null
  );
}

export function pickHeadline(headings: Heading[], dom?: PageDom): Heading | null {
  const open = dom ? headings.filter((h) => !inClosedContainer(dom, h)) : headings;
  const h1s = open.filter((h) => h.level === 1 && h.region !== 'footer' && h.region !== 'aside');
  // with several h1s, one named as the title ("productTitle", "page-title", "hero") is the headline
  const named = dom ? h1s.find((h) => TITLE_HINT.test(hintsOf(dom.elements[h.order]))) : undefined;
  if (named) return named;
  if (h1s.length) return h1s[0];
  if (open.length) headings = open;
  const withFont = headings.filter((h) => h.layout?.desktop?.aboveFold && h.layout.desktop.fontSizePx);
  if (withFont.length)
    return withFont.reduce((a, b) =>
      (b.layout?.desktop?.fontSizePx ?? 0) > (a.layout?.desktop?.fontSizePx ?? 0) ? b : a,
    );
  const main = headings.filter((h) => h.region === 'main');
  if (!main.length) return headings[0] ?? null;
  const best = Math.min(...main.slice(0, 5).map((h) => h.level));
  return main.find((h) => h.level === best) ?? null;
}

/**
 * Order bound of the first screen. With a layout it is the first element of the main content
 * whose top lies below the fold; without one, the second h2 after the headline or a fixed span.
 */
export function heroEnd(dom: PageDom, headline: Heading | null, headings: Heading[]): number {
  const start = headline?.order ?? firstMainOrder(dom);
  let sawLayout = false;
  // the fold is a place on the screen, not a place relative to the headline: scan from the top
  for (let order = 0; order < dom.elements.length; order += 1) {
    const info = dom.info.get(dom.elements[order]);
    const desktop = info?.layout?.desktop;
    if (!desktop) continue;
    sawLayout = true;
    if (desktop.visible && !desktop.aboveFold && info?.region === 'main') return order;
  }
  if (sawLayout) return dom.elements.length;
  const h2s = headings.filter((h) => h.order > start && h.level <= 2);
  const bound = start + STATIC_HERO_SPAN;
  const second = h2s[1]?.order ?? Infinity;
  return Math.min(second, bound, dom.elements.length);
}

function firstMainOrder(dom: PageDom): number {
  for (const el of dom.tag('main')) return dom.orderOf(el);
  const body = dom.tag('body')[0];
  return body ? dom.orderOf(body) : 0;
}

/** Rendered area when measured, else the declared size. */
function area(image: Image): number {
  const box = image.layout?.desktop?.box;
  if (box) return box.width * box.height;
  return (image.width ?? 0) * (image.height ?? 0);
}

export function detectHero(
  dom: PageDom,
  headings: Heading[],
  blocks: TextBlock[],
  images: Image[],
): Omit<HeroFacts, 'cta'> {
  const headline = pickHeadline(headings, dom);
  const end = heroEnd(dom, headline, headings);
  const from = headline?.order ?? 0;
  const subheadline = headline
    ? (blocks.find(
        (b) =>
          b.order > from &&
          b.order < end &&
          b.words >= 3 &&
          b.region === headline.region &&
          b.tag !== 'li' &&
          b.tag !== 'td',
      ) ?? null)
    : null;
  const candidates = images.filter(
    (i) => !i.isLogo && !i.isPixel && i.order < end && i.region === 'main' && i.order >= from - 40,
  );
  const image = candidates.length ? candidates.reduce((a, b) => (area(b) > area(a) ? b : a)) : null;
  return { headline, subheadline, image, end };
}
