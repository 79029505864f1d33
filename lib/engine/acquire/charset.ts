/**
 * Character encoding of an HTML response, in the order browsers use (WHATWG HTML "determining the
 * character encoding"): byte order mark, Content-Type charset, <meta> prescan, then sniffing.
 * Names are the WHATWG canonical ones that TextDecoder reports (Node ships full ICU).
 */

export type CharsetSource = 'bom' | 'header' | 'meta' | 'sniff';

export interface CharsetDecision {
  charset: string;
  source: CharsetSource;
}

/** The prescan looks this far; browsers stop at 1024 bytes, real pages sometimes declare later. */
const PRESCAN_BYTES = 4096;

/** A label to its canonical encoding name, or null when TextDecoder does not know it. */
export function canonicalCharset(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

function fromBom(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The charset parameter of a Content-Type value, quoted or not. */
export function charsetParameter(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const label = match?.[1] ?? match?.[2];
  return label ? label : null;
}

/** A <meta> can only describe an ASCII-compatible encoding; these are the spec's substitutions. */
function metaSubstitute(charset: string): string {
  if (charset === 'utf-16le' || charset === 'utf-16be') return 'utf-8';
  if (charset === 'x-user-defined') return 'windows-1252';
  return charset;
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!result.has(name)) result.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

/** The <meta charset> or <meta http-equiv="content-type"> of the first bytes, if any. */
export function metaCharset(body: Uint8Array): string | null {
  // latin1 maps each byte to one code unit, so ASCII markup reads the same whatever the encoding.
  const head = Buffer.from(body.subarray(0, PRESCAN_BYTES))
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const match of head.matchAll(/<meta(?=[\s/])([^>]*)>/gi)) {
    const attrs = attributes(match[1]);
    const declared = attrs.get('charset');
    let label: string | null = declared ?? null;
    if (label === null && attrs.get('http-equiv')?.toLowerCase() === 'content-type') {
      const content = attrs.get('content') ?? '';
      label = /charset\s*=\s*["']?([^"';\s]+)/i.exec(content)?.[1] ?? null;
    }
    if (label === null) continue;
    const charset = canonicalCharset(label);
    if (charset) return metaSubstitute(charset);
  }
  return null;
}

function isValidUtf8(body: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides the encoding of an HTML body.
 *
 * @example sniffCharset(bytes, 'text/html; charset=Shift_JIS') // { charset: 'shift_jis', source: 'header' }
 */
export function sniffCharset(body: Uint8Array, contentType: string | null | undefined): CharsetDecision {
  const bom = fromBom(body);
  if (bom) return { charset: bom, source: 'bom' };
  const headerLabel = charsetParameter(contentType);
  const header = headerLabel ? canonicalCharset(headerLabel) : null;
  if (header) return { charset: header, source: 'header' };
  const meta = metaCharset(body);
  if (meta) return { charset: meta, source: 'meta' };
  // Undeclared: valid UTF-8 almost never happens by accident, otherwise the legacy web default.
  return { charset: isValidUtf8(body) ? 'utf-8' : 'windows-1252', source: 'sniff' };
}

/**
 * Decodes an HTML body to a string with the encoding browsers would pick; a BOM is removed.
 *
 * @example decodeHtml(Buffer.from('caf\xe9', 'latin1'), 'text/html; charset=windows-1252').html // 'café'
 */
export function decodeHtml(
  body: Uint8Array,
  contentType: string | null | undefined,
): CharsetDecision & { html: string } {
  const decision = sniffCharset(body, contentType);
  // Without ignoreBOM TextDecoder drops a BOM that matches the encoding, which is all a BOM can do here.
  const html = new TextDecoder(decision.charset).decode(body);
  return { ...decision, html };
}
