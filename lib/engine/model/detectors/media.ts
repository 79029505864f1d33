import { closest, hintsOf, isElement, placed, type HtmlElement } from '../dom.js';
import type { Image, Video } from '../page-model.js';
import { resolveUrl, type PageContext } from './page-context.js';

const PIXEL_SRC =
  /(?:\/|\b)(?:pixel|spacer|blank|clear|1x1|transparent|tracking|beacon)\.(?:gif|png)|facebook\.com\/tr|doubleclick\.net|google-analytics\.com|bat\.bing\.com|\/b\/ss\/|scorecardresearch|quantserve|analytics\./i;
const PLACEHOLDER_SRC = /^data:image\/(?:gif|png);base64,.{0,200}$/i;

function dimension(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function imageFormat(src: string): string | null {
  const data = /^data:image\/([\w+.-]+)/i.exec(src);
  if (data) return data[1].toLowerCase().replace('svg+xml', 'svg').replace('jpg', 'jpeg');
  const path = src.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{2,5})$/i.exec(path);
  if (!ext) return null;
  const e = ext[1].toLowerCase();
  if (e === 'jpg' || e === 'jpeg' || e === 'jfif') return 'jpeg';
  if (['png', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico', 'tif', 'tiff', 'heic', 'jxl'].includes(e)) return e;
  return null;
}

export function isLogoImage(el: HtmlElement, src: string, alt: string | null): boolean {
  if (
    /logo/i.test(hintsOf(el)) ||
    /logo/i.test(alt ?? '') ||
    /logo/i.test(src.split('?')[0].split('/').pop() ?? '')
  )
    return true;
  // an image inside an element named logo/brand (the usual home link)
  return closest(el, (e) => e !== el && /logo|brand/i.test(hintsOf(e)), 3) !== null;
}

export function detectImages(ctx: PageContext): Image[] {
  const { dom } = ctx;
  const images: Image[] = [];
  for (const el of dom.tag('img')) {
    const info = dom.info.get(el);
    if (!info || info.inHead) continue;
    const a = el.attribs;
    let raw = a.src ?? '';
    const lazySrc = a['data-src'] ?? a['data-lazy-src'] ?? a['data-original'] ?? a['data-lazy'];
    const lazyClass = /\blazy/i.test(a.class ?? '');
    if ((!raw || PLACEHOLDER_SRC.test(raw)) && lazySrc) raw = lazySrc;
    const src = raw.startsWith('data:') ? raw.slice(0, 100) : (resolveUrl(raw, ctx.baseUrl) ?? raw);
    const alt = a.alt !== undefined ? a.alt.trim() : null;
    const width = dimension(a.width);
    const height = dimension(a.height);
    const loadingAttr = (a.loading ?? '').toLowerCase();
    const loading: Image['loading'] =
      loadingAttr === 'lazy' || (lazyClass && lazySrc !== undefined)
        ? 'lazy'
        : loadingAttr === 'eager'
          ? 'eager'
          : null;
    const parent = el.parent;
    const inPicture =
      parent !== null &&
      parent.name === 'picture' &&
      parent.children.some(
        (c) => isElement(c) && c.name === 'source' && (c.attribs.srcset || c.attribs['data-srcset']),
      );
    const tiny = (width !== null && width <= 2) || (height !== null && height <= 2);
    if (info.hidden && !tiny) continue;
    images.push(
      placed(dom.locate(el), {
        src,
        alt,
        width,
        height,
        loading,
        hasSrcset: Boolean(a.srcset || a['data-srcset'] || inPicture),
        format: imageFormat(raw),
        isLogo: isLogoImage(el, raw, alt),
        isPixel: tiny || PIXEL_SRC.test(raw),
      }),
    );
  }
  return images;
}

function providerOf(src: string): Video['provider'] | null {
  if (/youtube(?:-nocookie)?\.com\/(?:embed|watch|v\/)|youtu\.be\//i.test(src)) return 'youtube';
  if (/player\.vimeo\.com|vimeo\.com\/\d/i.test(src)) return 'vimeo';
  if (/wistia\.(?:com|net)/i.test(src)) return 'wistia';
  if (/loom\.com\/(?:embed|share)/i.test(src)) return 'loom';
  return null;
}

function flag(src: string, names: string[]): boolean {
  return names.some((n) => new RegExp(`[?&]${n}=(?:1|true)\\b`, 'i').test(src));
}

export function detectVideos(ctx: PageContext): Video[] {
  const { dom } = ctx;
  const videos: Video[] = [];
  for (const el of dom.tag('iframe')) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    const raw = el.attribs.src || el.attribs['data-src'] || el.attribs['data-lazy-src'] || '';
    const provider = providerOf(raw);
    if (!provider) continue;
    const src = resolveUrl(raw, ctx.baseUrl) ?? raw;
    videos.push(
      placed(dom.locate(el), {
        provider,
        src,
        autoplay: flag(src, ['autoplay', 'autoPlay']),
        muted: flag(src, ['mute', 'muted']),
        // embedded players show the provider's thumbnail before playing
        hasPoster: true,
        hasCaptions: flag(src, ['cc_load_policy', 'texttrack']) || /[?&]cc_lang_pref=/.test(src),
      }),
    );
  }
  for (const el of dom.tag('video')) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    let raw = el.attribs.src ?? el.attribs['data-src'] ?? '';
    let captions = false;
    for (const child of el.children) {
      if (!isElement(child)) continue;
      if (child.name === 'source' && !raw) raw = child.attribs.src ?? child.attribs['data-src'] ?? '';
      if (child.name === 'track' && /captions|subtitles/i.test(child.attribs.kind ?? 'subtitles'))
        captions = true;
    }
    videos.push(
      placed(dom.locate(el), {
        provider: 'html5',
        src: raw ? (resolveUrl(raw, ctx.baseUrl) ?? raw) : '',
        autoplay: el.attribs.autoplay !== undefined,
        muted: el.attribs.muted !== undefined,
        hasPoster: Boolean(el.attribs.poster),
        hasCaptions: captions,
      }),
    );
  }
  for (const el of dom.withHints) {
    // Wistia's JS embed is a div whose class carries the media id
    const cls = el.attribs.class ?? '';
    const m = /\bwistia_async_(\w+)/.exec(cls);
    if (!m || dom.info.get(el)?.hidden) continue;
    videos.push(
      placed(dom.locate(el), {
        provider: 'wistia',
        src: `https://fast.wistia.net/embed/iframe/${m[1]}`,
        autoplay: /autoPlay=true/i.test(cls),
        muted: /muted=true/i.test(cls),
        hasPoster: true,
        hasCaptions: false,
      }),
    );
  }
  return videos.sort((a, b) => a.order - b.order);
}
