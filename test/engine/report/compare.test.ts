import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, loadCorpus, staticAudit, type CorpusPage } from '../../../bench/corpus.js';
import { MUTATIONS, roundTrip } from '../../../bench/eval/mutations.js';
import { TIMING_CHECK_IDS, compareAudits } from '../../../lib/engine/report/compare.js';
import { scanComparisonSchema } from '../../../lib/engine/report/compare-schema.js';
import { findingFingerprint, fingerprintPage } from '../../../lib/engine/report/finding-fingerprint.js';
import type { FullAudit, FullFinding } from '../../../lib/engine/report/types.js';

const corpus = loadCorpus(CORPUS_DIR);
const page = corpus.find((p) => p.name === 'agilezen-home') as CorpusPage;
const base = { ...page, html: roundTrip(page.html) };
const removeCtas = MUTATIONS.find((m) => m.name === 'remove_ctas')!;

function audited(p: CorpusPage, id: string): FullAudit {
  return staticAudit(p, id).audit;
}

describe('finding fingerprints', () => {
  it('are the same for the same page every time and differ by check, element and page path', () => {
    const a = audited(base, 'sc_a');
    const b = audited(base, 'sc_b');
    expect(a.findings.map((f) => f.fingerprint)).toEqual(b.findings.map((f) => f.fingerprint));
    expect(new Set(a.findings.map((f) => f.fingerprint)).size).toBe(a.findings.length);
    const f = a.findings[0];
    expect(f.fingerprint).toMatch(/^fp_[0-9a-f]{16}$/);
    // The host does not count (a preview deployment and production), the path does.
    expect(findingFingerprint(f, 'https://preview-42.example.dev/')).toBe(
      findingFingerprint(f, 'https://www.example.com'),
    );
    expect(findingFingerprint(f, 'https://www.example.com/pricing')).not.toBe(
      findingFingerprint(f, 'https://www.example.com/'),
    );
    expect(fingerprintPage('https://x.test/Pricing/?a=1#b')).toBe('/pricing');
  });
});

describe('compareAudits', () => {
  it('finds nothing resolved or new between two audits of the same page', () => {
    const cmp = compareAudits(
      { scan_id: 'sc_a', audit: audited(base, 'sc_a') },
      { scan_id: 'sc_b', audit: audited(base, 'sc_b') },
    );
    expect(scanComparisonSchema.parse(cmp)).toEqual(cmp);
    expect(cmp.counts.new).toBe(0);
    expect(cmp.counts.resolved).toBe(0);
    expect(cmp.counts.unchanged).toBeGreaterThan(0);
    expect(cmp.score_delta).toBe(0);
    expect(cmp.dimensions.every((d) => d.delta === 0 || d.delta === null)).toBe(true);
    expect(cmp.copy_changes).toEqual([]);
  });

  it('reports the critical finding a mutation adds, the score it costs and the copy it changed', () => {
    const model = staticAudit(base).model;
    const mutated = { ...base, html: removeCtas.apply(base.html, model)! };
    const before = audited(base, 'sc_a');
    const after = audited(mutated, 'sc_b');
    const cmp = compareAudits({ scan_id: 'sc_a', audit: before }, { scan_id: 'sc_b', audit: after });
    expect(cmp.findings.new.map((f) => f.check_ids).flat()).toContain('CTA_001');
    expect(cmp.findings.new.find((f) => f.check_ids.includes('CTA_001'))?.severity).toBe('critical');
    expect(cmp.score_delta).toBe(after.score - before.score);
    expect(cmp.score_delta).toBeLessThan(0);
    expect(cmp.dimensions.find((d) => d.dimension === 'cta')?.delta).toBeLessThan(0);
    expect(cmp.copy_changes.map((c) => c.element)).toContain('primary_cta');
    // The other way round the same finding is resolved.
    const back = compareAudits({ scan_id: 'sc_b', audit: after }, { scan_id: 'sc_a', audit: before });
    expect(back.findings.resolved.map((f) => f.fingerprint)).toEqual(
      cmp.findings.new.map((f) => f.fingerprint),
    );
  });

  it('reports timings with their noise band, never a timing finding as new or resolved', () => {
    const a = audited(base, 'sc_a');
    const timingId = [...TIMING_CHECK_IDS][0];
    const slow: FullFinding = { ...a.findings[0], check_id: timingId, check_ids: [timingId], evidence: [] };
    const b: FullAudit = {
      ...a,
      findings: [...a.findings, { ...slow, fingerprint: findingFingerprint(slow, a.url) }],
      scan_meta: { ...a.scan_meta, duration_ms: a.scan_meta.duration_ms + 300 },
    };
    const cmp = compareAudits(
      {
        scan_id: 'sc_a',
        audit: a,
        checks: [{ id: timingId, status: 'pass', observed: '700 ms (at most 800 ms)' }],
      },
      {
        scan_id: 'sc_b',
        audit: b,
        checks: [{ id: timingId, status: 'fail', observed: '1,900 ms (at most 800 ms)' }],
      },
    );
    expect(cmp.counts.new).toBe(0);
    const check = cmp.timings.find((t) => t.metric === timingId)!;
    expect(check).toMatchObject({ base: 700, head: 1900, delta: 1200, beyond_noise: true });
    const duration = cmp.timings.find((t) => t.metric === 'scan_duration')!;
    expect(duration).toMatchObject({ delta: 300, noise_band: 1000, beyond_noise: false });
  });

  it('counts a finding whose check errored on the other side as undetermined, not resolved or new', () => {
    const a = audited(base, 'sc_a');
    const gone = a.findings[0];
    const b: FullAudit = { ...a, findings: a.findings.slice(1) };
    const erroredAfter = [{ id: gone.check_ids[0], status: 'error', observed: null }];
    const cmp = compareAudits(
      { scan_id: 'sc_a', audit: a },
      { scan_id: 'sc_b', audit: b, checks: erroredAfter },
    );
    expect(cmp.counts).toMatchObject({ resolved: 0, new: 0, undetermined: 1 });
    expect(cmp.findings.undetermined[0].fingerprint).toBe(gone.fingerprint);
    // Without the error it is resolved.
    expect(compareAudits({ scan_id: 'sc_a', audit: a }, { scan_id: 'sc_b', audit: b }).counts.resolved).toBe(
      1,
    );
  });
});
