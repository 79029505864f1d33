import { App } from 'aws-cdk-lib';
import { applyNag } from './nag.js';
import { ServiceStack } from './stack.js';

const app = new App();
// cdk-nag's AwsSolutions pack runs on every synth; its summary (findings, suppressions and their
// reasons) goes to stderr, which the CDK CLI shows.
const nag = applyNag(app);
new ServiceStack(app, app.node.tryGetContext('stackName') ?? 'ConversionAuditService', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Conversion audit service: API Gateway, Lambda, Step Functions, DynamoDB, SQS, S3',
});
app.synth();
process.stderr.write(nag.report());
