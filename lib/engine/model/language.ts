/**
 * The page's main language, read from its visible text by counting stop words (the short function
 * words every sentence of a language uses). Templates often keep lang="en" whatever the copy is
 * written in, so the text wins when it clearly points to one language; otherwise the declared
 * <html lang> or Content-Language decides; otherwise the language is unknown.
 */
import { attr, type PageDom } from './dom.js';
import type { LanguageFacts } from './page-model.js';

/** Frequent function words per language. A word shared by several languages counts for each, divided among them. */
const STOP_WORDS: Record<string, string> = {
  en: 'the and of to is in that for with you your are this on it be as was have from by or we our not at an will can all more they their has which about but if what when how been were would there',
  de: 'der die das und ist nicht ein eine einen einem einer mit sich auf für von den dem zu im des auch es sie wir ihr ihre oder bei nach aus wie werden wird sind noch nur über kann können mehr unsere unser uns zum zur wenn dass haben hat',
  fr: 'le la les et est des du une un pour dans que qui sur pas avec ce cette nous vous votre vos sont au aux par plus mais ou être été leur ses son sa ces il elle tout tous très',
  es: 'el la los las y es del que en un una por con para se no su sus al lo como más pero este esta nuestro nuestra nuestros son está muy también hay usted todo todos desde sobre',
  it: 'il lo la gli le di che è e un una per con non del della dei delle nel nella sono al alla anche come più ma questo questa si ci nostro nostra siamo tutti degli dal sul',
  nl: 'de het een en van is dat die in op te voor met niet zijn er ook aan bij maar om wat als naar door wij we ons onze je uw meer worden wordt kunt hebben heeft deze dit',
  pt: 'o a os as e de do da dos das que em um uma para com não por se no na nos nas ao mais mas como seu sua são é está você também nosso nossa pelo pela',
  pl: 'i w z na nie się to jest że do o jak ale po co tak za od już tylko jego jej przez dla czy są być może oraz który która które tym ten ta te nas nasz nasze naszych jeszcze bardzo także lub',
  sv: 'och i att det som en på är av för med till den har de inte om ett vi ni du var jag men så kan från eller när vid hos våra vår vårt er ert mer alla här också sig sina detta dessa',
  da: 'og i at det som en på er af for med til den har de ikke om et vi du var jeg men så kan fra eller når ved hos vores jeres mere alle her også sig sine dette disse',
  no: 'og i at det som en på er av for med til den har de ikke om et vi du var jeg men så kan fra eller når ved hos våre vår vårt deres mer alle her også seg sine dette disse',
};

/** Language tags whose primary subtag names a variety of a language above (Norwegian Bokmål, Nynorsk). */
const VARIETY_OF: Record<string, string> = { nb: 'no', nn: 'no' };

const WEIGHTS: Map<string, Map<string, number>> = (() => {
  const owners = new Map<string, string[]>();
  for (const [code, list] of Object.entries(STOP_WORDS))
    for (const word of list.split(' ')) owners.set(word, [...(owners.get(word) ?? []), code]);
  const weights = new Map<string, Map<string, number>>();
  for (const [word, codes] of owners) weights.set(word, new Map(codes.map((c) => [c, 1 / codes.length])));
  return weights;
})();

export const CONTENT_LANGUAGES: readonly string[] = Object.keys(STOP_WORDS);

/** Length (UTF-16 units) of the longest stop word: a longer run of letters is none. */
const LONGEST_STOP_WORD = Math.max(...[...WEIGHTS.keys()].map((w) => w.length));

const LETTER = /^\p{L}$/u;
/** Per UTF-16 unit outside ASCII: 0 not asked yet, 1 a letter (\p{L}), 2 not one. */
const BMP_LETTER = new Uint8Array(0x10000);

/** The length of the code point at i (2 for a surrogate pair, else 1). */
function codePointLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return 1;
  const next = text.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/**
 * The length of the letter (\p{L}, as the u flag reads it: a surrogate pair is one code point) at
 * i, 0 when there is none. ASCII is answered by range, other units once each by the pattern.
 */
function letterAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : 0;
  const length = codePointLength(text, i);
  if (length === 2) return LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
  let known = BMP_LETTER[c];
  if (known === 0) {
    // a lone surrogate is no letter (category Cs), as the pattern reads it
    known = c >= 0xd800 && c <= 0xdfff ? 2 : LETTER.test(String.fromCharCode(c)) ? 1 : 2;
    BMP_LETTER[c] = known;
  }
  return known === 1 ? 1 : 0;
}

/** Below this much stop-word evidence the text decides nothing. */
const MIN_EVIDENCE = 6;

export interface LanguageScore {
  code: string;
  score: number;
}

/** Each language's stop-word score over the text, highest first. */
export function scoreLanguages(text: string): LanguageScore[] {
  const scores = new Map<string, number>(CONTENT_LANGUAGES.map((c) => [c, 0]));
  const lower = text.slice(0, 60_000).toLowerCase();
  // the words are the runs of letters /\p{L}+/gu finds, read in place: only one short enough to
  // be a stop word is cut out and looked up (most words of a page are longer than any stop word)
  const n = lower.length;
  let i = 0;
  while (i < n) {
    const first = letterAt(lower, i);
    if (first === 0) {
      i += codePointLength(lower, i);
      continue;
    }
    const start = i;
    i += first;
    for (let step = letterAt(lower, i); step > 0; step = letterAt(lower, i)) i += step;
    if (i - start > LONGEST_STOP_WORD) continue;
    const owners = WEIGHTS.get(lower.slice(start, i));
    if (owners) for (const [code, w] of owners) scores.set(code, (scores.get(code) ?? 0) + w);
  }
  return [...scores]
    .map(([code, score]) => ({ code, score: Math.round(score * 100) / 100 }))
    .sort((a, b) => b.score - a.score);
}

/** The primary subtag of a language tag ("en-GB" -> "en"), or null when it is not an ISO 639-1 code. */
export function primarySubtag(tag: string | null | undefined): string | null {
  const m = /^\s*([a-z]{2})(?:[-_][a-z0-9]+)*\s*$/i.exec(tag?.split(',')[0] ?? '');
  if (!m) return null;
  const code = m[1].toLowerCase();
  return VARIETY_OF[code] ?? code;
}

/**
 * The declared Content-Language: a meta in the page (http-equiv, or the name= that many CMSs write
 * instead: `<meta name="Content-language" content="cs">`), else the response header.
 */
export function declaredContentLanguage(dom: PageDom, headers: Record<string, string>): string | null {
  for (const meta of dom.tag('meta')) {
    const key = (attr(meta, 'http-equiv') ?? attr(meta, 'name') ?? '').toLowerCase();
    if (key === 'content-language') {
      const content = attr(meta, 'content');
      if (content?.trim()) return content.trim();
    }
  }
  return headers['content-language']?.trim() || null;
}

/** Country codes written where a language code belongs ("en-GB" cut to "GB"). */
const COUNTRY_CODES: ReadonlySet<string> = new Set(['gb', 'us']);
/** Languages written in a script other than Latin: a Latin page declaring one declares a country. */
const NON_LATIN_LANGUAGES: ReadonlySet<string> = new Set([
  'ru',
  'uk',
  'be',
  'bg',
  'mk',
  'el',
  'ja',
  'zh',
  'ko',
  'th',
  'he',
  'ar',
  'fa',
  'hi',
  'ka',
  'hy',
  'ur',
]);

/**
 * Decides the language: the text when one language clearly leads (twice the runner-up), else the
 * declaration, else the text when it leads at all, else null.
 */
export function detectLanguage(input: {
  text: string;
  htmlLang: string | null;
  contentLanguage?: string | null;
}): LanguageFacts {
  const declared = input.htmlLang?.trim() || input.contentLanguage?.trim() || null;
  const given = primarySubtag(input.htmlLang) ?? primarySubtag(input.contentLanguage);
  // "gb" and "us" are countries, not languages: such a declaration declares nothing
  const declaredCode = given && COUNTRY_CODES.has(given) ? null : given;
  const [best, second] = scoreLanguages(input.text);
  const evident = best.score >= MIN_EVIDENCE;
  // the stop words cannot tell a language they do not list (Hungarian, Czech) from the ones they
  // do: its short words ("a", "e") read as Portuguese. Its declaration stands, unless that language
  // is written in another script than the page's clearly readable Latin text ("uk" for Britain on
  // an English page is a country taken for Ukrainian)
  const otherScript =
    declaredCode !== null &&
    NON_LATIN_LANGUAGES.has(declaredCode) &&
    evident &&
    best.score >= 2 * second.score &&
    dominantScript(input.text) === null;
  if (declaredCode && !CONTENT_LANGUAGES.includes(declaredCode) && !otherScript)
    return { code: declaredCode, source: 'html-lang', declared };
  if (evident && best.score >= 2 * second.score) return { code: best.code, source: 'content', declared };
  if (declaredCode) return { code: declaredCode, source: 'html-lang', declared };
  if (evident && best.score >= 1.3 * second.score) return { code: best.code, source: 'content', declared };
  const script = dominantScript(input.text);
  return script ? { code: null, source: 'none', declared, script } : { code: null, source: 'none', declared };
}

/** Scripts a page may be written in besides Latin, by their Unicode names. */
const SCRIPTS: readonly [string, RegExp][] = [
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Thai',
  'Devanagari',
  'Armenian',
  'Georgian',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'gu')]);

/**
 * The script most letters of the text are in, when that is not Latin ("Cyrillic" for a Russian
 * page): null for a page mostly in Latin letters, or with too few letters to tell.
 */
export function dominantScript(text: string): string | null {
  const sample = text.slice(0, 20_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 50) return null;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin * 2 >= letters) return null;
  let best: [string, number] = ['', 0];
  for (const [name, re] of SCRIPTS) {
    const n = sample.match(re)?.length ?? 0;
    if (n > best[1]) best = [name, n];
  }
  // Japanese mixes kana and Han: either way it is not a page the word lists read
  return best[1] > 0 ? best[0] : null;
}
