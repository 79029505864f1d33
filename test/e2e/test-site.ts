import type { IncomingMessage } from 'node:http';
import { startServer, type LocalServer } from '../support/local-server.js';

export interface Delivery {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A small page that scans quickly; `label` changes its words (and so its fingerprint). */
export function smallPage(label: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${label} | Acme Analytics</title>
<meta name="description" content="Acme Analytics turns raw product events into weekly revenue reports.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><header><nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/about">About</a></nav></header>
<main><h1>${label}</h1>
<p>Acme Analytics turns raw product events into weekly revenue reports your whole team can read.
Connect your store in five minutes and see which pages lose buyers.</p>
<a class="button" href="/signup">Start free trial</a>
<h2>Why teams choose Acme</h2><p>Over 1,200 stores use Acme every week. Cancel anytime, no card needed.</p>
<form action="/signup" method="post"><label>Email <input type="email" name="email"></label><button type="submit">Get started</button></form>
</main><footer><p>Acme Analytics Ltd, 1 Main Street, Springfield. <a href="/privacy">Privacy</a></p></footer></body></html>`;
}

const CLOUDFLARE_CHALLENGE =
  '<!doctype html><html><head><title>Just a moment...</title></head><body><div id="cf-chl-widget"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

/**
 * The pages the suite scans and the webhook receiver, on one 127.0.0.1 server:
 *  /page/<label>   a small page whose h1 is the label (distinct URLs defeat the cache)
 *  /mutable        a page the test rewrites (cache invalidation)
 *  /challenge      a Cloudflare challenge (BOT_BLOCKED)
 *  /broken         HTTP 500 (EXTRACTION_FAILED after two attempts)
 *  /report.pdf     not HTML (EXTRACTION_FAILED)
 *  /slow/<label>   held open until `releaseSlow()` (requests that stay in flight)
 *  POST /hook/*    records webhook deliveries and answers 200
 */
export interface TestSite {
  server: LocalServer;
  deliveries: Delivery[];
  /** The /mutable page: its HTML and the status it answers with. */
  mutable: { html: string; status: number };
  /** Resolves once `n` requests for /slow pages are being held. */
  slowHeld(n: number): Promise<void>;
  releaseSlow(): void;
  waitForDelivery(match: (d: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>;
  close(): Promise<void>;
}

export async function startTestSite(): Promise<TestSite> {
  const deliveries: Delivery[] = [];
  const mutable = { html: smallPage('The original headline'), status: 200 };
  let held: (() => void)[] = [];
  let heldWaiters: { n: number; resolve: () => void }[] = [];
  const server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname.startsWith('/hook')) {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      deliveries.push({
        path: url.pathname,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    }
    const html = (body: string, status = 200) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (url.pathname.startsWith('/page/')) return html(smallPage(decodeURIComponent(url.pathname.slice(6))));
    if (url.pathname === '/mutable') return html(mutable.html, mutable.status);
    if (url.pathname === '/challenge')
      return res
        .writeHead(403, { 'content-type': 'text/html', server: 'cloudflare', 'cf-mitigated': 'challenge' })
        .end(CLOUDFLARE_CHALLENGE);
    if (url.pathname === '/broken') return html('<html><body>Internal error</body></html>', 500);
    if (url.pathname === '/report.pdf')
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 not a web page');
    if (url.pathname.startsWith('/slow/')) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        heldWaiters = heldWaiters.filter((w) => (held.length >= w.n ? (w.resolve(), false) : true));
      });
      return html(smallPage(decodeURIComponent(url.pathname.slice(6))));
    }
    return html(smallPage('Home'));
  });
  return {
    server,
    deliveries,
    mutable,
    slowHeld: (n) =>
      held.length >= n ? Promise.resolve() : new Promise((resolve) => heldWaiters.push({ n, resolve })),
    releaseSlow: () => {
      const release = held;
      held = [];
      for (const r of release) r();
    },
    async waitForDelivery(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = deliveries.find(match);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching webhook delivery within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => server.close(),
  };
}
