import type { IncomingMessage, ServerResponse } from 'node:http';
import { startServer, type LocalServer } from '../support/local-server.js';

/** One POST as the receiver saw it: the raw body is what signatures are computed over. */
export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  rawBody: string;
  /** The answer it got: a status, or how the receiver misbehaved. */
  answer: ReceiverAnswer;
}

/** What the receiver does with the nth request (1-based, counted over all paths). */
export type ReceiverAnswer =
  { status: number; location?: string; body?: string } | { drop: true } | { delayMs: number; status: number };

export interface WebhookReceiver extends LocalServer {
  received: ReceivedDelivery[];
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * A webhook receiver on 127.0.0.1 whose behaviour per request comes from `script`: answer with a
 * status (a 301 with a Location), drop the connection, or answer late.
 *
 * @example const receiver = await startReceiver((n) => (n <= 2 ? { status: 500 } : { status: 200 }));
 */
export async function startReceiver(
  script: (n: number, path: string) => ReceiverAnswer,
): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = req.url ?? '/';
    const answer = script(received.length + 1, path);
    received.push({ path, headers: headersOf(req), rawBody: Buffer.concat(chunks).toString('utf8'), answer });
    for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
    if ('drop' in answer) {
      req.socket.destroy();
      return;
    }
    if ('delayMs' in answer) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(
      answer.status,
      'location' in answer && answer.location ? { location: answer.location } : {},
    );
    res.end('body' in answer && answer.body !== undefined ? answer.body : answer.status < 300 ? 'ok' : 'no');
  };
  const server = await startServer(handler);
  return Object.assign(server, {
    received,
    waitFor(count: number, timeoutMs = 30_000) {
      return new Promise<ReceivedDelivery[]>((resolve, reject) => {
        if (received.length >= count) return resolve(received);
        const timer = setTimeout(
          () => reject(new Error(`the receiver got ${received.length} of ${count} deliveries`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
  });
}
