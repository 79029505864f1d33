import {
  buildPageModel,
  buildRewriteInput,
  composeAudit,
  runGroup,
  type PageModel,
} from '../../lib/engine/index.js';
import { parentPort } from 'node:worker_threads';
import type { Job, Reply } from './engine-workers.js';

/**
 * One job per message (see engine-workers.ts): build a model, or run a check group, the rewrite
 * input or the audit over a stored model. A stored model is parsed here, once per worker: the
 * first job that needs it asks the main thread for its bytes, later jobs find it in the cache.
 */
const MODELS_KEPT = 2;
const models = new Map<string, PageModel>();
const waiting = new Map<number, (bytes: ArrayBuffer | null) => void>();

/** The model stored at `key`: from this worker's cache, else its bytes from the main thread. */
async function storedModel(jobId: number, key: string): Promise<PageModel> {
  const hit = models.get(key);
  if (hit) {
    models.delete(key);
    models.set(key, hit); // most recently used last
    return hit;
  }
  const bytes = await new Promise<ArrayBuffer | null>((resolve) => {
    waiting.set(jobId, resolve);
    post({ id: jobId, need: key });
  });
  if (!bytes) throw Object.assign(new Error(`The page model ${key} is missing.`), { code: 'SCAN_FAILED' });
  const model = JSON.parse(new TextDecoder().decode(bytes)) as PageModel;
  models.set(key, model);
  while (models.size > MODELS_KEPT) models.delete(models.keys().next().value as string);
  return model;
}

async function run(job: Job): Promise<unknown> {
  switch (job.op) {
    case 'build':
      return buildPageModel(job.input);
    case 'group':
      return runGroup(await storedModel(job.id, job.modelKey), job.group);
    case 'rewrite-input':
      return buildRewriteInput(await storedModel(job.id, job.modelKey), job.results);
    case 'compose':
      return composeAudit({ ...job.parts, model: await storedModel(job.id, job.modelKey) });
  }
}

/** What `run` gives; a gated job (a test's JobGate, engine-workers.ts) gives it once the gate is open. */
async function answer(job: Job): Promise<unknown> {
  const gate = 'gate' in job ? job.gate : undefined;
  if (!gate) return run(job);
  Atomics.store(gate, 0, 1); // taken
  Atomics.notify(gate, 0);
  try {
    return await run(job);
  } finally {
    while (Atomics.load(gate, 1) === 0) Atomics.wait(gate, 1, 0);
  }
}

function post(reply: Reply): void {
  parentPort?.postMessage(reply);
}

parentPort?.on('message', (msg: Job | { id: number; bytes: ArrayBuffer | null }) => {
  if ('bytes' in msg) {
    waiting.get(msg.id)?.(msg.bytes);
    waiting.delete(msg.id);
    return;
  }
  answer(msg).then(
    (value) => post({ id: msg.id, value }),
    (err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      const code = (e as { code?: unknown }).code;
      post({
        id: msg.id,
        error: {
          name: e.name,
          message: e.message,
          stack: e.stack,
          code: typeof code === 'string' ? code : undefined,
        },
      });
    },
  );
});
