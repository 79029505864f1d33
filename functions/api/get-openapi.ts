import { apiHandler, json } from '../../lib/api/http.js';
import { openApiDocument } from '../../lib/api/openapi.js';

export const handler = apiHandler(async () => json(200, openApiDocument()), { public: true });
