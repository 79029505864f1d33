import { apiHandler, json } from '../../lib/api/http.js';
import { scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { scanChecks, statusFilterOf } from '../../lib/scans/scan-checks.js';
import { getScan } from '../../lib/scans/scans.js';

export const handler = apiHandler(async (event, { account }) => {
  const id = scanIdOrNotFound(event.pathParameters?.id);
  const repeated = event.multiValueQueryStringParameters?.status;
  const single = event.queryStringParameters?.status;
  const filter = statusFilterOf(repeated ?? (single === undefined ? undefined : [single]));
  const scan = await getScan(services().table, id);
  // Owner-only, as GET /scans/{id}: another account's scan is as unknown as one that never existed.
  if (!scan || scan.account_id !== account.account_id)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  return json(200, await scanChecks(services(), scan, filter));
});
