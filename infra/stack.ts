import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambdaSources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { Api } from './constructs/api.js';
import { FunctionRoles } from './constructs/function-roles.js';
import { Monitoring } from './constructs/monitoring.js';
import { Queues } from './constructs/queues.js';
import { ServiceFunction, bundledCode, type CodeSource } from './constructs/service-function.js';
import { Storage } from './constructs/storage.js';
import { Workflows } from './constructs/workflows.js';
import { addNagSuppressions } from './nag-suppressions.js';

export interface ServiceStackProps extends StackProps {
  /** How each handler's code is provided; the prebuilt esbuild artifacts by default. */
  code?: CodeSource;
  /** Keep the table and bucket when the stack is deleted (default true). */
  retainData?: boolean;
  /** Extra environment for every function (rewrite provider, webhook schedule ...). */
  environment?: Record<string, string>;
  /**
   * Serve the API on a domain of its own (docs/deployment.md, "Custom domain"): a regional API
   * Gateway domain with an ACM certificate of the same region, mapped at its root, so
   * https://<domain>/api/v1/... and /v1/... answer as on the execute-api address.
   */
  customDomain?: { domainName: string; certificateArn: string };
}

/** The whole service: a stack that only composes its constructs. */
export class ServiceStack extends Stack {
  readonly storage: Storage;
  readonly queues: Queues;
  readonly workflows: Workflows;
  readonly api: Api;
  /** Seals webhook signing secrets at rest (lib/runtime/secret-box.ts). */
  readonly secretsKey: kms.Key;

  constructor(scope: Construct, id: string, props: ServiceStackProps = {}) {
    super(scope, id, props);
    const code = props.code ?? bundledCode;
    this.storage = new Storage(this, 'Storage', { retain: props.retainData ?? true });
    this.queues = new Queues(this, 'Queues');
    const roles = new FunctionRoles(this, 'Roles');
    // One log group for every function: Lambda names each stream after its function there.
    const functionLogs = new logs.LogGroup(this, 'FunctionLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const bedrock = props.environment?.REWRITE_PROVIDER === 'bedrock';
    // The Bedrock rewrite provider calls the Converse API with the function's own role.
    const rewriteRole = bedrock ? roles.role('Rewrite', 'the rewrite task (Bedrock)') : roles.task;
    // Webhook signing secrets are sealed with it before they reach the table: a copy of the table
    // (a backup, an export, a read-only role) holds no usable secret without kms:Decrypt.
    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: 'Seals webhook signing secrets stored in the table',
      enableKeyRotation: true,
      removalPolicy: (props.retainData ?? true) ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const base = {
      SECRETS_KMS_KEY_ID: this.secretsKey.keyArn,
      TABLE_NAME: this.storage.table.tableName,
      BUCKET_NAME: this.storage.bucket.bucketName,
      WEBHOOK_DLQ_URL: this.queues.webhookDeadLetters.queueUrl,
      ...props.environment,
    };
    this.workflows = new Workflows(this, 'Workflows', {
      code,
      environment: base,
      functionLogs,
      roleOf: (handler) =>
        handler === 'workflow/dead-letter'
          ? roles.deadLetter
          : handler === 'workflow/rewrite'
            ? rewriteRole
            : roles.task,
    });
    const withMachines = {
      ...base,
      SCAN_STATE_MACHINE_ARN: this.workflows.scanMachine.stateMachineArn,
      JOBS_STATE_MACHINE_ARN: this.workflows.jobsMachine.stateMachineArn,
      SCAN_JOBS_QUEUE_URL: this.queues.scanJobs.queueUrl,
    };
    this.api = new Api(this, 'Api', {
      code,
      environment: withMachines,
      role: roles.api,
      logGroup: functionLogs,
    });
    const startJob = new ServiceFunction(this, 'StartScanJob', {
      handler: 'queue/start-scan-job',
      code,
      environment: withMachines,
      role: roles.jobStarter,
      logGroup: functionLogs,
    }).fn;
    startJob.addEventSource(
      new lambdaSources.SqsEventSource(this.queues.scanJobs, {
        batchSize: 10,
        reportBatchItemFailures: true,
      }),
    );

    const reaper = new ServiceFunction(this, 'ReapStaleScans', {
      handler: 'schedule/reap-stale-scans',
      code,
      environment: base,
      role: roles.task,
      logGroup: functionLogs,
      timeout: Duration.minutes(1),
    }).fn;
    new events.Rule(this, 'ReapStaleScansEvery5Minutes', {
      schedule: events.Schedule.rate(Duration.minutes(5)),
      targets: [new eventTargets.LambdaFunction(reaper)],
      description: 'Fail and refund scans whose workflow can no longer finish them',
    });

    const allFunctions = [
      reaper,
      ...Object.values(this.api.functions),
      ...Object.values(this.workflows.functions),
      startJob,
    ];
    // Grants go to the roles, once each: the functions that share a role share its permissions.
    for (const role of new Set([roles.api, roles.task, roles.deadLetter, roles.jobStarter, rewriteRole])) {
      this.storage.table.grantReadWriteData(role);
      this.storage.bucket.grantReadWrite(role);
      // Encrypt and Decrypt only (grantEncryptDecrypt adds ReEncrypt* and GenerateDataKey*).
      this.secretsKey.grant(role, 'kms:Encrypt', 'kms:Decrypt');
    }
    this.workflows.scanMachine.grantStartSyncExecution(roles.api);
    this.workflows.jobsMachine.grantStartExecution(roles.api);
    this.queues.scanJobs.grantSendMessages(roles.api);
    this.queues.webhookDeadLetters.grantConsumeMessages(roles.api);
    this.workflows.jobsMachine.grantStartExecution(roles.jobStarter);
    this.queues.webhookDeadLetters.grantSendMessages(roles.deadLetter);
    if (bedrock) {
      rewriteRole.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: ['*'] }),
      );
    }

    // What operators and the admin command (--aws) need from a deployed stack.
    new CfnOutput(this, 'ApiUrl', {
      value: `${this.api.restApi.url}api/v1`,
      description: 'Base URL of the API',
    });
    if (props.customDomain) {
      const domain = new apigw.DomainName(this, 'CustomDomain', {
        domainName: props.customDomain.domainName,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'CustomDomainCertificate',
          props.customDomain.certificateArn,
        ),
        endpointType: apigw.EndpointType.REGIONAL,
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
      domain.addBasePathMapping(this.api.restApi);
      new CfnOutput(this, 'CustomDomainTarget', {
        value: domain.domainNameAliasDomainName,
        description: `Point ${props.customDomain.domainName} here (a CNAME, or a Route 53 alias)`,
      });
    }
    new CfnOutput(this, 'BucketName', {
      value: this.storage.bucket.bucketName,
      description: 'The snapshot bucket, retained by cdk destroy (docs/deployment.md, "Teardown")',
    });
    new CfnOutput(this, 'SecretsKmsKeyId', {
      value: this.secretsKey.keyArn,
      description: 'SECRETS_KMS_KEY_ID for npm run admin -- --aws',
    });
    new CfnOutput(this, 'TableName', {
      value: this.storage.table.tableName,
      description: 'TABLE_NAME for npm run admin -- --aws',
    });
    new CfnOutput(this, 'ScanJobsQueueUrl', {
      value: this.queues.scanJobs.queueUrl,
      description: 'SCAN_JOBS_QUEUE_URL for npm run admin -- --aws',
    });
    new CfnOutput(this, 'WebhookDeadLetterQueueUrl', {
      value: this.queues.webhookDeadLetters.queueUrl,
      description: 'WEBHOOK_DLQ_URL for npm run admin -- --aws',
    });
    new Monitoring(this, 'Monitoring', {
      api: this.api.restApi,
      functions: allFunctions,
      machines: [this.workflows.scanMachine, this.workflows.jobsMachine],
      deadLetterQueues: [this.queues.scanJobsDeadLetters, this.queues.webhookDeadLetters],
    });
    addNagSuppressions(this);
  }
}
