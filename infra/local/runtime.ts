import { chmod, mkdir, writeFile, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { ensureAccountWithKey } from '../../lib/accounts/accounts.js';
import { isPlanId, type PlanId } from '../../lib/accounts/plans.js';
import { readConfig } from '../../lib/config.js';
import { closeBrowser, installModelBuilder, killBrowsers } from '../../lib/engine/index.js';
import { configureServices, type Services } from '../../lib/runtime/services.js';
import { SqsJobQueue } from '../../lib/runtime/job-queue.js';
import { FsObjectStore, MemoryObjectStore } from '../../lib/store/object-store.js';
import { Table } from '../../lib/store/table.js';
import { synthTemplate, type CfnTemplate } from '../synth.js';
import { limitsFromEnv, startApiServer } from './api-server.js';
import { tableJournal } from './execution-journal.js';
import { runSchedules } from './local-schedules.js';
import { LocalWorkflowClient, type LocalWorkflowOptions } from './local-workflows.js';
import { poolOptionsFromEnv, startEngineWorkers } from './engine-workers.js';
import { createTemplateTables, localDynamoClient, startDynalite } from './local-store.js';
import { pollQueue, startLocalQueues } from './local-queues.js';
import { localSecretBox } from './secrets-key.js';
import { DEFAULT_TTL_SWEEP_MS, runTtlSweeper } from './ttl-sweeper.js';
import { resourcesOfType } from './template.js';

export interface LocalRuntimeOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Data folder (dynalite, queues, objects); null keeps everything in memory (tests). */
  dataDir?: string | null;
  /** Environment the handlers see (defaults to process.env): ALLOW_PRIVATE_TARGETS, RENDER_MODE, WEBHOOK_RETRY_SCHEDULE ... */
  env?: NodeJS.ProcessEnv;
  workflows?: LocalWorkflowOptions;
}

export interface LocalRuntime {
  url: string;
  port: number;
  services: Services;
  workflows: LocalWorkflowClient;
  template: CfnTemplate;
  dynamoEndpoint: string;
  /** fauxqs, where the ScanJobs and webhook dead-letter queues live (URLs in services.env). */
  sqsEndpoint: string;
  seed(apiKey: string, plan: PlanId): Promise<{ account_id: string; created: boolean }>;
  /**
   * Stops serving and waits for running async jobs. With `graceMs`, jobs still running after that
   * long are abandoned: every browser is killed (their renders fail) and the journal resumes the
   * jobs at the next start.
   */
  stop(opts?: { graceMs?: number }): Promise<void>;
}

/** The logical id CDK gave a construct path, e.g. "QueuesScanJobs" -> "QueuesScanJobs1E7A862E". */
function logicalIdLike(template: CfnTemplate, type: string, needle: string): string {
  const hit = resourcesOfType(template, type).find(([id]) => new RegExp(`^${needle}[0-9A-F]{8}$`).test(id));
  if (!hit) throw new Error(`the template has no ${type} named like ${needle}`);
  return hit[0];
}

/**
 * The whole service on one machine: the stack CDK synthesizes, played by local parts. The same
 * handlers answer HTTP requests, the same state machines run the scans, dynalite stores the
 * table, fauxqs carries the queues, and a folder holds the objects.
 */
export async function startLocalRuntime(opts: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const env = { ...(opts.env ?? process.env) };
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : null;
  if (dataDir) {
    // The table, the queues, the objects and the secrets key live here: this user's only. A
    // folder made before this rule is narrowed too.
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
  }
  const template = synthTemplate();

  const dynamo = await startDynalite(dataDir);
  const dynamoClient = localDynamoClient(dynamo.endpoint);
  const tables = await createTemplateTables(dynamoClient, template);
  const tableName = tables[logicalIdLike(template, 'AWS::DynamoDB::Table', 'StorageTable')];
  const queues = await startLocalQueues(template, dataDir);
  const scanJobsId = logicalIdLike(template, 'AWS::SQS::Queue', 'QueuesScanJobs');
  const webhookDlqId = logicalIdLike(template, 'AWS::SQS::Queue', 'QueuesWebhookDeadLetters');
  const table = new Table(tableName, dynamoClient);
  const workflows = new LocalWorkflowClient(template, { ...opts.workflows, journal: tableJournal(table) });

  env.TABLE_NAME = tableName;
  env.WEBHOOK_DLQ_URL = queues.urls[webhookDlqId];
  env.SCAN_JOBS_QUEUE_URL = queues.urls[scanJobsId];
  // The API's redelivery reads the webhook dead-letter queue with its own client, as on Lambda.
  env.SQS_ENDPOINT = queues.endpoint;
  const svc: Services = {
    config: readConfig(env),
    table,
    objects: dataDir ? new FsObjectStore(path.join(dataDir, 'objects')) : new MemoryObjectStore(),
    jobs: new SqsJobQueue(queues.client, queues.urls[scanJobsId]),
    webhookDeadLetters: new SqsJobQueue<Record<string, unknown>>(queues.client, queues.urls[webhookDlqId]),
    workflows,
    secrets: await localSecretBox(dataDir, env),
    env,
    now: () => new Date(),
  };
  // The scan's CPU work (model build, checks, rewrite input, audit) off the thread that answers the
  // API; MODEL_WORKERS=0 runs it on this thread, as Lambda does in its own.
  const engineWorkers = env.MODEL_WORKERS === '0' ? null : startEngineWorkers(poolOptionsFromEnv(env));
  if (engineWorkers) svc.compute = engineWorkers.compute(svc.objects);
  configureServices(svc);
  installModelBuilder(engineWorkers?.build ?? null);
  const poller = pollQueue(queues, template, scanJobsId);
  const resumed = await workflows.resumeUnfinished();
  const schedules = runSchedules(template);
  // DynamoDB deletes expired items itself (the table's TTL); dynalite does not.
  const ttlSweepMs = Number(env.TTL_SWEEP_MS) > 0 ? Number(env.TTL_SWEEP_MS) : DEFAULT_TTL_SWEEP_MS;
  const sweeper = runTtlSweeper(table, ttlSweepMs, () => svc.now());
  if (resumed.length) console.log(`Resumed ${resumed.length} unfinished async job(s): ${resumed.join(', ')}`);
  const api = await startApiServer({ port: opts.port ?? 0, limits: limitsFromEnv(env) });
  // Links the service hands out name this server, whatever Host a request claims.
  svc.config.publicBaseUrl ??= api.url;

  // Other processes on this data folder (npm run admin) find the running store here.
  const runtimeFile = dataDir ? path.join(dataDir, 'runtime.json') : null;
  if (runtimeFile) {
    await writeFile(
      runtimeFile,
      JSON.stringify(
        {
          pid: process.pid,
          url: api.url,
          dynamodb: dynamo.endpoint,
          sqs: queues.endpoint,
          table: tableName,
          webhook_dlq_url: env.WEBHOOK_DLQ_URL,
          scan_jobs_url: env.SCAN_JOBS_QUEUE_URL,
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
  }

  return {
    url: api.url,
    port: api.port,
    services: svc,
    workflows,
    template,
    dynamoEndpoint: dynamo.endpoint,
    sqsEndpoint: queues.endpoint,
    seed: (apiKey, plan) => ensureAccountWithKey(svc.table, apiKey, isPlanId(plan) ? plan : 'playground'),
    async stop(stopOpts = {}) {
      schedules.stop();
      sweeper.stop();
      await api.close();
      await poller.stop();
      const idle = workflows.idle().then(() => true);
      const settled =
        stopOpts.graceMs === undefined
          ? await idle
          : await Promise.race([
              idle,
              new Promise<false>((resolve) => setTimeout(() => resolve(false), stopOpts.graceMs).unref()),
            ]);
      if (!settled) {
        const killed = killBrowsers();
        console.log(
          `Jobs still running after ${stopOpts.graceMs} ms; killed ${killed.length} browser(s). Unfinished jobs resume at the next start.`,
        );
      }
      await closeBrowser();
      installModelBuilder(null);
      await engineWorkers?.close();
      await queues.close();
      await dynamo.close();
      configureServices(null);
      if (runtimeFile) await rm(runtimeFile, { force: true });
    },
  };
}
