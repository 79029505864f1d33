import { describe, expect, it } from 'vitest';
import {
  delayAfterAttempt,
  MAX_SCHEDULE_SECONDS,
  retrySchedule,
  SCHEDULE_A,
  SCHEDULE_B,
} from '../../lib/webhooks/schedule.js';

describe('retrySchedule', () => {
  it('defaults to Profile B: the initial attempt plus retries at 30 s, 5 min, 30 min, 2 h and 8 h', () => {
    expect(retrySchedule({})).toEqual([0, 30, 300, 1800, 7200, 28800]);
    expect(retrySchedule({})).toEqual([...SCHEDULE_B]);
  });

  it('selects the 3-attempt Profile A schedule (now, +5 min, +30 min) with WEBHOOK_RETRY_PROFILE=A', () => {
    expect(retrySchedule({ WEBHOOK_RETRY_PROFILE: 'A' })).toEqual([0, 300, 1800]);
    expect(retrySchedule({ WEBHOOK_RETRY_PROFILE: 'A' })).toEqual([...SCHEDULE_A]);
  });

  it('takes WEBHOOK_RETRY_SCHEDULE over either profile, spaces allowed', () => {
    expect(retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '0, 1,2', WEBHOOK_RETRY_PROFILE: 'A' })).toEqual([
      0, 1, 2,
    ]);
    expect(retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '0' })).toEqual([0]);
  });

  it('refuses a schedule that goes backwards or is not made of numbers', () => {
    expect(() => retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '0,5,2' })).toThrow(/non-decreasing/);
    expect(() => retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '0,soon' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
    expect(() => retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '-1,2' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it('refuses a schedule that outlasts the 24-hour jobs workflow', () => {
    expect(() => retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '0,3600,86400' })).toThrow(/24 h/);
    expect(retrySchedule({ WEBHOOK_RETRY_SCHEDULE: `0,${MAX_SCHEDULE_SECONDS}` })).toHaveLength(2);
  });
});

describe('delayAfterAttempt', () => {
  it('turns the offsets of Profile B into the waits between its 6 attempts', () => {
    const waits = [1, 2, 3, 4, 5].map((n) => delayAfterAttempt(SCHEDULE_B, n));
    expect(waits).toEqual([30, 270, 1500, 5400, 21600]);
  });

  it('has no wait left after the last attempt', () => {
    expect(delayAfterAttempt(SCHEDULE_B, 6)).toBeNull();
    expect(delayAfterAttempt(SCHEDULE_A, 3)).toBeNull();
    expect(delayAfterAttempt([0], 1)).toBeNull();
  });

  it('waits 0 seconds between attempts scheduled at the same offset', () => {
    expect(delayAfterAttempt([0, 0, 5], 1)).toBe(0);
    expect(delayAfterAttempt([0, 0, 5], 2)).toBe(5);
  });
});
