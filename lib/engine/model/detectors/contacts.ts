import { collapse, hintsOf, type HtmlElement, type PageDom, decodeSafely } from '../dom.js';
import type { ContactPoint, Form, SocialLink } from '../page-model.js';
import type { LinkCandidate } from './links.js';
import { entitiesOfType, stringValue, type LocatedItem } from './structured-data.js';

const PHONE =
  /(?<![\w/.,-])(?:(?:\+\d{1,3}|1)[\s.-])?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}(?![\w/,-])/g;
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
const HOURS =
  /\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:[-–to&]+\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)?\s*:?\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*[-–to]+\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|open (?:24\/7|24 hours)|opening hours|business hours|hours of operation)\b/i;
const ADDRESS =
  /\b\d{1,5}\s+(?:[A-Z][\w.]*\s){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|suite|parkway|pkwy|highway|hwy)\b\.?[^.]{0,60}?\b(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|\d{5})?/;

/**
 * A number the page itself calls a phone number ("Tel.: 0471 80 60 745", "Call us on (01689)
 * 859622", "Téléphone +33 (0)3 86 67 05 95"), written the way its country groups digits, which
 * PHONE (groups of three and four) does not know.
 */
const LABELLED_PHONE =
  /(?<![\p{L}])(?:tel(?:efon|éfono|efone|ephone)?|t[ée]l[ée]phone|phone|fon|mobile|handy|call(?: us)?(?: on| at| today)?|ring us(?: on)?)\.?\s*[:.]?\s*(\+?(?:\(\d{1,5}\)\s?)?\d{1,8}(?:(?:[\s./-]{1,3}|(?<=\)))\(?\d{1,8}\)?){0,7})(?!\d)/giu;

/** The number of a labelled phone, without trailing groups that make it too long to dial (a year after it). */
function labelledNumber(raw: string): string {
  let groups = raw.trim().split(/(?<=\d)[\s./-]+(?=\(?\d)/);
  const max = raw.trim().startsWith('+') ? 15 : 12;
  while (groups.length > 1 && groups.join('').replace(/\D/g, '').length > max) groups = groups.slice(0, -1);
  return groups.join(' ');
}

/**
 * A European postal address: street and house number before the postcode and the town
 * ("Eckleinjarten 6 * 27580 Bremerhaven", "Hauptstraße 5, 10115 Berlin"), or the number before the
 * street ("12 rue de la Paix, 75002 Paris", "Via Roma 8 - 35122 Padova").
 */
const EURO_ADDRESS =
  /(?<![\p{L}\d])(?:(?!(?:AOÛT|FÉVR|JUIL|Août|Juil|JANV|Janv|Févr|Dez|Sep|MAR|Jul|Mär|SEP|Apr|FEB|JAN|APR|MAI|May|Oct|JUL|Jan|MÄR|OCT|Mar|Déc|DÉC|Nov|AUG|OKT|DEC|Feb|Aug|Dec|AVR|JUN|Avr|NOV|MAY|Jun|Mai|DEZ|Okt)\p{L}*\s)\p{Lu}[\p{L}ß.'-]+(?:\s[\p{L}ß.'-]+){0,3}\s\d{1,4}[a-z]?|\d{1,4}(?:bis|ter)?,?\s(?:[Rr]ue|RUE|[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai|[Rr]oute|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Cc]alle|[Aa]venida|[Pp]laza|[Pp]aseo|[Rr]ua|[Tt]ravessa)\s[^,\d\n]{2,40})(?:\s*[,*·|–-]\s*|\s+)(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}-]{2,}/u;

function digitsOf(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

function plausiblePhone(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  // dates, prices and version numbers are not phone numbers
  if (/^\d{4}[-.]\d{2}[-.]\d{2}$/.test(raw.trim())) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  return true;
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
  let previous = '';
  for (const run of dom.textRuns) {
    const text = run.text;
    const before = previous.slice(-24);
    previous = text;
    if (text.length < 5 || text.length > 300) continue;
    const parent: HtmlElement = run.parent;
    if (parent.name === 'script' || parent.name === 'style') continue;
    if (/\d/.test(text)) {
      for (const m of text.matchAll(PHONE)) if (plausiblePhone(m[0])) push(dom.locate(parent), 'phone', m[0]);
      // the label often sits in an element of its own just before the number ("<b>Call us:</b> (01689) 859622")
      for (const m of `${before} ${text}`.matchAll(LABELLED_PHONE)) {
        const number = labelledNumber(m[1]);
        const inRun = (m.index ?? 0) + m[0].length > before.length + 1;
        if (inRun && plausiblePhone(number)) push(dom.locate(parent), 'phone', number);
      }
      const hours = HOURS.exec(text);
      if (hours) push(dom.locate(parent), 'hours', text.slice(0, 160));
      if ((ADDRESS.test(text) || EURO_ADDRESS.test(text)) && text.length <= 160)
        push(dom.locate(parent), 'address', text);
    }
    if (text.includes('@'))
      for (const m of text.matchAll(EMAIL))
        if (!/\.(?:png|jpe?g|gif|webp|svg)$/i.test(m[0])) push(dom.locate(parent), 'email', m[0]);
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

/** Share buttons point at the network's share endpoint, not at the brand's profile. */
const SHARE =
  /sharer|\/share\b|intent\/tweet|\/shareArticle|pin\/create|\/submit\?|send\?text|addthis|sharethis/i;

export function detectSocialLinks(links: LinkCandidate[]): SocialLink[] {
  const out: SocialLink[] = [];
  const seen = new Set<string>();
  for (const { link } of links) {
    if (link.kind !== 'page') continue;
    let host: string;
    try {
      host = new URL(link.href).hostname.toLowerCase();
    } catch {
      continue;
    }
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
