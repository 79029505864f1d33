import { apiHandler, json } from '../../lib/api/http.js';
import { scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { getScan } from '../../lib/scans/scans.js';
import { scanDetail } from '../../lib/scans/scan-view.js';

export const handler = apiHandler(async (event, { account }) => {
  const id = scanIdOrNotFound(event.pathParameters?.id);
  const scan = await getScan(services().table, id);
  // Another account's scan is as unknown as a scan that never existed.
  if (!scan || scan.account_id !== account.account_id)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  return json(200, await scanDetail(services(), scan));
});
