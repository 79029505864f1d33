import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { createAccount } from '../../lib/accounts/accounts.js';
import { killBrowsers } from '../../lib/engine/index.js';
import { isPlanId, PLAN_IDS } from '../../lib/accounts/plans.js';
import { accountWebhookSecret } from '../../lib/webhooks/endpoints.js';
import { startLocalRuntime } from './runtime.js';
import { exitFlushed } from './exit.js';

/**
 * npm start: the embedded runtime on 127.0.0.1:PORT (3000) with data under DATA_DIR (./data).
 * SEED_API_KEY makes sure an account with that key exists (plan SEED_PLAN, default playground);
 * without it, the first start creates a development key and prints it once.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const plan = process.env.SEED_PLAN ?? 'playground';
  if (!isPlanId(plan)) throw new Error(`SEED_PLAN must be one of ${PLAN_IDS.join(', ')}`);
  const runtime = await startLocalRuntime({ port, dataDir });
  const table = runtime.services.table;

  if (process.env.SEED_API_KEY) {
    const seeded = await runtime.seed(process.env.SEED_API_KEY, plan);
    console.log(
      `${seeded.created ? 'Created' : 'Using'} account ${seeded.account_id} for SEED_API_KEY (plan ${plan}).`,
    );
    if (seeded.created)
      console.log(
        `Webhook signing secret for its webhook_url deliveries (shown once): ${await accountWebhookSecret(runtime.services, seeded.account_id)}`,
      );
  } else {
    const marker = path.join(dataDir, 'dev-account.json');
    const existing = await readFile(marker, 'utf8').catch(() => null);
    if (!existing) {
      const created = await createAccount(table, {
        plan,
        apiKey: `service_live_dev_${randomBytes(18).toString('base64url')}`,
      });
      await writeFile(
        marker,
        JSON.stringify({ account_id: created.account_id, created_at: new Date().toISOString() }),
        { mode: 0o600 },
      );
      console.log(`Created a development account ${created.account_id} (plan ${plan}).`);
      console.log(`API key (shown once, stored only as a hash): ${created.api_key}`);
      console.log(
        `Webhook signing secret (shown once): ${await accountWebhookSecret(runtime.services, created.account_id)}`,
      );
    } else {
      console.log(
        `Development account: ${(JSON.parse(existing) as { account_id: string }).account_id} (key printed on first start; npm run admin -- account create to make another).`,
      );
    }
  }
  if (runtime.services.config.allowPrivateTargets)
    console.log(
      'ALLOW_PRIVATE_TARGETS is on: loopback and private addresses can be scanned (development only).',
    );
  // A supervisor waits ~10 s after SIGTERM before it kills (docker stop, systemd, Kubernetes).
  const deadlineMs = Number(process.env.STOP_TIMEOUT_MS ?? 9_000);
  // One stop per run. A signal sent to the process group reaches the service and npm, and npm
  // passes its own on: the service sees SIGTERM twice within a millisecond. A second signal is
  // therefore no request to hurry: it is ignored, and the deadline below bounds the stop anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: already stopping (at most ${deadlineMs} ms after the first).`);
      return;
    }
    stopping = true;
    console.log(`${signal}: stopping (waiting up to ${deadlineMs} ms for running workflows)...`);
    setTimeout(() => {
      console.error(`Not stopped after ${deadlineMs} ms: killing the browsers and exiting.`);
      killBrowsers();
      exitFlushed(1);
    }, deadlineMs).unref();
    // Leave time after the grace period to kill browsers and close the stores.
    await runtime.stop({ graceMs: Math.max(0, deadlineMs - 3_000) });
    exitFlushed(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // The "listening on" line is the readiness signal (supervisors and tests wait for it), so it comes
  // only once the handlers above are installed: printed before them, a SIGTERM sent the moment the
  // line arrived could reach a process that was descheduled between the write and process.on, and
  // kill it by the default action, with no drain and no "stopping" line.
  console.log(
    `Conversion audit service listening on ${runtime.url} (API under /api/v1 and /v1; data in ${dataDir})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
