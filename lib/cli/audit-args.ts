import { parseArgs } from 'node:util';

/**
 * The arguments of `conversion-audit audit` (npm run audit): parsed with node:util alone, so that
 * --help and every usage error are answered before anything heavy (the engine, zod) is loaded.
 */

/** Exit codes of the CLI (docs/ci.md): distinct, so a CI log tells a broken gate from a broken run. */
export const EXIT = {
  /** The audit ran and the gate passed, or no gate was asked for. */
  passed: 0,
  /** The audit ran and the gate failed (score bar, budget at level error, new critical/high finding). */
  gateFailed: 1,
  /** Usage or input error: nothing was audited or written. */
  usage: 2,
  /** The page could not be audited (unreachable, refused, not HTML...) or the run broke. */
  auditFailed: 3,
} as const;

/** Writes all of `text` to a stream before the process may exit (a pipe takes it in parts). */
export function writeAll(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve) => stream.write(text, () => resolve()));
}

/** A CLI or input mistake: printed as is, exit 2, before anything is audited or written. */
export class UsageError extends Error {}

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type OutputFormat = 'json' | 'md' | 'junit' | 'sarif';
export const FORMATS: readonly OutputFormat[] = ['json', 'md', 'junit', 'sarif'];

export const AUDIT_USAGE = `Usage: conversion-audit audit <url | path/to/page.html | folder | -> [more pages] [options]
       npm run audit -- <same arguments>

Runs the scan pipeline in this process (no service, no key) and prints a summary.
  --json              the audit as JSON (as GET /api/v1/scans/{id} answers it); with --checks it
                      also carries every check's status as "checks"
  --checks            add the whole table: every check's status with its observed value or reason
  --static            skip the browser (static HTML only)
  --pages N           also audit up to N-1 pages the page links to (1-5)
  --base-url URL      with -: the address the HTML from stdin is rendered at
  --html FILE         also write the report page (as GET /api/v1/scans/{id}/report serves it)
  --quiet             no progress on stderr (it is shown only when stderr is a terminal)
A file is served from a throwaway server on 127.0.0.1 so it is fetched and rendered like a page;
that server answers only the file and the files of its folder a page loads (no dotfiles, nothing
outside the folder). A folder means its index.html.
- reads the HTML from stdin (up to 2 MB) and audits it as POST /scan with html does: rendered at
  --base-url (subresources from its origin only) or, without it, at https://inline-html.invalid/.

CI gate (docs/ci.md):
  --config FILE       a JSON config: pages, runs, budgets per check, group and dimension (warn or
                      error), an ignore list with reasons; options given here override it
  --runs N            audit each page N times (1-9) and keep the run with the median score
  --fail-under SCORE  fail when the score is below SCORE (0-100)
  --fail-on SEVERITY  findings that fail the gate: critical, high (the default), medium, low or
                      none; without a baseline all of them, with one only those new against it
  --baseline FILE     the --format json output of an earlier run
  --format FMT        print json (the audit with every check and the gate: a baseline), md (a job
                      summary), junit (JUnit XML) or sarif (SARIF 2.1.0 for code scanning)
  --output FILE       also write FILE, its format by extension: .json, .md, .xml (JUnit), .sarif;
                      may be repeated

Exit codes: 0 passed (or no gate asked for), 1 the gate failed, 2 usage or input error (nothing
audited or written), 3 a page could not be audited.`;

export interface AuditArgs {
  targets: string[];
  help: boolean;
  json: boolean;
  checks: boolean;
  static: boolean | undefined;
  quiet: boolean;
  pages: number;
  baseUrl: string | undefined;
  failUnder: number | undefined;
  failOn: Severity | 'none' | undefined;
  runs: number | undefined;
  baseline: string | undefined;
  config: string | undefined;
  format: OutputFormat | undefined;
  htmlFile: string | undefined;
  outputs: { file: string; format: OutputFormat }[];
}

/** The format of an --output file, by its extension. */
export function formatOfFile(file: string): OutputFormat {
  if (file.endsWith('.json')) return /\.sarif\.json$/.test(file) ? 'sarif' : 'json';
  if (file.endsWith('.md') || file.endsWith('.markdown')) return 'md';
  if (file.endsWith('.xml')) return 'junit';
  if (file.endsWith('.sarif')) return 'sarif';
  throw new UsageError(`--output ${file}: name it .json, .md, .xml (JUnit) or .sarif so its format is known`);
}

/** The bar of --fail-under: a number 0-100. */
export function parseFailUnder(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100)
    throw new UsageError(`--fail-under must be a score 0-100, not ${JSON.stringify(raw)}`);
  return n;
}

function parseFailOn(raw: string | undefined): Severity | 'none' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'none' || (SEVERITIES as readonly string[]).includes(raw)) return raw as Severity | 'none';
  throw new UsageError(`--fail-on must be critical, high, medium, low or none, not ${JSON.stringify(raw)}`);
}

function integerIn(raw: string | undefined, name: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || n < min || n > max)
    throw new UsageError(`${name} must be ${min}-${max}, not ${JSON.stringify(raw)}`);
  return n;
}

export function parseAuditArgs(argv: string[]): AuditArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        checks: { type: 'boolean' },
        static: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        pages: { type: 'string' },
        runs: { type: 'string' },
        'base-url': { type: 'string' },
        'fail-under': { type: 'string' },
        'fail-on': { type: 'string' },
        baseline: { type: 'string' },
        config: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string', multiple: true },
        html: { type: 'string' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const format = values.format;
  if (format !== undefined && !FORMATS.includes(format as OutputFormat))
    throw new UsageError(`--format must be json, md, junit or sarif, not ${JSON.stringify(format)}`);
  if (positionals.includes('-') && positionals.length > 1)
    throw new UsageError('- (HTML from stdin) is audited alone, not with other pages');
  const args: AuditArgs = {
    targets: positionals,
    help: values.help ?? false,
    json: values.json ?? false,
    checks: values.checks ?? false,
    static: values.static,
    quiet: values.quiet ?? false,
    pages: integerIn(values.pages, '--pages', 1, 5) ?? 1,
    runs: integerIn(values.runs, '--runs', 1, 9),
    baseUrl: values['base-url'],
    failUnder: parseFailUnder(values['fail-under']),
    failOn: parseFailOn(values['fail-on']),
    baseline: values.baseline,
    config: values.config,
    format: format as OutputFormat | undefined,
    htmlFile: values.html,
    outputs: (values.output ?? []).map((file) => ({ file, format: formatOfFile(file) })),
  };
  if (args.baseUrl !== undefined && args.targets[0] !== '-')
    throw new UsageError(
      '--base-url goes with - (HTML from stdin): a URL or a file is audited at its own address.',
    );
  if (args.json && args.format !== undefined)
    throw new UsageError('--json and --format both choose what is printed: give one of them');
  return args;
}
