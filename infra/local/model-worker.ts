import { buildPageModel, type BuildModelInput } from '../../lib/engine/index.js';
import { parentPort } from 'node:worker_threads';

/** One model build per message, answered with the model or the error (see model-workers.ts). */
parentPort?.on('message', (job: { id: number; input: BuildModelInput }) => {
  try {
    parentPort?.postMessage({ id: job.id, model: buildPageModel(job.input) });
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    parentPort?.postMessage({ id: job.id, error: { name: e.name, message: e.message, stack: e.stack } });
  }
});
