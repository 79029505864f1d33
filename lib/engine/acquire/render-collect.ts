/**
 * Code that runs inside the rendered page, in an isolated world (the page's own scripts share the
 * DOM but not these globals, so a page cannot tamper with the measurements). Every exported
 * function is serialised with Function.prototype.toString and must not reference anything outside
 * its own body.
 */
import type { ElementLayout, TapTarget } from '../model/page-model.js';

/** Attribute that names each element of interest; the model builder joins layouts on it. */
export const CAS_ID_ATTRIBUTE = 'data-cas-id';

export interface CollectOptions {
  isMobile: boolean;
  /** Text below this computed size counts as small (12 px on mobile, 14 px on desktop). */
  smallTextPx: number;
  /** At most this many p/li/blockquote elements are tagged. */
  maxTextElements: number;
  /** At most this many other elements (headings, links, controls, media) are tagged. */
  maxOtherElements: number;
  collectTapTargets: boolean;
  /** Text at least this large outside headings and text blocks is measured as display text. */
  displayTextPx: number;
}

export interface CollectedViewport {
  layouts: Record<string, ElementLayout>;
  documentHeight: number;
  /** How far a visitor can scroll sideways: 0 when the viewport clips horizontal overflow. */
  horizontalOverflowPx: number;
  /** The document's scroll width (documentElement.scrollWidth). */
  scrollWidth: number;
  /** The layout viewport's width without a classic scrollbar (documentElement.clientWidth). */
  layoutWidth: number;
  /** Width beyond the layout viewport that the page clips (overflow-x hidden or clip on the viewport). */
  clippedOverflowPx: number;
  smallTextShare: number;
  bodyFontSizePx: number | null;
  tapTargets: TapTarget[];
  innerWidth: number;
  innerHeight: number;
  /** The largest picture a stylesheet paints behind the first screen (ViewportFacts.firstScreenPicture). */
  firstScreenPicture: { url: string; selector: string; width: number; height: number } | null;
}

export interface CollectedTiming {
  ttfbMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  domContentLoadedMs: number | null;
  loadMs: number | null;
}

/**
 * Registered before any page script runs (Page.addScriptToEvaluateOnNewDocument), so the
 * observers see the first paint, every layout shift and every long task.
 */
export function installTimingObservers(): void {
  const state = {
    fcp: null as number | null,
    lcp: null as number | null,
    cls: 0,
    clsSeen: false,
    tbt: 0,
    longTasks: 0,
    windowValue: 0,
    windowStart: -1,
    windowLast: -1,
  };
  (globalThis as unknown as { __casTiming: typeof state }).__casTiming = state;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void): void => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this build does not support leaves that metric null.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    state.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (shift.hadRecentInput) return;
    state.clsSeen = true;
    // CLS is the largest session window: shifts less than 1 s apart, a window at most 5 s long.
    const t = entry.startTime;
    if (state.windowStart >= 0 && t - state.windowLast < 1000 && t - state.windowStart < 5000) {
      state.windowValue += shift.value;
    } else {
      state.windowValue = shift.value;
      state.windowStart = t;
    }
    state.windowLast = t;
    state.cls = Math.max(state.cls, state.windowValue);
  });
  observe('longtask', (entry) => {
    state.longTasks += 1;
    state.tbt += Math.max(0, entry.duration - 50);
  });
}

/** Reads what installTimingObservers gathered plus the navigation timing entry. */
export function readTiming(): CollectedTiming {
  const state = (
    globalThis as unknown as {
      __casTiming?: { fcp: number | null; lcp: number | null; cls: number; clsSeen: boolean; tbt: number };
    }
  ).__casTiming;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const positive = (value: number | undefined): number | null =>
    value !== undefined && value > 0 ? Math.round(value) : null;
  const fcpEntry = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ttfbMs: positive(nav?.responseStart),
    fcpMs: positive(state?.fcp ?? fcpEntry?.startTime),
    lcpMs: positive(state?.lcp ?? undefined),
    // No shift at all is a CLS of 0 once the page is laid out; null only when observers are missing.
    cls: state ? Math.round(state.cls * 1000) / 1000 : null,
    tbtMs: state ? Math.round(state.tbt) : null,
    domContentLoadedMs: positive(nav?.domContentLoadedEventEnd),
    loadMs: positive(nav?.loadEventEnd),
  };
}

/**
 * Tags elements of interest with data-cas-id (a counter stable across calls: an element keeps its
 * id, new elements get the next numbers) and measures the page at the current viewport.
 */
export function collectViewport(options: CollectOptions): CollectedViewport {
  const ATTR = 'data-cas-id';
  const g = globalThis as unknown as { __casNext?: number; __casColors?: Map<string, number[]> };
  if (g.__casNext === undefined) {
    // Ids the page shipped itself would be mistaken for ours.
    document.querySelectorAll('[' + ATTR + ']').forEach((el) => el.removeAttribute(ATTR));
    g.__casNext = 1;
  }
  const round = (n: number): number => Math.round(n * 10) / 10;

  const textSelector = 'p, li, blockquote';
  // Header and navigation landmarks: their computed position says whether the menu stays on screen.
  const landmarkSelector = 'header, nav, [role=banner], [role=navigation]';
  const otherSelector =
    'h1, h2, h3, h4, h5, h6, a, button, input, select, textarea, form, img, svg, video, iframe, [role=button], ' +
    landmarkSelector;
  let otherCount = 0;
  let textCount = 0;
  document.querySelectorAll('[' + ATTR + ']').forEach((el) => {
    if (el.matches(textSelector) && !el.matches(otherSelector)) textCount++;
    else otherCount++;
  });
  const all = document.querySelectorAll(otherSelector + ', ' + textSelector);
  for (const el of Array.from(all)) {
    if (el.hasAttribute(ATTR)) continue;
    // An svg nested in another svg is part of one graphic.
    if (el.tagName.toLowerCase() === 'svg' && el.parentElement?.closest('svg')) continue;
    const isText = el.matches(textSelector) && !el.matches(otherSelector);
    if (isText ? textCount >= options.maxTextElements : otherCount >= options.maxOtherElements) continue;
    if (isText) textCount++;
    else otherCount++;
    el.setAttribute(ATTR, String(g.__casNext++));
  }
  // Display text set in a div or a span ("div.masthead-heading" at 72 px): on the first screen
  // and a half, in type at least DISPLAY_TEXT_PX, outside a heading, link, button or text block
  // that is measured itself. The headline is chosen among what a visitor sees largest.
  if (document.body) {
    const vh0 = window.innerHeight;
    const measured =
      'h1, h2, h3, h4, h5, h6, a, button, label, p, li, blockquote, script, style, noscript, svg';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const looked = new Set<Element>();
    let walked = 0;
    let tagged = 0;
    for (let node = walker.nextNode(); node && walked < 3000 && tagged < 12; node = walker.nextNode()) {
      walked++;
      const el = node.parentElement;
      if (!el || looked.has(el) || !(node.nodeValue ?? '').trim()) continue;
      looked.add(el);
      if (el.hasAttribute(ATTR) || el.closest(measured) || otherCount >= options.maxOtherElements) continue;
      const top = el.getBoundingClientRect().top + window.scrollY;
      if (top > vh0 * 1.5) break;
      if (parseFloat(getComputedStyle(el).fontSize) < options.displayTextPx) continue;
      otherCount++;
      tagged++;
      el.setAttribute(ATTR, String(g.__casNext++));
    }
  }

  // Canvas normalises any CSS colour syntax (oklch, color(), named) to sRGB bytes.
  const colorCache = g.__casColors ?? (g.__casColors = new Map<string, number[]>());
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  const parseColor = (value: string): number[] => {
    const cached = colorCache.get(value);
    if (cached) return cached;
    let rgba: number[];
    const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)$/.exec(value);
    if (m) {
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
      rgba = [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
    } else {
      ctx = ctx ?? new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true });
      if (!ctx) return [0, 0, 0, 1];
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = value;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      rgba = [d[0], d[1], d[2], d[3] / 255];
    }
    colorCache.set(value, rgba);
    return rgba;
  };
  const blend = (top: number[], bottom: number[]): number[] => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
  };
  // Memoised per call: siblings share ancestors, and a long page has thousands of tagged elements.
  const backgrounds = new Map<Element, number[]>();
  const effectiveBackground = (el: Element | null): number[] => {
    // The canvas under everything is white.
    if (!el) return [255, 255, 255, 1];
    const known = backgrounds.get(el);
    if (known) return known;
    const own = parseColor(getComputedStyle(el).backgroundColor);
    const color =
      own[3] >= 1
        ? own
        : own[3] > 0
          ? blend(own, effectiveBackground(el.parentElement))
          : effectiveBackground(el.parentElement);
    backgrounds.set(el, color);
    return color;
  };
  // What is painted behind text but is not a colour: a background image or gradient on the element
  // or on an ancestor below its first opaque fill, or an image, video or canvas of such an ancestor
  // that lies under the text. Its colour is unknown, so its contrast is not measured (axe-core
  // reports such text as needing review rather than failing it).
  const layers = new Map<Element, { image: boolean; media: Element[]; opaque: boolean }>();
  const mediaTag = /^(IMG|PICTURE|VIDEO|CANVAS)$/;
  const layerOf = (el: Element): { image: boolean; media: Element[]; opaque: boolean } => {
    const known = layers.get(el);
    if (known) return known;
    const style = getComputedStyle(el);
    const layer = {
      image: style.backgroundImage !== 'none',
      media: Array.from(el.children).filter((child) => mediaTag.test(child.tagName)),
      opaque: parseColor(style.backgroundColor)[3] >= 1,
    };
    layers.set(el, layer);
    return layer;
  };
  const overImage = (el: Element, rect: DOMRect): boolean => {
    // On screen, what is painted under the text's centre, whatever its place in the document: a
    // transparent header laid over the hero's photo has the photo under it, not its own parent.
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    if (cx >= 0 && cy >= 0 && cx < window.innerWidth && cy < window.innerHeight) {
      const stack = document.elementsFromPoint(cx, cy);
      const at = stack.indexOf(el);
      if (at >= 0) {
        for (const under of stack.slice(at)) {
          const layer = layerOf(under);
          if (layer.image || (under !== el && mediaTag.test(under.tagName))) return true;
          if (layer.opaque) return false;
        }
        return false;
      }
    }
    const area = rect.width * rect.height;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const layer = layerOf(node);
      if (layer.image) return true;
      // An element's own image (an icon in a link) is beside its text, not under it.
      if (node !== el && area > 0) {
        for (const media of layer.media) {
          const r = media.getBoundingClientRect();
          const w = Math.min(r.right, rect.right) - Math.max(r.left, rect.left);
          const h = Math.min(r.bottom, rect.bottom) - Math.max(r.top, rect.top);
          if (w > 0 && h > 0 && w * h >= area / 2) return true;
        }
      }
      if (layer.opaque) return false;
    }
    return false;
  };
  const luminance = (c: number[]): number => {
    const lin = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  const contrast = (fg: number[], bg: number[]): number => {
    const l1 = luminance(blend(fg, bg));
    const l2 = luminance(bg);
    return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  };
  const css = (c: number[]): string =>
    c[3] >= 1
      ? `rgb(${Math.round(c[0])}, ${Math.round(c[1])}, ${Math.round(c[2])})`
      : `rgba(${Math.round(c[0])}, ${Math.round(c[1])}, ${Math.round(c[2])}, ${round(c[3])})`;
  const isVisible = (el: Element, rect: DOMRect): boolean =>
    rect.width > 0 &&
    rect.height > 0 &&
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const vh = window.innerHeight;
  const sx = window.scrollX;
  const sy = window.scrollY;
  const noText = new Set(['img', 'svg', 'video', 'iframe', 'form', 'header', 'nav']);
  // A header is kept on screen by its own position or by a wrapper's ("sticky-wrapper > header").
  const pinnedPosition = (el: Element): string => {
    const own = getComputedStyle(el).position;
    if (own === 'fixed' || own === 'sticky') return own;
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const p = getComputedStyle(node).position;
      if (p === 'fixed' || p === 'sticky') return p;
    }
    return own;
  };
  // A link or control a visitor reads as a button: it paints a box of its own (a fill unlike what
  // is behind it, a gradient, or a border on all four sides), itself or through the one child
  // that carries its whole label ("a > span.button-inner").
  const controlSelector = 'a, button, input, [role=button]';
  const paintsBox = (e: Element): boolean => {
    const s = getComputedStyle(e);
    if (s.display === 'inline') return false;
    if (/gradient\(/.test(s.backgroundImage)) return true;
    const behind = effectiveBackground(e.parentElement);
    const fill = parseColor(s.backgroundColor);
    if (fill[3] > 0.3) {
      const seen = blend(fill, behind);
      const apart = Math.max(...[0, 1, 2].map((i) => Math.abs(seen[i] - behind[i])));
      if (contrast(seen, behind) >= 1.25 || apart >= 60) return true;
    }
    return ['top', 'right', 'bottom', 'left'].every((side) => {
      const width = parseFloat(s.getPropertyValue('border-' + side + '-width'));
      const style = s.getPropertyValue('border-' + side + '-style');
      const color = parseColor(s.getPropertyValue('border-' + side + '-color'));
      return (
        width >= 1 &&
        style !== 'none' &&
        style !== 'hidden' &&
        color[3] > 0.3 &&
        contrast(color, behind) >= 1.5
      );
    });
  };
  const looksFilled = (el: Element): boolean => {
    if (paintsBox(el)) return true;
    const only = el.children.length === 1 ? el.children[0] : null;
    const label = (el.textContent ?? '').trim();
    return only !== null && label !== '' && (only.textContent ?? '').trim() === label && paintsBox(only);
  };
  const layouts: Record<string, ElementLayout> = {};
  document.querySelectorAll('[' + ATTR + ']').forEach((el) => {
    const id = el.getAttribute(ATTR)!;
    const rect = el.getBoundingClientRect();
    const box = {
      x: round(rect.left + sx),
      y: round(rect.top + sy),
      width: round(rect.width),
      height: round(rect.height),
    };
    const layout: ElementLayout = { box, visible: isVisible(el, rect), aboveFold: box.y < vh };
    if (!noText.has(el.tagName.toLowerCase())) {
      const style = getComputedStyle(el);
      const fg = parseColor(style.color);
      const bg = effectiveBackground(el);
      layout.fontSizePx = round(parseFloat(style.fontSize));
      layout.fontWeight = Number(style.fontWeight) || 400;
      layout.color = css(fg);
      layout.backgroundColor = css(bg);
      if (overImage(el, rect)) layout.overImage = true;
      else layout.contrastRatio = Math.round(contrast(fg, bg) * 100) / 100;
    }
    if (el.matches(landmarkSelector)) layout.position = pinnedPosition(el);
    if (layout.visible && el.matches(controlSelector) && looksFilled(el)) layout.filled = true;
    layouts[id] = layout;
  });

  // Small-text share counts visible text nodes (the model's definition); body size weighs them by characters.
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG']);
  let smallNodes = 0;
  let totalNodes = 0;
  const bodySizes: [number, number][] = [];
  const visibleCache = new Map<Element, boolean>();
  if (document.body) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let visited = 0;
    for (let node = walker.nextNode(); node && visited < 20000; node = walker.nextNode()) {
      const text = node.nodeValue?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || skip.has(parent.tagName.toUpperCase())) continue;
      visited++;
      let visible = visibleCache.get(parent);
      if (visible === undefined) {
        visible = isVisible(parent, parent.getBoundingClientRect());
        visibleCache.set(parent, visible);
      }
      if (!visible) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      totalNodes++;
      if (size < options.smallTextPx) smallNodes++;
      if (text.length >= 20 && !parent.closest('h1, h2, h3, h4, h5, h6, button, nav, header, footer')) {
        bodySizes.push([size, text.length]);
      }
    }
  }
  let bodyFontSizePx: number | null = null;
  if (bodySizes.length > 0) {
    bodySizes.sort((a, b) => a[0] - b[0]);
    const half = bodySizes.reduce((sum, [, n]) => sum + n, 0) / 2;
    let acc = 0;
    for (const [size, n] of bodySizes) {
      acc += n;
      if (acc >= half) {
        bodyFontSizePx = round(size);
        break;
      }
    }
  }

  const cssPath = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && parts.length < 8; node = node.parentElement) {
      const tag = node.tagName.toLowerCase();
      if (node.id && document.querySelectorAll('#' + CSS.escape(node.id)).length === 1) {
        parts.unshift('#' + CSS.escape(node.id));
        break;
      }
      if (tag === 'html' || tag === 'body') {
        parts.unshift(tag);
        break;
      }
      const parent: Element | null = node.parentElement;
      const same = parent ? Array.from(parent.children).filter((c) => c.tagName === node!.tagName) : [];
      // a tag name may hold characters CSS reads as syntax (<logic:notEqual>, <o:p>)
      const name = CSS.escape(tag);
      parts.unshift(same.length > 1 ? `${name}:nth-of-type(${same.indexOf(node) + 1})` : name);
    }
    return parts.join(' > ');
  };

  const tapTargets: TapTarget[] = [];
  if (options.collectTapTargets) {
    const candidates = Array.from(
      document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], summary',
      ),
    );
    const rects: { el: Element; rect: DOMRect }[] = [];
    for (const el of candidates) {
      const rect = el.getBoundingClientRect();
      if (!isVisible(el, rect)) continue;
      rects.push({ el, rect });
      if (rects.length >= 600) break;
    }
    for (const { el, rect } of rects) {
      let nearest: number | null = null;
      for (const other of rects) {
        // A control nested in another (an icon button inside a link) is one target, not two.
        if (other.el === el || other.el.contains(el) || el.contains(other.el)) continue;
        const dx = Math.max(0, other.rect.left - rect.right, rect.left - other.rect.right);
        const dy = Math.max(0, other.rect.top - rect.bottom, rect.top - other.rect.bottom);
        const d = Math.hypot(dx, dy);
        if (nearest === null || d < nearest) nearest = d;
      }
      const label =
        (el as HTMLElement).innerText?.trim() ||
        el.getAttribute('aria-label') ||
        el.getAttribute('title') ||
        (el as HTMLInputElement).value ||
        el.getAttribute('placeholder') ||
        el.getAttribute('alt') ||
        '';
      tapTargets.push({
        selector: cssPath(el),
        text: label.replace(/\s+/g, ' ').slice(0, 80),
        width: round(rect.width),
        height: round(rect.height),
        spacingPx: nearest === null ? null : round(nearest),
      });
    }
  }

  const root = document.documentElement;
  const scrollHeight = Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0);
  // Sideways scrolling is the document's scroll width against the layout viewport (on a phone
  // clientWidth is innerWidth: its scrollbars overlay; on a desktop it leaves out a classic
  // scrollbar). A carousel clipped by its own container adds nothing to the scroll width. The
  // viewport takes the root's overflow-x, or the body's when the root's is visible (CSS Overflow
  // 3, 3.3); when that is hidden or clip the overflow is cut off and no visitor can scroll to it,
  // though scrollWidth still counts it.
  const scrollWidth = Math.round(root.scrollWidth);
  const layoutWidth = Math.round(root.clientWidth);
  const rootOverflowX = getComputedStyle(root).overflowX;
  const viewportOverflowX =
    rootOverflowX === 'visible' && document.body ? getComputedStyle(document.body).overflowX : rootOverflowX;
  const clipsX = viewportOverflowX === 'hidden' || viewportOverflowX === 'clip';
  const overflow = Math.max(0, scrollWidth - layoutWidth);

  // A hero photo set as a CSS background is an image of the offer as much as an <img>: under a
  // grid of points of the first screen, the largest element (the page's body too: a full-screen
  // photo behind a landing page) whose background is an image file, not a gradient or a small
  // tiled pattern, covering at least a quarter of the screen, above any opaque fill. Read at the
  // top of the page only.
  let firstScreenPicture: CollectedViewport['firstScreenPicture'] = null;
  const vw = window.innerWidth;
  if (sy === 0 && vw > 0 && vh > 0) {
    let best = 0;
    for (const fx of [0.2, 0.5, 0.8])
      for (const fy of [0.25, 0.5, 0.75]) {
        for (const under of document.elementsFromPoint(vw * fx, vh * fy)) {
          const style = getComputedStyle(under);
          const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(style.backgroundImage)?.[1];
          const tiled = style.backgroundRepeat.startsWith('repeat') && style.backgroundSize === 'auto';
          if (url && !tiled && !url.startsWith('data:')) {
            const r = under.getBoundingClientRect();
            const area = Math.min(r.width, vw) * Math.min(r.height, vh);
            if (area >= (vw * vh) / 4 && area > best) {
              best = area;
              firstScreenPicture = {
                url,
                selector: cssPath(under),
                width: round(r.width),
                height: round(r.height),
              };
            }
            break;
          }
          if (layerOf(under).opaque) break;
        }
      }
  }
  return {
    layouts,
    documentHeight: Math.round(scrollHeight),
    horizontalOverflowPx: clipsX ? 0 : overflow,
    scrollWidth,
    layoutWidth,
    clippedOverflowPx: clipsX ? overflow : 0,
    smallTextShare: totalNodes === 0 ? 0 : Math.round((smallNodes / totalNodes) * 1000) / 1000,
    bodyFontSizePx,
    tapTargets,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    firstScreenPicture,
  };
}

/**
 * The document's scroll width beyond the layout viewport, before any clipping by the viewport
 * (collectViewport's measure, cheap enough to poll while a page's resize handlers run).
 */
export function documentOverflow(): number {
  const root = document.documentElement;
  return Math.max(0, Math.round(root.scrollWidth - root.clientWidth));
}

/**
 * Lays the whole document out again from scratch (the root taken out of the layout and put back,
 * its style attribute restored exactly as it was). After the in-place switch to the phone's
 * viewport, Chromium can hold on to the width a transient overflow gave the page: it zooms out to
 * fit the wider content, the page's 100vh blocks grow with that zoomed-out viewport and keep the
 * content as wide as it was, though no element is that wide any more. A page loaded on a phone
 * never passes through that state; a fresh layout leaves it too.
 */
export function relayoutDocument(): void {
  const root = document.documentElement;
  const style = root.getAttribute('style');
  // Through the attribute, not the CSSOM: an inline style changed through root.style comes back
  // as style="" once the attribute is removed.
  root.setAttribute('style', `${style ?? ''};display:none !important`);
  void root.offsetWidth;
  if (style === null) root.removeAttribute('style');
  else root.setAttribute('style', style);
  void root.offsetWidth;
}

/**
 * In the page: plays to their end the animations still running or waiting out a delay (a hero
 * button that fades in 0.7 s after the headline, animate.css, AOS and WOW entrances), so the page
 * is measured as a visitor sees it a moment later rather than mid-fade, when an element at
 * opacity 0 reads as hidden. Animations that repeat forever (spinners, marquees) are left as they
 * are. Returns how many were finished.
 */
export function finishAnimations(): number {
  if (typeof document.getAnimations !== 'function') return 0;
  let finished = 0;
  for (const animation of document.getAnimations()) {
    try {
      const end = Number(animation.effect?.getComputedTiming().endTime);
      if (!Number.isFinite(end) || animation.playState === 'finished') continue;
      animation.finish();
      finished++;
    } catch {
      // an animation that cannot be finished is measured as it stands
    }
  }
  return finished;
}

export interface CollectedStylesheets {
  /** Absolute URLs of `<link rel=stylesheet>` elements (not disabled) whose `sheet` is still null. */
  unapplied: string[];
  /** document.compatMode is BackCompat: Chromium then applies same-origin sheets of any MIME type. */
  quirks: boolean;
}

/**
 * What the browser did with the page's stylesheet links: the ones it has no sheet for once the
 * page is measured (blocked by a Content-Security-Policy, or still loading), and the document's
 * mode, which decides whether a sheet served with the wrong MIME type is applied.
 */
export function unappliedStylesheets(): CollectedStylesheets {
  const unapplied: string[] = [];
  for (const link of Array.from(document.querySelectorAll('link[rel~="stylesheet" i][href]'))) {
    const el = link as HTMLLinkElement;
    if (el.disabled || el.sheet !== null || !/^https?:/i.test(el.href)) continue;
    unapplied.push(el.href);
    if (unapplied.length >= 100) break;
  }
  return { unapplied, quirks: document.compatMode === 'BackCompat' };
}

/** The DOM as HTML, doctype included, with the data-cas-id attributes in place. */
export function serializeDocument(): string {
  const dt = document.doctype;
  const doctype = dt
    ? `<!DOCTYPE ${dt.name}${dt.publicId ? ` PUBLIC "${dt.publicId}"` : ''}${dt.systemId ? ` "${dt.systemId}"` : ''}>\n`
    : '';
  return doctype + document.documentElement.outerHTML;
}
