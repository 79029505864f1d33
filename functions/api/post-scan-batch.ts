import { MAX_SCAN_BODY_BYTES, apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { batchRequestSchema, oversizedHtml } from '../../lib/api/schemas.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { submitBatch } from '../../lib/scans/submit-scan.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const items = (event.body as { items?: unknown } | null)?.items;
    if (Array.isArray(items)) {
      for (const [i, item] of items.entries()) {
        const tooLarge = oversizedHtml((item as { html?: unknown } | null)?.html, `items[${i}].html`);
        if (tooLarge) throw new ServiceError('PAYLOAD_TOO_LARGE', tooLarge);
      }
    }
    const parsed = batchRequestSchema.safeParse(event.body);
    if (!parsed.success) {
      // A bad entry of urls, or a bad url of an item, is a bad URL, as a bad url of POST /scan is.
      const path = parsed.error.issues[0]?.path ?? [];
      const urlIssue = (path[0] === 'urls' && path.length > 1) || (path[0] === 'items' && path[2] === 'url');
      throw new ServiceError(urlIssue ? 'INVALID_URL' : 'INVALID_REQUEST', describeZodError(parsed.error));
    }
    const outcome = await submitBatch(services(), account, parsed.data);
    return json(outcome.status, outcome.body);
  },
  // Items may carry raw HTML, so the body may be as large as that of POST /scan.
  { body: true, idempotent: true, holdsSlot: true, maxBodyBytes: MAX_SCAN_BODY_BYTES },
);
