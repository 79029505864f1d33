import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import type { HttpFacts, PageModel } from '../../../lib/engine/model/page-model.js';

export interface CorpusEntry {
  file: string;
  industry: 'ecommerce' | 'saas' | 'agency' | 'other';
}

export const corpusDir = path.resolve(process.cwd(), '../shared/corpus');

export const manifest = JSON.parse(
  readFileSync(path.join(corpusDir, 'MANIFEST.json'), 'utf8'),
) as CorpusEntry[];

export function staticHttp(bytes: number): HttpFacts {
  return {
    status: 200,
    headers: {},
    redirects: [],
    contentType: 'text/html',
    charset: 'utf-8',
    bytes,
    transferBytes: null,
    https: true,
    compressed: false,
    ttfbMs: null,
    totalMs: null,
  };
}

export function readCorpusPage(name: string): string {
  const entry = manifest.find((e) => path.basename(e.file, '.html') === name);
  if (!entry) throw new Error(`no corpus page named ${name}`);
  return readFileSync(path.join(corpusDir, entry.file), 'utf8');
}

const cache = new Map<string, PageModel>();

/** The model of a corpus page, built once per test file (pages are parsed once). */
export function corpusModel(name: string, url = `https://www.${name}.example/`): PageModel {
  const key = `${name}|${url}`;
  let model = cache.get(key);
  if (!model) {
    const html = readCorpusPage(name);
    model = buildPageModel({
      url,
      finalUrl: url,
      html,
      http: staticHttp(html.length),
      fetchedAt: '2026-01-01T00:00:00.000Z',
    });
    cache.set(key, model);
  }
  return model;
}

export function corpusName(entry: CorpusEntry): string {
  return path.basename(entry.file, '.html');
}

/** A model built from an HTML snippet. */
export function snippetModel(
  body: string,
  options: { head?: string; url?: string; lang?: string } = {},
): PageModel {
  const url = options.url ?? 'https://shop.example.com/page';
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head>${options.head ?? ''}</head><body>${body}</body></html>`;
  return buildPageModel({
    url,
    finalUrl: url,
    html,
    http: staticHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
}
