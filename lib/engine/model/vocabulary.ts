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
