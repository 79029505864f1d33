import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRewriteProvider, RewriteConfigError } from '../../../lib/engine/rewrite/create-provider.js';
import {
  deterministicProvider,
  rewriteDeterministically,
} from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import { signRequest } from '../../../lib/engine/rewrite/sigv4.js';
import { copyRewritesSchema } from '../../../lib/engine/report/schema.js';
import { saasPage } from './page-fixture.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Received, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const input = buildRewriteInput(saasPage, []);

/** A model answer: page-grounded alternatives plus one that invents a number. */
const modelAnswer = {
  headline: {
    alternatives: ['Build forms faster without code', 'Join 10,000 happy teams'],
    rationale: 'Leads with the benefit.',
  },
  subheadline: {
    alternatives: ['Collect payments in every form, trusted by 4,000 teams.'],
    rationale: 'Adds proof.',
  },
  primary_cta: { alternatives: ['Start your trial'], rationale: 'Says what happens.' },
  meta_title: { alternatives: ['Formly: build forms faster'], rationale: 'Names the product.' },
  meta_description: { alternatives: [], rationale: 'Kept.' },
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function converse(text: string) {
  return {
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 900, outputTokens: 200, totalTokens: 1100 },
  };
}

function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'local-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 900, completion_tokens: 200, total_tokens: 1100 },
  };
}

const fixedNow = new Date('2026-03-01T10:00:00Z');
const credentials = {
  AWS_ACCESS_KEY_ID: 'AKIDTEST',
  AWS_SECRET_ACCESS_KEY: 'secret-test',
  AWS_SESSION_TOKEN: 'session-test',
};

function bedrock(timeoutMs = 2000) {
  return createRewriteProvider(
    {
      REWRITE_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1:0',
      AWS_REGION: 'eu-west-1',
      BEDROCK_ENDPOINT: base,
      REWRITE_TIMEOUT_MS: String(timeoutMs),
      ...credentials,
    },
    { now: () => fixedNow },
  );
}

function openai(timeoutMs = 2000) {
  return createRewriteProvider({
    REWRITE_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${base}/v1/`,
    OPENAI_API_KEY: 'sk-local',
    OPENAI_MODEL: 'local-model',
    REWRITE_TIMEOUT_MS: String(timeoutMs),
  });
}

describe('the Bedrock Converse provider', () => {
  it('posts a SigV4-signed Converse request and keeps the guarded alternatives', async () => {
    handler = (_req, res) => json(res, 200, converse(JSON.stringify(modelAnswer)));

    const out = await bedrock().rewrite(input);

    const req = received[0];
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/model/anthropic.claude-3-haiku-20240307-v1%3A0/converse');
    const sent = JSON.parse(req.body);
    expect(sent.messages[0]).toMatchObject({
      role: 'user',
      content: [{ text: expect.stringContaining('PAGE FACTS') }],
    });
    expect(sent.system[0].text).toContain('JSON');
    expect(sent.inferenceConfig.maxTokens).toBeGreaterThan(0);
    const expected = signRequest({
      method: 'POST',
      url: `${base}${req.url}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: req.body,
      region: 'eu-west-1',
      service: 'bedrock',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test', sessionToken: 'session-test' },
      now: fixedNow,
    });
    expect(req.headers.authorization).toBe(expected.authorization);
    expect(req.headers['x-amz-security-token']).toBe('session-test');

    expect(out.provider).toBe('bedrock');
    expect(out.fallback_reason).toBeNull();
    expect(out.headline.original).toBe('Welcome to Formly');
    // "Join 10,000 happy teams" states a number the page does not: dropped, and the rationale says so.
    expect(out.headline.alternatives).toEqual(['Build forms faster without code']);
    expect(out.headline.rationale).toContain('Written by bedrock from the page');
    expect(out.headline.rationale).toContain(
      'Dropped: “Join 10,000 happy teams” (a number the page does not state)',
    );
    expect(out.subheadline.alternatives).toEqual(['Collect payments in every form, trusted by 4,000 teams.']);
    // The model left the meta description empty: the page's own words fill it, and say so.
    expect(out.meta_description.alternatives).toEqual(
      rewriteDeterministically(input).meta_description.alternatives,
    );
    expect(out.meta_description.rationale).toMatch(/^The model offered no usable alternative/);
    expect(sent.messages[0].content[0].text).toContain('NUMBERS ON THE PAGE: ["4,000"]');
    expect(copyRewritesSchema.parse(out)).toEqual(out);
  });

  it('falls back to the deterministic rewrites when the server is too slow', async () => {
    handler = () => {
      // Never answers; the provider's time-out must end the wait.
    };

    const out = await bedrock(150).rewrite(input);

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toMatch(/^bedrock: timed out/);
    expect(out.headline.alternatives).toEqual(rewriteDeterministically(input).headline.alternatives);
    expect(copyRewritesSchema.parse(out)).toEqual(out);
  });

  it('falls back on an HTTP 500', async () => {
    handler = (_req, res) => json(res, 500, { message: 'ModelErrorException' });

    const out = await bedrock().rewrite(input);

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toBe('bedrock: HTTP 500: {"message":"ModelErrorException"}');
  });

  it('falls back when the model text is not JSON', async () => {
    handler = (_req, res) => json(res, 200, converse('Sure! Here are some ideas: a better headline.'));

    const out = await bedrock().rewrite(input);

    expect(out.fallback_reason).toBe('bedrock: invalid output: the answer holds no JSON object');
  });

  it('falls back when the response body itself is not JSON', async () => {
    handler = (_req, res) => json(res, 200, '<html>gateway</html>');

    const out = await bedrock().rewrite(input);

    expect(out.fallback_reason).toBe('bedrock: invalid output: the Converse response is not JSON');
  });
});

describe('the grounding validator on model answers', () => {
  it('drops what invents, overclaims, runs long or switches language, and keeps the deterministic copy there', async () => {
    const answer = {
      headline: {
        alternatives: [
          'Build forms faster without code for 4,000 companies',
          'The free form builder with an award-winning editor',
          'Build forms faster without code, collect payments in every form, and never write a single line of code again ever',
        ],
        rationale: 'Bolder.',
      },
      subheadline: {
        alternatives: ['Erstellen Sie Formulare schneller und ohne Code mit Formly.'],
        rationale: 'x',
      },
      primary_cta: { alternatives: ['Start building your forms today now'], rationale: 'x' },
      meta_title: { alternatives: ['Formly | Build forms faster without code'], rationale: 'x' },
      meta_description: { alternatives: [], rationale: 'x' },
    };
    handler = (_req, res) => json(res, 200, chatCompletion(JSON.stringify(answer)));

    const out = await openai().rewrite(input);
    const fallback = rewriteDeterministically(input);

    expect(out.provider).toBe('openai');
    expect(out.meta_title.alternatives).toEqual(['Formly | Build forms faster without code']);
    expect(out.headline.alternatives).toEqual(fallback.headline.alternatives);
    expect(out.headline.rationale).toMatch(/^The model offered no usable alternative/);
    expect(out.subheadline.alternatives).toEqual(fallback.subheadline.alternatives);
    expect(out.primary_cta.alternatives).toEqual(fallback.primary_cta.alternatives);
  });

  it('logs latency, tokens and estimated cost once per scan, also on fallback', async () => {
    const logs: unknown[] = [];
    const env = {
      REWRITE_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${base}/v1`,
      OPENAI_MODEL: 'local-model',
      REWRITE_PRICE_INPUT_PER_MTOK: '3',
      REWRITE_PRICE_OUTPUT_PER_MTOK: '15',
    };
    handler = (_req, res) => json(res, 200, chatCompletion(JSON.stringify(modelAnswer)));
    await createRewriteProvider(env, { log: (e) => logs.push(e) }).rewrite(input);
    handler = (_req, res) => json(res, 200, chatCompletion('not json at all'));
    await createRewriteProvider(env, { log: (e) => logs.push(e) }).rewrite(input);

    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      provider: 'openai',
      outcome: 'used',
      input_tokens: 900,
      output_tokens: 200,
      cost_usd: 0.0057,
      fallback_reason: null,
    });
    expect((logs[0] as { latency_ms: number }).latency_ms).toBeGreaterThanOrEqual(0);
    // The malformed answer was still billed: its tokens and cost are logged with the fallback.
    expect(logs[1]).toMatchObject({ outcome: 'fallback', input_tokens: 900, cost_usd: 0.0057 });
  });

  it('completes with deterministic rewrites when the provider is down', async () => {
    const down = createRewriteProvider({
      REWRITE_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_MODEL: 'm',
      REWRITE_TIMEOUT_MS: '1000',
    });

    const out = await down.rewrite(input);

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toMatch(/^openai: /);
    expect(out.headline.alternatives).toEqual(rewriteDeterministically(input).headline.alternatives);
  });
});

describe('the OpenAI-compatible provider', () => {
  it('posts a chat completion with the bearer key and reads choices[0].message.content', async () => {
    handler = (_req, res) =>
      json(res, 200, chatCompletion('```json\n' + JSON.stringify(modelAnswer) + '\n```'));

    const out = await openai().rewrite(input);

    const req = received[0];
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-local');
    const sent = JSON.parse(req.body);
    expect(sent.model).toBe('local-model');
    expect(sent.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(out.provider).toBe('openai');
    expect(out.primary_cta.alternatives).toEqual(['Start your trial']);
    expect(out.headline.alternatives).not.toContain('Join 10,000 happy teams');
  });

  it('falls back when the answer breaks the schema', async () => {
    handler = (_req, res) => json(res, 200, chatCompletion(JSON.stringify({ headline: ['just a list'] })));

    const out = await openai().rewrite(input);

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toMatch(/^openai: invalid output: the answer does not match the schema/);
  });

  it('falls back when every alternative invents a number', async () => {
    const invented = Object.fromEntries(
      Object.keys(modelAnswer).map((k) => [
        k,
        { alternatives: ['Rated 4.9 by 12,000 users'], rationale: 'Proof.' },
      ]),
    );
    handler = (_req, res) => json(res, 200, chatCompletion(JSON.stringify(invented)));

    const out = await openai().rewrite(input);

    expect(out.fallback_reason).toBe(
      'openai: invalid output: every alternative stated numbers the page does not (5 dropped)',
    );
  });

  it('falls back on a slow server and on a 500', async () => {
    handler = () => {};
    const slow = await openai(150).rewrite(input);
    handler = (_req, res) => json(res, 500, 'boom');
    const broken = await openai().rewrite(input);

    expect(slow.fallback_reason).toMatch(/^openai: timed out/);
    expect(broken.fallback_reason).toBe('openai: HTTP 500: boom');
  });

  it('falls back when the caller has already aborted', async () => {
    handler = (_req, res) => json(res, 200, chatCompletion(JSON.stringify(modelAnswer)));

    const out = await openai().rewrite(input, { signal: AbortSignal.abort() });

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toBe('openai: request failed: aborted by the caller');
    expect(received).toHaveLength(0);
  });
});

describe('the SSRF guard on provider endpoints', () => {
  it('refuses a cloud metadata address before connecting, and the provider falls back', async () => {
    // The guard rejects the IP literal itself; no socket is opened.
    const provider = createRewriteProvider({
      REWRITE_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://169.254.169.254/v1',
      OPENAI_MODEL: 'm',
    });

    const out = await provider.rewrite(input);

    expect(out.provider).toBe('deterministic');
    expect(out.fallback_reason).toMatch(/^openai: request failed: .*169\.254\.169\.254/);
  });
});

describe('createRewriteProvider', () => {
  it('defaults to the deterministic provider', () => {
    expect(createRewriteProvider({})).toBe(deterministicProvider);
    expect(createRewriteProvider({ REWRITE_PROVIDER: 'deterministic' }).name).toBe('deterministic');
  });

  it('refuses an incomplete or unknown configuration', () => {
    expect(() => createRewriteProvider({ REWRITE_PROVIDER: 'bedrock', AWS_REGION: 'eu-west-1' })).toThrow(
      RewriteConfigError,
    );
    expect(() => createRewriteProvider({ REWRITE_PROVIDER: 'openai', OPENAI_MODEL: 'm' })).toThrow(
      /OPENAI_BASE_URL/,
    );
    expect(() => createRewriteProvider({ REWRITE_PROVIDER: 'gpt' })).toThrow(
      /deterministic, bedrock or openai/,
    );
    expect(() => createRewriteProvider({ REWRITE_TIMEOUT_MS: 'soon' })).toThrow(/REWRITE_TIMEOUT_MS/);
  });
});
