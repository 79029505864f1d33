import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { addCredits, createAccount, getAccount, issueKey, revokeKey } from '../accounts/accounts.js';
import { generateApiKey } from '../accounts/api-keys.js';
import { isPlanId, PLAN_IDS, PLANS } from '../accounts/plans.js';
import { ServiceError } from '../errors.js';
import { Table } from '../store/table.js';
import { accountWebhookSecret } from '../webhooks/endpoints.js';
import { synthTemplate } from '../../infra/synth.js';
import { createTemplateTables, localDynamoClient, startDynalite } from '../../infra/local/local-store.js';

const USAGE = `Usage: npm run admin -- <command> [--json]

  account create --plan <${PLAN_IDS.join('|')}>   create an account and its first API key (shown once)
  account show <account_id>                       plan, credits and usage
  key issue <account_id>                          issue another API key (shown once)
  key revoke <api_key>                            revoke a key (401 AUTH_INVALID from then on)
  credits add <account_id> <n>                    add n scan credits
  usage <account_id>                              scans, spend and credits left

Works on the embedded runtime's data (DATA_DIR, default ./data), also while npm start runs;
with --aws, on the DynamoDB table named by TABLE_NAME in the current AWS account.`;

interface Store {
  table: Table;
  close(): Promise<void>;
}

/** The table of a running `npm start` (via DATA_DIR/runtime.json), else the data folder opened here. */
async function openStore(aws: boolean): Promise<Store> {
  if (aws) {
    const name = process.env.TABLE_NAME;
    if (!name) throw new Error('--aws needs TABLE_NAME (the stack output) in the environment');
    return { table: new Table(name, new DynamoDBClient({})), close: async () => undefined };
  }
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
        close: async () => undefined,
      };
  }
  const dynamo = await startDynalite(dataDir);
  const client = localDynamoClient(dynamo.endpoint);
  const tables = await createTemplateTables(client, synthTemplate());
  return { table: new Table(Object.keys(tables)[0], client), close: () => dynamo.close() };
}

function print(value: Record<string, unknown>, json: boolean): void {
  if (json) console.log(JSON.stringify(value));
  else
    for (const [k, v] of Object.entries(value))
      console.log(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : v}`);
}

async function run(argv: string[]): Promise<number> {
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
  const store = await openStore(aws);
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
            webhook_secret: await accountWebhookSecret(table, created.account_id),
          },
          json,
        );
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
      case 'credits add': {
        const account = await addCredits(table, rest[0] ?? '', Number(rest[1]));
        print({ account_id: account.account_id, credits: account.credits }, json);
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ServiceError ? `${err.code}: ${err.message}` : err instanceof Error ? err.message : err,
    );
    process.exit(1);
  },
);
