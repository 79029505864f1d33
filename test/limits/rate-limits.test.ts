import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../lib/errors.js';
import { acquireConcurrencySlot, rateLimitHeaders, takeMinuteToken } from '../../lib/limits/rate-limits.js';
import type { Table } from '../../lib/store/table.js';
import { startTestTable } from '../accounts/dynalite-table.js';

let table: Table;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ table, close } = await startTestTable());
});
afterAll(() => close());

describe('takeMinuteToken', () => {
  it('admits exactly the limit per window under parallel requests, then 429 until the window turns', async () => {
    const now = new Date('2026-11-21T10:00:20Z');
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, () => takeMinuteToken(table, 'acct_window', 60, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    const err = refused.reason as ServiceError;
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.headers).toMatchObject({
      'Retry-After': '40',
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '40',
    });
    const next = await takeMinuteToken(table, 'acct_window', 60, new Date('2026-11-21T10:01:00Z'));
    expect(next).toEqual({ limit: 60, remaining: 59, reset: 60 });
  });

  it('counts each subject on its own', async () => {
    const now = new Date('2026-11-21T11:00:00Z');
    await takeMinuteToken(table, 'acct_a', 1, now);
    await expect(takeMinuteToken(table, 'acct_a', 1, now)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await takeMinuteToken(table, 'acct_b', 1, now)).remaining).toBe(0);
  });

  it('describes the budget with the IETF RateLimit fields', () => {
    expect(rateLimitHeaders({ limit: 200, remaining: 17, reset: 12 })).toEqual({
      'RateLimit-Limit': '200',
      'RateLimit-Remaining': '17',
      'RateLimit-Reset': '12',
      'RateLimit-Policy': '200;w=60',
    });
  });
});

describe('acquireConcurrencySlot', () => {
  it('holds at most max slots under parallel requests and frees a slot on release', async () => {
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () =>
        acquireConcurrencySlot(table, 'key_parallel', { max: 10, now, leaseMs: 60_000 }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(10);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult)
      .reason as ServiceError;
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.headers['Retry-After']).toBe('1');
    await held[0].value.release();
    const again = await acquireConcurrencySlot(table, 'key_parallel', { max: 10, now, leaseMs: 60_000 });
    await again.release();
  });

  it('gives back the slots of crashed requests once their lease has run out', async () => {
    const start = new Date('2026-11-21T12:00:00Z');
    // Ten requests that never release (their process died).
    for (let i = 0; i < 10; i += 1)
      await acquireConcurrencySlot(table, 'key_crashed', { max: 10, now: start, leaseMs: 30_000 });
    await expect(
      acquireConcurrencySlot(table, 'key_crashed', {
        max: 10,
        now: new Date(start.getTime() + 29_000),
        leaseMs: 30_000,
      }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const later = new Date(start.getTime() + 31_000);
    const slots = await Promise.all(
      Array.from({ length: 10 }, () =>
        acquireConcurrencySlot(table, 'key_crashed', { max: 10, now: later, leaseMs: 30_000 }),
      ),
    );
    expect(slots).toHaveLength(10);
  });
});
