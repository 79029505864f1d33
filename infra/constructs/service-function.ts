import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, Duration } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Where esbuild.config.mjs writes one folder per handler (dist/functions/api/post-scan/index.mjs). */
export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist/functions');

/** Metadata key naming the handler file behind a function; the embedded runtime binds tasks by it. */
export const HANDLER_METADATA_KEY = 'cas:handler';

export type CodeSource = (handler: string) => lambda.Code;

/** Where esbuild.config.mjs records each bundle's inputs and their hash. */
export const STAMP_DIR = path.resolve(import.meta.dirname, '../../dist/build-stamps');

/** The hash esbuild.config.mjs gave a bundle (its inputs by content), or null when it left none. */
export function bundleHash(handler: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(STAMP_DIR, `${handler}.json`), 'utf8')) as {
      key?: unknown;
    };
    return typeof stamp.key === 'string' ? stamp.key : null;
  } catch {
    return null;
  }
}

/**
 * Deploy the prebuilt esbuild artifact of a handler. The asset is named by the build's hash of its
 * inputs, so CDK does not read the 230 MB of bundles again to fingerprint them on every synth, and
 * an unchanged bundle keeps its asset (nothing copied, nothing uploaded).
 */
export const bundledCode: CodeSource = (handler) => {
  const hash = bundleHash(handler);
  return lambda.Code.fromAsset(
    path.join(DIST_DIR, handler),
    hash ? { assetHash: hash, assetHashType: AssetHashType.CUSTOM } : {},
  );
};

export interface ServiceFunctionProps {
  /** Handler file under functions/, e.g. "workflow/fetch-page". */
  handler: string;
  code: CodeSource;
  environment: Record<string, string>;
  /**
   * The execution role, shared by the functions that need the same permissions (infra/stack.ts):
   * a role per function would add nothing but resources.
   */
  role: iam.IRole;
  /**
   * The log group, shared: in a custom log group Lambda names each stream after its function
   * (YYYY/MM/DD/<function>[<version>]<id>), and every structured line carries `handler`.
   */
  logGroup: logs.ILogGroup;
  memorySize?: number;
  timeout?: Duration;
}

/** A Lambda function with the service's defaults set once: runtime, architecture, logs, tracing. */
export class ServiceFunction extends Construct {
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
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
      role: props.role,
      logGroup: props.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      description: `conversion-audit ${props.handler}`,
    });
    (this.fn.node.defaultChild as lambda.CfnFunction).addMetadata(HANDLER_METADATA_KEY, props.handler);
  }
}
