import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Where esbuild.config.mjs writes one folder per handler (dist/functions/api/post-scan/index.mjs). */
export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist/functions');

/** Metadata key naming the handler file behind a function; the embedded runtime binds tasks by it. */
export const HANDLER_METADATA_KEY = 'cas:handler';

export type CodeSource = (handler: string) => lambda.Code;

/** Deploy the prebuilt esbuild artifact of a handler. */
export const bundledCode: CodeSource = (handler) => lambda.Code.fromAsset(path.join(DIST_DIR, handler));

export interface ServiceFunctionProps {
  /** Handler file under functions/, e.g. "workflow/fetch-page". */
  handler: string;
  code: CodeSource;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/** A Lambda function with the service's defaults set once: runtime, architecture, logs, tracing. */
export class ServiceFunction extends Construct {
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new lambda.Function(this, 'Function', {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.X86_64,
      handler: 'index.handler',
      code: props.code(props.handler),
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'conversion-audit',
        HANDLER_ID: props.handler,
        ...props.environment,
      },
      logGroup,
      tracing: lambda.Tracing.ACTIVE,
      description: `conversion-audit ${props.handler}`,
    });
    (this.fn.node.defaultChild as lambda.CfnFunction).addMetadata(HANDLER_METADATA_KEY, props.handler);
  }
}
