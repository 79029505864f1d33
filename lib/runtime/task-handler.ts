import middy from '@middy/core';
import { ServiceError } from '../errors.js';
import { logger } from './logger.js';
import { services, type Services } from './services.js';

/**
 * An error as a workflow state sees it: its name is what Retry and Catch match (the Lambda
 * runtime reports `name` as the error type). Scan outcomes carry their SPEC 7 code as the name;
 * throttling and network faults are TRANSIENT, which the state machines retry.
 */
export function toTaskError(err: unknown): Error {
  if (err instanceof ServiceError) {
    const e = new Error(err.message);
    e.name = err.code;
    return e;
  }
  const e = err instanceof Error ? err : new Error(String(err));
  const meta = e as Error & { $retryable?: unknown; code?: string };
  if (
    meta.$retryable ||
    /Throttl|TooManyRequests|ProvisionedThroughputExceeded|RequestLimitExceeded/.test(e.name) ||
    meta.code === 'ECONNRESET'
  ) {
    const t = new Error(e.message);
    t.name = 'TRANSIENT';
    return t;
  }
  return e;
}

/** Wrap a workflow task as a Lambda handler: the input is the state's payload, the return its result. */
export function taskHandler<I, O>(fn: (svc: Services, input: I) => Promise<O>) {
  return middy<I, O>().handler(async (input) => {
    try {
      return await fn(services(), input);
    } catch (err) {
      const taskError = toTaskError(err);
      logger.warn('task failed', {
        error: taskError.name,
        reason: taskError.message,
        stack: err instanceof Error ? err.stack : undefined,
      });
      throw taskError;
    }
  });
}
