import { randomBytes } from 'node:crypto';
import { LocalKeySecretBox } from '../../lib/runtime/secret-box.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getAccount } from '../../lib/accounts/accounts.js';
import { chargeScan } from '../../lib/accounts/billing.js';
import { readConfig } from '../../lib/config.js';
import type { Services } from '../../lib/runtime/services.js';
import {
  createScan,
  getScan,
  scansInFlightSince,
  updateScan,
  type ScanRecord,
} from '../../lib/scans/scans.js';
import { reapStaleScans, SYNC_SCAN_DEADLINE_MS } from '../../lib/scans/stale-scans.js';
import { MemoryObjectStore } from '../../lib/store/object-store.js';
import { Table } from '../../lib/store/table.js';
import { createTemplateTables, localDynamoClient, startDynalite } from '../../infra/local/local-store.js';
import { synthTemplate } from '../../infra/synth.js';

let dynamo: { endpoint: string; close(): Promise<void> };
let svc: Services;

beforeAll(async () => {
  dynamo = await startDynalite(null);
  const client = localDynamoClient(dynamo.endpoint);
  const tables = await createTemplateTables(client, synthTemplate());
  const unused = { send: async () => undefined };
  svc = {
    config: readConfig({}),
    table: new Table(Object.keys(tables)[0], client),
    objects: new MemoryObjectStore(),
    jobs: unused,
    webhookDeadLetters: unused,
    secrets: new LocalKeySecretBox(randomBytes(32)),
    workflows: {
      runScan: async () => ({ status: 'failed', error: 'x', cause: 'x' }),
      startJobs: async (n: string) => n,
    },
    env: {},
    now: () => new Date(),
  };
}, 120_000);

afterAll(() => dynamo.close());

async function scanAged(accountId: string, scanId: string, minutesAgo: number, mode: ScanRecord['mode']) {
  const account = (await getAccount(svc.table, accountId))!;
  await chargeScan(svc.table, account, scanId, { pages: 1 });
  await createScan(svc.table, {
    scan_id: scanId,
    account_id: accountId,
    url: 'https://example.com/',
    mode,
    options: { pages: 1, fields: null, finding_limit: 10, finding_depth: 'full' },
    status: 'running',
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    cost_usd: 0,
  });
}

describe('reapStaleScans', () => {
  it('fails and refunds a sync scan older than its deadline, and leaves young and async scans alone', async () => {
    const { account_id } = await createAccount(svc.table, { plan: 'playground' });
    await scanAged(account_id, 'sc_stale000000001', SYNC_SCAN_DEADLINE_MS / 60_000 + 4, 'sync');
    await scanAged(account_id, 'sc_young000000001', 1, 'sync');
    await scanAged(account_id, 'sc_async000000001', 30, 'async');
    expect((await getAccount(svc.table, account_id))!.credits).toBe(22);

    const reaped = await reapStaleScans(svc);

    expect(reaped).toEqual(['sc_stale000000001']);
    const stale = await getScan(svc.table, 'sc_stale000000001');
    expect(stale?.status).toBe('failed');
    expect(stale?.error?.code).toBe('SCAN_FAILED');
    expect((await getScan(svc.table, 'sc_young000000001'))?.status).toBe('running');
    expect((await getScan(svc.table, 'sc_async000000001'))?.status).toBe('running');
    expect((await getAccount(svc.table, account_id))!.credits).toBe(23);
    // A second sweep finds nothing more to do and refunds nothing twice.
    expect(await reapStaleScans(svc)).toEqual([]);
    expect((await getAccount(svc.table, account_id))!.credits).toBe(23);
  });

  it('keeps only scans in flight in the in-flight index', async () => {
    const { account_id } = await createAccount(svc.table, { plan: 'dev' });
    await scanAged(account_id, 'sc_done0000000001', 20, 'sync');
    await updateScan(svc.table, 'sc_done0000000001', { status: 'completed' });
    const inFlight = await scansInFlightSince(svc.table, new Date());
    expect(inFlight.map((s) => s.scan_id)).not.toContain('sc_done0000000001');
  });
});
