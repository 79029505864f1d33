/**
 * Quality gates of the copy rewrites, measured on one audited page: alternatives that carry
 * navigation, footer, cart or legal fragments, repeated words, broken punctuation, over-length
 * text, numbers out of their page context, words not in the page's language, or a rationale that
 * is not true; findings whose rewritten_copy is an instruction instead of copy; and the gates that
 * see what a reader sees (reader-gates.ts): stitched statements, a misspelt word, a wrong source,
 * a dropped name, a wrong target. Every count must be zero on the corpus. Written independently of
 * the rewriter: it reads the page model, not the rewriter's own facts. Beside the gates it counts
 * the elements whose current copy the copy rubric calls good, and how many of them still received
 * an alternative.
 *
 * @example const gates = rewriteGates(model, audit); gates.counts.fragments === 0
 */
import {
  buildRewriteInput,
  COPY_ELEMENTS,
  type CheckResult,
  type CopyElement,
  FORMULA_PHRASES,
  FORMULA_WORDS,
  type FullAudit,
  type FullFinding,
  judgeCopy,
  type PageModel,
  rubricContextOf,
} from '../../lib/engine/index.js';
import {
  droppedName,
  elementSelectors,
  misspelt,
  namesOf,
  pageTexts,
  stitched,
  runOn,
  wrongCtaTarget,
  wrongFindingTarget,
  wrongSource,
} from './reader-gates.js';

export const GATE_NAMES = [
  'fragments',
  'repeated_words',
  'broken_punctuation',
  'over_length',
  'numbers_out_of_context',
  'wrong_language',
  'untrue_rationale',
  'rewritten_copy_not_copy',
  'stitched',
  'misspelt',
  'wrong_source',
  'dropped_name',
  'wrong_target',
] as const;
export type GateName = (typeof GATE_NAMES)[number];

export interface RewriteGateResult {
  alternatives: number;
  /** Elements with no alternative (each must say why in its rationale). */
  absent: number;
  absent_without_reason: number;
  findings: number;
  findings_with_copy: number;
  /** Elements whose current copy the copy rubric calls good. */
  good_originals: number;
  /** Of those, the ones that still received an alternative (at most a quarter over the corpus). */
  good_with_alternative: number;
  counts: Record<GateName, number>;
  /** Up to a few offending texts per gate, for the report. */
  examples: Partial<Record<GateName, string[]>>;
}

/** Longest text per element a reader accepts: characters, and words where words matter. */
export const GATE_LIMITS: Record<CopyElement, { chars: number; words?: number }> = {
  headline: { chars: 90, words: 14 },
  subheadline: { chars: 200 },
  primary_cta: { chars: 40, words: 5 },
  meta_title: { chars: 60 },
  meta_description: { chars: 155 },
};

const LEGAL_CART =
  /©|\b(copyright|all rights reserved|rights reserved|privacy policy|terms of (use|service)|terms (and|&) conditions|cookies?|your (shopping )?(cart|bag|basket) is empty|warenkorb ist leer|panier est vide|carrito está vacío|impressum|datenschutz|mentions légales|aviso legal|log ?in|sign ?in|sponsored|skip to|newsletter|unsubscribe)\b/i;
const STOP = new Set(
  'the a an and or of to for with in on at by your you our we is are be it this that from as my mit und der die das den für von zu le la les des de du et pour avec en un une el los las del y con para por su'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

const norm = (s: string): string =>
  s.replace(/\s+/g, ' ').trim().toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
const words = (s: string): string[] => (s.match(WORD) ?? []).map((w) => w.toLowerCase());

/** Texts of navigation, footer, cookie banner and cart: never copy. */
function boilerplateOf(model: PageModel): string[] {
  const main = norm(
    [
      ...model.headings.filter((h) => h.region === 'main' || h.region === 'header').map((h) => h.text),
      ...model.textBlocks.filter((b) => b.region === 'main').map((b) => b.text),
      model.title ?? '',
      model.meta.description ?? '',
    ].join(' \n '),
  );
  const raw = [
    ...model.nav.items.map((i) => i.text),
    ...model.links.filter((l) => l.region === 'nav' || l.region === 'footer').map((l) => l.text),
    ...model.textBlocks.filter((b) => b.region === 'footer').map((b) => b.text),
    ...model.headings.filter((h) => h.region === 'footer' || h.region === 'nav').map((h) => h.text),
    model.cookieBanner.text ?? '',
  ];
  return [...new Set(raw.map(norm))].filter(
    (t) => t.length >= 8 && t.split(' ').length >= 2 && t.length <= 80 && !main.includes(t),
  );
}

function fragmentOf(text: string, boilerplate: readonly string[], element?: CopyElement): string | null {
  const t = norm(text);
  const legal = LEGAL_CART.exec(text.replace(/\badd to (cart|bag|basket)\b/gi, ''));
  if (legal) return legal[0];
  // A button label may well repeat a menu item ("Contact us"); only legal and cart words count there.
  if (element === 'primary_cta') return null;
  // a menu entry worded as a formula's own ask ("Contact us" in the menu, "… advice. Contact us."
  // closing a meta description) is the formula's words, not a fragment taken from the menu
  return (
    boilerplate.find(
      (b) => !FORMULA_PHRASES.has(b.replace(/[.!]+$/, '')) && (` ${t} `.includes(` ${b} `) || t.includes(b)),
    ) ?? null
  );
}

function repeatedWord(text: string, element: CopyElement): string | null {
  const ws = words(text);
  for (let i = 1; i < ws.length; i++) if (ws[i] === ws[i - 1]) return `${ws[i]} ${ws[i]}`;
  if (element === 'subheadline' || element === 'meta_description') return null;
  const seen = new Set<string>();
  for (const w of ws) {
    if (w.length < 4 || STOP.has(w)) continue;
    if (seen.has(w)) return w;
    seen.add(w);
  }
  return null;
}

function brokenPunctuation(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/\s[,.;:!?](?!\d)/, 'space before punctuation'],
    [/([,;:!?])\s*[.,;:!?]|\.\s*[,;:]|(?<!\.)\.\.(?!\.)/, 'doubled punctuation'],
    [/…|\.\.\./, 'ellipsis'],
    [/[,;:–—-]$/, 'ends on a separator'],
    [/^[^\p{L}\p{N}¿¡"“]/u, 'starts with punctuation'],
    [/^\p{Ll}/u, 'starts in lower case'],
    [/�/, 'replacement character'],
    [/\s[|–—:]\s.*\s[|–—:]\s.*\s[|–—:]\s/, 'three separators'],
  ];
  for (const [re, what] of checks) if (re.test(text)) return what;
  const pairs: [string, string][] = [
    ['(', ')'],
    ['[', ']'],
    ['“', '”'],
  ];
  for (const [o, c] of pairs) if (text.split(o).length !== text.split(c).length) return `unbalanced ${o}${c}`;
  if ((text.match(/"/g) ?? []).length % 2 === 1) return 'unbalanced "';
  return null;
}

function overLength(text: string, element: CopyElement): boolean {
  const limit = GATE_LIMITS[element];
  // a phone number is one thing to dial, however many groups it is written in
  const counted = words(text.replace(/\+?\d[\d\s().-]{5,}\d/g, '0')).length;
  return text.length > limit.chars || (limit.words !== undefined && counted > limit.words);
}

/** A number is in context when the page says it next to the same word the alternative puts beside it. */
function numberOutOfContext(text: string, pageText: string): string | null {
  const page = ` ${norm(pageText)} `;
  const re = /\d+(?:[.,]\d+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const n = m[0];
    const before = text.slice(0, m.index).match(/([\p{L}\p{N}$€£%]+)\W*$/u)?.[1];
    const after = text.slice(m.index + n.length).match(/^\W*?([\p{L}\p{N}%]+)/u)?.[1];
    const ok = [
      after ? `${n}${text.slice(m.index + n.length).match(/^[^\p{L}\p{N}]*/u)![0]}${after}` : null,
      before ? `${before}${text.slice(0, m.index).match(/[^\p{L}\p{N}]*$/u)![0]}${n}` : null,
    ].some((pair) => pair !== null && page.includes(norm(pair)));
    // a phone number written in one piece ("212.334.5100") names itself: the page need only show it
    const dialled = n.replace(/\D/g, '').length >= 7 && page.includes(norm(n));
    if (!ok && !dialled) return n;
  }
  return null;
}

/** One alternative's account in a rationale: `#1 uses “fact” (where), …; adds “word”, … .` */
export interface RationaleClause {
  index: number;
  facts: { text: string; where: string }[];
  added: string[];
}

/** Reads the per-alternative clauses of a rationale. */
export function parseRationale(rationale: string): RationaleClause[] {
  const clauses: RationaleClause[] = [];
  const re =
    /#(\d+) uses ((?:“[^”]*” from ‹[^›]*›(?:, )?)*)(?:nothing from the page)?; adds (nothing|(?:“[^”]*”(?:, )?)+)\./g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(rationale))) {
    const facts = [...m[2].matchAll(/“([^”]*)” from ‹([^›]*)›/g)].map((f) => ({ text: f[1], where: f[2] }));
    const added = m[3] === 'nothing' ? [] : [...m[3].matchAll(/“([^”]*)”/g)].map((a) => a[1]);
    clauses.push({ index: Number(m[1]), facts, added });
  }
  return clauses;
}

/** Text of the place a rationale names: a named part of the head, or every element at a selector. */
function textAt(model: PageModel, where: string): string | null {
  if (where === 'title') return model.title;
  if (where === 'meta description') return model.meta.description;
  if (where === 'og:site_name') return model.openGraph['og:site_name'] ?? null;
  if (where.startsWith('structured data')) return JSON.stringify(model.structuredData);
  if (where === 'domain name') return new URL(model.finalUrl || model.url).hostname;
  const texts = [
    ...model.headings,
    ...model.textBlocks,
    ...model.ctas,
    ...model.guarantees,
    ...model.prices,
    ...model.links,
  ]
    .filter((e) => e.selector === where)
    .map((e) => e.text);
  texts.push(...model.images.filter((i) => i.selector === where).map((i) => i.alt ?? ''));
  texts.push(...model.logos.filter((l) => l.selector === where).map((l) => l.name));
  return texts.length ? texts.join(' \n ') : null;
}

const squashed = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether a rationale's account of an alternative is true: every quoted fact is found at the
 * place named and inside the alternative, every added word is in the alternative, and the
 * alternative holds nothing but the facts, the added words and punctuation.
 */
function rationaleProblem(alt: string, clause: RationaleClause | undefined, model: PageModel): string | null {
  if (!clause) return 'the rationale does not account for this alternative';
  let rest = norm(alt);
  for (const f of clause.facts) {
    const source = textAt(model, f.where);
    if (source === null) return `no element at ${f.where}`;
    const ok =
      f.where === 'domain name'
        ? squashed(source).includes(squashed(f.text))
        : norm(source).includes(norm(f.text));
    if (!ok) return `“${f.text}” is not at ${f.where}`;
    const at = rest.indexOf(norm(f.text));
    if (at < 0) return `“${f.text}” is not in the alternative`;
    rest = `${rest.slice(0, at)} ${rest.slice(at + norm(f.text).length)}`;
  }
  const addedWords = new Set(clause.added.flatMap(words));
  for (const a of clause.added) {
    const at = rest.indexOf(norm(a));
    if (at < 0) return `added “${a}” is not in the alternative`;
  }
  const unexplained = words(rest).filter((w) => !addedWords.has(w));
  return unexplained.length ? `unaccounted words: ${unexplained.join(' ')}` : null;
}

/** The rewritten_copy is a fix instruction rather than copy. */
function instructionIn(f: FullFinding): boolean {
  const t = f.rewritten_copy;
  if (!t) return false;
  if (/Where:|\b(selector|element at)\b/.test(t)) return true;
  if (/[#.][a-z][\w-]*\s*(>|\[|:nth)|\w\[[\w-]+(=|\])|:nth-(child|of-type)/i.test(t)) return true;
  return f.fix_steps.some((s) => s && (t.includes(s) || s.includes(t)));
}

/** What the gates need besides the model and the audit: the check results (the spelling check's among them). */
export interface GateOptions {
  results?: readonly CheckResult[];
  /** Words the spelling check flags on the page; read from the results when not given. */
  misspelt?: readonly string[];
}

/** Runs every gate over one audited page. */
export function rewriteGates(
  model: PageModel,
  audit: Pick<FullAudit, 'copy_rewrites' | 'findings'>,
  opts: GateOptions = {},
): RewriteGateResult {
  const counts = Object.fromEntries(GATE_NAMES.map((g) => [g, 0])) as Record<GateName, number>;
  const examples: RewriteGateResult['examples'] = {};
  const flag = (gate: GateName, text: string): void => {
    counts[gate] += 1;
    const list = (examples[gate] ??= []);
    if (list.length < 5) list.push(text);
  };
  const boilerplate = boilerplateOf(model);
  const pageText = [
    model.title ?? '',
    model.meta.description ?? '',
    model.text,
    ...Object.values(model.openGraph),
  ].join(' \n ');
  const lang = (model.language.code ?? 'en').slice(0, 2);
  const lexicon = FORMULA_WORDS[lang];
  const texts = pageTexts(model);
  const names = namesOf(model);
  const input = buildRewriteInput(model, [...(opts.results ?? [])]);
  const flagged = opts.misspelt ?? input.misspelt;
  const rubric = rubricContextOf(input);
  const selectors = elementSelectors(model);
  const ctaLabel = model.hero.cta?.text ?? model.ctas.find((c) => c.role === 'primary')?.text ?? null;
  let goodOriginals = 0;
  let goodWithAlternative = 0;
  let alternatives = 0;
  let absent = 0;
  let absentWithoutReason = 0;
  for (const element of COPY_ELEMENTS) {
    const rewrite = audit.copy_rewrites[element];
    if (judgeCopy(rewrite.original, element, rubric).good) {
      goodOriginals += 1;
      if (rewrite.alternatives.length > 0) goodWithAlternative += 1;
    }
    if (rewrite.alternatives.length === 0) {
      absent += 1;
      if (!/no alternative/i.test(rewrite.rationale)) absentWithoutReason += 1;
    }
    const clauses = parseRationale(rewrite.rationale);
    rewrite.alternatives.forEach((alt, i) => {
      alternatives += 1;
      const at = `${element}: ${alt}`;
      const fragment = fragmentOf(alt, boilerplate, element);
      if (fragment) flag('fragments', `${at} [${fragment}]`);
      const repeated = repeatedWord(alt, element);
      if (repeated) flag('repeated_words', `${at} [${repeated}]`);
      const broken = brokenPunctuation(alt);
      if (broken) flag('broken_punctuation', `${at} [${broken}]`);
      if (overLength(alt, element)) flag('over_length', `${at} [${alt.length} chars]`);
      const n = numberOutOfContext(alt, pageText);
      if (n) flag('numbers_out_of_context', `${at} [${n}]`);
      const clause = clauses.find((c) => c.index === i + 1);
      const untrue = rationaleProblem(alt, clause, model);
      if (untrue) flag('untrue_rationale', `${at} [${untrue}]`);
      const foreign = (clause?.added ?? []).flatMap(words).filter((w) => !lexicon?.has(w));
      if (foreign.length) flag('wrong_language', `${at} [${foreign.join(' ')} not ${lang}]`);
      const stitch = stitched(alt, texts, names) ?? runOn(alt, model.seams ?? []);
      if (stitch) flag('stitched', `${at} [${stitch}]`);
      const typo = misspelt(alt, flagged);
      if (typo) flag('misspelt', `${at} [${typo}]`);
      const quoted = (clause?.facts ?? []).map((f) => f.where);
      const source = wrongSource(alt, element, texts, names, quoted);
      if (source) flag('wrong_source', `${at} [${source}]`);
      const dropped = droppedName(rewrite.original, alt, names);
      if (dropped) flag('dropped_name', `${at} [${dropped}]`);
      const target =
        element === 'primary_cta' ? wrongCtaTarget(ctaLabel, alt, model.pageType.id, names) : null;
      if (target) flag('wrong_target', `${at} [${target}]`);
    });
  }
  let withCopy = 0;
  for (const f of audit.findings) {
    if (!f.rewritten_copy) continue;
    withCopy += 1;
    const t = f.rewritten_copy;
    // the finding's copy is one of the elements' alternatives: a button label is judged as one
    const asElement = COPY_ELEMENTS.find((e) => audit.copy_rewrites[e].alternatives.includes(t));
    if (
      instructionIn(f) ||
      fragmentOf(t, boilerplate, asElement) ||
      brokenPunctuation(t) ||
      numberOutOfContext(t, pageText)
    )
      flag('rewritten_copy_not_copy', `${f.check_id}: ${t.slice(0, 120)}`);
    // the same words may be the alternative of several elements: one of them must be the finding's
    const targets = COPY_ELEMENTS.filter((e) => audit.copy_rewrites[e].alternatives.includes(t)).map((e) =>
      wrongFindingTarget(f, e, selectors),
    );
    if (targets.length > 0 && targets.every(Boolean))
      flag('wrong_target', `${f.check_id}: ${t.slice(0, 80)} [${targets[0]}]`);
    const typo = misspelt(t, flagged);
    if (typo) flag('misspelt', `${f.check_id}: ${t.slice(0, 80)} [${typo}]`);
    const source = wrongSource(t, 'finding', texts, names);
    if (source) flag('wrong_source', `${f.check_id}: ${t.slice(0, 80)} [${source}]`);
  }
  return {
    alternatives,
    absent,
    absent_without_reason: absentWithoutReason,
    findings: audit.findings.length,
    findings_with_copy: withCopy,
    good_originals: goodOriginals,
    good_with_alternative: goodWithAlternative,
    counts,
    examples,
  };
}
