import { apiHandler, json } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { listScans } from '../../lib/scans/scans.js';
import { scanSummary } from '../../lib/scans/scan-view.js';

export const handler = apiHandler(async (event, { account }) => {
  const q = event.queryStringParameters ?? {};
  const limit = q.limit === undefined ? 20 : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new ServiceError('INVALID_REQUEST', 'limit must be a whole number from 1 to 100.');
  }
  const page = await listScans(services().table, account.account_id, { limit, cursor: q.cursor ?? null });
  return json(200, { data: page.items.map(scanSummary), next_cursor: page.next_cursor });
});
