import { describe, expect, it } from 'vitest';
import { eventPayloads, type JobInput, type ScanOutcome } from '../../lib/webhooks/delivery-payloads.js';
import { deliveryIdOf, receiverKey } from '../../lib/webhooks/delivery-records.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const eventId = (s: string) => `evt_${s}`;
const completed: ScanOutcome = {
  scan_id: 'sc_1',
  url: 'https://shop.example.com/p/1',
  status: 'completed',
  score: 72,
  verdict: 'good',
};
const blocked: ScanOutcome = {
  scan_id: 'sc_2',
  url: 'https://guarded.example.org/',
  status: 'failed',
  code: 'BOT_BLOCKED',
  message: 'The site is protected by Cloudflare bot protection.',
  blocked: true,
};
const scanJob = (id: string): JobInput => ({
  job_id: id,
  kind: 'scan',
  account_id: 'acc_1',
  webhook_url: null,
});

describe('eventPayloads', () => {
  it('builds scan.completed with the fields of SPEC 6.1', () => {
    const [p] = eventPayloads(scanJob('sc_1'), [completed], eventId, NOW);
    expect(p.event).toBe('scan.completed');
    expect(p.scan_ids).toEqual(['sc_1']);
    expect(p.body).toEqual({
      id: 'evt_sc_1',
      event: 'scan.completed',
      created_at: '2026-11-21T12:00:00.000Z',
      scan_id: 'sc_1',
      url: 'https://shop.example.com/p/1',
      score: 72,
      data: { domain: 'shop.example.com', verdict: 'good' },
    });
  });

  it('builds scan.failed with a null score, data.blocked and data.code', () => {
    const [p] = eventPayloads(scanJob('sc_2'), [blocked], eventId, NOW);
    expect(p.event).toBe('scan.failed');
    expect(p.body).toMatchObject({
      event: 'scan.failed',
      scan_id: 'sc_2',
      score: null,
      data: { domain: 'guarded.example.org', blocked: true, code: 'BOT_BLOCKED' },
    });
  });

  it('gives a failure without a code SCAN_FAILED and blocked false', () => {
    const [p] = eventPayloads(
      scanJob('sc_3'),
      [{ scan_id: 'sc_3', url: 'https://a.example/', status: 'failed' }],
      eventId,
      NOW,
    );
    expect(p.body).toMatchObject({ data: { blocked: false, code: 'SCAN_FAILED' } });
  });

  it('makes one batch.completed event of a batch, carrying every scan as its own event would', () => {
    const job: JobInput = {
      job_id: 'batch_1',
      kind: 'batch',
      account_id: 'acc_1',
      webhook_url: 'https://hooks.example/',
    };
    const payloads = eventPayloads(job, [completed, blocked], eventId, NOW);
    expect(payloads).toHaveLength(1);
    expect(payloads[0].event).toBe('batch.completed');
    expect(payloads[0].scan_ids).toEqual(['sc_1', 'sc_2']);
    expect(payloads[0].body).toMatchObject({
      id: 'evt_batch_1',
      event: 'batch.completed',
      batch_id: 'batch_1',
      data: { total: 2, completed: 1, failed: 1 },
    });
    const scans = (payloads[0].body.data as { scans: { event: string; scan_id: string }[] }).scans;
    expect(scans.map((s) => [s.event, s.scan_id])).toEqual([
      ['scan.completed', 'sc_1'],
      ['scan.failed', 'sc_2'],
    ]);
  });
});

describe('receiverKey and deliveryIdOf', () => {
  it('treat two spellings of one receiver as the same URL', () => {
    expect(receiverKey('HTTPS://Hooks.Example.com:443')).toBe(receiverKey('https://hooks.example.com/'));
    expect(deliveryIdOf('evt_sc_1', 'HTTPS://Hooks.Example.com:443')).toBe(
      deliveryIdOf('evt_sc_1', 'https://hooks.example.com/'),
    );
  });

  it('give each event and receiver its own short id, the same on every call', () => {
    const id = deliveryIdOf('evt_sc_1', 'https://hooks.example.com/a');
    expect(id).toMatch(/^dlv_[0-9a-f]{24}$/);
    expect(deliveryIdOf('evt_sc_1', 'https://hooks.example.com/a')).toBe(id);
    expect(deliveryIdOf('evt_sc_1', 'https://hooks.example.com/b')).not.toBe(id);
    expect(deliveryIdOf('evt_sc_2', 'https://hooks.example.com/a')).not.toBe(id);
  });

  it('keeps the redelivery execution name within the 80 characters Step Functions allows', () => {
    const id = deliveryIdOf('evt_batch_mwqlk4c1b0k8elnbsz', 'https://hooks.example.com/' + 'x'.repeat(500));
    expect(`redeliver_${id}_999`.length).toBeLessThanOrEqual(80);
  });
});
