import { apiHandler } from '../../lib/api/http.js';
import { BASE_PATHS, ROUTES, matchPath } from '../../lib/api/routes.js';
import { ServiceError } from '../../lib/errors.js';

/** Unknown paths answer 404 and known paths with another method 405, in the SPEC 7 envelope. */
export const handler = apiHandler(
  async (event) => {
    const path = event.path ?? '';
    const base = BASE_PATHS.find((b) => path === b || path.startsWith(`${b}/`));
    const rest = base ? path.slice(base.length) || '/' : path;
    const allowed = ROUTES.filter((r) => matchPath(r.path, rest)).map((r) => r.method);
    if (base && allowed.length) {
      throw new ServiceError(
        'METHOD_NOT_ALLOWED',
        `${event.httpMethod} is not supported on ${path}; use ${[...new Set(allowed)].join(' or ')}.`,
        {
          headers: { allow: [...new Set(allowed)].join(', ') },
        },
      );
    }
    throw new ServiceError(
      'NOT_FOUND',
      `No route ${event.httpMethod} ${path}. The API lives under /api/v1 (or /v1); see /api/v1/openapi.json.`,
    );
  },
  { public: true },
);
