import { apiHandler, describeZodError, json } from '../../lib/api/http.js';
import { webhookRequestSchema } from '../../lib/api/schemas.js';
import { normalizeTargetUrl } from '../../lib/api/target-url.js';
import { ServiceError } from '../../lib/errors.js';
import { services } from '../../lib/runtime/services.js';
import { createEndpoint } from '../../lib/webhooks/endpoints.js';

export const handler = apiHandler(
  async (event, { account }) => {
    const parsed = webhookRequestSchema.safeParse(event.body);
    if (!parsed.success) throw new ServiceError('INVALID_REQUEST', describeZodError(parsed.error));
    let url: string;
    try {
      url = normalizeTargetUrl(parsed.data.url, { allowPrivate: services().config.allowPrivateTargets });
    } catch (err) {
      if (err instanceof ServiceError) throw new ServiceError('INVALID_REQUEST', `url: ${err.message}`);
      throw err;
    }
    const created = await createEndpoint(services(), account.account_id, { ...parsed.data, url });
    return json(201, created);
  },
  { body: true, idempotent: true },
);
