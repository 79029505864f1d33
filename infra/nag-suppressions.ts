import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/**
 * Why the stack deviates from cdk-nag's AwsSolutions pack where it does. test/infra/cdk-nag.test.ts
 * runs the pack over the stack and fails on any error or warning not listed here.
 */
export function addNagSuppressions(stack: Stack): void {
  NagSuppressions.addStackSuppressions(stack, [
    {
      id: 'AwsSolutions-IAM4',
      reason:
        "AWSLambdaBasicExecutionRole (log writing to the function log group) and API Gateway's AmazonAPIGatewayPushToCloudWatchLogs are the AWS-maintained minimum for what they grant; a copy would only drift from them.",
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        "Each wildcard is scoped to one resource of this stack: the table's indexes (<Table>/index/*), the objects of the one bucket (<Bucket>/*), the versions of a task function the state machine invokes (<Function>:*), and the read/write action groups CDK grants for that bucket (s3:GetObject*, s3:List*, ...).",
      appliesTo: [
        { regex: '/^Resource::<StorageTable[0-9A-F]+\\.Arn>\\/index\\/\\*$/g' },
        { regex: '/^Resource::<StorageSnapshots[0-9A-F]+\\.Arn>\\/\\*$/g' },
        { regex: '/^Resource::<.*Function[0-9A-F]+\\.Arn>:\\*$/g' },
        { regex: '/^Action::s3:.*\\*$/g' },
      ],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Resource "*" is required by the services themselves: X-Ray PutTraceSegments/PutTelemetryRecords (tracing of the functions and machines) and the CloudWatch Logs delivery actions of the Express machine\'s execution logging have no resource-level permissions.',
      appliesTo: ['Resource::*'],
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the code is built and tested for (package.json engines, esbuild target) and the one @sparticuz/chromium ships a matching build for; moving to a newer runtime is a tested upgrade, not a flag.',
    },
    {
      id: 'AwsSolutions-APIG2',
      reason:
        'Every route validates its request in the handler with zod and answers the SPEC section 7 error envelope; API Gateway request validation would answer in its own format.',
    },
    {
      id: 'AwsSolutions-APIG1',
      reason:
        'Requests are logged by the API functions (structured JSON, request id, 30 days) and counted in the stage metrics and dashboard; access logs would duplicate them with the API key in the Authorization header out of reach of redaction.',
    },
    {
      id: 'AwsSolutions-APIG3',
      reason:
        'No WAF in the default deployment: the API authenticates every non-public route with an API key, rate-limits per key in the handler and throttles the stage (100 rps, burst 200). Attach a web ACL to the stage where an organisation requires one.',
    },
    {
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is the service's own API keys (Authorization: Bearer service_live_...), checked by every handler against the hashed keys in the table (SPEC section 2); the catalogue, the OpenAPI document and the 404/405 fallback are public by design.",
    },
    {
      id: 'AwsSolutions-COG4',
      reason:
        "The API has no Cognito users: callers authenticate with the service's API keys, checked in the handlers.",
    },
    {
      id: 'AwsSolutions-S1',
      reason:
        "The bucket holds page snapshots and models written and read only by the stack's own functions; public access is blocked, it is encrypted and SSL-only, and access logs would record nothing but those functions.",
    },
    {
      id: 'AwsSolutions-SQS3',
      reason:
        'WebhookDeadLetters is itself a dead-letter queue (exhausted webhook events, read by the redeliver command); a queue behind it would have no reader.',
    },
    {
      id: 'AwsSolutions-SF1',
      reason:
        "The Standard JobsMachine keeps every execution's full event history in Step Functions for 90 days, and each task function logs its own work; the Express ScanMachine logs errors to its own log group. Logging ALL events of both would double every payload in CloudWatch.",
    },
  ]);
}
