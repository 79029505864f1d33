/**
 * The rewrite gates that see what a reader sees: an alternative stitched from several page
 * elements, one that repeats a misspelt word, one quoted from a customer's words, the menu, the
 * footer, a price card, a form or a phone number, one that drops the product or brand name the
 * current copy carries, and one for an element other than the one the finding is about. Each is a
 * pure function of the page model (what the detectors found, never the rewriter's own facts) and
 * the alternative; rewrite-gates.ts counts them over an audit.
 *
 * @example stitched('Our Expert Doctors. Best Features of Our Hospital.', pageTexts(model), namesOf(model)) // 'Our Expert Doctors | Best Features of Our Hospital'
 */
import {
  FORMULAS,
  FORMULA_PHRASES,
  stitchedAt,
  type PageModel,
  type TextRole,
} from '../../lib/engine/index.js';

/** Whose words a page text is: the page's own, or one of the sources copy never comes from. */
export type Source = 'own' | TextRole | 'navigation' | 'footer';

export interface PageText {
  /** Normalised: lower case, whitespace collapsed, curly quotes straightened. */
  text: string;
  source: Source;
  /** The element's selector, when it is one. */
  selector: string | null;
}

export const norm = (s: string): string =>
  s.replace(/\s+/g, ' ').trim().toLowerCase().replace(/[’‘]/g, "'").replace(/[“”„]/g, '"');
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;
const wordsOf = (s: string): string[] => (s.match(WORD) ?? []).map((w) => w.toLowerCase());
const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A phone number: seven digits and more in the groups a number is written in; a French one in five
 * pairs with one separator throughout (06 43 72 18 50), not opening hours (08.00 12.00 14.00).
 */
export const PHONE =
  /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}\b|\b0[1-9](?<sep>[ .])\d{2}(?:\k<sep>\d{2}){3}\b/;
/** A formula's call words and a number at the end of a text ("Call 416 939 1530."). */
const CALL_CLOSING = new RegExp(
  `(?:^|\\s)(?:${Object.values(FORMULAS)
    .map((f) => f.callNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\s+(?:${PHONE.source}|\\d{3}[.\\s-]\\d{3}[.\\s-]?[A-Z]{4})\\.?$`,
);

/** Every text of the page with whose words it is, from the model's regions, roles and detectors. */
export function pageTexts(model: PageModel): PageText[] {
  const out: PageText[] = [];
  const add = (text: string | null | undefined, source: Source, selector: string | null = null): void => {
    if (text && text.trim()) out.push({ text: norm(text), source, selector });
  };
  const regionSource = (x: { region: string; role?: TextRole }): Source =>
    x.role ?? (x.region === 'nav' ? 'navigation' : x.region === 'footer' ? 'footer' : 'own');
  add(model.title, 'own', 'title');
  add(model.meta.description, 'own', 'meta description');
  for (const v of Object.values(model.openGraph)) add(v, 'own');
  for (const h of model.headings) add(h.text, regionSource(h), h.selector);
  for (const b of model.textBlocks) {
    add(b.text, regionSource(b), b.selector);
    for (const p of b.pieces ?? []) add(p, regionSource(b), b.selector);
  }
  for (const g of model.guarantees) add(g.text, regionSource(g), g.selector);
  for (const c of model.ctas) add(c.text, c.region === 'footer' ? 'footer' : 'own', c.selector);
  for (const l of model.links)
    if (l.region === 'nav' || l.region === 'footer') add(l.text, regionSource(l), l.selector);
  for (const i of model.nav.items) add(i.text, 'navigation', i.selector ?? null);
  for (const t of model.testimonials) add(t.quote, 'testimonial', t.selector);
  for (const f of model.forms) {
    add(f.privacyNote, 'form', f.selector);
    for (const field of f.fields) {
      add(field.label, 'form', field.selector);
      add(field.placeholder, 'form', field.selector);
    }
  }
  for (const c of model.contacts) if (c.kind !== 'form') add(c.shown, 'contact', c.selector);
  return out;
}

/** The page's product and brand names, as the model's detectors and the page's head state them. */
export function namesOf(model: PageModel): string[] {
  const names: string[] = [];
  const add = (n: unknown): void => {
    if (typeof n !== 'string') return;
    const t = n.replace(/\s+/g, ' ').trim();
    if (t.length >= 2 && wordsOf(t).length <= 5) names.push(t);
  };
  add(model.openGraph['og:site_name']);
  for (const item of model.structuredData)
    if (
      /^(Organization|Corporation|LocalBusiness|WebSite|Brand|Product|SoftwareApplication|Course|Service|Book)$/.test(
        item.type,
      )
    )
      add(item.data.name);
  for (const i of model.images) if (i.isLogo && i.alt) add(i.alt.replace(/\blogo\b/gi, ''));
  let host = '';
  try {
    host = new URL(model.finalUrl || model.url).hostname.replace(/^www\./, '').split('.')[0] ?? '';
  } catch {
    // a model without a URL names nothing by its host
  }
  for (const part of (model.title ?? '').split(/\s+[|–—·:-]\s+|\s*[|–—·]\s*/))
    if (host.length >= 3 && squash(part) && squash(part).includes(squash(host))) add(part);
  const h = model.hero.headline?.text;
  if (model.pageType.id === 'product_detail' && h && squash(model.title ?? '').includes(squash(h))) add(h);
  return [...new Set(names)];
}

/** The parts of a text a reader takes as separate statements: sentences, clauses, title parts. */
export function chunksOf(text: string): string[] {
  return text
    .split(/[.!?]+(?:\s+|$)|[,;:]\s+|\s+[|–—·-]\s+|\s*\|\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A chunk a reader reads as the page's own statement: two words or more, not a name, not a formula's phrase. */
function statement(chunk: string, names: readonly string[]): boolean {
  if (wordsOf(chunk).length < 2) return false;
  if (names.some((n) => squash(n) === squash(chunk))) return false;
  // a formula's call words and the number to dial are the formula's own, whoever else on the page
  // says the same ("Appelez le 06 43 72 18 50" on a price card's button too)
  if (chunk.trim().replace(CALL_CLOSING, '') === '') return false;
  return !FORMULA_PHRASES.has(norm(chunk).replace(/[.!]+$/, ''));
}

/**
 * The chunk is made of texts of one kind laid end to end ("Our Stores Service What We Sell" from
 * three menu entries): the kind, or null. At most one word may be left over.
 */
function madeOf(chunk: string, texts: readonly PageText[]): Source | null {
  let rest = ` ${norm(chunk)} `;
  const used = new Set<Source>();
  // a piece the page's own copy also says is the page's own
  const own = texts.filter((t) => t.source === 'own');
  const pieces = texts
    .filter((t) => t.source !== 'own' && t.text.length >= 3 && !own.some((o) => o.text.includes(t.text)))
    .sort((a, b) => b.text.length - a.text.length);
  for (const t of pieces) {
    if (!rest.includes(` ${t.text} `)) continue;
    rest = rest.split(` ${t.text} `).join('  ');
    used.add(t.source);
  }
  if (used.size !== 1 || wordsOf(rest).length > 1) return null;
  return [...used][0];
}

const holders = (chunk: string, texts: readonly PageText[]): PageText[] => {
  const c = norm(chunk);
  return texts.filter((t) => t.text.includes(c));
};

/**
 * Two statements side by side that the page says in different elements, with only punctuation
 * between them ("Our Expert Doctors. Call us." after "Best Features of Our Hospital"): the
 * pair, or null. A formula's own words between them, a name, or one element saying both, is no
 * stitch.
 */
export function stitched(
  alternative: string,
  texts: readonly PageText[],
  names: readonly string[],
): string | null {
  const chunks = chunksOf(alternative).map((c) => ({
    c,
    from: statement(c, names) ? holders(c, texts) : [],
  }));
  for (let i = 1; i < chunks.length; i++) {
    const a = chunks[i - 1];
    const b = chunks[i];
    if (a.from.length === 0 || b.from.length === 0) continue;
    const together = a.from.some((t) => t.text.includes(norm(b.c)));
    if (!together) return `${a.c} | ${b.c}`;
  }
  return null;
}

/**
 * Where the alternative runs two lines the page shows apart into one without punctuation (the
 * model's seams: a heading glued to the paragraph under it, "Roses Let that ..."), or null.
 */
export function runOn(alternative: string, seams: readonly string[]): string | null {
  // the rewriters' own test (stitchedAt), so the gate and the product cannot disagree on a match
  return stitchedAt(alternative, seams);
}

/** A word of the alternative that the spelling check flags on the page, or null. */
export function misspelt(alternative: string, flagged: readonly string[]): string | null {
  const set = new Set(flagged.map((w) => w.toLowerCase()));
  return wordsOf(alternative).find((w) => set.has(w)) ?? null;
}

/**
 * The alternative quotes a text the page shows only as a customer's words, a menu or footer
 * entry, a price card, a form's label or note, a contact detail or a logo strip's intro, or holds a
 * phone number: what it quotes and whose it is, or null. A fact the rationale says it took from an
 * element of such a source counts too.
 */
export function wrongSource(
  alternative: string,
  element: string,
  texts: readonly PageText[],
  names: readonly string[],
  quotedFrom: readonly string[] = [],
): string | null {
  // a call label and a description's closing name the number to dial after the formula's own
  // call words ("Call 416 939 1530", "... Appelez le 01 23 45 67 89."): the number is the action
  const said =
    element === 'subheadline' || element === 'headline' ? alternative : alternative.replace(CALL_CLOSING, '');
  if (element !== 'primary_cta' && PHONE.test(said)) return `phone number “${PHONE.exec(said)![0]}”`;
  for (const c of [alternative, ...chunksOf(alternative)]) {
    if (!statement(c, names)) continue;
    const from = holders(c, texts);
    if (from.length > 0 && from.every((t) => t.source !== 'own')) return `“${c}” (${from[0].source})`;
    if (from.length > 0) continue;
    const pieced = madeOf(c, texts);
    if (pieced) return `“${c}” (${pieced}, in pieces)`;
  }
  for (const where of quotedFrom) {
    const at = texts.filter((t) => t.selector === where);
    if (at.length > 0 && at.every((t) => t.source !== 'own')) return `fact from ‹${where}› (${at[0].source})`;
  }
  return null;
}

/** A product or brand name the current copy carries and the alternative lost, or null. */
export function droppedName(
  original: string | null,
  alternative: string,
  names: readonly string[],
): string | null {
  if (!original) return null;
  const o = squash(original);
  const a = squash(alternative);
  return names.find((n) => squash(n).length >= 2 && o.includes(squash(n)) && !a.includes(squash(n))) ?? null;
}

/**
 * A control that says nothing a label could improve: a stepper's "+", an icon's glyph, a bare
 * count. A phone number shown as a button is a label (what to dial), not such a control.
 */
export function controlWithoutWords(label: string): boolean {
  return !/\p{L}{2}/u.test(label) && (label.match(/\d/g) ?? []).length < 7;
}

/** A button that removes, saves, posts a comment, empties a cart or closes: its verb is group 1. */
const PAGE_TASK =
  /^\s*(remove|delete|save|post|update|empty|cancel|close|clear|reset|log ?out|sign ?out|entfernen|löschen|speichern|supprimer|enregistrer|eliminar|borrar|guardar)\b(?!\s*\d)/i;

/** Page types where the site itself is the product a button may name. */
const SITE_IS_PRODUCT = new Set(['home_landing', 'app_landing', 'pricing']);

/**
 * A call-to-action alternative for the wrong element: a control that carries no words (a
 * stepper's "+", a bare number) relabelled as an action, or a label that makes the site itself
 * the thing to get on a page about something else ("Download <site>" on a review page).
 */
export function wrongCtaTarget(
  originalLabel: string | null,
  alternative: string,
  pageType: string,
  siteNames: readonly string[],
): string | null {
  if (originalLabel !== null && controlWithoutWords(originalLabel))
    return `“${originalLabel}” is a control without words`;
  // "Call us now" for an address or an email: the label names an action the element does not do
  if (
    originalLabel !== null &&
    /^\s*(call|phone|dial)\b/i.test(alternative) &&
    !/\d[\d\s().-]{5,}\d|\b(call|phone|dial|tel)\b/i.test(originalLabel)
  )
    return `a call label for “${originalLabel}”, which is not a phone number`;
  // "Remove Item" -> "Buy now", "Save" -> "Get my quote": a label for another action than the button's
  const task = originalLabel === null ? null : PAGE_TASK.exec(originalLabel);
  if (task && !norm(alternative).includes(task[1].toLowerCase()))
    return `“${originalLabel}” does its own task on the page, and “${alternative}” names another`;
  if (SITE_IS_PRODUCT.has(pageType)) return null;
  const object = squash(alternative.split(/\s+/).slice(1).join(' '));
  const site = siteNames.find((n) => squash(n).length >= 3 && object.includes(squash(n)));
  return site ? `names the site “${site}” as the thing to get on a ${pageType} page` : null;
}

/** The element of the page each copy element is, by its selector in the model. */
export function elementSelectors(model: PageModel): Record<string, string | null> {
  const cta = model.hero.cta ?? model.ctas.find((c) => c.role === 'primary') ?? null;
  return {
    headline: model.hero.headline?.selector ?? null,
    subheadline: model.hero.subheadline?.selector ?? null,
    primary_cta: cta?.selector ?? null,
    meta_title: 'title',
    meta_description: 'meta[name="description"]',
  };
}

const ELEMENT_WORDS: Record<string, RegExp> = {
  headline: /headline|\bh1\b|heading/i,
  subheadline: /sub-?head|headline/i,
  primary_cta: /call to action|\bcta\b|button|action/i,
  meta_title: /title/i,
  meta_description: /description|snippet/i,
};

/**
 * A finding whose paste-in copy is the alternative of an element the finding is not about: its
 * evidence points at other elements and its title does not name that element.
 */
export function wrongFindingTarget(
  finding: { title: string; evidence: { selector: string | null }[] },
  element: string,
  selectors: Record<string, string | null>,
): string | null {
  const at = finding.evidence.map((e) => e.selector).filter((s): s is string => !!s);
  const own = selectors[element];
  if (at.length === 0 || !own) return null;
  const head = element === 'meta_title' || element === 'meta_description';
  const pointsAt = at.some((s) =>
    head
      ? /^(head\s*>\s*)?title$|meta\[name=["']?description/i.test(s) &&
        s.includes(element === 'meta_title' ? 'title' : 'description')
      : s === own,
  );
  if (pointsAt || ELEMENT_WORDS[element]?.test(finding.title)) return null;
  return `copy for the ${element} on a finding about ${at[0]}`;
}
