import { describe, expect, it } from 'vitest';
import { jobMessage, parseJobMessage, type JobMessage } from '../../lib/runtime/job-message.js';

const options = { pages: 1, fields: null, finding_limit: 10, finding_depth: 'full' as const };

const jobs: JobMessage[] = [
  {
    job_id: 'sc_1',
    kind: 'scan',
    account_id: 'acct_1',
    webhook_url: 'https://hooks.example/a',
    scans: [{ scan_id: 'sc_1', url: 'https://example.com/' }],
    options,
  },
  {
    job_id: 'bt_1',
    kind: 'batch',
    account_id: 'acct_1',
    webhook_url: 'https://hooks.example/a',
    scans: [{ scan_id: 'sc_2', url: 'https://example.com/' }],
    cached: [
      {
        scan_id: 'sc_3',
        url: 'https://example.org/',
        result: {
          scan_id: 'sc_3',
          url: 'https://example.org/',
          status: 'completed',
          score: 70,
          verdict: 'good',
          industry: 'saas',
          audit_key: 'scans/sc_0/audit.json',
        },
      },
    ],
    order: ['sc_3', 'sc_2'],
    options: { ...options, pages: ['/pricing'], fields: ['score'] },
  },
  {
    job_id: 'redeliver_dlv_1_1',
    kind: 'redeliver',
    account_id: 'acct_1',
    deliveries: { items: [{ delivery_id: 'dlv_1', attempt: 3, status: 'pending', next_delay_seconds: 0 }] },
  },
];

describe('the ScanJobs queue message', () => {
  it.each(jobs)('reads back what was built ($kind)', (job) => {
    expect(parseJobMessage(JSON.stringify(jobMessage(job)))).toEqual(job);
  });

  it('refuses to build a malformed job', () => {
    expect(() => jobMessage({ ...jobs[0], job_id: '' })).toThrow();
    expect(() => jobMessage({ ...jobs[2], deliveries: { items: [] } } as JobMessage)).toThrow();
  });

  it('rejects a body that is not a job', () => {
    expect(() => parseJobMessage('this is not a job')).toThrow(/not JSON/);
    expect(() => parseJobMessage(JSON.stringify({ job_id: 'sc_1' }))).toThrow(/not a job/);
    expect(() => parseJobMessage(JSON.stringify({ ...jobs[0], kind: 'rescan' }))).toThrow(/not a job/);
  });
});
