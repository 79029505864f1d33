import { apiHandler, json } from '../../lib/api/http.js';
import { services } from '../../lib/runtime/services.js';
import { listEndpoints, toPublic } from '../../lib/webhooks/endpoints.js';

export const handler = apiHandler(async (_event, { account }) => {
  const endpoints = await listEndpoints(services().table, account.account_id);
  return json(200, { data: endpoints.map(toPublic) });
});
