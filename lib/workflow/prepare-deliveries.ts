import type { Services } from '../runtime/services.js';
import type { JobInput, ScanOutcome } from '../webhooks/delivery-payloads.js';
import { prepareDeliveries, type DeliveryState } from '../webhooks/delivery-records.js';
import type { IterationOutput } from './state-payloads.js';

/** One iteration of "Scan each URL" as the outcome its webhook event reports. */
export function outcomeOf(it: IterationOutput): ScanOutcome {
  if (it.result)
    return {
      scan_id: it.scan_id,
      // The URL that loaded (http when a scheme-less URL fell back), as GET /scans/{id} reports it.
      url: it.result.url,
      status: 'completed',
      score: it.result.score,
      verdict: it.result.verdict,
    };
  return {
    scan_id: it.scan_id,
    url: it.url,
    status: 'failed',
    code: it.failure?.code ?? 'SCAN_FAILED',
    message: it.failure?.message ?? 'The scan failed.',
    blocked: it.failure?.blocked ?? false,
  };
}

/**
 * The job's outcomes: the scans the Map ran, plus those the API served from the cache (they never
 * enter the Map), in the order the request listed them.
 */
export async function prepareDeliveriesTask(
  svc: Services,
  input: JobInput & { outcomes: IterationOutput[]; cached?: IterationOutput[]; order?: string[] },
): Promise<{ items: DeliveryState[] }> {
  const all = [...input.outcomes, ...(input.cached ?? [])];
  if (input.order) {
    const position = new Map(input.order.map((id, i) => [id, i]));
    all.sort((a, b) => (position.get(a.scan_id) ?? 0) - (position.get(b.scan_id) ?? 0));
  }
  return prepareDeliveries(svc, input, all.map(outcomeOf));
}
