import type { CheckStatus } from '../engine/index.js';
import type {
  AuditArgs,
  CheckCatalogue,
  ReportLink,
  ScanChecks,
  ScanComparison,
  ScanDetail,
  ScanResult,
  ShareLink,
  ShareRevoked,
} from './schemas.js';

/**
 * What the tools ask of wherever audits happen: the service's API (api-backend.ts) or the engine
 * in this process (local-backend.ts). Both answer in the API's shapes; the tools then select and
 * trim the same way for both, so an agent cannot tell the modes apart by a result's shape.
 */

/** How an audit reports its progress: stage `index` of `of`, with a message for a person. */
export interface AuditContext {
  stage(index: number, of: number, message: string): void;
  signal: AbortSignal;
}

export interface McpBackend {
  readonly mode: 'api' | 'local';
  audit(args: AuditArgs, ctx: AuditContext): Promise<ScanResult>;
  getScan(id: string): Promise<ScanDetail>;
  getScanChecks(id: string, statuses: readonly CheckStatus[]): Promise<ScanChecks>;
  compare(id: string, otherId: string): Promise<ScanComparison>;
  catalogue(): Promise<CheckCatalogue>;
  report(id: string): Promise<ReportLink>;
  /** Share links need the service: the API backend only. */
  share?(id: string, expiresInHours: number | undefined): Promise<ShareLink>;
  revokeShare?(id: string, shareId: string): Promise<ShareRevoked>;
  /** Releases what audits opened (the local browser). */
  close?(): Promise<void>;
}

/**
 * Marks a ToolFailure. The local backend is bundled apart from the server (esbuild.config.mjs), so
 * each has its own copy of this class and `instanceof` cannot tell; a registered symbol can.
 */
const TOOL_FAILURE = Symbol.for('conversion-audit.mcp.tool-failure');

/** A failure a tool reports as its result: a SPEC 7 code (or one of the MCP's own, docs/api.md). */
export class ToolFailure extends Error {
  readonly [TOOL_FAILURE] = true;

  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null = null,
    /** BOT_BLOCKED: the envelope's top-level `blocked: true`. */
    readonly blocked = false,
  ) {
    super(message);
    this.name = 'ToolFailure';
  }
}

export function isToolFailure(err: unknown): err is ToolFailure {
  return typeof err === 'object' && err !== null && (err as Record<symbol, unknown>)[TOOL_FAILURE] === true;
}
