import { describe, expect, it } from 'vitest';
import {
  BotBlockedError,
  ENGINE_ERROR_KINDS,
  EngineError,
  ExtractionFailedError,
  type EngineErrorKind,
} from '../../lib/engine/errors.js';
import { CrossOriginPageError } from '../../lib/engine/model/site-pages.js';
import { ERROR_STATUS, errorBody, ServiceError, type ErrorCode } from '../../lib/errors.js';
import { ENGINE_ERROR_CODES, fromEngineError } from '../../lib/scans/engine-errors.js';

/** What the API answers for each engine failure (SPEC 7, docs/api.md); a change here is deliberate. */
const EXPECTED: Record<EngineErrorKind, { code: ErrorCode; status: number }> = {
  'bot-blocked': { code: 'BOT_BLOCKED', status: 422 },
  'extraction-failed': { code: 'EXTRACTION_FAILED', status: 422 },
  'empty-page': { code: 'EXTRACTION_FAILED', status: 422 },
  'not-html': { code: 'EXTRACTION_FAILED', status: 422 },
  'fetch-timeout': { code: 'EXTRACTION_FAILED', status: 422 },
  'too-large': { code: 'EXTRACTION_FAILED', status: 422 },
  'too-many-redirects': { code: 'EXTRACTION_FAILED', status: 422 },
  'unknown-host': { code: 'EXTRACTION_FAILED', status: 422 },
  unreachable: { code: 'EXTRACTION_FAILED', status: 422 },
  'target-refused': { code: 'INVALID_URL', status: 400 },
  'page-off-site': { code: 'INVALID_REQUEST', status: 400 },
};

describe('the engine error table (lib/scans/engine-errors.ts)', () => {
  it('has one row for every kind of engine error, and no other', () => {
    expect(Object.keys(ENGINE_ERROR_CODES).sort()).toEqual([...ENGINE_ERROR_KINDS].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...ENGINE_ERROR_KINDS].sort());
  });

  it.each(ENGINE_ERROR_KINDS)('serves %s with its SPEC code, status and the engine message', (kind) => {
    const cause = new EngineError(kind, `The engine says ${kind}.`);
    const served = fromEngineError(cause);
    expect(served).toBeInstanceOf(ServiceError);
    const err = served as ServiceError;
    expect({ code: err.code, status: err.status }).toEqual(EXPECTED[kind]);
    expect(err.status).toBe(ERROR_STATUS[err.code]);
    expect(err.message).toBe(`The engine says ${kind}.`);
    expect(err.cause).toBe(cause);
    expect(errorBody(err)).toEqual({
      error: {
        code: EXPECTED[kind].code,
        message: `The engine says ${kind}.`,
        status: EXPECTED[kind].status,
      },
      ...(kind === 'bot-blocked' ? { blocked: true } : {}),
    });
  });

  it('serves the engine error classes by their kind', () => {
    expect(errorBody(fromEngineError(new BotBlockedError('Cloudflare')) as ServiceError)).toEqual({
      error: {
        code: 'BOT_BLOCKED',
        message: 'The site is protected by Cloudflare bot protection, which blocks automated access.',
        status: 422,
      },
      blocked: true,
    });
    const timeout = new ExtractionFailedError('Too slow.', { kind: 'fetch-timeout' });
    expect(fromEngineError(timeout)).toMatchObject({ code: 'EXTRACTION_FAILED', message: 'Too slow.' });
    expect(fromEngineError(new ExtractionFailedError('Broken.'))).toMatchObject({
      code: 'EXTRACTION_FAILED',
      status: 422,
    });
    expect(
      fromEngineError(new CrossOriginPageError('https://elsewhere.example/x', 'https://a.example')),
    ).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      message:
        'The page "https://elsewhere.example/x" is not on https://a.example; only pages of the scanned site can be added.',
    });
  });

  it('leaves every other error as it is', () => {
    const plain = new Error('disk full');
    const service = new ServiceError('RATE_LIMITED', 'slow down');
    expect(fromEngineError(plain)).toBe(plain);
    expect(fromEngineError(service)).toBe(service);
    expect(fromEngineError('text')).toBe('text');
  });
});
