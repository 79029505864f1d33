import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReportBranding } from '../api/branding.js';
import { ServiceError } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';
import { echoId } from './resource-ids.js';

/**
 * Share links: a report an agency can send to a client without an API key. The link carries an
 * unguessable token, `<share id>.<secret>` (32 random bytes); the table keeps only the secret's
 * SHA-256, so a leaked table names no working link. The share id alone (in the token, in the
 * creation answer) is what the owner revokes with.
 */
export interface ShareRecord {
  pk: string;
  sk: string;
  share_id: string;
  scan_id: string;
  account_id: string;
  secret_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  /** The agency's fields the shared report shows (client, prepared_by, logo), when given. */
  branding?: ReportBranding;
}

export interface ShareLink {
  share_id: string;
  scan_id: string;
  url: string;
  created_at: string;
  expires_at: string | null;
  /** The branding the shared report shows, as given (absent when none was). */
  branding?: ReportBranding;
}

export const SHARE_ID_PATTERN = /^sh_[0-9a-f]{24}$/;
const TOKEN_PATTERN = /^(sh_[0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;

const shareKey = (shareId: string) => ({ pk: `SHARE#${shareId}`, sk: 'SHARE' });
const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Creates a link to the report of a scan the caller owns; the token is in this answer only. */
export async function createShareLink(
  table: Table,
  input: {
    accountId: string;
    scanId: string;
    expiresInHours?: number;
    baseUrl: string;
    branding?: ReportBranding;
  },
  now: Date,
): Promise<ShareLink> {
  const shareId = `sh_${randomBytes(12).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const record: ShareRecord = {
    ...shareKey(shareId),
    share_id: shareId,
    scan_id: input.scanId,
    account_id: input.accountId,
    secret_hash: hashSecret(secret),
    created_at: now.toISOString(),
    expires_at: input.expiresInHours
      ? new Date(now.getTime() + input.expiresInHours * 3_600_000).toISOString()
      : null,
    revoked_at: null,
    ...(input.branding ? { branding: input.branding } : {}),
  };
  await table.put(record, { ifAbsent: true });
  return {
    share_id: shareId,
    scan_id: input.scanId,
    url: `${input.baseUrl}/shared/${shareId}.${secret}`,
    created_at: record.created_at,
    expires_at: record.expires_at,
    ...(input.branding ? { branding: input.branding } : {}),
  };
}

/** Revokes a link of the caller's scan; 404 for any link that is not one (or is another account's). */
export async function revokeShareLink(
  table: Table,
  input: { accountId: string; scanId: string; shareId: string },
  now: Date,
): Promise<{ share_id: string; revoked: true }> {
  const missing = () =>
    new ServiceError('NOT_FOUND', `No share link ${echoId(input.shareId)} on scan ${input.scanId}.`);
  if (!SHARE_ID_PATTERN.test(input.shareId)) throw missing();
  try {
    await table.update({
      Key: shareKey(input.shareId),
      UpdateExpression: 'SET revoked_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND account_id = :account AND scan_id = :scan',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':account': input.accountId,
        ':scan': input.scanId,
      },
    });
  } catch (err) {
    if (err instanceof ConditionFailedError) throw missing();
    throw err;
  }
  return { share_id: input.shareId, revoked: true };
}

/**
 * The share behind a token, or 404 NOT_FOUND when the token is malformed, unknown, revoked or
 * expired: a signed-out visitor learns nothing about which.
 */
export async function resolveShareToken(
  table: Table,
  token: string | undefined,
  now: Date,
): Promise<ShareRecord> {
  const gone = new ServiceError(
    'NOT_FOUND',
    'This shared report does not exist, was revoked or has expired.',
  );
  const match = TOKEN_PATTERN.exec(token ?? '');
  if (!match) throw gone;
  const record = await table.get<ShareRecord>(shareKey(match[1]).pk, shareKey(match[1]).sk);
  if (!record) throw gone;
  const expected = Buffer.from(record.secret_hash, 'hex');
  const given = Buffer.from(hashSecret(match[2]), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw gone;
  if (record.revoked_at) throw gone;
  if (record.expires_at && Date.parse(record.expires_at) <= now.getTime()) throw gone;
  return record;
}
