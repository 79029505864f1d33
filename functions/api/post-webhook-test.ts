import { apiHandler, json } from '../../lib/api/http.js';
import { services } from '../../lib/runtime/services.js';
import { sendTestEvent } from '../../lib/webhooks/owner-deliveries.js';

export const handler = apiHandler(async (event, { account }) =>
  json(202, await sendTestEvent(services(), account.account_id, event.pathParameters?.id ?? '')),
);
