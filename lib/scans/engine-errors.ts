import { EngineError, type EngineErrorKind } from '../engine/index.js';
import { ServiceError, type ErrorCode } from '../errors.js';

/**
 * The one table from the engine's failures to the SPEC 7 error codes (docs/api.md). The engine
 * says what went wrong (lib/engine/errors.ts); this edge decides what the API answers. The
 * message is the engine's, unchanged.
 */
export const ENGINE_ERROR_CODES: Readonly<Record<EngineErrorKind, ErrorCode>> = {
  'bot-blocked': 'BOT_BLOCKED',
  'extraction-failed': 'EXTRACTION_FAILED',
  'empty-page': 'EXTRACTION_FAILED',
  'not-html': 'EXTRACTION_FAILED',
  'fetch-timeout': 'EXTRACTION_FAILED',
  'too-large': 'EXTRACTION_FAILED',
  'too-many-redirects': 'EXTRACTION_FAILED',
  'unknown-host': 'EXTRACTION_FAILED',
  unreachable: 'EXTRACTION_FAILED',
  'target-refused': 'INVALID_URL',
  'page-off-site': 'INVALID_REQUEST',
};

/**
 * An engine failure as the service error the API answers with (status from the code, the engine's
 * message, the engine error as its cause); anything else is returned as it is.
 */
export function fromEngineError(err: unknown): unknown {
  if (!(err instanceof EngineError)) return err;
  return new ServiceError(ENGINE_ERROR_CODES[err.kind], err.message, { cause: err });
}
