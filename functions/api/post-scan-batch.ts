import { apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { batchRequestSchema } from '../../lib/api/schemas.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { submitBatch } from '../../lib/scans/submit-scan.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const parsed = batchRequestSchema.safeParse(event.body);
    if (!parsed.success) {
      // An entry of urls that is not a string is a bad URL, as a bad url of POST /scan is.
      const path = parsed.error.issues[0]?.path ?? [];
      const urlIssue = path[0] === 'urls' && path.length > 1;
      throw new ServiceError(urlIssue ? 'INVALID_URL' : 'INVALID_REQUEST', describeZodError(parsed.error));
    }
    const outcome = await submitBatch(services(), account, parsed.data);
    return json(outcome.status, outcome.body);
  },
  { body: true, idempotent: true, holdsSlot: true },
);
