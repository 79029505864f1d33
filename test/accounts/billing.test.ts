import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount, updateAccountSettings } from '../../lib/accounts/accounts.js';
import { chargeScan, refundScan } from '../../lib/accounts/billing.js';
import type { PlanId } from '../../lib/accounts/plans.js';
import { ServiceError } from '../../lib/errors.js';
import type { Table } from '../../lib/store/table.js';
import { startTestTable } from './dynalite-table.js';

let table: Table;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ table, close } = await startTestTable());
});
afterAll(() => close());

async function accountWith(plan: PlanId, set: Record<string, unknown> = {}, now = new Date()) {
  const { account_id } = await createAccount(table, { plan, now });
  const entries = Object.entries(set);
  if (entries.length)
    await table.update({
      Key: { pk: `ACCOUNT#${account_id}`, sk: 'ACCOUNT' },
      UpdateExpression: `SET ${entries.map(([k]) => `#${k} = :${k}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k]) => [`#${k}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([k, v]) => [`:${k}`, v])),
    });
  return (await getAccount(table, account_id))!;
}

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason instanceof ServiceError ? r.reason.code : String(r.reason)) : 'charged';

describe('chargeScan', () => {
  it('takes exactly the available credits under 200 parallel charges and refuses the rest', async () => {
    const account = await accountWith('dev', { credits: 150, overage_enabled: false });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => chargeScan(table, account, `sc_parallel${i}`, { pages: 1 })),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'charged')).toHaveLength(150);
    expect(codes.filter((c) => c === 'INSUFFICIENT_CREDITS')).toHaveLength(50);
    const after = (await getAccount(table, account.account_id))!;
    expect(after.credits).toBe(0);
    expect(after.scans_total).toBe(150);
    expect(after.pending_charges ?? new Set()).toEqual(new Set());
    expect(Math.round(after.spend_usd * 1000) / 1000).toBe(Math.round(150 * 0.236 * 1000) / 1000);
  }, 60_000);

  it('charges a retried scan id once', async () => {
    const account = await accountWith('dev', { credits: 5 });
    const [a, b] = await Promise.all([
      chargeScan(table, account, 'sc_retried1', { pages: 1 }),
      chargeScan(table, account, 'sc_retried1', { pages: 1 }),
    ]);
    expect(a.cost_usd).toBe(b.cost_usd);
    expect((await getAccount(table, account.account_id))!.credits).toBe(4);
  });

  it('prices scans at 0 on the trial, the included rate inside the allowance, and the overage price beyond', async () => {
    const trial = await accountWith('playground');
    expect((await chargeScan(table, trial, 'sc_trialprice', { pages: 1 })).cost_usd).toBe(0);
    const builder = await accountWith('builder', { credits: 1 });
    expect(await chargeScan(table, builder, 'sc_included1', { pages: 1 })).toMatchObject({
      source: 'credits',
      cost_usd: 0.179,
    });
    expect(await chargeScan(table, builder, 'sc_overage1', { pages: 1 })).toMatchObject({
      source: 'overage',
      cost_usd: 0.25,
    });
  });

  it('answers TRIAL_EXHAUSTED after the 25 trial scans', async () => {
    const trial = await accountWith('playground');
    const results = await Promise.allSettled(
      Array.from({ length: 27 }, (_, i) => chargeScan(table, trial, `sc_trial${i}`, { pages: 1 })),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'charged')).toHaveLength(25);
    expect(codes.filter((c) => c === 'TRIAL_EXHAUSTED')).toHaveLength(2);
  });

  it('needs credits for a multi-page scan even when overage is on, and none when overage is off', async () => {
    const dev = await accountWith('dev', { credits: 0 });
    await expect(chargeScan(table, dev, 'sc_multi1', { pages: 2 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    expect((await chargeScan(table, dev, 'sc_single1', { pages: 1 })).source).toBe('overage');
    await updateAccountSettings(table, dev.account_id, { overage_enabled: false });
    const off = (await getAccount(table, dev.account_id))!;
    await expect(chargeScan(table, off, 'sc_single2', { pages: 1 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
  });
});

describe('the monthly allowance', () => {
  it('tops the credits up to the plan allowance on the first charge of a new month, once', async () => {
    const october = new Date('2026-10-15T12:00:00Z');
    const account = await accountWith('dev', { credits: 0 }, october);
    expect(account.period).toBe('2026-10');
    const november = new Date('2026-11-02T08:00:00Z');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        chargeScan(table, account, `sc_month${i}`, { pages: 1, now: november }),
      ),
    );
    const after = (await getAccount(table, account.account_id))!;
    expect(after.period).toBe('2026-11');
    expect(after.credits).toBe(250 - 20);
  });

  it('keeps purchased credits above the allowance', async () => {
    const account = await accountWith('dev', { credits: 400 }, new Date('2026-10-15T12:00:00Z'));
    await chargeScan(table, account, 'sc_keep1', { pages: 1, now: new Date('2026-11-01T00:00:01Z') });
    expect((await getAccount(table, account.account_id))!.credits).toBe(399);
  });

  it('never renews the playground trial', async () => {
    const trial = await accountWith('playground', { credits: 0 }, new Date('2026-10-15T12:00:00Z'));
    await expect(
      chargeScan(table, trial, 'sc_trialmonth', { pages: 1, now: new Date('2026-11-02T00:00:00Z') }),
    ).rejects.toMatchObject({ code: 'TRIAL_EXHAUSTED' });
  });
});

describe('refundScan', () => {
  it('gives a failed scan its credit and its price back exactly once, even when retried concurrently', async () => {
    const account = await accountWith('dev', { credits: 3 });
    await chargeScan(table, account, 'sc_refund1', { pages: 1 });
    const outcomes = await Promise.all([
      refundScan(table, account.account_id, 'sc_refund1'),
      refundScan(table, account.account_id, 'sc_refund1'),
      refundScan(table, account.account_id, 'sc_refund1'),
    ]);
    expect(outcomes.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const after = (await getAccount(table, account.account_id))!;
    expect(after.credits).toBe(3);
    expect(Math.abs(after.spend_usd)).toBeLessThan(1e-9);
    expect(await refundScan(table, account.account_id, 'sc_refund1')).toBe(false);
  });

  it('refunds an overage charge in money, not in credits', async () => {
    const account = await accountWith('scale', { credits: 0 });
    expect((await chargeScan(table, account, 'sc_refund2', { pages: 1 })).source).toBe('overage');
    await refundScan(table, account.account_id, 'sc_refund2');
    const after = (await getAccount(table, account.account_id))!;
    expect(after.credits).toBe(0);
    expect(Math.abs(after.spend_usd)).toBeLessThan(1e-9);
  });
});
