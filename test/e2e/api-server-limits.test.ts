import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorResponse, limitsFromEnv } from '../../infra/local/api-server.js';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { updateAccountSettings } from '../../lib/accounts/accounts.js';
import { logger } from '../../lib/runtime/logger.js';
import { startServer, type LocalServer } from '../support/local-server.js';

const KEY = 'service_live_server_limits_key';
const HEADERS_MS = 400;
const REQUEST_MS = 800;
let runtime: LocalRuntime;
let slowSite: LocalServer;

/**
 * Writes raw bytes on a fresh connection (a string, or pieces with pauses between them) and
 * returns what came back once the server closed, with the time that took.
 */
function raw(
  pieces: (string | number)[],
  opts: { waitMs?: number } = {},
): Promise<{
  status: number;
  body: { error?: { code: string; message: string; status: number } };
  ms: number;
  text: string;
}> {
  const port = Number(new URL(runtime.url).port);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${opts.waitMs ?? 10_000} ms; got ${JSON.stringify(text)}`));
    }, opts.waitMs ?? 10_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      let bodyText = text.slice(head.length + 4);
      if (/^transfer-encoding: chunked$/im.test(head)) {
        // One chunk is all these small answers take.
        bodyText = bodyText.slice(bodyText.indexOf('\r\n') + 2).replace(/\r\n0\r\n\r\n$/, '');
      }
      let body = {};
      try {
        body = JSON.parse(bodyText) as object;
      } catch {
        // Asserted by the caller through `body`.
      }
      resolve({ status, body, ms: Date.now() - started, text });
    });
    void (async () => {
      for (const piece of pieces) {
        if (typeof piece === 'number') await new Promise((r) => setTimeout(r, piece));
        else if (!socket.destroyed) socket.write(piece);
      }
    })();
  });
}

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  // A page that takes longer to answer than the request timeout: the scan must not be cut off.
  slowSite = await startServer(async (_req, res) => {
    await new Promise((r) => setTimeout(r, REQUEST_MS + 700));
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<!doctype html><html lang="en"><head><title>Slow</title></head><body><h1>Slow page</h1><p>Words to audit here.</p><a href="/x">Start now</a></body></html>',
    );
  });
  runtime = await startLocalRuntime({
    dataDir: null,
    env: {
      ...process.env,
      ALLOW_PRIVATE_TARGETS: '1',
      RENDER_MODE: 'static',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    },
  });
  const seeded = await runtime.seed(KEY, 'dev');
  await updateAccountSettings(runtime.services.table, seeded.account_id, { requests_per_minute: 10_000 });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await slowSite?.close();
});

const envelopeOf = (status: number, code: string) => ({
  error: { code, message: expect.any(String), status },
});

describe('the embedded server bounds header and body time', () => {
  it('reads its limits from the environment, headers never longer than the whole request', () => {
    expect(limitsFromEnv({})).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
    expect(limitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '2000' })).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 2000,
    });
    expect(limitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: 'soon' }).requestTimeoutMs).toBe(30_000);
  });

  it('answers a body that never completes with 408 REQUEST_TIMEOUT in the envelope, in bounded time', async () => {
    const res = await raw([
      `POST /api/v1/scan HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"url": "https://exa`,
      60_000,
    ]);
    expect(res.status).toBe(408);
    expect(res.body).toEqual(envelopeOf(408, 'REQUEST_TIMEOUT'));
    expect(res.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(res.ms).toBeLessThan(REQUEST_MS + 2_000);
  });

  it('answers headers that never complete with 408 in the envelope', async () => {
    const res = await raw(['GET /api/v1/scans HTTP/1.1\r\nHost: x\r\n', 60_000]);
    expect(res.status).toBe(408);
    expect(res.body).toEqual(envelopeOf(408, 'REQUEST_TIMEOUT'));
    expect(res.ms).toBeLessThan(HEADERS_MS + 2_000);
  });

  it('answers bad chunking with 400 INVALID_REQUEST in the envelope', async () => {
    const res = await raw([
      `POST /api/v1/scan HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n`,
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelopeOf(400, 'INVALID_REQUEST'));
  });

  it('answers Content-Length together with Transfer-Encoding (request smuggling) with 400 in the envelope', async () => {
    const res = await raw([
      `POST /api/v1/scan HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/v1/scans HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelopeOf(400, 'INVALID_REQUEST'));
    // The smuggled second request was never served.
    expect(res.text.match(/^HTTP\/1\.1 \d{3}/gm)).toHaveLength(1);
  });

  it('answers a request line that is not HTTP and oversized headers with 400 in the envelope', async () => {
    const garbage = await raw(['HELLO THERE\r\n\r\n']);
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual(envelopeOf(400, 'INVALID_REQUEST'));
    const huge = await raw([`GET /api/v1/scans HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual(envelopeOf(400, 'INVALID_REQUEST'));
  });

  it('does not cut off a request whose body arrived, however long the scan takes', async () => {
    const res = await fetch(`${runtime.url}/api/v1/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: slowSite.at('/slow'), finding_limit: 1 }),
    });
    expect(res.status).toBe(200);
  });

  it('still serves a client that sends its body slowly but within the limit', async () => {
    const body = '{"url": 42}';
    const res = await raw([
      `POST /api/v1/scan HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      150,
      body.slice(0, 5),
      150,
      body.slice(5),
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(envelopeOf(400, 'INVALID_URL'));
  });

  it('writes complete HTTP answers', () => {
    const answer = clientErrorResponse(
      { code: 'ERR_HTTP_REQUEST_TIMEOUT' },
      { headersTimeoutMs: 1, requestTimeoutMs: 2 },
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual(envelopeOf(408, 'REQUEST_TIMEOUT'));
  });
});
