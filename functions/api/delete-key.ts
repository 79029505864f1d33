import { apiHandler, json } from '../../lib/api/http.js';
import { revokeKeyById } from '../../lib/accounts/accounts.js';
import { services } from '../../lib/runtime/services.js';

export const handler = apiHandler(async (event, { account }) =>
  json(
    200,
    await revokeKeyById(
      services().table,
      account.account_id,
      event.pathParameters?.id ?? '',
      services().now(),
    ),
  ),
);
