/** Words of an offer: what it gives, how little it asks, the trial it may be. */
import { WORD_CLOSE, WORD_OPEN } from '../../../model/vocabulary.js';

/** Risk-reducing microcopy placed next to an ask (privacy and security notes are judged by their own groups). */
export const REASSURANCE_RE =
  /\b(no credit card|no card required|cancel any ?time|free (trial|shipping|returns?|delivery|consultation|quote|estimate|forever)|no (obligation|commitment|contract|setup fees?|hidden fees)|money[- ]back|risk[- ]free|free to (try|start|use)|\d+[- ]day (guarantee|returns?|trial))\b/i;

/** Something useful given away before the ask (reciprocity). */
export const FREE_VALUE_RE =
  /\bfree\s+(?:[\p{L}-]+\s+){0,2}(guides?|e-?books?|checklists?|templates?|toolkits?|tools?|calculators?|audits?|assessments?|consultations?|consults?|quotes?|estimates?|samples?|webinars?|courses?|class(es)?|lessons?|reports?|worksheets?|resources?|downloads?|analys[ie]s|reviews?|strategy calls?|sessions?|evaluations?|inspections?|tastings?|swatch(es)?|demos?|workshops?|masterclass(es)?|trials? (lesson|class)|ebooks?)\b/iu;

/** A plan marked as the default choice. */
export const POPULAR_RE =
  /\b(most popular|recommended|best value|best deal|popular choice|most chosen|customer favou?rite|top pick|best seller|bestseller|our pick|most loved)\b/i;

/** The effort of the first step, quantified. */
export const EFFORT_RE =
  /\b(in (under |less than |just |only )?(\d+|one|two|three|five|ten|sixty|thirty) (seconds?|minutes?|mins?|clicks?|steps?)|takes (only |just |less than |under |about )?(\d+|one|two|three|five|ten|thirty) (seconds?|minutes?|mins?)|(\d+|one|two|three|five|ten|thirty)[- ](second|minute|min|click|step)s? (setup|set-up|sign ?up|sign-up|install|installation|process|form|quote|checkout|application|onboarding)|(one|1|two|2)[- ]click|set ?up in (minutes|seconds))\b/i;

/** A small interactive first step: a quiz, calculator or configurator. */
export const MICRO_TOOL_RE =
  /\b(take (the|our) quiz|quiz|calculator|calculate (your|how)|configurator|build your own|design your own|find your (perfect|ideal|right|best)? ?(match|size|fit|plan|shade|product)|personali[sz]ed (recommendation|plan|quote|routine)s?|score your|check your (score|site|eligibility|rate)|test your|estimate your|see how much you)\b/i;

/**
 * An explicit trial offer ("free trial", "start your trial", "14-day trial"): the page offers one.
 * Narrower than TRIAL_MENTION_RE, which also takes the bare word.
 */
export const TRIAL_OFFER_RE = /\b(free trial|trial period|start (your )?trial|\d{1,3}[- ]day trial)\b/i;

/**
 * Any mention of a trial, the bare word "trial" included ("try it free" too). Wider than
 * TRIAL_OFFER_RE: used where a trial mentioned anywhere calls for its terms.
 */
export const TRIAL_MENTION_RE = /\b(free trial|trial period|try it free|start (your )?trial|\btrial\b)/i;

/**
 * A free first step of a service business: a free (initial, in-home, no-obligation, 30-minute...)
 * consultation, quote, estimate, assessment or inspection, a complimentary one, or a no-obligation
 * offer. One vocabulary for the checks that ask for it, whether a sentence or a button says it, in
 * the languages FREE_FIRST_STEP_LANGUAGES names: German puts "kostenlos" before the step
 * ("kostenlose Erstberatung", "unverbindliches Angebot"), French, Spanish, Italian and Portuguese
 * after it ("devis gratuit", "presupuesto sin compromiso", "preventivo gratuito", "orçamento grátis"),
 * Dutch before ("gratis offerte", "vrijblijvend advies"); the Romance languages have their "no
 * obligation" too. German "Angebote" (deals) is no quote: only "Angebot" counts.
 */
const FREE_FIRST_STEP_EN = String.raw`\b(?:free|complimentary|no[- ]cost)\s+(?:[\p{L}\d-]+\s+){0,2}(?:consultations?|consults?|quotes?|quotations?|estimates?|assessments?|audits?|inspections?|strategy (?:calls?|sessions?)|discovery calls?|proposals?|evaluations?|case (?:reviews?|evaluations?)|measures?|site visits?|valuations?|appraisals?|surveys?|check-?ups?)\b|\bno[- ]obligation\b`;
/** Up to two words between a step and its free word in the Romance languages ("devis entièrement gratuit"). */
const THEN = String.raw`\s+(?:[\p{L}\d-]+\s+){0,2}?`;
/** The step's nouns and their free words in the other languages, each a whole word (WORD_OPEN, WORD_CLOSE). */
const FREE_FIRST_STEP_INTL = [
  // German: the free word first; "Beratung" and "Check" end compounds (Erstberatung, Websitecheck)
  String.raw`(?:kosten(?:los|frei)|gratis|unverbindlich)(?:e[mnrs]?)?[\s-]+(?:[\p{L}\d-]+\s+){0,2}(?:[\p{L}-]*beratung|beratungsgespräch|erstgespräch|angebot|kostenvoranschlag|[\p{L}-]*analyse|besichtigung|[\p{L}-]*check|[\p{L}-]*einschätzung|wertermittlung|probetraining|probestunde)`,
  String.raw`(?:erst)?beratung (?:ist )?(?:kostenlos|kostenfrei|gratis|unverbindlich)|kostenlos und unverbindlich|unverbindlich (?:anfragen|anfordern|beraten lassen)`,
  // French
  String.raw`(?:devis|consultation|diagnostic|estimation|[ée]valuation|audit|bilan|visite|rendez-vous|premier rendez-vous|séance d'essai|cours d'essai)${THEN}(?:gratuite?s?|offerte?s?)|sans engagement`,
  // Spanish
  String.raw`(?:presupuestos?|consulta|asesor[íi]a|evaluaci[óo]n|valoraci[óo]n|diagn[óo]stico|cotizaci[óo]n|visita|auditor[íi]a)${THEN}(?:gratis|gratuit[oa]s?|sin (?:costo|coste|cargo))|sin compromiso`,
  // Italian
  String.raw`(?:preventiv[oi]|consulenza|consulto|valutazione|sopralluogo|diagnosi|visita)${THEN}(?:gratuit[oa]|gratis)|senza impegno`,
  // Portuguese
  String.raw`(?:or[çc]amentos?|consulta|consultoria|avalia[çc][ãa]o|diagn[óo]stico|visita)${THEN}(?:gr[áa]tis|gratuit[oa]s?|sem custo)|sem compromisso`,
  // Dutch
  String.raw`(?:gratis|kosteloze?|vrijblijvende?)\s+(?:[\p{L}\d-]+\s+){0,2}(?:offerte|\p{L}*advies|adviesgesprek|kennismakingsgesprek|consult|intakegesprek|prijsopgave|inspectie|taxatie)`,
].join('|');
export const FREE_FIRST_STEP_RE = new RegExp(
  `${FREE_FIRST_STEP_EN}|${WORD_OPEN}${FREE_FIRST_STEP_INTL}${WORD_CLOSE}`,
  'iu',
);
/** The languages FREE_FIRST_STEP_RE reads. */
export const FREE_FIRST_STEP_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;

/** A promise that returns cost the buyer nothing (free return shipping, prepaid label, free exchanges). */
export const FREE_RETURNS_RE =
  /\bfree (returns?|return shipping|exchanges?)\b|\breturns? (are|is) (always )?free\b|\bprepaid return (label|shipping)\b|\bno[- ]cost returns?\b|\breturn for free\b/i;
