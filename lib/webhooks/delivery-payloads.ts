import type { WebhookEvent } from './endpoints.js';

export interface ScanOutcome {
  scan_id: string;
  url: string;
  status: 'completed' | 'failed';
  score?: number;
  verdict?: string;
  code?: string;
  message?: string;
  blocked?: boolean;
}

export interface JobInput {
  job_id: string;
  kind: 'scan' | 'batch' | 'redeliver';
  account_id: string;
  webhook_url?: string | null;
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** SPEC 6.1 payloads; a batch's one event carries every scan's outcome. */
export function eventPayloads(
  job: JobInput,
  outcomes: ScanOutcome[],
  eventId: (e: string) => string,
  now: Date,
): { event: WebhookEvent; body: Record<string, unknown>; scan_ids: string[] }[] {
  const created_at = now.toISOString();
  const scanEvent = (o: ScanOutcome) =>
    o.status === 'completed'
      ? {
          id: eventId(o.scan_id),
          event: 'scan.completed',
          created_at,
          scan_id: o.scan_id,
          url: o.url,
          score: o.score ?? null,
          data: { domain: domainOf(o.url), verdict: o.verdict ?? null },
        }
      : {
          id: eventId(o.scan_id),
          event: 'scan.failed',
          created_at,
          scan_id: o.scan_id,
          url: o.url,
          score: null,
          data: {
            domain: domainOf(o.url),
            blocked: o.blocked ?? false,
            code: o.code ?? 'SCAN_FAILED',
            message: o.message ?? '',
          },
        };
  if (job.kind === 'scan') {
    return outcomes.map((o) => ({
      event: (o.status === 'completed' ? 'scan.completed' : 'scan.failed') as WebhookEvent,
      body: scanEvent(o),
      scan_ids: [o.scan_id],
    }));
  }
  const completed = outcomes.filter((o) => o.status === 'completed').length;
  return [
    {
      event: 'batch.completed',
      scan_ids: outcomes.map((o) => o.scan_id),
      body: {
        id: eventId(job.job_id),
        event: 'batch.completed',
        created_at,
        batch_id: job.job_id,
        data: {
          total: outcomes.length,
          completed,
          failed: outcomes.length - completed,
          scans: outcomes.map((o) => scanEvent(o)),
        },
      },
    },
  ];
}
