import { closest, collapse, type HtmlElement, type PageDom } from '../dom.js';
import type { CallToAction, CtaIntent, FormPurpose } from '../page-model.js';
import { accessibleName, type LinkCandidate } from './links.js';

/** Wording of each intent, strongest first: the first pattern that matches decides. */
const INTENT_PATTERNS: [CtaIntent, RegExp][] = [
  [
    'cart',
    /\badd(?:ing)? (?:it |this |item )?to (?:my |your )?(?:shopping )?(?:cart|bag|basket|trolley)\b|\badd to order\b/i,
  ],
  ['donate', /\b(?:donate|give (?:now|today|monthly|a gift)|make a (?:gift|donation)|sponsor a)\b/i],
  [
    'trial',
    /\b(?:free trial|start (?:your |a |my )?(?:\d+[- ]day )?(?:free )?trial|try (?:it |us |\w+ )?(?:for )?free|try (?:it )?now|start trial)\b/i,
  ],
  ['demo', /\b(?:demo|see it in action|book a call|schedule a call|talk to (?:sales|an expert))\b/i],
  [
    'purchase',
    /\b(?:buy|shop(?: now| the| all)?|order (?:now|online|today)|checkout|check out|purchase|get (?:it|yours) (?:now|today)|pre-?order|subscribe & save|get tickets|(?:choose|select|get) (?:this |a |the )?plan)\b/i,
  ],
  ['quote', /\b(?:(?:free |instant |get (?:a |your )?|request (?:a )?)(?:quote|estimate)|quote|estimate)\b/i],
  [
    'book',
    /\b(?:book (?:now|online|today|an?|your|my)\b|book$|(?:find|reserve) a table|reserve|reservation|schedule (?:a|an|your|now)|appointment|consultation)\b/i,
  ],
  [
    'signup',
    /\b(?:sign ?up|get started|create (?:an? |your |my )?(?:free )?account|join(?: now| free| us| today)?|register|start (?:now|for free|free|today|building|selling|here)|open (?:an |your )?account|enroll|apply now|get access|claim)\b/i,
  ],
  ['download', /\b(?:download|get the app|install|app store|google play)\b/i],
  [
    'subscribe',
    /\b(?:subscribe|newsletter|notify me|get updates|stay (?:updated|in touch)|keep me posted)\b/i,
  ],
  [
    'contact',
    /\b(?:contact|get in touch|call (?:us|now|today)|talk to (?:us|someone)|email us|message us|chat with us|send (?:us )?(?:a )?message|let'?s talk|reach out|enquire|inquire)\b/i,
  ],
  [
    'learn',
    /\b(?:learn more|read more|see more|discover|explore|view|see (?:how|all|our|the|pricing|plans)|find out|more info|details|watch|how it works|browse|compare|continue)\b/i,
  ],
];

/** Controls that are not calls to action (menus, sliders, dialogs). */
const UTILITY =
  /^(?:close|x|×|✕|next|prev(?:ious)?|back|menu|open menu|close menu|toggle(?: .*)?|search|go|ok|skip.*|play|pause|stop|mute|unmute|slide \d+|\d+|[‹›«»<>←→]|show (?:more|less)|more|less|cancel|accept(?: all)?(?: cookies)?|reject(?: all)?|decline|dismiss|got it|i agree|allow(?: all)?(?: cookies)?|cookie settings|manage (?:cookies|preferences)|expand|collapse|log ?in|sign ?in|log ?out|sign ?out|my account|account|cart|bag|wishlist|share|tweet|like|print|email|reset|clear|remove|delete|edit|update|apply|filter|sort|previous page|next page|scroll.*|top|back to top|language|english|currency)$/i;

const STYLED = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/i;
/** camelCase button classes: "btnStyle2LrgCheckout", "buttonPrimary". */
const STYLED_CAMEL = /(?:^|[\s_-])(?:btn|button)(?=[A-Z0-9])/;
/** A link whose whole label asks for a click; standing alone, it is a call to action, if a vague one. */
const CLICK_LABEL = /^\s*(?:click|tap) (?:here|now)\s*[!.>»›→]*\s*$/i;
const ACTION_LINK_INTENTS = new Set<CtaIntent>([
  'cart',
  'purchase',
  'donate',
  'trial',
  'demo',
  'signup',
  'quote',
  'book',
  'contact',
  'download',
  'subscribe',
]);

/** Links to legal pages, sometimes styled as buttons in footers and consent boxes. */
const LEGAL_LINK =
  /^(?:privacy(?: policy| notice)?|terms(?: (?:&|and) conditions| of (?:use|service))?|cookie (?:policy|settings)|legal|imprint|disclaimer|sitemap)$/i;

/** Carousel and pager controls. */
const SLIDER_CONTROL =
  /^(?:slide to (?:previous|next)|(?:previous|next) slide|go to slide \d+|slide \d+ of \d+|page \d+)$/i;

/** Controls named after the menu they open. */
const MENU_CONTROL =
  /^(?:(?:open|close|toggle|show|hide|site|main|mobile|primary)\s+)*(?:nav(?:igation)?|menu)(?:\s+(?:menu|toggle|button|bar|icon))*$/i;
/** Star ratings and counters rendered as buttons (review popovers). */
const RATING_CONTROL = /^\d+(?:[.,]\d+)?(?:\s+\d+(?:[.,]\d+)?)?\s*(?:out of|\/|stars?|ratings?|reviews?)/i;
/** Generic submit wording, which takes its intent from the form it submits. */
const GENERIC_SUBMIT =
  /^(?:submit(?: form| request| now)?|send(?: message| now| request)?|go|ok|continue|next|enter|»|→)$/i;

/** Actions beside the main one in a product form: they never take the form's purpose. */
const SIDE_ACTION =
  /wish ?list|save for later|add to (?:a |my )?list|registry|compare|share|write a review|print|notify me/i;

const FORM_INTENT: Partial<Record<FormPurpose, CtaIntent>> = {
  contact: 'contact',
  lead: 'quote',
  newsletter: 'subscribe',
  signup: 'signup',
  cart: 'cart',
  checkout: 'purchase',
};

const STRONG_HEADER_INTENTS = new Set<CtaIntent>([
  'cart',
  'purchase',
  'donate',
  'trial',
  'demo',
  'signup',
  'quote',
  'book',
  'download',
]);

function inMenu(el: HtmlElement): boolean {
  return (
    closest(
      el,
      (e) => e.name === 'li' || e.name === 'nav' || e.name === 'menu' || e.attribs?.role === 'menu',
      6,
    ) !== null
  );
}

function inBreadcrumb(el: HtmlElement): boolean {
  return (
    closest(
      el,
      (e) =>
        /breadcrumb/i.test(
          `${e.attribs?.class ?? ''} ${e.attribs?.id ?? ''} ${e.attribs?.['aria-label'] ?? ''}`,
        ) || /Breadcrumb/.test(e.attribs?.itemtype ?? ''),
      6,
    ) !== null
  );
}

export function ctaIntent(text: string): CtaIntent {
  for (const [intent, re] of INTENT_PATTERNS) if (re.test(text)) return intent;
  return 'other';
}

/** Utility-class buttons (Tailwind and the like): padding, rounded corners and a fill or border. */
function utilityStyledButton(cls: string): boolean {
  // an optional variant ("md:") and prefix ("tw-") may precede each utility
  const padded = /(?:^|\s)(?:[\w-]+:)?(?:tw-)?p[xy]?-\d/.test(cls);
  if (!padded) return false;
  if (
    /(?:^|\s)(?:[\w-]+:)?(?:tw-)?rounded/.test(cls) &&
    /(?:^|\s)(?:[\w-]+:)?(?:tw-)?(?:bg-|border)/.test(cls)
  )
    return true;
  // square buttons: horizontal padding on a solid fill that is there without hovering
  return (
    /(?:^|\s)(?:tw-)?px-\d/.test(cls) && /(?:^|\s)(?:tw-)?bg-(?!transparent|none|opacity)[\w[\]#-]/.test(cls)
  );
}

function styledAsButton(el: HtmlElement): boolean {
  if (el.name === 'button' || el.name === 'input') return true;
  if ((el.attribs.role ?? '').toLowerCase() === 'button') return true;
  const cls = el.attribs.class;
  return cls !== undefined && (STYLED.test(cls) || STYLED_CAMEL.test(cls) || utilityStyledButton(cls));
}

interface CtaCandidate {
  cta: CallToAction;
  repeat: number;
}

/**
 * Buttons, submit inputs and links that look or read like an action. Nav menu and footer links
 * count only when styled as buttons, since a plain "Contact" menu entry is navigation.
 */
export function detectCtas(
  dom: PageDom,
  links: LinkCandidate[],
  formPurposes: Map<HtmlElement, FormPurpose> = new Map(),
): CallToAction[] {
  const ctas: CallToAction[] = [];
  const add = (
    el: HtmlElement,
    element: CallToAction['element'],
    text: string,
    href: string | undefined,
    submits = false,
  ): void => {
    const clean = collapse(text).slice(0, 200);
    if (
      !clean ||
      clean.length > 80 ||
      UTILITY.test(clean) ||
      SLIDER_CONTROL.test(clean) ||
      LEGAL_LINK.test(clean) ||
      MENU_CONTROL.test(clean) ||
      RATING_CONTROL.test(clean)
    )
      return;
    const form = closest(el, (e) => e.name === 'form', 40);
    const inForm = form !== null;
    let intent = ctaIntent(clean);
    // size and colour pickers ("S", "XL", "UNSZ") are options, not actions
    if (intent === 'other' && !submits && clean.length <= 4) return;
    if (form && submits && (intent === 'other' || GENERIC_SUBMIT.test(clean)) && !SIDE_ACTION.test(clean)) {
      intent = FORM_INTENT[formPurposes.get(form) ?? 'other'] ?? intent;
    }
    const styled = styledAsButton(el);
    const cta: CallToAction = {
      ...dom.locate(el),
      text: clean,
      element,
      intent,
      role: 'secondary',
      styledAsButton: styled,
      inForm,
    };
    if (href !== undefined) cta.href = href;
    ctas.push(cta);
  };

  for (const el of dom.tag('button')) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    const type = (el.attribs.type ?? 'submit').toLowerCase();
    if (type === 'reset') continue;
    // toggles for menus and accordions are controls, not calls to action
    if (
      el.attribs['aria-expanded'] !== undefined ||
      el.attribs['data-toggle'] ||
      el.attribs['data-bs-toggle']
    )
      continue;
    add(el, 'button', accessibleName(dom, el), undefined, type === 'submit');
  }
  for (const el of dom.tag('input')) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    const type = (el.attribs.type ?? '').toLowerCase();
    if (type !== 'submit' && type !== 'button' && type !== 'image') continue;
    const text =
      el.attribs.value ??
      el.attribs['aria-label'] ??
      el.attribs.alt ??
      el.attribs.title ??
      (type === 'submit' ? 'Submit' : '');
    add(el, 'input', text, undefined, type !== 'button');
  }
  for (const { link, element } of links) {
    if (link.kind === 'javascript' && !styledAsButton(element)) continue;
    // "Shop Home ›" in a breadcrumb trail says where the page sits, it asks for nothing
    if (inBreadcrumb(element)) continue;
    if (link.kind === 'mailto' || link.kind === 'file') {
      if (!styledAsButton(element)) continue;
    }
    const styled = styledAsButton(element);
    const text = link.name || link.text;
    const intent = ctaIntent(text);
    if (!styled) {
      if (link.region === 'footer' || link.region === 'aside') continue;
      // a header link outside the menu list ("Sign up" beside the logo) still asks for action
      if (
        (link.region === 'nav' || link.region === 'header') &&
        (!STRONG_HEADER_INTENTS.has(intent) || inMenu(element))
      )
        continue;
      const standaloneClick =
        CLICK_LABEL.test(text) &&
        element.parent !== null &&
        dom.textOf(element.parent) === dom.textOf(element);
      if (!ACTION_LINK_INTENTS.has(intent) && !standaloneClick) continue;
      // a sentence that happens to contain "buy" is a link, not a call to action
      if (text.split(/\s+/).length > 6) continue;
    }
    add(element, 'link', text, link.href);
  }
  for (const el of dom.withHints) {
    // divs and spans acting as buttons
    if (el.name === 'a' || el.name === 'button' || el.name === 'input') continue;
    if ((el.attribs.role ?? '').toLowerCase() !== 'button') continue;
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    add(el, 'button', accessibleName(dom, el), undefined);
  }
  for (const el of dom.tag('div').concat(dom.tag('span'))) {
    if (
      el.attribs.role?.toLowerCase() !== 'button' ||
      el.attribs.class !== undefined ||
      el.attribs.id !== undefined
    )
      continue;
    if (dom.info.get(el)?.hidden) continue;
    add(el, 'button', accessibleName(dom, el), undefined);
  }
  ctas.sort((a, b) => a.order - b.order);
  // the same element can be reached twice (role=button link); keep one entry per selector
  const unique: CallToAction[] = [];
  const seen = new Set<string>();
  for (const cta of ctas) {
    if (seen.has(cta.selector)) continue;
    seen.add(cta.selector);
    unique.push(cta);
  }
  return unique;
}

/**
 * How much a CTA stands out, before what it says: button styling, the first screen (measured
 * fold when rendered, the hero's order bound otherwise), measured size, region and repetition.
 */
function prominence(c: CtaCandidate, heroEnd: number): number {
  const { cta } = c;
  let score = 0;
  if (cta.styledAsButton) score += 30;
  if (cta.order < heroEnd) score += cta.region === 'header' || cta.region === 'nav' ? 10 : 25;
  const layout = cta.layout?.desktop ?? cta.layout?.mobile;
  if (layout) {
    if (!layout.visible) score -= 60;
    else {
      if (layout.aboveFold) score += 15;
      // a 240x56 hero button outweighs a 90x30 inline one; the cap keeps banners from winning on size
      score += Math.min(15, Math.sqrt(layout.box.width * layout.box.height) / 8);
    }
  }
  // a repeated action ("Start free trial" top and bottom) is the one the page pushes; repeated
  // "Submit" or "Helpful" buttons are a list of small forms
  if (cta.intent !== 'other' && cta.intent !== 'learn') score += Math.min(c.repeat - 1, 3) * 5;
  if (cta.region === 'main') score += 8;
  else if (cta.region === 'header') score += 3;
  else if (cta.region === 'footer' || cta.region === 'aside') score -= 25;
  else if (cta.region === 'nav') score -= 10;
  // a search or filter submit inside a form is a control, however it is styled
  if (cta.inForm && (cta.intent === 'other' || cta.intent === 'learn') && !CLICK_LABEL.test(cta.text))
    score -= 15;
  return score;
}

/** Wording points: a narrow spread, so that prominence decides between real asks. */
const WORDING: Record<CtaIntent, number> = {
  cart: 16,
  purchase: 12,
  donate: 12,
  trial: 12,
  demo: 12,
  signup: 12,
  quote: 12,
  book: 12,
  contact: 10,
  download: 10,
  subscribe: 8,
  learn: 4,
  other: 0,
};

/** Labels that ask for a click without saying what follows: still calls to action, just vague ones. */
const VAGUE_LABEL =
  /^\s*(?:(?:submit|send|go|click|click here|tap here)(?: (?:form|now|here|it|request))?|ok|okay|here|more|more info|info|details|continue|next|enter|start|get it|go now)\s*[!.>»›→]*\s*$/i;

/**
 * What the label adds once prominence is counted. An action's wording adds a little by its
 * strength; a vague label counts as an ask of unknown strength (so relabelling the hero button
 * "Click here" does not demote it); any other wording ("Replay", "React", a tab or a store
 * name) is a control, not an ask.
 */
function wording(cta: CallToAction): number {
  if (cta.intent !== 'other') return WORDING[cta.intent];
  return VAGUE_LABEL.test(cta.text) ? 12 : -30;
}

function primaryScore(c: CtaCandidate, heroEnd: number): number {
  return prominence(c, heroEnd) + wording(c.cta);
}

/**
 * Marks exactly one CTA as primary: the most prominent (styling, first screen, size, region,
 * repetition), with the strongest intent breaking ties.
 */
export function choosePrimary(ctas: CallToAction[], heroEnd: number): void {
  if (ctas.length === 0) return;
  const counts = new Map<string, number>();
  for (const cta of ctas) {
    const key = cta.text.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: CallToAction | null = null;
  let bestScore = -Infinity;
  for (const cta of ctas) {
    cta.role = 'secondary';
    const score = primaryScore({ cta, repeat: counts.get(cta.text.toLowerCase()) ?? 1 }, heroEnd);
    if (score > bestScore) {
      best = cta;
      bestScore = score;
    }
  }
  if (best) best.role = 'primary';
}
