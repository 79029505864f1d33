/**
 * Ranking by what decides the visit. Reviewers name first what makes a visit fail whatever else
 * the page does well: no working main action, a page that contradicts itself, placeholder or
 * template text, a hacked page, a product that cannot be bought, a contact address that bounces.
 * Hygiene, what a visitor does not perceive on the page (the search snippet, markup for assistive
 * technology, analytics, legal links), matters, but never first: with points alone a
 * meta-description finding sat in the top 10 of 12 of 14 pages reviewers looked at, above the dead
 * button they named first, and on the 100 labelled pages "form fields have no label", "no privacy
 * policy" and "meta description" were in the first ten of 41-60 pages each and the experts' problem
 * on 0-2 of them.
 *
 * So, after the priority order: every finding the audit is sure of that is not hygiene comes
 * first (decisive failures among them, in their priority order, spread over groups), then the
 * conversion findings that rest on a guess (low confidence), then hygiene, sure before unsure. No
 * hygiene finding outranks a conversion finding: with hygiene before the guesses, a page's sure
 * "fields have no label" and "no privacy policy" stood above "no price shown" (high severity, the
 * experts' first problem, low only because the industry was unsure).
 */
import { groupOfCheckId } from '../checks/groups.js';
import type { FullFinding } from './types.js';

/** Checks whose failure decides the visit (docs/scoring.md, "Findings"). */
export const DECISIVE_CHECKS: ReadonlySet<string> = new Set([
  'CTA_001', // no main call to action
  'CTA_015', // the main call to action does nothing
  'TRUST_011', // placeholder text
  'TRUST_015', // the page contradicts itself (hours, product facts, stock, dates)
  'TRUST_016', // template leftovers
  'TRUST_017', // placeholder contact details
  'TRUST_018', // hidden spam links: a hacked page
  'TRUST_019', // a contact email on a misspelt domain: every enquiry bounces
  'PROD_001', // a product page without a way to buy the product
]);

const PERCEIVED_ACCESS: ReadonlySet<string> = new Set(['ACCESS_005', 'ACCESS_006', 'ACCESS_014']);
/**
 * Analytics, and the site's legal links and entity: privacy policy, terms, the "About" link, the
 * legal entity. A visitor meets these in the footer, not on the page they came to act on. The four
 * are one root cause (site_identity in root-causes.ts); while the About link counted as a conversion
 * check, that finding, titled by its privacy-policy member, was in the first ten findings of 26 of
 * the 100 labelled pages (the first three of 6), and no expert named a missing privacy, terms or
 * About link among any page's problems.
 */
const HYGIENE: ReadonlySet<string> = new Set([
  'CONV_001',
  'CONV_006',
  'TRUST_002',
  'TRUST_003',
  'TRUST_008',
  'UNIV_006',
]);

/**
 * Hygiene: what a visitor does not perceive on the page. The search snippet and markup (every SEO
 * check but SEO_006, noindex, which hides the page), accessibility markup (every ACCESS check but
 * the three a visitor meets on the page: contrast ACCESS_005, zoom ACCESS_006, sound that plays on
 * its own ACCESS_014), analytics, and the legal links and entity (TRUST_002, TRUST_003, TRUST_008,
 * UNIV_006).
 */
export function isHygieneCheck(id: string): boolean {
  if (id.startsWith('SEO_')) return id !== 'SEO_006';
  if (id.startsWith('ACCESS_')) return !PERCEIVED_ACCESS.has(id);
  return HYGIENE.has(id);
}

/** A finding with a decisive check among its checks. */
const decisive = (f: FullFinding): boolean => f.check_ids.some((id) => DECISIVE_CHECKS.has(id));
const hygiene = (f: FullFinding): boolean => !decisive(f) && f.check_ids.every(isHygieneCheck);
/** A finding the audit is sure of (not low confidence) about the visit itself (not hygiene). */
const ahead = (f: FullFinding): boolean => f.confidence !== 'low' && !hygiene(f);

/** How many of the first findings speak for different check groups (see spreadGroups). */
export const SPREAD_FIRST = 10;

/**
 * The first findings name different kinds of problem, as a consultant's list does: among the first
 * SPREAD_FIRST, a finding whose check group (its lead check's, groups.ts) already has a finding
 * higher up waits until SPREAD_FIRST findings of other groups stand before it, then the waiting
 * ones follow in their priority order. A decisive failure never waits. With points alone, two or
 * three findings of one group (no viewport, then the wrong keyboard, then the address not opening
 * in maps; no FAQ, then no guarantee) took the places of the problem experts named first: on
 * the 100 labelled pages, 93 of the first ten lists held two or more findings of one group.
 */
export function spreadGroups(sorted: readonly FullFinding[], first = SPREAD_FIRST): FullFinding[] {
  const seen = new Set<string>();
  const lead: FullFinding[] = [];
  const waiting: FullFinding[] = [];
  for (const f of sorted) {
    const group = groupOfCheckId(f.check_id) ?? f.check_id;
    if (lead.length < first && seen.has(group) && !decisive(f)) waiting.push(f);
    else lead.push(f);
    seen.add(group);
  }
  // lead is `first` findings of different groups (or every finding there is) followed by the rest
  // in order; the waiting ones come right after those first ones
  return [...lead.slice(0, first), ...waiting, ...lead.slice(first)];
}

/**
 * Findings in priority order, re-ranked: sure conversion findings (the first of them spread over
 * different groups, spreadGroups), then unsure conversion findings, then hygiene (see above).
 */
export function conversionFirst(sorted: readonly FullFinding[]): FullFinding[] {
  return [
    ...spreadGroups(sorted.filter(ahead)),
    ...sorted.filter((f) => f.confidence === 'low' && !hygiene(f)),
    ...sorted.filter(hygiene),
  ];
}
