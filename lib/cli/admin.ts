import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import {
  addCredits,
  createAccount,
  getAccount,
  issueKey,
  revokeKey,
  updateAccountSettings,
} from '../accounts/accounts.js';
import { generateApiKey } from '../accounts/api-keys.js';
import { isPlanId, PLAN_IDS, PLANS } from '../accounts/plans.js';
import { ServiceError } from '../errors.js';
import { SqsJobQueue } from '../runtime/job-queue.js';
import { clearNotice, serviceStatus, setNotice } from '../status/service-status.js';
import { Table } from '../store/table.js';
import { KMSClient } from '@aws-sdk/client-kms';
import { KmsSecretBox, type SecretBox } from '../runtime/secret-box.js';
import { WebhookDeadLetterQueue } from '../webhooks/dead-letter-queue.js';
import { getDelivery } from '../webhooks/delivery-views.js';
import { accountWebhookSecret } from '../webhooks/endpoints.js';
import { listDeadLetters, redeliver } from '../webhooks/redelivery.js';

const USAGE = `Usage: npm run admin -- <command> [--json]

  account create --plan <${PLAN_IDS.join('|')}>   create an account and its first API key (shown once)
  account show <account_id>                       plan, credits and usage
  key issue <account_id>                          issue another API key (shown once)
  key revoke <api_key>                            revoke a key (401 AUTH_INVALID from then on)
  credits add <account_id> <n>                    add n scan credits
  account set <account_id> [--overage on|off] [--rpm N] [--concurrency N]
                                                  overage billing and per-account limits
  usage <account_id>                              scans, spend and credits left
  notice set --starts <ISO> [--ends <ISO>] --text <text>
                                                  the maintenance notice GET /status shows
  notice show | notice clear                      show or remove it
  deliveries list-dead                            webhook events in the dead-letter queue
  deliveries show <delivery_id>                   one delivery with every attempt
  deliveries redeliver <delivery_id...|--all>     send dead-lettered events again (history kept)

Works on the embedded runtime's data (DATA_DIR, default ./data), also while npm start runs;
with --aws, on the DynamoDB table named by TABLE_NAME in the current AWS account.
The deliveries commands read the queues of a running \`npm start\` (DATA_DIR/runtime.json); with
--aws, WEBHOOK_DLQ_URL and SCAN_JOBS_QUEUE_URL name the stack's queues.`;

export interface AdminStore {
  table: Table;
  /** Seals and opens webhook secrets: the stack's KMS key with --aws, the data folder's key file locally. */
  secrets: SecretBox;
  close(): Promise<void>;
}

export interface DeliveryQueues {
  deadLetters: WebhookDeadLetterQueue;
  jobs: SqsJobQueue;
}

/**
 * How the commands reach the embedded runtime's table and queues. The entry point
 * (infra/local/admin.ts) supplies it, so lib/ does not import the embedded runtime.
 */
export interface LocalAdminAccess {
  /** The table of a running `npm start` (via DATA_DIR/runtime.json), else the data folder opened. */
  openStore(): Promise<AdminStore>;
  /** The queues of a running `npm start`; throws when none runs. */
  openQueues(): Promise<DeliveryQueues>;
}

/** With --aws, the table named by TABLE_NAME; else the embedded runtime's. */
async function openStore(aws: boolean, local: LocalAdminAccess): Promise<AdminStore> {
  if (!aws) return local.openStore();
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('--aws needs TABLE_NAME (the stack output) in the environment');
  const keyId = process.env.SECRETS_KMS_KEY_ID;
  if (!keyId) throw new Error('--aws needs SECRETS_KMS_KEY_ID (the stack output) in the environment');
  return {
    table: new Table(name, new DynamoDBClient({})),
    secrets: new KmsSecretBox(new KMSClient({}), keyId),
    close: async () => undefined,
  };
}

/** The webhook dead-letter queue and the ScanJobs queue whose consumer starts the jobs machine. */
async function openQueues(aws: boolean, local: LocalAdminAccess): Promise<DeliveryQueues> {
  if (!aws) return local.openQueues();
  const dlq = process.env.WEBHOOK_DLQ_URL;
  const jobs = process.env.SCAN_JOBS_QUEUE_URL;
  if (!dlq || !jobs)
    throw new Error(
      '--aws needs WEBHOOK_DLQ_URL and SCAN_JOBS_QUEUE_URL (the stack queues) in the environment',
    );
  const client = new SQSClient({});
  return { deadLetters: new WebhookDeadLetterQueue(client, dlq), jobs: new SqsJobQueue(client, jobs) };
}

function print(value: Record<string, unknown>, json: boolean): void {
  if (json) console.log(JSON.stringify(value));
  else
    for (const [k, v] of Object.entries(value))
      console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
}

async function run(argv: string[], local: LocalAdminAccess): Promise<number> {
  const json = argv.includes('--json');
  const aws = argv.includes('--aws');
  const args = argv.filter((a) => a !== '--json' && a !== '--aws');
  const [group, command, ...rest] = args;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (!group || group === 'help' || group === '--help') {
    console.log(USAGE);
    return group ? 0 : 2;
  }
  // Checked before the store opens, so a missing runtime is reported at once.
  const queues = group === 'deliveries' && command !== 'show' ? await openQueues(aws, local) : null;
  const store = await openStore(aws, local);
  try {
    const { table } = store;
    switch (group === 'usage' ? 'usage' : `${group} ${command ?? ''}`.trim()) {
      case 'account create': {
        const plan = option('plan') ?? 'playground';
        if (!isPlanId(plan))
          throw new ServiceError('INVALID_REQUEST', `--plan must be one of ${PLAN_IDS.join(', ')}`);
        const created = await createAccount(table, { plan });
        print(
          {
            account_id: created.account_id,
            api_key: created.api_key,
            plan,
            webhook_secret: await accountWebhookSecret(store, created.account_id),
          },
          json,
        );
        return 0;
      }
      case 'notice set': {
        const notice = await setNotice(
          table,
          { text: option('text') ?? '', startsAt: option('starts') ?? '', endsAt: option('ends') ?? null },
          new Date(),
        );
        print({ ...notice }, json);
        return 0;
      }
      case 'notice show': {
        const status = await serviceStatus(table, new Date());
        print({ state: status.state, notice: status.notice }, json);
        return 0;
      }
      case 'notice clear': {
        await clearNotice(table);
        print({ cleared: true }, json);
        return 0;
      }
      case 'account show':
      case 'usage': {
        const id = command === 'show' ? rest[0] : command;
        const account = id ? await getAccount(table, id) : null;
        if (!account) throw new ServiceError('NOT_FOUND', `No account ${id ?? '(missing id)'}.`);
        print(
          {
            account_id: account.account_id,
            plan: account.plan,
            credits: account.credits,
            overage_enabled: account.overage_enabled,
            scans_total: account.scans_total,
            spend_usd: Math.round(account.spend_usd * 100) / 100,
            included_scans: PLANS[account.plan].includedScans,
          },
          json,
        );
        return 0;
      }
      case 'key issue': {
        const account = rest[0] ? await getAccount(table, rest[0]) : null;
        if (!account) throw new ServiceError('NOT_FOUND', `No account ${rest[0] ?? '(missing id)'}.`);
        const apiKey = generateApiKey();
        await issueKey(table, account.account_id, apiKey);
        print({ account_id: account.account_id, api_key: apiKey }, json);
        return 0;
      }
      case 'key revoke': {
        if (!rest[0])
          throw new ServiceError(
            'INVALID_REQUEST',
            'name the key: npm run admin -- key revoke service_live_...',
          );
        const revoked = await revokeKey(table, rest[0]);
        print({ revoked }, json);
        return revoked ? 0 : 1;
      }
      case 'account set': {
        const overage = option('overage');
        if (overage !== undefined && overage !== 'on' && overage !== 'off')
          throw new ServiceError('INVALID_REQUEST', '--overage must be on or off');
        const numeric = (name: string) => (option(name) === undefined ? undefined : Number(option(name)));
        const account = await updateAccountSettings(table, rest[0] ?? '', {
          overage_enabled: overage === undefined ? undefined : overage === 'on',
          requests_per_minute: numeric('rpm'),
          concurrent_requests: numeric('concurrency'),
        });
        print(
          {
            account_id: account.account_id,
            overage_enabled: account.overage_enabled,
            requests_per_minute: (account as { requests_per_minute?: number }).requests_per_minute ?? null,
            concurrent_requests: (account as { concurrent_requests?: number }).concurrent_requests ?? null,
          },
          json,
        );
        return 0;
      }
      case 'credits add': {
        const account = await addCredits(table, rest[0] ?? '', Number(rest[1]));
        print({ account_id: account.account_id, credits: account.credits }, json);
        return 0;
      }
      case 'deliveries list-dead': {
        const dead = await listDeadLetters(queues!.deadLetters);
        if (json) console.log(JSON.stringify(dead));
        else if (!dead.length) console.log('The webhook dead-letter queue is empty.');
        else
          for (const d of dead)
            console.log(
              `${d.delivery_id}  ${d.event}  ${d.url}  attempts=${d.attempts}  at=${d.dead_lettered_at}  last_error=${d.last_error ?? '-'}`,
            );
        return 0;
      }
      case 'deliveries show': {
        const record = rest[0] ? await getDelivery({ table }, rest[0]) : null;
        if (!record) throw new ServiceError('NOT_FOUND', `No delivery ${rest[0] ?? '(missing id)'}.`);
        print(
          {
            delivery_id: record.delivery_id,
            event: record.event,
            url: record.url,
            status: record.status,
            scan_ids: record.scan_ids,
            redeliveries: record.redeliveries ?? 0,
            attempts: record.attempts,
          },
          json,
        );
        return 0;
      }
      case 'deliveries redeliver': {
        const all = rest.includes('--all');
        const ids = rest.filter((a) => a !== '--all');
        if (!all && !ids.length)
          throw new ServiceError(
            'INVALID_REQUEST',
            'name the deliveries (npm run admin -- deliveries redeliver dlv_...) or pass --all',
          );
        const outcomes = await redeliver(
          { table, jobs: queues!.jobs, deadLetters: queues!.deadLetters },
          all ? { all: true } : { ids },
        );
        if (json) console.log(JSON.stringify(outcomes));
        else if (!outcomes.length)
          console.log('Nothing to redeliver: the webhook dead-letter queue is empty.');
        else
          for (const o of outcomes)
            console.log(
              `${o.delivery_id}: ${o.outcome}${o.job_id ? ` (job ${o.job_id})` : ''}${o.error ? ` ${o.error}` : ''}`,
            );
        return outcomes.some((o) => o.outcome === 'failed' || o.outcome === 'not_found') ? 1 : 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await store.close();
  }
}

/** Runs one admin command and exits with its code; `local` reaches the embedded runtime's data. */
export function adminMain(argv: string[], local: LocalAdminAccess): void {
  run(argv, local).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(
        err instanceof ServiceError
          ? `${err.code}: ${err.message}`
          : err instanceof Error
            ? err.message
            : err,
      );
      process.exit(1);
    },
  );
}
