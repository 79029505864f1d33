/**
 * Writes lib/engine/report/reference-histograms.json: the reference distribution every benchmark
 * starts from, so `benchmark.sample_size` is never 1 on a fresh install and percentiles are real.
 *
 * The reference set is the real-page corpus (../shared/corpus/pages: the pages MANIFEST.json lists
 * and every newer one, bench/corpus.ts loadCorpus): each page is audited
 * statically with the live engine (bench/corpus.ts staticModel, the same model the checks doc uses)
 * and its score is counted in the histogram of the industry the engine classified it as, and in
 * the all-industry histogram. Page files, industries and scores are committed; page content is not.
 *
 *   npm run benchmarks:reference
 *
 * Re-run it after a change to the checks, the model or the scoring, and commit the JSON.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'prettier';
import {
  HISTOGRAM_SIZE,
  INDUSTRIES,
  MIN_REFERENCE_PAGES,
  type ReferenceHistograms,
  type ReferencePage,
} from '../lib/engine/index.js';
import { loadCorpus, staticAudit } from './corpus.js';

export const REFERENCE_PATH = path.resolve(
  import.meta.dirname,
  '../lib/engine/report/reference-histograms.json',
);

/** Every corpus page's engine industry and score, in manifest order. */
export function referencePages(): ReferencePage[] {
  return loadCorpus().map((page) => {
    const { audit } = staticAudit(page, 'reference');
    return { file: page.file, industry: audit.industry, score: audit.score };
  });
}

/** The histograms of the pages: one per engine industry that has pages, and `all`. */
export function buildReference(pages: readonly ReferencePage[], generatedOn: string): ReferenceHistograms {
  const empty = () => ({ pages: 0, histogram: new Array<number>(HISTOGRAM_SIZE).fill(0) });
  const industries: ReferenceHistograms['industries'] = { all: empty() };
  for (const id of INDUSTRIES) industries[id] = empty();
  for (const p of pages) {
    const s = Math.min(100, Math.max(0, Math.round(p.score)));
    for (const key of ['all', p.industry]) {
      industries[key].pages += 1;
      industries[key].histogram[s] += 1;
    }
  }
  return {
    generated_on: generatedOn,
    reference_set:
      '../shared/corpus/pages (every page), static models, audited by bench/reference-benchmarks.ts',
    min_pages: MIN_REFERENCE_PAGES,
    industries,
    pages: [...pages],
  };
}

/** The JSON text as committed (prettier-formatted, so `npm run lint` accepts it). */
export async function renderReference(reference: ReferenceHistograms): Promise<string> {
  return format(JSON.stringify(reference), { parser: 'json', printWidth: 110 });
}

async function main(): Promise<void> {
  const pages = referencePages();
  const reference = buildReference(pages, new Date().toISOString().slice(0, 10));
  writeFileSync(REFERENCE_PATH, await renderReference(reference));
  const counts = Object.entries(reference.industries)
    .filter(([, v]) => v.pages > 0)
    .map(([k, v]) => `${k} ${v.pages}`)
    .join(', ');
  console.log(`wrote ${path.relative(process.cwd(), REFERENCE_PATH)}: ${pages.length} pages (${counts})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
