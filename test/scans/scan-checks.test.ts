import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../lib/engine/checks/check.js';
import { GROUP_IDS } from '../../lib/engine/checks/groups.js';
import { CHECKS } from '../../lib/engine/checks/registry.js';
import type { Services } from '../../lib/runtime/services.js';
import { checkTable, scanChecks, statusFilterOf } from '../../lib/scans/scan-checks.js';
import { objectKeys } from '../../lib/scans/object-keys.js';
import type { ScanRecord } from '../../lib/scans/scans.js';

const resultOf = (id: string, status: CheckResult['status']): CheckResult => {
  const def = CHECKS.find((c) => c.id === id)!;
  return {
    id,
    group: def.group,
    dimension: def.dimension,
    status,
    evidence: status === 'pass' || status === 'fail' ? [{ quote: 'q', selector: 'h1' }] : [],
    ...(status === 'not_applicable' || status === 'error' ? { reason: 'why' } : { observed: 'seen' }),
    durationMs: 1,
  };
};

/** All 316 results stored under `scanId`, as the workflow's group states leave them. */
function storeWith(scanId: string, skip?: string) {
  const objects = new Map<string, unknown>();
  for (const g of GROUP_IDS)
    if (g !== skip)
      objects.set(
        objectKeys.group(scanId, g),
        CHECKS.filter((c) => c.group === g).map((c, i) => resultOf(c.id, i % 2 ? 'fail' : 'pass')),
      );
  return {
    objects: {
      putJson: async () => undefined,
      getJson: async <T>(key: string) => (objects.get(key) as T) ?? null,
    },
  } as unknown as Services;
}

const scan = (over: Partial<ScanRecord>): ScanRecord =>
  ({ scan_id: 'sc_own', status: 'completed', ...over }) as ScanRecord;

describe('the check table of a scan', () => {
  it('orders by catalogue group, then id, whatever order the results were stored in', () => {
    const table = checkTable([
      resultOf('UNIV_001', 'pass'),
      resultOf('HERO_010', 'fail'),
      resultOf('SPQ_001', 'pass'),
      resultOf('HERO_002', 'not_applicable'),
      resultOf('SOCIAL_001', 'error'),
    ]);
    expect(table.map((c) => c.id)).toEqual(['HERO_002', 'HERO_010', 'SOCIAL_001', 'SPQ_001', 'UNIV_001']);
    expect(table[0]).toMatchObject({ status: 'not_applicable', reason: 'why', evidence: [] });
    expect(table[0]).not.toHaveProperty('observed');
  });

  it.each([
    [undefined, null],
    [['fail'], ['fail']],
    [['fail,error'], ['fail', 'error']],
    [
      ['pass', 'not_applicable'],
      ['pass', 'not_applicable'],
    ],
  ])('reads ?status=%j', (values, wanted) => {
    const filter = statusFilterOf(values);
    expect(filter === null ? null : [...filter]).toEqual(wanted);
  });

  it.each([[['failed']], [['']], [['fail,']], [['PASS']]])(
    'refuses ?status=%j naming the allowed values',
    (values) => {
      expect(() => statusFilterOf(values)).toThrow(/^status: .* use pass, fail, not_applicable, error/);
    },
  );

  it('reads a cache hit from the scan its audit came from, and says so when that is not readable', async () => {
    const svc = storeWith('sc_source');
    const hit = scan({ cache_hit: true, audit_key: objectKeys.audit('sc_source') });
    const res = await scanChecks(svc, hit, new Set(['fail']));
    expect(res.scan_id).toBe('sc_own');
    expect(res.counts!.pass + res.counts!.fail).toBe(316);
    expect(res.checks!.every((c) => c.status === 'fail')).toBe(true);
    await expect(
      scanChecks(svc, scan({ cache_hit: true, audit_key: 'elsewhere/a.json' }), null),
    ).rejects.toThrow(/cannot be found/);
    await expect(scanChecks(storeWith('sc_own', 'seo'), scan({}), null)).rejects.toMatchObject({
      code: 'SCAN_FAILED',
    });
  });

  it('has no table until the scan is completed', async () => {
    const failed = scan({ status: 'failed', error: { code: 'BOT_BLOCKED', message: 'm', blocked: true } });
    expect(await scanChecks(storeWith('sc_own'), failed, null)).toEqual({
      scan_id: 'sc_own',
      status: 'failed',
      error: { code: 'BOT_BLOCKED', message: 'm', blocked: true },
      counts: null,
      checks: null,
    });
  });
});
