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

/** Week days as hours print them, in the languages the audit reads (English with its abbreviations). */
const WEEK_DAY_NAME = [
  'mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?',
  'montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  'lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?',
  'luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica',
  'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag',
  'segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?',
].join('|');
/** The short forms of the other languages ("Mo", "lun", "ma"): words of their own elsewhere, so only in a range. */
const WEEK_DAY_SHORT =
  'mo|di|mi|do|fr|sa|so|lun|mer|jeu|ven|sam|dim|mi[ée]|jue|vie|s[áa]b|dom|ma|wo|vr|za|zo';
const WEEK_DAY = `${WEEK_DAY_NAME}|${WEEK_DAY_SHORT}`;
/** A clock time with its mark ("9:00", "9h30", "17 Uhr", "5pm") or the start of a span ("9-18"). */
const CLOCK = String.raw`\d{1,2}(?:[:.h]\d{2}|\s*(?:uhr|h|am|pm|a\.m\.|p\.m\.)(?![\p{L}\p{N}])|\s*[-–]\s*\d{1,2}(?:[:.h]\d{2})?\s*(?:uhr|h|am|pm)?)`;

/**
 * Opening hours as pages print them, in the languages the audit reads: what the block is called
 * ("Opening hours", "Öffnungszeiten", "Sprechzeiten", "Horaires d'ouverture", "Horario de
 * atención", "Orari di apertura", "Openingstijden", "Horário de funcionamento", "open 24/7"), a
 * range of days followed by a time ("Mon-Fri 9am-5pm", "Montag bis Freitag ab 17 Uhr", "du lundi au
 * vendredi 9h-18h", "de lunes a viernes de 9:00", "dal lunedì al venerdì 9-18", "ma t/m vr 8.00"),
 * a range of days named in full ("Mon - Sat", "Montag bis Freitag"), one day named in full with
 * its hours ("Saturday 9am-1pm", "Samstag 9-13 Uhr") or "Hours: 9am". Not a bare "24/7" (support
 * that never sleeps is no door that opens). The one
 * vocabulary of the idea: the contact detector reads hours with it, SERV_007 looks for them.
 */
export const OPENING_HOURS = new RegExp(
  `${WORD_OPEN}opening hours|business hours|office hours|hours of operation|open 24/7|open 24 hours|` +
    "öffnungszeiten|sprechzeiten|geschäftszeiten|horaires d['’]ouverture|heures d['’]ouverture|" +
    'horarios? de (?:atención|apertura)|orari(?:o)? di apertura|openingstijden|openingsuren|' +
    'hor[áa]rios? de (?:funcionamento|atendimento)' +
    `|(?:${WEEK_DAY_NAME})\\.?\\s*(?:-|–|—|to|through|thru|bis|au|à|al|t/m|tot|até)\\s*(?:${WEEK_DAY_NAME})(?![\\p{L}\\p{N}])` +
    `|(?:open|hours)(?![\\p{L}\\p{N}])[^.\\n]{0,25}?\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)` +
    `|(?:${WEEK_DAY})\\.?\\s*(?:-|–|—|to|through|thru|bis|au|à|a|al|t/m|tot|até)\\s*(?:${WEEK_DAY})\\.?[^\\n\\d]{0,20}${CLOCK}` +
    `|(?:${WEEK_DAY_NAME})\\.?\\s*:?\\s*(?:from |von |de |dalle )?\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:am|pm|h|uhr)?\\s*(?:-|–|to|bis|à|a|alle)\\s*\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:am|pm|h|uhr)?` +
    WORD_CLOSE,
  'iu',
);

/**
 * Open around the clock ("24/7 emergency service", "rund um die Uhr"): opening hours of a business
 * that serves people on the spot, but not a detail to read as its hours anywhere else (a software
 * vendor's "available 24/7"), so only SERV_007, a local business's check, counts it.
 */
export const AROUND_THE_CLOCK = vocabulary(
  '24/7|24 hours|24 hrs|24h/24|rund um die uhr|24 stunden|jour et nuit|24 horas|24 ore su 24|dag en nacht',
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
