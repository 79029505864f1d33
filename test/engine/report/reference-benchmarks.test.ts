import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  REFERENCE_PATH,
  buildReference,
  referencePages,
  renderReference,
} from '../../../bench/reference-benchmarks.js';
import { REFERENCE } from '../../../lib/engine/report/reference-benchmarks.js';

describe('lib/engine/report/reference-histograms.json', () => {
  it('is what `npm run benchmarks:reference` generates from the corpus and the live engine', async () => {
    const committed = readFileSync(REFERENCE_PATH, 'utf8');
    // The generation day is not compared: only the pages, their scores and the histograms.
    const fresh = await renderReference(buildReference(referencePages(), REFERENCE.generated_on));
    expect(
      committed === fresh,
      'the reference histograms are stale: run `npm run benchmarks:reference` and commit the result',
    ).toBe(true);
  }, 120_000);
});
