import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  issueNewKey,
  keyIdOf,
  listKeys,
  revokeKey,
  revokeKeyById,
} from '../../lib/accounts/accounts.js';
import { hashApiKey } from '../../lib/accounts/api-keys.js';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  clearedSessionCookie,
  closeSession,
  csrfMatches,
  openSession,
  sessionCookie,
  sessionFor,
  sessionTokenOf,
  setFlash,
  takeFlash,
} from '../../lib/portal/sessions.js';
import type { Table } from '../../lib/store/table.js';
import { startTestTable } from '../accounts/dynalite-table.js';

let table: Table;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ table, close } = await startTestTable());
}, 60_000);

afterAll(async () => {
  await close?.();
});

const NOW = new Date('2026-11-24T10:00:00Z');

describe('portal sessions', () => {
  it('opens a session for a valid key only, and stores the token hashed, never the key', async () => {
    const { api_key } = await createAccount(table, { plan: 'dev', now: NOW });
    expect(await openSession(table, 'service_live_unknown_key_0000', NOW)).toBeNull();
    const opened = await openSession(table, api_key, NOW);
    expect(opened).not.toBeNull();
    const { token, session } = opened!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.keyHash).toBe(hashApiKey(api_key));
    const stored = await table.get<Record<string, unknown>>(`SESSION#${session.tokenHash}`, 'SESSION');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(api_key);
    expect(stored?.expires_at).toBe(NOW.getTime() / 1000 + SESSION_TTL_SECONDS);
  });

  it('ends at its expiry, on sign-out and when the key that opened it is revoked', async () => {
    const { api_key } = await createAccount(table, { plan: 'dev', now: NOW });
    const a = (await openSession(table, api_key, NOW))!;
    expect((await sessionFor(table, a.token, new Date(NOW.getTime() + 59 * 60_000)))?.account.plan).toBe(
      'dev',
    );
    expect(await sessionFor(table, a.token, new Date(NOW.getTime() + SESSION_TTL_SECONDS * 1000))).toBeNull();
    expect(await sessionFor(table, 'x'.repeat(43), NOW)).toBeNull();
    expect(await sessionFor(table, 'not a token', NOW)).toBeNull();

    await closeSession(table, a.session);
    expect(await sessionFor(table, a.token, NOW)).toBeNull();

    const b = (await openSession(table, api_key, NOW))!;
    await revokeKey(table, api_key, NOW);
    expect(await sessionFor(table, b.token, NOW)).toBeNull();
  });

  it('checks the CSRF token in constant time and reads the cookie back', async () => {
    const { api_key } = await createAccount(table, { plan: 'dev', now: NOW });
    const { token, session } = (await openSession(table, api_key, NOW))!;
    expect(csrfMatches(session, session.csrf)).toBe(true);
    expect(csrfMatches(session, undefined)).toBe(false);
    expect(csrfMatches(session, `${session.csrf}x`)).toBe(false);
    expect(sessionCookie(token)).toBe(
      `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_TTL_SECONDS}; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(clearedSessionCookie()).toContain('Max-Age=0');
    expect(sessionTokenOf(`a=1; ${SESSION_COOKIE}=${token}; b=2`)).toBe(token);
    expect(sessionTokenOf('a=1')).toBeUndefined();
  });

  it('keeps a flash encrypted under the cookie token and shows it once', async () => {
    const { api_key } = await createAccount(table, { plan: 'dev', now: NOW });
    const { token, session } = (await openSession(table, api_key, NOW))!;
    await setFlash(table, token, { kind: 'key', created: { api_key: 'service_live_secret_value' } });
    const stored = await table.get<Record<string, unknown>>(`SESSION#${session.tokenHash}`, 'SESSION');
    expect(typeof stored?.flash).toBe('string');
    expect(JSON.stringify(stored)).not.toContain('service_live_secret_value');

    const withFlash = (await sessionFor(table, token, NOW))!;
    // Another token (another session's cookie) cannot read it.
    expect(await takeFlash(table, 'y'.repeat(43), withFlash)).toBeNull();
    await setFlash(table, token, { kind: 'key', created: { api_key: 'service_live_secret_value' } });
    const again = (await sessionFor(table, token, NOW))!;
    expect(await takeFlash(table, token, again)).toEqual({
      kind: 'key',
      created: { api_key: 'service_live_secret_value' },
    });
    expect(await takeFlash(table, token, (await sessionFor(table, token, NOW))!)).toBeNull();
  });
});

describe("an account's key list", () => {
  it('lists issued keys, revokes by id, and refuses another account or an eleventh active key', async () => {
    const { account_id, api_key } = await createAccount(table, { plan: 'dev', now: NOW });
    const other = await createAccount(table, { plan: 'dev', now: NOW });
    const fresh = await issueNewKey(table, account_id, NOW);
    expect(fresh.api_key).toMatch(/^service_live_/);
    expect((await listKeys(table, account_id)).map((k) => k.key_id).sort()).toEqual(
      [keyIdOf(hashApiKey(api_key)), fresh.key_id].sort(),
    );
    await expect(revokeKeyById(table, other.account_id, fresh.key_id, NOW)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const revoked = await revokeKeyById(table, account_id, keyIdOf(hashApiKey(api_key)), NOW);
    expect(revoked.revoked_at).toBe(NOW.toISOString());
    const later = await revokeKeyById(table, account_id, keyIdOf(hashApiKey(api_key)), new Date());
    expect(later.revoked_at).toBe(NOW.toISOString());

    for (let i = 0; i < 9; i++) await issueNewKey(table, account_id, NOW);
    await expect(issueNewKey(table, account_id, NOW)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
