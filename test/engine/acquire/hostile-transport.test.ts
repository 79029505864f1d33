import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireModel, type AcquireOptions } from '../../../lib/engine/acquire/acquire.js';
import { closeBrowser, KILL_GRACE_MS, killBrowsers } from '../../../lib/engine/acquire/browser.js';
import { DEFAULT_TIMEOUT_MS } from '../../../lib/engine/acquire/static-fetch.js';
import { EngineError } from '../../../lib/engine/errors.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import { startServer, type LocalServer } from '../../support/local-server.js';
import { CONTROL_PAGE } from './hostile-fixtures.js';

/**
 * Issue #14, the rest of the hostile-page suite: pages whose attack is in how they are served, not
 * in their script. Binary bytes sent as text/html, a charset nobody knows, a gzip bomb, headers that
 * never come, a body that never ends. Each scan must end within the fetch and render limits with a
 * model or a clear engine error (never hang, never crash the process), and the page scanned after it
 * must render normally.
 */

const RENDER_BUDGET_MS = 4_000;
/**
 * Two fetch attempts (a timeout is retried once, SPEC: EXTRACTION_FAILED after two attempts), the
 * render budget, kill grace and a relaunch: what any of these scans may take.
 */
const SCAN_BOUND_MS = 2 * DEFAULT_TIMEOUT_MS + RENDER_BUDGET_MS + KILL_GRACE_MS + 8_000;

const OPTIONS: AcquireOptions = { allowPrivate: true, renderMode: 'auto', renderTimeoutMs: RENDER_BUDGET_MS };

const BINARY = randomBytes(2 * 1024 * 1024);
/** 200 MB of zeros: about 200 KB on the wire, far past what a page may weigh once unpacked. */
const BOMB = gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
/** "Café Résumé" in windows-1252 bytes, declared in a charset no decoder knows. */
const LATIN1_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><title>Caf\xe9</title></head><body><h1>Caf\xe9 R\xe9sum\xe9</h1><p>Menu and prices.</p></body></html>',
  'latin1',
);

let server: LocalServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    switch (path) {
      case '/control':
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_PAGE);
      case '/binary-as-html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end(BINARY);
      case '/bad-charset':
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=x-no-such-charset' })
          .end(LATIN1_PAGE);
      case '/gzip-bomb':
        return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(BOMB);
      case '/slow-headers':
        return undefined; // never answers; the server's close destroys the socket
      case '/slow-body': {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write('<!doctype html><html><head><title>Slow</title></head><body><h1>Slow body</h1>');
        const drip = setInterval(() => res.write('<p>.</p>'), 500);
        res.on('close', () => clearInterval(drip));
        return undefined;
      }
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
});

afterAll(async () => {
  await server?.close();
  killBrowsers();
  await closeBrowser();
});

async function scan(path: string): Promise<{ model?: PageModel; error?: unknown; ms: number }> {
  const started = Date.now();
  const outcome = await acquireModel(server.at(path), OPTIONS).then(
    (model) => ({ model }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: Date.now() - started };
}

describe('pages hostile in how they are served', () => {
  for (const path of ['/binary-as-html', '/bad-charset', '/gzip-bomb', '/slow-headers', '/slow-body']) {
    it(`${path}: ends within its bound with a model or a clear error, and the next page renders`, async () => {
      const { model, error, ms } = await scan(path);
      expect(ms).toBeLessThan(SCAN_BOUND_MS);
      if (error !== undefined) {
        expect(error).toBeInstanceOf(EngineError);
        expect((error as EngineError).message).toMatch(/\S{3}/);
      } else {
        expect(model).toBeDefined();
      }

      const control = await scan('/control');
      expect(control.error).toBeUndefined();
      expect(control.model?.mode, control.model?.staticReason ?? '').toBe('render');
    });
  }

  it('refuses binary bytes served as text/html with a clear error instead of parsing them', async () => {
    const { error } = await scan('/binary-as-html');
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toMatch(/binary data labelled text\/html, not an HTML page/);
  });

  it('reads a page in an unknown charset as text a visitor could read, not as an error', async () => {
    const { model, error } = await scan('/bad-charset');
    expect(error).toBeUndefined();
    expect(model?.headings.map((h) => h.text).join(' ')).toMatch(/R.sum/);
  });
});
