import { apiHandler, json } from '../../lib/api/http.js';
import { accountOverview } from '../../lib/accounts/account-overview.js';
import { services } from '../../lib/runtime/services.js';

export const handler = apiHandler(async (_event, { account }) =>
  json(200, await accountOverview(services().table, account, services().now())),
);
