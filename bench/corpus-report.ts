/**
 * Runs the whole check catalogue over the corpus and prints, per check, how many pages passed,
 * failed, were not applicable and errored, and flags checks whose verdict is the same on every
 * page they applied to (a check that never discriminates needs a reason, see docs/checks.md).
 *
 *   npm run corpus-report                  static models, read from disk
 *   npm run corpus-report -- --render      each page served on 127.0.0.1 and rendered in Chromium
 *   npm run corpus-report -- --uniform     only the uniform and erroring checks
 */
import {
  buildPageModel,
  type CheckResult,
  closeBrowser,
  type PageModel,
  renderPage,
  runChecks,
} from '../lib/engine/index.js';
import { CORPUS_JUSTIFICATIONS } from './corpus-justifications.js';
import {
  CORPUS_FETCHED_AT,
  corpusHttp,
  corpusUrl,
  loadCorpus,
  serveCorpus,
  staticModel,
  tallyCorpus,
  type CorpusPage,
} from './corpus.js';

const render = process.argv.includes('--render');
const onlyUniform = process.argv.includes('--uniform');

async function renderedModels(pages: CorpusPage[]): Promise<(PageModel | null)[]> {
  const server = await serveCorpus();
  const models: (PageModel | null)[] = [];
  try {
    for (const page of pages) {
      // Rendered from 127.0.0.1, audited under the page's own address, as in static mode.
      const url = corpusUrl(page);
      try {
        const rendered = await renderPage(server.urlOf(page), { allowPrivate: true });
        models.push(
          buildPageModel({
            url,
            finalUrl: url,
            html: rendered.html,
            http: corpusHttp(page.html.length, url.startsWith('https:')),
            fetchedAt: CORPUS_FETCHED_AT,
            render: { layouts: rendered.layouts, facts: rendered.facts },
          }),
        );
      } catch (err) {
        console.error(`render failed: ${page.file}: ${(err as Error).message}`);
        models.push(null);
      }
    }
  } finally {
    await closeBrowser();
    await server.close();
  }
  return models;
}

async function main(): Promise<void> {
  const started = performance.now();
  const pages = loadCorpus();
  const models = render ? await renderedModels(pages) : pages.map(staticModel);
  const results: CheckResult[][] = [];
  const names: string[] = [];
  models.forEach((model, index) => {
    if (!model) return;
    results.push(runChecks(model));
    names.push(pages[index].name);
  });
  const tallies = tallyCorpus(results, names);

  console.log(
    `${'check'.padEnd(11)} ${'pass'.padStart(4)} ${'fail'.padStart(4)} ${'n/a'.padStart(4)} ${'err'.padStart(4)}`,
  );
  for (const t of tallies) {
    const flag =
      t.counts.error > 0
        ? 'ERRORS'
        : t.uniform
          ? `UNIFORM: always ${t.uniform} on ${t.applicable} applicable page${t.applicable === 1 ? '' : 's'}` +
            (CORPUS_JUSTIFICATIONS[t.id] ? '' : ' (no justification)')
          : t.applicable === 0
            ? 'never applicable'
            : '';
    if (onlyUniform && !flag.startsWith('UNIFORM') && flag !== 'ERRORS') continue;
    const { pass, fail, not_applicable: na, error } = t.counts;
    console.log(
      `${t.id.padEnd(11)} ${String(pass).padStart(4)} ${String(fail).padStart(4)} ${String(na).padStart(4)} ${String(error).padStart(4)}  ${flag}`,
    );
    for (const e of t.errors) console.log(`            ${e.page}: ${e.reason}`);
  }

  const uniform = tallies.filter((t) => t.uniform);
  const errored = tallies.filter((t) => t.counts.error > 0);
  const never = tallies.filter((t) => t.applicable === 0 && t.counts.error === 0);
  const unjustified = uniform.filter((t) => !CORPUS_JUSTIFICATIONS[t.id]);
  console.log(
    `corpus-report: mode=${render ? 'render' : 'static'} pages=${results.length}/${pages.length} checks=${tallies.length}` +
      ` uniform=${uniform.length} (pass=${uniform.filter((t) => t.uniform === 'pass').length}` +
      ` fail=${uniform.filter((t) => t.uniform === 'fail').length} unjustified=${unjustified.length})` +
      ` never-applicable=${never.length} erroring=${errored.length} in ${((performance.now() - started) / 1000).toFixed(1)}s`,
  );
  if (errored.length > 0 || results.length < pages.length) process.exitCode = 1;
}

await main();
