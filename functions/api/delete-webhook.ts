import { apiHandler, json } from '../../lib/api/http.js';
import { webhookIdOrNotFound } from '../../lib/scans/resource-ids.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { deleteEndpoint } from '../../lib/webhooks/endpoints.js';

/** DELETE /webhooks/{id}, DELETE /webhooks?id=..., or DELETE /webhooks with body {"id": ...}. */
export const handler = apiHandler(async (event, { account }) => {
  let id = event.pathParameters?.id ?? event.queryStringParameters?.id;
  if (!id && typeof event.body === 'string' && event.body.trim()) {
    try {
      const body = JSON.parse(event.body) as { id?: unknown };
      if (typeof body?.id === 'string') id = body.id;
    } catch {
      throw new ServiceError('INVALID_REQUEST', 'The request body is not valid JSON. Send {"id": "wh_..."}.');
    }
  }
  if (!id)
    throw new ServiceError(
      'INVALID_REQUEST',
      'Name the endpoint to delete: /webhooks/{id}, ?id=wh_... or a body {"id": "wh_..."}.',
    );
  const endpointId = webhookIdOrNotFound(id);
  await deleteEndpoint(services().table, account.account_id, endpointId);
  return json(200, { id: endpointId, deleted: true });
});
