import type { Services } from '../runtime/services.js';
import {
  deadLetter,
  deliverOnce,
  prepareDeliveries,
  type DeliveryState,
  type JobInput,
  type ScanOutcome,
} from '../webhooks/deliveries.js';
import type { FailureOutput, PersistOutput } from './scan-tasks.js';

/** What one iteration of "Scan each URL" leaves behind: the persisted result, or the recorded failure. */
interface IterationOutput {
  scan_id: string;
  url: string;
  result?: PersistOutput;
  failure?: FailureOutput;
}

export function outcomeOf(it: IterationOutput): ScanOutcome {
  if (it.result)
    return {
      scan_id: it.scan_id,
      url: it.url,
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

export async function prepareDeliveriesTask(
  svc: Services,
  input: JobInput & { outcomes: IterationOutput[] },
): Promise<{ items: DeliveryState[] }> {
  return prepareDeliveries(svc, input, input.outcomes.map(outcomeOf));
}

export const deliverWebhookTask = (svc: Services, input: DeliveryState) => deliverOnce(svc, input);

export const deadLetterTask = (svc: Services, input: DeliveryState) => deadLetter(svc, input);
