import { createHash } from 'node:crypto';
import type { Table } from '../store/table.js';
import type { ScanOptions } from './scans.js';

/**
 * SPEC 1: a scan of the same URL within 24 hours is served from the cache. The cache is shared by
 * all accounts: it holds audits of public pages, and a hit gives the caller its own scan record.
 */
export const CACHE_TTL_SECONDS = 24 * 60 * 60;

export interface CacheEntry {
  pk: string;
  sk: 'CACHE';
  url: string;
  scan_id: string;
  fingerprint: string;
  created_at: string;
  /** Epoch seconds; DynamoDB's TTL deletes the item eventually, reads check it exactly. */
  expires_at: number;
}

/** The cache key: the normalized URL and the page selection (other options only shape the response). */
export function cacheKey(url: string, pages: ScanOptions['pages']): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([url, pages]))
    .digest('hex');
  return `CACHE#${digest}`;
}

export async function writeCacheEntry(
  table: Table,
  entry: { url: string; options: ScanOptions; scan_id: string; fingerprint: string; now: Date },
): Promise<void> {
  const item: CacheEntry = {
    pk: cacheKey(entry.url, entry.options.pages),
    sk: 'CACHE',
    url: entry.url,
    scan_id: entry.scan_id,
    fingerprint: entry.fingerprint,
    created_at: entry.now.toISOString(),
    expires_at: Math.floor(entry.now.getTime() / 1000) + CACHE_TTL_SECONDS,
  };
  await table.put(item);
}

/** The live cache entry for the URL and pages, or null when absent or older than 24 hours. */
export async function readCacheEntry(
  table: Table,
  url: string,
  pages: ScanOptions['pages'],
  now: Date,
): Promise<CacheEntry | null> {
  const item = await table.get<CacheEntry>(cacheKey(url, pages), 'CACHE', false);
  if (!item || item.expires_at * 1000 <= now.getTime()) return null;
  return item;
}

/** Forget the entry (the page changed): the next scan of it runs in full and writes a new one. */
export async function deleteCacheEntry(
  table: Table,
  url: string,
  pages: ScanOptions['pages'],
): Promise<void> {
  await table.delete(cacheKey(url, pages), 'CACHE');
}
