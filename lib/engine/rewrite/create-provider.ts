import { createBedrockProvider } from './bedrock-provider.js';
import { deterministicProvider } from './deterministic-rewriter.js';
import type { PostJson } from './http.js';
import { createOpenAiProvider } from './openai-provider.js';
import { DEFAULT_REWRITE_TIMEOUT_MS, type RewriteCallLog, type TokenPrices } from './remote-provider.js';
import type { RewriteProvider } from './rewrite-types.js';

/** The rewrite configuration is unusable; raised at start-up, not during a scan. */
export class RewriteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RewriteConfigError';
  }
}

/** The settings createRewriteProvider reads; the edge passes process.env. */
export interface RewriteEnv {
  REWRITE_PROVIDER?: string;
  REWRITE_TIMEOUT_MS?: string;
  BEDROCK_MODEL_ID?: string;
  /** Optional override of the Bedrock runtime endpoint (VPC endpoint). */
  BEDROCK_ENDPOINT?: string;
  AWS_REGION?: string;
  AWS_DEFAULT_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** USD per million input and output tokens, for the cost in the per-scan call log. */
  REWRITE_PRICE_INPUT_PER_MTOK?: string;
  REWRITE_PRICE_OUTPUT_PER_MTOK?: string;
  [key: string]: string | undefined;
}

export interface RewriteProviderDeps {
  postJson?: PostJson;
  now?: () => Date;
  /** Where the per-scan call log goes (cost, latency, tokens, fallback reason). */
  log?: (entry: RewriteCallLog) => void;
}

function pricesOf(env: RewriteEnv): TokenPrices | undefined {
  const input = Number(env.REWRITE_PRICE_INPUT_PER_MTOK ?? '');
  const output = Number(env.REWRITE_PRICE_OUTPUT_PER_MTOK ?? '');
  if (!env.REWRITE_PRICE_INPUT_PER_MTOK || !Number.isFinite(input) || !Number.isFinite(output))
    return undefined;
  return { inputPerMTok: input, outputPerMTok: output };
}

function required(env: RewriteEnv, name: keyof RewriteEnv & string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new RewriteConfigError(`REWRITE_PROVIDER=${provider} needs ${name}`);
  return value;
}

/**
 * The rewrite provider the configuration asks for: `deterministic` (default), `bedrock` or
 * `openai`.
 *
 * @example const provider = createRewriteProvider(process.env)
 */
export function createRewriteProvider(env: RewriteEnv, deps: RewriteProviderDeps = {}): RewriteProvider {
  const kind = (env.REWRITE_PROVIDER ?? '').trim() || 'deterministic';
  const timeoutText = env.REWRITE_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_REWRITE_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new RewriteConfigError(`REWRITE_TIMEOUT_MS must be a positive integer, got "${timeoutText}"`);
  }
  switch (kind) {
    case 'deterministic':
      return deterministicProvider;
    case 'bedrock': {
      const region = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim();
      if (!region) throw new RewriteConfigError('REWRITE_PROVIDER=bedrock needs AWS_REGION');
      return createBedrockProvider({
        modelId: required(env, 'BEDROCK_MODEL_ID', kind),
        region,
        endpoint: env.BEDROCK_ENDPOINT?.trim() || undefined,
        // Lambda puts the function role's temporary credentials in these variables.
        credentials: {
          accessKeyId: required(env, 'AWS_ACCESS_KEY_ID', kind),
          secretAccessKey: required(env, 'AWS_SECRET_ACCESS_KEY', kind),
          sessionToken: env.AWS_SESSION_TOKEN?.trim() || undefined,
        },
        timeoutMs,
        postJson: deps.postJson,
        now: deps.now,
        log: deps.log,
        prices: pricesOf(env),
      });
    }
    case 'openai':
      return createOpenAiProvider({
        baseUrl: required(env, 'OPENAI_BASE_URL', kind),
        model: required(env, 'OPENAI_MODEL', kind),
        apiKey: env.OPENAI_API_KEY?.trim() || undefined,
        timeoutMs,
        postJson: deps.postJson,
        log: deps.log,
        prices: pricesOf(env),
      });
    default:
      throw new RewriteConfigError(
        `REWRITE_PROVIDER must be deterministic, bedrock or openai, got "${kind}"`,
      );
  }
}
