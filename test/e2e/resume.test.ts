import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableJournal } from '../../infra/local/execution-journal.js';
import { startLocalRuntime } from '../../infra/local/runtime.js';
import { createScan, getScan } from '../../lib/scans/scans.js';
import { serveCorpus } from '../support/corpus.js';
import type { LocalServer } from '../support/local-server.js';

const env = { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'static' };
let dataDir: string;
let pages: LocalServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cas-resume-'));
  pages = await serveCorpus();
});

afterAll(async () => {
  await pages.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded runtime after a crash', () => {
  it('resumes an async job that was started but never finished, and completes its scan', async () => {
    // A runtime accepts a job and dies before the execution ends: only the journal entry remains.
    const first = await startLocalRuntime({ dataDir, env });
    const scan = {
      scan_id: 'sc_resumetest00001',
      account_id: 'acct_resume',
      url: pages.at('/agency/bluecadet-agency-home.html'),
      options: { pages: 1, fields: null, finding_limit: 10, finding_depth: 'full' as const },
    };
    await createScan(first.services.table, {
      ...scan,
      mode: 'async',
      status: 'pending',
      created_at: new Date().toISOString(),
      cost_usd: 0,
    });
    const journal = tableJournal(first.services.table);
    await journal.started(scan.scan_id, {
      job_id: scan.scan_id,
      kind: 'scan',
      account_id: scan.account_id,
      webhook_url: null,
      scans: [{ scan_id: scan.scan_id, url: scan.url }],
      options: scan.options,
    });
    await first.stop();

    const second = await startLocalRuntime({ dataDir, env });
    try {
      await second.workflows.idle();
      const after = await getScan(second.services.table, scan.scan_id);
      expect(after?.status).toBe('completed');
      expect(second.workflows.traces.map((t) => t.name)).toContain(scan.scan_id);
      expect(await tableJournal(second.services.table).unfinished()).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
