import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, openApiDocument } from '../../lib/api/openapi.js';
import { BASE_PATHS, ROUTES } from '../../lib/api/routes.js';
import { ERROR_STATUS } from '../../lib/errors.js';

type Operation = {
  security: unknown[];
  parameters: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
const doc = openApiDocument() as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
const operation = (method: string, path: string) => doc.paths[path][method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const parsed = (await SwaggerParser.validate(structuredClone(doc) as never)) as { openapi: string };
    expect(parsed.openapi).toBe('3.1.0');
  });

  it('describes every route of the routing table, under both base paths', () => {
    expect(doc.servers.map((s) => s.url)).toEqual([...BASE_PATHS]);
    for (const route of ROUTES) {
      expect(OPERATIONS[`${route.method} ${route.path}`], `${route.method} ${route.path}`).toBeDefined();
      expect(operation(route.method, route.path)).toBeDefined();
    }
  });

  it('lists 401, 429 and 500 with the RateLimit headers on every authenticated route, and Retry-After on 429', () => {
    for (const route of ROUTES.filter((r) => !r.public)) {
      const op = operation(route.method, route.path);
      expect(op.security).toEqual([{ bearer: [] }]);
      for (const status of ['401', '429', '500']) expect(op.responses[status]).toBeDefined();
      expect(Object.keys(op.responses['429'].headers ?? {})).toEqual(
        expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']),
      );
    }
  });

  it('documents the sync and async answers of POST /scan and the Idempotency-Key of the creating POSTs', () => {
    expect(Object.keys(operation('POST', '/scan').responses)).toEqual(
      expect.arrayContaining(['200', '202', '400', '402', '409', '413', '422']),
    );
    for (const [method, path] of [
      ['POST', '/scan'],
      ['POST', '/scan/batch'],
      ['POST', '/webhooks'],
    ])
      expect(operation(method, path).parameters).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
      );
  });

  it('enumerates every error code in the error envelope', () => {
    const envelope = doc.components.schemas.Error.properties as {
      error: { properties: { code: { enum: string[] } } };
    };
    expect(envelope.error.properties.code.enum.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });
});
