import { z } from 'zod';
import { postJson as guardedPostJson, type PostJson } from './http.js';
import { RewriteAnswerError } from './model-answer.js';
import {
  DEFAULT_REWRITE_TIMEOUT_MS,
  RewriteHttpError,
  remoteRewriteProvider,
  type RemoteProviderOptions,
  type TokenPrices,
} from './remote-provider.js';
import type { RewriteProvider } from './rewrite-types.js';

export interface OpenAiProviderOptions {
  /** e.g. http://127.0.0.1:11434/v1 for a local model server. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  maxTokens?: number;
  postJson?: PostJson;
  /** Receives one entry per scan: latency, tokens and estimated cost. */
  log?: RemoteProviderOptions['log'];
  prices?: TokenPrices;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose())
    .min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).loose().optional(),
});

/**
 * Rewrites with an OpenAI-compatible chat completions endpoint (POST {baseUrl}/chat/completions).
 * The base URL is the operator's own configuration, typically a local model server, so it may be a
 * private address. Falls back to the deterministic rewrites on any failure.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): RewriteProvider {
  const post = options.postJson ?? guardedPostJson;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return remoteRewriteProvider(
    'openai',
    async (prompt, { timeoutMs, signal }) => {
      const body = JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        temperature: 0.4,
        max_tokens: options.maxTokens ?? 1500,
        response_format: { type: 'json_object' },
      });
      const headers: Record<string, string> = options.apiKey
        ? { authorization: `Bearer ${options.apiKey}` }
        : {};
      const res = await post(url, body, headers, { timeoutMs, signal, allowPrivate: true });
      if (res.status < 200 || res.status >= 300) throw new RewriteHttpError(res.status, res.body);
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch {
        throw new RewriteAnswerError('the chat completion is not JSON');
      }
      const parsed = chatCompletionSchema.safeParse(json);
      const content = parsed.success ? parsed.data.choices[0].message.content : null;
      if (!content) throw new RewriteAnswerError('the chat completion has no message content');
      const u = parsed.success ? parsed.data.usage : undefined;
      return {
        text: content,
        usage: u ? { inputTokens: u.prompt_tokens, outputTokens: u.completion_tokens } : undefined,
      };
    },
    options.timeoutMs ?? DEFAULT_REWRITE_TIMEOUT_MS,
    { log: options.log, prices: options.prices },
  );
}
