import { apiHandler, json } from '../../lib/api/http.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { MAX_LISTED_DELIVERIES, recentDeliveries } from '../../lib/webhooks/owner-deliveries.js';

export const handler = apiHandler(async (event, { account }) => {
  const raw = event.queryStringParameters?.limit;
  const limit = raw === undefined ? 20 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LISTED_DELIVERIES)
    throw new ServiceError(
      'INVALID_REQUEST',
      `limit must be a whole number from 1 to ${MAX_LISTED_DELIVERIES}.`,
    );
  const data = await recentDeliveries(services(), account.account_id, event.pathParameters?.id ?? '', limit);
  return json(200, { data });
});
