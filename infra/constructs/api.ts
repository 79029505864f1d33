import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  API_HANDLERS,
  BASE_PATHS,
  FALLBACK_HANDLER,
  PORTAL_BASE_PATH,
  PORTAL_HANDLER,
  PORTAL_ROUTES,
  ROUTES,
} from '../../lib/api/routes.js';
import { ServiceFunction, type CodeSource } from './service-function.js';
import { Duration } from 'aws-cdk-lib';

export interface ApiProps {
  code: CodeSource;
  environment: Record<string, string>;
}

/**
 * The REST API: every route of lib/api/routes.ts under both base paths, a Lambda per handler.
 * Unknown paths and methods reach the fallback handler (404/405 in the SPEC 7 envelope), and API
 * Gateway's own errors are rewritten into the same envelope by gateway responses.
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
        // A sync scan waits on the Express workflow (SPEC: clients wait up to ~142 s).
        timeout: sync ? Duration.minutes(5) : Duration.seconds(30),
        memorySize: sync ? 1024 : 512,
      }).fn;
    }
    this.restApi = new apigw.RestApi(this, 'RestApi', {
      description: 'Conversion audit service',
      deployOptions: {
        stageName: 'prod',
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
    // The fallback and the portal sit behind dozens of methods each (every ANY, every portal page):
    // one permission for the API instead of one per method keeps the stack under CloudFormation's
    // 500 resources, and API Gateway still invokes them only where a method integrates them.
    const apiScoped = new Set([FALLBACK_HANDLER, PORTAL_HANDLER]);
    const integration = (handler: string) =>
      new apigw.LambdaIntegration(this.functions[handler], {
        proxy: true,
        ...(apiScoped.has(handler) ? { scopePermissionToMethod: false } : { allowTestInvoke: false }),
        // Sync scans outlast API Gateway's default 29 s; regional REST APIs allow longer
        // integration time-outs after a quota increase (docs/deployment.md).
        timeout: handler === 'api/post-scan' ? Duration.seconds(180) : undefined,
      });
    const fallback = integration(FALLBACK_HANDLER);
    for (const base of BASE_PATHS) {
      const baseResource = this.restApi.root.resourceForPath(base);
      baseResource.addProxy({ defaultIntegration: fallback, anyMethod: true });
      const resources = new Map<string, apigw.IResource>();
      for (const route of ROUTES) {
        const resource = baseResource.resourceForPath(route.path.slice(1));
        resource.addMethod(route.method, integration(route.handler));
        resources.set(route.path, resource);
      }
      // Any other method on a known path answers 405 from the fallback handler.
      for (const resource of resources.values()) resource.addMethod('ANY', fallback);
    }
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
