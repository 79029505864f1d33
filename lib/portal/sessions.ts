import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountForKey, getAccount, keyIsActive, type Account } from '../accounts/accounts.js';
import { hashApiKey } from '../accounts/api-keys.js';
import { ConditionFailedError, type Table } from '../store/table.js';

/**
 * Portal sessions. Signing in exchanges an API key for a random session token, sent back only as
 * an HttpOnly, Secure, SameSite=Strict cookie; the table keeps the token's SHA-256 (as it keeps
 * keys), so a leaked table opens no session. A session ends when it expires (absolute lifetime,
 * no sliding), when its owner signs out, or as soon as the key it was opened with is revoked.
 */
export const SESSION_TTL_SECONDS = 60 * 60;
export const SESSION_COOKIE = '__Host-portal_session';
/**
 * Live sessions one key may hold; opening one more ends the oldest. A key signed in from a loop
 * (132 sessions in 8 s, issue 25) holds at most this many items, whatever it does.
 */
export const MAX_SESSIONS_PER_KEY = 10;

/** The live sessions of one key, oldest first: token hashes and their expiry (epoch seconds). */
interface KeySessions {
  pk: string;
  sk: 'SESSIONS';
  sessions: { h: string; e: number }[];
  version: number;
  expires_at: number;
}

export interface SessionItem {
  pk: string;
  sk: 'SESSION';
  account_id: string;
  /** SHA-256 of the API key that opened it: the session ends when that key is revoked. */
  key_hash: string;
  /** The per-session token every portal form carries (CSRF defence beside SameSite=Strict). */
  csrf: string;
  created_at: string;
  /** Epoch seconds: the table's TTL attribute, and checked on every read. */
  expires_at: number;
  /** What the next page shows once (a new key, a webhook secret, a share link), encrypted; see setFlash. */
  flash?: string;
}

export interface Session {
  account: Account;
  keyHash: string;
  csrf: string;
  tokenHash: string;
  expiresAt: Date;
  flash: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const sessionKey = (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' as const });
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Opens a session for a valid key; null when the key is unknown or revoked. */
export async function openSession(
  table: Table,
  apiKey: string,
  now: Date,
): Promise<{ token: string; session: Session } | null> {
  const account = await accountForKey(table, apiKey);
  if (!account) return null;
  const token = randomBytes(32).toString('base64url');
  const item: SessionItem = {
    ...sessionKey(hashToken(token)),
    account_id: account.account_id,
    key_hash: hashApiKey(apiKey),
    csrf: randomBytes(32).toString('base64url'),
    created_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS,
  };
  await table.put(item, { ifAbsent: true });
  await capSessions(table, item.key_hash, { h: hashToken(token), e: item.expires_at }, now);
  return { token, session: sessionOf(item, account) };
}

/**
 * Adds a session to its key's list and ends the oldest live ones beyond MAX_SESSIONS_PER_KEY.
 * The list is updated under a version condition, so concurrent sign-ins of one key never lose one.
 */
async function capSessions(
  table: Table,
  keyHash: string,
  added: { h: string; e: number },
  now: Date,
): Promise<void> {
  const key = { pk: `SESSIONS#${keyHash}`, sk: 'SESSIONS' as const };
  const nowS = Math.floor(now.getTime() / 1000);
  for (let round = 0; round < 8; round++) {
    const current = await table.get<KeySessions>(key.pk, key.sk);
    const live = (current?.sessions ?? []).filter((s) => s.e > nowS && s.h !== added.h);
    live.push(added);
    const ended = live.splice(0, Math.max(0, live.length - MAX_SESSIONS_PER_KEY));
    const version = current?.version ?? 0;
    try {
      await table.update({
        Key: key,
        UpdateExpression: 'SET #sessions = :sessions, version = :next, expires_at = :expires',
        ConditionExpression: current ? 'version = :version' : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#sessions': 'sessions' },
        ExpressionAttributeValues: {
          ':sessions': live,
          ':next': version + 1,
          ':expires': Math.max(...live.map((s) => s.e)),
          ...(current ? { ':version': version } : {}),
        },
      });
    } catch (err) {
      if (err instanceof ConditionFailedError) continue;
      throw err;
    }
    for (const old of ended) await table.delete(sessionKey(old.h).pk, sessionKey(old.h).sk);
    return;
  }
  // Contended beyond reason: the new session stands, and the cap is enforced on the next sign-in.
}

function sessionOf(item: SessionItem, account: Account): Session {
  return {
    account,
    keyHash: item.key_hash,
    csrf: item.csrf,
    tokenHash: item.pk.slice('SESSION#'.length),
    expiresAt: new Date(item.expires_at * 1000),
    flash: item.flash ?? null,
  };
}

/** The live session behind a cookie token, or null (unknown, expired, its key revoked, its account gone). */
export async function sessionFor(
  table: Table,
  token: string | undefined,
  now: Date,
): Promise<Session | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const key = sessionKey(hashToken(token));
  const item = await table.get<SessionItem>(key.pk, key.sk);
  if (!item || item.expires_at * 1000 <= now.getTime()) return null;
  if (!(await keyIsActive(table, item.key_hash))) return null;
  const account = await getAccount(table, item.account_id);
  return account ? sessionOf(item, account) : null;
}

export async function closeSession(table: Table, session: Pick<Session, 'tokenHash'>): Promise<void> {
  const key = sessionKey(session.tokenHash);
  await table.delete(key.pk, key.sk);
}

/** Constant-time check of a form's CSRF token against the session's. */
export function csrfMatches(session: Pick<Session, 'csrf'>, sent: string | undefined): boolean {
  const a = Buffer.from(session.csrf, 'utf8');
  const b = Buffer.from(sent ?? '', 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cookie that carries a new session. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_TTL_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

/** The cookie that ends one. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

/** The session token from a Cookie header (the last one wins if it is sent twice). */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  let found: string | undefined;
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) found = part.slice(eq + 1).trim();
  }
  return found;
}

/**
 * The key that encrypts a session's flash: derived from the session token, which only the
 * browser's cookie holds (the table has its hash). A secret waiting in a flash is therefore
 * unreadable from the table alone, and it is removed the first time it is shown.
 */
const flashKey = (token: string) => createHash('sha256').update(`portal-flash\n${token}`, 'utf8').digest();

/**
 * Keeps something to show once on the page a POST redirects to (POST, then 303, then GET), so a
 * reload never submits the form again and the secret never travels in an address.
 */
export async function setFlash(table: Table, token: string, value: unknown): Promise<void> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', flashKey(token), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  await table.update({
    Key: sessionKey(hashToken(token)),
    UpdateExpression: 'SET flash = :f',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':f': sealed },
  });
}

/** The session's flash, decrypted and removed (shown once); null when there is none. */
export async function takeFlash<T>(table: Table, token: string, session: Session): Promise<T | null> {
  if (!session.flash) return null;
  try {
    await table.update({
      Key: sessionKey(session.tokenHash),
      UpdateExpression: 'REMOVE flash',
      ConditionExpression: 'flash = :f',
      ExpressionAttributeValues: { ':f': session.flash },
    });
  } catch {
    // Another request showed it first.
    return null;
  }
  const raw = Buffer.from(session.flash, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', flashKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
