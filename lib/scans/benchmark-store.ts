import { HISTOGRAM_SIZE } from '../engine/index.js';
import type { Table } from '../store/table.js';

const key = (industry: string) => ({ pk: `BENCH#${industry}`, sk: 'HISTOGRAM' as const });

/** The industry's score histogram: counts[s] = stored scans that scored s (0-100). */
export async function readHistogram(table: Table, industry: string): Promise<number[]> {
  const item = await table.get<Record<string, unknown>>(key(industry).pk, key(industry).sk, false);
  const counts = new Array<number>(HISTOGRAM_SIZE).fill(0);
  if (!item) return counts;
  for (let s = 0; s < HISTOGRAM_SIZE; s += 1) {
    const v = item[`s${s}`];
    if (typeof v === 'number') counts[s] = v;
  }
  return counts;
}

/** Count one more scan at `score`; ADD is atomic, so concurrent scans never lose an update. */
export async function addToHistogram(table: Table, industry: string, score: number): Promise<void> {
  const s = Math.min(100, Math.max(0, Math.round(score)));
  await table.update({
    Key: key(industry),
    UpdateExpression: 'ADD #s :one, #total :one',
    ExpressionAttributeNames: { '#s': `s${s}`, '#total': 'total' },
    ExpressionAttributeValues: { ':one': 1 },
  });
}
