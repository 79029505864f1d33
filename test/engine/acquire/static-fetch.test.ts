import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotBlockedError, ExtractionFailedError } from '../../../lib/engine/errors.js';
import { errorBody, ForbiddenTargetError, type ServiceError } from '../../../lib/errors.js';
import { fromEngineError } from '../../../lib/scans/engine-errors.js';
import {
  CHROME_USER_AGENT,
  looksBinary,
  RetryableExtractionError,
  staticFetch,
  withTwoAttempts,
} from '../../../lib/engine/acquire/static-fetch.js';
import { startServer, type LocalHandler, type LocalServer } from '../../support/local-server.js';

const servers: LocalServer[] = [];
async function serve(handler: LocalHandler): Promise<LocalServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the fetch to fail');
}

const local = { allowPrivate: true };
const html = `<!DOCTYPE html><html><head><title>Acme</title></head><body><h1>Acme roofing</h1>${'<p>We fix roofs fast and tidy.</p>'.repeat(200)}</body></html>`;

describe('staticFetch', () => {
  it('fetches a page with browser headers and reports its size, type and timing', async () => {
    const seen: Record<string, string | undefined> = {};
    const server = await serve((req, res) => {
      seen.ua = req.headers['user-agent'];
      seen.accept = req.headers.accept;
      seen.language = req.headers['accept-language'];
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Powered-By': 'test' });
      res.end(html);
    });
    const page = await staticFetch(server.at('/home'), local);
    expect(seen.ua).toBe(CHROME_USER_AGENT);
    expect(seen.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(seen.language).toBe('en-US,en;q=0.9');
    expect(page).toMatchObject({
      url: server.at('/home'),
      finalUrl: server.at('/home'),
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
      html,
      bytes: Buffer.byteLength(html),
      transferBytes: Buffer.byteLength(html),
      compressed: false,
      redirects: [],
    });
    expect(page.headers['x-powered-by']).toBe('test');
    expect(page.totalMs).toBeGreaterThanOrEqual(page.ttfbMs);
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['br', zlib.brotliCompressSync],
  ])('decodes a %s body and reports the compressed size', async (encoding, compress) => {
    const body = compress(Buffer.from(html));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(body);
    });
    const page = await staticFetch(server.url, local);
    expect(page.html).toBe(html);
    expect(page.compressed).toBe(true);
    expect(page.transferBytes).toBe(body.length);
    expect(page.bytes).toBe(Buffer.byteLength(html));
  });

  describe('charset', () => {
    it('decodes a windows-1252 body declared by <meta>', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          Buffer.from(
            '<html><head><meta charset="windows-1252"><title>Caf\xe9</title></head><body>\x93Hi\x94 \x80 5</body></html>',
            'latin1',
          ),
        );
      });
      const page = await staticFetch(server.url, local);
      expect(page.charset).toBe('windows-1252');
      expect(page.html).toContain('<title>Café</title>');
      expect(page.html).toContain('“Hi” € 5');
    });

    it('decodes a Shift_JIS body declared in the header', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=Shift_JIS' });
        res.end(
          Buffer.concat([
            Buffer.from('<html><body><h1>'),
            Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
            Buffer.from('</h1></body></html>'),
          ]),
        );
      });
      const page = await staticFetch(server.url, local);
      expect(page.charset).toBe('shift_jis');
      expect(page.html).toBe('<html><body><h1>日本</h1></body></html>');
    });

    it('lets a UTF-8 byte order mark override a wrong header charset', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        res.end(
          Buffer.concat([
            Buffer.from([0xef, 0xbb, 0xbf]),
            Buffer.from('<html><body>Zürich — 10 €</body></html>'),
          ]),
        );
      });
      const page = await staticFetch(server.url, local);
      expect(page.charset).toBe('utf-8');
      expect(page.html).toBe('<html><body>Zürich — 10 €</body></html>');
    });
  });

  describe('redirects', () => {
    it('follows a chain of three redirects', async () => {
      const server = await serve((req, res) => {
        const n = Number(req.url!.slice(1) || '0');
        if (n < 3) {
          res.writeHead(301, { location: `/${n + 1}` });
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end(html);
        }
      });
      const page = await staticFetch(server.at('/0'), local);
      expect(page.finalUrl).toBe(server.at('/3'));
      expect(page.redirects.map((r) => r.location)).toEqual([
        server.at('/1'),
        server.at('/2'),
        server.at('/3'),
      ]);
    });

    it('refuses a chain of eleven redirects without retrying', async () => {
      const server = await serve((req, res) => {
        const n = Number(req.url!.slice(1) || '0');
        res.writeHead(302, { location: `/${n + 1}` });
        res.end();
      });
      const err = await failure(withTwoAttempts(() => staticFetch(server.at('/0'), local), { delayMs: 0 }));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err).not.toBeInstanceOf(RetryableExtractionError);
      expect(err.message).toMatch(/redirects too many times/);
      expect(server.requests).toBe(11);
    });

    it('refuses a redirect to the metadata address with INVALID_URL', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      });
      const err = await failure(staticFetch(server.url, local));
      expect(err).toBeInstanceOf(ForbiddenTargetError);
      expect(errorBody(err as ForbiddenTargetError).error).toMatchObject({
        code: 'INVALID_URL',
        status: 400,
      });
      expect(server.requests).toBe(1);
    });
  });

  it('refuses a loopback target unless private targets are allowed', async () => {
    const server = await serve((_req, res) => res.end(html));
    const err = await failure(staticFetch(server.url, { allowPrivate: false }));
    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect(server.connections).toBe(0);
  });

  describe('bot walls', () => {
    it('reports a Cloudflare-style 503 challenge as BOT_BLOCKED without a second attempt', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(503, {
          'content-type': 'text/html; charset=UTF-8',
          server: 'cloudflare',
          'cf-mitigated': 'challenge',
        });
        res.end(
          '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h2>Checking if the site connection is secure</h2><script>window._cf_chl_opt={cType:"managed"};</script><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/managed/v1"></script></body></html>',
        );
      });
      const err = await failure(withTwoAttempts(() => staticFetch(server.url, local), { delayMs: 0 }));
      expect(err).toBeInstanceOf(BotBlockedError);
      expect((err as BotBlockedError).vendor).toBe('Cloudflare');
      expect(errorBody(fromEngineError(err) as ServiceError)).toMatchObject({
        blocked: true,
        error: { code: 'BOT_BLOCKED', status: 422 },
      });
      expect(server.requests).toBe(1);
    });

    it('reports a DataDome 403 as BOT_BLOCKED', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(403, {
          'content-type': 'text/html',
          'x-datadome': 'protected',
          'set-cookie': 'datadome=abc; Path=/',
        });
        res.end(
          `<html><head><title>shop.example</title></head><body><script>var dd={'rt':'c','cid':'AHrlqAAAAAMA','host':'geo.captcha-delivery.com'}</script><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`,
        );
      });
      const err = await failure(staticFetch(server.url, local));
      expect(err).toBeInstanceOf(BotBlockedError);
      expect((err as BotBlockedError).vendor).toBe('DataDome');
      expect(err.message).toContain('DataDome');
    });

    it('audits a normal page that loads Cloudflare scripts', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', server: 'cloudflare', 'cf-ray': '1-AMS' });
        res.end(
          html.replace(
            '</body>',
            '<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></body>',
          ),
        );
      });
      const page = await staticFetch(server.url, local);
      expect(page.status).toBe(200);
    });
  });

  describe('failures', () => {
    it('gives EXTRACTION_FAILED after two attempts when the server answers 500 twice', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<h1>Internal Server Error</h1>');
      });
      const err = await failure(withTwoAttempts(() => staticFetch(server.url, local), { delayMs: 0 }));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err).not.toBeInstanceOf(RetryableExtractionError);
      expect(err.message).toMatch(/HTTP 500 Internal Server Error.*twice/);
      expect(errorBody(fromEngineError(err) as ServiceError).error).toMatchObject({
        code: 'EXTRACTION_FAILED',
        status: 422,
      });
      expect(server.requests).toBe(2);
    });

    it('succeeds on the second attempt after one 500', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(server.requests === 1 ? 500 : 200, { 'content-type': 'text/html' });
        res.end(html);
      });
      const attempts: number[] = [];
      const page = await withTwoAttempts(
        (attempt) => {
          attempts.push(attempt);
          return staticFetch(server.url, local);
        },
        { delayMs: 0 },
      );
      expect(page.status).toBe(200);
      expect(attempts).toEqual([1, 2]);
    });

    it('gives EXTRACTION_FAILED after two connection resets', async () => {
      const server = await serve((req) => req.socket.destroy());
      const err = await failure(withTwoAttempts(() => staticFetch(server.url, local), { delayMs: 0 }));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err.message).toMatch(/could not be downloaded/);
      expect(server.requests).toBe(2);
    });

    it('does not retry a 404 and names the status', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>Not found</h1>');
      });
      const err = await failure(withTwoAttempts(() => staticFetch(server.url, local), { delayMs: 0 }));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err.message).toContain('HTTP 404 Not Found');
      expect(server.requests).toBe(1);
    });

    it('aborts a page larger than 5 MB while it streams', async () => {
      let closedEarly = false;
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.on('close', () => (closedEarly = !res.writableFinished));
        const chunk = Buffer.alloc(256 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 20 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.write('<html><body>');
        pump();
      });
      const err = await failure(staticFetch(server.url, local));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err.message).toContain('page is larger than 5 MB');
      await vi.waitFor(() => expect(closedEarly).toBe(true));
    });

    it('times out a slow page and tries it twice', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>');
      });
      const err = await failure(
        withTwoAttempts(() => staticFetch(server.url, { ...local, timeoutMs: 300 }), { delayMs: 0 }),
      );
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err.message).toMatch(/did not finish loading within 0\.3 s/);
      expect(server.requests).toBe(2);
    });

    it.each(['application/pdf', 'image/png', 'application/json', 'text/plain'])(
      'refuses the non-HTML content type %s and names it',
      async (type) => {
        const server = await serve((_req, res) => {
          res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
          res.end('{"a":1}');
        });
        const err = await failure(withTwoAttempts(() => staticFetch(server.url, local), { delayMs: 0 }));
        expect(err).toBeInstanceOf(ExtractionFailedError);
        expect(err.message).toContain(`returns ${type}`);
        expect(server.requests).toBe(1);
      },
    );

    it('accepts HTML served without a content type and refuses other untyped bodies', async () => {
      const server = await serve((req, res) => {
        res.end(req.url === '/page' ? '<!doctype html><html><body>hi</body></html>' : '%PDF-1.7 binary');
      });
      const page = await staticFetch(server.at('/page'), local);
      expect(page.contentType).toBeNull();
      expect(page.html).toContain('hi');
      const err = await failure(staticFetch(server.at('/file'), local));
      expect(err.message).toMatch(/does not look like HTML/);
    });

    it('refuses an empty 200 response', async () => {
      const server = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end();
      });
      const err = await failure(staticFetch(server.url, local));
      expect(err).toBeInstanceOf(ExtractionFailedError);
      expect(err.message).toMatch(/empty/);
    });
  });
});

describe('looksBinary', () => {
  it('tells bytes no text page holds from text in any 8-bit or UTF-8 charset', () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 151 + 7) % 256));
    expect(looksBinary(noise, 'utf-8')).toBe(true);
    expect(looksBinary(Buffer.from('<!doctype html><p>Café\tprix\r\n</p>', 'utf8'), 'utf-8')).toBe(false);
    expect(looksBinary(Buffer.from('<p>Caf\xe9</p>', 'latin1'), 'windows-1252')).toBe(false);
    // UTF-16 text is half NUL bytes and is decoded by its charset
    expect(looksBinary(Buffer.from('<p>Hello</p>', 'utf16le'), 'utf-16le')).toBe(false);
  });
});
