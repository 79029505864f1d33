import { phoneMatches } from '../model/phone.js';
import type { CopyElement } from './rewrite-types.js';

/** Longest alternative per element: characters, and words where a reader counts words. */
export const COPY_LIMITS: Record<CopyElement, { chars: number; words?: number }> = {
  headline: { chars: 90, words: 14 },
  subheadline: { chars: 200 },
  primary_cta: { chars: 40, words: 5 },
  meta_title: { chars: 60 },
  meta_description: { chars: 155 },
};

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;
/** Short words that may repeat in a short text without reading as a stutter. */
const SMALL = new Set(
  'the a an and or of to for with in on at by your you our we is are be it this that from as my mit und der die das den für von zu le la les des de du et pour avec en un une el los las del y con para por su'.split(
    ' ',
  ),
);

/** The words a reader counts in a text, a phone number ("01 23 45 67 89") counting as one. */
export function countedWords(text: string): number {
  let rest = text;
  for (const phone of phoneMatches(text)) rest = rest.replace(phone, '0');
  return (rest.match(WORD) ?? []).length;
}

/**
 * What makes a text unfit to paste, or null: over the element's length, a word said twice, or
 * punctuation a copywriter would not leave (space before a mark, doubled marks, an ellipsis, a
 * dangling separator, a lower-case start, unbalanced brackets or quotes).
 */
export function copyProblem(text: string, element: CopyElement): string | null {
  const limit = COPY_LIMITS[element];
  const words = (text.match(WORD) ?? []).map((w) => w.toLowerCase());
  if (text.length > limit.chars) return `longer than ${limit.chars} characters`;
  if (limit.words !== undefined && countedWords(text) > limit.words) return `more than ${limit.words} words`;
  for (let i = 1; i < words.length; i++) if (words[i] === words[i - 1]) return `“${words[i]}” twice in a row`;
  if (element !== 'subheadline' && element !== 'meta_description') {
    const seen = new Set<string>();
    for (const w of words) {
      if (w.length < 4 || SMALL.has(w)) continue;
      if (seen.has(w)) return `“${w}” twice`;
      seen.add(w);
    }
  }
  if (/\s[,.;:!?](?!\d)/.test(text)) return 'a space before punctuation';
  if (/([,;:!?])\s*[.,;:!?]|\.\s*[,;:]|(?<!\.)\.\.(?!\.)|…|\.\.\./.test(text)) return 'doubled punctuation';
  if (/[,;:–—-]$/.test(text)) return 'ends on a separator';
  if (/^[^\p{L}\p{N}¿¡]/u.test(text) || /^\p{Ll}/u.test(text)) return 'does not start with a capital';
  if (/�/.test(text)) return 'a broken character';
  for (const [o, c] of [
    ['(', ')'],
    ['[', ']'],
    ['“', '”'],
  ])
    if (text.split(o).length !== text.split(c).length) return `unbalanced ${o}${c}`;
  if ((text.match(/"/g) ?? []).length % 2 === 1) return 'unbalanced quotes';
  return null;
}

/**
 * The seam of the page (PageModel.seams, "Roses Let") a text contains, or null: copy that joins a
 * heading to the paragraph under it, or the lines of a heading broken with <br>, into one run-on
 * sentence ("One Dozen Red and White Roses Let that romantic side of you be known!"), as a CMS's
 * meta description or a fact quoted across lines does. Whole words, case as written.
 */
export function stitchedAt(text: string, seams: readonly string[] | undefined): string | null {
  if (!seams || seams.length === 0) return null;
  const wordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  for (const seam of seams) {
    // every occurrence: the first may sit inside a longer word
    for (let at = text.indexOf(seam); at >= 0; at = text.indexOf(seam, at + 1))
      if (!wordChar(text[at - 1]) && !wordChar(text[at + seam.length])) return seam;
  }
  return null;
}
