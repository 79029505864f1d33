import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { SQSClient } from '@aws-sdk/client-sqs';
import { readConfig, type ServiceConfig } from '../config.js';
import { KMSClient } from '@aws-sdk/client-kms';
import type { Resolver } from '../net/ssrf-guard.js';
import { KmsSecretBox, type SecretBox } from './secret-box.js';
import { FsObjectStore, S3ObjectStore, type ObjectStore } from '../store/object-store.js';
import { Table } from '../store/table.js';
import { SqsJobQueue, type JobQueue, type MessageQueue } from './job-queue.js';
import type { ScanCompute } from './scan-compute.js';
import { StepFunctionsWorkflowClient, type WorkflowClient } from './workflow-client.js';

/** Everything a handler needs from the outside world, built once per process. */
export interface Services {
  config: ServiceConfig;
  table: Table;
  objects: ObjectStore;
  jobs: JobQueue;
  /** Webhook events whose every attempt failed. */
  webhookDeadLetters: MessageQueue<Record<string, unknown>>;
  workflows: WorkflowClient;
  /** Seals secrets the service reads back (webhook signing secrets): KMS on AWS, a key file locally. */
  secrets: SecretBox;
  env: NodeJS.ProcessEnv;
  now(): Date;
  /** DNS of the SSRF guard at the API edge (submissions); tests set a fake one, else the system's. */
  resolver?: Resolver;
  /**
   * Where the checks, the rewrite input and the audit are computed. Absent on Lambda (the
   * function's own thread); the embedded runtime sets worker threads (scan-compute.ts).
   */
  compute?: ScanCompute;
}

let current: Services | null = null;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

/**
 * Build the adapters from the environment. On Lambda the variables come from the CDK stack; the
 * embedded runtime sets local endpoints (DYNAMODB_ENDPOINT, SQS_ENDPOINT, OBJECT_STORE_DIR) and
 * registers its own workflow client with `configureServices` before the first request.
 */
function fromEnv(env: NodeJS.ProcessEnv): Services {
  const region = env.AWS_REGION ?? 'us-east-1';
  const local = env.DYNAMODB_ENDPOINT
    ? { region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : { region };
  const table = new Table(
    required(env, 'TABLE_NAME'),
    new DynamoDBClient({ ...local, endpoint: env.DYNAMODB_ENDPOINT || undefined }),
  );
  const objects = env.OBJECT_STORE_DIR
    ? new FsObjectStore(env.OBJECT_STORE_DIR)
    : new S3ObjectStore(new S3Client({ region }), required(env, 'BUCKET_NAME'));
  const sqs = new SQSClient({
    ...(env.SQS_ENDPOINT ? local : { region }),
    endpoint: env.SQS_ENDPOINT || undefined,
  });
  return {
    config: readConfig(env),
    table,
    objects,
    jobs: new SqsJobQueue(sqs, env.SCAN_JOBS_QUEUE_URL ?? ''),
    webhookDeadLetters: new SqsJobQueue<Record<string, unknown>>(sqs, env.WEBHOOK_DLQ_URL ?? ''),
    workflows: new StepFunctionsWorkflowClient(
      new SFNClient({ region }),
      env.SCAN_STATE_MACHINE_ARN ?? '',
      env.JOBS_STATE_MACHINE_ARN ?? '',
    ),
    secrets: kmsSecrets(env, region),
    env,
    now: () => new Date(),
  };
}

/** The stack's KMS key (SECRETS_KMS_KEY_ID); without one, sealing fails with a message saying so. */
function kmsSecrets(env: NodeJS.ProcessEnv, region: string): SecretBox {
  const keyId = env.SECRETS_KMS_KEY_ID;
  if (keyId) return new KmsSecretBox(new KMSClient({ region }), keyId);
  const missing = async (): Promise<never> => {
    throw new Error('environment variable SECRETS_KMS_KEY_ID is not set: webhook secrets cannot be sealed');
  };
  return { seal: missing, open: missing };
}

export function services(): Services {
  if (!current) current = fromEnv(process.env);
  return current;
}

/**
 * The edge's one chance to choose adapters: the embedded runtime passes its own (dynalite table,
 * filesystem store, local queues, local state machines); Lambda never calls this and gets fromEnv.
 */
export function configureServices(configured: Services | null): void {
  current = configured;
}
