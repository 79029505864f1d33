import { App } from 'aws-cdk-lib';
import { ServiceStack } from './stack.js';

const app = new App();
new ServiceStack(app, app.node.tryGetContext('stackName') ?? 'ConversionAuditService', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Conversion audit service: API Gateway, Lambda, Step Functions, DynamoDB, SQS, S3',
});
