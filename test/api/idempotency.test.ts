import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimIdempotencyKey,
  requestHash,
  settleIdempotencyKey,
  validIdempotencyKey,
} from '../../lib/api/idempotency.js';
import { MemoryObjectStore } from '../../lib/store/object-store.js';
import type { Table } from '../../lib/store/table.js';
import { startTestTable } from '../accounts/dynalite-table.js';

let stores: { table: Table; objects: MemoryObjectStore };
let close: () => Promise<void>;

beforeAll(async () => {
  const started = await startTestTable();
  stores = { table: started.table, objects: new MemoryObjectStore() };
  close = started.close;
});
afterAll(() => close());

const claim = (key: string, body = '{"url":"https://example.com"}') => ({
  accountId: 'acct_idem',
  key,
  requestHash: requestHash('POST', '/api/v1/scan', body),
  apiKey: 'service_live_idempotency_unit_key',
});
const answer = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'RateLimit-Remaining': '3' },
  body: JSON.stringify(body),
});

describe('Idempotency-Key', () => {
  it('lets exactly one of many concurrent first uses run', async () => {
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => claimIdempotencyKey(stores, claim('k-race'), { now, lockMs: 60_000 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.kind === 'run')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
  });

  it('replays a settled answer without the rate-limit headers of the first moment', async () => {
    const now = new Date();
    expect((await claimIdempotencyKey(stores, claim('k-replay'), { now, lockMs: 60_000 })).kind).toBe('run');
    await settleIdempotencyKey(stores, claim('k-replay'), answer(202, { scan_id: 'sc_1' }));
    const again = await claimIdempotencyKey(stores, claim('k-replay'), { now, lockMs: 60_000 });
    expect(again).toEqual({
      kind: 'replay',
      response: {
        statusCode: 202,
        headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' },
        body: '{"scan_id":"sc_1"}',
      },
    });
  });

  it('stores a large answer in the object store and replays it whole', async () => {
    const now = new Date();
    await claimIdempotencyKey(stores, claim('k-large'), { now, lockMs: 60_000 });
    const big = { findings: 'x'.repeat(500_000) };
    await settleIdempotencyKey(stores, claim('k-large'), answer(200, big));
    const again = await claimIdempotencyKey(stores, claim('k-large'), { now, lockMs: 60_000 });
    expect(again.kind === 'replay' && JSON.parse(again.response.body)).toEqual(big);
  });

  it('forgets a non-final answer (5xx, 429) so the retry runs again', async () => {
    const now = new Date();
    await claimIdempotencyKey(stores, claim('k-500'), { now, lockMs: 60_000 });
    await settleIdempotencyKey(stores, claim('k-500'), answer(500, { error: {} }));
    expect((await claimIdempotencyKey(stores, claim('k-500'), { now, lockMs: 60_000 })).kind).toBe('run');
  });

  it('refuses the same key with another body with 409 CONFLICT', async () => {
    const now = new Date();
    await claimIdempotencyKey(stores, claim('k-body'), { now, lockMs: 60_000 });
    await settleIdempotencyKey(stores, claim('k-body'), answer(200, {}));
    await expect(
      claimIdempotencyKey(stores, claim('k-body', '{"url":"https://other.example"}'), {
        now,
        lockMs: 60_000,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/different request/) });
  });

  it('takes over a claim whose holder died, and a key older than 24 hours', async () => {
    const start = new Date('2026-11-21T09:00:00Z');
    await claimIdempotencyKey(stores, claim('k-dead'), { now: start, lockMs: 10_000 });
    await expect(
      claimIdempotencyKey(stores, claim('k-dead'), {
        now: new Date(start.getTime() + 5_000),
        lockMs: 10_000,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', headers: { 'Retry-After': '5' } });
    const later = new Date(start.getTime() + 11_000);
    expect((await claimIdempotencyKey(stores, claim('k-dead'), { now: later, lockMs: 10_000 })).kind).toBe(
      'run',
    );

    await settleIdempotencyKey(stores, claim('k-dead'), answer(200, {}));
    const nextDay = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    const other = claim('k-dead', '{"url":"https://new.example"}');
    expect((await claimIdempotencyKey(stores, other, { now: nextDay, lockMs: 10_000 })).kind).toBe('run');
  });

  it('accepts printable keys up to 255 characters and refuses others', () => {
    expect(validIdempotencyKey('6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f')).toBe(
      '6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
    );
    for (const bad of ['', 'has space', 'x'.repeat(256), 'tab\t'])
      expect(() => validIdempotencyKey(bad)).toThrow(/Idempotency-Key/);
  });
});
