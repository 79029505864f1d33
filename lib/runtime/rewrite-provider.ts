import { createRewriteProvider } from '../engine/rewrite/create-provider.js';
import type { RewriteProvider } from '../engine/rewrite/rewrite-types.js';

const built = new WeakMap<NodeJS.ProcessEnv, RewriteProvider>();

/**
 * The rewrite provider the environment selects (REWRITE_PROVIDER: deterministic by default,
 * bedrock or openai), built once per environment object.
 */
export function rewriteProviderFor(env: NodeJS.ProcessEnv): RewriteProvider {
  let provider = built.get(env);
  if (!provider) {
    provider = createRewriteProvider(env);
    built.set(env, provider);
  }
  return provider;
}
