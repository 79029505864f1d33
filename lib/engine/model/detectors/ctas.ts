import { closest, collapse, isElement, wordCount, type HtmlElement, type PageDom } from '../dom.js';
import type { CallToAction, CtaGoal, CtaIntent, FormPurpose, Industry } from '../page-model.js';
import { accessibleName, type LinkCandidate } from './links.js';
import { concealment, hintWords, isSkipLink, measuredFold, seenOnScreen } from './perception.js';

/** Wording of each intent, strongest first: the first pattern that matches decides. */
const INTENT_PATTERNS: [CtaIntent, RegExp][] = [
  [
    'cart',
    /\badd(?:ing)? (?:it |this |item )?to (?:my |your )?(?:shopping )?(?:cart|bag|basket|trolley)\b|\badd to order\b/i,
  ],
  ['donate', /\b(?:donate|give (?:now|today|monthly|a gift)|make a (?:gift|donation)|sponsor a)\b/i],
  [
    'trial',
    /\b(?:free trial|(?:start|take) (?:your |a |my )?(?:free )?(?:\d+[- ]day )?(?:free )?trial|(?:free )?\d+[- ]day (?:free )?trial|try (?:it |us |\w+ )?(?:for )?free|try (?:it )?now|^try it$|start trial)\b/i,
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
    /\b(?:sign ?up|get started|create (?:an? |your |my )?(?:free )?account|join(?: now| free| us| today)?|register|start (?:now|for free|free|today|building|selling|here|learning|saving|using)|open (?:an |your )?account|enroll|apply now|get access|claim)\b/i,
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
  /^(?:close|x|×|✕|next|prev(?:ious)?|back|menu|open menu|close menu|toggle(?: .*)?|search|go|ok|skip.*|play|pause|stop|mute|unmute|slide \d+|\d+|[‹›«»<>←→]|show (?:more|less)|more|less|cancel|accept(?: all)?(?: cookies)?|reject(?: all)?|decline|dismiss|got it|i agree|allow(?: all)?(?: cookies)?|cookie settings|manage (?:cookies|preferences)|expand|collapse|log ?in|sign ?in|log ?out|sign ?out|my account|account|cart|bag|wishlist|anmelden|einloggen|abmelden|mein konto|konto|warenkorb|merkzettel|wunschliste|suche|suchen|schließen|weiter|zurück|se connecter|connexion|déconnexion|mon compte|panier|rechercher|fermer|suivant|précédent|iniciar sesión|acceder|mi cuenta|carrito|cesta|buscar|cerrar|siguiente|anterior|share|tweet|like|print|email|reset|clear|remove|delete|edit|update|apply|filter|sort|previous page|next page|scroll.*|top|back to top|language|english|currency)$/i;

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
  'subscribe',
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

/** Class words that single a header link out as the site's ask ("header-subscribe-link", "nav-donate"). */
const ACTION_HINTS = new Set([
  'cta',
  'subscribe',
  'donate',
  'signup',
  'register',
  'trial',
  'demo',
  'quote',
  'book',
  'booking',
  'apply',
  'buy',
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

/** A word-bounded pattern for wording with accented letters (\\b only knows ASCII words). */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');
}

/** The same intents in German, French and Spanish, checked in the same order of strength. */
const FOREIGN_INTENT_PATTERNS: Partial<Record<CtaIntent, RegExp>> = {
  cart: words(
    'in den (?:warenkorb|einkaufswagen)|zum warenkorb hinzufügen|in die einkaufstasche|ajouter au panier|mettre au panier|ajouter à mon panier|añadir al carrito|agregar al carrito|añadir a la (?:cesta|bolsa)|añadir a mi carrito',
  ),
  donate: words(
    '(?:jetzt )?spenden|spende|faire un don|je donne|donner maintenant|donar(?: ahora)?|haz una donación|dona(?: ahora)?',
  ),
  trial: words(
    '(?:kostenlos|gratis) (?:testen|ausprobieren)|testversion|essai gratuit|essayer gratuitement|(?:prueba|probar) gratis|prueba gratuita',
  ),
  demo: words('demo anfordern|(?:une )?démo|demande de démo|(?:solicitar|pedir) (?:una )?demo|demostración'),
  purchase: words(
    '(?:jetzt )?kaufen|(?:jetzt )?bestellen|zur kasse|kasse|acheter(?: maintenant)?|commander|passer (?:la|à la) commande|comprar(?: ahora)?|pedir ahora|finalizar (?:compra|pedido)|tramitar pedido|tickets kaufen|billets',
  ),
  quote: words(
    '(?:kostenloses )?angebot anfordern|kostenvoranschlag|(?:demander un |demande de |obtenir un )?devis(?: gratuit)?|(?:solicitar |pedir )?(?:un )?presupuesto(?: gratis)?|cotización',
  ),
  book: words(
    'termin (?:vereinbaren|buchen)|jetzt buchen|buchen|(?:tisch )?reservieren|réserver(?: une table)?|prendre rendez-vous|reservar(?: mesa)?|pedir cita|reserva(?: ahora)?',
  ),
  signup: words(
    "(?:jetzt )?registrieren|konto erstellen|kostenlos starten|jetzt starten|s'inscrire|inscrivez-vous|inscription|créer (?:un |mon )?compte|commencer|registrarse|regístrate|crear (?:una )?cuenta|inscríbete|empezar|comenzar",
  ),
  download: words('herunterladen|télécharger|descargar(?: ahora)?|app (?:installieren|laden)|installer'),
  subscribe: words(
    "abonnieren|newsletter abonnieren|jetzt abonnieren|s'abonner|abonnez-vous|suscribirse|suscríbete|suscribirme",
  ),
  contact: words(
    'kontakt(?:ieren sie uns)?|kontaktieren|(?:jetzt )?anrufen|rufen sie (?:uns )?an|nous contacter|contactez-nous|contacter|appelez(?:-nous)?|contacto|contáctanos|contactar|llámanos|llamar(?: ahora)?',
  ),
  learn: words(
    'mehr erfahren|weiterlesen|mehr lesen|en savoir plus|lire la suite|découvrir|voir plus|más información|leer más|ver más|descubrir',
  ),
};

export function ctaIntent(text: string): CtaIntent {
  for (const [intent, re] of INTENT_PATTERNS) {
    if (re.test(text)) return intent;
    if (FOREIGN_INTENT_PATTERNS[intent]?.test(text)) return intent;
  }
  return 'other';
}

const REGISTER_WORDING = words(
  "register|registration|apply(?: now| today| online)?|enrol+(?: now| today)?|registrieren|anmelden|bewerben|s'inscrire|inscription|registrarse|regístrate|inscríbete|inscripción",
);
const CALL_WORDING = words(
  'call(?: us| now| today| our office)?|give us a call|phone us|ring us|(?:jetzt )?anrufen|rufen sie (?:uns )?an|appelez(?:-nous)?|llámanos|llamar(?: ahora)?',
);

/** The goal of a call to action, from its target (tel: calls) and its wording. */
export function ctaGoal(cta: Pick<CallToAction, 'text' | 'intent' | 'href'>): CtaGoal {
  const href = (cta.href ?? '').toLowerCase();
  if (href.startsWith('tel:') || href.startsWith('callto:')) return 'call';
  switch (cta.intent) {
    case 'cart':
      return 'add_to_cart';
    case 'purchase':
      return 'buy';
    case 'signup':
      return REGISTER_WORDING.test(cta.text) ? 'register' : 'signup';
    case 'contact':
      return CALL_WORDING.test(cta.text) || PHONE_NUMBER.test(cta.text) ? 'call' : 'contact';
    case 'learn':
      return 'read';
    case 'trial':
    case 'demo':
    case 'quote':
    case 'book':
    case 'download':
    case 'donate':
    case 'subscribe':
      return cta.intent;
    default:
      return PHONE_NUMBER.test(cta.text) ? 'call' : 'other';
  }
}

/**
 * A phone number as pages print them: North American (416 939 1530, (512)897-1849, 303.333.PAUL)
 * and international (+49 30 1234567, 01 23 45 67 89, 0800 123 456).
 */
export const PHONE_NUMBER =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-](?:\d{4}\b|[A-Z]{4}\b)|\+\d{2,3}(?:[\s.-]?\d{1,4}){3,5}\b|\b0\d{1,4}(?:[\s./-]\d{2,8}){2,4}\b/;

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
    forced?: CtaIntent,
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
    let intent = forced ?? ctaIntent(clean);
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
    if (link.kind === 'tel') {
      // a phone link asks for a call, whatever its styling; footers list numbers as contact details
      if (link.region === 'footer') continue;
      const text = link.name || link.text || link.href.replace(/^tel:/i, '');
      add(element, 'link', text, link.href, false, 'contact');
      continue;
    }
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
        (!STRONG_HEADER_INTENTS.has(intent) || inMenu(element)) &&
        !(intent !== 'other' && intent !== 'learn' && hintWords(element).some((w) => ACTION_HINTS.has(w)))
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
  for (const { el, text } of phoneCallouts(dom)) add(el, 'link', text, undefined, false, 'contact');
  ctas.sort((a, b) => a.order - b.order);
  // the same element can be reached twice (role=button link); keep one entry per selector
  const unique: CallToAction[] = [];
  const seen = new Set<string>();
  for (const cta of ctas) {
    if (seen.has(cta.selector)) continue;
    seen.add(cta.selector);
    cta.goal = ctaGoal(cta);
    unique.push(cta);
  }
  return unique;
}

/** Wording that turns a printed phone number into an ask. */
const CALL_PROMPT = words(
  'call|give us a call|phone us|ring us|free (?:consultation|quote|estimate)|call (?:us|now|today)|anrufen|rufen sie|appelez|llámanos|llame|llamar',
);
/** Class words of a highlighted phone number. */
const PHONE_HINT = new Set([
  'phone',
  'tel',
  'telephone',
  'call',
  'hotline',
  'callout',
  'number',
  'telefon',
  'telefono',
]);

function inlineFontPx(el: HtmlElement): number {
  const m = /font-size\s*:\s*([\d.]+)\s*(px|pt|em|rem)/i.exec(el.attribs.style ?? '');
  if (m) {
    const n = Number(m[1]);
    return m[2] === 'pt' ? n * 1.333 : m[2] === 'px' ? n : n * 16;
  }
  const size = el.name === 'font' ? Number(el.attribs.size) : NaN;
  return Number.isFinite(size) ? ([0, 10, 13, 16, 18, 24, 32, 48][size] ?? 16) : 0;
}

/** Set off from body text: large inline type, a heading or bold wrapper, or a phone class. */
function highlighted(el: HtmlElement): boolean {
  let current: HtmlElement | null = el;
  for (let i = 0; current && i < 4; i += 1) {
    if (/^(?:h[1-6]|strong|b)$/.test(current.name) || inlineFontPx(current) >= 18) return true;
    if (hintWords(current).some((w) => PHONE_HINT.has(w))) return true;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return false;
}

/**
 * Phone numbers printed as an ask ("Call us 416 939 1530", a 30 pt number in the header): the
 * smallest element holding the number, widened to take in the call wording beside it. Numbers in
 * sentences, address blocks and footers are contact details, not calls to action.
 */
function phoneCallouts(dom: PageDom): { el: HtmlElement; text: string }[] {
  const out: { el: HtmlElement; text: string }[] = [];
  const seen = new Set<HtmlElement>();
  for (const run of dom.textRuns) {
    if (!PHONE_NUMBER.test(run.text)) continue;
    let el = run.parent;
    const info = dom.info.get(el);
    if (!info || info.hidden || info.region === 'footer' || info.region === 'aside') continue;
    if (
      closest(
        el,
        (e) => e.name === 'a' || e.name === 'form' || e.name === 'address' || e.name === 'button',
        8,
      )
    )
      continue;
    if (concealment(el)) continue;
    // take in the ask beside the number ("Call our office" + "636-349-2400")
    for (let i = 0; i < 3; i += 1) {
      const parent = el.parent && isElement(el.parent) ? el.parent : null;
      if (!parent || parent.name === 'body' || (parent.name === 'p' && wordCount(dom.textOf(parent)) > 14))
        break;
      const parentText = dom.textOf(parent);
      if (wordCount(parentText) > 14) break;
      const extra = parentText.replace(dom.textOf(el), ' ');
      if (!CALL_PROMPT.test(extra)) break;
      el = parent;
    }
    if (seen.has(el)) continue;
    const text = dom.textOf(el);
    if (wordCount(text) > 16) continue;
    if (!CALL_PROMPT.test(text) && !highlighted(el)) continue;
    seen.add(el);
    out.push({ el, text });
  }
  return out;
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
  // "Learn more" and "View our menu" browse; any real ask beside them is the one the page wants
  learn: -4,
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

/** A cart, bag or checkout link: in the header it is the mini-cart, never the page's main ask. */
const CART_WORDING = words(
  'checkout|check out|proceed to checkout|view (?:my )?(?:cart|bag|basket)|(?:my |your )?(?:shopping )?(?:cart|bag|basket)(?: \\(\\d+\\))?|kasse|zur kasse|warenkorb(?: anzeigen| ansehen)?|zum warenkorb|panier|voir (?:le |mon )?panier|paiement|valider (?:le|mon) panier|carrito|ver (?:el )?carrito|cesta|tramitar pedido|finalizar compra|pagar',
);

/** How well a goal fits what the site sells: the ask a consultant expects on such a page. */
const INDUSTRY_FIT: Partial<Record<Industry, Partial<Record<CtaGoal, number>>>> = {
  ecommerce: { add_to_cart: 10, buy: 8 },
  saas: { trial: 10, signup: 8, demo: 8, buy: 4 },
  app: { download: 14, signup: 6 },
  local: { call: 14, book: 10, quote: 10, contact: 8 },
  agency: { contact: 8, call: 10, quote: 8, book: 6 },
  nonprofit: { donate: 18 },
  publisher: { subscribe: 14 },
  course: { register: 8, buy: 8, signup: 6 },
  event: { buy: 10, register: 8, book: 8 },
};

/** Below this, the best candidate is a control or a stray link, and the page has no primary ask. */
const MIN_PRIMARY_SCORE = 15;

export interface PrimaryOptions {
  /** The parsed page, to tell concealed containers (modals, cookie banners, cart widgets). */
  dom?: PageDom;
  /** What the site sells: the asks that fit it weigh more. */
  industry?: Industry;
}

/** Why a CTA can never be the primary one, or null when it can. */
function disqualified(cta: CallToAction, dom: PageDom | undefined): string | null {
  const el = dom?.elements[cta.order];
  if (el && dom?.info.get(el)?.hidden) return 'hidden';
  const why = el ? concealment(el) : null;
  if (why) return why;
  if (el && isSkipLink(el, cta.text)) return 'skip';
  const d = cta.layout?.desktop;
  if (d && !seenOnScreen(d)) return 'not on screen';
  if ((cta.region === 'header' || cta.region === 'nav') && CART_WORDING.test(cta.text)) return 'cart';
  return null;
}

/** Rendered prominence: how far down, how large, and whether it was on the first screen at all. */
function renderedAdjustment(cta: CallToAction, fold: number): number {
  const d = cta.layout?.desktop;
  if (!d) return 0;
  let score = 0;
  // several screens down, the size of a button no longer matters: nobody sees it first
  if (d.box.y > fold * 2) score -= 25;
  else if (d.box.y > fold) score -= 8;
  return score;
}

/**
 * Marks exactly one CTA as primary: the most prominent (styling, first screen, size, region,
 * repetition), with the strongest intent and the fit to the site breaking ties. Concealed CTAs
 * (hidden, in a modal, a cookie banner or a cart widget, skip links, unmeasured boxes) never win.
 */
export function choosePrimary(ctas: CallToAction[], heroEnd: number, options: PrimaryOptions = {}): void {
  if (ctas.length === 0) return;
  const { dom, industry } = options;
  const fold = dom ? measuredFold(dom) : 800;
  const counts = new Map<string, number>();
  for (const cta of ctas) {
    const key = cta.text.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: CallToAction | null = null;
  let bestScore = -Infinity;
  for (const cta of ctas) {
    cta.role = 'secondary';
    if (disqualified(cta, dom)) continue;
    let score = primaryScore({ cta, repeat: counts.get(cta.text.toLowerCase()) ?? 1 }, heroEnd);
    const goal = cta.goal ?? ctaGoal(cta);
    // a phone number set off as an ask is a button in all but markup
    if (goal === 'call' && !cta.styledAsButton && /\d/.test(cta.text)) score += 20;
    if (industry) score += INDUSTRY_FIT[industry]?.[goal] ?? 0;
    score += renderedAdjustment(cta, fold);
    if (score > bestScore) {
      best = cta;
      bestScore = score;
    }
  }
  // a control that asks for nothing ("Amazon", a tab) is no call to action, however prominent
  if (best && bestScore >= MIN_PRIMARY_SCORE) best.role = 'primary';
}
