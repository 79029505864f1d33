import { isFiller } from '../model/filler.js';
import {
  ACTION_VERB_RE,
  GENERIC_CTA_RE,
  GREETING_HEADLINE_RE,
  INVITE_RE,
  JARGON_RE,
  OUTCOME_RE,
  categoryNamed,
} from '../checks/signals/vocabularies/copy.js';
import { FIGURE_RE } from '../checks/signals/vocabularies/proof.js';
import { COPY_LIMITS, countedWords } from './copy-quality.js';
import { CALL_WORDS, formulaLanguage } from './formulas.js';
import type { CopyElement } from './rewrite-types.js';

/**
 * The copy rubric: what a reader asks of each piece of conversion copy, applied alike to the
 * page's own copy and to every candidate, so a candidate is offered only when it reads better.
 *
 * - specific: names the product, the brand or the kind of offer, and (a second point) an outcome
 *   the visitor gets; a call to action names what happens when it is clicked;
 * - action: an action verb where one belongs (a call to action opens with one, a meta
 *   description invites the click);
 * - length: within the element's limit and long enough to say something;
 * - no filler: no greeting, placeholder, "learn more", jargon, shouting, phone number in a
 *   statement or keyword list;
 * - language: written in the page's language;
 * - spelling: no word the spelling check flags.
 */
export type Criterion = 'specific' | 'action' | 'length' | 'no_filler' | 'language' | 'spelling';

export const CRITERIA: readonly Criterion[] = [
  'specific',
  'action',
  'length',
  'no_filler',
  'language',
  'spelling',
];

/** What the rubric knows of the page: its language, its names, its spelling check. */
export interface RubricContext {
  /** ISO 639-1 code of the page's language, when known. */
  language: string | null;
  /** The product and brand names the page states (the rubric credits copy that names them). */
  names: readonly string[];
  /** The words of a text the spelling check flags; none when the page has no spelling check. */
  misspelt?: (text: string) => string[];
}

export interface Judgement {
  /** Points: specific counts up to 2 (a name and an outcome), every other criterion 1. */
  score: number;
  /** Every criterion that applies is met. */
  good: boolean;
  /** Points per criterion that applies (action applies to calls to action and meta descriptions). */
  points: Partial<Record<Criterion, number>>;
  /** Why a criterion is not met, in words, for the rationale. */
  misses: Partial<Record<Criterion, string>>;
  /** What earned the specific points, in words ("names “Formly”", "names an outcome"). */
  named: string[];
  /**
   * The page's language when the rubric has no offer, outcome or action words for it: those
   * criteria were not judged, and "good" means only within its length, no filler, its language.
   */
  unjudged?: string;
}

/** Shortest copy that says something, per element. */
const MINIMUM: Record<CopyElement, { words?: number; chars?: number }> = {
  headline: { words: 2 },
  subheadline: { words: 4 },
  primary_cta: { words: 1 },
  meta_title: { words: 2 },
  meta_description: { chars: 50 },
};

/** Words that name a concrete outcome in the other formula languages. */
const OUTCOME_INTL =
  /(?<!\p{L})(schnell\w*|einfach\w*|sicher\w*|kostenlos\w*|gratis|besser\w*|sparen|spar\w*|garantie\w*|rapide\w*|facile\w*|gratuit\w*|économisez|garanti\w*|sans|rápid\w*|fácil\w*|ahorra\w*|garantía|sin)(?!\p{L})/iu;
/** Outcomes a buyer counts on, beyond the checks' outcome words. */
const OUTCOME_EXTRA =
  /\b(free|fast|easy|simple|secure|reliable|guarantee[ds]?|quality|professional|expert|experts|custom|licensed|insured|certified|affordable|same[- ]day|24\/7|on time|on budget|healthy|beautiful|delicious|durable|safe|trusted)\b/i;

/** What a call to action asks for, by language: the verb or the thing the visitor gets. */
const CTA_ACTION: Record<string, RegExp> = {
  de: /(?<!\p{L})(jetzt|kaufen|bestellen|buchen|testen|anfragen|anfordern|kontakt\p{L}*|anrufen|herunterladen|anmelden|registrieren|starten|entdecken|sichern|vereinbaren|warenkorb|spenden|abonnieren|erstellen|reservieren|senden|prüfen|mitmachen|bewerben)(?!\p{L})/iu,
  fr: /(?<!\p{L})(achet(?:er|ez)|command(?:er|ez)|réserv(?:er|ez)|essa(?:yer|yez)|commenc(?:er|ez)|demand(?:er|ez)|contact(?:er|ez)|nous contacter|appel\p{L}*|télécharg(?:er|ez)|s'inscrire|inscri\p{L}*|s'abonner|abonne\p{L}*|cré(?:er|ez)|découvr(?:ir|ez)|ajout(?:er|ez)|panier|devis|faire un don|faites un don|envo(?:yer|yez)|profit(?:er|ez)|obten(?:ir|ez)|rejoign(?:ez|ez-nous|re))(?!\p{L})/iu,
  es: /(?<!\p{L})(comprar?|compre|pedir|pide|pida|reservar?|reserve|probar|prueba|pruebe|empezar|empieza|empiece|comenzar|comienza|solicitar?|solicite|contactar?|contacte|contáct(?:anos|enos|ame)|llam\p{L}*|descargar?|descargue|registr\p{L}*|regístrate|suscrib\p{L}*|suscríbete|crear?|descubrir|descubre|descubra|añadir|añade|agregar?|carrito|presupuesto|donar?|done|enviar|envía|envíe|obtener|obtén|obtenga|únete|únase|unirse)(?!\p{L})/iu,
};
/** Labels whose verb alone says what happens: a visitor knows what "Buy" or "Call us" does. */
const GOAL_VERB =
  /^\s*(buy|purchase|order|shop|book|reserve|subscribe|notify|remind|donate|give|download|install|register|apply|enrol|enroll|call|contact|join|rsvp|sign ?up|log ?in|get in touch|talk to|speak to|reach out|add to (cart|bag|basket|trolley))\b/i;
/** What a visitor gets by clicking, named after the verb. */
const CTA_OBJECT =
  /\b(trial|demo|quote|estimate|account|cart|bag|basket|trolley|consultation|appointment|call|message|ticket|tickets|table|plan|course|app|guide|copy|offer|price|pricing|access|membership|order|booking|free|monthly|my|your|us|\p{L}{3,}ing)\b/iu;

/** Invitations a description makes beyond the checks' own list: "Buy ...", "Discover ...". */
const INVITE_MORE = /\b(buy|purchase|discover|explore|visit|browse|find out|see how|get|save)\b/i;

/** Function words that give a text's language away. */
export const LANGUAGE_WORDS: Record<string, RegExp> = {
  en: /(?<!\p{L})(the|and|your|with|for|you|our|get|now)(?!\p{L})/giu,
  de: /(?<!\p{L})(und|der|die|das|mit|für|ihre?|jetzt|nicht)(?!\p{L})/giu,
  fr: /(?<!\p{L})(les|des|avec|pour|votre|vos|et|une|est)(?!\p{L})/giu,
  es: /(?<!\p{L})(los|las|con|para|tu|su|y|una|es|del)(?!\p{L})/giu,
};

/** The text reads as another of the known languages more than as the page's own. */
export function foreignTo(text: string, language: string | null): string | null {
  const lang = (language ?? '').slice(0, 2);
  if (!lang) return null;
  const own = (text.match(LANGUAGE_WORDS[lang] ?? /$^/g) ?? []).length;
  for (const [other, re] of Object.entries(LANGUAGE_WORDS)) {
    if (other === lang) continue;
    const n = (text.match(re) ?? []).length;
    if (n >= 2 && n > own) return other;
  }
  return null;
}

const PLACEHOLDER =
  /lorem|ipsum|dolor sit|consectetur|\byour (website|company|brand|headline|title|logo)\b|\btemplate\b|\bdemo site\b|\buntitled\b|\bsample (text|page)\b|\bplaceholder\b/i;
const VAGUE_PHRASE =
  /\b(learn more|read more|see more|find out more|click here|more info|view details|details here|here\.?$)\b/i;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)|\b\d{3}[.\s-]\d{3}[.\s-]?[A-Z]{4}\b/;
/** Two or more words of three letters and more in capitals, more than half the words: shouted. */
function shouting(text: string): boolean {
  const words = (text.match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3);
  const loud = words.filter((w) => !/\p{Ll}/u.test(w)).length;
  // more than half: a product's brand and model code in capitals ("SILVERCREST® Tischventilator
  // »Turbo STVT 21 B1«", "Full STEAM Ahead - NID") beside ordinary words is not shouting
  return loud >= 2 && loud * 2 > words.length;
}
/** "dallas website design. custom website design. graphics. social media.": a keyword list. */
function keywordList(text: string): boolean {
  const parts = text.split(/\s*[,.;|·•]\s*/).filter(Boolean);
  if (parts.length < 4 || parts.filter((p) => p.split(/\s+/).length <= 3).length < 4) return false;
  // "specializing in weddings, seniors, sports, and real estate": a sentence that names several
  // things closes its list with a conjunction and carries a clause of its own; a keyword list has
  // neither ("Plumber, Heating, Boilers, London")
  const closesList = parts.some((p) => CONJUNCTION.test(p));
  const clause = parts.some((p) => p.split(/\s+/).length >= 5);
  return !(closesList && clause);
}

/** The words that close a list in a sentence, in the rubric's languages. */
const CONJUNCTION = /^(?:and|or|&|und|oder|sowie|et|ou|y|o|e|en|of)\s/i;

/** Words too common to say what a page is about. */
export const COMMON = new Set(
  'with your that this from have more about what when will best free online home page official welcome site shop store buy order call here just only also into over than them they their them then there these those which while other some such very most make made need needs every each find shop search news information info company services service products product'.split(
    ' ',
  ),
);

/** A crude stem: "plumbers", "plumbing" and "plumber" all read "plumb". */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/[’']s$/, '');
  for (const suffix of ['ings', 'ing', 'ers', 'er', 'es', 'ed', 's'])
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  return w;
}

/** Stems of the text's content words (four letters and more, common words left out). */
export function contentStems(text: string): Set<string> {
  return new Set(
    (text.match(/\p{L}[\p{L}'’-]*/gu) ?? [])
      .filter((w) => w.length >= 4 && !COMMON.has(w.toLowerCase()))
      .map(stem),
  );
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The names of the page the text states, longest first. */
export function namesIn(text: string, names: readonly string[]): string[] {
  const t = squash(text);
  return [...new Set(names)]
    .filter((n) => squash(n).length >= 2 && t.includes(squash(n)))
    .sort((a, b) => b.length - a.length);
}

function fillerIn(text: string, element: CopyElement, names: readonly string[]): string | null {
  // A name may hold any word ("IM Solution", "Smart Solutions Ltd"); judge the words around it.
  let rest = text;
  for (const n of namesIn(text, names)) rest = rest.split(n).join(' ');
  if (PLACEHOLDER.test(text) || isFiller(text)) return 'placeholder text';
  if (element !== 'primary_cta' && GREETING_HEADLINE_RE.test(text)) return 'a greeting';
  if (VAGUE_PHRASE.test(rest)) return `“${VAGUE_PHRASE.exec(rest)![0]}”`;
  const jargon = rest.match(JARGON_RE);
  if (jargon) return `jargon (“${jargon[0]}”)`;
  // a button's capitals are usually its style (text-transform), not its words
  if (element !== 'primary_cta' && shouting(rest)) return 'capitals throughout';
  if (/!{2,}|\?{2,}|\.{3}|…/.test(text)) return 'stacked punctuation';
  if (element !== 'primary_cta' && element !== 'meta_description' && PHONE.test(text))
    return 'a phone number';
  if (element === 'primary_cta' && /[|]|\d{3,}/.test(text) && !CALL_WORDS.test(text))
    return 'numbers or separators in a button label';
  if (element !== 'meta_title' && keywordList(text)) return 'a list of keywords';
  return null;
}

function specificPoints(
  text: string,
  element: CopyElement,
  ctx: RubricContext,
): { points: number; named: string[] } {
  if (element === 'primary_cta') {
    const clear =
      !GENERIC_CTA_RE.test(text) &&
      (GOAL_VERB.test(text) ||
        CTA_OBJECT.test(text.split(/\s+/).slice(1).join(' ')) ||
        namesIn(text, ctx.names).length > 0 ||
        (ctx.language ?? 'en').slice(0, 2) !== 'en');
    return clear ? { points: 1, named: ['says what happens on click'] } : { points: 0, named: [] };
  }
  const named: string[] = [];
  const names = namesIn(text, ctx.names);
  const category = categoryNamed(text);
  if (names.length) named.push(`names “${names[0]}”`);
  else if (category) named.push(`names the offer (“${category}”)`);
  if (OUTCOME_RE.test(text) || OUTCOME_EXTRA.test(text) || OUTCOME_INTL.test(text) || FIGURE_RE.test(text))
    named.push('names an outcome');
  return { points: named.length, named };
}

function actionMiss(text: string, element: CopyElement, lang: string): string | null | undefined {
  if (element !== 'primary_cta' && element !== 'meta_description') return undefined;
  const intl = CTA_ACTION[lang];
  if (element === 'primary_cta') {
    if (intl) return intl.test(text) ? null : 'no action word';
    return ACTION_VERB_RE.test(text) || GOAL_VERB.test(text) ? null : 'does not open with an action verb';
  }
  if (intl) return intl.test(text) ? null : 'no invitation to act';
  return INVITE_RE.test(text) || INVITE_MORE.test(text) ? null : 'no invitation to act';
}

function lengthMiss(text: string, element: CopyElement): string | null {
  const limit = COPY_LIMITS[element];
  const min = MINIMUM[element];
  // a phone number reads as one thing to dial, not as four words
  const words = countedWords(text);
  if (text.length > limit.chars) return `over ${limit.chars} characters`;
  if (limit.words !== undefined && words > limit.words) return `over ${limit.words} words`;
  if (min.words !== undefined && words < min.words) return `under ${min.words} words`;
  if (min.chars !== undefined && text.length < min.chars) return `under ${min.chars} characters`;
  return null;
}

/**
 * Judges one piece of copy (the page's own or a candidate) by the rubric. A missing original
 * scores -1 and is never good.
 *
 * @example judgeCopy('Build forms faster with Formly', 'headline', { language: 'en', names: ['Formly'] }).good // true
 */
export function judgeCopy(text: string | null, element: CopyElement, ctx: RubricContext): Judgement {
  if (!text || !text.trim()) return { score: -1, good: false, points: {}, misses: {}, named: [] };
  const lang = (ctx.language ?? 'en').slice(0, 2);
  const points: Judgement['points'] = {};
  const misses: Judgement['misses'] = {};
  // Offer, outcome and action words are known in the formula languages only: in another language
  // (Italian, Portuguese, Russian, Vietnamese...) the rubric cannot tell whether "Dodaj v košarico"
  // opens with a verb or "Доставка питьевой воды" names the offer, so it does not judge them.
  const judged = formulaLanguage(lang) !== null;
  const specific = judged ? specificPoints(text, element, ctx) : { points: 0, named: [] };
  if (judged) points.specific = specific.points;
  if (judged && specific.points === 0)
    misses.specific =
      element === 'primary_cta'
        ? 'does not say what happens on click'
        : 'names neither the offer nor an outcome';
  const action = judged ? actionMiss(text, element, lang) : undefined;
  if (action !== undefined) {
    points.action = action ? 0 : 1;
    if (action) misses.action = action;
  }
  const length = lengthMiss(text, element);
  points.length = length ? 0 : 1;
  if (length) misses.length = length;
  const filler = fillerIn(text, element, ctx.names);
  points.no_filler = filler ? 0 : 1;
  if (filler) misses.no_filler = filler;
  const foreign = foreignTo(text, ctx.language);
  points.language = foreign ? 0 : 1;
  if (foreign) misses.language = `reads as ${foreign}, not ${lang}`;
  const misspelt = ctx.misspelt?.(text) ?? [];
  points.spelling = misspelt.length ? 0 : 1;
  if (misspelt.length) misses.spelling = `misspelt “${misspelt[0]}”`;
  const score = Object.values(points).reduce((a, b) => a + b, 0);
  return {
    score,
    good: Object.keys(misses).length === 0,
    points,
    misses,
    named: specific.named,
    ...(judged ? {} : { unjudged: lang || 'not recognised' }),
  };
}

const SAY: Record<Criterion, string> = {
  specific: 'is more specific',
  action: 'asks for the action',
  length: 'fits the length',
  no_filler: 'drops the filler',
  language: "is in the page's language",
  spelling: 'is spelt right',
};

/**
 * What a candidate improves on the current copy, in words for the rationale ("names “Formly”
 * and an outcome, where the current copy has a greeting"), or null when it improves nothing.
 */
export function improvement(original: Judgement, candidate: Judgement): string | null {
  if (candidate.score <= original.score) return null;
  const gains = CRITERIA.filter((c) => (candidate.points[c] ?? 0) > (original.points[c] ?? 0));
  if (original.score < 0) return 'the page has none';
  const said = gains.map((c) => {
    if (c === 'specific') return candidate.named.join(' and ');
    const miss = original.misses[c];
    return miss ? `${SAY[c]} (the current copy: ${miss})` : SAY[c];
  });
  return said.length ? said.join('; ') : null;
}
