import { collapse, hintsOf, type HtmlElement, type PageDom, decodeSafely } from '../dom.js';
import type { ContactPoint, Form, SocialLink } from '../page-model.js';
import type { LinkCandidate } from './links.js';
import { hostOf } from './page-context.js';
import { phoneMatches } from '../phone.js';
import { openingHoursIn } from '../vocabulary.js';
import { entitiesOfType, stringValue, type LocatedItem } from './structured-data.js';

const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
const ADDRESS =
  /\b\d{1,5}\s+(?:[A-Z][\w.]*\s){1,4}(?:[Ss]treet|[Ss]t|[Aa]venue|[Aa]ve|[Rr]oad|[Rr]d|[Bb]oulevard|[Bb]lvd|[Dd]rive|[Dd]r|[Ll]ane|[Ll]n|[Ww]ay|[Cc]ourt|[Cc]t|[Pp]lace|[Pp]l|[Ss]uite|[Pp]arkway|[Pp]kwy|[Hh]ighway|[Hh]wy)\b\.?[^.]{0,60}?\b(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|\d{5})?/;

/** Street words of the languages the audit reads, for a street line without a US-style number. */
const STREET_WORDS = String.raw`(?:road|rd|street|st|lane|avenue|ave|drive|close|way|crescent|terrace|place|square|parade|straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|rue|avenue|boulevard|bd|chemin|allée|place|via|viale|piazza|corso|calle|avenida|av\.|plaza|paseo|carrer|rua|travessa|largo|straat|laan|plein|gracht|kade|ulica|ul\.|gatan|vägen|gata|vej|gade|veien)`;

/**
 * Addresses as pages print them beyond the US street line: a UK, Canadian or Australian postcode, a US city
 * with its state and ZIP ("Punta Gorda, Florida 33982"), a European postcode before a town ("10115
 * Berlin", "35131 Padova"), a street word with its number ("Musterstraße 12", "Via Roma 1", "rue
 * de Rivoli 99") or a named road followed by its town ("Portlaoise Road, Tullamore").
 */
const ADDRESS_FORMS: RegExp[] = [
  /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/, // UK postcode
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, // Canadian postcode
  /\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/, // Australian state and postcode ("North Perth WA 6006")
  /\b\p{Lu}[\p{L}.' -]{2,30},\s*(?:[A-Z]{2}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\s+\d{5}(?:-\d{4})?\b/u, // City, ST 12345
  // 10115 Berlin, 1010 Wien; a year before a capitalised word ("2014 All rights") is none
  /(?<![\d.,-])(?!(?:19|20)\d\d\b)\d{4,5}\s+\p{Lu}\p{Ll}{2,}(?:[- ]\p{Lu}?\p{Ll}+)?\b/u,
  new RegExp(
    String.raw`\b${STREET_WORDS}\s+\d{1,4}[a-z]?\b|\p{L}{3,}${STREET_WORDS}\s+\d{1,4}[a-z]?\b|\b\d{1,4}[a-z]?,?\s+${STREET_WORDS}\b`,
    'iu',
  ),
  // a named road and its town: the road's name is capitalised, its street word either way
  new RegExp(
    String.raw`\b\p{Lu}\p{Ll}+\s+(?:${STREET_WORDS.replace(/\b([a-zäöüßàéèíóúñ])/g, (c) => `[${c}${c.toUpperCase()}]`)}),\s*\p{Lu}\p{Ll}{2,}`,
    'u',
  ),
];

/** Whether a short text reads as a postal address. */
export function looksLikeAddress(text: string): boolean {
  if (text.length < 8 || text.length > 200) return false;
  return ADDRESS.test(text) || ADDRESS_FORMS.some((re) => re.test(text));
}

function digitsOf(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function detectContacts(
  dom: PageDom,
  links: LinkCandidate[],
  items: LocatedItem[],
  forms: Form[],
): ContactPoint[] {
  const out: ContactPoint[] = [];
  const seen = new Set<string>();
  const push = (
    located: Omit<ContactPoint, 'kind' | 'value' | 'shown'>,
    kind: ContactPoint['kind'],
    value: string,
    shown = value,
  ): void => {
    const v = collapse(value).slice(0, 300);
    const key = `${kind}:${kind === 'phone' ? digitsOf(v).replace(/^\+?1(?=\d{10}$)/, '') : v.toLowerCase()}`;
    if (!v || seen.has(key) || out.length >= 60) return;
    seen.add(key);
    out.push({ ...located, kind, value: v, shown: collapse(shown).slice(0, 300) });
  };
  // structured data shows nothing in a JSON-LD script; a microdata block shows its own text
  const shownOf = (el: HtmlElement): string => (el.name === 'script' ? '' : dom.textOf(el));
  for (const { link } of links) {
    const loc = {
      selector: link.selector,
      order: link.order,
      region: link.region,
      ...(link.layout ? { layout: link.layout } : {}),
    };
    // the link shows its accessible name (its text, or an icon's label), never its href
    if (link.kind === 'tel')
      push(loc, 'phone', decodeSafely(link.href.replace(/^(?:tel|callto|sms):/i, '')), link.name);
    else if (link.kind === 'mailto') {
      const address = decodeSafely(link.href.replace(/^mailto:/i, '').split('?')[0]);
      if (address) push(loc, 'email', address, link.name);
    }
  }
  for (const { entity, from } of entitiesOfType(items, /^PostalAddress$/)) {
    const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
      .map((k) => stringValue(entity[k]))
      .filter(Boolean);
    if (parts.length) push(dom.locate(from.element), 'address', parts.join(', '), shownOf(from.element));
  }
  for (const { entity, from } of entitiesOfType(items, /./)) {
    if (typeof entity.telephone === 'string')
      push(dom.locate(from.element), 'phone', entity.telephone, shownOf(from.element));
    if (typeof entity.email === 'string')
      push(dom.locate(from.element), 'email', entity.email.replace(/^mailto:/i, ''), shownOf(from.element));
    const hours = entity.openingHours ?? entity.openingHoursSpecification;
    if (hours) {
      const value =
        typeof hours === 'string'
          ? hours
          : Array.isArray(hours) && typeof hours[0] === 'string'
            ? hours.join('; ')
            : JSON.stringify(hours).slice(0, 200);
      push(dom.locate(from.element), 'hours', value, shownOf(from.element));
    }
  }
  for (const el of dom.tag('address')) {
    if (!dom.isVisible(el)) continue;
    const text = dom.textOf(el);
    if (text) push(dom.locate(el), 'address', text);
  }
  for (const run of dom.textRuns) {
    const text = run.text;
    if (text.length < 5 || text.length > 300) continue;
    const parent: HtmlElement = run.parent;
    if (parent.name === 'script' || parent.name === 'style') continue;
    if (/\d/.test(text)) {
      for (const phone of phoneMatches(text)) push(dom.locate(parent), 'phone', phone);
      if (openingHoursIn(text)) push(dom.locate(parent), 'hours', text.slice(0, 160));
      if (text.length <= 160 && looksLikeAddress(text)) push(dom.locate(parent), 'address', text);
    }
    if (text.includes('@'))
      for (const m of text.matchAll(EMAIL))
        if (!/\.(?:png|jpe?g|gif|webp|svg)$/i.test(m[0])) push(dom.locate(parent), 'email', m[0]);
  }
  // an address block split over lines (<br>) or cells: the block's text, when short, read whole
  for (const el of [...dom.tag('p'), ...dom.tag('div'), ...dom.tag('td'), ...dom.tag('li')]) {
    if (!el.children.some((c) => c.type === 'tag' && (c as HtmlElement).name === 'br')) continue;
    if (!dom.isVisible(el)) continue;
    const text = dom.textOf(el);
    if (text.length >= 10 && text.length <= 200 && looksLikeAddress(text.replace(/\s*\n\s*/g, ', ')))
      push(dom.locate(el), 'address', text);
  }
  for (const form of forms) {
    if (form.purpose === 'contact' || form.purpose === 'lead')
      push(form, 'form', form.action ?? form.selector, form.submitText ?? '');
  }
  // addresses in an element named address/location/contact
  for (const el of dom.withHints) {
    if (
      !/(?:^|[\s_-])(?:address|location|adr)(?:$|[\s_-])/i.test(hintsOf(el)) ||
      el.name === 'input' ||
      !dom.isVisible(el)
    )
      continue;
    const text = dom.textOf(el);
    if (text.length >= 10 && text.length <= 200 && /\d/.test(text)) push(dom.locate(el), 'address', text);
  }
  return out.sort((a, b) => a.order - b.order);
}

const NETWORKS: [string, RegExp][] = [
  ['facebook', /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me)$/],
  ['x', /(?:^|\.)(?:twitter\.com|x\.com)$/],
  ['instagram', /(?:^|\.)instagram\.com$/],
  ['linkedin', /(?:^|\.)linkedin\.com$/],
  ['youtube', /(?:^|\.)(?:youtube\.com|youtu\.be)$/],
  ['tiktok', /(?:^|\.)tiktok\.com$/],
  ['pinterest', /(?:^|\.)pinterest\.[a-z.]+$/],
  ['github', /(?:^|\.)github\.com$/],
  ['threads', /(?:^|\.)threads\.net$/],
  ['snapchat', /(?:^|\.)snapchat\.com$/],
  ['whatsapp', /(?:^|\.)(?:wa\.me|whatsapp\.com)$/],
  ['telegram', /(?:^|\.)t\.me$/],
  ['discord', /(?:^|\.)discord\.(?:gg|com)$/],
  ['reddit', /(?:^|\.)reddit\.com$/],
  ['tumblr', /(?:^|\.)tumblr\.com$/],
  ['vimeo', /(?:^|\.)vimeo\.com$/],
  ['yelp', /(?:^|\.)yelp\.[a-z.]+$/],
  ['medium', /(?:^|\.)medium\.com$/],
  ['mastodon', /(?:^|\.)mastodon\.social$/],
  ['bluesky', /(?:^|\.)bsky\.app$/],
];

/**
 * Networks a link into is about following the brand or sharing the page, never the visit's own
 * ask: not the messengers (a WhatsApp link is a way to write to the business), code hosts (a
 * developer tool's download) or video sites (a demo to watch).
 */
const FOLLOW_NETWORKS = new Set([
  'facebook',
  'x',
  'instagram',
  'linkedin',
  'tiktok',
  'pinterest',
  'threads',
  'snapchat',
  'reddit',
  'tumblr',
  'yelp',
  'medium',
  'mastodon',
  'bluesky',
]);

/** The network a link leads into to follow the brand or share the page ("Join us on LinkedIn"), else null. */
export function followNetworkOf(href: string): string | null {
  const host = hostOf(href);
  if (host === null) return null;
  const network = NETWORKS.find(([, re]) => re.test(host))?.[0];
  return network && FOLLOW_NETWORKS.has(network) ? network : null;
}

/** Share buttons point at the network's share endpoint, not at the brand's profile. */
const SHARE =
  /sharer|\/share\b|intent\/tweet|\/shareArticle|pin\/create|\/submit\?|send\?text|addthis|sharethis/i;

export function detectSocialLinks(links: LinkCandidate[]): SocialLink[] {
  const out: SocialLink[] = [];
  const seen = new Set<string>();
  for (const { link } of links) {
    if (link.kind !== 'page') continue;
    const host = hostOf(link.href);
    if (host === null) continue;
    const network = NETWORKS.find(([, re]) => re.test(host));
    if (!network || SHARE.test(link.href)) continue;
    const key = `${network[0]}:${link.href.replace(/\/+$/, '').toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      selector: link.selector,
      order: link.order,
      region: link.region,
      ...(link.layout ? { layout: link.layout } : {}),
      network: network[0],
      href: link.href,
    });
  }
  return out;
}
