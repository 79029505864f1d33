/** Words of the page copy: headlines, calls to action, voice, audience, story. Compiled once. */
import { WORD_LIST_LANGUAGES } from './languages.js';

// ---- Word lists -------------------------------------------------------------------------------

/** Headlines that greet or hold a place instead of saying anything. */
export const GREETING_HEADLINE_RE =
  /^\s*(welcome\b|hello\b|hi there\b|home\s*$|homepage\b|untitled\b|lorem ipsum|your (headline|title) here|coming soon\b|about us\s*$|main page\s*$)/i;

/**
 * Call-to-action labels that say nothing about what happens next, in English and in the languages
 * of GENERIC_CTA_LANGUAGES: "Learn more", "Submit", "Click here", "Details", "Next" and their
 * German, French, Spanish, Italian, Dutch, Portuguese and Polish counterparts ("Mehr erfahren",
 * "En savoir plus", "Ver detalles", "Scopri di più", "Meer informatie", "Saiba mais", "Wyślij").
 */
export const GENERIC_CTA_RE =
  /^\s*((submit|send|go|click|click here)( (form|now|here|it|request))?|ok|okay|here|learn more|read more|more|more info|info|details|continue|next|enter|view|view more|see more|find out more|discover more|button|mehr( erfahren| lesen| infos?| informationen)?|weiterlesen|weiter|details ansehen|absenden|senden|hier klicken|en savoir plus|lire la suite|voir plus|plus d'infos?|d[ée]tails|voir (les )?d[ée]tails|envoyer|valider|suivant|cliquez ici|m[aá]s informaci[oó]n|m[aá]s info|leer m[aá]s|ver m[aá]s|ver detalles?|detalles|enviar|siguiente|haz clic aqu[ií]|scopri di pi[uù]|leggi di pi[uù]|maggiori informazioni|dettagli|invia|avanti|clicca qui|lees meer|meer informatie|meer info|meer|bekijk details|verzenden|versturen|volgende|klik hier|saiba mais|leia mais|ver mais|detalhes|ver detalhes|pr[oó]ximo|clique aqui|dowiedz si[eę] wi[eę]cej|czytaj wi[eę]cej|wi[eę]cej|szczeg[oó][łl]y|wy[śs]lij|dalej|kliknij tutaj)\s*[!.>»›→]*\s*$/iu;

/** The languages whose generic call-to-action labels GENERIC_CTA_RE knows. */
export const GENERIC_CTA_LANGUAGES = WORD_LIST_LANGUAGES;

/** Labels that open with an action the visitor takes. */
export const ACTION_VERB_RE =
  /^\s*(get|start|try|buy|shop|order|book|schedule|request|claim|join|sign|create|build|download|subscribe|add|reserve|call|contact|talk|chat|grab|discover|explore|see|watch|learn|find|save|apply|register|donate|give|upgrade|choose|pick|plan|compare|check|send|take|make|launch|begin|enrol|enroll|view|access|unlock|hire|let's|lets|meet|speak|ask|play|install|open|activate|continue|discuss|estimate|quote|design|customi[sz]e|browse|read|sponsor|support|adopt|volunteer|rsvp|notify|remind)\b/i;

/** Phrases naming who an offer is for. */
export const AUDIENCE_RE =
  /\b((built|designed|made|perfect|ideal|tailored|created|crafted) for|for)\s+(?:(?:small|local|busy|growing|modern|remote|creative|independent|online|ambitious|new|first[- ]time|every|all|your|the|hybrid|global|product|sales|marketing|support|design|engineering|finance|hr|b2b|saas|ecommerce|e-commerce)\s+){0,2}(teams?|business(es)?|compan(y|ies)|startups?|founders|agencies|freelancers|marketers|developers|designers|engineers|owners|homeowners|families|parents|kids|children|students|teachers|schools|clinics|restaurants|retailers|brands|shops|stores|creators|professionals|women|men|riders|runners|athletes|beginners|nonprofits|enterprises?|organi[sz]ations|sellers|investors|landlords|patients|dentists|lawyers|doctors|contractors|everyone|anyone|writers|photographers|musicians|artists|coaches|consultants|recruiters|accountants|managers|leaders|pets|dogs|cats|travell?ers|gamers|merchants|publishers)\b|\b(whether you('re| are)|if you('re| are) an?|for anyone who)\b/i;

/** Jargon that fills space on a landing page without saying anything checkable. */
export const JARGON_RE =
  /\b(synerg\w*|leverag\w*|solutions?|innovative|innovation|cutting[- ]edge|next[- ]gen(eration)?|seamless(ly)?|robust|scalable|disrupt\w*|paradigm|holistic|empower\w*|streamlin\w*|best[- ]of[- ]breed|turnkey|end[- ]to[- ]end|game[- ]chang\w*|revolutioni[sz]\w*|revolutionary|state[- ]of[- ]the[- ]art|bleeding[- ]edge|mission[- ]critical|value[- ]added|world[- ]changing|transformative|ecosystem|frictionless)\b/gi;

export const YOU_RE = /\b(you|your|you're|yours|yourself|you'll|you've)\b/gi;

/** Lower-case "us" only: "US" is usually the country. */
export const WE_RE = /\b([Ww]e|[Oo]ur|us|[Ww]e're|[Oo]urs|[Ww]e'll|[Ww]e've)\b/g;

/** "is built", "was given", "are being sent": a passive construction. */
export const PASSIVE_RE =
  /\b(is|are|was|were|be|been|being)\s+(\w+ly\s+)?(\w{3,}ed|built|made|done|given|taken|known|shown|seen|sent|written|chosen|driven|held|kept|paid|sold|told|found|brought|bought|run|won)\b/i;

/** Nouns that name what kind of product or business this is. */
const CATEGORY_RE =
  /\b(platform|software|app|apps|application|tool|toolkit|service|services|agency|studio|firm|consultancy|consultants?|marketplace|store|shop|course|courses|program|programme|bootcamp|academy|school|training|clinic|practice|plugin|extension|api|sdk|crm|cms|erp|dashboard|editor|builder|library|framework|template|theme|kit|suite|assistant|chatbot|website|newsletter|community|network|marketplace|subscription|saas|accounting|analytics|automation|scheduling|invoicing|payroll|hosting|database|design|development|marketing|seo|branding|consulting|coaching|therapy|law|legal|dental|plumbing|roofing|cleaning|repair|installation|photography|catering|restaurant|food|cuisine|bakery|caf[eé]|bistro|grill|pizzeria|management)\b/gi;

/**
 * A category word that names the visitor's thing, not the offer: "data from any website", "grow
 * your practice", "for every store". Up to two words may stand between ("your online store").
 */
const VISITORS_THING_RE = /\b(?:your|any|every|each|their|my)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

/** The first category word of a text that names what is offered (see VISITORS_THING_RE), or null. */
export function categoryNamed(text: string): string | null {
  for (const m of text.matchAll(CATEGORY_RE)) {
    if (!VISITORS_THING_RE.test(text.slice(0, m.index))) return m[0];
  }
  return null;
}

export const EXCLAMATION_RE = /!/g;

/** A block written in capitals: 6+ words and no lower-case letter. */
export const NO_LOWER_RE = /\p{Ll}/u;

export const LONG_WORD_RE = /\b\p{L}{13,}\b/gu;

/** The visitor's outcome, in words a visitor would use. */
export const OUTCOME_RE =
  /\b(save[sd]?|saving|grow|grows|boost\w*|increase[sd]?|reduce[sd]?|cut|cuts|faster|easier|simpler|without|effortless(ly)?|in minutes|instantly|improve[sd]?|earn|protect\w*|avoid|never again|peace of mind|hassle[- ]free|stress[- ]free|worry[- ]free|spend less|more time|look better|feel better|sleep better|win more|close more)\b/i;

/** Pain the visitor recognises: the problem a page should name before its solution. */
export const PAIN_RE =
  /\b(tired of|sick of|fed up|struggl\w*|frustrat\w*|hassle|headaches?|wast(e|es|ed|ing)|painful|pain points?|overwhelm\w*|stuck|worr(y|ied|ies)|stress(ed|ful)?|confus\w*|difficult|hard to|costly|losing|juggl\w*|tedious|complicated|annoying|chaos|chaotic|slow(s|ed)? (you|your) down|drowning in|spreadsheets? hell|manual work|guesswork)\b/i;

export const HOW_IT_WORKS_RE =
  /\b(how (it|this|we|they) works?|how to (get started|start|order|book)|(\d|two|three|four|five|simple|easy) (simple |easy |quick )?steps|step[- ]by[- ]step|our process|the process|getting started|step (1|one)\b)/i;

export const COMPANY_FIRST_RE =
  /^\s*(about( us)?\b|our (story|history|company|team|mission|founders?|values)\b|who we are\b|welcome\b|meet (the|our) team\b|company history\b|since \d{4}\b|established in\b)/i;

export const INVITE_RE =
  /\b(ready|get started|start|try|join|sign up|contact|talk|book|let's|lets|get in touch|request|schedule|claim|order|shop|call|begin|what are you waiting|next step|work with us|get your|get a|reach out|say hello|hire|apply|donate|subscribe|download)\b/i;

export const GENERIC_LINK_TEXT =
  /^(?:click here|click|here|read more|more|more info|more information|info|link|this|this link|details|continue reading|go|page)[.!…»›>\s]*$/i;
