/**
 * `npm run eval [-- --labels FILE[,FILE]] [--pages DIR] [--sites DIR] [--out FILE] [--static] [--no-mutations] [--only a,b]`
 *
 * Audits every labelled page and prints a one-screen summary of how the audit agrees with the
 * experts, overall and per label file; the whole report (per page, per check, per mutation) goes
 * to --out as JSON. Defaults: every label file in ../shared/labels, ../shared/corpus/pages (and
 * its template folders in ../shared/corpus/sites), eval-report.json, render mode.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeBrowser } from '../../lib/engine/index.js';
import { formatAccuracyDoc, formatSummary, runEval } from './evaluate.js';
import { labelFilesIn } from './labels.js';

const BEGIN = '<!-- eval:begin -->';
const END = '<!-- eval:end -->';

/** Replace the figures between the markers of a Markdown file (they must be there). */
function writeDoc(file: string, figures: string): void {
  const text = readFileSync(file, 'utf8');
  const a = text.indexOf(BEGIN);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${file} has no ${BEGIN} ... ${END} section to fill`);
  writeFileSync(file, `${text.slice(0, a + BEGIN.length)}\n\n${figures}\n\n${text.slice(b)}`);
}

const SHARED = path.resolve(import.meta.dirname, '../../../shared');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      labels: { type: 'string', multiple: true },
      pages: { type: 'string', default: path.join(SHARED, 'corpus/pages') },
      sites: { type: 'string' },
      out: { type: 'string', default: 'eval-report.json' },
      static: { type: 'boolean', default: false },
      'no-mutations': { type: 'boolean', default: false },
      only: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      doc: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run eval -- [--labels FILE[,FILE]]... [--pages DIR] [--sites DIR] [--out FILE] [--doc FILE] [--static] [--no-mutations] [--only a,b] [--verbose]\n' +
        'Without --labels, every label file in ../shared/labels is read and its figures are printed on its own line.',
    );
    return 0;
  }
  const started = Date.now();
  const labelsFiles = values.labels?.length
    ? values.labels
        .flatMap((v) => v.split(','))
        .filter(Boolean)
        .map((f) => path.resolve(f))
    : labelFilesIn(path.join(SHARED, 'labels'));
  if (labelsFiles.length === 0) throw new Error(`no label files found in ${path.join(SHARED, 'labels')}`);
  const report = await runEval({
    labelsFiles,
    pagesDir: path.resolve(values.pages),
    sitesDir: values.sites ? path.resolve(values.sites) : undefined,
    mode: values.static ? 'static' : 'render',
    mutations: !values['no-mutations'],
    only: values.only?.split(',').filter(Boolean),
    chromePath: process.env.CHROME_PATH ?? null,
    onProgress: values.verbose ? (line) => console.error(line) : undefined,
  });
  writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  if (values.doc)
    writeDoc(values.doc, formatAccuracyDoc(report, `npm run eval${values.static ? ' -- --static' : ''}`));
  console.log(formatSummary(report));
  console.log(`Report: ${values.out} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return 0;
}

main().then(
  async (code) => {
    await closeBrowser();
    process.exit(code);
  },
  async (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    await closeBrowser();
    process.exit(2);
  },
);
