import { createHash } from 'node:crypto';

/**
 * HTML built from page text, which is hostile input: every interpolated value is escaped unless it
 * is markup this module built itself (a `SafeHtml`). There is no other way to put a string into a
 * page, so a quote holding `<script>` or `" onerror=` stays text.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text and attribute values alike: the five HTML specials and the backtick. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(part);
}

/**
 * A tagged template: the literal parts are trusted markup, every `${value}` is escaped (arrays are
 * joined, `SafeHtml` passes through, null/undefined/false render nothing).
 *
 * @example html`<p title="${quote}">${quote}</p>` // quote escaped twice over, as text
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** A link target that can only be http(s) or a fragment: `javascript:` and `data:` become `#`. */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#';
  if (url.startsWith('#')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '#';
  } catch {
    return '#';
  }
}

/** The CSP source of one inline stylesheet: `'sha256-...'`, so no other style can apply. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of a page that runs no script at all: only its own hashed stylesheet,
 * images inline (data:), from this origin or from the exact addresses in `images` (sources its
 * caller validated: lib/api/branding.ts parseLogo), no forms posting elsewhere, no framing.
 */
export function strictCsp(
  css: string,
  extra: { formAction?: string; script?: string; images?: readonly string[] } = {},
): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash(css)}`,
    ["img-src 'self' data:", ...(extra.images ?? [])].join(' '),
    `script-src ${extra.script ?? "'none'"}`,
    `form-action ${extra.formAction ?? "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy as a `<meta http-equiv>` may state it: browsers ignore `frame-ancestors` there (and
 * warn), so it stays in the header only (htmlHeaders, and X-Frame-Options beside it).
 */
export function metaCsp(csp: string): string {
  return csp
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/** Headers every HTML page of the service is sent with. */
export function htmlHeaders(csp: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}
