// Atomics.waitAsync (JobGate) is ES2024 in TypeScript, in Node since 16; the project lib is ES2023.
/// <reference lib="es2024.sharedmemory" />
import type {
  BuildModelInput,
  CheckResult,
  FullAudit,
  GroupId,
  ModelBuilder,
  PageModel,
  RewriteInput,
} from '../../lib/engine/index.js';
import { isErrorCode, ServiceError } from '../../lib/errors.js';
import type { AuditParts, ScanCompute } from '../../lib/runtime/scan-compute.js';
import type { ObjectStore } from '../../lib/store/object-store.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The CPU work of a scan in worker threads, so the embedded runtime's main thread keeps answering
 * API requests while a 2 MB page or a 100k-node DOM is parsed, checked and reported: the page
 * model build (installed as the engine's model builder), and the check groups, the rewrite input
 * and the audit (the runtime's services' `compute`, lib/runtime/scan-compute.ts). What is left on
 * the main thread is I/O and small JSON: fetch and render, storing the model once, the check
 * results (tens of KB) and the audit.
 *
 * A stored model never crosses back: a worker asks for its bytes once (a transferred buffer, no
 * copy on the way) and keeps the last two it parsed; jobs of the same model go to a worker that
 * has it when one is free.
 *
 * Each job has a time budget from the moment a worker takes it. A worker past its budget is
 * terminated (a synchronous loop cannot be interrupted any other way), the job fails with
 * SCAN_FAILED and a message naming the step and the limit, and the next job starts a fresh
 * worker. A worker whose heap outgrows its limit dies the same way. Lambda uses none of this: one
 * function instance runs one event, in its own thread, bounded by the function's time-out.
 */
export interface EngineWorkerPool {
  build: ModelBuilder;
  /** Checks, rewrite input and audit over models stored in `objects`, by key. */
  compute(objects: ObjectStore): PoolCompute;
  /** Workers started so far (they start with the first job and are replaced when one dies). */
  readonly started: number;
  close(): Promise<void>;
}

/**
 * The pool's ScanCompute. A check group or an audit may be given a JobGate, which only tests do:
 * the job then cannot finish until the gate is opened.
 */
export interface PoolCompute extends ScanCompute {
  runGroup(modelKey: string, group: GroupId, gate?: JobGate): Promise<CheckResult[]>;
  composeAudit(modelKey: string, parts: AuditParts, gate?: JobGate): Promise<FullAudit>;
}

/**
 * A test hook that holds one job open on its worker thread, so a test can do something while the
 * job is known to be running instead of racing it (test/e2e/engine-workers-api.test.ts: the API
 * answers while a scan's job runs). The worker marks the job taken when it receives it, does the
 * job's work, then blocks its thread (Atomics.wait) until the gate is opened, and only then
 * answers. Nothing in the service makes a gate; a job without one is not affected. The job's time
 * budget runs as usual while it waits.
 */
export class JobGate {
  /** [0] becomes 1 when a worker takes the job; [1] becomes 1 when the gate is opened. */
  readonly cells = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));

  /** Resolves once a worker thread has taken the job (before it starts the work). */
  async taken(): Promise<void> {
    const wait = Atomics.waitAsync(this.cells, 0, 0);
    if (wait.async) await wait.value;
  }

  /** Lets the job answer (at once if its work is done). Opening twice is harmless. */
  open(): void {
    Atomics.store(this.cells, 1, 1);
    Atomics.notify(this.cells, 1);
  }
}

/** What a worker is asked to do (engine-worker.ts); `gate` is a JobGate's cells. */
export type Job =
  | { id: number; op: 'build'; input: BuildModelInput }
  | { id: number; op: 'group'; modelKey: string; group: GroupId; gate?: Int32Array }
  | { id: number; op: 'rewrite-input'; modelKey: string; results: CheckResult[] }
  | { id: number; op: 'compose'; modelKey: string; parts: AuditParts; gate?: Int32Array };

export type Op = Job['op'];

/** A job before the pool numbers it. */
type Unnumbered<J> = J extends Job ? Omit<J, 'id'> : never;
type JobSpec = Unnumbered<Job>;

/** What a worker answers: the job's value or error, or a request for the bytes of a stored model. */
export type Reply =
  | { id: number; value: unknown }
  | { id: number; need: string }
  | { id: number; error: { name: string; message: string; stack?: string; code?: string } };

/**
 * Milliseconds a worker may spend on one job. Near the Lambda time-outs of the same steps
 * (fetch-page 120 s, rewrite 60 s, the others 30 s; infra/constructs/workflows.ts), with room for
 * a machine shared with other work: a page that needs more is one no visitor would wait for.
 */
export const DEFAULT_BUDGETS: Readonly<Record<Op, number>> = {
  build: 90_000,
  group: 60_000,
  'rewrite-input': 60_000,
  compose: 90_000,
};

/**
 * Heap limit of one worker (V8 old generation), MB: the 100k-element and 2 MB binary pages of
 * bench/parse-latency.ts scan within it, two parsed models kept; a worker past it dies and is
 * replaced, its job failing with SCAN_FAILED.
 */
export const DEFAULT_HEAP_MB = 1536;

const STEP: Record<Op, (job: Job) => string> = {
  build: () => 'Building the page model',
  group: (job) => `The ${(job as { group: string }).group} check group`,
  'rewrite-input': () => 'Preparing the copy rewrites',
  compose: () => 'Composing the audit',
};

export interface EngineWorkerOptions {
  /** Worker threads at most (defaultPoolSize). */
  size?: number;
  budgets?: Partial<Record<Op, number>>;
  heapMb?: number;
}

interface Pending {
  job: Job;
  /** The stored model's bytes, for jobs over a stored model. */
  load?: (key: string) => Promise<Uint8Array | null>;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Pending | null;
  timer: NodeJS.Timeout | null;
  /** The models this worker keeps, least recently used first (as engine-worker.ts keeps them). */
  models: string[];
}

// Built (dist/local/main.mjs, esbuild.config.mjs APPS) the worker is the built engine-worker.mjs
// beside it; from source (tests) it is TypeScript, and tsx registers its loader in the worker first.
const BUILT = !import.meta.url.endsWith('.ts');
const ENTRY = new URL(BUILT ? './engine-worker.mjs' : './engine-worker.ts', import.meta.url).href;
const BOOT = BUILT
  ? `import(${JSON.stringify(ENTRY)})`
  : `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(ENTRY)}); })`;
const MODELS_KEPT = 2;

/** One worker per spare core, at least one and at most MODEL_WORKERS (default 2). */
export function defaultPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const max = Number(env.MODEL_WORKERS ?? 2);
  const cap = Number.isInteger(max) && max > 0 ? max : 2;
  return Math.max(1, Math.min(cap, availableParallelism() - 1));
}

/** Pool options from the environment: MODEL_WORKERS, WORKER_JOB_BUDGET_MS (every step), WORKER_HEAP_MB. */
export function poolOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): EngineWorkerOptions {
  const positive = (v: string | undefined) => {
    const n = Number(v);
    return v !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
  };
  const budget = positive(env.WORKER_JOB_BUDGET_MS);
  return {
    size: defaultPoolSize(env),
    budgets: budget ? { build: budget, group: budget, 'rewrite-input': budget, compose: budget } : {},
    heapMb: positive(env.WORKER_HEAP_MB),
  };
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export function startEngineWorkers(opts: EngineWorkerOptions = {}): EngineWorkerPool {
  const size = opts.size ?? defaultPoolSize();
  const budgets = { ...DEFAULT_BUDGETS, ...opts.budgets };
  const heapMb = opts.heapMb ?? DEFAULT_HEAP_MB;
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let started = 0;
  let closed = false;

  const settle = (slot: Slot): Pending | null => {
    const p = slot.pending;
    slot.pending = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return p;
  };

  const retire = (slot: Slot, reason: Error) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    settle(slot)?.reject(reason);
    if (!closed) dispatch();
  };

  const spawn = (): Slot => {
    const worker = new Worker(BOOT, {
      eval: true,
      name: 'engine-worker',
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    const slot: Slot = { worker, pending: null, timer: null, models: [] };
    started += 1;
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const p = slot.pending;
      if (!p || p.job.id !== reply.id) return;
      if ('need' in reply) return void sendModel(slot, p, reply.need);
      settle(slot);
      worker.unref();
      if ('value' in reply) p.resolve(reply.value);
      else p.reject(workerError(reply.error));
      dispatch();
    });
    worker.on('error', (err: Error & { code?: string }) =>
      retire(
        slot,
        new ServiceError(
          'SCAN_FAILED',
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `The page needs more memory than the analysis may use (${heapMb} MB); it cannot be audited.`
            : `The analysis thread stopped: ${err.message}`,
          { cause: err },
        ),
      ),
    );
    worker.on('exit', (code) =>
      retire(slot, new ServiceError('SCAN_FAILED', `The analysis thread exited (${code}).`)),
    );
    slots.push(slot);
    return slot;
  };

  /** The bytes of a stored model, copied once into a buffer the worker then owns. */
  const sendModel = (slot: Slot, p: Pending, key: string) => {
    const load = p.load ?? (async () => null);
    load(key).then(
      (bytes) => {
        if (slot.pending !== p) return; // the job ended meanwhile (budget, close)
        if (!bytes) return void slot.worker.postMessage({ id: p.job.id, bytes: null });
        const buffer = new ArrayBuffer(bytes.byteLength);
        new Uint8Array(buffer).set(bytes);
        slot.worker.postMessage({ id: p.job.id, bytes: buffer }, [buffer]);
      },
      (err: unknown) => {
        if (slot.pending !== p) return;
        // The worker waits for bytes that will not come; it is replaced rather than left waiting.
        const i = slots.indexOf(slot);
        if (i >= 0) slots.splice(i, 1);
        settle(slot);
        void slot.worker.terminate();
        p.reject(err instanceof Error ? err : new Error(String(err)));
        dispatch();
      },
    );
  };

  const overrun = (slot: Slot) => {
    const p = slot.pending;
    if (!p) return;
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    settle(slot);
    void slot.worker.terminate();
    const limit = seconds(budgets[p.job.op]);
    p.reject(
      new ServiceError(
        'SCAN_FAILED',
        `${STEP[p.job.op](p.job)} took longer than its ${limit} limit; the page is too heavy to audit.`,
      ),
    );
    dispatch();
  };

  const pick = (job: Job): Slot | null => {
    const idle = slots.filter((s) => !s.pending);
    const key = 'modelKey' in job ? job.modelKey : null;
    return (
      (key ? idle.find((s) => s.models.includes(key)) : undefined) ??
      idle[0] ??
      (slots.length < size ? spawn() : null)
    );
  };

  const dispatch = () => {
    while (queue.length && !closed) {
      const slot = pick(queue[0].job);
      if (!slot) return;
      const p = queue.shift()!;
      slot.pending = p;
      if ('modelKey' in p.job) {
        const key = p.job.modelKey;
        slot.models = [...slot.models.filter((k) => k !== key), key].slice(-MODELS_KEPT);
      }
      slot.timer = setTimeout(() => overrun(slot), budgets[p.job.op]);
      slot.timer.unref();
      // Busy workers keep the process alive until their answer arrives; idle ones never do.
      slot.worker.ref();
      slot.worker.postMessage(p.job);
    }
  };

  const submit = <T>(job: JobSpec, load?: Pending['load']): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error('the engine worker threads are stopped'));
      queue.push({
        job: { ...job, id: nextId++ } as Job,
        load,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      dispatch();
    });

  return {
    build: (input) => submit<PageModel>({ op: 'build', input }),
    compute(objects) {
      const load = (key: string) => objects.getBytes(key);
      return {
        runGroup: (modelKey, group, gate) =>
          submit<CheckResult[]>({ op: 'group', modelKey, group, gate: gate?.cells }, load),
        rewriteInput: (modelKey, results) =>
          submit<RewriteInput>({ op: 'rewrite-input', modelKey, results }, load),
        composeAudit: (modelKey, parts, gate) =>
          submit<FullAudit>({ op: 'compose', modelKey, parts, gate: gate?.cells }, load),
      };
    },
    get started() {
      return started;
    },
    async close() {
      closed = true;
      const stopped = new Error('the engine worker threads are stopped');
      for (const p of queue.splice(0)) p.reject(stopped);
      const all = slots.splice(0);
      for (const s of all) settle(s)?.reject(stopped);
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

/** A worker's error as this thread's: a SPEC 7 code comes back as the ServiceError it was. */
function workerError(e: { name: string; message: string; stack?: string; code?: string }): Error {
  if (e.code && isErrorCode(e.code)) return new ServiceError(e.code, e.message);
  return Object.assign(new Error(e.message), { name: e.name, stack: e.stack });
}
