import type { CheckDefinition, CheckResult } from '../checks/check.js';
import type { GroupId } from '../checks/groups.js';
import type { PageModel } from '../model/page-model.js';
import type { CopyElement } from './rewrite-types.js';

/**
 * Groups whose failures can be fixed by rewording. A failed layout, speed or accessibility check
 * may point at the headline too, but new words would not fix it.
 */
const COPY_GROUPS: ReadonlySet<GroupId> = new Set<GroupId>([
  'hero',
  'messaging',
  'cta',
  'seo',
  'specificity',
  'differentiation',
  'offer-clarity',
  'psychology',
  'narrative',
  'universal',
]);

const KEYWORD_RULES: readonly { element: CopyElement; pattern: RegExp }[] = [
  { element: 'meta_description', pattern: /meta[- ]description/i },
  { element: 'meta_title', pattern: /title tag|page title|<title>|meta title|\btitle element/i },
  { element: 'subheadline', pattern: /sub-?head/i },
  { element: 'headline', pattern: /headline|\bh1\b/i },
];

/**
 * Checks about how copy looks or where it sits, or how much of it crowds the first screen: new
 * words would not fix them (HERO_009's rule counts the words "besides the headline", and a new
 * headline was its paste-in until a grouped finding showed it under a crowded slide).
 */
const LAYOUT_WORDS =
  /\b(styled?|looks like|colou?r|contrast|font|size|position|placement|above the fold|below the fold|reach(ed)?|sticky|visible|hidden|spacing|tap|image|photo|video|button element|link element|markup|tag order|heading level|multiple h1|more than one h1|no h1|crowded)\b/i;

const CTA_WORDS = /\b(cta|ctas|call[- ]to[- ]action|button)\b/i;
/**
 * Checks about the words beside the call to action (reassuring microcopy under the button): they
 * ask for a line next to it, so its own label is not the copy to change.
 */
export const BESIDE_CTA =
  /\b(micro-?copy|next to the (main )?(cta|call[- ]to[- ]action|button)|beside the (main )?(cta|call[- ]to[- ]action|button)|below the (cta|button))\b/i;
const WORDING =
  /\b(text|label|copy|word|words|wording|verb|says?|speaks?|vague|generic|first[- ]person|specific|benefit|risk|reassur\w*|promise|value)\b/i;

/** The primary call to action of the page: the hero's, else the one ranked primary. */
export function primaryCta(model: PageModel): PageModel['ctas'][number] | null {
  return model.hero.cta ?? model.ctas.find((c) => c.role === 'primary') ?? null;
}

/**
 * Which piece of conversion-critical copy a failed check is about, or null when rewording would
 * not fix it (a check of a non-copy group, or about looks and placement). The check's evidence
 * selector decides first (for the CTA only when the check is about its wording); the words of its
 * title and threshold second.
 */
export function copyElementOf(
  def: CheckDefinition,
  result: CheckResult,
  model: PageModel,
): CopyElement | null {
  if (!COPY_GROUPS.has(def.group)) return null;
  const words = `${def.title} ${def.threshold}`;
  if (LAYOUT_WORDS.test(words) || BESIDE_CTA.test(words)) return null;
  const cta = primaryCta(model);
  for (const e of result.evidence) {
    if (!e.selector) continue;
    if (model.hero.headline && e.selector === model.hero.headline.selector) return 'headline';
    if (model.hero.subheadline && e.selector === model.hero.subheadline.selector) return 'subheadline';
    if (cta && e.selector === cta.selector && WORDING.test(`${words} ${def.description}`))
      return 'primary_cta';
    if (/^(head\s*>\s*)?title$/i.test(e.selector)) return 'meta_title';
    if (/meta\[name=["']?description/i.test(e.selector)) return 'meta_description';
  }
  for (const rule of KEYWORD_RULES) if (rule.pattern.test(words)) return rule.element;
  if (CTA_WORDS.test(words) && WORDING.test(words)) return 'primary_cta';
  return null;
}
