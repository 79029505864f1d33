import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../../lib/engine/checks/registry.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import { composeAudit, shapeResponse } from '../../../lib/engine/report/build-report.js';
import { lookupIn } from '../../../lib/engine/checks/default-catalogue.js';
import { contradictionsIn, reconcileResults } from '../../../lib/engine/report/consistency.js';
import { fullAuditSchema, scanResultSchema } from '../../../lib/engine/report/schema.js';

const corpus = path.resolve(process.cwd(), '../shared/corpus');
const manifest = JSON.parse(readFileSync(path.join(corpus, 'MANIFEST.json'), 'utf8')) as { file: string }[];
const histogram = Array.from({ length: 101 }, (_, s) => (s >= 20 && s <= 90 && s % 5 === 0 ? 3 : 0));

describe('composeAudit on the corpus pages', () => {
  it('audits every page with the live check registry into an audit the schema accepts', () => {
    expect(manifest).toHaveLength(50);
    for (const { file } of manifest) {
      const html = readFileSync(path.join(corpus, file), 'utf8');
      const url = `https://${path.basename(file, '.html')}.example/`;
      const model = buildPageModel({ url, finalUrl: url, html, http: emptyModel(url).http });
      const results = runChecks(model);

      const audit = composeAudit({
        scanId: 'sc_corpus',
        url,
        model,
        results,
        benchmark: { histogram },
        scanMeta: { cost_usd: 0.2, duration_ms: 1000 },
      });

      expect(fullAuditSchema.safeParse(audit).error?.issues, file).toBeUndefined();
      // one finding per root cause; they name each failed check at most once, and leave out only
      // the low-severity ones that stand alone
      expect(audit.findings_summary, file).toBe(audit.findings.length);
      const named = audit.findings.flatMap((f) => f.check_ids);
      expect(new Set(named).size, file).toBe(named.length);
      // the verdicts the audit holds, after its consistency pass; none contradicts another
      const held = reconcileResults(results, lookupIn(undefined), model).results;
      expect(contradictionsIn(audit, held, lookupIn(undefined), model), file).toEqual([]);
      const failed = held.filter((r) => r.status === 'fail' && CHECKS.some((c) => c.id === r.id));
      for (const r of failed)
        if (!named.includes(r.id))
          expect(CHECKS.find((c) => c.id === r.id)?.severity, `${file} ${r.id}`).toBe('low');
      for (const f of audit.findings) expect(f.severity, file).not.toBe('low');
      expect(
        audit.findings.map((f) => f.priority),
        file,
      ).toEqual(audit.findings.map((_, i) => i + 1));
      for (const s of audit.strengths) expect(s.observation, file).toMatch(/^(Seen|Checked)/);
      expect(audit.summary, file).toContain(`${audit.score}/100`);
      const brief = shapeResponse(audit, { findingDepth: 'brief', findingLimit: 5 });
      expect(scanResultSchema.safeParse(brief).error?.issues, file).toBeUndefined();
    }
  });
});
