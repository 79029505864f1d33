/**
 * The real-page corpus as the benches, the corpus report and the checks doc read it: pages from
 * ../shared/corpus (beside the repository), their static models, a local server for renders, and
 * the per-check tally of outcomes over the corpus.
 *
 * @example
 *   const pages = loadCorpus();
 *   const tally = tallyCorpus(pages.map((p) => runChecks(staticModel(p))));
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import {
  buildPageModel,
  type BuildModelInput,
  type CheckResult,
  CHECKS,
  type CheckStatus,
  composeAudit,
  decodeHtml,
  type FullAudit,
  HISTOGRAM_SIZE,
  type HttpFacts,
  type PageModel,
  runChecks,
} from '../lib/engine/index.js';

/** ../shared/corpus, beside the repository, found from this file so any working directory works. */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../shared/corpus');

/** Fixed scan time, so date-sensitive checks give the same verdicts on every run of the report. */
export const CORPUS_FETCHED_AT = '2026-01-01T00:00:00.000Z';

export interface CorpusPage {
  /** Path under the corpus folder, e.g. "pages/saas/agilezen-home.html". */
  file: string;
  /** The industry the corpus author filed the page under (ecommerce, saas, agency, other). */
  folder: string;
  /** File name without extension, e.g. "agilezen-home". */
  name: string;
  html: string;
}

interface ManifestEntry {
  file: string;
  industry: string;
}

/**
 * Every page of the corpus, read once: the pages MANIFEST.json lists, in its order, then every other
 * page under pages/<folder>/ (the corpus grew beyond its manifest: SOURCES-*.json describe the
 * newer pages), in path order. Each is decoded with the charset a browser would pick (BOM, then
 * its meta charset, then a sniff), so a windows-1252 page reads as its visitors read it.
 */
export function loadCorpus(dir: string = CORPUS_DIR): CorpusPage[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8')) as ManifestEntry[];
  const files = manifest.map((entry) => entry.file);
  const listed = new Set(files);
  const pagesDir = path.join(dir, 'pages');
  const others = readdirSync(pagesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(pagesDir, d.name))
        .filter((f) => /\.html?$/i.test(f))
        .map((f) => `pages/${d.name}/${f}`),
    )
    .filter((f) => !listed.has(f))
    .sort();
  return [...files, ...others].map((file) => ({
    file,
    folder: file.split('/')[1],
    name: path.basename(file).replace(/\.html?$/i, ''),
    html: decodeHtml(readFileSync(path.join(dir, file)), 'text/html').html,
  }));
}

/**
 * HTTP facts of a page read from disk: a plain 200 without redirects, over the scheme the page was
 * published under. The corpus judges the checks on page content, not on our local file server.
 */
export function corpusHttp(bytes: number, https = true): HttpFacts {
  return {
    status: 200,
    headers: {},
    redirects: [],
    contentType: 'text/html',
    charset: 'utf-8',
    bytes,
    transferBytes: null,
    https,
    compressed: false,
    ttfbMs: null,
    totalMs: null,
  };
}

const LINK_RE = /<link\b[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '').trim() : null;
}

/**
 * The address the page was published under, from its own canonical link, so checks that compare
 * hosts (brand in the headline, canonical, same-site links, https) see the real site. A page without
 * an absolute http(s) canonical is audited under https://www.<name>.example/. og:url is not used:
 * the templates in the corpus point it at their author's profile.
 */
export function corpusUrl(page: Pick<CorpusPage, 'name' | 'html'>): string {
  for (const [tag] of page.html.matchAll(LINK_RE)) {
    if (!/(^|\s)canonical(\s|$)/i.test(attribute(tag, 'rel') ?? '')) continue;
    try {
      const url = new URL(attribute(tag, 'href') ?? '');
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
        return url.href;
    } catch {
      // a relative or malformed canonical says nothing about the site
    }
    break;
  }
  return `https://www.${page.name}.example/`;
}

/** What the model builder is given for a corpus page read from its file (no render). */
export function staticModelInput(page: CorpusPage): BuildModelInput {
  const url = corpusUrl(page);
  return {
    url,
    finalUrl: url,
    html: page.html,
    http: corpusHttp(page.html.length, url.startsWith('https:')),
    fetchedAt: CORPUS_FETCHED_AT,
  };
}

export function staticModel(page: CorpusPage): PageModel {
  return buildPageModel(staticModelInput(page));
}

/** A corpus page audited statically with the live engine (no stored benchmark), for scripts and tests. */
export function staticAudit(
  page: CorpusPage,
  scanId = 'sc_corpus',
): {
  model: PageModel;
  results: CheckResult[];
  audit: FullAudit;
} {
  const model = staticModel(page);
  const results = runChecks(model);
  const audit = composeAudit({
    scanId,
    url: model.url,
    model,
    results,
    benchmark: { histogram: new Array<number>(HISTOGRAM_SIZE).fill(0) },
    scanMeta: { cost_usd: 0, duration_ms: 0 },
  });
  return { model, results, audit };
}

export interface CorpusServer {
  origin: string;
  /** The served address of a corpus page. */
  urlOf(page: CorpusPage): string;
  close(): Promise<void>;
}

/** Serves the corpus files on 127.0.0.1 (an ephemeral port) for renders; /warm is a tiny page. */
export async function serveCorpus(dir: string = CORPUS_DIR): Promise<CorpusServer> {
  const root = path.join(dir, 'pages');
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1));
    if (name === 'warm') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>warm</h1>');
      return;
    }
    const file = path.join(root, name);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (page) => `${origin}/${page.file.replace(/^pages\//, '')}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type StatusCounts = Record<CheckStatus, number>;

export interface CheckTally {
  id: string;
  counts: StatusCounts;
  /** Pages where the check ran to a verdict (pass + fail). */
  applicable: number;
  /** 'pass' or 'fail' when every applicable page got that verdict; null otherwise or when none applied. */
  uniform: 'pass' | 'fail' | null;
  /** Pages that errored, with the message, so the report can say why. */
  errors: { page: string; reason: string }[];
  /** Not-applicable reasons and how many pages gave each (the page's own industry left out). */
  reasons: Record<string, number>;
}

/**
 * Counts each check's outcomes over the corpus. `results[i]` are the results of one page (as
 * runChecks returns them) and `names[i]` names that page in error listings.
 */
export function tallyCorpus(results: readonly CheckResult[][], names: readonly string[] = []): CheckTally[] {
  const byId = new Map<string, CheckTally>();
  for (const check of CHECKS) {
    byId.set(check.id, {
      id: check.id,
      counts: { pass: 0, fail: 0, not_applicable: 0, error: 0 },
      applicable: 0,
      uniform: null,
      errors: [],
      reasons: {},
    });
  }
  results.forEach((pageResults, index) => {
    for (const result of pageResults) {
      const tally = byId.get(result.id);
      if (!tally) continue;
      tally.counts[result.status] += 1;
      if (result.status === 'error') {
        tally.errors.push({ page: names[index] ?? `page ${index + 1}`, reason: result.reason ?? '' });
      } else if (result.status === 'not_applicable') {
        const reason = (result.reason ?? '').replace(/; this page was classified as \w+$/, '');
        tally.reasons[reason] = (tally.reasons[reason] ?? 0) + 1;
      }
    }
  });
  for (const tally of byId.values()) {
    tally.applicable = tally.counts.pass + tally.counts.fail;
    if (tally.applicable > 0 && tally.counts.error === 0) {
      if (tally.counts.fail === 0) tally.uniform = 'pass';
      else if (tally.counts.pass === 0) tally.uniform = 'fail';
    }
  }
  return [...byId.values()];
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Nearest-rank quantile (q in 0..1) of a non-empty list; 0 for an empty one. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
