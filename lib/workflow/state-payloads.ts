import type { GroupId } from '../engine/index.js';
import type { ErrorCode } from '../errors.js';
import type { ScanOptions } from '../scans/scans.js';

/**
 * What the states of the two state machines carry (docs/architecture.md, "States and what they
 * carry"): small JSON, with keys of the object store for anything large.
 */

/** The input every scan chain state receives (the Express execution input, or a Map item). */
export interface ScanTaskInput {
  scan_id: string;
  account_id: string;
  url: string;
  options: ScanOptions;
}

export interface PageStep {
  model_key: string;
  /** The URL that loaded: the scan's url, or its http fallback when the request named no scheme. */
  url?: string;
  groups: GroupId[];
  industry: string;
  mode: 'static' | 'render';
  fingerprint: string;
}

export interface GroupStep {
  group: GroupId;
  results_key: string;
  counts: Record<string, number>;
}

export interface PersistOutput {
  scan_id: string;
  url: string;
  status: 'completed';
  score: number;
  verdict: string;
  industry: string;
  audit_key: string;
}

export interface FailureOutput {
  scan_id: string;
  url: string;
  status: 'failed';
  code: ErrorCode;
  message: string;
  blocked: boolean;
}

/** What one iteration of "Scan each URL" leaves behind: the persisted result, or the recorded failure. */
export interface IterationOutput {
  scan_id: string;
  url: string;
  result?: PersistOutput;
  failure?: FailureOutput;
}
