import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { openApiDocument } from '../../lib/api/openapi.js';
import { apiClient, type ApiCall } from './api-client.js';
import { OpenApiContract } from './openapi-contract.js';
import { startServer, type LocalServer } from '../support/local-server.js';

/** The public API behind the portal's keys and webhook pages, checked against the OpenAPI document. */
const KEY = 'service_live_e2e_keys_owner';
const OTHER_KEY = 'service_live_e2e_keys_other';
let runtime: LocalRuntime;
let receiver: LocalServer;
let call: ApiCall;
/** Whether the receiver answers 200 (true) or 503 (false). */
let receiverUp = true;
const received: { event: unknown; attempt: unknown }[] = [];

beforeAll(async () => {
  receiver = await startServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += (chunk as Buffer).toString();
    received.push({
      event: (JSON.parse(raw) as { event?: unknown }).event,
      attempt: req.headers['x-service-attempt'],
    });
    res.writeHead(receiverUp ? 200 : 503).end();
  });
  runtime = await startLocalRuntime({
    dataDir: null,
    env: {
      ...process.env,
      ALLOW_PRIVATE_TARGETS: '1',
      RENDER_MODE: 'static',
      WEBHOOK_RETRY_SCHEDULE: '0,1',
    },
  });
  await runtime.seed(KEY, 'dev');
  await runtime.seed(OTHER_KEY, 'dev');
  call = apiClient(runtime.url, new OpenApiContract(openApiDocument()), KEY);
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  await receiver?.close();
});

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('webhook test events, deliveries and redelivery', () => {
  let webhookId: string;

  it('sends a signed webhook.test event and lists its delivery with status code and attempts', async () => {
    const created = await call('POST', '/api/v1/webhooks', { body: { url: receiver.at('/hook') } });
    expect(created.status).toBe(201);
    webhookId = created.body.id;

    const test = await call('POST', `/api/v1/webhooks/${webhookId}/test`);
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: [] });

    const listed = await until(async () => {
      const res = await call('GET', `/v1/webhooks/${webhookId}/deliveries`);
      return res.body.data[0]?.status === 'delivered' ? res : null;
    });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      delivery_id: test.body.delivery_id,
      event: 'webhook.test',
      redeliverable: false,
      attempts: [expect.objectContaining({ attempt: 1, status: 200, error: null })],
    });
    expect(received.filter((r) => r.event === 'webhook.test')).toHaveLength(1);
  });

  it('redelivers a dead delivery once its attempts are spent, and refuses a live one with 409', async () => {
    receiverUp = false;
    const test = await call('POST', `/api/v1/webhooks/${webhookId}/test`);
    const dead = await until(async () => {
      const res = await call('GET', `/api/v1/webhooks/${webhookId}/deliveries?limit=1`);
      const d = res.body.data[0];
      return d?.delivery_id === test.body.delivery_id && d.redeliverable ? d : null;
    });
    expect(dead.attempts.map((a: { status: number }) => a.status)).toEqual([503, 503]);

    receiverUp = true;
    const again = await call('POST', `/api/v1/deliveries/${dead.delivery_id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body.outcome).toBe('requeued');
    const delivered = await until(async () => {
      const res = await call('GET', `/api/v1/webhooks/${webhookId}/deliveries`);
      const d = res.body.data.find((x: { delivery_id: string }) => x.delivery_id === dead.delivery_id);
      return d?.status === 'delivered' ? d : null;
    });
    expect(delivered.attempts.map((a: { status: number }) => a.status)).toEqual([503, 503, 200]);
    expect(delivered.redeliveries).toBe(1);

    const live = await call('POST', `/api/v1/deliveries/${dead.delivery_id}/redeliver`);
    expect(live.status).toBe(409);
    expect(live.body.error.code).toBe('CONFLICT');
  }, 60_000);

  it("answers 404 for another account's endpoint or delivery and 400 for a bad limit", async () => {
    expect((await call('POST', `/api/v1/webhooks/${webhookId}/test`, { key: OTHER_KEY })).status).toBe(404);
    expect((await call('GET', `/api/v1/webhooks/${webhookId}/deliveries`, { key: OTHER_KEY })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/v1/webhooks/wh_nope/deliveries')).status).toBe(404);
    const bad = await call('GET', `/api/v1/webhooks/${webhookId}/deliveries?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_REQUEST');
    expect((await call('POST', '/api/v1/deliveries/dlv_unknown/redeliver')).status).toBe(404);
    expect((await call('POST', `/api/v1/webhooks/${webhookId}/test`, { key: null })).status).toBe(401);
  });
});

describe('API keys', () => {
  let freshKey = '';
  it('lists, issues (shown once) and revokes keys; a revoked key answers 401', async () => {
    const before = await call('GET', '/api/v1/keys');
    expect(before.status).toBe(200);
    expect(before.body.data).toHaveLength(1);
    expect(before.body.data[0]).toMatchObject({ masked: 'service_live_…wner', revoked_at: null });
    expect(JSON.stringify(before.body)).not.toContain(KEY);

    const issued = await call('POST', '/api/v1/keys');
    expect(issued.status).toBe(201);
    expect(issued.body.api_key).toMatch(/^service_live_[A-Za-z0-9_-]{43}$/);
    const fresh: string = issued.body.api_key;
    freshKey = fresh;
    const listed = await call('GET', '/api/v1/keys', { key: fresh });
    expect(listed.body.data.map((k: { key_id: string }) => k.key_id)).toEqual([
      before.body.data[0].key_id,
      issued.body.key_id,
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(fresh);

    // Rotation: the new key revokes the old one.
    const revoked = await call('DELETE', `/api/v1/keys/${before.body.data[0].key_id}`, { key: fresh });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toEqual(expect.any(String));
    expect((await call('GET', '/api/v1/account')).status).toBe(401);
    expect((await call('GET', '/api/v1/account', { key: fresh })).status).toBe(200);
  });

  it("answers 404 for an unknown key id or another account's key", async () => {
    const others = await call('GET', '/api/v1/keys', { key: OTHER_KEY });
    expect(others.body.data).toHaveLength(1);
    const foreign = await call('DELETE', `/api/v1/keys/${others.body.data[0].key_id}`, { key: freshKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/v1/account', { key: OTHER_KEY })).status).toBe(200);
    expect((await call('DELETE', '/api/v1/keys/key_0000000000000000', { key: freshKey })).status).toBe(404);
    expect((await call('DELETE', '/api/v1/keys/not-a-key', { key: freshKey })).status).toBe(404);
  });
});
