import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, renderPage } from '../../../lib/engine/acquire/render.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { CORPUS_DIR, serveCorpus } from '../../support/corpus.js';
import type { LocalServer } from '../../support/local-server.js';

interface Entry {
  file: string;
  industry: string;
}

let pages: LocalServer;
let entries: Entry[];

beforeAll(async () => {
  pages = await serveCorpus();
  entries = JSON.parse(await readFile(path.join(CORPUS_DIR, 'MANIFEST.json'), 'utf8')) as Entry[];
});

afterAll(async () => {
  await closeBrowser();
  await pages.close();
});

/**
 * Issue 3's acceptance in render mode: every corpus page, served on 127.0.0.1, renders at both
 * viewports and becomes a model with layout attached, on which no check errors.
 */
describe('every corpus page in render mode', () => {
  it('renders, builds a model with render facts and layouts, and runs every check without an error', async () => {
    const failures: string[] = [];
    let withLayout = 0;
    for (const entry of entries) {
      const url = pages.at(`/${entry.file.replace(/^pages\//, '')}`);
      try {
        const rendered = await renderPage(url, { allowPrivate: true });
        const model = buildPageModel({
          url,
          finalUrl: rendered.finalUrl,
          html: rendered.html,
          http: {
            status: rendered.status,
            headers: {},
            redirects: [],
            contentType: 'text/html',
            charset: 'utf-8',
            bytes: rendered.html.length,
            transferBytes: null,
            https: false,
            compressed: false,
            ttfbMs: null,
            totalMs: null,
          },
          render: { layouts: rendered.layouts, facts: rendered.facts },
        });
        expect(model.mode).toBe('render');
        expect(model.render?.mobile.width).toBe(390);
        if (model.headings.some((h) => h.layout?.desktop && h.layout?.mobile)) withLayout += 1;
        const errored = runChecks(model).filter((r) => r.status === 'error');
        if (errored.length)
          failures.push(`${entry.file}: ${errored.map((r) => `${r.id} (${r.reason})`).join(', ')}`);
      } catch (err) {
        failures.push(`${entry.file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nearly every page has a heading the browser measured at both viewports.
    expect(withLayout).toBeGreaterThanOrEqual(entries.length - 5);
  }, 600_000);
});
