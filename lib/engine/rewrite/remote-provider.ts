import { OutboundRequestError } from '../../net/guarded-request.js';
import { rewriteDeterministically } from './deterministic-rewriter.js';
import { RewriteAnswerError, parseModelAnswer, rewritePrompt } from './model-answer.js';
import {
  COPY_ELEMENTS,
  type CopyRewrites,
  type RewriteInput,
  type RewriteOptions,
  type RewriteProvider,
} from './rewrite-types.js';

export const DEFAULT_REWRITE_TIMEOUT_MS = 8000;

/** The provider did not answer within its time. */
export class RewriteTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms`);
    this.name = 'RewriteTimeoutError';
  }
}

/** The provider answered with a non-2xx status. */
export class RewriteHttpError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
    this.name = 'RewriteHttpError';
  }
}

/**
 * Elements the model left without a usable alternative get the deterministic ones, so a copy
 * finding still has copy to paste; the rationale says where they came from.
 */
function withPageWordsWhereEmpty(rewrites: CopyRewrites, input: RewriteInput): CopyRewrites {
  const empty = COPY_ELEMENTS.filter((e) => rewrites[e].alternatives.length === 0);
  if (empty.length === 0) return rewrites;
  const fallback = rewriteDeterministically(input);
  const out = { ...rewrites };
  for (const e of empty) {
    if (fallback[e].alternatives.length === 0) continue;
    out[e] = {
      ...fallback[e],
      rationale: `The model offered no usable alternative; these recombine the page's own words. ${fallback[e].rationale}`,
    };
  }
  return out;
}

/** The model's text and, when the API reports them, the tokens it billed. */
export interface ModelReply {
  text: string;
  usage?: { inputTokens: number; outputTokens: number };
}

/** What a remote provider does: send the prompt, return the model's text. */
export type ModelExchange = (
  prompt: { system: string; user: string },
  opts: { timeoutMs: number; signal: AbortSignal },
) => Promise<string | ModelReply>;

/** One line per scan about the provider call: what it cost and how long it took. */
export interface RewriteCallLog {
  provider: string;
  outcome: 'used' | 'fallback';
  latency_ms: number;
  input_tokens: number | null;
  output_tokens: number | null;
  /** Estimated from the configured token prices; null when no price is configured or usage is unknown. */
  cost_usd: number | null;
  fallback_reason: string | null;
}

/** USD per million tokens, for the cost estimate in the call log. */
export interface TokenPrices {
  inputPerMTok: number;
  outputPerMTok: number;
}

export interface RemoteProviderOptions {
  log?: (entry: RewriteCallLog) => void;
  prices?: TokenPrices;
}

function reasonOf(err: unknown): string {
  if (err instanceof RewriteTimeoutError) return err.message;
  if (err instanceof OutboundRequestError && err.reason === 'timeout') return `timed out (${err.message})`;
  if (err instanceof RewriteHttpError) return err.message;
  if (err instanceof RewriteAnswerError) return `invalid output: ${err.message}`;
  return `request failed: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * A provider that asks a language model and, whatever goes wrong (time-out, HTTP error, output
 * that is not the promised JSON, or alternatives that all fail the guardrail), answers with the
 * deterministic rewrites and says why in fallback_reason. It never rejects.
 */
export function remoteRewriteProvider(
  name: string,
  exchange: ModelExchange,
  defaultTimeoutMs = DEFAULT_REWRITE_TIMEOUT_MS,
  options: RemoteProviderOptions = {},
): RewriteProvider {
  const report = (started: number, usage: ModelReply['usage'], out: CopyRewrites): CopyRewrites => {
    const p = options.prices;
    options.log?.({
      provider: name,
      outcome: out.fallback_reason ? 'fallback' : 'used',
      latency_ms: Date.now() - started,
      input_tokens: usage?.inputTokens ?? null,
      output_tokens: usage?.outputTokens ?? null,
      cost_usd:
        usage && p
          ? Math.round(
              ((usage.inputTokens * p.inputPerMTok + usage.outputTokens * p.outputPerMTok) / 1e6) * 1e6,
            ) / 1e6
          : null,
      fallback_reason: out.fallback_reason,
    });
    return out;
  };
  return {
    name,
    async rewrite(input: RewriteInput, opts: RewriteOptions = {}) {
      const timeoutMs = opts.timeoutMs ?? defaultTimeoutMs;
      const started = Date.now();
      let usage: ModelReply['usage'];
      const controller = new AbortController();
      const onAbort = (): void => controller.abort(opts.signal?.reason);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      // The exchange gets the time-out too, but an exchange that ignores it must not hold the scan.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const err = new RewriteTimeoutError(timeoutMs);
          controller.abort(err);
          reject(err);
        }, timeoutMs);
      });
      try {
        if (opts.signal?.aborted) throw new Error('aborted by the caller');
        const reply = await Promise.race([
          exchange(rewritePrompt(input), { timeoutMs, signal: controller.signal }),
          deadline,
        ]);
        const { text } = typeof reply === 'string' ? { text: reply } : reply;
        usage = typeof reply === 'string' ? undefined : reply.usage;
        return report(started, usage, withPageWordsWhereEmpty(parseModelAnswer(text, input, name), input));
      } catch (err) {
        return report(
          started,
          usage,
          rewriteDeterministically(input, 'deterministic', `${name}: ${reasonOf(err)}`),
        );
      } finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
