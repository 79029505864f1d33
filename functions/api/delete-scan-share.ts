import { apiHandler, json } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { scanIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { getScan } from '../../lib/scans/scans.js';
import { revokeShareLink } from '../../lib/scans/share-links.js';

export const handler = apiHandler(async (event, { account }) => {
  const id = scanIdOrNotFound(event.pathParameters?.id);
  const svc = services();
  const scan = await getScan(svc.table, id);
  if (!scan || scan.account_id !== account.account_id)
    throw new ServiceError('NOT_FOUND', `No scan ${id} on this account.`);
  const revoked = await revokeShareLink(
    svc.table,
    { accountId: account.account_id, scanId: id, shareId: event.pathParameters?.share_id ?? '' },
    svc.now(),
  );
  return json(200, revoked);
});
