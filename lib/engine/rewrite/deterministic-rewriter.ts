import type { CtaGoal } from '../model/page-model.js';
import { ctaGoal, ctaIntent } from '../model/detectors/ctas.js';
import { COPY_LIMITS, copyProblem, stitchedAt } from './copy-quality.js';
import {
  CALL_WORDS,
  FORMULAS,
  FORMULA_LANGUAGES,
  formulaLabels,
  formulaLanguage,
  phoneNumbersIn,
  SAYS_FREE,
  type FormulaLexicon,
} from './formulas.js';
import { PageVocabulary, introducedNames, introducedNumbers } from './guardrail.js';
import {
  COMMON,
  contentStems,
  improvement,
  judgeCopy,
  namesIn,
  type Judgement,
  type RubricContext,
} from './rubric.js';
import { firstSentence, looksLikeCopy, statesBenefit } from './page-facts.js';
import { categoryNamed } from '../checks/signals/vocabularies/copy.js';
import type {
  CopyElement,
  CopyRewrite,
  CopyRewrites,
  FlaggedCopy,
  GroundedFact,
  PageFacts,
  RewriteInput,
  RewriteProvider,
} from './rewrite-types.js';

/**
 * The capitalised words the formulas themselves may add (button labels, "Logo"). All are common
 * words of their language, never a name, a number or a claim.
 */
export const TEMPLATE_WORDS: ReadonlySet<string> = new Set(
  FORMULA_LANGUAGES.flatMap((lang) =>
    formulaLabels(FORMULAS[lang])
      .flatMap((p) => p.split(/\s+/))
      .map((w) => w.replace(/[.,]$/, ''))
      .filter((w) => /^\p{Lu}/u.test(w)),
  ),
);

/** A piece of an alternative: a fact quoted from the page, a formula word, or a separator. */
type Segment = { text: string; fact: GroundedFact } | { text: string; added: true } | { text: string };

interface Draft {
  segments: Segment[];
  /**
   * The current copy kept (cut to its whole sentences that fit, or with the formula's invitation
   * after it): the only fix offered for copy whose words are good but that runs long or asks for
   * nothing.
   */
  keepsCurrent?: true;
}

const fact = (f: GroundedFact, text = f.text): Segment => ({ text, fact: f });
const added = (text: string): Segment => ({ text, added: true });
const sep = (text: string): Segment => ({ text });

function render(d: Draft): string {
  return d.segments
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const mentions = (text: string, name: GroundedFact | null): boolean =>
  !!name && squash(text).includes(squash(name.text));

/**
 * The first word is a verb of the language's action list and no later word is a modal or finite
 * verb (lex.clauseVerbs), so the phrase is an instruction, not a statement about someone.
 */
function isAction(f: GroundedFact, lex: FormulaLexicon): boolean {
  const [first = '', ...rest] = f.text.toLowerCase().split(/\s+/);
  return lex.actionVerbs.has(first) && !rest.some((w) => lex.clauseVerbs.has(w.replace(/[^\p{L}]/gu, '')));
}

/** A product name short enough to sit inside a headline or a button. */
function shortName(f: GroundedFact | null, words: number, chars: number): GroundedFact | null {
  return f && wordCount(f.text) <= words && f.text.length <= chars ? f : null;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

interface Plan {
  drafts: Draft[];
  /** Why there is nothing to propose, when drafts is empty. */
  reason: string;
}

const NOT_PROMISE_REASON =
  'the top of this kind of page (an article, a listing, a policy) starts its content rather than making a promise, so none of it is recombined';

/**
 * The current copy cut after its last whole sentence that fits the element's limit, when it runs
 * over: its own words, in its own order.
 */
function trimmed(original: { text: string | null; selector: string | null }, element: CopyElement): Draft[] {
  const t = original.text;
  if (!t || !original.selector || t.length <= COPY_LIMITS[element].chars) return [];
  const sentences = t.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
  let cut = '';
  for (const sentence of sentences) {
    const next = `${cut}${sentence}`.trim();
    if (next.length > COPY_LIMITS[element].chars) break;
    cut = next;
  }
  if (!cut) return [];
  const where = element === 'meta_description' ? 'meta description' : original.selector;
  return [{ segments: [fact({ kind: 'benefit', text: cut, where })], keepsCurrent: true }];
}

const NO_BENEFIT =
  "the page's own promise (its subheadline, the headings and first sentences of its hero) holds no phrase that reads on its own, and copy is not invented";

/** Page types where the site itself is what the visitor gets, so "Try {site}" names the product. */
const SITE_IS_PRODUCT: ReadonlySet<string> = new Set(['home_landing', 'app_landing', 'pricing']);

/**
 * The product the page is about: a product page's own product (not the shop), a product named
 * apart from the brand, or the site itself on a landing page whose hero names it ("Formly" on
 * formly.example); never the brand of a page about something else ("Download Mozilla" for Firefox).
 */
function realProduct(f: PageFacts, copy: RewriteInput['copy']): GroundedFact | null {
  const p = f.product;
  if (!p) return null;
  const isBrand = !!f.brand && (p.where === f.brand.where || squash(p.text) === squash(f.brand.text));
  if (f.pageType === 'product_detail') return isBrand ? null : p;
  if (!SITE_IS_PRODUCT.has(f.pageType)) return null;
  if (!isBrand) return p;
  // the hero or the title's lead names the site ("Acme Forms | Acme"), not only its end ("… — Mozilla")
  const lead = (copy.meta_title.text ?? '').split(TITLE_PARTS)[0] ?? '';
  const hero = `${copy.headline.text ?? ''} ${copy.subheadline.text ?? ''} ${lead}`;
  return mentions(hero, p) ? p : null;
}

/** Page types whose hero is the start of an article or a listing, not a promise to rewrite. */
const NOT_A_PROMISE: ReadonlySet<string> = new Set([
  'article_blog',
  'search_results',
  'policy',
  'review_ugc',
]);

function headlinePlan(f: PageFacts, lex: FormulaLexicon | null, copy: RewriteInput['copy']): Plan {
  if (f.pageType === 'product_detail')
    return { drafts: [], reason: "a product page's headline is the product's name, which it already shows" };
  if (NOT_A_PROMISE.has(f.pageType)) return { drafts: [], reason: NOT_PROMISE_REASON };
  const drafts: Draft[] = [];
  const product = shortName(realProduct(f, copy), 4, 30);
  const action = lex
    ? f.benefits.find(
        (b) =>
          (lex.actionVerbs.size === 0 ? wordCount(b.text) <= 6 : isAction(b, lex)) &&
          !mentions(b.text, product),
      )
    : undefined;
  if (lex && product && action)
    drafts.push({ segments: [fact(action), sep(' '), added(lex.withProduct), sep(' '), fact(product)] });
  for (const b of f.benefits)
    if (b !== action && wordCount(b.text) <= 10) drafts.push({ segments: [fact(b)] });
  return { drafts, reason: NO_BENEFIT };
}

/**
 * "<product> helps you <action>.": the product's short name and a benefit of the page that is an
 * action and does not name it, followed by `closing`; null when the formula or either part is missing.
 */
function helpsYouDraft(
  f: PageFacts,
  lex: FormulaLexicon | null,
  copy: RewriteInput['copy'],
  closing: Segment[] = [],
): Draft | null {
  const product = shortName(realProduct(f, copy), 4, 30);
  const action = lex ? f.benefits.find((b) => isAction(b, lex) && !mentions(b.text, product)) : undefined;
  if (!lex?.helpsYou || !product || !action) return null;
  return {
    segments: [
      fact(product),
      sep(' '),
      added(lex.helpsYou),
      sep(' '),
      fact(action, lowerFirst(action.text)),
      sep('.'),
      ...closing,
    ],
  };
}

function subheadlinePlan(f: PageFacts, lex: FormulaLexicon | null, copy: RewriteInput['copy']): Plan {
  const original = copy.subheadline.text;
  const drafts: Draft[] = trimmed(copy.subheadline, 'subheadline');
  if (NOT_A_PROMISE.has(f.pageType)) return { drafts, reason: NOT_PROMISE_REASON };
  const helps = helpsYouDraft(f, lex, copy);
  if (helps) drafts.push(helps);
  // Another phrase of the hero, said whole: never two phrases glued into one.
  const current = original ? squash(original) : '';
  for (const b of f.benefits)
    if (!current.startsWith(squash(b.text)) && wordCount(b.text) >= 5)
      drafts.push({ segments: [fact(b), sep('.')] });
  return { drafts, reason: NO_BENEFIT };
}

/**
 * The goal a new label or a closing invitation may promise: the call to action's, unless it is a
 * link that scrolls to a section of this page whose name says something else ("Get Started" to
 * #features promises no sign-up).
 */
function goalOf(f: PageFacts, original: string | null): CtaGoal {
  const goal = wordedGoal(f, original);
  const section = f.action?.section;
  return section && !sectionSays(section, goal, f.action?.text ?? '') ? 'other' : goal;
}

/** The goal the call to action serves, from the model, else from the words of its label. */
function wordedGoal(f: PageFacts, original: string | null): CtaGoal {
  const goal = namedGoal(f, original);
  // "Sign up here" for a newsletter (a Mailchimp link): "Create my account" would promise an account
  // nobody gets. A sign-up is an account only where the page shows one (a password field, an
  // address that names a sign-up or account page).
  // (a link to a section of this page is judged by the section's name: goalOf, ctaPlan)
  return goal === 'signup' && f.action?.account === false && !f.action.section ? 'other' : goal;
}

function namedGoal(f: PageFacts, original: string | null): CtaGoal {
  const goal = f.action?.goal ?? 'other';
  if (goal !== 'other') return goal;
  const t = original ?? '';
  const words: [CtaGoal, RegExp][] = [
    ['add_to_cart', /add to (cart|bag|basket)/i],
    ['buy', /\b(buy|order|shop|purchase)\b/i],
    ['trial', /\btrial\b/i],
    ['demo', /\bdemo\b/i],
    ['quote', /\b(quote|estimate)\b/i],
    ['book', /\b(book|appointment|reserve|schedule)\b/i],
    ['signup', /\b(sign ?up|join|create (an |your )?account|get started)\b/i],
    ['download', /\b(download|install)\b/i],
    ['subscribe', /\bsubscribe\b/i],
    ['donate', /\b(donate|give)\b/i],
    ['contact', /\b(contact|talk|get in touch)\b/i],
  ];
  return words.find(([, re]) => re.test(t))?.[0] ?? 'other';
}

/**
 * A control that is not worded for a visitor: a stepper's "+", a bare count, an icon's glyph (a
 * phone number shown as a button is a label: what to dial).
 */
const notALabel = (text: string): boolean => !/\p{L}{2}/u.test(text) && (text.match(/\d/g) ?? []).length < 7;

function ctaPlan(f: PageFacts, copy: RewriteInput['copy'], lex: FormulaLexicon | null): Plan {
  const original = copy.primary_cta.text;
  if (!lex)
    return {
      drafts: [],
      reason: `there is no call-to-action formula in the page's language (${f.language ?? 'not recognised'})`,
    };
  // a label for an element the audit only guessed is the main action may relabel the wrong one
  if (original && f.action?.sure === false)
    return {
      drafts: [],
      reason: `the audit is not sure that “${original}” is the main call to action, so it proposes no label for it`,
    };
  if (original && notALabel(original))
    return {
      drafts: [],
      reason: `the element taken for the main call to action (“${original}”) is a control without words, not a button a new label would fix`,
    };
  // a logo link taken for the main action ("Your Shop Logo"): the site's name, not a button's label
  if (original && LOGO.test(original))
    return {
      drafts: [],
      reason: `the element taken for the main call to action (“${original}”) is the site's logo, not a button a new label would fix`,
    };
  // "Remove Item", "Save", "Post comment": the button does its own work on the page, and a
  // conversion label would promise an action it does not take
  if (original && HOUSEKEEPING.test(original))
    return {
      drafts: [],
      reason: `the element taken for the main call to action (“${original}”) names its own task on the page, so a label for another goal would name the wrong action`,
    };
  const goal = wordedGoal(f, original);
  // a call button is for its number: the label keeps it, and one label cannot keep several
  const numbers = goal === 'call' && original ? phoneNumbersIn(original) : [];
  if (goal === 'call' && original && numbers.length === 0 && !CALL_WORDS.test(original))
    return {
      drafts: [],
      reason: `the element taken for the main call to action (“${original}”) is neither a phone number nor worded as a call, so a call label would name the wrong action`,
    };
  if (numbers.length > 1)
    return {
      drafts: [],
      reason: `the main call to action lists several phone numbers (${numbers.map((n) => `“${n}”`).join(', ')}), and a label for one would drop the others`,
    };
  // "Free Consultation 303.333.PAUL": the free offer is what the label sells; "Call ..." would drop it
  if (numbers.length === 1 && SAYS_FREE.test(original ?? ''))
    return {
      drafts: [],
      reason: `the main call to action (“${original}”) names a free offer beside its number, which a call label would drop`,
    };
  if (numbers.length === 1 && f.action)
    return { drafts: [{ segments: callWith(lex, numbers[0], f.action.where) }], reason: NO_LABEL };
  const free = original && SAYS_FREE.test(original) ? lex.freeCta[goal] : undefined;
  const label = free ?? (f.action?.sendsForm ? lex.formCta[goal] : undefined) ?? lex.cta[goal];
  // "Get Started" that scrolls to #features: a label naming a sign-up would promise a click that
  // only moves down the page. The section's name must say the goal, or share a word with the label.
  const section = f.action?.section;
  if (label && section && !sectionSays(section, goal, original ?? ''))
    return {
      drafts: [],
      reason: `the main call to action (“${original}”) scrolls to a section of this page (#${section}) whose name does not say what a new label would promise`,
    };
  if (!label)
    return {
      drafts: [],
      reason:
        goal === 'read'
          ? 'the main call to action leads to more reading, not to a conversion, so no action wording fits it'
          : 'what the main call to action asks for is unclear, so no action wording fits it',
    };
  const drafts: Draft[] = [];
  const verb = lex.ctaWithProduct[goal];
  // "Download <site>" on a review page names the wrong thing: only a product the page is about.
  const product = shortName(realProduct(f, copy), 3, 24);
  if (verb && product && (goal !== 'buy' || f.pageType === 'product_detail'))
    drafts.push({ segments: [added(verb), sep(' '), fact(product)] });
  drafts.push({ segments: [added(label)] });
  return { drafts, reason: NO_LABEL };
}

/** Words of a fragment: "get-started", "free_trial", "bookNow" -> "get started", "free trial", "book Now". */
const fragmentWords = (fragment: string): string =>
  fragment
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_.+]+/g, ' ')
    .trim();

/** Stems of a label's longer words (four letters), for "Book now" against "#booking". */
const stems = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 4)));

/** Whether a section's name says the goal ("#signup", "#contact") or echoes the label ("#booking"). */
function sectionSays(section: string, goal: CtaGoal, label: string): boolean {
  const words = fragmentWords(section);
  if (ctaGoal({ text: words, intent: ctaIntent(words) }) === goal) return true;
  const own = stems(label);
  return [...stems(words)].some((stem) => own.has(stem));
}

/** Labels of buttons that keep the page or a form in order rather than convert (en, de, fr, es). */
const HOUSEKEEPING =
  /^\s*((remove|delete|entfernen|löschen|supprimer|eliminar|borrar)\b|(update|refresh|aktualisieren|actualiser|mettre à jour|actualizar|filter|filtern|filtrer|filtrar|apply filters?|filter anwenden)\s*$|(save|speichern|enregistrer|guardar)( (changes|settings|details|address))?\s*$|(post|submit|add|leave) (a |your )?(comment|reply)\b|(update|empty) (cart|basket|bag)\b|(cancel|close|clear|reset|abbrechen|schließen|annuler|fermer|cancelar|cerrar)\s*$|(log|sign) ?out\b|apply (coupon|code|promo))/i;

/** The accessible name of a logo image or link, in the languages with formulas. */
const LOGO = /\b(logo|logotipo|logotype)\b/i;

/** "Call 416 939 1530": the formula's call words and the number the page shows at `where`. */
const callWith = (lex: FormulaLexicon, number: string, where: string): Segment[] => [
  added(lex.callNumber),
  sep(' '),
  fact({ kind: 'contact', text: number, where }),
];

const NO_LABEL = 'no label for its goal reads better than the current one';

/** The headline as the lead of a title or a description, when it is a statement. */
function headlineLead(c: RewriteInput['copy']): GroundedFact | null {
  const t = c.headline.text;
  if (!t || !c.headline.selector || /[?!…]/.test(t)) return null;
  return { kind: 'benefit', text: t.replace(/[\s.!:;,]+$/, ''), where: c.headline.selector };
}

/** Where a title's parts meet: "Page – Section | Brand". */
const TITLE_PARTS = /\s+[|–—·:-]\s+|\s*[|–—·]\s*/;

function metaTitlePlan(f: PageFacts, headline: GroundedFact | null, title: string | null): Plan {
  const brand = f.brand;
  // a long title keeps its first part, which names the page (and the brand, when the page names one)
  const first =
    title && title.length > COPY_LIMITS.meta_title.chars ? title.split(TITLE_PARTS)[0]?.trim() : '';
  const firstPart: GroundedFact | null =
    first && wordCount(first) >= 2 ? { kind: 'benefit', text: first, where: 'title' } : null;
  // without a brand the cut would drop the name that usually ends a title: nothing is offered
  if (!brand)
    return {
      drafts: [],
      reason:
        // the page may well name it: the audit only could not tell which words are the brand
        "no part of the title is confirmed as the brand (by og:site_name, structured data, the site's domain, the logo or the copyright line), and a shorter title could drop it",
    };
  const drafts: Draft[] = [];
  const leads: GroundedFact[] = [];
  // "Learn Node — The best way to learn Node.js": a first part that is the brand names no page.
  // A product page's title that names the product keeps it: the breadcrumb's category in front
  // ("Bench Tops & Accessories | Bench Tops | 60\"W x 24\"D Maple Butcher Block ...") is no name
  // for the page, and a title cut to it drops the product (issue 24: "worse than the original")
  const product = f.pageType === 'product_detail' && headline ? squash(headline.text) : '';
  const dropsProduct = (lead: GroundedFact): boolean =>
    !!product && !!title && squash(title).includes(product) && !squash(lead.text).includes(product);
  if (firstPart && squash(firstPart.text) !== squash(brand.text) && !dropsProduct(firstPart))
    leads.push(firstPart);
  if (f.pageType === 'product_detail' && f.product && f.product.where !== brand.where) leads.push(f.product);
  else if (headline && wordCount(headline.text) <= 9) leads.push(headline);
  if (!NOT_A_PROMISE.has(f.pageType)) leads.push(...f.benefits);
  for (const lead of leads) {
    if (lead.text.length > 45) continue;
    if (mentions(lead.text, brand)) {
      if (lead === firstPart && wordCount(lead.text) > wordCount(brand.text))
        drafts.push({ segments: [fact(lead)], keepsCurrent: true });
      continue;
    }
    drafts.push({
      segments: [fact(lead), sep(' | '), fact(brand)],
      keepsCurrent: lead === firstPart || undefined,
    });
  }
  return { drafts, reason: NO_BENEFIT };
}

function metaDescriptionPlan(
  f: PageFacts,
  lex: FormulaLexicon | null,
  headline: GroundedFact | null,
  copy: RewriteInput['copy'],
): Plan {
  const goal = goalOf(f, f.action?.text ?? null);
  // the closing invites what the main action does: not when the audit only guessed that action
  const action = f.action?.sure === false ? undefined : lex?.metaAction[goal];
  // a call closes on the number the main call to action shows, when it shows exactly one
  const numbers = action && goal === 'call' && f.action ? phoneNumbersIn(f.action.text) : [];
  const closing: Segment[] =
    lex && f.action && numbers.length === 1
      ? [sep(' '), ...callWith(lex, numbers[0], f.action.where), sep('.')]
      : action
        ? [sep(' '), added(action)]
        : [];
  const drafts: Draft[] = trimmed({ text: copy.meta_description.text, selector: 'meta' }, 'meta_description');
  // the current description as it stands (or cut to fit) with the invitation it lacks after it
  const current = copy.meta_description.text;
  if (action && current) {
    const base =
      drafts[0]?.segments[0] ?? fact({ kind: 'benefit', text: current, where: 'meta description' });
    const stop = /[.!?]$/.test(base.text) ? [] : [sep('.')];
    drafts.push({ segments: [base, ...stop, ...closing], keepsCurrent: true });
  }
  if (NOT_A_PROMISE.has(f.pageType)) return { drafts, reason: NOT_PROMISE_REASON };
  const helps = helpsYouDraft(f, lex, copy, closing);
  if (helps) drafts.push(helps);
  // One statement of the page's promise and the formula's invitation: never two phrases glued.
  // the headline leads only when it states a benefit, not when it is a name or a label
  const sub = copy.subheadline;
  const subLead: GroundedFact | null =
    sub.text && sub.selector ? { kind: 'benefit', text: firstSentence(sub.text), where: sub.selector } : null;
  const leads = [headline && statesBenefit(headline.text) ? headline : null, ...f.benefits];
  if (subLead && wordCount(subLead.text) >= 6 && looksLikeCopy(subLead.text)) leads.push(subLead);
  for (const lead of leads)
    if (lead && wordCount(lead.text) >= 4) drafts.push({ segments: [fact(lead), sep('.'), ...closing] });
  return { drafts, reason: NO_BENEFIT };
}

const ELEMENT_NAMES: Record<CopyElement, string> = {
  headline: 'headline',
  subheadline: 'subheadline',
  primary_cta: 'primary call to action',
  meta_title: 'title tag',
  meta_description: 'meta description',
};

/** One alternative's account: which facts it quotes from where, and which formula words it adds. */
function clauseOf(index: number, d: Draft): string {
  const facts = d.segments.flatMap((s) => ('fact' in s ? [`“${s.text}” from ‹${s.fact.where}›`] : []));
  const adds = d.segments.flatMap((s) => ('added' in s ? [`“${s.text}”`] : []));
  return `#${index} uses ${facts.length ? facts.join(', ') : 'nothing from the page'}; adds ${adds.length ? adds.join(', ') : 'nothing'}.`;
}

/** What the rubric found in the current copy, in words ("names “Formly”, within the limits, no filler"). */
function verdictOf(j: Judgement): string {
  const misses = Object.values(j.misses);
  const unjudged = j.unjudged ? `; offer and action words not judged in ${j.unjudged}` : '';
  if (misses.length) return misses.join(', ') + unjudged;
  return [...j.named, 'within its length', 'no filler'].join(', ') + unjudged;
}

interface Kept {
  draft: Draft;
  gain: string;
}

function rationaleOf(
  element: CopyElement,
  original: string | null,
  judged: Judgement,
  kept: Kept[],
  reason: string,
  flagged: readonly FlaggedCopy[],
): string {
  const name = ELEMENT_NAMES[element];
  const problems = flagged.map((fl) => `${fl.check_id} (“${fl.problem}”)`);
  const start = original
    ? `${problems.length > 0 ? `The ${name} fails ${problems.join(', ')}.` : `No copy check flags the ${name}.`} By the copy rubric it ${judged.good ? (problems.length > 0 ? 'reads well' : 'is good') : 'is weak'} (${verdictOf(judged)}).`
    : `The page has no ${name}.`;
  if (kept.length === 0) return `${start} No alternative: ${reason}.`;
  return `${start} ${kept.map((k, i) => `${clauseOf(i + 1, k.draft)} Better: ${k.gain}.`).join(' ')}`;
}

/** The names and the kind of offer the current copy carries, which an alternative must keep. */
function dropsSubject(original: string | null, candidate: string, names: readonly string[]): boolean {
  if (!original) return false;
  for (const n of namesIn(original, names)) if (!namesIn(candidate, [n]).length) return true;
  return !!categoryNamed(original) && !categoryNamed(candidate) && namesIn(candidate, names).length === 0;
}

/**
 * What the page is about stays in copy that names it: an alternative keeps at least half the topic
 * words the current copy has, and a new headline or title names the product, the kind of offer or
 * a topic word.
 */
function dropsTopic(
  element: CopyElement,
  original: string | null,
  candidate: string,
  topic: readonly string[],
  names: readonly string[],
): boolean {
  if (element === 'primary_cta') return false;
  const inCandidate = contentStems(candidate);
  const had = original ? [...contentStems(original)].filter((w) => topic.includes(w)) : [];
  if (had.length > 0) return had.filter((w) => inCandidate.has(w)).length * 2 < had.length;
  if (element !== 'headline' && element !== 'meta_title') return false;
  // a new headline or title says what the page is about: a name, the kind of offer, a topic word
  const category = categoryNamed(candidate);
  return (
    namesIn(candidate, names).length === 0 &&
    !(category && !COMMON.has(category.toLowerCase())) &&
    ![...inCandidate].some((w) => topic.includes(w))
  );
}

/**
 * Drafts that pass the quality rules and the guardrail, keep the names and the offer the current
 * copy carries, and score higher than the current copy by the rubric; deduplicated.
 */
function keep(
  element: CopyElement,
  original: string | null,
  judged: Judgement,
  drafts: readonly Draft[],
  v: PageVocabulary,
  rubric: RubricContext,
  topic: readonly string[],
  seams?: readonly string[],
): Kept[] {
  const out: Kept[] = [];
  const seen = new Set<string>(original ? [squash(original)] : []);
  // copy whose words are good and that only runs long or asks for nothing keeps its words
  const misses = Object.entries(judged.misses);
  const wordsAreGood =
    element !== 'primary_cta' &&
    element !== 'headline' &&
    misses.length > 0 &&
    misses.every(([m, why]) => (m === 'length' && why.startsWith('over')) || m === 'action');
  for (const d of drafts) {
    const text = render(d);
    if (!text || seen.has(squash(text)) || copyProblem(text, element)) continue;
    // lines the page shows apart, run into one sentence: a heading glued to its paragraph
    if (stitchedAt(text, seams)) continue;
    if (introducedNumbers(text, v).length > 0 || introducedNames(text, v, TEMPLATE_WORDS).length > 0)
      continue;
    if (wordsAreGood && !d.keepsCurrent) continue;
    if (dropsSubject(original, text, rubric.names)) continue;
    // "Free Product Demo" -> "Book my demo" loses what the label sells: a button keeps the free offer
    if (element === 'primary_cta' && original && SAYS_FREE.test(original) && !SAYS_FREE.test(text)) continue;
    // the current copy's own words: what a cut leaves out, the reader never saw in a snippet
    if (!d.keepsCurrent && dropsTopic(element, original, text, topic, rubric.names)) continue;
    const j = judgeCopy(text, element, rubric);
    // better than the original, or nothing: copy the rubric calls good is kept as it is
    const gain = j.good && !judged.good ? improvement(judged, j) : null;
    if (!gain) continue;
    seen.add(squash(text));
    out.push({ draft: d, gain });
    if (out.length === 3) break;
  }
  return out;
}

/** The words of a text the page's spelling check flags. */
function misspeltIn(words: readonly string[]): (text: string) => string[] {
  const flagged = new Set(words.map((w) => w.toLowerCase()));
  return (text) => (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => flagged.has(w.toLowerCase()));
}

/** What the rubric knows of a page: its language, its names, the words its spelling check flags. */
export function rubricContextOf(input: Pick<RewriteInput, 'facts' | 'misspelt'>): RubricContext {
  const names = [input.facts.product?.text, input.facts.brand?.text].filter((n): n is string => !!n);
  return { language: input.facts.language, names, misspelt: misspeltIn(input.misspelt) };
}

/**
 * Writes alternatives for the page's critical copy with proven formulas ("{action} with
 * {product}", "{headline} | {brand}", first-person button labels per goal) filled only from the
 * page's own promise, in the page's language, and offers one only when the copy rubric scores it
 * higher than the current copy; a current copy the rubric calls good is kept. Where nothing reads
 * better it proposes nothing and says why; every rationale names each fact it quotes, where that
 * fact sits, each word it adds, and what the alternative improves.
 */
export function rewriteDeterministically(
  input: RewriteInput,
  provider = 'deterministic',
  fallbackReason: string | null = null,
): CopyRewrites {
  const v = new PageVocabulary(input.pageText);
  const f = input.facts;
  const c = input.copy;
  // A page whose language is not recognised gets no formula that adds words.
  const lex = (() => {
    const l = f.language ? formulaLanguage(f.language) : null;
    if (!l) return null;
    const own = FORMULAS[l];
    // a one-person business asks in its own voice: "Contact me", "Me contacter"
    return f.speaksAsOne
      ? {
          ...own,
          cta: { ...own.cta, ...own.solo.cta },
          metaAction: { ...own.metaAction, ...own.solo.metaAction },
        }
      : own;
  })();
  const rubric = rubricContextOf(input);
  const headline = headlineLead(c);
  const plans: Record<CopyElement, Plan> = {
    headline: headlinePlan(f, lex, c),
    subheadline: subheadlinePlan(f, lex, c),
    primary_cta: ctaPlan(f, c, lex),
    meta_title: metaTitlePlan(f, headline, c.meta_title.text),
    meta_description: metaDescriptionPlan(f, lex, headline, c),
  };
  const rewrite = (element: CopyElement): CopyRewrite => {
    const original = c[element].text;
    const judged = judgeCopy(original, element, rubric);
    const flaggedHere = input.flagged.filter((fl) => fl.element === element);
    const plan = plans[element];
    const kept = keep(element, original, judged, plan.drafts, v, rubric, f.topic, input.seams);
    const reason =
      kept.length > 0
        ? ''
        : judged.good && !(judged.unjudged && plan.drafts.length === 0 && plan.reason)
          ? flaggedHere.length > 0
            ? "the current copy reads well by the rubric and nothing built from the page's own words reads better, so keep its words and follow the finding's fix steps"
            : 'the current copy is good by the rubric, so keep it'
          : plan.drafts.length > 0
            ? "no draft from the page's own words keeps its names and scores higher by the rubric than the current copy"
            : plan.reason;
    return {
      original,
      alternatives: kept.map((k) => render(k.draft)),
      rationale: rationaleOf(element, original, judged, kept, reason, flaggedHere),
    };
  };
  return {
    headline: rewrite('headline'),
    subheadline: rewrite('subheadline'),
    primary_cta: rewrite('primary_cta'),
    meta_title: rewrite('meta_title'),
    meta_description: rewrite('meta_description'),
    provider,
    fallback_reason: fallbackReason,
  };
}

/** The default provider: no network, no model, nothing invented. */
export const deterministicProvider: RewriteProvider = {
  name: 'deterministic',
  rewrite: async (input) => rewriteDeterministically(input),
};
