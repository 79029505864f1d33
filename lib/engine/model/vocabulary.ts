/**
 * Word-bounded patterns in any alphabet: `\b` only knows ASCII words, so "café" or "kostenlos"
 * next to a letter with an accent would match inside a word. The ASCII lookbehind comes first: it
 * answers the same as the Unicode one for the letters and digits most text is made of, at a
 * fraction of its cost (the industry patterns scan 30,000 characters of a page).
 */

/** Opening of a word-bounded alternation (its `source` follows, then WORD_CLOSE). */
export const WORD_OPEN = '(?<![a-z0-9])(?<![\\p{L}\\p{N}])(?:';
export const WORD_CLOSE = ')(?![\\p{L}\\p{N}])';

/** A case-blind, word-bounded alternation of `source`; `cjk`, for scripts without spaces, is matched as it is. */
export function vocabulary(source: string, cjk?: string): RegExp {
  const bounded = `${WORD_OPEN}${source}${WORD_CLOSE}`;
  return new RegExp(cjk ? `${bounded}|${cjk}` : bounded, 'iu');
}

/** English month names and their abbreviations, for the date patterns of the model and the checks. */
export const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** English week days as hours print them: names, abbreviations and plurals ("Saturdays", "Thur", "Weds"). */
const EN_DAY =
  'mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday|s)?s?|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?';
/** The week days of the other languages the audit reads, named in full. */
const INTL_DAY = [
  'montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  'lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?',
  'luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica',
  'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag',
  'segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?',
].join('|');
/** Their short forms ("Mo", "mar", "gio", "seg", "vr"): words of their own elsewhere, so only in a list of days with a time. */
const SHORT_DAY =
  'mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|mi[ée]|jue|vie|s[áa]b|dom|gio|ma|wo|vr|za|zo|seg|ter|qua|qui|sex';
const ANY_DAY = `${EN_DAY}|${INTL_DAY}|${SHORT_DAY}`;
/** Between the days of a range or a list: "-", "to", "bis", "au", "a", "al", "t/m", "/", "&", ",". */
const DAY_JOIN = String.raw`\s*(?:-|–|—|to|through|thru|till|until|bis|au|à|a|al|t/m|tot|até|/|&|,|und|et|y|e)\s*`;
/** Between the days and the time: a colon or comma and the word for "from". */
const TO_TIME = String.raw`\.?\s*[:,]?\s*(?:(?:von|ab|de|des|dès|das|dalle|dal|van|vanaf|from|jeweils)\s+)?`;
/** A time with its mark ("9:00", "9h30", "17 Uhr", "5pm"; not a date's "12.07."), or a span of hours ("8-18"). */
const CLOCK = String.raw`\d{1,2}(?:[:.h]\d{2}(?![.\d])|\s*(?:uhr|h|am|pm|a\.m\.|p\.m\.)(?![\p{L}\p{N}])|\s*[-–]\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:uhr|h|am|pm)?(?![\p{L}\p{N}]))`;

/** A heading naming the hours: "Opening hours", "Öffnungszeiten", "Horaires d'ouverture", "Openingstijden". */
const HOURS_HEADING =
  "opening hours|business hours|office hours|hours of operation|open 24/7|open 24 hours|öffnungszeiten|sprechzeiten|geschäftszeiten|horaires d['’]ouverture|heures d['’]ouverture|horarios? de (?:atención|apertura)|orari(?:o)? di apertura|openingstijden|openingsuren|hor[áa]rios? de (?:funcionamento|atendimento)";

/**
 * Opening hours as a contact detail, in the languages the audit reads: what the block is called
 * ("Opening hours", "Öffnungszeiten", "Sprechzeiten", "Horaires d'ouverture", "Horario de
 * atención", "Orari di apertura", "Openingstijden", "Horário de funcionamento"), days followed by
 * a time ("Mon-Fri 9am-5pm", "Montag bis Freitag ab 17 Uhr", "du lundi au vendredi 9h-18h", "Sa/So
 * 10-18 Uhr", "ma t/m vr 8.00-17.00", "Seg. a Sex. das 8h às 18h"), an English day with its hours
 * ("Saturdays 9am-1pm", "Mon 9-5") or another language's day with marked hours ("Samstag 9-13
 * Uhr"). Read through openingHoursIn, which also turns away order and delivery cut-offs.
 */
export const OPENING_HOURS = new RegExp(
  `${WORD_OPEN}${HOURS_HEADING}` +
    `|(?:${ANY_DAY})(?:\\.?${DAY_JOIN}(?:${ANY_DAY}))+${TO_TIME}${CLOCK}` +
    String.raw`|(?:${EN_DAY})\.?\s*:?\s*(?:from\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|until|till)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?` +
    String.raw`|(?:${INTL_DAY})\s*:?\s*(?:(?:von|de|dalle|van)\s+)?\d{1,2}(?:[:.h]\d{2})?\s*(?:uhr|h)?\s*(?:-|–|bis|à|a|alle|tot)\s*\d{1,2}(?:[:.h]\d{2}|\s*(?:uhr|h))` +
    WORD_CLOSE,
  'iu',
);

/** An order or delivery cut-off ("Mo-Fr bis 14 Uhr bestellt", "Orders placed Mon-Fri before 2pm"): not the hours a door opens. */
const ORDER_CUTOFF =
  /bestell|besteld|command[ée]|\border|lieferung|versand|livraison|shipping|\bships?\b|deliver|env[íi]o|spedizion|verzend|levering|entrega|bezorg/i;

/** The opening hours a line of the page states (OPENING_HOURS), or null. */
export function openingHoursIn(text: string): string | null {
  const m = OPENING_HOURS.exec(text);
  if (!m || ORDER_CUTOFF.test(text)) return null;
  // "so-so, 2-3 scratches": a range from a day to the same day is no range of days
  const same = /^(\p{L}+)\.?\s*[-–/]\s*(\p{L}+)/u.exec(m[0]);
  if (same && same[1].toLowerCase() === same[2].toLowerCase()) return null;
  return m[0];
}

/**
 * The hours mentioned in words rather than stated: a range of days named in full ("Open Monday to
 * Saturday") or "hours ... 9am". Enough for SERV_007 (a local business that says when it opens), not
 * a contact detail.
 */
export const HOURS_MENTIONED = new RegExp(
  `${WORD_OPEN}(?:${EN_DAY}|${INTL_DAY})\\.?\\s*(?:-|–|—|to|through|thru|bis|au|al|t/m|tot|até)\\s*(?:${EN_DAY}|${INTL_DAY})` +
    String.raw`|(?:open|hours)(?![\p{L}\p{N}])[^.\n]{0,25}?\d{1,2}(?::\d{2})?\s*(?:am|pm)` +
    WORD_CLOSE,
  'iu',
);

/**
 * Open around the clock ("24/7 emergency service", "rund um die Uhr", "24h/24"): the hours of a
 * business that serves people on the spot, but not a detail to read as its hours anywhere else (a
 * software vendor's "available 24/7"), so only SERV_007, a local business's check, counts it. A bare
 * "24 hours" is a delay ("Rückruf innerhalb von 24 Stunden"), not opening hours.
 */
export const AROUND_THE_CLOCK = vocabulary(
  '24/7|24h/24|24/24|24 hours a day|24 hrs a day|rund um die uhr|24 stunden am tag|jour et nuit|24 heures sur 24|24 horas al día|24 ore su 24|dag en nacht',
);

/**
 * Words a line does not end on when its sentence is over: articles, prepositions, conjunctions
 * and possessives of the languages the audit reads ("Your family dentist in<br>Berlin" goes on
 * across the break). Lower case.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but of to for from with without in into on onto at by as than via per your our my their his her its this that these those ' +
    'der die das den dem des ein eine einen einem einer und oder aber von zu zum zur für mit ohne in im an am auf bei aus nach über unter vor ihr ihre ihren unser unsere sie wir ' +
    'le la les l un une des du de d et ou mais pour par avec sans en dans sur chez au aux votre vos notre nos ' +
    'el los las lo una unos unas del al y o pero para por con sin en sobre su sus tu tus nuestro nuestra ' +
    'il lo gli i di da della del delle dei e o ma per con senza nel nella sul sulla tuo tua nostro nostra ' +
    'het een en of maar van voor met zonder op bij naar uw onze ' +
    'os as um uma do da dos das e ou mas com sem no na nos nas seu sua ' +
    'och eller men av för med utan på till vår vårt våra er ert era'
  ).split(' '),
);
