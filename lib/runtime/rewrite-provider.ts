import { deterministicProvider } from '../engine/rewrite/deterministic-rewriter.js';
import type { RewriteProvider } from '../engine/rewrite/rewrite-types.js';

/** The rewrite provider the environment selects (REWRITE_PROVIDER); deterministic by default. */
export function rewriteProviderFor(_env: NodeJS.ProcessEnv): RewriteProvider {
  return deterministicProvider;
}
