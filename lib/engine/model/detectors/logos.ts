import { collapse, hintsOf, subtreeEnd, type HtmlElement, type PageDom } from '../dom.js';
import type { Badge, Heading, Image, LogoItem, TextBlock } from '../page-model.js';
import { fileNameOf } from './page-context.js';

const STRIP_PHRASES: [RegExp, LogoItem['context']][] = [
  [
    /\b(?:as seen (?:in|on)|featured (?:in|on)|in the (?:news|press)|press|media coverage|mentioned in|as featured)\b/i,
    'press',
  ],
  [
    /\b(?:our partners|partners?\b|integrat(?:es|ions) with|works with|powered by|certified partner)/i,
    'partner',
  ],
  [
    /\b(?:trusted by|our clients|clients include|our customers|customers include|used by|loved by|companies (?:that )?(?:trust|use|love)|brands (?:we(?:'ve)? work(?:ed)? with|that trust)|join (?:over )?[\d,]+\+? (?:companies|teams|businesses|brands)|who we(?:'ve)? worked with|some of our clients|selected clients)\b/i,
    'customer',
  ],
  [/\b(?:our brands|shop by brand|top brands|featured brands)\b/i, 'brand'],
];

/** What kind of logo strip a phrase introduces ("Trusted by", "As seen in"), or null. */
export function logoStripContext(text: string): LogoItem['context'] | null {
  return STRIP_PHRASES.find(([re]) => re.test(text))?.[1] ?? null;
}

function nameFromImage(img: Image): string {
  if (img.alt) return collapse(img.alt.replace(/\blogo\b/gi, '')) || img.alt;
  const file = fileNameOf(img.src);
  return (
    collapse(
      file
        .replace(/\.[a-z0-9]+$/i, '')
        .replace(/[-_]+/g, ' ')
        .replace(/\blogo\b/gi, ''),
    ) || file
  );
}

/** A strip's logos follow its intro closely; images further down belong to other sections. */
const MAX_STRIP_DISTANCE = 80;
/** Portraits in testimonials and team sections sit near "trusted by" copy too. */
const NOT_A_LOGO = /avatar|profile|headshot|portrait|team|staff|author|user-?photo/i;

/** Customer, press and partner logo strips, found from the phrase that introduces them. */
export function detectLogos(
  dom: PageDom,
  headings: Heading[],
  blocks: TextBlock[],
  images: Image[],
): LogoItem[] {
  const out: LogoItem[] = [];
  const usedImages = new Set<number>();
  const intros = [
    ...headings.map((h) => ({ order: h.order, text: h.text })),
    ...blocks.filter((b) => b.words <= 14).map((b) => ({ order: b.order, text: b.text })),
  ];
  for (const intro of intros) {
    const context = logoStripContext(intro.text);
    if (!context) continue;
    const el = dom.elements[intro.order];
    if (!el) continue;
    // climb until the container holds a few images after the intro; images are found by
    // document-order range, which avoids walking large containers
    let container: HtmlElement | null = el.parent;
    let found: Image[] = [];
    for (let i = 0; container && container.attribs && i < 5; i += 1, container = container.parent) {
      const end = subtreeEnd(dom, container);
      const imgs = images.filter(
        (x) =>
          x.order > intro.order &&
          x.order <= end &&
          x.order - intro.order <= MAX_STRIP_DISTANCE &&
          !x.isPixel &&
          x.region === 'main' &&
          !NOT_A_LOGO.test(`${x.src} ${x.alt ?? ''}`),
      );
      if (imgs.length >= 2) {
        found = imgs.slice(0, 40);
        break;
      }
    }
    for (const img of found) {
      if (usedImages.has(img.order)) continue;
      usedImages.add(img.order);
      out.push({
        selector: img.selector,
        order: img.order,
        region: img.region,
        ...(img.layout ? { layout: img.layout } : {}),
        name: nameFromImage(img),
        src: img.src,
        context,
      });
    }
  }
  // strips without an intro: several images marked as client/partner logos next to each other
  const marked = images.filter(
    (img) =>
      !usedImages.has(img.order) &&
      img.region !== 'header' &&
      img.region !== 'nav' &&
      /(?:client|customer|partner|brand|press)[-_ ]?logo|logos?\//i.test(
        `${img.src} ${hintsOf(dom.elements[img.order])}`,
      ),
  );
  if (marked.length >= 3) {
    for (const img of marked.slice(0, 40)) {
      const ctx: LogoItem['context'] = /press/i.test(img.src)
        ? 'press'
        : /partner/i.test(img.src)
          ? 'partner'
          : 'customer';
      out.push({
        selector: img.selector,
        order: img.order,
        region: img.region,
        ...(img.layout ? { layout: img.layout } : {}),
        name: nameFromImage(img),
        src: img.src,
        context: ctx,
      });
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

const BADGE_PATTERNS: [Badge['kind'], RegExp][] = [
  [
    'security',
    /\b(?:ssl|secure (?:checkout|shopping|payment|site)|secured by|norton|mcafee|verisign|geotrust|comodo|sectigo|digicert|256[- ]bit|truste\b|encrypted)\b/i,
  ],
  [
    'payment',
    /\b(?:visa|mastercard|master card|amex|american express|paypal|apple ?pay|google ?pay|g ?pay|discover|klarna|afterpay|affirm|stripe|shop ?pay|maestro|diners club|jcb|sezzle|venmo)\b/i,
  ],
  [
    'rating',
    /\b(?:trustpilot|bbb|better business bureau|google reviews|yelp|reviews\.io|feefo|trustedshops|trusted shops|bazaarvoice|yotpo|judge\.me|capterra|g2 crowd|g2\b)\b/i,
  ],
  [
    'certification',
    /\b(?:iso ?\d{4,5}|certified|accredited|hipaa|gdpr compliant|soc ?2|pci(?:[- ]dss)?|b corp|fda|usda organic|fair ?trade|licensed (?:&|and) insured)\b/i,
  ],
  [
    'award',
    /\b(?:award(?:[- ]winning|s)?|winner|best of \d{4}|top rated|editor'?s choice|product of the year|inc\.? 5000)\b/i,
  ],
];

function badgeKind(text: string): Badge['kind'] | null {
  for (const [kind, re] of BADGE_PATTERNS) if (re.test(text)) return kind;
  return null;
}

/** Trust seals, payment icons, rating-site badges, certifications and awards. */
export function detectBadges(dom: PageDom, images: Image[]): Badge[] {
  const out: Badge[] = [];
  const seen = new Set<string>();
  const push = (located: Omit<Badge, 'kind' | 'text'>, kind: Badge['kind'], text: string): void => {
    const key = `${kind}:${text.toLowerCase()}`;
    if (seen.has(key) || out.length >= 60) return;
    seen.add(key);
    out.push({ ...located, kind, text: text.slice(0, 120) });
  };
  for (const img of images) {
    if (img.isPixel) continue;
    const el = dom.elements[img.order];
    const file = fileNameOf(img.src);
    const text = `${img.alt ?? ''} ${file.replace(/[-_.]+/g, ' ')} ${el ? hintsOf(el) : ''}`;
    const kind = badgeKind(text);
    if (!kind) continue;
    // award wording in product photos is noise; award badges are small or named so
    if (kind === 'certification' && !/badge|seal|logo|cert|icon/i.test(text)) continue;
    const { selector, order, region, layout } = img;
    push({ selector, order, region, ...(layout ? { layout } : {}) }, kind, collapse(img.alt || file));
  }
  for (const el of dom.withHints) {
    const hints = hintsOf(el);
    if (!/(?:payment|card|trust|secure|badge|seal|award)/.test(hints)) continue;
    if (dom.info.get(el)?.hidden || el.name === 'img') continue;
    const label = `${el.attribs['aria-label'] ?? ''} ${el.attribs.title ?? ''} ${hints}`;
    const kind = badgeKind(label);
    if (kind) push(dom.locate(el), kind, collapse(el.attribs['aria-label'] ?? el.attribs.title ?? kind));
  }
  for (const svg of dom.tag('svg')) {
    const label = `${svg.attribs['aria-label'] ?? ''} ${hintsOf(svg)}`;
    const kind = label.trim() ? badgeKind(label) : null;
    if (kind === 'payment' || kind === 'security' || kind === 'rating')
      push(dom.locate(svg), kind, collapse(svg.attribs['aria-label'] ?? kind));
  }
  for (const run of dom.textRuns) {
    const text = run.text;
    if (text.length > 80 || text.length < 3) continue;
    const kind = badgeKind(text);
    if (kind !== 'security' && kind !== 'award' && kind !== 'certification' && kind !== 'rating') continue;
    if (kind === 'certification' && text.split(' ').length > 6) continue;
    push(dom.locate(run.parent), kind, text);
  }
  return out.sort((a, b) => a.order - b.order);
}
