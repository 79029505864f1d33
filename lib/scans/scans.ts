import { ServiceError, type ErrorCode } from '../errors.js';
import { ConditionFailedError, type Table } from '../store/table.js';

export type ScanStatus = 'pending' | 'running' | 'completed' | 'failed';
export type ScanMode = 'sync' | 'async' | 'batch';

export interface ScanOptions {
  pages: number | string[];
  fields: string[] | null;
  finding_limit: number;
  finding_depth: 'brief' | 'full';
}

export interface ScanRecord {
  pk: string;
  sk: 'SCAN';
  gsi1pk: string;
  /** Present while the scan is pending or running: the sparse gsi2 lists scans in flight by age. */
  gsi2pk?: string;
  gsi2sk?: string;
  gsi1sk: string;
  scan_id: string;
  account_id: string;
  url: string;
  /**
   * The request named no scheme: https was tried first and the fetch may fall back to http, as a
   * browser does; `url` then becomes the http URL that loaded.
   */
  scheme_guessed?: boolean;
  mode: ScanMode;
  /** A scan of raw HTML (POST /scan with html): where the markup is stored and what it was. */
  html?: HtmlSource;
  batch_id?: string;
  webhook_url?: string;
  options: ScanOptions;
  status: ScanStatus;
  created_at: string;
  updated_at: string;
  completed_at?: string;
  score?: number;
  verdict?: string;
  industry?: string;
  /** Object-store key of the full audit (the result before per-request shaping). */
  audit_key?: string;
  cache_hit?: boolean;
  cost_usd?: number;
  duration_ms?: number;
  error?: { code: ErrorCode; message: string; blocked: boolean };
}

export interface HtmlSource {
  /** Object-store key of `{ "html": ... }`. */
  key: string;
  /** sha256 of the markup (hex): with the address it is rendered at, the cache key. */
  sha256: string;
  bytes: number;
  /** The base_url sent, normalized; null when none (the page is rendered at INLINE_HTML_URL). */
  base_url: string | null;
}

/** Object-store key of the raw HTML of a POST /scan with html, stored as `{ "html": ... }`. */
export const htmlObjectKey = (scanId: string) => `scans/${scanId}/input.json`;

/** Where raw HTML sent without base_url is rendered: a name that never resolves (RFC 6761). */
export const INLINE_HTML_URL = 'https://inline-html.invalid/';

/** The 24-hour cache's address of a scan: its URL, or for raw HTML the markup's hash at that URL. */
export function cacheUrlOf(scan: Pick<ScanRecord, 'url' | 'html'>): string {
  return scan.html ? `html:sha256:${scan.html.sha256}@${scan.url}` : scan.url;
}

export const scanKey = (scanId: string) => ({ pk: `SCAN#${scanId}`, sk: 'SCAN' as const });

/** gsi2 partition of scans that are not final yet. */
export const IN_FLIGHT = 'SCANS#in-flight';

export async function createScan(
  table: Table,
  scan: Omit<ScanRecord, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'updated_at'>,
): Promise<ScanRecord> {
  const record: ScanRecord = {
    ...scanKey(scan.scan_id),
    gsi1pk: `ACCOUNT#${scan.account_id}#SCANS`,
    gsi1sk: `${scan.created_at}#${scan.scan_id}`,
    ...(scan.status === 'pending' || scan.status === 'running'
      ? { gsi2pk: IN_FLIGHT, gsi2sk: `${scan.created_at}#${scan.scan_id}` }
      : {}),
    updated_at: scan.created_at,
    ...scan,
  };
  await table.put(record, { ifAbsent: true });
  return record;
}

export async function getScan(table: Table, scanId: string): Promise<ScanRecord | null> {
  return table.get<ScanRecord>(scanKey(scanId).pk, 'SCAN');
}

/** Move a scan forward. A final scan (completed or failed) never moves again, so retries are harmless. */
export async function updateScan(
  table: Table,
  scanId: string,
  changes: Partial<Omit<ScanRecord, 'pk' | 'sk' | 'scan_id' | 'account_id'>>,
  now = new Date(),
): Promise<ScanRecord | null> {
  const values: Record<string, unknown> = {
    ':now': now.toISOString(),
    ':completed': 'completed',
    ':failed': 'failed',
  };
  const names: Record<string, string> = { '#status': 'status' };
  const sets = ['updated_at = :now'];
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    sets.push(`#${k} = :${k}`);
  }
  // A final scan leaves the in-flight index.
  const final = changes.status === 'completed' || changes.status === 'failed';
  try {
    return await table.update<ScanRecord>({
      Key: scanKey(scanId),
      UpdateExpression: `SET ${sets.join(', ')}${final ? ' REMOVE gsi2pk, gsi2sk' : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND #status <> :completed AND #status <> :failed',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  } catch (err) {
    if (err instanceof ConditionFailedError) return null;
    throw err;
  }
}

/** Scans still pending or running that were created before `before`, oldest first. */
export async function scansInFlightSince(table: Table, before: Date, limit = 100): Promise<ScanRecord[]> {
  const res = await table.query<ScanRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    ExpressionAttributeValues: { ':pk': IN_FLIGHT, ':before': before.toISOString() },
    Limit: limit,
  });
  return res.items;
}

/**
 * The position a cursor names, checked: it must decode to a key of this account's scan index.
 * Anything else (garbage, an edited cursor, another account's cursor) is 400 INVALID_REQUEST.
 */
export function decodeScanCursor(cursor: string, accountId: string): Record<string, string> {
  const invalid = () =>
    new ServiceError(
      'INVALID_REQUEST',
      'cursor is not valid for this account; pass the next_cursor of a previous GET /scans response, or omit it.',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const key = parsed as Record<string, unknown>;
  const fields = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
  if (
    !key ||
    typeof key !== 'object' ||
    Array.isArray(key) ||
    Object.keys(key).length !== fields.length ||
    !fields.every((f) => typeof key[f] === 'string') ||
    key.gsi1pk !== `ACCOUNT#${accountId}#SCANS` ||
    key.sk !== 'SCAN' ||
    !/^SCAN#sc_[0-9a-z]+$/.test(key.pk as string)
  )
    throw invalid();
  return key as Record<string, string>;
}

/** The account's scans, most recent first; `cursor` is opaque (base64url of the last key). */
export async function listScans(
  table: Table,
  accountId: string,
  opts: { limit: number; cursor?: string | null },
): Promise<{ items: ScanRecord[]; next_cursor: string | null }> {
  const start = opts.cursor ? decodeScanCursor(opts.cursor, accountId) : undefined;
  const res = await table.query<ScanRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `ACCOUNT#${accountId}#SCANS` },
    ScanIndexForward: false,
    Limit: opts.limit,
    ExclusiveStartKey: start,
  });
  return {
    items: res.items,
    next_cursor: res.lastKey ? Buffer.from(JSON.stringify(res.lastKey), 'utf8').toString('base64url') : null,
  };
}
