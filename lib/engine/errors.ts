/**
 * The engine's own errors: why a page could not be audited, in the engine's words. They know
 * nothing of HTTP or of the SPEC 7 error codes; the scan edge turns them into service errors with
 * one table (lib/scans/engine-errors.ts), so the engine stays usable from the CLI and the bench
 * with no idea of how an API answers.
 */

/** Every way acquiring a page can fail for a reason the caller must hear. */
export const ENGINE_ERROR_KINDS = [
  /** A bot wall (challenge page, block status or vendor header) answered instead of the page. */
  'bot-blocked',
  /** The page could not be read, for a reason not listed below, after two attempts. */
  'extraction-failed',
  /** The page answered with nothing to audit: an empty body, or no visible text, headings or links. */
  'empty-page',
  /** The URL serves something other than HTML. */
  'not-html',
  /** The page did not finish loading within the fetch's time limit. */
  'fetch-timeout',
  /** The page is larger than a scan downloads. */
  'too-large',
  /** The redirect chain is too long. */
  'too-many-redirects',
  /** The host name does not resolve. */
  'unknown-host',
  /** No connection could be made, or it broke off. */
  'unreachable',
  /** The SSRF guard refused the URL or an address it resolves or redirects to. */
  'target-refused',
  /** An explicit page of a multi-page scan is not on the scanned site. */
  'page-off-site',
] as const;

export type EngineErrorKind = (typeof ENGINE_ERROR_KINDS)[number];

/** A failure of the engine; `kind` says which, `message` says it to the person who asked. */
export class EngineError extends Error {
  readonly kind: EngineErrorKind;

  constructor(kind: EngineErrorKind, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'EngineError';
    this.kind = kind;
  }
}

/** The target is protected by a bot wall (challenge page, block status or vendor header). */
export class BotBlockedError extends EngineError {
  readonly vendor: string;

  constructor(
    vendor: string,
    message = `The site is protected by ${vendor} bot protection, which blocks automated access.`,
  ) {
    super('bot-blocked', message);
    this.name = 'BotBlockedError';
    this.vendor = vendor;
  }
}

/** The kinds of a page that could not be fetched or turned into a model. */
export type ExtractionFailureKind = Exclude<
  EngineErrorKind,
  'bot-blocked' | 'target-refused' | 'page-off-site'
>;

/** The page could not be fetched or turned into a model (after two attempts where that can help). */
export class ExtractionFailedError extends EngineError {
  declare readonly kind: ExtractionFailureKind;

  constructor(message: string, options: { kind?: ExtractionFailureKind; cause?: unknown } = {}) {
    super(options.kind ?? 'extraction-failed', message, { cause: options.cause });
    this.name = 'ExtractionFailedError';
  }
}
