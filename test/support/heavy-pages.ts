/**
 * Pages that are expensive to parse, for the tests and the bench of model building off the request
 * thread: a DOM of about `nodes` elements, and `bytes` of binary noise served as text/html.
 */
export function manyNodesPage(nodes = 100_000): string {
  const parts: string[] = [
    '<!doctype html><html><head><title>Many nodes</title></head><body><h1>Many nodes</h1>',
  ];
  // Each row is 4 elements: a section with a heading, a paragraph and a link.
  for (let i = 0; i < nodes / 4; i++)
    parts.push(`<section><h3>Row ${i}</h3><p>Item ${i} text</p><a href="/item/${i}">Buy ${i}</a></section>`);
  parts.push('</body></html>');
  return parts.join('');
}

/** Deterministic pseudo-random bytes (no two runs differ), as a misconfigured server sends a binary. */
export function binaryNoise(bytes = 2 * 1024 * 1024): Buffer {
  const out = Buffer.alloc(bytes);
  let x = 0x2545f491;
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
