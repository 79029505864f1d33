import { isErrorCode, type ErrorCode } from '../errors.js';
import type { Services } from '../runtime/services.js';
import { failScan } from '../scans/scan-failure.js';
import type { FailureOutput, ScanTaskInput } from './state-payloads.js';

/** The error a state caught, as a SPEC 7 code and a message a client can act on. */
export function describeFailure(error: { Error?: string; Cause?: string } | undefined): {
  code: ErrorCode;
  message: string;
} {
  const name = error?.Error ?? '';
  let message = error?.Cause ?? '';
  try {
    // On AWS the cause of a Lambda error is its JSON error object.
    const parsed = JSON.parse(message) as { errorMessage?: string };
    if (parsed && typeof parsed.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // A plain message (the embedded runtime passes the error's message as is).
  }
  if (isErrorCode(name)) return { code: name, message: message || name };
  if (name === 'States.Timeout')
    return { code: 'SCAN_FAILED', message: 'The scan took longer than its time limit; retry it.' };
  return { code: 'SCAN_FAILED', message: 'The analysis failed; it is safe to retry.' };
}

/** Mark the scan failed with its code and give its credit back (both idempotent). */
export async function recordFailureTask(
  svc: Services,
  input: ScanTaskInput & { error?: { Error?: string; Cause?: string } },
): Promise<FailureOutput> {
  const { code, message } = describeFailure(input.error);
  const blocked = code === 'BOT_BLOCKED';
  await failScan(svc, input, { code, message });
  return { scan_id: input.scan_id, url: input.url, status: 'failed', code, message, blocked };
}
