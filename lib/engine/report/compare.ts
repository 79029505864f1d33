import { CHECKS } from '../checks/registry.js';
import { COPY_ELEMENTS } from '../rewrite/rewrite-types.js';
import { withFingerprints } from './finding-fingerprint.js';
import type { ComparedFinding, ScanComparison } from './compare-schema.js';
import type { FullAudit, FullFinding } from './types.js';

/**
 * Two audits side by side (GET /scans/{id}/compare/{other_id}, the CLI's --baseline): score and
 * dimension deltas, findings matched by fingerprint (resolved, new, unchanged), the copy that
 * changed, and render timings with their noise band.
 *
 * Timings are measurements, not verdicts: the same page rendered twice loads in different times.
 * A finding of a timing check (time to first byte, Largest Contentful Paint, Total Blocking Time)
 * is therefore never reported as resolved or new; its values go to `timings` with the band within
 * which repeated runs of one page move, and `beyond_noise` says whether the difference leaves it.
 */

/** Checks whose verdict rests on load timings (uses: 'timing'). */
export const TIMING_CHECK_IDS: ReadonlySet<string> = new Set(
  CHECKS.filter((c) => c.uses?.includes('timing')).map((c) => c.id),
);

/**
 * How far repeated runs of one page move, as max(floor_ms, share x the larger value). Scan
 * durations: the render of one page on this project's machine has a p95 1.4x its median (README,
 * Performance), and a scan adds queueing on top, so half the larger value. Page timings (TTFB,
 * LCP, TBT) of a live site move with the network and the host's load: a third, at least 100 ms.
 */
export const NOISE_BANDS = {
  page_timing: { floor_ms: 100, share: 1 / 3 },
  scan_duration: { floor_ms: 1_000, share: 0.5 },
} as const;

export function noiseBand(kind: keyof typeof NOISE_BANDS, a: number, b: number): number {
  const band = NOISE_BANDS[kind];
  return Math.round(Math.max(band.floor_ms, band.share * Math.max(a, b)));
}

/** What compareAudits needs of one scan: its audit and, for timings, its check results. */
export interface ComparedScan {
  scan_id: string;
  audit: FullAudit;
  checks?: readonly { id: string; status: string; observed?: string | null }[];
}

function compared(f: FullFinding): ComparedFinding {
  const element = f.evidence.find((e) => !e.absent && e.selector);
  return {
    fingerprint: f.fingerprint,
    check_id: f.check_id,
    check_ids: f.check_ids,
    title: f.title,
    severity: f.severity,
    dimension: f.dimension,
    selector: element?.selector ?? null,
    priority: f.priority,
  };
}

const isTiming = (f: FullFinding): boolean => TIMING_CHECK_IDS.has(f.check_id);

/** The first number of a check's observed value ("812 ms (at most 800 ms)" -> 812). */
function millisOf(observed: string | null | undefined): number | null {
  const m = observed ? /(\d[\d,]*(?:\.\d+)?)\s*ms\b/.exec(observed) : null;
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

export function compareAudits(base: ComparedScan, head: ComparedScan): ScanComparison {
  const before = withFingerprints(base.audit).filter((f) => !isTiming(f));
  const after = withFingerprints(head.audit).filter((f) => !isTiming(f));
  const beforeIds = new Set(before.map((f) => f.fingerprint));
  const afterIds = new Set(after.map((f) => f.fingerprint));

  const dimensions = head.audit.dimensions.map((d) => {
    const b = base.audit.dimensions.find((x) => x.dimension === d.dimension)?.score ?? null;
    return {
      dimension: d.dimension,
      label: d.label,
      base: b,
      head: d.score,
      delta: b === null || d.score === null ? null : round1(d.score - b),
    };
  });

  const copy_changes: ScanComparison['copy_changes'] = [];
  for (const element of COPY_ELEMENTS) {
    const b = base.audit.copy_rewrites?.[element]?.original ?? null;
    const a = head.audit.copy_rewrites?.[element]?.original ?? null;
    if ((b ?? '').trim() !== (a ?? '').trim()) copy_changes.push({ element, before: b, after: a });
  }

  const timings: ScanComparison['timings'] = [];
  const durations = [base.audit.scan_meta.duration_ms, head.audit.scan_meta.duration_ms];
  timings.push(timing('scan_duration', 'Scan duration', durations[0], durations[1], 'scan_duration'));
  for (const id of TIMING_CHECK_IDS) {
    const b = millisOf(base.checks?.find((c) => c.id === id)?.observed);
    const a = millisOf(head.checks?.find((c) => c.id === id)?.observed);
    if (b === null && a === null) continue;
    const title = CHECKS.find((c) => c.id === id)?.title ?? id;
    timings.push(timing(id, title, b, a, 'page_timing'));
  }

  // A finding missing on one side because its check errored there (a check over its time budget
  // on a loaded machine) is not known to be fixed or new.
  const errored = (checks: ComparedScan['checks']) =>
    new Set((checks ?? []).filter((c) => c.status === 'error').map((c) => c.id));
  const erroredBefore = errored(base.checks);
  const erroredAfter = errored(head.checks);
  const undetermined: ComparedFinding[] = [];
  const resolved: ComparedFinding[] = [];
  for (const f of before.filter((x) => !afterIds.has(x.fingerprint))) {
    (f.check_ids.some((id) => erroredAfter.has(id)) ? undetermined : resolved).push(compared(f));
  }
  const added: ComparedFinding[] = [];
  for (const f of after.filter((x) => !beforeIds.has(x.fingerprint))) {
    (f.check_ids.some((id) => erroredBefore.has(id)) ? undetermined : added).push(compared(f));
  }
  const unchanged = after.filter((f) => beforeIds.has(f.fingerprint)).map(compared);
  return {
    base: side(base),
    head: side(head),
    score_delta: head.audit.score - base.audit.score,
    dimensions,
    findings: { resolved, new: added, unchanged, undetermined },
    counts: {
      resolved: resolved.length,
      new: added.length,
      unchanged: unchanged.length,
      undetermined: undetermined.length,
    },
    copy_changes,
    timings,
  };
}

function side(s: ComparedScan): ScanComparison['base'] {
  return { scan_id: s.scan_id, url: s.audit.url, score: s.audit.score, verdict: s.audit.verdict };
}

function timing(
  metric: string,
  label: string,
  b: number | null,
  a: number | null,
  kind: keyof typeof NOISE_BANDS,
): ScanComparison['timings'][number] {
  const delta = a === null || b === null ? null : a - b;
  const band = noiseBand(kind, b ?? 0, a ?? 0);
  return {
    metric,
    label,
    unit: 'ms',
    base: b,
    head: a,
    delta,
    noise_band: band,
    beyond_noise: delta !== null && Math.abs(delta) > band,
  };
}
