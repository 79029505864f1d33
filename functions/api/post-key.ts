import { apiHandler, json } from '../../lib/api/http.js';
import { issueNewKey } from '../../lib/accounts/accounts.js';
import { services } from '../../lib/runtime/services.js';

export const handler = apiHandler(async (_event, { account }) =>
  json(201, await issueNewKey(services().table, account.account_id, services().now())),
);
