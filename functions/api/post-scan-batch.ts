import { apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { batchRequestSchema } from '../../lib/api/schemas.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { submitBatch } from '../../lib/scans/submit-scan.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const parsed = batchRequestSchema.safeParse(event.body);
    if (!parsed.success) throw new ServiceError('INVALID_REQUEST', describeZodError(parsed.error));
    const outcome = await submitBatch(services(), account, parsed.data);
    return json(outcome.status, outcome.body);
  },
  { body: true, idempotent: true, holdsSlot: true },
);
