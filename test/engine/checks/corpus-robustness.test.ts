import { describe, expect, it } from 'vitest';
import { loadCorpus, staticModel } from '../../../bench/corpus.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { CORPUS_DIR } from '../../support/corpus.js';

/**
 * Every corpus page, parsed once, with the results of the whole catalogue on its static model
 * (speed is measured by `npm run bench`, not here).
 */
const pages = loadCorpus(CORPUS_DIR).map((page) => ({
  name: page.name,
  results: runChecks(staticModel(page)),
}));

describe('the whole catalogue over the real-page corpus', () => {
  it('reads all 100 corpus pages', () => {
    expect(pages).toHaveLength(100);
  });

  it.each(pages.map((p) => [p.name, p.results] as const))(
    'gives %s a verdict or a reason for every check and never errors',
    (_name, results) => {
      const errors = results.filter((r) => r.status === 'error').map((r) => `${r.id}: ${r.reason}`);
      expect(errors).toEqual([]);
      for (const r of results) {
        if (r.status === 'not_applicable') {
          expect(r.reason, r.id).toBeTruthy();
          continue;
        }
        expect(r.evidence.length, r.id).toBeGreaterThan(0);
        expect(
          r.evidence.some(
            (e) => e.quote.trim().length > 0 || (e.absent ?? '').length > 0 || e.selector !== null,
          ),
          `${r.id} evidence ${JSON.stringify(r.evidence)}`,
        ).toBe(true);
      }
    },
  );

  it('fails and passes some checks on every page', () => {
    for (const { name, results } of pages) {
      expect(
        results.some((r) => r.status === 'pass'),
        name,
      ).toBe(true);
      expect(
        results.some((r) => r.status === 'fail'),
        name,
      ).toBe(true);
    }
  });
});
