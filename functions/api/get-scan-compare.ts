import { apiHandler, json } from '../../lib/api/http.js';
import { services } from '../../lib/runtime/services.js';
import { compareScans } from '../../lib/scans/compare-scans.js';

export const handler = apiHandler(async (event, { account }) =>
  json(
    200,
    await compareScans(
      services(),
      account.account_id,
      event.pathParameters?.id,
      event.pathParameters?.other_id,
    ),
  ),
);
