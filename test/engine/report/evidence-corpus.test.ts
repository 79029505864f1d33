/**
 * Evidence that holds, over the real-page corpus: every quote a finding or strength shows is text
 * the page shows, and every selector it names matches an element whose text (or named attribute)
 * holds that quote (the rule: test/support/evidence-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus, staticModel } from '../../../bench/corpus.js';
import type { Evidence } from '../../../lib/engine/checks/check.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { composeAudit } from '../../../lib/engine/report/build-report.js';
import { evidenceProblem, pageFacts } from '../../support/evidence-rules.js';

describe('evidence over the corpus pages', () => {
  it('quotes only text the page shows, at selectors that match the quoted element', () => {
    const violations: string[] = [];
    for (const page of loadCorpus()) {
      const model = staticModel(page);
      const results = runChecks(model);
      const audit = composeAudit({
        scanId: 'sc_evidence',
        url: model.url,
        model,
        results,
        benchmark: { histogram: new Array<number>(101).fill(0) },
        scanMeta: { cost_usd: 0, duration_ms: 0 },
      });
      const facts = pageFacts(model, page.html);
      const report = (kind: string, id: string, e: Evidence): void => {
        const problem = evidenceProblem(e, facts);
        if (problem)
          violations.push(`${page.name} ${kind} ${id}: ${problem} — “${e.quote}” at ${e.selector}`);
      };
      for (const f of audit.findings) for (const e of f.evidence) report('finding', f.check_id, e);
      for (const s of audit.strengths) {
        const evidence = results.find((r) => r.id === s.check_id)?.evidence ?? [];
        for (const e of evidence.filter((x) => !x.absent && x.quote).slice(0, 2))
          report('strength', s.check_id, e);
      }
    }
    expect(violations).toEqual([]);
  }, 300_000);
});
