import { App } from 'aws-cdk-lib';
import { applyNag } from './nag.js';
import { ServiceStack } from './stack.js';

const app = new App();
// cdk-nag's AwsSolutions pack runs on every synth; its summary (findings, suppressions and their
// reasons) goes to stderr, which the CDK CLI shows.
const nag = applyNag(app);

/** A context value given in cdk.json (any JSON) or with -c on the command line (a string). */
function context<T>(key: string): T | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (typeof value !== 'string') return value as T | undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return value as T;
  }
}

// Deployment settings (docs/deployment.md): -c stackName=..., -c retainData=false,
// -c domainName=... -c certificateArn=..., -c publicBaseUrl=..., and functionEnvironment
// (REWRITE_PROVIDER, ...).
const domainName = context<string>('domainName');
const certificateArn = context<string>('certificateArn');
const publicBaseUrl = context<string>('publicBaseUrl');
if (Boolean(domainName) !== Boolean(certificateArn))
  throw new Error(
    'A custom domain needs both -c domainName=... and -c certificateArn=... (docs/deployment.md)',
  );
new ServiceStack(app, context<string>('stackName') ?? 'ConversionAuditService', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: 'Conversion audit service: API Gateway, Lambda, Step Functions, DynamoDB, SQS, S3',
  retainData: context<boolean>('retainData') ?? true,
  environment: {
    // Share links name the custom domain when there is one ...
    ...(domainName ? { PUBLIC_BASE_URL: `https://${domainName}` } : {}),
    ...context<Record<string, string>>('functionEnvironment'),
    // ... or the address given with -c publicBaseUrl=https://audit.example.com (a proxy or CDN in
    // front); without either they name API Gateway's own https domain.
    ...(publicBaseUrl ? { PUBLIC_BASE_URL: publicBaseUrl } : {}),
  },
  customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
});
app.synth();
process.stderr.write(nag.report());
