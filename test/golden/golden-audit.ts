import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runChecks } from '../../lib/engine/checks/run-checks.js';
import { buildPageModel } from '../../lib/engine/model/build-model.js';
import { HISTOGRAM_SIZE } from '../../lib/engine/report/benchmark.js';
import { composeAudit } from '../../lib/engine/report/build-report.js';
import { readCorpusPage, staticHttp } from '../engine/model/corpus-models.js';

/** One corpus page per main industry: a product page, a SaaS home page and a local service business. */
export const GOLDEN_PAGES = ['dunkin-coffee-pdp', 'agilezen-home', 'misterplumber-home'] as const;

export type GoldenPage = (typeof GOLDEN_PAGES)[number];

/** The command that rewrites the golden files, run from the repository root. */
export const REGENERATE_COMMAND = 'PATH=$PWD/node_modules/.bin:$PATH tsx test/golden/update-golden.ts';

/** Fields that differ between two scans of the same page; they are left out of the comparison. */
const VOLATILE = ['scan_id', 'duration_ms'] as const;

/** A fixed industry sample: 2 scans at every score from 30 to 80 in steps of 5, plus 3 at 90. */
export function goldenHistogram(): number[] {
  return Array.from({ length: HISTOGRAM_SIZE }, (_, s) => {
    if (s === 90) return 3;
    return s >= 30 && s <= 80 && s % 5 === 0 ? 2 : 0;
  });
}

export function goldenPath(page: GoldenPage): string {
  return path.resolve(import.meta.dirname, `${page}.json`);
}

/**
 * The full audit of a corpus page in static mode with the deterministic rewriter, as plain JSON
 * without the volatile fields. Everything else is a function of the page and the engine.
 */
export function goldenAudit(page: GoldenPage): unknown {
  const html = readCorpusPage(page);
  const url = `https://www.${page}.example/`;
  const model = buildPageModel({
    url,
    finalUrl: url,
    html,
    http: staticHttp(html.length),
    fetchedAt: '2026-01-01T00:00:00.000Z',
  });
  const audit = composeAudit({
    scanId: 'sc_golden',
    url,
    model,
    results: runChecks(model),
    benchmark: { histogram: goldenHistogram() },
    scanMeta: { cost_usd: 0, duration_ms: 0 },
  });
  return withoutVolatile(JSON.parse(JSON.stringify(audit)) as unknown);
}

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if ((VOLATILE as readonly string[]).includes(k)) continue;
    out[k] = withoutVolatile(v);
  }
  return out;
}

/** The stored golden audit of a page, or null when it has not been generated yet. */
export function readGolden(page: GoldenPage): unknown {
  try {
    return JSON.parse(readFileSync(goldenPath(page), 'utf8')) as unknown;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The serialized form of a golden file: two-space JSON with a final newline. */
export function serializeGolden(audit: unknown): string {
  return `${JSON.stringify(audit, null, 2)}\n`;
}

/** Up to `max` JSON paths where `actual` and `expected` differ, with both values, for a failure message. */
export function goldenDifferences(actual: unknown, expected: unknown, max = 8): string[] {
  const out: string[] = [];
  const show = (v: unknown) => {
    const s = JSON.stringify(v) ?? 'undefined';
    return s.length > 100 ? `${s.slice(0, 97)}...` : s;
  };
  const walk = (a: unknown, e: unknown, at: string): void => {
    if (out.length >= max) return;
    if (a !== null && e !== null && typeof a === 'object' && typeof e === 'object') {
      if (Array.isArray(a) !== Array.isArray(e)) {
        out.push(`${at}: ${show(e)} -> ${show(a)}`);
        return;
      }
      const keys = Array.isArray(a)
        ? Array.from({ length: Math.max(a.length, (e as unknown[]).length) }, (_, i) => String(i))
        : [...new Set([...Object.keys(e), ...Object.keys(a)])];
      for (const k of keys) {
        const next = Array.isArray(a) ? `${at}[${k}]` : `${at}.${k}`;
        walk((a as Record<string, unknown>)[k], (e as Record<string, unknown>)[k], next);
      }
      return;
    }
    if (a === e) return;
    if (typeof a === 'string' && typeof e === 'string') {
      // long texts differ somewhere in the middle: show both from a little before the first change
      let i = 0;
      while (i < a.length && i < e.length && a[i] === e[i]) i += 1;
      const from = Math.max(0, i - 20);
      const cut = (t: string) =>
        `${from > 0 ? '…' : ''}${t.slice(from, from + 80)}${t.length > from + 80 ? '…' : ''}`;
      out.push(`${at}: ${JSON.stringify(cut(e))} -> ${JSON.stringify(cut(a))}`);
      return;
    }
    out.push(`${at}: ${show(e)} -> ${show(a)}`);
  };
  walk(actual, expected, '$');
  return out;
}
