import { conversionFirst, isHygieneCheck } from './decisive.js';
import { LEVEL_VALUE, SEVERITY_RANK, compareFindings } from './findings.js';
import type { FullFinding } from './types.js';

/**
 * Selectors that stand for the whole page rather than one element: failures pointing at them are
 * about different things and are never merged on that ground. The document's head counts as the
 * page too: its title, meta tags and links are page settings, not elements a visitor sees.
 */
const PAGE_LEVEL = new Set(['html', 'head', 'body', ':root']);
const IN_HEAD = /^(?:head\b|title$|meta\[|link\[)/;

function pageLevel(selector: string): boolean {
  return PAGE_LEVEL.has(selector) || IN_HEAD.test(selector);
}

/**
 * Causes that several checks see from different sides: when the page lacks the thing, each check
 * fails on its own absence, and a reader gets five findings for one missing piece ("no
 * testimonials", "no rating", "no customer logos", "no customer count", "no proof on the first
 * screen" for a page that shows no social proof at all). Failures of one cause that point at no
 * element of the page (an absence, or the page and its head as a whole) are one finding. Each
 * cause is one thing an expert names as one problem and fixes in one piece of work; a check that
 * points at an element of the page stays with that element. Checks that ask for different pieces
 * of content are not one cause even when they serve one aim: a "why choose us" section, a
 * comparison table, a specialism and help with switching (DIFF_) are four things to write, and as
 * one finding their summed points put positioning above the problems that stop a purchase.
 */
export const CAUSES: Readonly<Record<string, readonly string[]>> = {
  /** No social proof: testimonials, ratings, logos, counts, press, case studies. */
  social_proof: [
    'SOCIAL_001',
    'SOCIAL_002',
    'SOCIAL_003',
    'SOCIAL_004',
    'SOCIAL_005',
    'SOCIAL_006',
    'SOCIAL_007',
    'SOCIAL_008',
  ],
  /** No way to reach the business: phone, address, contact route, channels. */
  contact: [
    'TRUST_004',
    'TRUST_005',
    'TRUST_006',
    'UNIV_005',
    'CONV_003',
    'CONV_004',
    'CONV_005',
    'CONV_008',
    'CONV_009',
  ],
  /** Nothing says who runs the site and on what terms: privacy, terms, about, legal entity. */
  site_identity: ['TRUST_002', 'TRUST_003', 'TRUST_008', 'UNIV_006', 'ACCESS_012'],
  /** Nothing takes the risk out of paying: guarantee, cancellation, fees, returns. */
  risk_reversal: ['OBJ_004', 'OBJ_006', 'OBJ_009', 'OBJ_010', 'ECOM_002'],
  /**
   * The page's metadata for search engines and link previews: description, canonical, Open
   * Graph, Twitter card, structured data. The title and the H1, which visitors read, stay apart.
   */
  page_metadata: ['SEO_002', 'SEO_005', 'SEO_007', 'SEO_008', 'SEO_009', 'SEO_010'],
  /** No low-commitment first step beside the big ask: free start, consultation, small step. */
  first_step: ['OFFER_006', 'SERV_004', 'SERV_010', 'PSY_005', 'PSY_010'],
  /** No way to keep a visitor who is not ready: email signup, lead magnet. */
  capture: ['EMAIL_001', 'CONV_002'],
  /** The offer itself is not shown: product interface, images, video, tour. */
  show_the_product: ['SAAS_004', 'SAAS_003', 'PAGE_008', 'PAGE_009', 'HERO_007', 'PROD_006', 'PROD_011'],
  /** Visits and conversions are not measured, so nothing can be improved or won back. */
  measurement: ['CONV_001', 'CONV_006'],
};

const CAUSE_OF = new Map<string, string>(
  Object.entries(CAUSES).flatMap(([cause, ids]) => ids.map((id) => [id, cause] as const)),
);

/**
 * What a finding is about, for grouping: the first element its evidence points at. A finding that
 * points at nothing (an absence) or only at the page as a whole belongs to its cause (CAUSES), or
 * is its own root cause.
 */
export function rootKeyOf(f: Pick<FullFinding, 'evidence' | 'check_id'>): string {
  const element = f.evidence.find((e) => !e.absent && e.selector && !pageLevel(e.selector));
  if (element) return `element:${element.selector}`;
  const cause = CAUSE_OF.get(f.check_id);
  return cause ? `cause:${cause}` : `check:${f.check_id}`;
}

/** A member's own evidence, rule and observation, after its title. */
function alsoFails(m: FullFinding): string {
  const at = m.explanation.indexOf('On this page');
  return `“${m.title}” (${m.check_id}).${at >= 0 ? ` ${m.explanation.slice(at)}` : ''}`;
}

function dedupe(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}

const hygiene = (f: FullFinding): boolean => isHygieneCheck(f.check_id);

/**
 * One finding per root cause: failures that point at the same element (the headline that is a
 * greeting, too long and vague; the one call to action that is a plain link with a generic label),
 * and failures of one cause that point at no element (CAUSES: a page without any social proof),
 * become one finding led by the most valuable of them. It keeps the lead's title, evidence and
 * rewritten copy, takes the strongest severity, confidence and impact, names every check in `check_ids`,
 * adds the others' first fix step, and is worth what fixing all of them together is worth.
 * Root causes of low severity only are left out (the check table keeps them). The result is
 * ranked and numbered again.
 *
 * @example groupRootCauses(buildFindings(...), breakdown.gainIfFixed)
 */
export function groupRootCauses(
  findings: readonly FullFinding[],
  gainIfFixed: (checkIds: readonly string[]) => number,
): FullFinding[] {
  const groups = new Map<string, FullFinding[]>();
  for (const f of [...findings].sort(compareFindings)) {
    const key = rootKeyOf(f);
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const merged: FullFinding[] = [];
  for (const [key, group] of groups) {
    // a cause that a visitor meets is named by a member a visitor meets: "Phones download
    // desktop-size images", not "Images have no text alternative", when both are one cause
    const members = [...group.filter((m) => !hygiene(m)), ...group.filter(hygiene)];
    const [lead, ...rest] = members;
    if (rest.length === 0) {
      merged.push({ ...lead, check_ids: [lead.check_id] });
      continue;
    }
    const strongest = members.reduce((a, b) =>
      SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a,
    );
    const surest = members.reduce((a, b) => (LEVEL_VALUE[b.confidence] > LEVEL_VALUE[a.confidence] ? b : a));
    const strongestImpact = members.reduce((a, b) => (LEVEL_VALUE[b.impact] > LEVEL_VALUE[a.impact] ? b : a));
    const ids = members.map((m) => m.check_id);
    merged.push({
      ...lead,
      severity: strongest.severity,
      confidence: surest.confidence,
      impact: strongestImpact.impact,
      explanation: `${lead.explanation} ${key.startsWith('cause:') ? 'The same cause also fails' : 'The same element also fails'}: ${rest.map(alsoFails).join(' ')}`,
      fix_steps: dedupe([...lead.fix_steps, ...rest.map((m) => m.fix_steps[0] ?? '')]),
      points_if_fixed: Math.max(lead.points_if_fixed, gainIfFixed(ids)),
      check_ids: ids,
    });
  }
  // Minor root causes (every check of them low severity) are not findings: the whole table at
  // GET /scans/{id}/checks keeps them. A typical page then has 10-30 findings, not 90.
  // sure conversion findings before hygiene: reviewers name a dead button before a long meta description
  return conversionFirst(merged.filter((f) => f.severity !== 'low').sort(compareFindings)).map((f, i) => ({
    ...f,
    id: `finding_${String(i + 1).padStart(3, '0')}`,
    priority: i + 1,
  }));
}
