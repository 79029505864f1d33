import { z } from 'zod';

/**
 * The one message the ScanJobs queue carries: built by `jobMessage` (POST /scan async, cache hits
 * of async scans, POST /scan/batch, webhook redelivery) and read by `parseJobMessage` in the queue
 * consumer (functions/queue/start-scan-job.ts), which starts the jobs state machine with it as input.
 * The job id is the execution name.
 */

const scanOptions = z.object({
  pages: z.union([z.number().int().min(1), z.array(z.string())]),
  fields: z.array(z.string()).nullable(),
  finding_limit: z.number().int().min(1),
  finding_depth: z.enum(['brief', 'full']),
});

/** A scan the jobs machine's "Scan each URL" Map runs. */
const scanTarget = z.object({ scan_id: z.string().min(1), url: z.string().min(1) });

/** A scan served from the cache, as "Scan each URL" would have left it (it never enters the Map). */
const cachedScan = scanTarget.extend({
  result: z.object({
    scan_id: z.string().min(1),
    url: z.string().min(1),
    status: z.literal('completed'),
    score: z.number().optional(),
    verdict: z.string().optional(),
    industry: z.string().optional(),
    audit_key: z.string().optional(),
  }),
});

const scanJobFields = {
  job_id: z.string().min(1),
  account_id: z.string().min(1),
  webhook_url: z.string().nullable(),
  scans: z.array(scanTarget),
  /** Scans served from the cache: their events are delivered with the others. */
  cached: z.array(cachedScan).optional(),
  /** Scan ids in the order the request listed them, the order of the webhook's outcomes. */
  order: z.array(z.string()).optional(),
  options: scanOptions,
};

/** The state of one delivery as the jobs machine's delivery loop carries it. */
const deliveryState = z.object({
  delivery_id: z.string().min(1),
  attempt: z.number().int().min(0),
  status: z.enum(['pending', 'retry', 'delivered', 'exhausted', 'skipped']),
  next_delay_seconds: z.number().min(0),
});

export const JobMessageSchema = z.discriminatedUnion('kind', [
  z.object({ ...scanJobFields, kind: z.literal('scan') }),
  z.object({ ...scanJobFields, kind: z.literal('batch') }),
  z.object({
    job_id: z.string().min(1),
    kind: z.literal('redeliver'),
    account_id: z.string().min(1),
    deliveries: z.object({ items: z.array(deliveryState).min(1) }),
  }),
]);

export type JobMessage = z.infer<typeof JobMessageSchema>;

/** The message to queue, checked against the schema: a malformed job fails where it is built. */
export function jobMessage(message: JobMessage): JobMessage {
  return JobMessageSchema.parse(message);
}

/** A queue message body read back; throws on anything that is not a job message. */
export function parseJobMessage(body: string): JobMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw new Error('the queue message is not JSON');
  }
  const parsed = JobMessageSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the queue message is not a job: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
