/**
 * When delivery attempts happen, as seconds after the first attempt. Profile B (default): the
 * initial attempt plus retries at 30 s, 5 min, 30 min, 2 h and 8 h. Profile A: now, +5 min, +30 min.
 * WEBHOOK_RETRY_SCHEDULE ("0,1,2") overrides both, which lets the embedded runtime and tests watch
 * the whole behaviour in seconds.
 */
export const SCHEDULE_B = [0, 30, 300, 1800, 7200, 28800] as const;
export const SCHEDULE_A = [0, 300, 1800] as const;
/** The jobs machine times out after 24 h; the scans before the first attempt need part of it. */
export const MAX_SCHEDULE_SECONDS = 20 * 3600;

export function retrySchedule(env: NodeJS.ProcessEnv): number[] {
  const custom = env.WEBHOOK_RETRY_SCHEDULE?.trim();
  if (custom) {
    const offsets = custom.split(',').map((s) => Number(s.trim()));
    const valid =
      offsets.length > 0 &&
      offsets.every((n, i) => Number.isFinite(n) && n >= 0 && (i === 0 || n >= offsets[i - 1]));
    if (!valid)
      throw new Error(
        `WEBHOOK_RETRY_SCHEDULE must be non-decreasing seconds, e.g. "0,30,300"; got "${custom}"`,
      );
    if (offsets[offsets.length - 1] > MAX_SCHEDULE_SECONDS)
      throw new Error(
        `WEBHOOK_RETRY_SCHEDULE must end within ${MAX_SCHEDULE_SECONDS} s (the jobs workflow runs at most 24 h); got "${custom}"`,
      );
    return offsets;
  }
  return [...(env.WEBHOOK_RETRY_PROFILE === 'A' ? SCHEDULE_A : SCHEDULE_B)];
}

/** Seconds to wait after attempt `done` (1-based) before the next one, or null when none is left. */
export function delayAfterAttempt(schedule: readonly number[], done: number): number | null {
  if (done >= schedule.length) return null;
  return Math.max(0, schedule[done] - schedule[done - 1]);
}
