/**
 * What a scan costs on AWS, from what it does: corpus pages scanned through the embedded runtime
 * (the same handlers, state machines and table layout as the stack; the scan's CPU work on the
 * handler's thread, as on Lambda), counting each Lambda invocation and its time, every object
 * read and written, the DynamoDB capacity each request consumed (dynalite reports it), and the
 * state transitions of an async scan's Standard execution; the memory sizes come from the
 * synthesized template. Prices are us-east-1 list prices (see PRICES). docs/deployment.md quotes
 * the output.
 *
 *   npm run bench:scan-cost [-- --pages 5]
 *
 * Timings are of this machine (a shared 2-core box is slower than Lambda's CPU at 2048 MB); the
 * counts do not depend on it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startLocalRuntime } from '../infra/local/runtime.js';
import { functionHandlers, resourcesOfType } from '../infra/local/template.js';
import type { ObjectStore } from '../lib/store/object-store.js';
import { loadCorpus, median, serveCorpus } from './corpus.js';

/** us-east-1 list prices (checked 2026-11): per unit named. */
export const PRICES = {
  lambdaGbSecond: 0.0000166667,
  lambdaRequest: 0.2 / 1e6,
  expressRequest: 1.0 / 1e6,
  expressGbSecond: 0.00001667,
  standardTransition: 0.025 / 1000,
  dynamoWru: 0.625 / 1e6,
  dynamoRru: 0.125 / 1e6,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
  s3GbMonth: 0.023,
  apiRequest: 3.5 / 1e6,
  sqsRequest: 0.4 / 1e6,
};

const { values } = parseArgs({ options: { pages: { type: 'string', default: '5' } } });
const PAGE_COUNT = Number(values.pages);

interface TaskRun {
  handler: string;
  startedAt: number;
  ms: number;
}

const tasks: TaskRun[] = [];
const runtime = await startLocalRuntime({
  dataDir: null,
  env: {
    ...process.env,
    ALLOW_PRIVATE_TARGETS: '1',
    MODEL_WORKERS: '0',
    LOG_LEVEL: 'ERROR',
    WEBHOOK_RETRY_SCHEDULE: '0',
  },
  workflows: { onTask: (t) => tasks.push({ handler: t.handler, startedAt: t.startedAt, ms: t.ms }) },
});

// Object store operations, as S3 would bill them.
const s3 = { puts: 0, gets: 0, bytesPut: 0 };
const objects = runtime.services.objects as unknown as Record<
  keyof ObjectStore,
  (...args: unknown[]) => Promise<unknown>
>;
for (const [method, kind] of [
  ['putJson', 'put'],
  ['putBytes', 'put'],
  ['getJson', 'get'],
  ['getBytes', 'get'],
] as const) {
  const original = objects[method].bind(objects);
  objects[method] = async (...args: unknown[]) => {
    if (kind === 'put') {
      s3.puts += 1;
      const body = method === 'putJson' ? JSON.stringify(args[1]) : (args[1] as Uint8Array);
      s3.bytesPut += typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    } else s3.gets += 1;
    return original(...args);
  };
}

// DynamoDB capacity, as on-demand billing counts it: every request asks for its consumed capacity.
const dynamo = { rru: 0, wru: 0, requests: 0 };
runtime.services.table.doc.middlewareStack.add(
  (next, context) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const out = await next(args);
    const consumed = (
      out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
    ).ConsumedCapacity;
    dynamo.requests += 1;
    for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
      const units = c.CapacityUnits ?? 0;
      // dynalite reports reads and writes alike as CapacityUnits; the command says which they were.
      if (/Put|Update|Delete|Write/.test(context.commandName ?? '')) dynamo.wru += units;
      else dynamo.rru += units;
    }
    return out;
  },
  { step: 'initialize', name: 'scanCostCapacity' },
);

const memory = new Map<string, number>();
const handlerOf = functionHandlers(runtime.template);
for (const [id, r] of resourcesOfType(runtime.template, 'AWS::Lambda::Function'))
  memory.set(handlerOf.get(id) ?? id, Number(r.Properties?.MemorySize ?? 128));

const KEY = 'service_live_scan_cost_bench_key';
await runtime.seed(KEY, 'enterprise');
const corpus = await serveCorpus();
// Pages spread over the corpus (its folders are industries), not the first few of one.
const all = loadCorpus();
const pages = all
  .filter((_p, i) => i % Math.max(1, Math.floor(all.length / PAGE_COUNT)) === 0)
  .slice(0, PAGE_COUNT);

/** Time covered by a set of intervals: parallel invocations on one thread are counted once. */
function busyMs(runs: readonly TaskRun[]): number {
  const sorted = [...runs].sort((a, b) => a.startedAt - b.startedAt);
  let total = 0;
  let end = -Infinity;
  for (const r of sorted) {
    const stop = r.startedAt + r.ms;
    if (r.startedAt >= end) total += r.ms;
    else if (stop > end) total += stop - end;
    end = Math.max(end, stop);
  }
  return total;
}

interface ScanSample {
  page: string;
  wallMs: number;
  gbSeconds: number;
  invocations: number;
  byHandler: Record<string, { count: number; ms: number }>;
  s3: typeof s3;
  dynamo: typeof dynamo;
}

const samples: ScanSample[] = [];
for (const page of pages) {
  tasks.length = 0;
  Object.assign(s3, { puts: 0, gets: 0, bytesPut: 0 });
  Object.assign(dynamo, { rru: 0, wru: 0, requests: 0 });
  const started = performance.now();
  const res = await fetch(`${runtime.url}/api/v1/scan`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: corpus.urlOf(page) }),
  });
  const wallMs = performance.now() - started;
  await res.arrayBuffer();
  if (res.status !== 200) {
    console.error(`${page.name}: ${res.status}, left out`);
    continue;
  }
  const byHandler: ScanSample['byHandler'] = {};
  let gbSeconds = 0;
  for (const handler of new Set(tasks.map((t) => t.handler))) {
    const runs = tasks.filter((t) => t.handler === handler);
    // Parallel invocations (the 27 check groups) shared this thread; their busy time is their work.
    const ms = busyMs(runs);
    byHandler[handler] = { count: runs.length, ms };
    gbSeconds += (ms / 1000) * ((memory.get(handler) ?? 512) / 1024);
  }
  // The sync API function waits for the whole scan.
  byHandler['api/post-scan'] = { count: 1, ms: wallMs };
  gbSeconds += (wallMs / 1000) * ((memory.get('api/post-scan') ?? 1024) / 1024);
  samples.push({
    page: page.name,
    wallMs,
    gbSeconds,
    invocations: tasks.length + 1,
    byHandler,
    s3: { ...s3 },
    dynamo: { ...dynamo },
  });
  console.error(
    `${page.name}: ${Math.round(wallMs)} ms, ${tasks.length + 1} invocations, ${gbSeconds.toFixed(1)} GB-s`,
  );
}

// One async scan with a webhook: the Standard execution's state transitions, delivery included.
let delivered: () => void = () => undefined;
const delivery = new Promise<void>((resolve) => (delivered = resolve));
const hook = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200).end('ok');
    delivered();
  });
});
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
const asyncRes = await fetch(`${runtime.url}/api/v1/scan`, {
  method: 'POST',
  headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
  // A page not scanned above: a cached page would skip the scan chain.
  body: JSON.stringify({
    url: corpus.urlOf(all.find((p) => !pages.includes(p)) ?? pages[0]),
    async: true,
    webhook_url: hookUrl,
  }),
});
const accepted = (await asyncRes.json()) as { scan_id?: string };
// The job waits in the queue until the poller starts it; the delivery is the end of the scan.
await Promise.race([delivery, new Promise((resolve) => setTimeout(resolve, 300_000))]);
await runtime.workflows.idle();
const jobTrace = runtime.workflows.traces.filter((t) => t.machine === 'jobs').at(-1);
const transitions = jobTrace?.states.length ?? 0;

await runtime.stop();
await corpus.close();
await new Promise((resolve) => hook.close(resolve));

const m = (f: (s: ScanSample) => number) => median(samples.map(f));
const gb = m((s) => s.gbSeconds);
const invocations = m((s) => s.invocations);
const wall = m((s) => s.wallMs);
const rru = m((s) => s.dynamo.rru);
const wru = m((s) => s.dynamo.wru);
const puts = m((s) => s.s3.puts);
const gets = m((s) => s.s3.gets);
const stored = m((s) => s.s3.bytesPut);
const expressGbS = Math.ceil(wall / 100) * 0.1 * (64 / 1024);
const per1000 = {
  lambda: 1000 * (gb * PRICES.lambdaGbSecond + invocations * PRICES.lambdaRequest),
  express: 1000 * (PRICES.expressRequest + expressGbS * PRICES.expressGbSecond),
  standard: 1000 * transitions * PRICES.standardTransition,
  dynamo: 1000 * (rru * PRICES.dynamoRru + wru * PRICES.dynamoWru),
  s3: 1000 * (puts * PRICES.s3Put + gets * PRICES.s3Get),
  s3Month: (1000 * stored * PRICES.s3GbMonth) / 1024 ** 3,
  api: 1000 * PRICES.apiRequest,
};

console.log(`\n${samples.length} sync scans (median), ${new Date().toISOString().slice(0, 10)}:`);
const handlers = [...new Set(samples.flatMap((s) => Object.keys(s.byHandler)))].sort();
console.log('| function | memory | invocations | time per scan (median) | GB-s per scan |');
console.log('| --- | --- | --- | --- | --- |');
for (const h of handlers) {
  const count = m((s) => s.byHandler[h]?.count ?? 0);
  const ms = m((s) => s.byHandler[h]?.ms ?? 0);
  const mem = memory.get(h) ?? 0;
  console.log(
    `| ${h} | ${mem} MB | ${count} | ${Math.round(ms)} ms | ${((ms / 1000) * (mem / 1024)).toFixed(2)} |`,
  );
}
console.log(`\nLambda: ${gb.toFixed(2)} GB-s and ${invocations} invocations a scan`);
console.log(`Express: 1 request, ${Math.round(wall)} ms at 64 MB = ${expressGbS.toFixed(3)} GB-s`);
console.log(
  `Standard (async scan ${accepted.scan_id ?? '?'} with one webhook delivery): ${transitions} state transitions`,
);
console.log(`DynamoDB: ${rru} RRU, ${wru} WRU a scan (${m((s) => s.dynamo.requests)} requests)`);
console.log(`S3: ${puts} PUT, ${gets} GET a scan, ${(stored / 1024).toFixed(0)} KB written`);
console.log('\nPer 1,000 scans (USD):');
for (const [k, v] of Object.entries(per1000)) console.log(`  ${k.padEnd(9)} ${v.toFixed(3)}`);
