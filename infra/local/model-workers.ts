import type { BuildModelInput, ModelBuilder, PageModel } from '../../lib/engine/index.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Page models built in worker threads, so the embedded runtime's main thread keeps answering API
 * requests while a 2 MB page or a 100k-node DOM is parsed. Lambda does not use this (one request
 * per function instance; lib/engine/model/model-builder.ts builds in-thread there).
 */
export interface ModelWorkerPool {
  build: ModelBuilder;
  /** Workers started so far (they start on the first build and are replaced when one dies). */
  readonly started: number;
  close(): Promise<void>;
}

interface Job {
  id: number;
  input: BuildModelInput;
  resolve: (model: PageModel) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

type Reply =
  { id: number; model: PageModel } | { id: number; error: { name: string; message: string; stack?: string } };

// The worker runs TypeScript like the rest of the embedded runtime: tsx registers its loader there.
const ENTRY = new URL('./model-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(ENTRY)}); })`;

/** One worker per spare core, at least one and at most `max` (MODEL_WORKERS, default 2). */
export function defaultPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const max = Number(env.MODEL_WORKERS ?? 2);
  const cap = Number.isInteger(max) && max > 0 ? max : 2;
  return Math.max(1, Math.min(cap, availableParallelism() - 1));
}

export function startModelWorkers(size = defaultPoolSize()): ModelWorkerPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let started = 0;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(BOOT, { eval: true, name: 'model-builder' }), job: null };
    started += 1;
    slot.worker.unref();
    slot.worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      slot.worker.unref();
      if ('model' in reply) job.resolve(reply.model);
      else
        job.reject(
          Object.assign(new Error(reply.error.message), { name: reply.error.name, stack: reply.error.stack }),
        );
      dispatch();
    });
    const died = (err: Error) => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      slot.job?.reject(new Error(`the model builder thread stopped: ${err.message}`));
      slot.job = null;
      if (!closed) dispatch();
    };
    slot.worker.on('error', died);
    slot.worker.on('exit', (code) => died(new Error(`exit code ${code}`)));
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    while (queue.length && !closed) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      // Busy workers keep the process alive until their answer arrives; idle ones never do.
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, input: job.input });
    }
  };

  return {
    build: (input) =>
      new Promise<PageModel>((resolve, reject) => {
        if (closed) return reject(new Error('the model builder threads are stopped'));
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      }),
    get started() {
      return started;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the model builder threads are stopped'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
