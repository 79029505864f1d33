/**
 * The rule every rewrite obeys: it may rearrange what the page says, never add to it. A number or
 * a capitalised word (the cheap proper-noun test) in a rewrite must appear in the page's own text.
 */

const NUMBER = /\d+(?:[.,]\d+)*/g;
const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’&-]*/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

/** Digits of a number with thousands separators and decimal marks dropped: "10,000" -> "10000". */
function digitsOf(n: string): string {
  return n.replace(/[.,]/g, '');
}

/** What a page says, indexed for the guardrail's questions. Build once per page. */
export class PageVocabulary {
  private readonly numbers: Set<string>;
  private readonly words: Set<string>;
  private readonly lowerWords: Set<string>;
  private readonly counts = new Map<string, number>();

  constructor(pageText: string) {
    this.numbers = new Set((pageText.match(NUMBER) ?? []).map(digitsOf));
    const words = pageText.match(WORD) ?? [];
    this.words = new Set(words);
    this.lowerWords = new Set(words.map((w) => w.toLowerCase()));
    for (const w of words) this.counts.set(w, (this.counts.get(w) ?? 0) + 1);
  }

  hasNumber(n: string): boolean {
    return this.numbers.has(digitsOf(n));
  }

  /** The exact word (case-sensitive) occurs in the page. */
  hasWord(word: string): boolean {
    return this.words.has(word);
  }

  /**
   * The word reads as a name: written in capitals or with inner capitals ("SaaS", "LIU"), or
   * written capitalised more often than in lower case ("Formly"; its domain name may appear
   * in lower case once).
   */
  isNameLike(word: string): boolean {
    if (word.length > 1 && (word === word.toUpperCase() || /\p{Lu}/u.test(word.slice(1)))) return true;
    const lower = word.toLowerCase();
    const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
    return (this.counts.get(capital) ?? 0) > (this.counts.get(lower) ?? 0);
  }

  /** The word occurs in the page in any case. */
  hasWordAnyCase(word: string): boolean {
    return this.lowerWords.has(word.toLowerCase());
  }
}

/** Numbers in the text that the page never states. */
export function introducedNumbers(text: string, vocabulary: PageVocabulary): string[] {
  return (text.match(NUMBER) ?? []).filter((n) => !vocabulary.hasNumber(n));
}

/**
 * Capitalised words in the text that the page never writes that way, except the given common
 * words (the deterministic rewriter's own template words, none of them a name).
 */
export function introducedNames(
  text: string,
  vocabulary: PageVocabulary,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  return (text.match(CAPITALISED) ?? [])
    .map((w) => w.replace(/['’-]+$/, ''))
    .filter((w) => !vocabulary.hasWord(w) && !allowed.has(w));
}
