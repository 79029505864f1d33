import { MAX_SCAN_BODY_BYTES, apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { oversizedHtml, scanRequestSchema } from '../../lib/api/schemas.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { submitScan } from '../../lib/scans/submit-scan.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const tooLarge = oversizedHtml((event.body as { html?: unknown } | null)?.html, 'html');
    if (tooLarge) throw new ServiceError('PAYLOAD_TOO_LARGE', tooLarge);
    const parsed = scanRequestSchema.safeParse(event.body);
    if (!parsed.success) {
      const urlIssue = parsed.error.issues[0]?.path[0] === 'url';
      throw new ServiceError(urlIssue ? 'INVALID_URL' : 'INVALID_REQUEST', describeZodError(parsed.error));
    }
    const outcome = await submitScan(services(), account, parsed.data);
    return json(outcome.status, outcome.body);
  },
  { body: true, idempotent: true, holdsSlot: true, maxBodyBytes: MAX_SCAN_BODY_BYTES },
);
