import { EngineError } from '../errors.js';
import type { PageModel, PageSummary, SiteFacts } from './page-model.js';
import { urlOf } from './detectors/page-context.js';

type PageKind = PageSummary['kind'];

const KIND_PATTERNS: [PageKind, RegExp][] = [
  ['pricing', /\b(?:pricing|prices|plans?|packages|rates)\b/i],
  ['checkout', /\bcheckout\b/i],
  ['cart', /\b(?:cart|basket|bag)\b/i],
  ['product', /\b(?:products?|shop|store|collections?|catalog(?:ue)?|item|dp|p)\b/i],
  ['about', /\b(?:about(?:[- ]us)?|our[- ]story|who[- ]we[- ]are|company|team)\b/i],
  ['contact', /\b(?:contact(?:[- ]us)?|get[- ]in[- ]touch|locations?|support)\b/i],
  ['blog', /\b(?:blog|news|articles?|posts?|insights|journal|stories)\b/i],
];

/** Kind of a page from its URL path, then its title. */
export function pageKind(url: string, title: string | null = null): PageKind {
  const parsed = urlOf(url);
  if (!parsed) return 'other';
  const path = parsed.pathname;
  if (path === '/' || /^\/(?:index\.\w+|home)?\/?$/i.test(path)) return 'home';
  const words = path.replace(/[/_.-]+/g, ' ');
  for (const [kind, re] of KIND_PATTERNS) if (re.test(words)) return kind;
  if (title) for (const [kind, re] of KIND_PATTERNS) if (kind !== 'product' && re.test(title)) return kind;
  return 'other';
}

/** Extra page kinds worth scanning that PageSummary has no name for, ranked with the others. */
const PICK_PRIORITY: [string, RegExp, number][] = [
  ['pricing', /\b(?:pricing|plans|packages)\b/i, 10],
  ['product', /\b(?:products?|shop|store|collections?|catalog)\b/i, 8],
  ['features', /\b(?:features|how[- ]it[- ]works|product[- ]tour|solutions?)\b/i, 7],
  ['services', /\b(?:services|what[- ]we[- ]do|practice[- ]areas)\b/i, 7],
  ['about', /\b(?:about|our[- ]story|who[- ]we[- ]are|team)\b/i, 6],
  ['contact', /\b(?:contact|get[- ]in[- ]touch|locations?)\b/i, 6],
  ['work', /\b(?:case[- ]stud(?:y|ies)|portfolio|our[- ]work|work|clients|customers)\b/i, 5],
  ['testimonials', /\b(?:testimonials|reviews)\b/i, 5],
  ['cart', /\b(?:cart|basket|checkout)\b/i, 4],
  ['faq', /\b(?:faq|help)\b/i, 3],
  ['blog', /\b(?:blog|news|articles)\b/i, 1],
];

const SKIP =
  /\b(?:login|log[- ]in|sign[- ]?in|signin|account|register|privacy|terms|cookie|legal|careers?|jobs|press|sitemap|logout|wp-admin|feed|rss)\b/i;

function normalise(href: string): string | null {
  try {
    const u = new URL(href);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return (
      x.protocol === y.protocol &&
      x.hostname.replace(/^www\./, '') === y.hostname.replace(/^www\./, '') &&
      x.port === y.port
    );
  } catch {
    return false;
  }
}

/**
 * The most useful other pages of the same site, from the nav, header and footer links first:
 * pricing, products, features, services, about, contact... one per kind, best kinds first.
 */
export function pickSitePages(model: PageModel, count: number): string[] {
  if (count <= 0) return [];
  const self = normalise(model.finalUrl);
  const candidates: { url: string; kind: string; score: number; order: number }[] = [];
  const seen = new Set<string>();
  for (const link of model.links) {
    if (link.kind !== 'page' || !sameOrigin(link.href, model.finalUrl)) continue;
    const url = normalise(link.href);
    if (!url || url === self || seen.has(url)) continue;
    const path = new URL(url).pathname.replace(/[/_.-]+/g, ' ');
    const label = `${path} ${link.name}`;
    if (SKIP.test(label)) continue;
    const match = PICK_PRIORITY.find(([, re]) => re.test(label));
    if (!match) continue;
    seen.add(url);
    const regionBonus =
      link.region === 'nav' || link.region === 'header' ? 2 : link.region === 'footer' ? 1 : 0;
    candidates.push({ url, kind: match[0], score: match[2] + regionBonus, order: link.order });
  }
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  const picked: string[] = [];
  const kinds = new Set<string>();
  for (const c of candidates) {
    if (picked.length >= count) break;
    if (kinds.has(c.kind)) continue;
    kinds.add(c.kind);
    picked.push(c.url);
  }
  for (const c of candidates) {
    if (picked.length >= count) break;
    if (!picked.includes(c.url)) picked.push(c.url);
  }
  return picked;
}

/** Thrown when an explicit page path points at another site. */
export class CrossOriginPageError extends EngineError {
  readonly path: string;
  constructor(path: string, origin: string) {
    super(
      'page-off-site',
      `The page "${path}" is not on ${origin}; only pages of the scanned site can be added.`,
    );
    this.name = 'CrossOriginPageError';
    this.path = path;
  }
}

/** Resolves explicit page paths against the scanned page; refuses any that leave its origin. */
export function resolvePagePaths(model: PageModel, paths: string[]): string[] {
  const origin = new URL(model.finalUrl).origin;
  const out: string[] = [];
  for (const path of paths) {
    let resolved: URL;
    try {
      resolved = new URL(path, model.finalUrl);
    } catch {
      throw new CrossOriginPageError(path, origin);
    }
    if (!sameOrigin(resolved.href, model.finalUrl)) throw new CrossOriginPageError(path, origin);
    resolved.hash = '';
    if (!out.includes(resolved.href)) out.push(resolved.href);
  }
  return out;
}

function summary(model: PageModel): PageSummary {
  return {
    url: model.finalUrl,
    kind: pageKind(model.finalUrl, model.title),
    title: model.title,
    status: model.http.status,
  };
}

/** Site facts of the main page and the other scanned pages; links count as evidence a page exists. */
export function siteFacts(main: PageModel, others: PageModel[]): SiteFacts {
  const all = [main, ...others];
  const kinds = new Set(all.map((m) => pageKind(m.finalUrl, m.title)));
  const linkedKinds = new Set<PageKind>();
  for (const m of all) {
    for (const l of m.links) {
      if (l.kind !== 'page' || !l.internal) continue;
      const kind = pageKind(l.href);
      if (kind === 'pricing' || kind === 'about' || kind === 'contact') linkedKinds.add(kind);
      else if (/^(?:about|about us|our story|who we are)$/i.test(l.name)) linkedKinds.add('about');
      else if (/^(?:contact|contact us)$/i.test(l.name)) linkedKinds.add('contact');
      else if (/^(?:pricing|plans|prices)$/i.test(l.name)) linkedKinds.add('pricing');
    }
  }
  const policy = (kind: string): boolean => all.some((m) => m.policies.some((p) => p.kind === kind));
  return {
    pages: others.map(summary),
    has: {
      pricingPage: kinds.has('pricing') || linkedKinds.has('pricing'),
      aboutPage: kinds.has('about') || linkedKinds.has('about'),
      contactPage: kinds.has('contact') || linkedKinds.has('contact'),
      privacyPolicy: policy('privacy'),
      returnsPolicy: policy('returns') || policy('refund'),
      testimonials: all.some((m) => m.testimonials.length > 0),
    },
  };
}

/** The main page's model with site facts from the other scanned pages merged in. */
export function mergeSite(main: PageModel, others: PageModel[]): PageModel {
  return { ...main, site: siteFacts(main, others) };
}
