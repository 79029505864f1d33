import type { Evidence } from './check.js';
import type { Image, Link, Located, PageModel } from '../model/page-model.js';

/**
 * Page views and word lists shared by the seo, navigation, mobile, speed, accessibility and
 * retention checks (share C). Regexes live at module level so no check compiles one per call.
 */

/** Selectors of document-level elements the model keeps as plain fields. */
export const DOCUMENT = {
  html: { selector: 'html' },
  title: { selector: 'head > title' },
  description: { selector: 'meta[name="description"]' },
  robots: { selector: 'meta[name="robots"]' },
  viewport: { selector: 'meta[name="viewport"]' },
  canonical: { selector: 'link[rel="canonical"]' },
  favicon: { selector: 'link[rel~="icon"]' },
  structuredData: { selector: 'script[type="application/ld+json"], [itemtype]' },
  headScripts: { selector: 'head > script[src]:not([async]):not([defer]):not([type="module"])' },
  nav: { selector: 'nav' },
  body: { selector: 'body' },
} as const;

/** A measurement of the page (timing, weight, a response header) rather than a quote of its text. */
export function measured(text: string): Evidence {
  return { quote: text, selector: null };
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Non-empty path segments of a URL ("/a/b/" -> ["a", "b"]). */
export function pathSegments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Images a visitor sees as content: not tracking pixels or spacers. */
export function contentImages(model: PageModel): Image[] {
  return model.images.filter((img) => !img.isPixel);
}

/** The first link whose visible text, accessible name or href matches `re`. */
export function findLink(model: PageModel, re: RegExp, hrefToo = false): Link | undefined {
  return model.links.find((l) => re.test(l.text) || re.test(l.name) || (hrefToo && re.test(l.href)));
}

/** The first element (link, call to action, heading or text block) whose text or name matches `re`. */
export function findText(model: PageModel, re: RegExp): (Located & { text: string }) | undefined {
  const link = model.links.find((l) => re.test(l.text) || re.test(l.name));
  if (link) return re.test(link.text) ? link : { ...link, text: link.name };
  return (
    model.ctas.find((c) => re.test(c.text)) ??
    model.headings.find((h) => re.test(h.text)) ??
    model.textBlocks.find((b) => re.test(b.text))
  );
}

/** Quote at most `max` offenders as evidence, so a page with 300 bad links stays readable. */
export function firstEvidence<T extends Located>(items: T[], text: (item: T) => string, max = 3): Evidence[] {
  return items.slice(0, max).map((item) => ({ quote: text(item), selector: item.selector }));
}

const STOPWORDS = new Set(
  'the and for with your you our from that this are was were will have has into onto about more than their they them what when where which who why how home homepage page welcome official site online best free shop store buy get new'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{N}]+/gu;

/** Distinct meaningful words of a text (lower case, 3+ letters, stopwords dropped, plural "s" cut). */
export function keywords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(WORD) ?? []) {
    if (w.length < 3 || STOPWORDS.has(w)) continue;
    out.add(w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

export const GENERIC_LINK_TEXT =
  /^(?:click here|click|here|read more|more|more info|more information|info|link|this|this link|details|continue reading|go|page)[.!…»›>\s]*$/i;

const SOCIAL_HREF =
  /^https?:\/\/(?:[\w-]+\.)*?(?:(plus|picasaweb)\.google|(facebook|fb|instagram|twitter|x|linkedin|youtube|youtu|pinterest|tiktok|threads|snapchat|tumblr|flickr|vimeo|github|medium|reddit|behance|dribbble|houzz|yelp|mastodon))\.(?:com|be|me|net|social|[a-z]{2,3}(?:\.[a-z]{2})?)(?:[:/?#]|$)/i;
const NETWORK_ALIAS: Record<string, string> = {
  twitter: 'x',
  youtu: 'youtube',
  fb: 'facebook',
  plus: 'google+',
  picasaweb: 'picasa',
};

/** The social network a URL points into, from its host alone (no URL parsing per link). */
export function socialNetworkOf(href: string): string | null {
  const m = SOCIAL_HREF.exec(href);
  if (!m) return null;
  const name = (m[1] ?? m[2]).toLowerCase();
  return NETWORK_ALIAS[name] ?? name;
}

export const ACCOUNT_LINK =
  /\b(?:log ?in|sign ?in|my account|your account|account login|member login|customer login|my orders)\b/i;
export const COMMUNITY =
  /\b(?:community|forums?|discussion board|user groups?|meetups?|discord|slack (?:community|group|channel)|join (?:the|our) (?:community|slack|discord))\b/i;
/** Community hosts anywhere; a /community or /forum path only counts on the site itself. */
export const COMMUNITY_HOST =
  /^https?:\/\/(?:(?:community|forum|forums|discuss)\.[^/]+|(?:www\.)?discord\.(?:gg|com\/invite)|join\.slack\.com)/i;
export const COMMUNITY_PATH = /^https?:\/\/[^/]+\/(?:community|forum|forums)(?:[/?#]|$)/i;
export const LOYALTY =
  /\b(?:loyalty|rewards? (?:program|club|points)|reward points|earn points|points program|refer a friend|referral program|vip (?:club|program)|members? (?:club|rewards|perks)|punch card)\b/i;
/** A link that is itself the programme entry ("Rewards", "Refer a friend") or leads to its page. */
export const LOYALTY_LINK = /^(?:rewards?|my rewards|loyalty|refer a friend|referrals?|vip|perks)$/i;
export const LOYALTY_HREF = /\/(?:rewards?|loyalty|referral|refer-a-friend)(?:[/.?#-]|$)/i;
export const WISHLIST =
  /\b(?:wish ?list|save for later|add to (?:favou?rites|list)|favou?rites|saved items)\b/i;
export const REPEAT_ORDER =
  /\b(?:subscribe (?:&|and) save|auto[- ]?(?:ship|delivery|replenish(?:ment)?)|repeat (?:delivery|order)|regular refills?|refill subscription|deliver(?:y|ed)? every \d+ (?:days|weeks|months)|subscription box|subscribe to (?:this|your) (?:product|order))\b/i;
export const MAPS_HREF =
  /^https?:\/\/(?:(?:www\.|maps\.)?google\.[a-z.]+\/maps|maps\.google\.|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|(?:www\.)?bing\.com\/maps|(?:www\.)?waze\.com|(?:www\.)?openstreetmap\.org)/i;

/** Links inside the header or the navigation landmark: where visitors look for a way around. */
function headerLinks(model: PageModel): Link[] {
  return model.links.filter((l) => l.region === 'nav' || l.region === 'header');
}

/** The link of the page that a navigation item stands for, so evidence can carry a selector. */
export function navItemLink(model: PageModel, item: { text: string; href: string }): Link | undefined {
  return (
    model.links.find((l) => l.href === item.href && l.text === item.text) ??
    model.links.find((l) => l.href === item.href && (l.region === 'nav' || l.region === 'header'))
  );
}

const LI_STEP = / > li(?::nth-of-type\(\d+\))?(?= > |$)/g;
const LI_END = /(?:^| )li(?::nth-of-type\(\d+\))?$/;
const topLevelCache = new WeakMap<PageModel, Link[]>();

/**
 * The top-level entries of the header and navigation menus, derived from selectors because the
 * model lists every menu link flat: a link is a sub-item when it sits inside the list item of
 * another menu link, or deeper in list items than the shallowest link of the same menu.
 * Cached per model: several navigation checks ask for it.
 */
export function topLevelNavLinks(model: PageModel): Link[] {
  const cached = topLevelCache.get(model);
  if (cached) return cached;
  const seenKeys = new Set<string>();
  const links: { link: Link; steps: string[]; depth: number }[] = [];
  const minDepth = new Map<string, number>();
  const itemContainers = new Set<string>();
  for (const l of headerLinks(model)) {
    const text = (l.text || l.name).trim();
    const key = `${text.toLowerCase()}|${l.href}`;
    if (!text || l.kind === 'javascript' || seenKeys.has(key)) continue;
    seenKeys.add(key);
    const steps = l.selector.split(' > ');
    const depth = l.selector.match(LI_STEP)?.length ?? 0;
    minDepth.set(steps[0], Math.min(minDepth.get(steps[0]) ?? Infinity, depth));
    const container = steps.slice(0, -1).join(' > ');
    if (LI_END.test(container)) itemContainers.add(container);
    links.push({ link: l, steps, depth });
  }
  const top = links
    .filter(({ steps, depth }) => {
      if (depth > (minDepth.get(steps[0]) ?? 0)) return false;
      // Nested when an ancestor above the direct parent is another menu link's list item.
      let prefix = steps[0];
      for (let i = 1; i < steps.length - 1; i++) {
        if (itemContainers.has(prefix)) return false;
        prefix += ` > ${steps[i]}`;
      }
      return true;
    })
    .map(({ link }) => link);
  topLevelCache.set(model, top);
  return top;
}
