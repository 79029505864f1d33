import { z } from 'zod';

/**
 * An agency's own marks on a report: who it is for, who made it, their logo. Optional on
 * `GET /scans/{id}/report` (query parameters) and `POST /scans/{id}/share` (body fields, kept with
 * the link). The texts are shown as text (escaped like page text); the logo is an image only.
 */
export interface ReportBranding {
  client?: string;
  prepared_by?: string;
  /** An https URL of an image, or a data: URL of a PNG, JPEG, GIF, WebP or SVG image. */
  logo?: string;
}

/** The longest client or prepared_by text, in characters. */
export const MAX_BRANDING_TEXT = 120;
/** The largest logo given as a data: URL, in decoded bytes (a logo, not a photo). */
export const MAX_LOGO_BYTES = 48 * 1024;
/** The longest logo URL. */
export const MAX_LOGO_URL = 2048;

const DATA_LOGO = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/;

/** What the image's first bytes must be for its declared type. */
function looksLike(type: string, bytes: Buffer): boolean {
  switch (type) {
    case 'png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return /^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'));
    case 'webp':
      return (
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    default:
      // An SVG drawn by <img> runs no script and loads nothing; it must still be an SVG document.
      return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
        bytes
          .subarray(0, 4096)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      );
  }
}

/**
 * The logo as the report may use it, or a reason it may not. A URL must be https, without
 * credentials, and made of characters that can stand in a Content-Security-Policy source (the
 * report's CSP allows exactly that address, and only for images). A data: URL must be base64 of an
 * image of the type it declares, at most MAX_LOGO_BYTES.
 */
export function parseLogo(
  value: string,
): { ok: true; kind: 'url' | 'data'; src: string } | { ok: false; reason: string } {
  if (value.startsWith('data:')) {
    const match = DATA_LOGO.exec(value);
    if (!match)
      return {
        ok: false,
        reason: 'a data: logo must be data:image/<png|jpeg|gif|webp|svg+xml>;base64,<data>',
      };
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length > MAX_LOGO_BYTES)
      return { ok: false, reason: `a data: logo must be at most ${MAX_LOGO_BYTES / 1024} KB` };
    if (!looksLike(match[1], bytes)) return { ok: false, reason: `the data is not a ${match[1]} image` };
    return { ok: true, kind: 'data', src: value };
  }
  if (value.length > MAX_LOGO_URL)
    return { ok: false, reason: `a logo URL must be at most ${MAX_LOGO_URL} characters` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'the logo must be an https URL or a data:image URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'a logo URL must use https' };
  if (url.username || url.password) return { ok: false, reason: 'a logo URL must not carry credentials' };
  // A CSP source list is split on whitespace and ';' and ',' end a directive or a policy.
  if (/[\s;,'"\\]/.test(url.href))
    return { ok: false, reason: 'the logo URL has characters a CSP source cannot hold' };
  return { ok: true, kind: 'url', src: url.href };
}

/** One line of text a person reads: trimmed, no control characters, at most MAX_BRANDING_TEXT. */
const brandingText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} must not be empty`)
    .max(MAX_BRANDING_TEXT, `${what} must be at most ${MAX_BRANDING_TEXT} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), `${what} must be one line of text`);

/** The optional branding fields, as the share link's body and the report's query take them. */
export const brandingFields = {
  client: brandingText('client')
    .optional()
    .describe(
      `Who the report is for, shown in its header ("Prepared for"); up to ${MAX_BRANDING_TEXT} characters.`,
    ),
  prepared_by: brandingText('prepared_by')
    .optional()
    .describe(
      `Who made the report (an agency), shown in its header ("Prepared by"); up to ${MAX_BRANDING_TEXT} characters.`,
    ),
  logo: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseLogo(value.trim());
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.reason });
        return z.NEVER;
      }
      return parsed.src;
    })
    .optional()
    .describe(
      `A logo shown in the report's header: an https URL of an image (the report's Content-Security-Policy then allows that one address for images) or a data:image/(png|jpeg|gif|webp|svg+xml);base64 URL of at most ${MAX_LOGO_BYTES / 1024} KB.`,
    ),
};

/** The report's query parameters: the branding fields; other parameters are ignored, as before. */
export const brandingQuerySchema = z.object(brandingFields);

/** Only the branding fields that are set (so a record or a page carries no empty ones). */
export function brandingOf(input: ReportBranding): ReportBranding | undefined {
  const out: ReportBranding = {};
  if (input.client) out.client = input.client;
  if (input.prepared_by) out.prepared_by = input.prepared_by;
  if (input.logo) out.logo = input.logo;
  return Object.keys(out).length ? out : undefined;
}
