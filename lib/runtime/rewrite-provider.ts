import { createRewriteProvider, type RewriteProvider } from '../engine/index.js';
import { logger } from './logger.js';

const built = new WeakMap<NodeJS.ProcessEnv, RewriteProvider>();

/**
 * The rewrite provider the environment selects (REWRITE_PROVIDER: deterministic by default,
 * bedrock or openai), built once per environment object.
 */
export function rewriteProviderFor(env: NodeJS.ProcessEnv): RewriteProvider {
  let provider = built.get(env);
  if (!provider) {
    // One log line per scan with the provider's latency, tokens and estimated cost.
    provider = createRewriteProvider(env, {
      log: (entry) => logger.info('rewrite provider call', { ...entry }),
    });
    built.set(env, provider);
  }
  return provider;
}
