import { apiHandler, json } from '../../lib/api/http.js';
import { services } from '../../lib/runtime/services.js';
import { serviceStatus } from '../../lib/status/service-status.js';

/** Public: answers while the service is up; a client that cannot reach it learns the rest. */
export const handler = apiHandler(
  async () => json(200, await serviceStatus(services().table, services().now())),
  {
    public: true,
  },
);
