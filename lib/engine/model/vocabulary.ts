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
