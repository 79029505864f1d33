/**
 * Spelling of what every visitor reads: the visible headings, buttons and navigation entries, in
 * the page's language, against the Hunspell-derived dictionaries cspell maintains
 * (`@cspell/dict-en_us`, `-en-gb-mit`, `-de-de`, `-fr-fr`, `-es-es`, read by `cspell-trie-lib`).
 *
 * A dictionary is loaded lazily, once per process, the first time a page in its language is
 * checked, and synchronously, so the checks stay synchronous pure functions of the model
 * (measured on this machine, busy: English 0.4-1.1 s and 25-40 MB, German 2.6-5 s and 170-210 MB,
 * French 2.8 s and 150 MB, Spanish 1 s and 40 MB; each word after that takes microseconds, and its
 * closest word, found by generating every one-edit variant, a millisecond or two).
 *
 * A word is reported only when it looks like a slip of the keyboard, never because the dictionary
 * does not know it: it has no digit, is not an acronym in capitals, has no capital inside it
 * (iPhone, HubSpot), is not the brand (the host name, og:site_name, the logo, the organisation or
 * product named in structured data), is not a proper noun (the page writes it capitalised in the
 * middle of a sentence), is not a word the page uses often (a product or place name repeats), is
 * at least MIN_LENGTH letters long, and the dictionary knows a word one edit away from it
 * ("Appoinment" -> "Appointment"); a name far from every word ("Zentrik") is never reported. On a
 * page in German, French or Spanish an English word ("Newsletter", "Shop") is no mistake.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie, encodeITrieToBTrie, type ITrie } from 'cspell-trie-lib';
import type { PageModel } from '../../model/page-model.js';
import { derived } from './memo.js';
import { navItemLink } from './navigation.js';

/** Where a misspelt word was seen. */
export type SpellingRole = 'heading' | 'button' | 'nav';

export interface Misspelling {
  /** The word as the page writes it. */
  word: string;
  /** The dictionary's closest word, when it has one. */
  suggestion?: string;
  /** The whole text of the element (heading, button or menu entry) that holds it, as shown. */
  text: string;
  selector: string;
  role: SpellingRole;
}

/** Languages with a dictionary: a page in another language has no spelling judged. */
export const SPELLING_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type SpellingLanguage = (typeof SPELLING_LANGUAGES)[number];

/** The dictionary packages each language reads (English words are no mistake on any page). */
const DICTIONARIES: Record<SpellingLanguage, readonly string[]> = {
  en: ['@cspell/dict-en_us', '@cspell/dict-en-gb-mit'],
  de: ['@cspell/dict-de-de', '@cspell/dict-en_us'],
  fr: ['@cspell/dict-fr-fr', '@cspell/dict-en_us'],
  es: ['@cspell/dict-es-es', '@cspell/dict-en_us'],
};

/** Every package the spelling reads at run time (the bundler copies them beside the handlers). */
export const SPELLING_DICTIONARY_PACKAGES: readonly string[] = [
  ...new Set(Object.values(DICTIONARIES).flat()),
];

/** Shorter words are too often abbreviations, names and codes. */
const MIN_LENGTH = 5;
/**
 * A capitalised word as short as a name ("Tamber", "Babson", "Dysport") is one edit from some word
 * by chance; the slips visitors notice in headings and menus are longer ("Emegency", "Appoinment").
 */
const MIN_CAPITALISED = 8;
/** A word the page writes this often is a name of its own (a product, a place, a brand). */
const OFTEN = 4;
/** The most unknown words per page for which a closest word is sought (each costs a few ms). */
const MAX_CANDIDATES = 40;

/**
 * Words of the web that dictionaries leave out, and languages' own names, which a language menu
 * lists on any page ("Italiano" is one edit from "Italian").
 */
const ACCEPTED = new Set(
  (
    'signup signups login logins logout checkout webinar webinars ebook ebooks username usernames ' +
    'wishlist wishlists homepage dropdown livechat unsubscribe inbox onboarding ' +
    'deutsch english español espanol français francais italiano português portugues nederlands ' +
    'polski svenska dansk norsk suomi türkçe turkce čeština cestina magyar română romana ελληνικά'
  ).split(' '),
);

const requireHere = createRequire(import.meta.url);
const tries = new Map<string, ITrie>();

/**
 * Where decoded dictionaries are kept between processes: cspell-trie-lib's binary form (BTrie) of
 * each, named by the hash of the package's own file. Decoding en_US's text trie took 0.5 s of every
 * CLI audit's 3 s of CPU (`node --cpu-prof`, issue 27), its binary form 7-70 ms; every word of
 * en_US, en_GB and de_DE (2 million lookups each, with case variants) answers the same from both.
 */
const TRIE_CACHE_DIR = path.join(tmpdir(), `conversion-audit-dictionaries-${process.getuid?.() ?? 'user'}`);

/** The decoded dictionary of a package, read once per process (and decoded once per machine). */
function trieOf(pkg: string): ITrie {
  const cached = tries.get(pkg);
  if (cached) return cached;
  const extFile = requireHere.resolve(`${pkg}/cspell-ext.json`);
  const ext = JSON.parse(readFileSync(extFile, 'utf8')) as { dictionaryDefinitions: { path: string }[] };
  const file = path.resolve(path.dirname(extFile), ext.dictionaryDefinitions[0].path);
  const raw = readFileSync(file);
  const key = createHash('sha256').update(raw).digest('hex').slice(0, 32);
  const cacheFile = path.join(TRIE_CACHE_DIR, `${key}.btrie`);
  let trie: ITrie | null = null;
  try {
    trie = decodeTrie(readFileSync(cacheFile));
  } catch {
    // None yet (or unreadable): decoded from the package below, and kept for the next process.
  }
  if (!trie) {
    trie = decodeTrie(file.endsWith('.gz') ? gunzipSync(raw) : raw);
    try {
      mkdirSync(TRIE_CACHE_DIR, { recursive: true, mode: 0o700 });
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temporary, encodeITrieToBTrie(trie), { mode: 0o600 });
      renameSync(temporary, cacheFile);
    } catch {
      // A read-only or full disk: every process decodes the package's file, as before.
    }
  }
  tries.set(pkg, trie);
  return trie;
}

/** The language whose spelling is judged on this page, or null (unknown or without a dictionary). */
export function spellingLanguage(model: PageModel): SpellingLanguage | null {
  const code = model.language.code;
  return (SPELLING_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as SpellingLanguage) : null;
}

/** Letters with inner apostrophes and hyphens: "don't", "rendez-vous", "l'équipe". */
const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
/** French, Italian and Catalan elisions before an apostrophe. */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’]/i;

function known(word: string, dicts: readonly ITrie[]): boolean {
  const lower = word.toLowerCase();
  for (const trie of dicts) {
    if (trie.hasWord(word, true) || trie.hasWord(lower, true) || trie.hasWord(fold(word), false)) return true;
  }
  return false;
}

/** Whether the dictionaries know a token, its parts (hyphens), its elided form or its base form. */
function knownToken(token: string, dicts: readonly ITrie[]): boolean {
  if (known(token, dicts)) return true;
  const plain = token.replace(/’/g, "'");
  if (plain !== token && known(plain, dicts)) return true;
  const elided = plain.replace(ELISION, '');
  if (elided !== plain && knownToken(elided, dicts)) return true;
  if (/['’]s$/i.test(plain) && known(plain.slice(0, -2), dicts)) return true;
  if (plain.includes('-')) return plain.split('-').every((part) => part.length < 2 || known(part, dicts));
  return closedCompound(plain, dicts);
}

/** Three-letter words that open closed compounds ("allnews", "webshop"); other short parts are chance. */
const SHORT_HEADS = new Set(
  'all any art box car day eco get key law log map net new one out own pay pet pro sea see sky sun tax top way web'.split(
    ' ',
  ),
);

/**
 * Two words written as one ("afterhours", "allnews", "Deadwall"): a choice of style, not a slip.
 * Both parts are common words in lower case, four letters or more ("ser" + "vises" is no
 * compound, nor "beni" + "fits": "Beni" is a river); a capitalised German noun is known
 * capitalised ("Western" + "Gitarren").
 */
function closedCompound(word: string, dicts: readonly ITrie[]): boolean {
  const common = (part: string, noun = false): boolean =>
    dicts.some(
      (t) => t.hasWord(part, true) || (noun && t.hasWord(part[0].toUpperCase() + part.slice(1), true)),
    );
  const lower = word.toLowerCase();
  const noun = /^\p{Lu}/u.test(word);
  for (let i = 3; i <= lower.length - 4; i++) {
    const head = lower.slice(0, i);
    if (i === 3 && !SHORT_HEADS.has(head)) continue;
    if (common(head) && common(lower.slice(i), noun)) return true;
  }
  return false;
}

/**
 * German joins words without end ("Weihnachtsdeko"): a word that opens with a known word of 5+
 * letters (with its linking s) and goes on for 3+ letters is a compound, whatever the dictionary
 * knows of its tail; a slip inside the first word ("Angebotte") still shows.
 */
function germanCompound(word: string, dicts: readonly ITrie[]): boolean {
  const lower = word.toLowerCase();
  for (let i = 5; i <= lower.length - 3; i++) {
    const head = lower.slice(0, i);
    const stem = head.endsWith('s') ? head.slice(0, -1) : head;
    const cap = (w: string): string => w[0].toUpperCase() + w.slice(1);
    if (dicts.some((t) => t.hasWord(cap(head), true) || t.hasWord(head, true) || t.hasWord(cap(stem), true)))
      return true;
  }
  return false;
}

/** Accents and case aside, two words are the same ("Reservez" and "Réservez"). */
function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters an edit may put in, per language (a slip types a letter of the language). */
const ALPHABET: Record<SpellingLanguage, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  de: 'abcdefghijklmnopqrstuvwxyzäöüß',
  fr: 'abcdefghijklmnopqrstuvwxyzéèêëàâîïôûùçœ',
  es: 'abcdefghijklmnopqrstuvwxyzáéíóúñü',
};

/**
 * Words one edit away from `word`, the commonest slip first: a dropped letter put back
 * ("Appoinment" -> "appointment"), two letters swapped back ("Remdoeling"), a wrong letter, an
 * extra letter. Lower case.
 */
function* oneEditVariants(word: string, letters: string): Generator<string> {
  const w = word.toLowerCase();
  for (let i = 0; i <= w.length; i++) for (const c of letters) yield w.slice(0, i) + c + w.slice(i);
  for (let i = 0; i < w.length - 1; i++)
    if (w[i] !== w[i + 1]) yield w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  for (let i = 0; i < w.length; i++)
    for (const c of letters) if (c !== w[i]) yield w.slice(0, i) + c + w.slice(i + 1);
  for (let i = 0; i < w.length; i++) yield w.slice(0, i) + w.slice(i + 1);
}

/**
 * The dictionary word one edit away, or null when none is that close (a name, a coinage). The
 * edits are generated and looked up (a few hundred lookups, a millisecond or two) rather than
 * asked of the dictionary's suggester, which takes 10-80 ms a word.
 */
function oneEditAway(word: string, dicts: readonly ITrie[], letters: string): string | null {
  const lower = word.toLowerCase();
  for (const v of oneEditVariants(word, letters)) {
    if (v.length < 2 || fold(v) === fold(lower)) continue;
    const cap = v[0].toUpperCase() + v.slice(1);
    const found = dicts.some((t) => t.hasWord(v, true))
      ? v
      : dicts.some((t) => t.hasWord(cap, true))
        ? cap
        : null;
    if (!found) continue;
    // Shown in the page's casing: "Appoinment" -> "Appointment".
    return /^\p{Lu}/u.test(word) ? found[0].toUpperCase() + found.slice(1) : found;
  }
  return null;
}

/** What the page calls itself: host name parts, og:site_name, logos, names in structured data. */
function brandText(model: PageModel): string {
  const parts: string[] = [];
  try {
    parts.push(new URL(model.finalUrl).hostname.replace(/^www\./, ''));
  } catch {
    // a model without a parsable URL has no host to excuse
  }
  for (const key of ['og:site_name', 'og:title']) if (model.openGraph[key]) parts.push(model.openGraph[key]);
  for (const logo of model.logos) parts.push(logo.name);
  for (const image of model.images) if (image.isLogo && image.alt) parts.push(image.alt);
  for (const item of model.structuredData) {
    for (const key of ['name', 'brand', 'alternateName', 'legalName']) {
      const v = item.data[key];
      if (typeof v === 'string') parts.push(v);
      else if (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string')
        parts.push((v as { name: string }).name);
    }
  }
  return fold(parts.join(' '));
}

/** Words the page writes capitalised after a lower-case word: names, whatever their case elsewhere. */
function properNouns(model: PageModel): Set<string> {
  const out = new Set<string>();
  const re = /\p{Ll}[\p{L}\p{M}]*[,;]? +(\p{Lu}[\p{L}\p{M}'’-]+)/gu;
  for (const block of model.textBlocks) {
    for (const m of block.text.matchAll(re)) out.add(m[1].toLowerCase());
  }
  return out;
}

/** How often each lower-cased word occurs in the page's visible text. */
function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(TOKEN)) {
    const w = m[0].toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

interface Source {
  text: string;
  selector: string;
  role: SpellingRole;
}

/** The visible headings, buttons and menu entries, each once, in document order. */
function sources(model: PageModel): Source[] {
  const hidden = new Set(model.concealed);
  const out: (Source & { order: number })[] = [];
  for (const h of model.headings)
    out.push({ text: h.text, selector: h.selector, role: 'heading', order: h.order });
  for (const c of model.ctas) {
    if (c.element === 'link' && !c.styledAsButton) continue;
    out.push({ text: c.text, selector: c.selector, role: 'button', order: c.order });
  }
  for (const item of model.nav.items) {
    const link = navItemLink(model, item);
    const selector = item.selector ?? link?.selector;
    if (!selector) continue;
    out.push({ text: item.text, selector, role: 'nav', order: link?.order ?? Number.MAX_SAFE_INTEGER });
  }
  const seen = new Set<string>();
  return out
    .filter((s) => s.text.trim() && !hidden.has(s.selector))
    .sort((a, b) => a.order - b.order)
    .filter((s) => {
      const key = `${s.selector}|${s.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ text, selector, role }) => ({ text, selector, role }));
}

/** Mostly capitalised words: a title-cased line, where a capital says nothing about a name. */
function titleCased(text: string): boolean {
  const words = text.match(/[\p{L}]{4,}/gu) ?? [];
  if (words.length < 2) return true;
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.6;
}

/** Why a token is not judged at all, whatever the dictionary says (a code, an acronym, a name). */
function exempt(token: string, text: string, index: number): boolean {
  if (token.length < MIN_LENGTH || ACCEPTED.has(token.toLowerCase())) return true;
  if (/\d/.test(text.slice(Math.max(0, index - 1), index + token.length + 1))) return true;
  const letters = token.replace(/[^\p{L}]/gu, '');
  const upper = letters === letters.toUpperCase();
  // An all-capitals word in a line that has small letters is an acronym; in an all-capitals line
  // (a menu set in capitals) it is an ordinary word.
  if (upper && /\p{Ll}/u.test(text)) return true;
  // A capital after the first letter: iPhone, HubSpot, McDonald.
  if (!upper && /.\p{Lu}/u.test(token)) return true;
  // A capitalised word inside a sentence-case line is a name ("Order from Zentrik").
  const capitalised = /^\p{Lu}/u.test(token);
  if (capitalised && token.length < MIN_CAPITALISED) return true;
  const first = text.slice(0, index).trim() === '';
  if (capitalised && !upper && !first && !titleCased(text)) return true;
  return false;
}

/**
 * The misspelt words of the page's visible headings, buttons and navigation, in document order,
 * each word once (at its first element). Empty when the page's language has no dictionary.
 * Memoised per model.
 */
export function misspelledWords(model: PageModel): Misspelling[] {
  return derived(model, 'misspelledWords', computeMisspelledWords);
}

/** What judging a word of this page needs: its dictionaries and the names it may use. */
interface Speller {
  language: SpellingLanguage;
  dicts: readonly ITrie[];
  /**
   * A text's candidate slips (unknown words no exemption clears) and its "strangers": the words no
   * dictionary, name or brand accounts for, exempt or not.
   */
  read(text: string): { unknown: string[]; strangers: number };
}

function spellerOf(model: PageModel): Speller | null {
  return derived(model, 'speller', computeSpeller);
}

function computeSpeller(model: PageModel): Speller | null {
  const language = spellingLanguage(model);
  if (!language) return null;
  const dicts = DICTIONARIES[language].map(trieOf);
  const known = (token: string): boolean =>
    knownToken(token, dicts) || (language === 'de' && germanCompound(token, dicts));
  const brand = brandText(model);
  const names = properNouns(model);
  const counts = wordCounts(model.text);
  const read = (text: string): { unknown: string[]; strangers: number } => {
    const tokens = [...text.matchAll(TOKEN)];
    const unknown: string[] = [];
    let strangers = 0;
    tokens.forEach((m, i) => {
      const token = m[0];
      if (token.length < 4 || /\d/.test(token) || known(token)) return;
      const key = token.toLowerCase();
      if (ACCEPTED.has(key) || names.has(key) || brand.includes(fold(token))) return;
      strangers++;
      if (exempt(token, text, m.index) || (counts.get(key) ?? 0) >= OFTEN) return;
      // Next to a name the dictionary knows only capitalised, a word is part of a name ("Philipp Stracker").
      const neighbours = [tokens[i - 1]?.[0], tokens[i + 1]?.[0]].filter((t): t is string => !!t);
      if (neighbours.some((t) => properNoun(t, dicts))) return;
      unknown.push(token);
    });
    return { unknown, strangers };
  };
  return { language, dicts, read };
}

function computeMisspelledWords(model: PageModel): Misspelling[] {
  const speller = spellerOf(model);
  if (!speller) return [];
  const list = sources(model);
  if (list.length === 0) return [];
  const { language, dicts } = speller;
  const read = list.map((source) => ({ source, ...speller.read(source.text) }));
  // Repeated items (a staff grid, a product list) where several hold words the dictionary does
  // not know list names, handles or models, not copy with a slip in it.
  const strangeItems = new Map<string, { items: number; strange: number }>();
  for (const r of read) {
    const key = itemKey(r.source);
    const tally = strangeItems.get(key) ?? { items: 0, strange: 0 };
    tally.items++;
    if (r.strangers > 0) tally.strange++;
    strangeItems.set(key, tally);
  }
  const out: Misspelling[] = [];
  const judged = new Set<string>();
  let candidates = 0;
  for (const { source, unknown, strangers } of read) {
    // A line with several words the dictionary does not know is a name, a quote in another
    // language or a dish ("Olivas Rellenas"), not a line with a slip in it.
    if (strangers > 1) continue;
    const tally = strangeItems.get(itemKey(source));
    if (tally && tally.items >= 3 && tally.strange >= 2) continue;
    for (const token of unknown) {
      const key = token.toLowerCase();
      if (judged.has(key)) continue;
      judged.add(key);
      if (candidates >= MAX_CANDIDATES) break;
      candidates++;
      const suggestion = oneEditAway(token, dicts, ALPHABET[language]);
      if (suggestion)
        out.push({
          word: token,
          suggestion,
          text: source.text,
          selector: source.selector,
          role: source.role,
        });
    }
  }
  return out;
}

/**
 * The slips in other text of the page that a copy rewrite may quote (its benefit and offer
 * sentences), judged as the headings are: a word no dictionary knows, not a name, a brand, a code
 * or a word the page repeats, one edit away from a dictionary word ("collectin"). A sentence is
 * longer than a heading, so one name in it does not clear its other words. Empty when the page's
 * language has no dictionary.
 */
export function slipsIn(model: PageModel, texts: readonly string[]): string[] {
  const speller = spellerOf(model);
  if (!speller) return [];
  const out = new Set<string>();
  let candidates = 0;
  for (const text of texts) {
    for (const token of speller.read(text).unknown) {
      if (candidates >= MAX_CANDIDATES) return [...out];
      candidates++;
      if (oneEditAway(token, speller.dicts, ALPHABET[speller.language])) out.add(token);
    }
  }
  return [...out];
}

/**
 * Items of one repeated structure (cards of a grid) share a selector but for the position of the
 * item, the last position in it; headings of different sections differ earlier.
 */
function itemKey(source: Source): string {
  return `${source.role}|${source.selector.replace(/:nth-(?:of-type|child)\(\d+\)(?!.*:nth-(?:of-type|child)\()/, '')}`;
}

/** A word the dictionary knows only capitalised: a first name, a place ("Philipp", "Denver"). */
function properNoun(token: string, dicts: readonly ITrie[]): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(token)) return false;
  const lower = token.toLowerCase();
  return dicts.some((t) => t.hasWord(token, true)) && !dicts.some((t) => t.hasWord(lower, true));
}
