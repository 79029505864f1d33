import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config.js';
import { closeBrowser } from '../../lib/engine/acquire/render.js';
import { TIMING_CHECK_IDS, compareAudits } from '../../lib/engine/report/compare.js';
import type { FullAudit } from '../../lib/engine/report/types.js';
import { auditInProcess } from '../../lib/scans/audit-in-process.js';
import { checkTable } from '../../lib/scans/scan-checks.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

// Issue 16.2: deterministic checks give the same result on the same page every time. The same
// corpus page is rendered and audited 5 times; every check but the timing ones must agree on status,
// observed value and evidence, every finding on its fingerprint, and a comparison of any two runs
// must show nothing resolved or new. Timings are reported with their noise band, never asserted.
const RUNS = 5;
let server: LocalServer;

beforeAll(async () => {
  server = await serveCorpus();
});

afterAll(async () => {
  await closeBrowser();
  await server.close();
});

describe('the same page scanned 5 times', () => {
  it('gets the same checks, findings, fingerprints and score every time', async () => {
    const env = { RENDER_MODE: 'auto' };
    const config = { ...readConfig(env), allowPrivateTargets: true };
    const runs: { audit: FullAudit; checks: ReturnType<typeof checkTable> }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { audit, results } = await auditInProcess(server.at('/saas/agilezen-home.html'), {
        config,
        env,
        localFile: true,
      });
      runs.push({ audit, checks: checkTable(results) });
    }
    expect(runs[0].audit.page?.render.mode).toBe('render');
    const stable = (r: (typeof runs)[number]) =>
      r.checks
        .filter((c) => !TIMING_CHECK_IDS.has(c.id))
        .map((c) => ({ id: c.id, status: c.status, observed: c.observed, evidence: c.evidence }));
    const [first, ...rest] = runs;
    for (const [i, run] of rest.entries()) {
      expect(stable(run), `run ${i + 2}`).toEqual(stable(first));
      expect(run.audit.score, `run ${i + 2}`).toBe(first.audit.score);
      expect(run.audit.findings.map((f) => f.fingerprint)).toEqual(
        first.audit.findings.map((f) => f.fingerprint),
      );
      const cmp = compareAudits(
        { scan_id: 'sc_first', audit: first.audit, checks: first.checks },
        { scan_id: `sc_run${i + 2}`, audit: run.audit, checks: run.checks },
      );
      expect(cmp.counts).toEqual({
        resolved: 0,
        new: 0,
        unchanged: first.audit.findings.length,
        undetermined: 0,
      });
      expect(cmp.score_delta).toBe(0);
      // The render time differs between runs: it is a timing with a band, not a finding.
      expect(cmp.timings.map((t) => t.metric)).toContain('scan_duration');
      expect(cmp.timings.every((t) => t.noise_band > 0)).toBe(true);
    }
  }, 180_000);
});
