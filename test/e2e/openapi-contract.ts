import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { BASE_PATHS, ROUTES, matchPath } from '../../lib/api/routes.js';

/**
 * Checks a live response against the OpenAPI document the service serves: the status must be one
 * the operation documents, and the body must match that status's schema. Unknown paths and
 * methods must answer 404/405 in the error envelope.
 */
export class OpenApiContract {
  private readonly ajv: Ajv2020;
  /** Operations seen, "POST /scan 200": lets a suite assert its coverage. */
  readonly seen = new Set<string>();
  /** error.code of every error answer seen. */
  readonly errorCodes = new Set<string>();

  constructor(private readonly doc: Record<string, unknown>) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    // zod writes `.startsWith()` as a pattern plus this informational format.
    this.ajv.addFormat('starts_with', true);
    this.ajv.addSchema(doc, 'openapi.json');
  }

  private pointer(parts: string[]): string {
    return `openapi.json#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  }

  /** Throws with the schema errors when the response breaks the contract. */
  check(method: string, fullPath: string, status: number, body: unknown): void {
    const pathname = new URL(fullPath, 'http://x').pathname;
    const base = BASE_PATHS.find((b) => pathname === b || pathname.startsWith(`${b}/`));
    const rest = base ? pathname.slice(base.length) || '/' : pathname;
    const route = base
      ? ROUTES.find((r) => r.method === method && matchPath(r.path, rest) !== null)
      : undefined;
    let schemaRef: string;
    if (!route) {
      if (status !== 404 && status !== 405)
        throw new Error(`${method} ${pathname} is no documented operation but answered ${status}`);
      schemaRef = this.pointer(['components', 'schemas', 'Error']);
      this.seen.add(`${method} (unrouted) ${status}`);
    } else {
      const paths = this.doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      const operation = paths[route.path][method.toLowerCase()];
      if (!operation.responses[String(status)])
        throw new Error(
          `${method} ${route.path} answered ${status}, which the OpenAPI document does not list`,
        );
      schemaRef = this.pointer([
        'paths',
        route.path,
        method.toLowerCase(),
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      ]);
      this.seen.add(`${method} ${route.path} ${status}`);
    }
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    if (status >= 400 && typeof code === 'string') this.errorCodes.add(code);
    const validate = this.ajv.getSchema(schemaRef);
    if (!validate) throw new Error(`no schema at ${schemaRef}`);
    if (!validate(body)) {
      throw new Error(
        `${method} ${pathname} ${status} breaks the OpenAPI schema: ${this.ajv.errorsText(validate.errors, {
          separator: '\n',
        })}`,
      );
    }
  }
}
