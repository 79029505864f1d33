import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * SQS buffers async scan jobs between the API and the Standard workflow (a burst of batches never
 * throttles StartExecution), and holds webhook events whose every attempt failed.
 */
export class Queues extends Construct {
  readonly scanJobs: sqs.Queue;
  readonly scanJobsDeadLetters: sqs.Queue;
  readonly webhookDeadLetters: sqs.Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.scanJobsDeadLetters = new sqs.Queue(this, 'ScanJobsDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.scanJobs = new sqs.Queue(this, 'ScanJobs', {
      visibilityTimeout: Duration.seconds(60),
      retentionPeriod: Duration.days(4),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.scanJobsDeadLetters, maxReceiveCount: 5 },
    });
    this.webhookDeadLetters = new sqs.Queue(this, 'WebhookDeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
  }
}
