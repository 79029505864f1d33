/**
 * The consistency pass of composeAudit: one audit never says a thing is missing while another of
 * its verdicts quotes it or takes it for granted, and never praises what one of its findings
 * denies. Checks declare what they judge the presence of (`subject`) and what their verdicts
 * presume (`presumes`, see checks/subjects.ts); the pass trusts the quoted evidence:
 *
 * - A failure whose subject another verdict of the audit shows (quotes it, points at it, or
 *   presumes it) is set aside as not applicable, with the verdict that shows it as the reason: its
 *   check looked in fewer places than the other one did.
 * - A pass whose subject a remaining failure denies is not praised as a strength (the failure
 *   quotes what is wrong; "the main call to action looks like an ordinary link" stands, "the page
 *   has a clear main call to action" is not said beside it).
 */
import type { CheckResult, Evidence } from '../checks/check.js';
import type { CheckLookup } from '../checks/catalogue.js';
import { showsSubject, SUBJECT_NAMES, type Subject } from '../checks/subjects.js';
import type { PageModel } from '../model/page-model.js';
import { quote as clip } from '../checks/outcome.js';

/** A failure the pass set aside, and the verdict that shows what it said was missing. */
export interface Refuted {
  id: string;
  subject: Subject;
  /** The check whose verdict shows the subject. */
  by: string;
  /** What that verdict quotes of it ('' when it presumes the subject without quoting it). */
  quote: string;
}

export interface Reconciled {
  /** The results with refuted failures turned not applicable, in the order given. */
  results: CheckResult[];
  refuted: Refuted[];
  /** Ids of passes that are not praised: a failure of the same audit denies their subject. */
  unpraised: Set<string>;
}

/** What a failure denies: the subjects it names itself (CheckResult.denies), else its check's. */
function deniedBy(r: CheckResult, lookup: CheckLookup): readonly Subject[] {
  return r.denies ?? lookup(r.id)?.subject ?? [];
}

/** A verdict of another check that shows the subject, with the quote it shows it by. */
function witnessOf(
  subject: Subject,
  denier: string,
  results: readonly CheckResult[],
  lookup: CheckLookup,
  model: PageModel,
): { by: string; quote: string } | null {
  for (const r of results) {
    if (r.id === denier || (r.status !== 'pass' && r.status !== 'fail')) continue;
    const def = lookup(r.id);
    // another failure of the same subject denies it too: it is no witness
    if (r.status === 'fail' && deniedBy(r, lookup).includes(subject)) continue;
    const shown = r.evidence.find((e: Evidence) => showsSubject(subject, e, model));
    if (shown) return { by: r.id, quote: shown.quote };
    if ((r.presumes ?? def?.presumes)?.includes(subject)) {
      const q = r.evidence.find((e) => !e.absent && e.quote);
      return { by: r.id, quote: q?.quote ?? '' };
    }
  }
  return null;
}

/** The audit's results made consistent (see the module comment). */
export function reconcileResults(
  results: readonly CheckResult[],
  lookup: CheckLookup,
  model: PageModel,
): Reconciled {
  const refuted: Refuted[] = [];
  const out = results.map((r): CheckResult => {
    if (r.status !== 'fail') return r;
    for (const subject of deniedBy(r, lookup)) {
      const w = witnessOf(subject, r.id, results, lookup, model);
      if (!w) continue;
      refuted.push({ id: r.id, subject, ...w });
      const shown = w.quote ? `: “${clip(w.quote, 80)}”` : '';
      return {
        id: r.id,
        group: r.group,
        dimension: r.dimension,
        status: 'not_applicable',
        evidence: [],
        reason: `${w.by} shows ${SUBJECT_NAMES[subject]}${shown}; this check did not find it where it looked`,
        durationMs: r.durationMs,
      };
    }
    return r;
  });
  const denied = new Set<Subject>();
  for (const r of out) if (r.status === 'fail') for (const s of deniedBy(r, lookup)) denied.add(s);
  const unpraised = new Set<string>();
  for (const r of out)
    if (r.status === 'pass' && lookup(r.id)?.subject?.some((s) => denied.has(s))) unpraised.add(r.id);
  return { results: out, refuted, unpraised };
}

/** One contradiction an audit holds: a finding that denies what another finding or a strength shows. */
export interface Contradiction {
  finding: string;
  subject: Subject;
  /** The check of the finding or strength that shows the subject (or is praised for it). */
  other: string;
  kind: 'quoted' | 'presumed' | 'praised';
}

/**
 * The contradictions of a finished audit: each finding whose check denies a subject, against the
 * other findings and the strengths (their checks' results give the evidence). composeAudit's pass
 * leaves none; the eval counts pages where some remain.
 */
export function contradictionsIn(
  audit: {
    findings: readonly { check_ids: readonly string[] }[];
    strengths: readonly { check_id: string }[];
  },
  results: readonly CheckResult[],
  lookup: CheckLookup,
  model: PageModel,
): Contradiction[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  const found: Contradiction[] = [];
  const findingIds = audit.findings.flatMap((f) => [...f.check_ids]);
  const strengthIds = audit.strengths.map((s) => s.check_id);
  for (const id of findingIds) {
    const result = byId.get(id);
    for (const subject of result ? deniedBy(result, lookup) : (lookup(id)?.subject ?? [])) {
      for (const other of [...findingIds, ...strengthIds]) {
        if (other === id) continue;
        const def = lookup(other);
        const praised = strengthIds.includes(other);
        if (praised && def?.subject?.includes(subject)) {
          found.push({ finding: id, subject, other, kind: 'praised' });
          continue;
        }
        if (!praised && def?.subject?.includes(subject)) continue;
        if ((byId.get(other)?.presumes ?? def?.presumes)?.includes(subject))
          found.push({ finding: id, subject, other, kind: 'presumed' });
        else if (byId.get(other)?.evidence.some((e) => showsSubject(subject, e, model)))
          found.push({ finding: id, subject, other, kind: 'quoted' });
      }
    }
  }
  return found;
}
