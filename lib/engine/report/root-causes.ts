import { SEVERITY_RANK, compareFindings } from './findings.js';
import type { FullFinding } from './types.js';

/**
 * Selectors that stand for the whole page rather than one element: failures pointing at them are
 * about different things and are never merged on that ground.
 */
const PAGE_LEVEL = new Set(['html', 'head', 'body', ':root']);

/**
 * What a finding is about, for grouping: the first element its evidence points at. A finding that
 * points at nothing (an absence) or only at the page as a whole is its own root cause.
 */
export function rootKeyOf(f: Pick<FullFinding, 'evidence' | 'check_id'>): string {
  const element = f.evidence.find((e) => !e.absent && e.selector && !PAGE_LEVEL.has(e.selector));
  return element ? `element:${element.selector}` : `check:${f.check_id}`;
}

/** A member's own evidence, rule and observation, after its title. */
function alsoFails(m: FullFinding): string {
  const at = m.explanation.indexOf('On this page');
  return `“${m.title}” (${m.check_id}).${at >= 0 ? ` ${m.explanation.slice(at)}` : ''}`;
}

function dedupe(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}

/**
 * One finding per root cause: failures that point at the same element (the headline that is a
 * greeting, too long and vague; the one call to action that is a plain link with a generic label)
 * become one finding led by the most valuable of them. It keeps the lead's title, evidence and
 * rewritten copy, takes the strongest severity and confidence, names every check in `check_ids`,
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
  for (const members of groups.values()) {
    const [lead, ...rest] = members;
    if (rest.length === 0) {
      merged.push({ ...lead, check_ids: [lead.check_id] });
      continue;
    }
    const strongest = members.reduce((a, b) =>
      SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a,
    );
    const surest = members.reduce((a, b) =>
      ({ high: 3, medium: 2, low: 1 })[b.confidence] > { high: 3, medium: 2, low: 1 }[a.confidence] ? b : a,
    );
    const ids = members.map((m) => m.check_id);
    merged.push({
      ...lead,
      severity: strongest.severity,
      confidence: surest.confidence,
      explanation: `${lead.explanation} The same element also fails: ${rest.map(alsoFails).join(' ')}`,
      fix_steps: dedupe([...lead.fix_steps, ...rest.map((m) => m.fix_steps[0] ?? '')]),
      points_if_fixed: Math.max(lead.points_if_fixed, gainIfFixed(ids)),
      check_ids: ids,
    });
  }
  // Minor root causes (every check of them low severity) are not findings: the whole table at
  // GET /scans/{id}/checks keeps them. A typical page then has 10-40 findings, not 90.
  return merged
    .filter((f) => f.severity !== 'low')
    .sort(compareFindings)
    .map((f, i) => ({
      ...f,
      id: `finding_${String(i + 1).padStart(3, '0')}`,
      priority: i + 1,
    }));
}
