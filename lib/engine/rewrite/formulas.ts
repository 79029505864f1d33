import { phoneMatches } from '../model/phone.js';
import type { CtaGoal } from '../model/page-model.js';

/** Languages the rewriter has copy formulas for; other pages get only formulas without words. */
export type FormulaLanguage = 'en' | 'de' | 'fr' | 'es';
export const FORMULA_LANGUAGES: readonly FormulaLanguage[] = ['en', 'de', 'fr', 'es'];

/**
 * The words each formula adds around the page's facts, per language. Every one is a common word
 * of that language: a preposition, a verb of action or a possessive, never a name, a number or a
 * claim. "free" is not here: a formula says free only when the page's own offer does.
 */
export interface FormulaLexicon {
  /** "{action benefit} with {product}": the headline formula for an action the product does. */
  withProduct: string;
  /** "{product} helps you {action}." — only where the language puts the action after it. */
  helpsYou: string | null;
  /** First-person button labels per call-to-action goal. */
  cta: Partial<Record<CtaGoal, string>>;
  /**
   * Labels of a form's own submit button where they differ from `cta`: a visitor filling in the
   * contact form is already contacting, and "Contact us" on its button names no next step.
   */
  formCta: Partial<Record<CtaGoal, string>>;
  /**
   * Labels that keep the free offer a current label states ("Free Product Demo", "free trial"):
   * without one for the goal, such a label gets no alternative, since dropping "free" loses what
   * the button sells.
   */
  freeCta: Partial<Record<CtaGoal, string>>;
  /** "{verb} {product}" button labels, for goals where naming the product reads well. */
  ctaWithProduct: Partial<Record<CtaGoal, string>>;
  /** Imperative closing sentence of a meta description per goal. */
  metaAction: Partial<Record<CtaGoal, string>>;
  /**
   * The words before the page's own phone number in a call label and a meta description's
   * closing ("Call 416 939 1530", "Appelez le 01 23 45 67 89."): a number is what a call button
   * is for, and "Call us now" in its place leaves a desktop visitor nothing to dial.
   */
  callNumber: string;
  /**
   * The labels and closings that say "us", as a one-person business says them ("Contact me",
   * "Me contacter"): used when the page's own copy speaks as "I" (PageFacts.speaksAsOne).
   */
  solo: { cta: Partial<Record<CtaGoal, string>>; metaAction: Partial<Record<CtaGoal, string>> };
  /** Verbs an action benefit may start with, lower case, so "{benefit} with {product}" is grammatical. */
  actionVerbs: ReadonlySet<string>;
  /**
   * Modal and finite verbs that make a phrase a statement with a subject of its own: "Start
   * Bootstrap can help you build better websites" opens with a verb but is not an instruction,
   * and "Creative helps you start Bootstrap can help you ..." is what came of reading it as one.
   */
  clauseVerbs: ReadonlySet<string>;
  /** Field labels per input type, for form findings whose fields have no label. */
  fieldLabels: Record<'email' | 'tel' | 'name' | 'password' | 'search' | 'message', string>;
  /** "{name} logo" alt text. */
  logoAlt: (name: string) => string;
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(' ').filter(Boolean));

/**
 * The subject pronouns a business speaks of itself with, one person or many, per formula language
 * (Spanish leaves them out, so its copy does not tell): "I" / "we", "je" / "nous", "ich" / "wir";
 * and the asks a one-person business labels its buttons with ("Contact me", "Me contacter").
 */
export const SELF_PRONOUNS: Partial<
  Record<FormulaLanguage, { one: RegExp; many: RegExp; asksAsOne: RegExp }>
> = {
  en: {
    one: /(?<![\p{L}'’])I(?![\p{L}])/gu,
    many: /(?<![\p{L}])we(?![\p{L}])/giu,
    asksAsOne: /(?<![\p{L}])(?:contact|call|email|hire|book|message|ask) me(?![\p{L}])/iu,
  },
  fr: {
    one: /(?<![\p{L}])(?:je(?![\p{L}])|j['’](?=\p{L}))/giu,
    many: /(?<![\p{L}])nous(?![\p{L}])/giu,
    asksAsOne:
      /(?<![\p{L}])(?:me (?:contacter|joindre|appeler|écrire)|(?:contactez|appelez|écrivez)-moi)(?![\p{L}])/iu,
  },
  de: {
    one: /(?<![\p{L}])ich(?![\p{L}])/giu,
    many: /(?<![\p{L}])wir(?![\p{L}])/giu,
    asksAsOne: /(?<![\p{L}])(?:kontaktieren sie mich|rufen sie mich an|schreiben sie mir)(?![\p{L}])/iu,
  },
};

/** Words that say "call" in the formula languages: a label with one asks for a call. */
export const CALL_WORDS = /\b(?:call|phone|dial|tel|anrufen|appel\w*|llam\w*)\b/i;

/** The different phone numbers a label holds, as written, in order (model/phone.ts's vocabulary). */
export function phoneNumbersIn(label: string): string[] {
  const seen = new Map<string, string>();
  for (const written of phoneMatches(label)) {
    const key = written.replace(/[^\dA-Z]/g, '');
    if (!seen.has(key)) seen.set(key, written);
  }
  return [...seen.values()];
}

export const FORMULAS: Record<FormulaLanguage, FormulaLexicon> = {
  en: {
    withProduct: 'with',
    helpsYou: 'helps you',
    cta: {
      buy: 'Buy now',
      add_to_cart: 'Add to cart',
      signup: 'Create my account',
      trial: 'Start my trial',
      demo: 'Book my demo',
      contact: 'Contact us',
      quote: 'Get my quote',
      call: 'Call us now',
      book: 'Book now',
      download: 'Download now',
      donate: 'Donate now',
      subscribe: 'Subscribe now',
      register: 'Register now',
    },
    formCta: { contact: 'Send my message' },
    freeCta: {
      trial: 'Start my free trial',
      demo: 'Book my free demo',
      quote: 'Get my free quote',
      signup: 'Create my free account',
      download: 'Download free',
    },
    callNumber: 'Call',
    ctaWithProduct: { buy: 'Buy', trial: 'Try', download: 'Download', donate: 'Support' },
    solo: {
      cta: { contact: 'Contact me', call: 'Call me now' },
      metaAction: { contact: 'Contact me.', call: 'Call me.' },
    },
    metaAction: {
      buy: 'Order online.',
      add_to_cart: 'Order online.',
      signup: 'Create your account.',
      trial: 'Start your trial.',
      demo: 'Book a demo.',
      contact: 'Contact us.',
      quote: 'Request a quote.',
      call: 'Call us.',
      // the page's main action books; whether it books online the page does not always say
      book: 'Book now.',
      download: 'Download now.',
      donate: 'Donate now.',
      subscribe: 'Subscribe now.',
      register: 'Register now.',
    },
    clauseVerbs: set(
      'can could will would should may might must is are was were has have helps help lets makes',
    ),
    actionVerbs: set(
      'save grow boost increase build create launch manage track sell find discover protect improve reduce deliver get start make turn automate collect learn ship send plan run scale hire shop design keep stay cut win reach capture convert organize organise simplify streamline extract enjoy treat book explore transform power connect accept',
    ),
    fieldLabels: {
      email: 'Email address',
      tel: 'Phone number',
      name: 'Full name',
      password: 'Password',
      search: 'Search',
      message: 'Your message',
    },
    logoAlt: (name) => `${name} logo`,
  },
  de: {
    withProduct: '– mit',
    helpsYou: null,
    cta: {
      buy: 'Jetzt kaufen',
      add_to_cart: 'In den Warenkorb',
      signup: 'Konto erstellen',
      trial: 'Jetzt testen',
      demo: 'Demo anfragen',
      contact: 'Kontakt aufnehmen',
      quote: 'Angebot anfordern',
      call: 'Jetzt anrufen',
      book: 'Jetzt buchen',
      download: 'Jetzt herunterladen',
      donate: 'Jetzt spenden',
      subscribe: 'Jetzt abonnieren',
      register: 'Jetzt anmelden',
    },
    formCta: { contact: 'Nachricht senden' },
    freeCta: {
      trial: 'Kostenlos testen',
      demo: 'Kostenlose Demo anfragen',
      quote: 'Kostenloses Angebot anfordern',
      signup: 'Kostenlos registrieren',
      download: 'Kostenlos herunterladen',
    },
    callNumber: 'Jetzt anrufen:',
    ctaWithProduct: {},
    // "Kontakt aufnehmen" and "Jetzt anrufen" name no one: they fit a one-person practice as they are
    solo: { cta: {}, metaAction: {} },
    metaAction: {
      buy: 'Jetzt online bestellen.',
      add_to_cart: 'Jetzt online bestellen.',
      signup: 'Jetzt Konto erstellen.',
      trial: 'Jetzt testen.',
      demo: 'Jetzt Demo anfragen.',
      contact: 'Jetzt Kontakt aufnehmen.',
      quote: 'Jetzt Angebot anfordern.',
      call: 'Jetzt anrufen.',
      book: 'Jetzt buchen.',
      download: 'Jetzt herunterladen.',
      donate: 'Jetzt spenden.',
      subscribe: 'Jetzt abonnieren.',
      register: 'Jetzt anmelden.',
    },
    // German action phrases end on the infinitive ("Rechnungen schreiben"); the formula needs none.
    clauseVerbs: set('kann können wird werden ist sind war waren hat haben hilft lässt'),
    actionVerbs: set(''),
    fieldLabels: {
      email: 'E-Mail-Adresse',
      tel: 'Telefonnummer',
      name: 'Vollständiger Name',
      password: 'Passwort',
      search: 'Suche',
      message: 'Ihre Nachricht',
    },
    logoAlt: (name) => `Logo von ${name}`,
  },
  fr: {
    withProduct: 'avec',
    helpsYou: null,
    cta: {
      buy: 'Acheter maintenant',
      add_to_cart: 'Ajouter au panier',
      signup: 'Créer mon compte',
      trial: 'Commencer mon essai',
      demo: 'Demander une démo',
      contact: 'Nous contacter',
      quote: 'Demander un devis',
      call: 'Appeler maintenant',
      book: 'Réserver maintenant',
      download: 'Télécharger maintenant',
      donate: 'Faire un don',
      subscribe: "S'abonner",
      register: "S'inscrire",
    },
    formCta: { contact: 'Envoyer mon message' },
    freeCta: {
      trial: 'Commencer mon essai gratuit',
      demo: 'Demander une démo gratuite',
      quote: 'Demander un devis gratuit',
      signup: 'Créer mon compte gratuit',
      download: 'Télécharger gratuitement',
    },
    callNumber: 'Appelez le',
    ctaWithProduct: {},
    solo: {
      cta: { contact: 'Me contacter', call: "M'appeler" },
      metaAction: { contact: 'Contactez-moi.', call: 'Appelez-moi.' },
    },
    metaAction: {
      buy: 'Commandez en ligne.',
      add_to_cart: 'Commandez en ligne.',
      signup: 'Créez votre compte.',
      trial: 'Commencez votre essai.',
      demo: 'Demandez une démo.',
      contact: 'Contactez-nous.',
      quote: 'Demandez un devis.',
      call: 'Appelez-nous.',
      book: 'Réservez maintenant.',
      download: 'Téléchargez maintenant.',
      donate: 'Faites un don.',
      subscribe: 'Abonnez-vous.',
      register: 'Inscrivez-vous.',
    },
    clauseVerbs: set('peut peuvent va vont est sont était a ont aide permet'),
    actionVerbs: set(
      'créez gérez vendez trouvez découvrez économisez suivez simplifiez automatisez développez lancez protégez améliorez réduisez obtenez commencez organisez planifiez profitez',
    ),
    fieldLabels: {
      email: 'Adresse e-mail',
      tel: 'Numéro de téléphone',
      name: 'Nom complet',
      password: 'Mot de passe',
      search: 'Recherche',
      message: 'Votre message',
    },
    logoAlt: (name) => `Logo ${name}`,
  },
  es: {
    withProduct: 'con',
    helpsYou: null,
    cta: {
      buy: 'Comprar ahora',
      add_to_cart: 'Añadir al carrito',
      signup: 'Crear mi cuenta',
      trial: 'Empezar mi prueba',
      demo: 'Solicitar una demo',
      contact: 'Contactar ahora',
      quote: 'Pedir presupuesto',
      call: 'Llamar ahora',
      book: 'Reservar ahora',
      download: 'Descargar ahora',
      donate: 'Donar ahora',
      subscribe: 'Suscribirme ahora',
      register: 'Registrarme ahora',
    },
    formCta: { contact: 'Enviar mi mensaje' },
    freeCta: {
      trial: 'Empezar mi prueba gratis',
      demo: 'Solicitar una demo gratis',
      quote: 'Pedir presupuesto gratis',
      signup: 'Crear mi cuenta gratis',
      download: 'Descargar gratis',
    },
    callNumber: 'Llame al',
    ctaWithProduct: {},
    solo: { cta: {}, metaAction: { contact: 'Contáctame.', call: 'Llámame.' } },
    metaAction: {
      buy: 'Compra en línea.',
      add_to_cart: 'Compra en línea.',
      signup: 'Crea tu cuenta.',
      trial: 'Empieza tu prueba.',
      demo: 'Solicita una demo.',
      contact: 'Contáctanos.',
      quote: 'Pide presupuesto.',
      call: 'Llámanos.',
      book: 'Reserva ahora.',
      download: 'Descarga ahora.',
      donate: 'Dona ahora.',
      subscribe: 'Suscríbete.',
      register: 'Regístrate.',
    },
    clauseVerbs: set('puede pueden va van es son era ha han ayuda permite'),
    actionVerbs: set(
      'crea gestiona vende encuentra descubre ahorra sigue simplifica automatiza lanza protege mejora reduce obtén empieza organiza planifica disfruta',
    ),
    fieldLabels: {
      email: 'Correo electrónico',
      tel: 'Número de teléfono',
      name: 'Nombre completo',
      password: 'Contraseña',
      search: 'Buscar',
      message: 'Tu mensaje',
    },
    logoAlt: (name) => `Logo de ${name}`,
  },
};

/** The formula language of a page, or null when the rewriter has no formulas with words for it. */
export function formulaLanguage(code: string | null | undefined): FormulaLanguage | null {
  const two = (code ?? 'en').slice(0, 2).toLowerCase() as FormulaLanguage;
  return FORMULA_LANGUAGES.includes(two) ? two : null;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

/** Every word the formulas of a language may add, lower case (the eval's language gate reads it). */
/** The phrases a language's formulas add as they stand: button labels, closing sentences, field labels. */
export function formulaLabels(f: FormulaLexicon): string[] {
  return [
    ...Object.values(f.cta),
    ...Object.values(f.formCta),
    ...Object.values(f.freeCta),
    ...Object.values(f.ctaWithProduct),
    ...Object.values(f.metaAction),
    ...Object.values(f.solo.cta),
    ...Object.values(f.solo.metaAction),
    ...Object.values(f.fieldLabels),
    f.callNumber,
  ];
}

/** "Free" in each formula language. */
const FREE: Record<FormulaLanguage, string> = { en: 'free', de: 'kostenlos', fr: 'gratuit', es: 'gratis' };

/** Copy that says something is free, in any formula language ("Free Consultation", "kostenlose Beratung", "gratuitement"). */
export const SAYS_FREE = /(?<!\p{L})(?:free|kostenlos\p{L}*|gratuit\p{L}*|gratis)(?!\p{L})/iu;

export const FORMULA_WORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  FORMULA_LANGUAGES.map((lang) => {
    const f = FORMULAS[lang];
    const phrases = [
      f.withProduct,
      f.helpsYou ?? '',
      ...formulaLabels(f),
      f.logoAlt('X'),
      // "free" is added only where the page's own offer says free (see deterministic-rewriter.ts).
      FREE[lang],
    ];
    const words = phrases.flatMap((p) => (p.match(WORD) ?? []).map((w) => w.toLowerCase()));
    return [lang, new Set(words.filter((w) => w !== 'x'))];
  }),
);

/**
 * Every whole phrase a formula may add, lower case without its closing stop ("start my trial",
 * "call us", "email address"): the eval's gates read a chunk equal to one as the formula's, not
 * the page's.
 */
export const FORMULA_PHRASES: ReadonlySet<string> = new Set(
  FORMULA_LANGUAGES.flatMap((lang) =>
    formulaLabels(FORMULAS[lang]).map((p) => p.toLowerCase().replace(/[.!]+$/, '')),
  ),
);
