import type { Policy } from '../page-model.js';
import type { LinkCandidate } from './links.js';

/** Kind, link wording, and the start of the URL's last path segment. */
const KINDS: [Policy['kind'], RegExp, RegExp][] = [
  [
    'privacy',
    /\bprivacy\b|datenschutz|confidentialit|privacidad|data protection/i,
    /^(?:privacy|datenschutz|privacidad|data-protection)/,
  ],
  ['cookies', /\bcookies?\b(?! settings| preferences)/i, /^cookie/],
  [
    'terms',
    /\bterms\b|terms (?:of|and|&) |conditions of (?:use|sale)|\btos\b|legal notice|imprint|impressum|user agreement/i,
    /^(?:terms|tos|legal|impressum|conditions|user-agreement)/,
  ],
  [
    'returns',
    /\breturns?(?: policy| & exchanges| and exchanges| & refunds)?\b/i,
    /^(?:returns?|exchanges?)(?:[-_]|$)/,
  ],
  ['refund', /\brefunds?\b/i, /^refund/],
  [
    'shipping',
    /\bshipping (?:policy|info|information|rates|& returns|and returns)|\bdelivery (?:policy|info|information)/i,
    /^(?:shipping|delivery)(?:[-_](?:policy|info|information|rates|returns))?$/,
  ],
  ['accessibility', /accessibility|\bada compliance|wcag/i, /^accessibility/],
  [
    'security',
    /\bsecurity (?:policy|statement|center)|responsible disclosure/i,
    /^security(?:[-_](?:policy|statement))?$/,
  ],
];

function lastSegment(href: string): string {
  // hrefs are already absolute; a URL parse per link is too slow for pages with thousands of links
  const path = href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0];
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return (segments[segments.length - 1] ?? '').replace(/\.[a-z]+$/, '');
}

/** Policy pages linked from the page (privacy, terms, returns...), one per kind and target. */
export function detectPolicies(links: LinkCandidate[]): Policy[] {
  const out: Policy[] = [];
  const seen = new Set<string>();
  for (const { link } of links) {
    if (link.kind !== 'page' && link.kind !== 'file' && link.kind !== 'anchor') continue;
    const text = link.name || link.text;
    if (!text || text.length > 60) continue;
    const segment = lastSegment(link.href);
    for (const [kind, textRe, pathRe] of KINDS) {
      if (!textRe.test(text) && !pathRe.test(segment)) continue;
      const key = `${kind}:${link.href}`;
      if (seen.has(key)) break;
      seen.add(key);
      out.push({
        selector: link.selector,
        order: link.order,
        region: link.region,
        ...(link.layout ? { layout: link.layout } : {}),
        kind,
        text,
        href: link.href,
      });
      break;
    }
  }
  return out;
}
