import { isIP } from 'node:net';
import { addressBlock } from '../../net/ip-address.js';
import { PRIVATE_NAME_SUFFIXES } from '../../net/ssrf-guard.js';
import { hostOf } from './detectors/page-context.js';
import type { DeliveryFacts, RenderFacts } from './page-model.js';

/**
 * Why the URL's host is not a public site ("127.0.0.1, a local address"), or null for a public
 * one. Looks at the host as written: localhost and private-network names, and IP literals in
 * loopback, private, CGNAT, unique-local or link-local ranges. A public-looking name that resolves
 * to a private address (allowed only in development) is not caught here.
 *
 * @example localHost('http://127.0.0.1:8080/page.html') // '127.0.0.1'
 */
export function localHost(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!host) return null;
  if (isIP(host)) return addressBlock(host) ? host : null;
  if (host === 'localhost' || PRIVATE_NAME_SUFFIXES.some((s) => host.endsWith(s))) return host;
  // A single-label name ("devbox") resolves through the search domains: an internal host.
  return host.includes('.') ? null : host;
}

export interface DeliveryInput {
  finalUrl: string;
  /** The CLI served a local file. */
  localFile?: boolean;
  /** The HTML was sent in the request: like a local file, its delivery is not the live site's. */
  inlineHtml?: boolean;
  render: RenderFacts | null;
}

const listed = (r: { url: string; reason: string }): string => `${r.url} (${r.reason})`;

/**
 * Where the page was served from and what failed while loading it.
 *
 * When a render counts as degraded: at least one layout-bearing stylesheet failed, that is a
 * render-blocking stylesheet of the page (a <link rel=stylesheet> for the screen or an @import of
 * one) that failed at the network or answered outside 2xx, other than a web-font stylesheet
 * (fonts.googleapis.com and the like) or an icon font's (bootstrap-icons.css, Font Awesome). One such failure is enough: the rules it carried (a hidden
 * mobile menu, a button's padding, the hero's height) cannot be told from the rest, so no size,
 * position, fold or contrast measured on that render is what a visitor sees. Fonts alone never
 * degrade a render (a fallback typeface keeps the layout close, and missing icon glyphs leave every
 * block in its place); failed print or media-mismatched
 * stylesheets never do either (Chromium ranks them non-blocking).
 */
export function deliveryFacts(input: DeliveryInput): DeliveryFacts {
  const inlineHtml = input.inlineHtml ?? false;
  const localFile = (input.localFile ?? false) || inlineHtml;
  const local = localHost(input.finalUrl);
  const loopback = local !== null;
  const render = input.render;
  const sheets = render?.stylesheets ?? { requested: 0, failed: [] };
  const fonts = render?.fonts ?? { requested: 0, failed: [] };
  const layoutSheets = sheets.failed.filter((s) => s.layout);
  const degraded = layoutSheets.length > 0;

  const reasons: string[] = [];
  if (inlineHtml) reasons.push('audited from HTML sent with the request, not fetched from its server');
  else if (localFile) reasons.push('audited from a local file served on this machine');
  if (loopback) reasons.push(`served from ${local} (a local address)`);
  if (sheets.failed.length > 0) {
    reasons.push(
      `${sheets.failed.length} of ${sheets.requested} stylesheets failed to load${
        degraded ? '' : ' (web-font, icon-font or non-blocking stylesheets only; the layout is unaffected)'
      }`,
    );
  }
  if (fonts.failed.length > 0) {
    reasons.push(`${fonts.failed.length} of ${fonts.requested} web fonts failed to load`);
  }
  return {
    loopback,
    localFile,
    degraded,
    reasons,
    stylesheetsFailed: sheets.failed.map(listed),
    fontsFailed: fonts.failed.map(listed),
    requestsFailed: render?.requestsFailed ?? 0,
  };
}

/** Why layout facts do not apply, or null when the render's layout is the visitor's. */
export function degradedReason(delivery: DeliveryFacts): string | null {
  if (!delivery.degraded) return null;
  const sheets =
    delivery.reasons.find((r) => r.includes('stylesheets failed')) ?? 'stylesheets failed to load';
  return `${sheets}, so sizes, positions and colours measured in the render are not what visitors see`;
}

/** Why transport and timing facts do not apply, or null when the page came from its live server. */
export function localDeliveryReason(delivery: DeliveryFacts): string | null {
  if (!delivery.loopback && !delivery.localFile) return null;
  const where = delivery.reasons.find((r) => r.startsWith('served from')) ?? delivery.reasons[0];
  return `${where ?? 'served locally'}: HTTPS, response headers and network speed are those of the local server, not the live site`;
}

/**
 * The URL host comparisons should use: on a loopback or local-file audit, 127.0.0.1 is not the
 * site, so the page's own absolute canonical link stands for it when it names a public host;
 * otherwise (a live fetch, or no usable canonical) the final URL.
 *
 * @example siteUrlOf({ finalUrl: 'http://127.0.0.1:5173/', canonical: 'https://shop.example.com/', delivery }) // 'https://shop.example.com/'
 */
export function siteUrlOf(model: {
  finalUrl: string;
  canonical: string | null;
  delivery: Pick<DeliveryFacts, 'loopback' | 'localFile'>;
}): string {
  if (!model.delivery.loopback && !model.delivery.localFile) return model.finalUrl;
  const canonical = model.canonical?.trim() ?? '';
  if (!/^https?:\/\//i.test(canonical)) return model.finalUrl;
  try {
    const host = new URL(canonical).hostname;
    return host.includes('.') && localHost(canonical) === null ? canonical : model.finalUrl;
  } catch {
    return model.finalUrl;
  }
}

/** Names reserved for documentation and tests (RFC 2606, RFC 6761): never a live site. */
const RESERVED_NAME = /(?:^|\.)(?:example|test|invalid)$|(?:^|\.)example\.(?:com|net|org)$/;

/** An address the page gives as its own, and where it gives it. */
export interface DeclaredAddress {
  url: string;
  source: 'canonical link' | 'og:url' | '<base href>';
  /** https:// rather than http:// */
  secure: boolean;
}

/**
 * The live addresses a page gives for itself, written out in full on a public host: its canonical
 * link, its og:url and the <base href> its links resolve against. What a local copy, a snapshot or
 * HTML sent with the request says about the site it was taken from; a relative canonical or a
 * local or reserved host says nothing.
 *
 * @example declaredAddresses({ canonicalHref: 'http://www.shop.co.uk/', openGraph: {} }) // [{ url: 'http://www.shop.co.uk/', source: 'canonical link', secure: false }]
 */
export function declaredAddresses(model: {
  canonicalHref: string | null;
  openGraph: Record<string, string>;
  /** Absent on models stored before it was read. */
  baseHref?: string | null;
}): DeclaredAddress[] {
  const found: DeclaredAddress[] = [];
  const consider = (raw: string | null | undefined, source: DeclaredAddress['source']): void => {
    const url = raw?.trim() ?? '';
    const scheme = /^(https?):\/\//i.exec(url)?.[1].toLowerCase();
    const host = scheme ? hostOf(url) : null;
    // localHost also answers for single-label names and private suffixes
    if (!host || localHost(url) !== null || RESERVED_NAME.test(host)) return;
    found.push({ url, source, secure: scheme === 'https' });
  };
  consider(model.canonicalHref, 'canonical link');
  consider(model.openGraph['og:url'], 'og:url');
  consider(model.baseHref, '<base href>');
  return found;
}
