import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { KMSClient } from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { KmsSecretBox } from '../../lib/runtime/secret-box.js';
import { accountWebhookSecret } from '../../lib/webhooks/endpoints.js';
import { serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';

// Issue 25, items 3, 4 and 13: a share link's token sat in clear in the idempotency record, webhook
// signing secrets sat in clear in the table, the data folder was world-readable, and the share
// link's address came from the Host header. Each secret-bearing call below is followed by a search
// of every byte under the data folder for the secret it returned.

const KEY = 'service_live_security_secrets_at_rest_key';
let dataDir: string;
let runtime: LocalRuntime;
let pages: LocalServer;
let scanId: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request with any headers, Host included (fetch would not let a test set Host). */
function request(
  base: string,
  method: string,
  pathname: string,
  opts: { body?: unknown; headers?: Record<string, string>; key?: string } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        headers: {
          authorization: `Bearer ${opts.key ?? KEY}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
const call = (method: string, pathname: string, opts: Parameters<typeof request>[3] = {}) =>
  request(runtime.url, method, pathname, opts);

/** Every file under the data folder that holds `needle` (as UTF-8 bytes). */
async function filesHolding(needle: string): Promise<string[]> {
  const found: string[] = [];
  const bytes = Buffer.from(needle, 'utf8');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile() && (await readFile(file)).includes(bytes)) found.push(file);
    }
  };
  await walk(dataDir);
  return found;
}

beforeAll(async () => {
  pages = await serveCorpus();
  dataDir = await mkdtemp(path.join(tmpdir(), 'cas-secrets-'));
  // A folder made before the rule, readable by everyone: the runtime narrows it.
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  runtime = await startLocalRuntime({
    dataDir,
    env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static', PUBLIC_BASE_URL: '' },
  });
  await runtime.seed(KEY, 'scale');
  const scan = await call('POST', '/api/v1/scan', { body: { url: pages.at('/saas/agilezen-home.html') } });
  expect(scan.status).toBe(200);
  scanId = scan.body.scan_id;
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
  await pages?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the data folder (item 13)', () => {
  it('is this user’s only (0700), with the secrets key and the runtime file 0600', async () => {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'runtime.json'))).mode & 0o777).toBe(0o600);
  });
});

describe('secrets never kept in clear (items 3 and 13)', () => {
  it('a share link made with an Idempotency-Key: replayed whole, its token nowhere in the data folder', async () => {
    const headers = { 'idempotency-key': 'share-once-1' };
    const first = await call('POST', `/api/v1/scans/${scanId}/share`, { headers });
    expect(first.status).toBe(201);
    const secret = String(first.body.url).split('.').pop()!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replay = await call('POST', `/api/v1/scans/${scanId}/share`, { headers });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await filesHolding(secret)).toEqual([]);
    expect(await filesHolding(first.body.url)).toEqual([]);
  });

  it('a webhook registered with an Idempotency-Key: its secret signs, replays, and is nowhere in the data folder', async () => {
    const headers = { 'idempotency-key': 'webhook-once-1' };
    const body = { url: pages.at('/hooks/receiver') };
    const first = await call('POST', '/api/v1/webhooks', { body, headers });
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const replay = await call('POST', '/api/v1/webhooks', { body, headers });
    expect(replay.body).toEqual(first.body);
    expect(await filesHolding(first.body.secret)).toEqual([]);
    expect(await filesHolding(first.body.secret.slice('whsec_'.length))).toEqual([]);
  });

  it('a replay with another key of the account gets 409, not the answer sealed for the first key', async () => {
    const second = await call('POST', '/api/v1/keys');
    expect(second.status).toBe(201);
    expect(await filesHolding(second.body.api_key)).toEqual([]);
    const replay = await call('POST', `/api/v1/scans/${scanId}/share`, {
      headers: { 'idempotency-key': 'share-once-1' },
      key: second.body.api_key,
    });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('CONFLICT');
  });

  it('the account’s default webhook secret is sealed too', async () => {
    const account = (await call('GET', '/api/v1/account')).body;
    const secret = await accountWebhookSecret(runtime.services, account.account_id);
    expect(secret).toMatch(/^whsec_/);
    expect(await accountWebhookSecret(runtime.services, account.account_id)).toBe(secret);
    expect(await filesHolding(secret.slice('whsec_'.length))).toEqual([]);
  });
});

describe('share links name the service, not the Host header (item 4)', () => {
  it('without PUBLIC_BASE_URL: the embedded server’s own address, whatever Host says', async () => {
    const made = await call('POST', `/api/v1/scans/${scanId}/share`, { headers: { host: 'evil.example' } });
    expect(made.status).toBe(201);
    expect(made.body.url.startsWith(`${runtime.url}/api/v1/shared/sh_`)).toBe(true);
  });

  it('with PUBLIC_BASE_URL: that address, https and its path prefix included', async () => {
    const other = await startLocalRuntime({
      dataDir: null,
      env: {
        ...process.env,
        ALLOW_PRIVATE_TARGETS: '1',
        RENDER_MODE: 'static',
        PUBLIC_BASE_URL: 'https://audit.example.com/tools/',
      },
    });
    try {
      await other.seed(KEY, 'scale');
      const scan = await request(other.url, 'POST', '/v1/scan', {
        body: { url: pages.at('/saas/agilezen-home.html'), finding_limit: 1 },
      });
      expect(scan.status).toBe(200);
      const made = await request(other.url, 'POST', `/v1/scans/${scan.body.scan_id}/share`, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(made.status).toBe(201);
      // the canonical base path: /v1 is a proxy onto /api/v1, and a link made through it names that
      expect(made.body.url.startsWith('https://audit.example.com/tools/api/v1/shared/sh_')).toBe(true);
    } finally {
      await other.stop();
      // The first runtime's services again, for any test after this one.
    }
  }, 120_000);
});

describe('KMS on AWS (item 13)', () => {
  it('seals with KMS Encrypt and opens with Decrypt, the record’s context bound in (KMS JSON wire format)', async () => {
    // KMS's JSON 1.1 protocol, answered by a local stand-in that encrypts with a key of its own
    // and refuses a Decrypt whose EncryptionContext differs from the Encrypt's.
    const key = randomBytes(32);
    const calls: string[] = [];
    const kms = await startServer(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += chunk;
      const target = String(req.headers['x-amz-target']);
      calls.push(target);
      const input = JSON.parse(text) as Record<string, unknown>;
      const context = JSON.stringify(input.EncryptionContext ?? {});
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (target === 'TrentService.Encrypt') {
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', key, iv);
        cipher.setAAD(Buffer.from(context));
        const data = Buffer.concat([
          iv,
          cipher.update(Buffer.from(String(input.Plaintext), 'base64')),
          cipher.final(),
          cipher.getAuthTag(),
        ]);
        return res.end(JSON.stringify({ CiphertextBlob: data.toString('base64'), KeyId: input.KeyId }));
      }
      const blob = Buffer.from(String(input.CiphertextBlob), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, 12));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(blob.subarray(blob.length - 16));
        const plain = Buffer.concat([decipher.update(blob.subarray(12, blob.length - 16)), decipher.final()]);
        return res.end(JSON.stringify({ Plaintext: plain.toString('base64'), KeyId: input.KeyId }));
      } catch {
        res.statusCode = 400;
        return res.end(JSON.stringify({ __type: 'InvalidCiphertextException', message: 'context mismatch' }));
      }
    });
    try {
      const box = new KmsSecretBox(
        new KMSClient({
          endpoint: kms.origin,
          region: 'us-east-1',
          credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        }),
        'arn:aws:kms:us-east-1:000000000000:key/test',
      );
      const context = { purpose: 'webhook-secret', account_id: 'acct_1', endpoint: 'wh_1' };
      const sealed = await box.seal('whsec_abc', context);
      expect(sealed).toMatch(/^kms1\./);
      expect(sealed).not.toContain('whsec_abc');
      expect(await box.open(sealed, context)).toBe('whsec_abc');
      await expect(box.open(sealed, { ...context, endpoint: 'wh_2' })).rejects.toThrow(/context mismatch/);
      expect(calls).toEqual(['TrentService.Encrypt', 'TrentService.Decrypt', 'TrentService.Decrypt']);
    } finally {
      await kms.close();
    }
  });
});
