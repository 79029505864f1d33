import { hintsOf, type HtmlElement, type PageDom } from '../dom.js';

const CMP_HINT =
  /onetrust|optanon|cookiebot|cybotcookiebot|cookie-?consent|cookie-?banner|cookie-?notice|cookie-?bar|cookie-?law|cookie-?popup|cookies-?eu|cc-window|cc-banner|gdpr-?(?:banner|consent|cookie)|consent-?banner|truste-?consent|trustarc|usercentrics|osano|termly|iubenda|didomi|quantcast-?choice|qc-cmp|cmplz|complianz|moove_gdpr|borlabs|klaro|cookieyes|cky-consent/i;
const CMP_SCRIPT =
  /cdn\.cookielaw\.org|optanon|consent\.cookiebot\.com|cookie-?consent|usercentrics|osano\.com|termly\.io|iubenda\.com|didomi|consent\.trustarc\.com|quantcast\.mgr|cookieyes|cookie-script\.com|klaro/i;
const COOKIE_TEXT =
  /\b(?:we use cookies|this (?:web)?site uses cookies|uses cookies to|use of cookies|accept (?:all )?cookies|cookie (?:policy|preferences|settings))\b/i;

export function detectCookieBanner(
  dom: PageDom,
  scriptSources: string[],
): { present: boolean; text: string | null; selector: string | null } {
  let best: HtmlElement | null = null;
  for (const el of dom.withHints) {
    if (
      el.name === 'script' ||
      el.name === 'style' ||
      el.name === 'link' ||
      el.name === 'body' ||
      el.name === 'html'
    )
      continue;
    if (!CMP_HINT.test(hintsOf(el))) continue;
    best = el;
    break;
  }
  if (best) {
    const text = dom.textOf(best);
    return { present: true, text: text ? text.slice(0, 300) : null, selector: dom.selectorOf(best) };
  }
  for (const run of dom.textRuns) {
    if (!COOKIE_TEXT.test(run.text)) continue;
    const t = run.text;
    if (t.length > 600) continue;
    let holder = run.parent;
    if (holder.parent && dom.textFits(holder.parent, 599)) holder = holder.parent;
    // a footer link to the cookie policy is not a banner
    if (holder.name === 'a' || dom.info.get(holder)?.region === 'footer') continue;
    return { present: true, text: dom.textOf(holder).slice(0, 300), selector: dom.selectorOf(holder) };
  }
  if (scriptSources.some((s) => CMP_SCRIPT.test(s))) return { present: true, text: null, selector: null };
  return { present: false, text: null, selector: null };
}

const CHAT_VENDORS: [string, RegExp][] = [
  ['intercom', /widget\.intercom\.io|js\.intercomcdn\.com|intercomSettings|\bIntercom\(/],
  ['drift', /js\.driftt\.com|drift\.com\/include|drift\.load\(/],
  ['zendesk', /static\.zdassets\.com|zopim|zEmbed|ze-snippet/],
  ['tawk', /embed\.tawk\.to|Tawk_API/],
  ['livechat', /cdn\.livechatinc\.com|__lc\.license/],
  ['hubspot', /js\.usemessages\.com|hubspot-messages/],
  ['crisp', /client\.crisp\.chat|\$crisp/],
  ['olark', /static\.olark\.com|olark\.identify|olark\(/],
  ['freshchat', /wchat\.freshchat\.com|fcWidget|freshworks\.com\/widget/],
  ['tidio', /code\.tidio\.co/],
  ['gorgias', /gorgias\.chat|config\.gorgias\.io/],
  ['facebook-messenger', /customerchat|fb-customerchat/],
  ['chatra', /call\.chatra\.io/],
  ['smartsupp', /smartsuppchat\.com|smartsupp/],
  ['helpscout', /beacon-v2\.helpscout\.net/],
  ['userlike', /userlike-cdn-widgets|userlike\.com/],
  ['purechat', /purechat\.com/],
  ['liveperson', /lpcdn\.lpsnmedia\.net|liveperson/],
  ['gist', /widget\.getgist\.com/],
  ['front', /chat-assets\.frontapp\.com/],
  ['snapengage', /snapengage/],
  ['kustomer', /cdn\.kustomerapp\.com/],
  ['ada', /static\.ada\.support/],
];

/** Any vendor at all: one pass over each script before looking for which one. */
const ANY_CHAT = new RegExp(CHAT_VENDORS.map(([, re]) => re.source).join('|'));
const CHAT_CLASS = /(?:^|[\s_-])(?:live-?chat|chat-?widget|chat-?launcher)(?:$|[\s_-])/;

function vendorIn(text: string): string | null {
  if (!ANY_CHAT.test(text)) return null;
  for (const [vendor, re] of CHAT_VENDORS) if (re.test(text)) return vendor;
  return null;
}

export function detectChatWidget(
  dom: PageDom,
  scriptSources: string[],
  inlineScripts: string[],
): { present: boolean; vendor: string | null } {
  for (const text of [...scriptSources, ...inlineScripts]) {
    const vendor = vendorIn(text);
    if (vendor) return { present: true, vendor };
  }
  for (const el of dom.withHints) {
    const hints = hintsOf(el);
    if (!hints) continue;
    const vendor = vendorIn(hints);
    if (vendor) return { present: true, vendor };
    if (hints.includes('chat') && CHAT_CLASS.test(hints)) return { present: true, vendor: null };
  }
  return { present: false, vendor: null };
}
