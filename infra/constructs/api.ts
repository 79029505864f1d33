import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  ALIAS_BASE_PATH,
  API_BASE_PATH,
  API_HANDLERS,
  FALLBACK_HANDLER,
  PORTAL_BASE_PATH,
  PORTAL_HANDLER,
  PORTAL_ROUTES,
  ROUTES,
} from '../../lib/api/routes.js';
import { ServiceFunction, type CodeSource } from './service-function.js';

/** The one stage; the alias proxy names it in its target, so it is a constant, not a reference. */
export const STAGE_NAME = 'prod';

/**
 * How long API Gateway waits on the sync scan route (and on the alias proxy, which may carry it).
 * Regional REST APIs allow more than the default 29 s after a quota increase (docs/deployment.md).
 */
const SYNC_SCAN_TIMEOUT = Duration.seconds(180);

export interface ApiProps {
  code: CodeSource;
  environment: Record<string, string>;
  /** The role every API function runs with (they need the same permissions). */
  role: iam.IRole;
  /** Where the functions log (one group; each function's streams carry its name). */
  logGroup: logs.ILogGroup;
}

/**
 * The REST API: the route table of lib/api/routes.ts once, under /api/v1, a Lambda per handler,
 * and /v1 as a proxy resource onto it (`/v1/{proxy+}` forwards to `/api/v1/{proxy}` of the same
 * stage), so the alias costs one method instead of a copy of every route. Each function carries one
 * invoke permission for the whole API, not one per method. Unknown paths and methods reach the
 * fallback handler (404/405 in the SPEC 7 envelope), and API Gateway's own errors are rewritten into
 * the same envelope by gateway responses.
 */
export class Api extends Construct {
  readonly restApi: apigw.RestApi;
  readonly functions: Record<string, lambda.Function>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.functions = {};
    for (const handler of API_HANDLERS) {
      const sync = handler === 'api/post-scan';
      this.functions[handler] = new ServiceFunction(this, handler.split('/')[1], {
        handler,
        code: props.code,
        environment: props.environment,
        role: props.role,
        logGroup: props.logGroup,
        // A sync scan waits on the Express workflow (SPEC: clients wait up to ~142 s).
        timeout: sync ? Duration.minutes(5) : Duration.seconds(30),
        memorySize: sync ? 1024 : 512,
      }).fn;
    }
    this.restApi = new apigw.RestApi(this, 'RestApi', {
      description: 'Conversion audit service',
      deployOptions: {
        stageName: STAGE_NAME,
        tracingEnabled: true,
        metricsEnabled: true,
        // Execution logs of failed integrations (cdk-nag AwsSolutions-APIG6); the functions log the rest.
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        throttlingRateLimit: 100,
        throttlingBurstLimit: 200,
      },
      // Screenshots leave the Lambda base64-encoded; API Gateway decodes them for these types
      // (matched against the request's Accept header, docs/api.md).
      binaryMediaTypes: ['image/jpeg'],
      minCompressionSize: undefined,
    });
    // One integration per function; scopePermissionToMethod: false gives each function a single
    // invoke permission for this API instead of one per method it serves.
    const integrations = new Map<string, apigw.LambdaIntegration>();
    const integration = (handler: string) => {
      let found = integrations.get(handler);
      if (!found) {
        found = new apigw.LambdaIntegration(this.functions[handler], {
          proxy: true,
          scopePermissionToMethod: false,
          // Sync scans outlast API Gateway's default 29 s.
          timeout: handler === 'api/post-scan' ? SYNC_SCAN_TIMEOUT : undefined,
        });
        integrations.set(handler, found);
      }
      return found;
    };
    const fallback = integration(FALLBACK_HANDLER);
    // Every path no route takes reaches the fallback, as in the embedded server: / and any path
    // outside the API, the base paths themselves, and unknown paths under them.
    this.restApi.root.addMethod('ANY', fallback);
    this.restApi.root.addProxy({ defaultIntegration: fallback, anyMethod: true });
    const base = this.restApi.root.resourceForPath(API_BASE_PATH.slice(1));
    base.addMethod('ANY', fallback);
    base.addProxy({ defaultIntegration: fallback, anyMethod: true });
    const resources = new Map<string, apigw.IResource>();
    for (const route of ROUTES) {
      const resource = base.resourceForPath(route.path.slice(1));
      resource.addMethod(route.method, integration(route.handler));
      resources.set(route.path, resource);
    }
    // Any other method on a known path answers 405 from the fallback handler.
    for (const resource of resources.values()) resource.addMethod('ANY', fallback);

    // The alias: /v1/<rest> is forwarded, method, headers, query and body as they came, to
    // /api/v1/<rest> of this stage, where the route table answers it.
    const stack = Stack.of(this);
    const target = `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}/${STAGE_NAME}${API_BASE_PATH}/{proxy}`;
    const alias = this.restApi.root.resourceForPath(ALIAS_BASE_PATH.slice(1));
    alias.addMethod('ANY', fallback);
    alias.addResource('{proxy+}').addMethod(
      'ANY',
      new apigw.HttpIntegration(target, {
        proxy: true,
        httpMethod: 'ANY',
        options: {
          requestParameters: { 'integration.request.path.proxy': 'method.request.path.proxy' },
          timeout: SYNC_SCAN_TIMEOUT,
        },
      }),
      { requestParameters: { 'method.request.path.proxy': true } },
    );

    // The developer portal: its pages and forms under /portal, one function behind them all.
    const portal = this.restApi.root.resourceForPath(PORTAL_BASE_PATH.slice(1));
    portal.addProxy({ defaultIntegration: fallback, anyMethod: true });
    const portalResources = new Map<string, apigw.IResource>();
    for (const route of PORTAL_ROUTES) {
      const resource = route.path ? portal.resourceForPath(route.path.slice(1)) : portal;
      resource.addMethod(route.method, integration(route.handler));
      portalResources.set(route.path, resource);
    }
    // Any other method on a portal page reaches the portal, which answers 405 with Allow.
    for (const resource of portalResources.values()) resource.addMethod('ANY', integration(PORTAL_HANDLER));
    const envelope = (code: string, status: string) => ({
      'application/json': `{"error":{"code":"${code}","message":$context.error.messageString,"status":${status}}}`,
    });
    // API Gateway's own answers carry the header every answer of the service carries.
    const nosniff = { 'X-Content-Type-Options': "'nosniff'" };
    this.restApi.addGatewayResponse('Default4xx', {
      type: apigw.ResponseType.DEFAULT_4XX,
      statusCode: '400',
      responseHeaders: nosniff,
      templates: envelope('INVALID_REQUEST', '400'),
    });
    this.restApi.addGatewayResponse('Throttled', {
      type: apigw.ResponseType.THROTTLED,
      statusCode: '429',
      responseHeaders: { ...nosniff, 'Retry-After': "'1'" },
      templates: envelope('RATE_LIMITED', '429'),
    });
    this.restApi.addGatewayResponse('TooLarge', {
      type: apigw.ResponseType.REQUEST_TOO_LARGE,
      statusCode: '413',
      responseHeaders: nosniff,
      templates: envelope('PAYLOAD_TOO_LARGE', '413'),
    });
    this.restApi.addGatewayResponse('Default5xx', {
      type: apigw.ResponseType.DEFAULT_5XX,
      responseHeaders: nosniff,
      templates: envelope('INTERNAL_ERROR', '500'),
    });
    this.restApi.addGatewayResponse('IntegrationTimeout', {
      type: apigw.ResponseType.INTEGRATION_TIMEOUT,
      statusCode: '504',
      responseHeaders: nosniff,
      templates: envelope('SCAN_FAILED', '504'),
    });
  }
}
