import type { PageDom } from '../dom.js';

/** What every detector needs besides the DOM: where the page lives, for resolving and comparing URLs. */
export interface PageContext {
  dom: PageDom;
  /** The URL relative links resolve against (<base href> or the final URL). */
  baseUrl: string;
  /** Host of the final URL, lower case. */
  host: string;
  /** Registrable-ish part of the host ("shop.example.co.uk" -> "example.co.uk"). */
  site: string;
  /**
   * On a loopback or local-file audit, the site of the page's own canonical URL (see siteUrlOf):
   * links and scripts there are the page's own site too. Null otherwise.
   */
  liveSite: string | null;
  lang: string | null;
}

/**
 * URLs parsed during the current model build: links, hidden links, social links, scripts and the
 * same-site tests parse the same hrefs (and take the site of the same hosts) again and again, and a
 * WHATWG URL parse costs more than a Map lookup. Only set inside withUrlMemo, so nothing is kept
 * from one build to the next (null: no memo, each call parses).
 */
let memo: {
  resolved: Map<string, Map<string, string | null>>;
  /** Absolute URLs as parsed (null: not a URL); resolveUrl leaves each address it makes here. */
  urls: Map<string, URL | null>;
  hosts: Map<string, string | null>;
  sites: Map<string, string>;
} | null = null;

/** Runs one model build with resolveUrl, hostOf and siteOf memoised for its duration. */
export function withUrlMemo<T>(run: () => T): T {
  const outer = memo;
  memo = { resolved: new Map(), urls: new Map(), hosts: new Map(), sites: new Map() };
  try {
    return run();
  } finally {
    memo = outer;
  }
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or', 'gob', 'nic']);

/** The registrable-ish domain of a host, without a public-suffix list: good enough for same-site tests. */
export function siteOf(host: string): string {
  return memo ? remembered(memo.sites, host, siteOfHost) : siteOfHost(host);
}

/** The value kept for `key` in one build's memo, computed once. */
function remembered<V>(map: Map<string, V>, key: string, compute: (key: string) => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = compute(key);
    map.set(key, value);
  }
  return value;
}

function siteOfHost(host: string): string {
  const clean = host.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(clean) || clean.includes(':')) return clean;
  const labels = clean.split('.');
  if (labels.length <= 2) return clean;
  const tld = labels[labels.length - 1];
  const second = labels[labels.length - 2];
  const take = tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-take).join('.');
}

function parseResolved(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  const resolved = url.href;
  // the callers go on to ask the host of most resolved links (same site or not), and the site
  // facts the path of the site's own: a URL parsed from its own serialisation is the same URL, so
  // this parse answers urlOf (and hostOf) for the address it makes
  if (memo && !memo.urls.has(resolved)) memo.urls.set(resolved, url);
  return resolved;
}

/** Resolves an href against a base; null when it is not a valid URL. */
export function resolveUrl(href: string, base: string): string | null {
  if (!memo) return parseResolved(href, base);
  const byHref = remembered(memo.resolved, base, () => new Map<string, string | null>());
  return remembered(byHref, href, (h) => parseResolved(h, base));
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** An absolute URL parsed (null when it is not one), once per build. Shared: read it, never change it. */
export function urlOf(url: string): URL | null {
  return memo ? remembered(memo.urls, url, parseUrl) : parseUrl(url);
}

function parseHost(url: string): string | null {
  return urlOf(url)?.hostname.toLowerCase() ?? null;
}

/** The file name at the end of a URL's path, query and fragment left off: "hero.jpg" of "/img/hero.jpg?v=2". */
export function fileNameOf(url: string): string {
  return url.split(/[?#]/)[0].split('/').pop() ?? '';
}

export function hostOf(url: string): string | null {
  return memo ? remembered(memo.hosts, url, parseHost) : parseHost(url);
}

export function isSameSite(url: string, site: string): boolean {
  const host = hostOf(url);
  return host !== null && siteOf(host) === site;
}

/** Same site as the page: the site it was served from, or the live site it names on a local audit. */
export function isOwnSite(url: string, ctx: Pick<PageContext, 'site' | 'liveSite'>): boolean {
  return isSameSite(url, ctx.site) || (ctx.liveSite !== null && isSameSite(url, ctx.liveSite));
}
