import { hintsOf, type PageDom } from '../dom.js';
import type { PageModel } from '../page-model.js';

const MODAL_HINT =
  /(?:^|[\s_-])(?:modal|popup|pop-up|lightbox|overlay-dialog|exit-intent|newsletter-popup)(?:$|[\s_-])/i;
const CAROUSEL_HINT =
  /(?:^|[\s_-])(?:carousel|slider|swiper|slick|owl-carousel|splide|glide|flickity|slideshow|bxslider|royalslider|rev_slider|revslider)(?:$|[\s_-])/i;
const COUNTDOWN_HINT = /countdown|count-down|timer|deal-?clock|expires?-in/i;
const COUNTDOWN_TEXT =
  /\b(?:ends|expires|offer ends|sale ends|hurry)\b[^.]{0,30}\d{1,2}\s*(?:h|hrs?|hours?|:)\s*\d{1,2}\s*(?:m|mins?|minutes?|:)|\b\d{1,2}\s*(?:days?|d)\s*:?\s*\d{1,2}\s*(?:hours?|hrs?|h)\s*:?\s*\d{1,2}\s*(?:minutes?|mins?|m)\b/i;

export function detectMarkup(dom: PageDom, inlineScripts: string[]): PageModel['markup'] {
  let inlineStyleAttributes = 0;
  let positiveTabindex = 0;
  let modals = 0;
  let countdown = false;
  let carouselMarkup = false;
  let carouselAutoplay = false;
  const landmarks = new Set<string>();
  const landmarkTags: Record<string, string> = {
    header: 'banner',
    nav: 'navigation',
    main: 'main',
    footer: 'contentinfo',
    aside: 'complementary',
  };
  for (const el of dom.elements) {
    const a = el.attribs;
    if (a.style !== undefined) inlineStyleAttributes += 1;
    if (a.tabindex !== undefined && Number.parseInt(a.tabindex, 10) > 0) positiveTabindex += 1;
    const role = a.role?.toLowerCase();
    if (landmarkTags[el.name]) landmarks.add(landmarkTags[el.name]);
    if (
      role &&
      ['banner', 'navigation', 'main', 'contentinfo', 'complementary', 'search', 'region', 'form'].includes(
        role,
      )
    )
      landmarks.add(role);
    if (el.name === 'dialog' || role === 'dialog' || role === 'alertdialog') modals += 1;
    else if ((a.class !== undefined || a.id !== undefined) && MODAL_HINT.test(hintsOf(el))) {
      // count outermost modal containers only
      let p = el.parent;
      let nested = false;
      for (let i = 0; p && i < 6; i += 1, p = p.parent)
        if (MODAL_HINT.test(hintsOf(p)) || p.name === 'dialog') nested = true;
      if (!nested) modals += 1;
    }
    if (a.class !== undefined || a.id !== undefined) {
      const hints = hintsOf(el);
      if (!countdown && COUNTDOWN_HINT.test(hints) && el.name !== 'script') countdown = true;
      if (CAROUSEL_HINT.test(hints)) carouselMarkup = true;
    }
    if (
      a['data-ride'] === 'carousel' ||
      a['data-bs-ride'] === 'carousel' ||
      a['data-autoplay'] === 'true' ||
      a['data-slick']?.includes('"autoplay":true') ||
      (a['data-flickity'] ?? '').includes('autoPlay')
    ) {
      carouselMarkup = true;
      carouselAutoplay = true;
    }
  }
  if (!countdown && COUNTDOWN_TEXT.test(dom.text)) countdown = true;
  if (carouselMarkup && !carouselAutoplay)
    carouselAutoplay = inlineScripts.some((s) =>
      /autoplay\s*:\s*(?:true|\{|\d)|autoplaySpeed|data-ride/i.test(s),
    );
  let hasSkipLink = false;
  const anchors = dom.tag('a');
  for (let i = 0; i < Math.min(anchors.length, 15); i += 1) {
    const a = anchors[i];
    if (
      (a.attribs.href ?? '').startsWith('#') &&
      /skip|jump to|zum inhalt/i.test(`${dom.textOf(a)} ${hintsOf(a)}`)
    )
      hasSkipLink = true;
  }
  return {
    iframes: dom.tag('iframe').length,
    inlineStyleAttributes,
    hasSkipLink,
    landmarks: [...landmarks].sort(),
    tables: dom.tag('table').length,
    positiveTabindex,
    modals,
    countdown,
    carousel: carouselMarkup && carouselAutoplay,
  };
}
