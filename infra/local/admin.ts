/**
 * `npm run admin`: the admin commands of lib/cli/admin.ts, given access to the embedded runtime's
 * table and queues (a running `npm start`, else the data folder opened here).
 */
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { SQSClient } from '@aws-sdk/client-sqs';
import { adminMain, type AdminStore, type DeliveryQueues } from '../../lib/cli/admin.js';
import { SqsJobQueue } from '../../lib/runtime/job-queue.js';
import { Table } from '../../lib/store/table.js';
import { WebhookDeadLetterQueue } from '../../lib/webhooks/dead-letter-queue.js';
import { createTemplateTables, LOCAL_CREDENTIALS, localDynamoClient, startDynalite } from './local-store.js';
import { localSecretBox } from './secrets-key.js';

/** The table of a running `npm start` (via DATA_DIR/runtime.json), else the data folder opened here. */
async function openStore(): Promise<AdminStore> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const running = await readFile(path.join(dataDir, 'runtime.json'), 'utf8')
    .then((s) => JSON.parse(s) as { dynamodb: string; table: string })
    .catch(() => null);
  if (running) {
    const alive = await fetch(running.dynamodb, { method: 'POST' }).then(
      () => true,
      () => false,
    );
    if (alive)
      return {
        table: new Table(running.table, localDynamoClient(running.dynamodb)),
        secrets: await localSecretBox(dataDir),
        close: async () => undefined,
      };
  }
  const dynamo = await startDynalite(dataDir);
  const client = localDynamoClient(dynamo.endpoint);
  // CDK is loaded only here: commands against a running runtime start in a fraction of the time.
  const { synthTemplate } = await import('../synth.js');
  const tables = await createTemplateTables(client, synthTemplate());
  return {
    table: new Table(Object.keys(tables)[0], client),
    secrets: await localSecretBox(dataDir),
    close: () => dynamo.close(),
  };
}

/** The webhook dead-letter queue and the ScanJobs queue of a running `npm start`. */
async function openQueues(): Promise<DeliveryQueues> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const running = await readFile(path.join(dataDir, 'runtime.json'), 'utf8')
    .then((s) => JSON.parse(s) as { sqs?: string; webhook_dlq_url?: string; scan_jobs_url?: string })
    .catch(() => null);
  // Queued work only moves while the runtime runs (it consumes ScanJobs), so it must be up.
  if (!running?.sqs || !running.webhook_dlq_url || !running.scan_jobs_url)
    throw new Error(`no running runtime on ${dataDir}: start it with npm start (DATA_DIR=${dataDir}) first`);
  const client = new SQSClient({
    endpoint: running.sqs,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
    useQueueUrlAsEndpoint: false,
  });
  return {
    deadLetters: new WebhookDeadLetterQueue(client, running.webhook_dlq_url),
    jobs: new SqsJobQueue(client, running.scan_jobs_url),
  };
}

adminMain(process.argv.slice(2), { openStore, openQueues });
