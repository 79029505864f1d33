import type { Table } from '../store/table.js';

/**
 * The public state of the service and the operator's maintenance notice (SPEC 8: planned
 * maintenance is announced ahead by a notice). One table item, `STATUS` / `NOTICE`, set with
 * `npm run admin -- notice set --starts <ISO> [--ends <ISO>] --text <text>`.
 */
export interface MaintenanceNotice {
  text: string;
  starts_at: string;
  ends_at: string | null;
  set_at: string;
}

export interface ServiceStatus {
  /** `operational`, or `maintenance` while a notice's window is open. */
  state: 'operational' | 'maintenance';
  /** The notice while it is upcoming or running; null when there is none or it has ended. */
  notice: MaintenanceNotice | null;
  checked_at: string;
}

const NOTICE_KEY = { pk: 'STATUS', sk: 'NOTICE' };
const MAX_NOTICE_CHARS = 500;

/** Sets (replaces) the maintenance notice; throws on a bad date or an empty or over-long text. */
export async function setNotice(
  table: Table,
  input: { text: string; startsAt: string; endsAt?: string | null },
  now: Date,
): Promise<MaintenanceNotice> {
  const text = input.text.trim();
  if (!text || text.length > MAX_NOTICE_CHARS)
    throw new Error(`--text must be 1-${MAX_NOTICE_CHARS} characters`);
  const starts = Date.parse(input.startsAt);
  if (Number.isNaN(starts)) throw new Error('--starts must be an ISO 8601 date, e.g. 2026-12-01T02:00:00Z');
  const ends = input.endsAt ? Date.parse(input.endsAt) : null;
  if (ends !== null && (Number.isNaN(ends) || ends <= starts))
    throw new Error('--ends must be an ISO 8601 date after --starts');
  const notice: MaintenanceNotice = {
    text,
    starts_at: new Date(starts).toISOString(),
    ends_at: ends === null ? null : new Date(ends).toISOString(),
    set_at: now.toISOString(),
  };
  await table.put({ ...NOTICE_KEY, ...notice });
  return notice;
}

export async function clearNotice(table: Table): Promise<void> {
  await table.delete(NOTICE_KEY.pk, NOTICE_KEY.sk);
}

/** The state the public status route answers with. */
export async function serviceStatus(table: Table, now: Date): Promise<ServiceStatus> {
  const item = await table.get<MaintenanceNotice>(NOTICE_KEY.pk, NOTICE_KEY.sk, false);
  const notice: MaintenanceNotice | null = item
    ? { text: item.text, starts_at: item.starts_at, ends_at: item.ends_at ?? null, set_at: item.set_at }
    : null;
  const at = now.getTime();
  const ended = notice?.ends_at ? Date.parse(notice.ends_at) <= at : false;
  const running = notice !== null && !ended && Date.parse(notice.starts_at) <= at;
  return {
    state: running ? 'maintenance' : 'operational',
    notice: notice && !ended ? notice : null,
    checked_at: now.toISOString(),
  };
}
