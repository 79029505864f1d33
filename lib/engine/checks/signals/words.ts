/**
 * Counting and normalising words. Two ideas of "the meaningful words of a text" live here because
 * checks rely on both: contentWords (4+ letters, a list, for comparing copy with the brand and the
 * headline) and keywords (3+ letters, a set, with a stop list that also drops shop words, for SEO
 * title and heading matching).
 */
import type { PageModel } from '../../model/page-model.js';

const WORD_RE = /\S+/g;

export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/** Tokens that hold a letter: the words of a sentence, without its dates, figures and dashes. */
const LETTER_WORD_RE = /\S*\p{L}\S*/gu;

/** How many words of a sentence a text has: "Last-Minute 28.01. - 05.02. 10% sparen!" has two. */
export function countLetterWords(text: string): number {
  return text.match(LETTER_WORD_RE)?.length ?? 0;
}

/** Occurrences of a global regex in a text. */
export function countMatches(text: string, globalRe: RegExp): number {
  return text.match(globalRe)?.length ?? 0;
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CONTENT_STOP_WORDS = new Set(
  (
    'the and for with your you our that this from are have has will can all more what when into about just ' +
    'their they them then than there here best make makes made get gets home page site welcome online ' +
    'official free new now how why who which where each every most some only also very over under ' +
    'com www inc ltd llc'
  ).split(' '),
);

const CONTENT_TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

/** Lower-cased words of 4+ letters that are not stop words, with a plural "s" dropped. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(CONTENT_TOKEN_RE) ?? []) {
    if (raw.length < 4 || CONTENT_STOP_WORDS.has(raw)) continue;
    out.push(raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return out;
}

const KEYWORD_STOP_WORDS = new Set(
  'the and for with your you our from that this are was were will have has into onto about more than their they them what when where which who why how home homepage page welcome official site online best free shop store buy get new'.split(
    ' ',
  ),
);

const KEYWORD_TOKEN_RE = /[\p{L}\p{N}]+/gu;

/** Distinct meaningful words of a text (lower case, 3+ letters, stopwords dropped, plural "s" cut). */
export function keywords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(KEYWORD_TOKEN_RE) ?? []) {
    if (w.length < 3 || KEYWORD_STOP_WORDS.has(w)) continue;
    out.add(w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

// ---------------------------------------------------------------------------------------------
// Calls to action

/** Body words of the main content (not header, nav or footer). */
export function mainWords(model: PageModel): number {
  let n = 0;
  for (const b of model.textBlocks) if (b.region === 'main' || b.region === 'aside') n += b.words;
  return n;
}
