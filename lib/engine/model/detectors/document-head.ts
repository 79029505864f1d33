import { attr, collapse, type HtmlElement } from '../dom.js';
import type { MetaFacts } from '../page-model.js';
import { resolveUrl, type PageContext } from './page-context.js';

export interface HeadFacts {
  lang: string | null;
  title: string | null;
  meta: MetaFacts;
  canonical: string | null;
  canonicalHref: string | null;
  /** The first <base href> as the markup writes it (the address the page's links resolve against). */
  baseHref: string | null;
  hreflang: { lang: string; href: string }[];
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  favicon: string | null;
}

function relTokens(el: HtmlElement): string[] {
  return (el.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The <base href> of the document resolved against the final URL, or the final URL itself. */
export function baseUrlOf(bases: HtmlElement[], finalUrl: string): string {
  for (const base of bases) {
    const href = attr(base, 'href');
    if (href) return resolveUrl(href, finalUrl) ?? finalUrl;
  }
  return finalUrl;
}

export function detectHead(ctx: PageContext): HeadFacts {
  const { dom } = ctx;
  const html = dom.tag('html')[0];
  const lang = html ? (attr(html, 'lang') ?? attr(html, 'xml:lang')) : null;

  let title: string | null = null;
  for (const t of dom.tag('title')) {
    // svg titles are skipped by the walk; the first document title wins
    const value = collapse(
      t.children.map((c) => ('data' in c ? String((c as { data: string }).data) : '')).join(''),
    );
    if (value) {
      title = value;
      break;
    }
  }

  const meta: MetaFacts = {
    description: null,
    viewport: null,
    robots: null,
    charset: null,
    keywords: null,
    generator: null,
    themeColor: null,
    author: null,
  };
  const openGraph: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  for (const m of dom.tag('meta')) {
    const a = m.attribs;
    if (a.charset !== undefined && meta.charset === null) meta.charset = a.charset.trim().toLowerCase();
    const content = a.content !== undefined ? collapse(a.content) : null;
    const httpEquiv = a['http-equiv']?.toLowerCase();
    if (httpEquiv === 'content-type' && content && meta.charset === null) {
      const cs = /charset=([\w-]+)/i.exec(content);
      if (cs) meta.charset = cs[1].toLowerCase();
    }
    if (content === null) continue;
    const name = (a.name ?? '').toLowerCase().trim();
    const property = (a.property ?? '').toLowerCase().trim();
    switch (name) {
      case 'description':
        meta.description ??= content;
        break;
      case 'viewport':
        // the browser applies the last viewport declaration: a theme's later tag overrides the first
        meta.viewport = content;
        break;
      case 'robots':
        meta.robots ??= content;
        break;
      case 'keywords':
        meta.keywords ??= content;
        break;
      case 'generator':
        meta.generator ??= content;
        break;
      case 'theme-color':
        meta.themeColor ??= content;
        break;
      case 'author':
        meta.author ??= content;
        break;
      default:
        break;
    }
    const key = property || name;
    if (key.startsWith('og:') && !(key in openGraph)) openGraph[key] = content;
    if (key.startsWith('twitter:') && !(key in twitter)) twitter[key] = content;
  }

  let canonical: string | null = null;
  let canonicalHref: string | null = null;
  const hreflang: { lang: string; href: string }[] = [];
  let favicon: string | null = null;
  let touchIcon: string | null = null;
  for (const link of dom.tag('link')) {
    const rel = relTokens(link);
    const href = attr(link, 'href');
    if (!href) continue;
    if (rel.includes('canonical') && canonical === null) {
      canonical = resolveUrl(href, ctx.baseUrl);
      if (canonical !== null) canonicalHref = href.trim();
    }
    if (rel.includes('alternate') && link.attribs.hreflang) {
      const resolved = resolveUrl(href, ctx.baseUrl);
      if (resolved) hreflang.push({ lang: link.attribs.hreflang.trim(), href: resolved });
    }
    if (rel.includes('icon') && favicon === null) favicon = resolveUrl(href, ctx.baseUrl);
    if (rel.some((r) => r.startsWith('apple-touch-icon')) && touchIcon === null)
      touchIcon = resolveUrl(href, ctx.baseUrl);
  }

  return {
    lang: lang ? lang.trim() || null : null,
    title,
    meta,
    canonical,
    canonicalHref,
    baseHref:
      dom
        .tag('base')
        .map((b) => attr(b, 'href')?.trim() ?? '')
        .find((h) => h !== '') ?? null,
    hreflang,
    openGraph,
    twitter,
    favicon: favicon ?? touchIcon,
  };
}
