/**
 * Golden reports: the full audit of three corpus pages (ecommerce, SaaS, agency) in static mode
 * with the deterministic rewriter, minus scan_id and duration_ms, must equal test/golden/<page>.json.
 * Any change to a check, the page model or the report shows up here. When the change is intended,
 * regenerate the goldens from the repository root and review the diff before committing:
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx test/golden/update-golden.ts
 */
import { describe, expect, it } from 'vitest';
import {
  GOLDEN_PAGES,
  REGENERATE_COMMAND,
  goldenAudit,
  goldenDifferences,
  readGolden,
  serializeGolden,
} from '../../golden/golden-audit.js';

describe('golden audits of corpus pages', () => {
  it.each(GOLDEN_PAGES)('the audit of %s equals its golden file', (page) => {
    const golden = readGolden(page);
    expect(
      golden,
      `test/golden/${page}.json is missing; create it with: ${REGENERATE_COMMAND}`,
    ).not.toBeNull();

    const actual = goldenAudit(page);

    const diffs = goldenDifferences(actual, golden);
    const message = [
      `The audit of ${page} no longer matches test/golden/${page}.json (golden -> now):`,
      ...diffs.map((d) => `  ${d}`),
      `If the change is intended, regenerate the goldens with: ${REGENERATE_COMMAND}`,
      'and review the diff of test/golden/ before committing it.',
    ].join('\n');
    expect(diffs, message).toEqual([]);
    expect(actual, message).toEqual(golden);
  });

  it.each(GOLDEN_PAGES)('auditing %s twice gives byte-identical JSON', (page) => {
    expect(serializeGolden(goldenAudit(page))).toBe(serializeGolden(goldenAudit(page)));
  });

  it('covers one page of each main industry, each classified as such', () => {
    const industries = GOLDEN_PAGES.map(
      (page) => (readGolden(page) as { industry: string } | null)?.industry,
    );
    // the plumber is a local service business (the expert labels say local, not agency)
    expect(industries).toEqual(['ecommerce', 'saas', 'local']);
  });
});
