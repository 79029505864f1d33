import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function random(n: number): string {
  const bytes = randomBytes(n);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 36];
  return out;
}

/** `sc_` + a time part (sorts by creation) + 10 random characters, e.g. sc_mfz3k2a1x9q4w7e2r5. */
export function newScanId(now = Date.now()): string {
  return `sc_${now.toString(36)}${random(10)}`;
}

export function newBatchId(now = Date.now()): string {
  return `batch_${now.toString(36)}${random(10)}`;
}

export const SCAN_ID_PATTERN = /^sc_[0-9a-z]{6,40}$/;
