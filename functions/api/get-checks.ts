import { apiHandler, json } from '../../lib/api/http.js';
import { checkCatalogue } from '../../lib/engine/index.js';

export const handler = apiHandler(async () => json(200, checkCatalogue()), { public: true });
