import { constants } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { parseTargetUrl } from '../api/target-url.js';
import { readConfig } from '../config.js';
import { auditConfigSchema, zodProblems, type AuditConfig } from './audit-config.js';
import { UsageError, type AuditArgs, type OutputFormat, type Severity } from './audit-args.js';

/**
 * Everything a run reads, read and checked before the engine is loaded and anything is audited
 * (issue 25.6): the config file, the baseline (its schema), every page (a missing file is a missing
 * file), stdin, and every file the run will write (its folder exists and takes files). A problem is
 * a UsageError: exit 2 with nothing audited or written.
 */

/** The address of raw HTML audited without --base-url (as POST /scan with html). */
export const INLINE_HTML_URL = 'https://inline-html.invalid/';
/** What POST /scan takes as html (lib/api/schemas.ts MAX_HTML_BYTES): the same markup, the same answer. */
const MAX_HTML_BYTES = 2 * 1024 * 1024;

export type PreparedPage =
  | { kind: 'url'; target: string; url: string }
  | { kind: 'file'; target: string; file: string }
  | { kind: 'stdin'; target: '-'; html: string; baseUrl: string | null };

const evidenceSchema = z.looseObject({
  quote: z.string().nullish(),
  selector: z.string().nullish(),
  absent: z.string().nullish(),
});

const findingSchema = z.looseObject({
  check_id: z.string(),
  check_ids: z.array(z.string()).min(1),
  title: z.string(),
  severity: z.enum(['critical', 'high', 'medium', 'low']),
  dimension: z.string(),
  priority: z.number(),
  fingerprint: z.string().optional(),
  evidence: z.array(evidenceSchema),
});

/** The parts of an audit the comparison reads (compareAudits): the rest is kept as it is. */
export const baselineAuditSchema = z.looseObject({
  report_version: z.number().optional(),
  scan_id: z.string().optional(),
  url: z.string(),
  score: z.number().min(0).max(100),
  verdict: z.string().optional(),
  findings: z.array(findingSchema),
  dimensions: z.array(
    z.looseObject({ dimension: z.string(), label: z.string().optional(), score: z.number().nullable() }),
  ),
  scan_meta: z.looseObject({ duration_ms: z.number() }),
  copy_rewrites: z.record(z.string(), z.unknown()).optional(),
  checks: z
    .array(z.looseObject({ id: z.string(), status: z.string(), observed: z.string().nullish() }))
    .optional(),
});

/** A single page's audit, or the pages of a run of several. */
const baselineSchema = z.union([
  baselineAuditSchema,
  z.looseObject({ pages: z.array(baselineAuditSchema).min(1) }),
]);

export type BaselineAudit = z.infer<typeof baselineAuditSchema>;

export interface Baseline {
  file: string;
  audits: BaselineAudit[];
}

export interface PreparedRun {
  args: AuditArgs;
  pages: PreparedPage[];
  runs: number;
  static: boolean;
  failUnder: number | null;
  /** The findings rule of the gate: this severity or worse breaks it at this level; null for none. */
  findings: { severity: Severity; level: 'error' | 'warn' } | null;
  config: AuditConfig | null;
  configFile: string | null;
  baseline: Baseline | null;
  /** Every file the run writes, with its format (--html is 'html'). */
  writes: { file: string; format: OutputFormat | 'html' }[];
  /** A gate was asked for: the exit code says whether it passed. */
  gated: boolean;
  /** Private and loopback targets allowed for the whole run (ALLOW_PRIVATE_TARGETS). */
  allowPrivate: boolean;
}

async function readJsonFile(file: string, what: string, hint: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `${what} ${file}: no such file (${hint})`
        : code === 'EISDIR'
          ? `${what} ${file}: is a folder, not a file`
          : `${what} ${file}: cannot be read (${code ?? String(err)})`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${what} ${file}: not JSON (${(err as Error).message})`);
  }
}

/** The audit JSON of an earlier run, checked against the schema of what the gate reads. */
export async function readBaseline(file: string): Promise<Baseline> {
  const parsed = await readJsonFile(
    file,
    '--baseline',
    'write one with --format json or --output audit.json',
  );
  const result = baselineSchema.safeParse(parsed);
  if (!result.success)
    throw new UsageError(
      `--baseline ${file}: not an audit; pass the --format json output of an earlier run. What is wrong:\n${zodProblems(result.error)}`,
    );
  const audits = 'pages' in result.data ? result.data.pages : [result.data as BaselineAudit];
  return { file, audits: audits as BaselineAudit[] };
}

export async function readAuditConfig(file: string): Promise<AuditConfig> {
  const parsed = await readJsonFile(file, '--config', 'docs/ci.md shows one');
  const result = auditConfigSchema.safeParse(parsed);
  if (!result.success)
    throw new UsageError(
      `--config ${file}: not a valid config. What is wrong:\n${zodProblems(result.error)}`,
    );
  return result.data;
}

/** A name that means a file here rather than a host: ./x, /x, x/y without a domain, *.html. */
function looksLikePath(raw: string): boolean {
  if (/^[.~/\\]/.test(raw) || raw.includes('\\')) return true;
  if (/\.x?html?$/i.test(raw)) return true;
  const first = raw.split('/')[0];
  return raw.includes('/') && !/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first);
}

/** `--base-url` or a URL page, normalized as POST /scan would; INVALID_URL is an input error. */
function targetUrl(raw: string, allowPrivate: boolean, label: string): string {
  try {
    return parseTargetUrl(raw, { allowPrivate }).url;
  } catch (err) {
    if (err instanceof ServiceError) throw new UsageError(`${err.code}: ${label}${err.message}`);
    throw err;
  }
}

async function resolvePage(raw: string, baseDir: string, allowPrivate: boolean): Promise<PreparedPage> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw))
    return { kind: 'url', target: raw, url: targetUrl(raw, allowPrivate, '') };
  const file = path.resolve(baseDir, raw);
  const found = await stat(file).catch((err: NodeJS.ErrnoException) => err);
  if (found instanceof Error) {
    if (found.code === 'ENOENT' && !looksLikePath(raw))
      return { kind: 'url', target: raw, url: targetUrl(raw, allowPrivate, '') };
    throw new UsageError(
      found.code === 'ENOENT'
        ? `${raw}: no such file (give a path to an HTML file, a folder with an index.html, or a URL)`
        : `${raw}: cannot be read (${found.code})`,
    );
  }
  if (found.isDirectory()) {
    const index = path.join(file, 'index.html');
    if (
      !(await stat(index).then(
        (s) => s.isFile(),
        () => false,
      ))
    )
      throw new UsageError(`${raw}: a folder without an index.html; name the page to audit`);
    return { kind: 'file', target: raw, file: index };
  }
  await access(file, constants.R_OK).catch(() => {
    throw new UsageError(`${raw}: cannot be read (no permission)`);
  });
  return { kind: 'file', target: raw, file };
}

/** All of stdin as UTF-8. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A file the run will write: its folder must exist and take files, and it must not be a folder. */
async function assertWritable(file: string, option: string): Promise<void> {
  const dir = path.dirname(path.resolve(file));
  const folder = await stat(dir).catch(() => null);
  if (!folder) throw new UsageError(`${option} ${file}: the folder ${dir} does not exist`);
  if (!folder.isDirectory()) throw new UsageError(`${option} ${file}: ${dir} is not a folder`);
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) throw new UsageError(`${option} ${file}: is a folder, not a file`);
  const writable = await access(existing ? file : dir, constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable) throw new UsageError(`${option} ${file}: cannot be written (no permission)`);
}

export async function prepareRun(
  args: AuditArgs,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PreparedRun> {
  const allowPrivate = readConfig(env).allowPrivateTargets;
  const configFile = args.config === undefined ? null : path.resolve(args.config);
  const config = configFile === null ? null : await readAuditConfig(configFile);
  const configDir = configFile === null ? process.cwd() : path.dirname(configFile);

  const baselineFile =
    args.baseline ?? (config?.baseline === undefined ? undefined : path.resolve(configDir, config.baseline));
  const baseline = baselineFile === undefined ? null : await readBaseline(baselineFile);

  // Pages on the command line replace the config's; the config's are relative to its folder.
  const fromCli = args.targets.length > 0;
  const raws = fromCli ? args.targets : (config?.pages ?? []);
  if (raws.length === 0) throw new UsageError(`--config ${args.config}: no pages to audit (add "pages")`);
  const pages: PreparedPage[] = [];
  for (const raw of raws) {
    if (raw === '-') {
      const baseUrl =
        args.baseUrl === undefined ? null : targetUrl(args.baseUrl, allowPrivate, '--base-url: ');
      pages.push({ kind: 'stdin', target: '-', html: '', baseUrl });
    } else pages.push(await resolvePage(raw, fromCli ? process.cwd() : configDir, allowPrivate));
  }

  const writes: PreparedRun['writes'] = [
    ...args.outputs,
    ...(args.htmlFile === undefined ? [] : [{ file: args.htmlFile, format: 'html' as const }]),
  ];
  if (args.htmlFile !== undefined && pages.length > 1)
    throw new UsageError('--html writes the report of one page: audit one page with it');
  const seen = new Set<string>();
  for (const w of writes) {
    const key = path.resolve(w.file);
    if (seen.has(key)) throw new UsageError(`${w.file} is named twice: each output needs a file of its own`);
    seen.add(key);
    await assertWritable(w.file, w.format === 'html' ? '--html' : '--output');
  }

  // Stdin last: once read, nothing above may still refuse the run.
  const stdinPage = pages.find((p) => p.kind === 'stdin');
  if (stdinPage) {
    const html = await readStdin();
    if (html.trim() === '')
      throw new UsageError('stdin is empty: pipe the HTML to audit, e.g. npm run audit -- - < page.html');
    const bytes = Buffer.byteLength(html, 'utf8');
    if (bytes > MAX_HTML_BYTES)
      throw new UsageError(
        `PAYLOAD_TOO_LARGE: stdin: is ${bytes} bytes; the limit is ${MAX_HTML_BYTES} bytes (2 MB). Audit a larger page by its URL or as a file.`,
      );
    stdinPage.html = html;
  }

  // --fail-on wins over the config's findings budget; high at level error by default.
  const budget = config?.budgets?.findings;
  const findings: PreparedRun['findings'] =
    args.failOn !== undefined
      ? args.failOn === 'none'
        ? null
        : { severity: args.failOn, level: 'error' }
      : budget === undefined
        ? { severity: 'high', level: 'error' }
        : budget.level === 'off'
          ? null
          : { severity: budget.severity, level: budget.level };
  const failUnder = args.failUnder ?? null;
  return {
    args,
    pages,
    runs: args.runs ?? config?.runs ?? 1,
    static: args.static ?? config?.static ?? false,
    failUnder,
    findings,
    config,
    configFile,
    baseline,
    writes,
    gated: failUnder !== null || baseline !== null || config !== null || args.failOn !== undefined,
    allowPrivate,
  };
}
