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
import { rfc3986, signRequest, type AwsCredentials } from './sigv4.js';

export interface BedrockProviderOptions {
  modelId: string;
  region: string;
  credentials: AwsCredentials;
  /** Override of https://bedrock-runtime.<region>.amazonaws.com (a VPC endpoint, a test server). */
  endpoint?: string;
  timeoutMs?: number;
  maxTokens?: number;
  postJson?: PostJson;
  now?: () => Date;
  /** Receives one entry per scan: latency, tokens and estimated cost. */
  log?: RemoteProviderOptions['log'];
  prices?: TokenPrices;
}

/** The part of a Converse response the provider reads. */
const converseResponseSchema = z.object({
  output: z.object({
    message: z.object({
      role: z.string(),
      content: z.array(z.object({ text: z.string().optional() }).loose()),
    }),
  }),
  stopReason: z.string().optional(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }).loose().optional(),
});

/**
 * Rewrites with Amazon Bedrock's Converse API (POST /model/{modelId}/converse), signed with SigV4.
 * Falls back to the deterministic rewrites on any failure.
 */
export function createBedrockProvider(options: BedrockProviderOptions): RewriteProvider {
  const post = options.postJson ?? guardedPostJson;
  const base = (options.endpoint ?? `https://bedrock-runtime.${options.region}.amazonaws.com`).replace(
    /\/+$/,
    '',
  );
  const url = `${base}/model/${rfc3986(options.modelId)}/converse`;
  // The host comes from the operator's configuration (region or endpoint), never from a scanned
  // page, and inside a VPC the Bedrock interface endpoint resolves to private addresses.
  const allowPrivate = true;

  return remoteRewriteProvider(
    'bedrock',
    async (prompt, { timeoutMs, signal }) => {
      const body = JSON.stringify({
        system: [{ text: prompt.system }],
        messages: [{ role: 'user', content: [{ text: prompt.user }] }],
        inferenceConfig: { maxTokens: options.maxTokens ?? 1500, temperature: 0.4 },
      });
      const headers = signRequest({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        region: options.region,
        service: 'bedrock',
        credentials: options.credentials,
        now: options.now?.(),
      });
      const res = await post(url, body, headers, { timeoutMs, signal, allowPrivate });
      if (res.status < 200 || res.status >= 300) throw new RewriteHttpError(res.status, res.body);
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch {
        throw new RewriteAnswerError('the Converse response is not JSON');
      }
      const parsed = converseResponseSchema.safeParse(json);
      if (!parsed.success) throw new RewriteAnswerError('the Converse response has no output message');
      const u = parsed.data.usage;
      return {
        text: parsed.data.output.message.content.map((c) => c.text ?? '').join(''),
        usage: u ? { inputTokens: u.inputTokens, outputTokens: u.outputTokens } : undefined,
      };
    },
    options.timeoutMs ?? DEFAULT_REWRITE_TIMEOUT_MS,
    { log: options.log, prices: options.prices },
  );
}
