import { z } from 'zod';
import { SELECTABLE_FIELDS } from '../engine/index.js';
import { brandingFields } from './branding.js';

/** Page paths of a multi-page scan: same-site paths such as "/pricing". */
const pagePath = z
  .string()
  .min(1)
  .max(2048)
  .refine((p) => p.startsWith('/') && !p.startsWith('//'), {
    message: 'each page must be a path starting with "/" on the same site',
  });

export const scanOptionsSchema = z.object({
  pages: z
    .union([
      z.number().int('pages must be a whole number').min(1, 'pages must be 1-5').max(5, 'pages must be 1-5'),
      z.array(pagePath).min(1, 'pages must list 1-5 paths').max(5, 'pages must list 1-5 paths'),
    ])
    .default(1)
    .describe('A page count 1-5, or an explicit array of paths on the same site.'),
  fields: z
    .array(z.enum(SELECTABLE_FIELDS as [string, ...string[]]))
    .min(1)
    .optional()
    .describe('Subset of summary, findings, copy_rewrites, growth_blueprint, benchmark. All when absent.'),
  finding_limit: z
    .number()
    .int()
    .min(1, 'finding_limit must be 1-20')
    .max(20, 'finding_limit must be 1-20')
    .default(10),
  finding_depth: z.enum(['brief', 'full']).default('full'),
});

/** The most raw HTML one scan takes (UTF-8 bytes): 2 MB. */
export const MAX_HTML_BYTES = 2 * 1024 * 1024;

/**
 * The 413 message for markup over MAX_HTML_BYTES, naming its field (`html`, `items[2].html`), or
 * null when it fits or is no string (the schema answers that). Checked before the schema, so a
 * draft that is too large is told its size rather than some other rule.
 */
export function oversizedHtml(html: unknown, field: string): string | null {
  if (typeof html !== 'string') return null;
  const bytes = Buffer.byteLength(html, 'utf8');
  return bytes > MAX_HTML_BYTES
    ? `${field}: is ${bytes} bytes; the limit is ${MAX_HTML_BYTES} bytes (2 MB).`
    : null;
}

/** What one scan audits: `url`, or `html` with an optional `base_url` (POST /scan and each batch item). */
const targetFields = {
  url: z
    .string({ error: () => 'must be a string such as "https://example.com"' })
    .max(2048)
    .optional()
    .describe('URL to scan; https:// is added when no scheme is given. Exactly one of url and html.'),
  html: z
    .string({ error: () => 'must be a string: the markup of the page to audit' })
    .min(1, 'must not be empty: the markup of the page to audit')
    .optional()
    .describe(
      "Raw HTML to audit instead of a URL (up to 2 MB, UTF-8). Exactly one of url and html. Rendered like a fetched page; subresources load only from base_url's origin.",
    ),
  base_url: z
    .string({ error: () => 'must be a string such as "https://example.com/pricing"' })
    .max(2048)
    .optional()
    .describe(
      'With html only: the address the HTML is rendered at. Its relative links and subresources resolve against it, and only its origin is fetched (through the SSRF guard). Without it nothing but data: URLs loads.',
    ),
};

/** Exactly one of url and html, and base_url only with html; each issue names the field it is about. */
function exactlyOneTarget(
  req: { url?: string; html?: string; base_url?: string },
  ctx: z.RefinementCtx,
): void {
  if (req.url !== undefined && req.html !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['html'],
      message: 'send exactly one of url and html, not both',
    });
  else if (req.url === undefined && req.html === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['url'],
      message:
        'required: the address of the page to scan (or html, the markup of the page; exactly one of them)',
    });
  else if (req.base_url !== undefined && req.html === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['base_url'],
      message: 'only goes with html: a url scan is rendered at its own address',
    });
}

export const scanRequestSchema = scanOptionsSchema
  .extend({
    ...targetFields,
    async: z.boolean().default(false),
    webhook_url: z.string().max(2048).optional(),
  })
  .strict()
  .superRefine(exactlyOneTarget);

export type ScanRequest = z.infer<typeof scanRequestSchema>;

/** One page of a batch's `items`: the target fields of POST /scan, under the same rules. */
export const batchItemSchema = z.object(targetFields).strict().superRefine(exactlyOneTarget);

export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchRequestSchema = scanOptionsSchema
  .extend({
    urls: z
      .array(z.string().max(2048))
      .min(1, 'urls must list 1-10 URLs')
      .max(10, 'urls must list at most 10 URLs')
      .optional()
      .describe('The URLs to scan (1-10). Exactly one of urls and items.'),
    items: z
      .array(batchItemSchema)
      .min(1, 'items must list 1-10 pages')
      .max(10, 'items must list at most 10 pages')
      .optional()
      .describe(
        'The pages to scan (1-10), each {url} or {html, base_url?} as in POST /scan; items may mix the two. Exactly one of urls and items.',
      ),
    webhook_url: z.string().max(2048).optional(),
  })
  .strict()
  .superRefine((req, ctx) => {
    if (req.urls !== undefined && req.items !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'send exactly one of urls and items, not both',
      });
    else if (req.urls === undefined && req.items === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['urls'],
        message:
          'required: 1-10 URLs to scan (or items, 1-10 pages given by url or html; exactly one of them)',
      });
  });

export type BatchRequest = z.infer<typeof batchRequestSchema>;

export const webhookRequestSchema = z
  .object({
    url: z.string().min(1, 'required: the address that receives events').max(2048),
    events: z
      .array(z.enum(['scan.completed', 'scan.failed', 'batch.completed']))
      .min(1)
      .optional(),
    description: z.string().max(500).optional(),
  })
  .strict();

/** The longest a share link may live: a year. */
export const MAX_SHARE_HOURS = 24 * 365;

export const shareRequestSchema = z
  .object({
    ...brandingFields,
    expires_in_hours: z
      .int()
      .min(1)
      .max(MAX_SHARE_HOURS)
      .optional()
      .describe('The link stops working after this many hours; without it, it works until revoked.'),
  })
  .strict();
