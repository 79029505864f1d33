import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config.js';
import type { FullAudit } from '../../lib/engine/index.js';
import { auditInProcess } from '../../lib/scans/audit-in-process.js';
import { serveCorpus } from '../support/corpus.js';
import { startServer, type LocalServer } from '../support/local-server.js';

/**
 * The AI path end to end (issue 24): a whole scan of a served corpus page with the OpenAI-compatible
 * provider pointed at a local model server that answers well, invents a fact, sends malformed JSON,
 * is too slow, or fails. The grounding validator keeps the good answer and drops the invented fact;
 * every other scan completes with the deterministic rewrites and says why.
 */
const PAGE = '/agency/misterplumber-home.html';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let pages: LocalServer;
let model: LocalServer;
let answer: Answer = () => {};
let deterministic: FullAudit;

function completion(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      model: 'local-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 900, completion_tokens: 200, total_tokens: 1100 },
    }),
  );
}

/** The model's answer in the schema the prompt asks for, from the page's own deterministic copy. */
function answerFrom(audit: FullAudit, extra: Partial<Record<'subheadline', string>> = {}): string {
  const r = audit.copy_rewrites;
  const el = (e: keyof typeof r & string, more?: string) => {
    const v = r[e] as { alternatives: string[] };
    return { alternatives: [...v.alternatives, ...(more ? [more] : [])], rationale: 'From the page.' };
  };
  return JSON.stringify({
    headline: el('headline'),
    subheadline: el('subheadline', extra.subheadline),
    primary_cta: el('primary_cta'),
    meta_title: el('meta_title'),
    meta_description: el('meta_description'),
  });
}

async function scanWith(timeoutMs = 5000): Promise<FullAudit> {
  // a new environment object per scan: the runtime builds one provider per environment
  const env = {
    RENDER_MODE: 'static',
    REWRITE_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${model.origin}/v1`,
    OPENAI_MODEL: 'local-model',
    REWRITE_TIMEOUT_MS: String(timeoutMs),
  };
  const config = { ...readConfig(env), allowPrivateTargets: true };
  const { audit } = await auditInProcess(pages.at(PAGE), { config, env, localFile: true });
  expect(audit.findings.length).toBeGreaterThan(0);
  return audit;
}

beforeAll(async () => {
  pages = await serveCorpus();
  model = await startServer((req, res) => {
    req.resume();
    req.on('end', () => answer(req, res));
  });
  const env = { RENDER_MODE: 'static' };
  const config = { ...readConfig(env), allowPrivateTargets: true };
  deterministic = (await auditInProcess(pages.at(PAGE), { config, env, localFile: true })).audit;
});

afterAll(async () => {
  await model.close();
  await pages.close();
});

describe('a scan with the OpenAI-compatible provider on a local model server', () => {
  it('uses a grounded answer', async () => {
    // the elements the page's own copy gives an alternative (its subheadline, good by the rubric
    // since the subheadline is read as the hero's own line, gets none)
    const elements = (
      ['headline', 'subheadline', 'primary_cta', 'meta_title', 'meta_description'] as const
    ).filter((e) => deterministic.copy_rewrites[e].alternatives.length > 0);
    expect(elements.length).toBeGreaterThan(0);
    answer = (_req, res) => completion(res, answerFrom(deterministic));

    const audit = await scanWith();

    expect(audit.copy_rewrites.provider).toBe('openai');
    expect(audit.copy_rewrites.fallback_reason).toBeNull();
    for (const e of elements)
      expect(audit.copy_rewrites[e].alternatives).toEqual(deterministic.copy_rewrites[e].alternatives);
    expect(audit.copy_rewrites.primary_cta.alternatives).toEqual(
      deterministic.copy_rewrites.primary_cta.alternatives,
    );
  });

  it('drops an invented fact and keeps the rest of the answer', async () => {
    answer = (_req, res) =>
      completion(
        res,
        answerFrom(deterministic, { subheadline: 'Trusted by 50,000 homeowners in 120 cities since 1962.' }),
      );

    const audit = await scanWith();

    expect(audit.copy_rewrites.provider).toBe('openai');
    expect(audit.copy_rewrites.subheadline.alternatives).toEqual(
      deterministic.copy_rewrites.subheadline.alternatives,
    );
    expect(audit.copy_rewrites.subheadline.rationale).toContain(
      'Dropped: “Trusted by 50,000 homeowners in 120 cities since 1962.” (a number the page does not state)',
    );
  });

  it.each<[string, Answer, number, RegExp]>([
    [
      'malformed JSON',
      (_req, res) => completion(res, '{"headline": {"alternatives": ['),
      5000,
      /invalid output/,
    ],
    ['a slow answer', () => {}, 300, /timed out/],
    ['an error', (_req, res) => res.writeHead(500).end('model crashed'), 5000, /HTTP 500/],
  ])('completes with the deterministic rewrites on %s', async (_what, a, timeoutMs, reason) => {
    answer = a;

    const audit = await scanWith(timeoutMs);

    expect(audit.copy_rewrites.provider).toBe('deterministic');
    expect(audit.copy_rewrites.fallback_reason).toMatch(reason);
    for (const e of ['headline', 'subheadline', 'primary_cta', 'meta_title', 'meta_description'] as const)
      expect(audit.copy_rewrites[e]).toEqual(deterministic.copy_rewrites[e]);
  });
});
