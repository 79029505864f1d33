import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'service_live_';
const KEY_PATTERN = /^service_live_[A-Za-z0-9_-]{6,128}$/;

/** A new API key: the prefix and 32 random bytes, base64url (shown once, stored only as a hash). */
export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** SHA-256 of the key, hex. Keys carry 256 bits of entropy, so a fast hash is enough to store them. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What may be shown of a key after creation: its prefix and last four characters. */
export function maskApiKey(key: string): string {
  return `${KEY_PREFIX}…${key.slice(-4)}`;
}
