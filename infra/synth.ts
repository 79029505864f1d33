import { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { ServiceStack, type ServiceStackProps } from './stack.js';

/** The CloudFormation template as synthesized by CDK (a plain JSON object). */
export type CfnTemplate = {
  Resources: Record<
    string,
    { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }
  >;
  Outputs?: Record<string, unknown>;
};

/**
 * Synthesize the service stack in memory. The embedded runtime and the tests use it to read the
 * very state machines and tables that `cdk deploy` creates; handler code is irrelevant to them, so
 * by default no built bundles are required.
 */
export function synthTemplate(props: ServiceStackProps = {}): CfnTemplate {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ServiceStack(app, 'ConversionAuditService', {
    code: () => lambda.Code.fromInline('exports.handler = async () => { throw new Error("synth only"); };'),
    ...props,
  });
  return app.synth().getStackArtifact(stack.artifactId).template as CfnTemplate;
}
