import {
  classTokens,
  BLOCK_TAGS,
  closest,
  collapse,
  descendants,
  hintsOf,
  isElement,
  isInside,
  placed,
  wordCount,
  type HtmlElement,
  type PageDom,
} from '../dom.js';
import type {
  CallToAction,
  CtaGoal,
  CtaIntent,
  Form,
  FormPurpose,
  Industry,
  Perception,
} from '../page-model.js';
import { WORD_CLOSE, WORD_OPEN, vocabulary } from '../vocabulary.js';
import { accessibleName, DEAD_HREF, type LinkCandidate, leadsNowhere } from './links.js';
import { isLogoImage } from './media.js';
import { followNetworkOf } from './contacts.js';
import { COPYRIGHT_LINE } from '../filler.js';
import { hasPhoneNumber, PHONE_SHAPE, phoneMatches } from '../phone.js';
import { appStoreOf } from '../app-stores.js';
import {
  concealment,
  hasLayouts,
  hintWords,
  inSubmenu,
  isSkipLink,
  measuredFold,
  mobileOnly,
  seenOnScreen,
  shownText,
} from './perception.js';
import { fileNameOf } from './page-context.js';

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
  // a demo someone asks for ("Request a demo", "Free Product Demo"); a bare "live demo" (an online
  // playground) or a show's "Demo Stage" asks for no meeting
  [
    'demo',
    /\b(?:(?:request|book|schedule|get|ask for|free|your)\s+(?:(?:a|an|the|my|our|live|free|personal|personali[sz]ed|product|custom)\s+){0,3}demo(?:nstration)?|demo request|see it in action|book a call|schedule a call|talk to (?:sales|an expert))\b/i,
  ],
  [
    'purchase',
    /\b(?:buy|shop(?: now| the| all)?|order (?:now|online|today)|checkout|check out|purchase|get (?:it|yours) (?:now|today)|pre-?order|subscribe & save|get tickets|(?:choose|select|get) (?:this |a |the )?plan)\b/i,
  ],
  ['quote', /\b(?:(?:free |instant |get (?:a |your )?|request (?:a )?)(?:quote|estimate)|quote|estimate)\b/i],
  [
    'book',
    /\b(?:book (?:now|online|today|an?|your|my)\b|^book$|(?:find|reserve) a table|reserve|reservation|schedule (?:a|an|your|now)|appointment|consultation)\b/i,
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
  /^(?:close|x|×|✕|next|prev(?:ious)?|back|menu|open menu|close menu|toggle(?: .*)?|search|go|ok|skip.*|play|pause|stop|mute|unmute|slide \d+|\d+|[‹›«»<>←→]|show (?:more|less)|more|less|cancel|accept(?: all)?(?: cookies)?|reject(?: all)?|decline|dismiss|got it|i agree|allow(?: all)?(?: cookies)?|cookie settings|manage (?:cookies|preferences)|expand|collapse|log ?in|sign ?in|log ?out|sign ?out|my account|account|cart|bag|wishlist|anmelden|einloggen|abmelden|mein konto|konto|warenkorb|merkzettel|wunschliste|suche|suchen|schließen|weiter|zurück|se connecter|connexion|déconnexion|mon compte|panier|rechercher|fermer|suivant|précédent|iniciar sesión|acceder|mi cuenta|carrito|cesta|buscar|cerrar|siguiente|anterior|share|tweet|like|print|email|reset|clear|remove|delete|edit|update|apply|filter|sort|previous page|next page|scroll.*|top|back to top|language|english|currency|annuler|réinitialiser|effacer|abbrechen|zurücksetzen|löschen|cancelar|restablecer|borrar|annulla|cancella|reimposta|annuleren|wissen|anuluj|wyczyść|avbryt|annuller)$/i;

const STYLED = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/i;
/** camelCase button classes: "btnStyle2LrgCheckout", "buttonPrimary". */
const STYLED_CAMEL = /(?:^|[\s_-])(?:btn|button)(?=[A-Z0-9])/;
/** A link whose whole label asks for a click; standing alone, it is a call to action, if a vague one. */
const CLICK_LABEL = /^\s*(?:click|tap) (?:here|now)\s*[!.>»›→]*\s*$/i;
export const ACTION_LINK_INTENTS: ReadonlySet<CtaIntent> = new Set<CtaIntent>([
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
  /^(?:submit(?: form| request| now)?|send(?: message| now| request)?|go|ok|continue|next|enter|»|→|envoyer|valider|absenden|abschicken|senden|enviar|invia|inviare|verzenden|versturen|wyślij|skicka|indsend|sende)$/i;

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
  donation: 'donate',
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

/**
 * Asks that stay asks in a menu: "Request a demo", "Donate", "Get a quote", "Book now" name
 * the business's goal wherever they sit, while "Sign up" and "Subscribe" beside "Log in" are
 * the account menu every site has, and a shop's "Buy" or "Order online" entries lead to its
 * catalogue.
 */
const GOAL_MENU_INTENTS = new Set<CtaIntent>(['demo', 'trial', 'quote', 'donate', 'book']);

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

/** Class words that name each ask: a link classed "download-link" is the page's download action. */
const INTENT_HINTS: Partial<Record<CtaIntent, readonly string[]>> = {
  download: ['download'],
  subscribe: ['subscribe', 'newsletter'],
  donate: ['donate', 'donation'],
  signup: ['signup', 'register', 'join'],
  trial: ['trial'],
  demo: ['demo'],
  quote: ['quote'],
  book: ['book', 'booking', 'reserve', 'reservation'],
  purchase: ['buy'],
};

/** A container the designer marked as the call-to-action block ("cta-links", "hero__cta"). */
function inCtaBlock(el: HtmlElement): boolean {
  let current: HtmlElement | null = el;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (hintWords(current).some((w) => w === 'cta' || w === 'ctas')) return true;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return false;
}

/**
 * A link the markup marks as an action though it is not styled as a button: in a CTA block, or
 * classed after what it asks for ("download-link" on "Free Download").
 */
export function markedAsAction(el: HtmlElement, intent: CtaIntent): boolean {
  if (inCtaBlock(el)) return true;
  const names = INTENT_HINTS[intent];
  return names !== undefined && hintWords(el).some((w) => names.includes(w));
}

/** Two letters in a row: a word, not a glyph ("A", "+", "×", "<"). */
const LETTERS = /\p{L}\p{L}/u;

/** Code names of an add-to-cart control: WooCommerce's single_add_to_cart_button, Magento's product-addtocart-button, newAddToCart(). */
const ADD_TO_CART_CODE = /add[-_]?to[-_]?(?:cart|basket|bag)|cart\/add/i;

/**
 * The control itself is named in code as adding to the cart: its id, class, name, click handler
 * or action attribute, or a wrapper up to two levels up that holds this control alone
 * (PrestaShop's `<p id="add_to_cart"><button name="Submit" class="exclusive">`). Not a block that
 * holds the quantity stepper and the size picker too, nor its form, whose every control posts to
 * the cart.
 */
function codedAsAddToCart(el: HtmlElement): boolean {
  const a = el.attribs;
  if (
    ADD_TO_CART_CODE.test(
      `${hintsOf(el)} ${a.name ?? ''} ${a.onclick ?? ''} ${a['data-action'] ?? ''} ${a['data-button-action'] ?? ''} ${a.formaction ?? ''}`,
    )
  )
    return true;
  // a button of its own purpose inside the block: "Notify me" when out of stock, the wish list
  if (/notify|alert|wish|compare|remind/i.test(`${hintsOf(el)} ${a.name ?? ''}`)) return false;
  let node = el.parent;
  for (let depth = 0; depth < 2 && node && isElement(node) && node.name !== 'form'; depth += 1) {
    if (descendants(node, isControl).length > 1) return false;
    if (ADD_TO_CART_CODE.test(hintsOf(node))) return true;
    node = node.parent;
  }
  return false;
}

const isControl = (e: HtmlElement): boolean =>
  e.name === 'button' ||
  e.name === 'select' ||
  e.name === 'a' ||
  (e.name === 'input' && (e.attribs.type ?? 'text').toLowerCase() !== 'hidden');

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
      // the class and id lower-cased once per element (hintsOf) rather than joined for each link
      (e) =>
        hintsOf(e).includes('breadcrumb') ||
        /breadcrumb/i.test(e.attribs?.['aria-label'] ?? '') ||
        /Breadcrumb/.test(e.attribs?.itemtype ?? ''),
      6,
    ) !== null
  );
}

/** A word-bounded pattern for wording with accented letters (model/vocabulary.ts). */
const words = (source: string): RegExp => vocabulary(source);

/**
 * The same intents in German, French, Spanish, Italian, Portuguese, Dutch, Polish and the
 * Scandinavian languages, checked in the same order of strength: one vocabulary per intent, so a
 * shop's "Aggiungi al carrello" or "Dodaj do koszyka" is its add-to-cart as "Add to cart" is.
 */
const FOREIGN_INTENT_PATTERNS: Partial<Record<CtaIntent, RegExp>> = {
  cart: words(
    [
      // de, fr, es
      'in den (?:warenkorb|einkaufswagen)|zum warenkorb hinzufügen|in die einkaufstasche|ajouter au panier|mettre au panier|ajouter à mon panier|añadir al carrito|agregar al carrito|añadir a la (?:cesta|bolsa)|añadir a mi carrito',
      // it, pt, nl, pl, sv/no/da
      'aggiungi al (?:carrello|cestino)|metti nel carrello|adicionar (?:ao carrinho|à sacola|à cesta)|colocar no carrinho|(?:toevoegen aan|in) (?:de |mijn )?(?:winkelwagen|winkelmand)|dodaj do koszyka|(?<!przejdź )do koszyka|lägg i (?:varukorgen|varukorg)|legg i (?:handlekurven|handlekurv|handlevognen|handlevogn)|læg i (?:kurven|kurv)|tilføj til kurv',
    ].join('|'),
  ),
  donate: words(
    [
      'jetzt unterstützen|unterstützen sie uns|soutenez-nous|apóyanos|(?:jetzt )?spenden|spende|faire un don|je donne|donner maintenant|donar(?: ahora)?|haz una donación|dona(?: ahora)?',
      'fai una donazione|dona ora|sostienici|doar(?: agora)?|faça uma doação|doneer(?: nu)?|doneren|przekaż darowiznę|wesprzyj(?: nas)?|donera|ge en gåva|gi en gave|støt(?:t)? os',
    ].join('|'),
  ),
  trial: words(
    [
      '(?:kostenlos|gratis) (?:testen|ausprobieren)|testversion|essai gratuit|essayer gratuitement|(?:prueba|probar) gratis|prueba gratuita',
      'prova gratis|prova gratuita|teste grátis|experimente grátis|gratis proberen|probeer (?:het )?gratis|wypróbuj za darmo|prøv gratis|testa gratis',
    ].join('|'),
  ),
  demo: words(
    [
      'demo anfordern|(?:une )?démo|demande de démo|(?:solicitar|pedir|quiero) (?:una )?demo|demostración',
      'richiedi (?:una )?demo|(?:solicitar|agendar|agende) (?:uma )?(?:demo|demonstração)|demo aanvragen|vraag een demo aan|umów demo',
    ].join('|'),
  ),
  purchase: words(
    [
      '(?:jetzt )?kaufen|(?:jetzt )?bestellen|zur kasse|kasse|acheter(?: maintenant)?|commander|passer (?:la|à la) commande|comprar(?: ahora)?|pedir ahora|finalizar (?:compra|pedido)|tramitar pedido|tickets kaufen|billets|billetterie',
      'acquista(?: ora)?|compra ora|ordina(?: ora)?|biglietti|comprar agora|finalizar compra|(?:nu )?kopen|bestel(?:len)?(?: nu)?|afrekenen|kup(?: teraz)?|zamów(?: teraz)?|kjøp(?: nå)?|köp(?: nu)?|køb(?: nu)?|bestill(?: nå)?|beställ|bestil',
    ].join('|'),
  ),
  quote: words(
    [
      '(?:kostenloses )?angebot anfordern|kostenvoranschlag|(?:demander un |demande de |obtenir un )?devis(?: gratuit)?|(?:solicitar |pedir )?(?:un )?presupuesto(?: gratis)?|cotización',
      '(?:richiedi (?:un )?)?preventivo(?: gratuito)?|(?:solicite|solicitar|peça) (?:um )?orçamento|offerte aanvragen|vraag (?:een )?offerte(?: aan)?|zapytaj o wycenę|bezpłatna wycena|(?:få|begär) (?:en )?offert|få et tilbud',
    ].join('|'),
  ),
  book: words(
    [
      'termin (?:vereinbaren|buchen)|jetzt buchen|buchen|(?:tisch )?reservieren|réserver(?: une table)?|prendre rendez-vous|reservar(?: mesa)?|pedir cita|reserva(?: ahora)?',
      'prenota(?: ora| adesso)?|prenotazione|fissa un appuntamento|agendar(?: consulta)?|marque (?:uma )?consulta|reserve(?: agora)?|(?:nu )?boeken|reserveren|afspraak maken|zarezerwuj|umów wizytę|boka(?: nu)?|bestill time|book (?:tid|nu)',
    ].join('|'),
  ),
  signup: words(
    [
      "(?:jetzt )?registrieren|konto erstellen|kostenlos starten|jetzt starten|s'inscrire|inscrivez-vous|inscription|créer (?:un |mon )?compte|commencer|registrarse|regístrate|crear (?:una )?cuenta|inscríbete|empezar|comenzar",
      'registrati|iscriviti(?! alla newsletter)|crea (?:un )?account|inizia ora|cadastre-se|cadastrar(?:-se)?|inscreva-se|criar conta|matricule-se|registreren|aanmelden|account aanmaken|schrijf je in|zarejestruj się|załóż konto|registrera dig|registrer deg|opret konto|meld deg på',
    ].join('|'),
  ),
  download: words(
    [
      'herunterladen|télécharger|descargar(?: ahora)?|app (?:installieren|laden)|installer',
      'scarica(?: ora)?|baixar(?: agora)?|downloaden|pobierz|ladda ner|last ned|hent appen',
    ].join('|'),
  ),
  subscribe: words(
    [
      "abonnieren|newsletter abonnieren|jetzt abonnieren|s'abonner|abonnez-vous|suscribirse|suscríbete|suscribirme",
      'iscriviti alla newsletter|abbonati|assine(?: já)?|assinar|abonneren|inschrijven|subskrybuj|zapisz się|prenumerera|abonner',
    ].join('|'),
  ),
  contact: words(
    [
      'kontakt(?:ieren sie uns)?|kontaktieren|(?:jetzt )?anrufen|rufen sie (?:uns )?an|nous contacter|contactez-nous|contacter|appelez(?:-nous)?|contacto|contáctanos|contactar|llámanos|llamar(?: ahora)?',
      'contattaci|contatti|chiamaci|scrivici|fale conosco|entre em contato|contato|ligue(?: já)?|neem contact op|bel ons|skontaktuj się|zadzwoń|kontakta oss|kontakt oss|kontakt os|ring oss',
    ].join('|'),
  ),
  learn: words(
    [
      'mehr erfahren|weiterlesen|mehr lesen|en savoir plus|lire la suite|découvrir|voir plus|más información|leer más|ver más|descubrir',
      'scopri(?: di più)?|leggi (?:di più|tutto)|maggiori informazioni|vedi tutt[oi]|saiba mais|leia mais|ver mais|descubra|lees meer|meer (?:informatie|info)|ontdek|bekijk|dowiedz się więcej|czytaj więcej|zobacz (?:więcej|wszystko)|läs mer|les mer|læs mere|se mer',
    ].join('|'),
  ),
};

/**
 * Every foreign vocabulary in one pattern: most labels are in none of them, and one scan says so
 * where the eleven patterns each scanned the label.
 */
const ANY_FOREIGN_INTENT = words(
  Object.values(FOREIGN_INTENT_PATTERNS)
    .map((re) => re.source.slice(WORD_OPEN.length, -WORD_CLOSE.length))
    .join('|'),
);

export function ctaIntent(text: string): CtaIntent {
  const foreign = ANY_FOREIGN_INTENT.test(text);
  for (const [intent, re] of INTENT_PATTERNS) {
    if (re.test(text)) return intent;
    if (foreign && FOREIGN_INTENT_PATTERNS[intent]?.test(text)) return intent;
  }
  return 'other';
}

/** Logging in, in the languages the audit reads: a page titled for it is an account page. */
export const LOGIN_WORDING = words(
  'log ?in|sign ?in|login|signin|anmelden|einloggen|se connecter|connexion|iniciar sesión|accedi|accesso|entrar|inloggen|zaloguj się|logga in|logg inn|log ind',
);
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
      return CALL_WORDING.test(cta.text) || hasPhoneNumber(cta.text) ? 'call' : 'contact';
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
      return hasPhoneNumber(cta.text) ? 'call' : 'other';
  }
}

/** A phone number as pages print them (the shared vocabulary of model/phone.ts). */
export const PHONE_NUMBER = PHONE_SHAPE;

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

/** An image named as a button ("arrowbutton_buynow.gif", "btn-order.png"). */
const BUTTON_IMAGE = /(?:btn|button)[^/]*\.(?:gif|png|jpe?g|svg|webp)(?:[?#].*)?$/i;

/** A link whose only content is a picture of a button: a button, drawn the old way. */
function imageButton(el: HtmlElement): boolean {
  if (el.name !== 'a') return false;
  const kids = el.children.filter(
    (c) => isElement(c) || (c.type === 'text' && /\S/.test((c as unknown as { data: string }).data)),
  );
  const img = kids.length === 1 && isElement(kids[0]) && kids[0].name === 'img' ? kids[0] : null;
  return img !== null && BUTTON_IMAGE.test(img.attribs.src ?? '');
}

const SPACER_WORDS = /^(?:blank|spacer|spc|pixel|transparent|trans|clear|clearpixel|empty|dot|shim)$/i;

/** Words of a button image's file name that say how it looks, not what it does. */
const IMAGE_NAME_NOISE =
  /^(?:btn|button|buttons|img|image|icon|bg|small|sm|large|lg|big|hover|over|on|off|active|new|red|blue|green|orange|yellow|grey|gray|black|white|dark|light|\d+|\d+x\d+)$/i;

/**
 * The label of a button image that has no alt text: the words of its file name
 * ("button_free_trial_red.gif" -> "free trial"). Such buttons are drawn with their label, which
 * markup cannot read; the file name is where their authors wrote it down.
 */
function imageButtonLabel(el: HtmlElement): string {
  if (!imageButton(el)) return '';
  const img = el.children.find((c) => isElement(c) && c.name === 'img') as HtmlElement | undefined;
  return labelFromImageFile(img?.attribs.src ?? '');
}

/** The words of an image file's name that say what a button drawn in it reads, lower case. */
export function labelFromImageFile(src: string): string {
  const file = fileNameOf(src);
  const words = file
    .replace(/\.[a-z]+$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w.length > 1 && !IMAGE_NAME_NOISE.test(w));
  // a spacer ("g_blank.gif", "spacer.gif", "clear.gif") carries no label
  if (words.some((w) => SPACER_WORDS.test(w))) return '';
  return words.length >= 1 && words.length <= 4 ? words.join(' ').toLowerCase() : '';
}

function buttonClass(cls: string | undefined): boolean {
  return cls !== undefined && (STYLED.test(cls) || STYLED_CAMEL.test(cls) || utilityStyledButton(cls));
}

/**
 * A link that is the whole content of a box styled as a button (`<div class="primary-button"><a>`):
 * the box is the button the visitor sees, the link only makes it clickable.
 */
const WRAPPER_BUTTON = /(?:^|[\s_-])(?:btn|button)(?:$|[\s_-])/i;

/** The box a link is the whole content of, when that box is styled as a button (up to two levels up). */
function buttonWrapper(el: HtmlElement): HtmlElement | null {
  let child: HtmlElement = el;
  for (let depth = 0; depth < 2; depth += 1) {
    const parent = child.parent && isElement(child.parent) ? child.parent : null;
    if (!parent || /^(?:body|html|main|form|ul|ol|nav|header|footer)$/.test(parent.name)) return null;
    const others = parent.children.filter(
      (c) =>
        c !== child &&
        (isElement(c) || (c.type === 'text' && /\S/.test((c as unknown as { data: string }).data))),
    );
    if (others.length > 0) return null;
    // "cta-links" names a block of calls to action, not a button
    if (WRAPPER_BUTTON.test(parent.attribs.class ?? '')) return parent;
    child = parent;
  }
  return null;
}

function wrappedAsButton(el: HtmlElement): boolean {
  return buttonWrapper(el) !== null;
}

/** What an outline or ghost variant costs beside a solid button of its group (prominence). */
const SECONDARY_STYLE_COST = 12;

/**
 * A button the page's own styles mark as the lesser one: an outline, ghost or secondary variant of
 * its button class (Bootstrap's btn-outline-primary, btn-secondary and btn-link, BEM's btn--ghost and
 * hero__btn--ghost, Bulma's is-outlined, Foundation's hollow, Semantic UI's basic, the block editor's
 * is-style-outline, WPBakery's and Kadence's *-style-outline). Sites pair such a button with a solid
 * one ("Request a Quote" filled, "Call us" as an outline) so that the solid one is read first. Light
 * or white variants are not among them: on a dark hero they are the solid button. A builder's own
 * names for every button ("elementor-button-link", "wp-block-button__link") are no variant.
 */
const SECONDARY_VARIANT =
  /^(?:[a-z0-9]+(?:-|__))*(?:btn|button)(?:-{1,2}|_{1,2})(?:outline(?:-[a-z]+)*|outlined|ghost|secondary|tertiary|hollow|transparent|bordered|border|plain|subtle)$/;
/** Bootstrap's and its kin's text-only button, on the bare stem only. */
const BARE_TEXT_BUTTON = /^(?:btn|button)(?:-{1,2}|_{1,2})(?:link|text)$/;
const STYLE_OUTLINE = /^(?:is-style-outline(?:-[a-z-]+)?|[a-z0-9]+(?:[-_][a-z0-9]+)*-style-outline)$/;
const SECONDARY_MODIFIER =
  /^(?:is-outlined|is-ghost|outline|outlined|ghost|hollow|secondary|tertiary|basic)$/;
const BUTTON_TOKEN = /(?:^|[-_])(?:btn|button)$/;

function secondaryClass(el: HtmlElement): boolean {
  const tokens = classTokens(el);
  if (tokens.some((t) => SECONDARY_VARIANT.test(t) || BARE_TEXT_BUTTON.test(t) || STYLE_OUTLINE.test(t)))
    return true;
  // a bare modifier counts beside a button class ("button hollow", "ui basic button", "hero__btn ghost")
  return tokens.some((t) => SECONDARY_MODIFIER.test(t)) && tokens.some((t) => BUTTON_TOKEN.test(t));
}

/** The element, or the box it fills that is styled as the button (buttonWrapper), is a lesser variant. */
function secondaryStyled(el: HtmlElement): boolean {
  if (secondaryClass(el)) return true;
  const wrapper = el.name === 'a' ? buttonWrapper(el) : null;
  return wrapper !== null && secondaryClass(wrapper);
}

/** How far up from a lesser button its group (the block holding the solid one) is looked for. */
const GROUP_DEPTH = 4;

/**
 * The buttons marked as a lesser variant that share a block with a solid button: only beside one
 * is an outline read second (on a page whose every button is an outline, the outline is the style).
 */
function lesserButtons(ctas: CallToAction[], dom: PageDom | undefined): Set<CallToAction> {
  const lesser = new Set<CallToAction>();
  if (!dom) return lesser;
  const buttons = ctas
    .filter((c) => c.styledAsButton)
    .map((c) => ({ cta: c, el: dom.elements[c.order] }))
    .filter((b): b is { cta: CallToAction; el: HtmlElement } => b.el !== undefined)
    .map((b) => ({ ...b, secondary: secondaryStyled(b.el) }));
  const solid = buttons.filter((b) => !b.secondary);
  for (const b of buttons) {
    if (!b.secondary) continue;
    let up: HtmlElement | null = b.el.parent && isElement(b.el.parent) ? b.el.parent : null;
    for (let depth = 0; up && depth < GROUP_DEPTH; depth += 1) {
      const group = up;
      if (solid.some((s) => s.el !== b.el && isInside(s.el, group))) {
        lesser.add(b.cta);
        break;
      }
      up = up.parent && isElement(up.parent) ? up.parent : null;
    }
  }
  return lesser;
}

/** Roles and states of a widget's own controls: a tab, a menu entry, an option, a disclosure. */
const CONTROL_ROLE =
  /^(?:tab|menuitem|menuitemradio|menuitemcheckbox|option|switch|checkbox|radio|treeitem)$/i;
const CONTROL_ATTRIBUTES = ['aria-controls', 'aria-selected', 'aria-expanded', 'aria-haspopup'];
const CONTROL_GROUP = /^(?:tablist|menu|menubar|listbox|tree)$/i;
const TABS_CLASS = /(?:^|[\s_-])(?:tabs?|tab-?nav|nav-tabs)(?:$|[\s_-])/i;

/**
 * A script link that runs an action of its own: code in its address ("javascript:openRegistration()")
 * or a click handler, and no sign of being a widget's control (a tab, a menu entry, a disclosure, or
 * a link in a tab list). An id alone is no handler.
 */
function scriptedAsk(el: HtmlElement): boolean {
  const href = (el.attribs.href ?? '').trim();
  const code = !DEAD_HREF.test(href);
  if (!code && el.attribs.onclick === undefined) return false;
  if (CONTROL_ROLE.test(el.attribs.role ?? '')) return false;
  if (CONTROL_ATTRIBUTES.some((a) => el.attribs[a] !== undefined)) return false;
  let up: HtmlElement | null = el.parent && isElement(el.parent) ? el.parent : null;
  for (let depth = 0; up && depth < 3; depth += 1) {
    if (CONTROL_GROUP.test(up.attribs.role ?? '') || TABS_CLASS.test(up.attribs.class ?? '')) return false;
    up = up.parent && isElement(up.parent) ? up.parent : null;
  }
  return true;
}

/**
 * Looks like a button: built as one, marked as one (role, a btn/button/cta class, an image button,
 * a link wrapped as one), or, where the page was rendered, painted as one (ElementLayout.filled:
 * a fill, gradient or four-sided border of its own, whatever its classes are called).
 */
function styledAsButton(el: HtmlElement): boolean {
  if (el.name === 'button' || el.name === 'input') return true;
  const layout = el.info?.layout;
  if (layout?.desktop?.filled || layout?.mobile?.filled) return true;
  if ((el.attribs.role ?? '').toLowerCase() === 'button') return true;
  if (imageButton(el)) return true;
  if (buttonClass(el.attribs.class)) return true;
  return el.name === 'a' && wrappedAsButton(el);
}

/**
 * The label a visitor reads: the element's visible text, unless it has none (icon buttons) or its
 * accessible name already says it. An aria-label that disagrees with the visible text ("signup"
 * on a button reading "Download") is markup for screen readers, not what the page shows.
 */
function visibleLabel(dom: PageDom, el: HtmlElement, name: string): string {
  const shown = shownText(dom, el);
  if (!LETTERS.test(shown)) return name;
  // the same words either way (most links and buttons): the name holds them
  if (shown === name) return name;
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return norm(name).includes(norm(shown)) ? name : shown;
}

interface CtaCandidate {
  cta: CallToAction;
  /** How many separate places of the page carry the same label. */
  repeat: number;
}

/** Fields a finder never asks for: they make a form a lead, contact or account form. */
const NOT_FINDER_FIELD = new Set(['email', 'password', 'tel', 'file', 'textarea']);

/**
 * Finders: forms of the page's content that look up what the site offers by two or more criteria
 * (a holiday by destination, dates and guests; a home by type, rooms and price). Their button is
 * the page's ask on travel and real-estate sites however plainly it reads ("Search",
 * "Rechercher"); a site search box has one field, and sits in the header.
 */
export function finderForms(dom: PageDom, forms: readonly Form[]): Set<HtmlElement> {
  const out = new Set<HtmlElement>();
  for (const f of forms) {
    if (f.region !== 'main' || (f.purpose !== 'search' && f.purpose !== 'other')) continue;
    if (
      f.fields.length < 2 ||
      f.fields.some((x) => NOT_FINDER_FIELD.has(x.tag === 'textarea' ? 'textarea' : x.type))
    )
      continue;
    const el = dom.elements[f.order];
    if (el) out.add(el);
  }
  return out;
}

/**
 * Buttons, submit inputs and links that look or read like an action. Nav menu and footer links
 * count only when styled as buttons, since a plain "Contact" menu entry is navigation.
 */
export function detectCtas(
  dom: PageDom,
  links: LinkCandidate[],
  formPurposes: Map<HtmlElement, FormPurpose> = new Map(),
  finders: ReadonlySet<HtmlElement> = new Set(),
): CallToAction[] {
  const ctas: CallToAction[] = [];
  // buttons drawn as pictures whose label is read from the file name (labelFrom: 'file')
  const drawn = new Set<HtmlElement>();
  // store badges without words, named for their store (labelFrom: 'store')
  const badges = new Set<HtmlElement>();
  const stores = new Map<HtmlElement, string>();
  // the button of a finder asks, even when it reads like a tool ("Search")
  const submitsFinder = (el: HtmlElement, submits: boolean): boolean => {
    if (!submits || finders.size === 0) return false;
    const form = closest(el, (e) => e.name === 'form', 40);
    return form !== null && finders.has(form);
  };
  const add = (
    el: HtmlElement,
    element: CallToAction['element'],
    text: string,
    href: string | undefined,
    submits = false,
    forced?: CtaIntent,
  ): void => {
    const clean = collapse(text).slice(0, 200);
    const finds = submitsFinder(el, submits);
    if (
      !clean ||
      clean.length > 80 ||
      (UTILITY.test(clean) && !finds) ||
      SLIDER_CONTROL.test(clean) ||
      LEGAL_LINK.test(clean) ||
      MENU_CONTROL.test(clean) ||
      RATING_CONTROL.test(clean)
    )
      return;
    const form = closest(el, (e) => e.name === 'form', 40);
    const inForm = form !== null;
    let intent = forced ?? ctaIntent(clean);
    // a label in a language without a word list ("Dodaj v košarico") on a control whose code says
    // it adds to the cart: shops name that code in English whatever the page's language
    // (a button: a link so classed that leads to the product's page, "Ver detalles", adds nothing;
    // a worded one: the stepper's "-" in the add-to-cart block is no ask; an enabled one: a greyed
    // "Sold out" so classed sells nothing)
    if (
      intent === 'other' &&
      element !== 'link' &&
      LETTERS.test(clean) &&
      el.attribs.disabled === undefined &&
      codedAsAddToCart(el)
    )
      intent = 'cart';
    // size and colour pickers ("S", "XL", "UNSZ") are options, not actions
    if (intent === 'other' && !submits && clean.length <= 4) return;
    if (form && submits && (intent === 'other' || GENERIC_SUBMIT.test(clean)) && !SIDE_ACTION.test(clean)) {
      intent = FORM_INTENT[formPurposes.get(form) ?? 'other'] ?? intent;
    }
    const styled = styledAsButton(el);
    const cta: CallToAction = placed(dom.locate(el), {
      text: clean,
      element,
      intent,
      role: 'secondary',
      styledAsButton: styled,
      inForm,
    });
    if (href !== undefined) cta.href = href;
    if (element === 'link' && leadsNowhere(el)) cta.leadsNowhere = true;
    if (finds) cta.finds = true;
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
    const label = visibleLabel(dom, el, accessibleName(dom, el));
    // a submit button submits only a form it is in or names: outside one, a button whose label is
    // no word ("A" to resize the text, "+", "-", "×") is a control of the page, not an ask; a short
    // word ("Kupi", "RSVP") on a scripted page with no form still asks
    const ownsForm = (): boolean => !!el.attribs.form || closest(el, (e) => e.name === 'form', 40) !== null;
    if (!LETTERS.test(label) && !ownsForm()) continue;
    add(el, 'button', label, undefined, type === 'submit');
  }
  for (const el of dom.tag('input')) {
    const info = dom.info.get(el);
    if (!info || info.hidden) continue;
    const type = (el.attribs.type ?? '').toLowerCase();
    if (type !== 'submit' && type !== 'button' && type !== 'image') continue;
    const given = el.attribs.value ?? el.attribs['aria-label'] ?? el.attribs.alt ?? el.attribs.title;
    // an image button drawn with its label: its file name is where its author wrote it down
    if (given === undefined && type === 'image') drawn.add(el);
    const text =
      given ??
      (type === 'submit' ? 'Submit' : type === 'image' ? labelFromImageFile(el.attribs.src ?? '') : '');
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
    // a script link is a control ("Show details", "[close]", a tab), unless it is drawn as a button
    // or a handler of its own takes the click and its words ask for a conversion ("Register Today"
    // opening the registration through onclick): the ask works, only its address is the script's
    if (
      link.kind === 'javascript' &&
      !styledAsButton(element) &&
      (!scriptedAsk(element) ||
        !ACTION_LINK_INTENTS.has(ctaIntent(visibleLabel(dom, element, link.name || link.text))))
    )
      continue;
    // a store badge asks for the app's download, whatever words it carries: often none, the badge
    // is a picture ("badge_playstore_black_en.png" without alt, an empty link with a background);
    // footers list them beside the social links
    const store = appStoreOf(link.href);
    if (store) {
      if (link.region === 'footer' || link.region === 'aside') continue;
      const shown = visibleLabel(dom, element, link.name || link.text);
      if (!shown) badges.add(element);
      add(element, 'link', shown || store, link.href, false, 'download');
      stores.set(element, store);
      continue;
    }
    // "Shop Home ›" in a breadcrumb trail says where the page sits, it asks for nothing
    if (inBreadcrumb(element)) continue;
    if (link.kind === 'mailto' || link.kind === 'file') {
      if (!styledAsButton(element)) continue;
    }
    const styled = styledAsButton(element);
    const shown = visibleLabel(dom, element, link.name || link.text);
    const text = shown || imageButtonLabel(element);
    if (!shown && text) drawn.add(element);
    const intent = ctaIntent(text);
    // a link in a block marked as the call to action ("cta-links") is one wherever it sits
    if (!styled && ACTION_LINK_INTENTS.has(intent) && inCtaBlock(element) && wordCount(text) <= 6) {
      if (!siteFurniture(dom, element)) add(element, 'link', text, link.href);
      continue;
    }
    if (!styled) {
      if (link.region === 'footer' || link.region === 'aside') continue;
      // a header link outside the menu list ("Sign up" beside the logo) still asks for action
      if (
        (link.region === 'nav' || link.region === 'header') &&
        (!STRONG_HEADER_INTENTS.has(intent) || (inMenu(element) && !GOAL_MENU_INTENTS.has(intent))) &&
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
    if (!siteFurniture(dom, element)) add(element, 'link', text, link.href);
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
    const el = dom.elements[cta.order];
    if (el && drawn.has(el)) cta.labelFrom = 'file';
    if (el && badges.has(el)) cta.labelFrom = 'store';
    const store = el ? stores.get(el) : undefined;
    if (store) cta.store = store;
    // a badge is drawn as a button by the store's own rules, whatever the page's classes say
    if (store && el && badges.has(el)) cta.styledAsButton = true;
    unique.push(cta);
  }
  return unique;
}

/** A table with this many different phone numbers lists them (a schedule, a directory). */
const LISTED_NUMBERS = 3;

/** The innermost table an element sits in. */
const tableAround = (el: HtmlElement): HtmlElement | null => closest(el, (e) => e.name === 'table', 12);

/** Wording that turns a printed phone number into an ask. */
const CALL_PROMPT = words(
  'call|give us a call|phone us|ring us|free (?:consultation|quote|estimate)|call (?:us|now|today)|anrufen|rufen sie|appelez|llámanos|llame|llamar',
);
/** Class words of a highlighted phone number (or of the block the page marks as its call to action). */
const PHONE_HINT = new Set([
  'cta',
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
 * sentences, address blocks and footers are contact details, not calls to action, nor are the
 * numbers of a table that lists several (a hiking club's schedule with each walk's leader and
 * number, a directory): one of its rows is no ask of the page.
 */
function phoneCallouts(dom: PageDom): { el: HtmlElement; text: string }[] {
  const out: { el: HtmlElement; text: string }[] = [];
  const seen = new Set<HtmlElement>();
  // the different numbers each table shows in its own cells (a nested table's are its own; the
  // same number written twice, "416 939 1530" and "416-939-1530", is one)
  let numbersOf: Map<HtmlElement, Set<string>> | null = null;
  const listsNumbers = (table: HtmlElement): boolean => {
    if (!numbersOf) {
      numbersOf = new Map();
      for (const r of dom.textRuns) {
        const found = phoneMatches(r.text);
        if (found.length === 0) continue;
        const t = tableAround(r.parent);
        if (!t) continue;
        const set = numbersOf.get(t) ?? new Set<string>();
        for (const n of found) set.add(n.replace(/\D/g, ''));
        numbersOf.set(t, set);
      }
    }
    return (numbersOf.get(table)?.size ?? 0) >= LISTED_NUMBERS;
  };
  for (const run of dom.textRuns) {
    if (!hasPhoneNumber(run.text)) continue;
    let el = run.parent;
    const info = dom.info.get(el);
    if (!info || info.hidden || info.region === 'footer' || info.region === 'aside') continue;
    const table = tableAround(el);
    if (table && listsNumbers(table)) continue;
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
      // a link beside the number ("| My Account") is another control, not part of the ask
      if (parent.children.some((c) => isElement(c) && c.name === 'a')) break;
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

/** What the ranking knows of the page beyond each CTA. */
interface RankContext {
  heroEnd: number;
  /** Element layouts were measured (render mode): the fold, not markup order, tells the first screen. */
  rendered: boolean;
  dom?: PageDom;
  /** The block that opens with the headline (its hero <section> or banner), in static mode. */
  heroBlock: HtmlElement | null;
  /** The headline's own call to action: the first ask after it, before the next heading. */
  /**
   * The headline's own calls to action: the first ask after it, before the next heading, and the
   * asks beside it in the same button group ("Contact us | Book now"), so the group's strongest
   * wording decides, not its order.
   */
  headlineCtas: ReadonlySet<CallToAction>;
  /** Outline or ghost buttons beside a solid one of their group (lesserButtons). */
  lesser: ReadonlySet<CallToAction>;
}

/** Past this many elements a block after the page wrapper is page content, not a widget. */
const WIDGET_MAX = 30;

/**
 * A widget appended after the page (a floating call or chat button): its top-level block in
 * <body> is small and follows a wrapper that holds most of the page. Such buttons float over
 * every screen as a shortcut; they are not the ask the page itself leads to.
 */
/**
 * Per page: where each child of <body> stands, and the first of them that holds half the page or
 * more. Computed once, so ranking thousands of calls to action stays linear in the page.
 */
const bodyLayouts = new WeakMap<
  PageDom,
  { body: HtmlElement; index: Map<HtmlElement, number>; firstBig: number }
>();

function bodyLayoutOf(dom: PageDom, body: HtmlElement) {
  const known = bodyLayouts.get(dom);
  if (known && known.body === body) return known;
  const size = (e: HtmlElement) => lastOrderIn(dom, e) - dom.orderOf(e) + 1;
  const total = size(body);
  const index = new Map<HtmlElement, number>();
  let firstBig = Infinity;
  body.children.forEach((child, i) => {
    if (!isElement(child)) return;
    index.set(child, i);
    if (firstBig === Infinity && dom.info.get(child) && size(child) >= total * 0.5) firstBig = i;
  });
  const layout = { body, index, firstBig };
  bodyLayouts.set(dom, layout);
  return layout;
}

function appendedWidget(dom: PageDom, el: HtmlElement): boolean {
  let top: HtmlElement = el;
  while (top.parent && isElement(top.parent) && top.parent.name !== 'body') {
    if (top.parent.name === 'html') return false;
    top = top.parent;
  }
  const body = top.parent;
  if (!body || !isElement(body) || body.name !== 'body') return false;
  if (lastOrderIn(dom, top) - dom.orderOf(top) + 1 > WIDGET_MAX) return false;
  // A small block placed after a block that holds half the page: a widget appended to the body.
  const layout = bodyLayoutOf(dom, body);
  return layout.firstBig < (layout.index.get(top) ?? -1);
}

/** On the first screen: before the hero's end, or (static) inside the block that holds the headline. */
function onFirstScreen(cta: CallToAction, ctx: RankContext): boolean {
  if (cta.order < ctx.heroEnd) return true;
  if (ctx.rendered || !ctx.heroBlock || !ctx.dom) return false;
  const el = ctx.dom.elements[cta.order];
  return el !== undefined && isInside(el, ctx.heroBlock);
}

/**
 * A header button that asks for something ("Sign up", "Download", "Get in touch"): on every first
 * screen. A plain "Contact" link is a menu entry, but a contact button is the header's ask.
 */
function headerAction(cta: CallToAction): boolean {
  return (
    (cta.region === 'header' || cta.region === 'nav') &&
    cta.styledAsButton &&
    (STRONG_HEADER_INTENTS.has(cta.intent) || cta.intent === 'contact' || vagueAsk(cta))
  );
}

/** A label that asks for a click without saying for what ("Click here"): an ask of unknown strength. */
function vagueAsk(cta: CallToAction): boolean {
  return cta.intent === 'other' && VAGUE_LABEL.test(cta.text);
}

/** Wording that asks for something, vaguely or not. */
function asks(cta: CallToAction): boolean {
  return namesAnAsk(cta) || vagueAsk(cta);
}

/** Asks for a conversion by its wording, or is a finder's button (the visit's own purpose there). */
function namesAnAsk(cta: CallToAction): boolean {
  return ACTION_LINK_INTENTS.has(cta.intent) || cta.finds === true;
}

/**
 * How much a CTA stands out, before what it says: button styling, the first screen (measured
 * fold when rendered, the hero's order bound and block otherwise), measured size, region and
 * repetition.
 */
function prominence(c: CtaCandidate, ctx: RankContext): number {
  const { cta } = c;
  const el = ctx.dom?.elements[cta.order];
  let score = 0;
  if (cta.styledAsButton) score += 30;
  else if (el && cta.element === 'link' && markedAsAction(el, cta.intent)) score += 20;
  // an outline or ghost variant beside a solid button of its group is the lesser ask
  if (ctx.lesser.has(cta)) score -= SECONDARY_STYLE_COST;
  if (onFirstScreen(cta, ctx)) {
    if (cta.region === 'header' || cta.region === 'nav') score += headerAction(cta) ? 20 : 10;
    else score += 25;
  } else if (!ctx.rendered) {
    // without a layout, markup after the hero is below the first screen
    score -= 10;
  }
  const layout = cta.layout?.desktop ?? cta.layout?.mobile;
  // unmeasured, a button the page's framework shows on phones only is not on the desktop screen
  if (!ctx.rendered && el && mobileOnly(el)) score -= 60;
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
  // a menu entry is navigation; an action button in the menu bar is the header's ask
  else if (cta.region === 'nav') score += headerAction(cta) ? 3 : -10;
  // a search or filter submit inside a form is a control, however it is styled (a finder's is not)
  if (
    cta.inForm &&
    !cta.finds &&
    (cta.intent === 'other' || cta.intent === 'learn') &&
    !CLICK_LABEL.test(cta.text)
  )
    score -= 15;
  // the first ask after the headline, before the next heading, is the headline's own call to action
  if (ctx.headlineCtas.has(cta)) score += 6;
  if (el && ctx.dom && appendedWidget(ctx.dom, el)) score -= 25;
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
  // "Learn more" and "View our menu" browse; any real ask on the first screen (a header button
  // included) is the one the page wants
  learn: -15,
  other: 0,
};

/**
 * The site's logo as a link: a link shown as nothing but a logo picture, or one the page marks as
 * its logo or brand (navbar-brand, header-logo, site-logo) whose words are only a name.
 */
function siteLogo(dom: PageDom, el: HtmlElement): boolean {
  const marked = (e: HtmlElement): boolean => /(?:^|[\s_-])(?:logo|brand)(?:$|\s)/.test(hintsOf(e));
  const images = descendants(el, (e) => e.name === 'img' || e.name === 'svg');
  if (!dom.textOf(el).trim() && images.length > 0)
    return (
      images.some((img) => isLogoImage(img, img.attribs.src ?? '', img.attribs.alt ?? null)) || marked(el)
    );
  return (marked(el) || (el.parent !== null && marked(el.parent))) && wordCount(dom.textOf(el)) <= 4;
}

/**
 * Links that stand on every page whatever they say, asked only of links that would otherwise be
 * calls to action: the logo leads home (its name, "Your Shop Logo" or "The Coffee Shop", is the
 * site's, not an ask) and the copyright line's links are a legal footnote ("© 2026 - All rights
 * reserved <a>Your shop</a> | Designed by <a>…</a>").
 */
function siteFurniture(dom: PageDom, el: HtmlElement): boolean {
  return siteLogo(dom, el) || inCopyrightLine(dom, el);
}

/** Inline elements a line of text is made of; the first other ancestor of a link holds its line. */
const INLINE = new Set(['span', 'small', 'strong', 'em', 'b', 'i', 'font', 'u', 'sup', 'sub']);
const LINE_BLOCKS = new Set(['p', 'div', 'td', 'li', 'address', 'center', 'dd']);

/**
 * A link inside the page's copyright line: the block that holds its line of text (past inline
 * wrappers) is short and says "©" or "All rights reserved".
 */
function inCopyrightLine(dom: PageDom, el: HtmlElement): boolean {
  let line = el.parent;
  while (line && line.attribs && INLINE.has(line.name)) line = line.parent;
  if (!line || !line.attribs || !LINE_BLOCKS.has(line.name) || !dom.textFits(line, 300)) return false;
  return COPYRIGHT_LINE.test(dom.textOf(line));
}

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
  // a finder's "Search" names the lookup the page is for: neither an ask nor a vague label
  if (cta.finds) return 0;
  return VAGUE_LABEL.test(cta.text) ? 12 : -30;
}

function primaryScore(c: CtaCandidate, ctx: RankContext): number {
  return prominence(c, ctx) + wording(c.cta);
}

/** A cart, bag or checkout link: in the header it is the mini-cart, never the page's main ask. */
const CART_WORDING = words(
  'checkout|check out|proceed to checkout|view (?:my )?(?:cart|bag|basket)|(?:my |your )?(?:shopping )?(?:cart|bag|basket)(?: \\(\\d+\\))?|kasse|zur kasse|warenkorb(?: anzeigen| ansehen)?|zum warenkorb|panier|voir (?:le |mon )?panier|paiement|valider (?:le|mon) panier|carrito|ver (?:el )?carrito|cesta|tramitar pedido|finalizar compra|pagar',
);

/** How well a goal fits what the site sells: the ask a consultant expects on such a page. */
const INDUSTRY_FIT: Partial<Record<Industry, Partial<Record<CtaGoal, number>>>> = {
  // a shop sells: calling or writing in is a side channel, whatever the header says
  ecommerce: { add_to_cart: 10, buy: 8, contact: -8, call: -8 },
  saas: { trial: 10, signup: 8, demo: 8, buy: 4 },
  app: { download: 14, signup: 6 },
  local: { call: 14, book: 10, quote: 10, contact: 8 },
  agency: { contact: 8, call: 10, quote: 8, book: 6 },
  nonprofit: { donate: 18 },
  publisher: { subscribe: 14 },
  course: { register: 8, buy: 8, signup: 6 },
  event: { buy: 10, register: 8, book: 8 },
};

/** Sites whose visitors come to look up an offer: a finder's button is their ask (finderForms). */
const FINDER_INDUSTRIES: ReadonlySet<Industry> = new Set(['travel', 'real_estate']);

/**
 * Once the site's industry is known: a finder's button that reads like a tool ("Search") is a call
 * to action only where visitors come to look up an offer; a shop's product finder is a tool. Removes
 * the others from `ctas` in place.
 */
export function keepFindersWhereAsked(ctas: CallToAction[], industry: Industry): void {
  if (FINDER_INDUSTRIES.has(industry)) return;
  for (let i = ctas.length - 1; i >= 0; i -= 1)
    if (ctas[i].finds && UTILITY.test(ctas[i].text)) ctas.splice(i, 1);
}

/** As much as the best-fitting goal of other sites weighs (a local business's call). */
const FINDER_FIT = 14;

/** Below this, the best candidate is a control or a stray link, and the page has no primary ask. */
const MIN_PRIMARY_SCORE = 15;

export interface PrimaryOptions {
  /** The parsed page, to tell concealed containers (modals, cookie banners, cart widgets). */
  dom?: PageDom;
  /** What the site sells: the asks that fit it weigh more. */
  industry?: Industry;
  /** Document order of the hero headline. */
  headlineOrder?: number | null;
  /** Menu entries worded as asks (detectMenuAsks), for a page whose CTAs ask for nothing. */
  menuAsks?: CallToAction[];
  /** What each form is for (detectForms): a site search's button is never the page's ask. */
  formPurposes?: ReadonlyMap<HtmlElement, FormPurpose>;
}

const HERO_WORDS = new Set(['hero', 'banner', 'jumbotron', 'masthead', 'showcase', 'splash', 'intro']);
/** Past this many elements a "section" is the page's wrapper, not its first block. */
const HERO_BLOCK_MAX = 250;

/** The last element order inside el. */
function lastOrderIn(dom: PageDom, el: HtmlElement): number {
  let last: HtmlElement = el;
  for (;;) {
    const kids = last.children.filter(isElement);
    const tail = kids[kids.length - 1];
    if (!tail) break;
    last = tail;
  }
  // script and svg insides are not in the order; step back to the nearest ordered element
  for (
    let cur: HtmlElement | null = last;
    cur;
    cur = cur.parent && isElement(cur.parent) ? cur.parent : null
  ) {
    const info = dom.info.get(cur);
    if (info) return info.order;
  }
  return dom.orderOf(el);
}

/**
 * The block that opens with the headline: its nearest <section> or hero/banner container, when
 * that is a block of the page and not its wrapper. A slider's later slides and the booking button
 * under them are in it, though markup order puts them past the hero's span.
 */
function heroBlockOf(dom: PageDom, headlineOrder: number): HtmlElement | null {
  const headline = dom.elements[headlineOrder];
  let current = headline?.parent && isElement(headline.parent) ? headline.parent : null;
  let block: HtmlElement | null = null;
  // the outermost such block that is still one block of the page
  for (let depth = 0; current && depth < 12; depth += 1) {
    if (/^(?:body|main|html|article|form)$/.test(current.name)) break;
    if (lastOrderIn(dom, current) - dom.orderOf(current) > HERO_BLOCK_MAX) break;
    if (current.name === 'section' || hintWords(current).some((w) => HERO_WORDS.has(w))) block = current;
    current = current.parent && isElement(current.parent) ? current.parent : null;
  }
  return block;
}

/**
 * Whether the element at `order` sits, unmeasured, in the block that opens with the headline:
 * the ranking counts such a CTA as on the first screen, and so does the hero.
 */
export function inHeroBlock(dom: PageDom, headlineOrder: number | null, order: number): boolean {
  if (headlineOrder === null || hasLayouts(dom)) return false;
  const block = heroBlockOf(dom, headlineOrder);
  const el = dom.elements[order];
  return block !== null && el !== undefined && isInside(el, block);
}

/** Whether two elements sit in one block away from the headline (a pricing grid, a product list). */
function sameBlock(a: HtmlElement, b: HtmlElement, headline: HtmlElement | undefined): boolean {
  let common: HtmlElement | null = a;
  while (common && !isInside(b, common))
    common = common.parent && isElement(common.parent) ? common.parent : null;
  if (!common || /^(?:html|body|main|form)$/.test(common.name)) return false;
  return !headline || (headline !== common && !isInside(headline, common));
}

/**
 * How many separate places carry each label: "Get started" under each plan of a pricing grid is
 * one place; the same button under the headline and again at the bottom of the page is two.
 */
function placeCounts(
  ctas: CallToAction[],
  dom: PageDom | undefined,
  headlineOrder: number | null,
): Map<string, number> {
  const byText = new Map<string, CallToAction[]>();
  for (const cta of ctas) {
    const key = cta.text.toLowerCase();
    const list = byText.get(key) ?? [];
    list.push(cta);
    byText.set(key, list);
  }
  const headline = dom && headlineOrder !== null ? dom.elements[headlineOrder] : undefined;
  const counts = new Map<string, number>();
  for (const [key, list] of byText) {
    let places = list.length;
    if (dom) {
      places = 1;
      for (let i = 1; i < list.length; i += 1) {
        const a = dom.elements[list[i - 1].order];
        const b = dom.elements[list[i].order];
        if (!a || !b || !sameBlock(a, b, headline)) places += 1;
      }
    }
    counts.set(key, places);
  }
  return counts;
}

/** Words of running text around a link, past which the link is part of a sentence. */
const PROSE_WORDS = 8;

/**
 * A link inside a sentence of running text: its nearest block is a paragraph that says PROSE_WORDS
 * or more words besides the link ("After installing with the custom installer, we can create a new
 * project"; "Our team will find your space. Contact Us to ..."). Such a link is part of what the
 * paragraph says, not an action the page puts forward, so it is never the page's main ask (a link
 * styled as a button, or a short line that is only the ask, "Contact us for more details.", can be).
 */
function inProse(dom: PageDom, el: HtmlElement, text: string): boolean {
  // the nearest block around the link, through at most four inline wrappers (strong, em, span)
  let block = el.parent;
  for (let depth = 0; block && isElement(block) && !BLOCK_TAGS.has(block.name) && depth < 4; depth += 1)
    block = block.parent;
  if (!block || !isElement(block) || block.name !== 'p') return false;
  return wordCount(dom.textOf(block)) - wordCount(text) >= PROSE_WORDS;
}

/** Why a CTA can never be the primary one, or null when it can. */
function disqualified(
  cta: CallToAction,
  dom: PageDom | undefined,
  purposes?: ReadonlyMap<HtmlElement, FormPurpose>,
): string | null {
  const el = dom?.elements[cta.order];
  if (el && dom?.info.get(el)?.hidden) return 'hidden';
  const why = el ? concealment(el) : null;
  if (why) return why;
  if (el && isSkipLink(el, cta.text)) return 'skip';
  if (el && dom && cta.element === 'link' && !cta.styledAsButton && inProse(dom, el, cta.text))
    return 'in prose';
  const d = cta.layout?.desktop;
  if (d && !seenOnScreen(d)) return 'not on screen';
  // unmeasured, a dropdown's contents are taken as closed, as they are until the visitor hovers
  if (!d && el && (cta.region === 'header' || cta.region === 'nav') && inSubmenu(el)) return 'submenu';
  if ((cta.region === 'header' || cta.region === 'nav') && CART_WORDING.test(cta.text)) return 'cart';
  // "Join us on LinkedIn", "Follow us", "Pin it": the visitor leaves to follow or share
  if (cta.href && /^https?:/i.test(cta.href) && followNetworkOf(cta.href)) return 'social network';
  // the site search in the header or menu bar is a tool on every page (a search hero in the
  // content, a property or holiday finder, can still be the page's ask)
  if (el && cta.inForm && (cta.region === 'header' || cta.region === 'nav')) {
    const form = closest(el, (e) => e.name === 'form', 40);
    if (form && purposes?.get(form) === 'search') return 'site search';
  }
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

/** A candidate for the primary call to action with its score, or why it can never be primary. */
export interface RankedCta {
  cta: CallToAction;
  score: number;
  excluded: string | null;
  /** On the first screen: before the hero's end, in the headline's block, or in the header. */
  firstScreen: boolean;
}

/**
 * Scores every CTA as the page's main ask: the most prominent (styling, first screen, size,
 * region, repetition), with the strongest intent and the fit to the site breaking ties. Concealed
 * CTAs (hidden, in a modal, a cookie banner or a cart widget, skip links, unmeasured boxes) are
 * excluded, with the reason.
 */
export function rankPrimary(
  ctas: CallToAction[],
  heroEnd: number,
  options: PrimaryOptions = {},
): RankedCta[] {
  const { dom, industry } = options;
  const headlineOrder = options.headlineOrder ?? null;
  const fold = dom ? measuredFold(dom) : 800;
  const rendered = dom ? hasLayouts(dom) : ctas.some((c) => c.layout?.desktop !== undefined);
  const counts = placeCounts(ctas, dom, headlineOrder);
  const excluded = ctas.map((cta) => disqualified(cta, dom, options.formPurposes));
  const headlineCtas = new Set<CallToAction>();
  if (dom && headlineOrder !== null) {
    let next = dom.elements.length;
    for (let i = headlineOrder + 1; i < dom.elements.length; i += 1) {
      if (/^h[1-3]$/.test(dom.elements[i].name)) {
        next = i;
        break;
      }
    }
    const first = ctas.find((c, i) => !excluded[i] && c.order > headlineOrder && c.order < next && asks(c));
    const group = first ? dom.elements[first.order]?.parent : null;
    for (const [i, c] of ctas.entries()) {
      if (!first || excluded[i] || !asks(c)) continue;
      if (c === first || (group && dom.elements[c.order]?.parent === group)) headlineCtas.add(c);
    }
  }
  const ctx: RankContext = {
    heroEnd,
    rendered,
    dom,
    heroBlock: dom && headlineOrder !== null && !rendered ? heroBlockOf(dom, headlineOrder) : null,
    headlineCtas,
    lesser: lesserButtons(ctas, dom),
  };
  return ctas.map((cta, i) => {
    const why = excluded[i];
    const firstScreen = onFirstScreen(cta, ctx) || cta.region === 'header' || cta.region === 'nav';
    if (why) return { cta, score: -Infinity, excluded: why, firstScreen };
    let score = primaryScore({ cta, repeat: counts.get(cta.text.toLowerCase()) ?? 1 }, ctx);
    const goal = cta.goal ?? ctaGoal(cta);
    // a phone number set off as an ask ("Call us 416 939 1530") is a button in all but markup; a
    // bare number ("01452 912958" under "Telephone:") is a contact detail, however bold, and
    // weighs as the link it is not; a shop's ask is the sale
    if (
      goal === 'call' &&
      !cta.styledAsButton &&
      /\d/.test(cta.text) &&
      CALL_PROMPT.test(cta.text) &&
      industry !== 'ecommerce'
    )
      score += 20;
    if (industry) score += INDUSTRY_FIT[industry]?.[goal] ?? 0;
    // a holiday or property finder is what travel and real-estate pages ask visitors to use
    if (cta.finds && industry && FINDER_INDUSTRIES.has(industry)) score += FINDER_FIT;
    score += renderedAdjustment(cta, fold);
    return { cta, score, excluded: null, firstScreen };
  });
}

/**
 * Marks exactly one CTA as primary: the best of rankPrimary when it scores as an ask, else the
 * best-scored CTA that asks for something (a plain "register" link far down). Returns what the
 * page asks for: that primary, or when no CTA asks for anything, the best menu entry worded as an
 * ask ("Contact", "Newsletter"), which stays out of the CTAs: it names the page's wish but does
 * not stand out as a call to action.
 */
export function choosePrimary(
  ctas: CallToAction[],
  heroEnd: number,
  options: PrimaryOptions = {},
): CallToAction | null {
  return choosePrimaryWithPerception(ctas, heroEnd, options).primary;
}

/** Past this many points over the runner-up, a pick is as sure as its basis allows. */
const SURE_MARGIN = 40;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * choosePrimary, with how the choice was made and how sure it is: from the rendered page or the
 * markup, by its margin over the runner-up; lower when a browsing button gave way to an ask, when
 * nothing scored as an ask and a weak one was taken, and lowest for a menu entry. The markup
 * figures are calibrated on the 100 labelled corpus pages (docs/accuracy.md): markup picks agreed
 * with the experts on 80% of pages whatever their margin, menu entries on 2 of 8.
 */
export function choosePrimaryWithPerception(
  ctas: CallToAction[],
  heroEnd: number,
  options: PrimaryOptions = {},
): { primary: CallToAction | null; perception: Perception } {
  let best: CallToAction | null = null;
  let bestScore = -Infinity;
  let second = -Infinity;
  let bestAsk: CallToAction | null = null;
  let bestAskScore = -Infinity;
  let firstAsk: CallToAction | null = null;
  let firstAskScore = -Infinity;
  const ranked = rankPrimary(ctas, heroEnd, options);
  const rendered = options.dom ? hasLayouts(options.dom) : ctas.some((c) => c.layout?.desktop !== undefined);
  // a store badge is the main ask only where nothing else asks (a recipe page that sells its app):
  // beside a sign-up or a download button of the page's own, it is one more way to the same place
  let bestStore: CallToAction | null = null;
  let bestStoreScore = -Infinity;
  for (const { cta, score, excluded, firstScreen } of ranked) {
    cta.role = 'secondary';
    if (excluded) continue;
    if (cta.store) {
      if (score > bestStoreScore) {
        bestStore = cta;
        bestStoreScore = score;
      }
      continue;
    }
    if (score > bestScore) {
      second = bestScore;
      best = cta;
      bestScore = score;
    } else if (score > second) second = score;
    if (namesAnAsk(cta) && score > bestAskScore) {
      bestAsk = cta;
      bestAskScore = score;
    }
    if (firstScreen && namesAnAsk(cta) && score > firstAskScore) {
      firstAsk = cta;
      firstAskScore = score;
    }
  }
  const basis = rendered ? 'rendered' : 'markup';
  const share = Math.max(
    0,
    Math.min(1, (Number.isFinite(second) ? bestScore - second : SURE_MARGIN) / SURE_MARGIN),
  );
  let confidence = rendered ? 0.6 + 0.35 * share : 0.7 + 0.1 * share;
  // a button that only browses ("Learn more") is never the page's main ask while the first
  // screen (its header included) asks for something: a demo, a call, a donation
  if (best && !asks(best) && firstAsk) {
    best = firstAsk;
    bestScore = Math.max(firstAskScore, MIN_PRIMARY_SCORE);
    confidence = 0.6;
  }
  // a control that asks for nothing ("Amazon", a tab) is no call to action, however prominent
  let primary = best && bestScore >= MIN_PRIMARY_SCORE ? best : null;
  if (!primary && bestAsk) {
    primary = bestAsk;
    confidence = 0.4;
  }
  if (!primary && bestStore) {
    primary = bestStore;
    confidence = rendered ? 0.6 : 0.5;
  }
  // an ask found only in the footer or a sidebar (a newsletter box on every page) is the page's
  // main action by default, not by what the page shows: as unsure as any fallback ask
  if (primary && (primary.region === 'footer' || primary.region === 'aside'))
    confidence = Math.min(confidence, 0.4);
  if (primary) {
    primary.role = 'primary';
    return { primary, perception: { basis, confidence: round2(confidence), reason: null } };
  }
  const menu = bestMenuAsk(options);
  if (menu)
    return {
      primary: menu,
      perception: {
        basis: 'menu',
        confidence: 0.25,
        reason: `no button, form or link on the page asks for an action; the menu entry "${menu.text}" is what the page asks for`,
      },
    };
  return {
    primary: null,
    perception: {
      basis: 'none',
      confidence: rendered ? 0.8 : 0.5,
      reason: 'no button, form or link on the page asks for an action',
    },
  };
}

/**
 * Menu entries that ask: on a page without any other ask, the site's wish is in its menu. "Sign
 * up" beside "Log in" is the account menu every site has, so it is left out.
 */
const MENU_ASK_INTENTS = new Set<CtaIntent>(['subscribe', 'donate', 'contact', 'quote', 'book']);

/**
 * Header, navigation and sidebar links worded as a short ask ("Contact", "Newsletter",
 * "Donate") that are not CTAs already: candidates for a page that asks for nothing else.
 */
export function detectMenuAsks(dom: PageDom, links: LinkCandidate[], ctas: CallToAction[]): CallToAction[] {
  const taken = new Set(ctas.map((c) => c.order));
  const out: CallToAction[] = [];
  for (const { link, element } of links) {
    if (link.region === 'footer' || link.region === 'main') continue;
    if (link.kind !== 'page' && link.kind !== 'anchor') continue;
    const located = dom.locate(element);
    if (taken.has(located.order)) continue;
    const text = collapse(visibleLabel(dom, element, link.name || link.text));
    if (!text || wordCount(text) > 4) continue;
    const intent = ctaIntent(text);
    if (!MENU_ASK_INTENTS.has(intent)) continue;
    const cta: CallToAction = placed(located, {
      text,
      element: 'link',
      intent,
      role: 'secondary',
      styledAsButton: false,
      inForm: closest(element, (e) => e.name === 'form', 40) !== null,
      href: link.href,
    });
    cta.goal = ctaGoal(cta);
    out.push(cta);
  }
  return out;
}

/**
 * The menu ask that best fits the site, the header's before the sidebar's. A sidebar's contact
 * link is a service link of the site's furniture (a shop's "Kontakt" box, a university's "contact
 * the web editors"), not what the page asks for; a sidebar's newsletter or donation entry is.
 */
function bestMenuAsk(options: PrimaryOptions): CallToAction | null {
  let best: CallToAction | null = null;
  let bestScore = -Infinity;
  for (const entry of options.menuAsks ?? []) {
    if (disqualified(entry, options.dom)) continue;
    if (entry.region === 'aside' && entry.intent === 'contact') continue;
    let score = WORDING[entry.intent] + (entry.region === 'aside' ? 0 : 5);
    if (options.industry) score += INDUSTRY_FIT[options.industry]?.[entry.goal ?? 'other'] ?? 0;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}
