import { App } from 'aws-cdk-lib';
import { ServiceStack } from './stack.js';

const app = new App();
new ServiceStack(app, app.node.tryGetContext('stackName') ?? 'ConversionAuditService', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Conversion audit service: API Gateway, Lambda, Step Functions, DynamoDB, SQS, S3',
  // cdk deploy -c publicBaseUrl=https://audit.example.com: share links name that address (a custom
  // domain); without it they name API Gateway's own https domain.
  ...(app.node.tryGetContext('publicBaseUrl')
    ? { environment: { PUBLIC_BASE_URL: String(app.node.tryGetContext('publicBaseUrl')) } }
    : {}),
});
