/** URLs: hosts, paths, and where a link points (a social network, a map). */
import { hostOf as fullHostOf } from '../../model/detectors/page-context.js';

/**
 * The host of a URL in lower case without a leading "www.", or null (the model's hostOf, which
 * this builds on, keeps the "www.").
 */
export function hostOf(url: string): string | null {
  return fullHostOf(url)?.replace(/^www\./, '') ?? null;
}

/** Non-empty path segments of a URL ("/a/b/" -> ["a", "b"]). */
export function pathSegments(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

/** The path (with query and fragment) of an absolute URL, or the href itself when it is relative. */
export function pathOf(href: string): string {
  const scheme = href.indexOf('://');
  if (scheme < 0) return href;
  const slash = href.indexOf('/', scheme + 3);
  return slash < 0 ? '/' : href.slice(slash);
}

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

export const MAPS_HREF =
  /^https?:\/\/(?:(?:www\.|maps\.)?google\.[a-z.]+\/maps|maps\.google\.|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|(?:www\.)?bing\.com\/maps|(?:www\.)?waze\.com|(?:www\.)?openstreetmap\.org)/i;

/**
 * Whether a link leads back to the page it is on (a fragment such as "#pricing" or "/#pricing" on
 * the home page): it moves the visitor within this page, so it is not a link to another page.
 * A page served away from its own address (a draft, a staging copy, a saved file) had its links
 * written for the address its canonical link declares, so a link to that path on the serving
 * origin is this page too.
 */
export function pointsAtThisPage(
  href: string,
  page: { finalUrl: string; canonical: string | null },
): boolean {
  try {
    const a = new URL(href, page.finalUrl);
    const here = new URL(page.finalUrl);
    if (a.origin !== here.origin) return false;
    const same = (u: URL) => a.pathname === u.pathname && a.search === u.search;
    if (same(here)) return true;
    if (!page.canonical) return false;
    const declared = new URL(page.canonical, page.finalUrl);
    return (
      declared.origin !== here.origin && a.pathname === declared.pathname && a.search === declared.search
    );
  } catch {
    return false;
  }
}
