/**
 * Ranking by what decides the visit. Reviewers name first what makes a visit fail whatever else
 * the page does well: no working main action, a page that contradicts itself, placeholder or
 * template text, a hacked page, a product that cannot be bought. Search-snippet and markup
 * hygiene (title and description length, alt text, analytics, heading count) matters, but never
 * first: with points alone a meta-description finding sat in the top 10 of 12 of 14 pages
 * reviewers looked at, above the dead button they named first.
 *
 * So, after the priority order: every decisive finding ranks above every hygiene finding, and no
 * hygiene finding takes one of the first three places while a decisive failure exists (unless
 * fewer than three findings are not hygiene). Everything else keeps its priority order, and
 * findings that rest on a guess (low confidence) stay behind every sure one, decisive or not.
 */
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
  'PROD_001', // a product page without a way to buy the product
]);

/** Hygiene: search snippet and markup, alt text, analytics (SEO_006, noindex, is not among them). */
export function isHygieneCheck(id: string): boolean {
  if (id.startsWith('SEO_')) return id !== 'SEO_006';
  return id === 'ACCESS_001' || id === 'ACCESS_002' || id === 'CONV_001' || id === 'CONV_006';
}

/**
 * A decisive failure the audit is sure of. One that rests on a guess (low confidence: the main
 * call to action was picked from a menu entry) stays behind every sure finding, where
 * compareFindings puts it, and demotes no hygiene finding.
 */
const decisive = (f: FullFinding): boolean =>
  f.confidence !== 'low' && f.check_ids.some((id) => DECISIVE_CHECKS.has(id));
const hygiene = (f: FullFinding): boolean =>
  !f.check_ids.some((id) => DECISIVE_CHECKS.has(id)) && f.check_ids.every(isHygieneCheck);

/** Places no hygiene finding may take while a decisive failure exists. */
const PROTECTED_PLACES = 3;

/** Findings in priority order, re-ranked so decisive failures come before hygiene (see above). */
export function decisiveFirst(sorted: readonly FullFinding[]): FullFinding[] {
  const lastDecisive = sorted.findLastIndex(decisive);
  if (lastDecisive < 0) return [...sorted];
  const head = sorted.slice(0, lastDecisive + 1).filter((f) => !hygiene(f));
  const rest = [...sorted.slice(0, lastDecisive + 1).filter(hygiene), ...sorted.slice(lastDecisive + 1)].sort(
    (a, b) => sorted.indexOf(a) - sorted.indexOf(b),
  );
  while (head.length < PROTECTED_PLACES) {
    const next = rest.findIndex((f) => !hygiene(f) && f.confidence !== 'low');
    if (next < 0) break;
    head.push(...rest.splice(next, 1));
  }
  return [...head, ...rest];
}
