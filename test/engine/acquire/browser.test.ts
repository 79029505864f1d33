import { readFileSync } from 'node:fs';
import type { LookupAddress } from 'node:dns';
import { availableParallelism, totalmem } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserUnavailableError,
  HOST_LIMIT,
  accountSlotLimit,
  browserPids,
  closeBrowser,
  getBrowser,
  launchFlags,
  renderLoad,
  renderPoolSize,
  setRenderPoolSize,
} from '../../../lib/engine/acquire/browser.js';
import { RenderFailedError, renderPage, type RenderResult } from '../../../lib/engine/acquire/render.js';
import { startServer, type LocalServer } from '../../support/local-server.js';

/** Fake DNS: names ending in .test are this machine, except the one that rebinds to metadata. */
async function fakeResolver(hostname: string): Promise<LookupAddress[]> {
  if (hostname === 'metadata-rebind.test') return [{ address: '169.254.169.254', family: 4 }];
  if (hostname.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

/** The process configuration every render of this file uses (one browser for the whole file). */
const config = { allowPrivate: true, resolver: fakeResolver };

let server: LocalServer;
let imagesInFlight = 0;
let maxImagesInFlight = 0;
/** How long the server holds a slow image (after any hold below). */
const slowImageMs = 400;
/**
 * Set by a test that counts renders loading at once: each slow image is held until this many are
 * open, so the count does not depend on how fast a busy machine launches browsers (one that
 * launched late used to find the other page's image gone).
 */
let holdUntilInFlight = 0;
const held: (() => void)[] = [];
/** Set by a test: runs when the next slow image is requested, i.e. while a render is loading. */
let onSlowImage: (() => void) | null = null;
/** Cookie headers the server received, by path. */
const cookiesSeen = new Map<string, string>();

const PAGE_A = `<!doctype html><html><body><h1>Page A</h1><a href="/a1">A one</a>
  <img src="http://169.254.169.254/only-a.png"><img src="/slow.png?a"></body></html>`;
const PAGE_B = `<!doctype html><html><body><h1>Page B</h1><button>B one</button><button>B two</button>
  <img src="http://metadata-rebind.test/only-b.png"><img src="/slow.png?b"></body></html>`;

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    cookiesSeen.set(url.pathname, req.headers.cookie ?? '');
    if (url.pathname === '/slow.png') {
      // Each page holds one slow image open, so open images count the pages loading at once.
      onSlowImage?.();
      onSlowImage = null;
      imagesInFlight++;
      maxImagesInFlight = Math.max(maxImagesInFlight, imagesInFlight);
      if (imagesInFlight >= holdUntilInFlight) for (const release of held.splice(0)) release();
      // At most 10 s, well inside a render's load deadline: a render that never overlapped another
      // still ends, and the count shows it.
      else await new Promise<void>((resolve) => held.push(resolve) && setTimeout(resolve, 10_000));
      await new Promise((resolve) => setTimeout(resolve, slowImageMs));
      imagesInFlight--;
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    if (url.pathname === '/a') return res.end(PAGE_A);
    if (url.pathname === '/b') return res.end(PAGE_B);
    if (url.pathname === '/remember') {
      res.end(`<!doctype html><html><head><script>
        document.cookie = 'script_cookie=1; max-age=3600';
        localStorage.setItem('seen', 'yes');
        </script></head><body><h1>Remember</h1></body></html>`);
      return;
    }
    if (url.pathname === '/recall') {
      res.end(`<!doctype html><html><body><h1 id="state"></h1><script>
        document.getElementById('state').textContent =
          'cookie=[' + document.cookie + '] storage=[' + (localStorage.getItem('seen') ?? '') + ']';
        </script></body></html>`);
      return;
    }
    const slow = url.pathname.startsWith('/slow') ? `<img src="/slow.png?${url.pathname}">` : '';
    res.end(`<!doctype html><html><body><h1>Hello</h1><a href="/next">Next</a>${slow}</body></html>`);
  });
});

afterAll(async () => {
  setRenderPoolSize(null);
  await closeBrowser();
  await server.close();
});

/** The server's page at `path` under a host name the fake resolver maps to 127.0.0.1. */
const at = (host: string, path: string): string => `http://${host}:${server.port}${path}`;

/** The command line the browser process was started with. */
function browserCommandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
}

describe('the browser pool', () => {
  it('is launched once and reused across renders', async () => {
    const first = await getBrowser(config);
    await renderPage(server.url, config);
    const second = await getBrowser(config);

    expect(second).toBe(first);
    expect(second.connected).toBe(true);
  });

  it('gives a render the browser a launch already under way starts, not a second one', async () => {
    await closeBrowser();
    // As acquireModel does while it fetches the page: the launch starts, the render comes before it ends.
    const launching = getBrowser(config);
    await renderPage(server.url, config);

    expect(browserPids()).toHaveLength(1);
    expect(await getBrowser(config)).toBe(await launching);
  });

  it('runs with the flags Lambda needs: --single-process and the one guarded proxy of the process', async () => {
    const browser = await getBrowser(config);
    const args = browserCommandLine(browser.process()!.pid!);

    expect(args).toContain('--single-process');
    expect(args.some((a) => /^--proxy-server=http:\/\/127\.0\.0\.1:\d+$/.test(a))).toBe(true);
    expect(args).toContain('--proxy-bypass-list=<-loopback>');
    expect(launchFlags('http://127.0.0.1:1')).toContain('--single-process');
    // Popups would keep running in the browser after their opener's render (hostile-pages.test.ts).
    expect(args).toContain('--block-new-web-contents');
  });

  it('renders two pages at once, each in a browser of its own with only its own facts and refusals', async () => {
    maxImagesInFlight = 0;
    holdUntilInFlight = 2;

    const [a, b] = await Promise.all([
      renderPage(at('site-a.test', '/a'), config),
      renderPage(at('site-b.test', '/b'), config),
    ]).finally(() => (holdUntilInFlight = 0));

    expect(maxImagesInFlight).toBe(2);
    expectPageA(a);
    expectPageB(b);
  });

  it('renders the same two pages one after the other with the same facts', async () => {
    const a = await renderPage(at('site-a.test', '/a'), config);
    const b = await renderPage(at('site-b.test', '/b'), config);

    expectPageA(a);
    expectPageB(b);
  });

  it('clears cookies and storage a page left behind before the next scan of that site', async () => {
    await renderPage(at('memory.test', '/remember'), config);
    const next = await renderPage(at('memory.test', '/recall'), config);

    expect(next.html).toContain('cookie=[] storage=[]');
    expect(cookiesSeen.get('/recall')).toBe('');
  });

  it('is replaced after its process is killed', async () => {
    const crashed = await getBrowser(config);
    const disconnected = new Promise<void>((resolve) => crashed.once('disconnected', () => resolve()));

    crashed.process()!.kill('SIGKILL');
    await disconnected;
    const result = await renderPage(server.url, config);
    const replacement = await getBrowser(config);

    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 data-cas-id="1">Hello</h1>');
    expect(replacement).not.toBe(crashed);
    expect(replacement.connected).toBe(true);
  });

  it('fails an in-flight render with RenderFailedError when the browser dies under it', async () => {
    const browser = await getBrowser(config);
    onSlowImage = () => browser.process()!.kill('SIGKILL');

    await expect(renderPage(server.at('/slow/crash'), config)).rejects.toThrow(RenderFailedError);
    const after = await renderPage(server.url, config);

    expect(after.status).toBe(200);
  });

  it('keeps at most the pool size of pages loading at once, one account at most all slots but one', async () => {
    setRenderPoolSize(3);
    try {
      maxImagesInFlight = 0;
      holdUntilInFlight = accountSlotLimit(3);
      const oneAccount = await Promise.all(
        Array.from({ length: 4 }, (_, i) => renderPage(at(`host-${i}.test`, `/slow/${i}`), config)),
      );
      expect(oneAccount.every((r) => r.status === 200)).toBe(true);
      expect(maxImagesInFlight).toBe(accountSlotLimit(3));

      maxImagesInFlight = 0;
      holdUntilInFlight = 3;
      const twoAccounts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          renderPage(at(`host-${i}.test`, `/slow/${i}`), { ...config, tenant: `account-${i % 2}` }),
        ),
      );
      expect(twoAccounts.every((r) => r.status === 200)).toBe(true);
      expect(maxImagesInFlight).toBe(3);
    } finally {
      holdUntilInFlight = 0;
      setRenderPoolSize(null);
    }
  });

  it("gives another account's render the next slot, ahead of the first account's queue", async () => {
    setRenderPoolSize(2);
    try {
      const order: string[] = [];
      const first = Array.from({ length: 4 }, (_, i) =>
        renderPage(at(`queue-${i}.test`, `/slow/a${i}`), { ...config, tenant: 'busy' }).then(() =>
          order.push(`busy-${i}`),
        ),
      );
      // The busy account holds its one slot (the other is kept for anyone else) and queues three.
      while (renderLoad().waiting < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      const other = renderPage(at('other.test', '/slow/b'), { ...config, tenant: 'other' }).then(() =>
        order.push('other'),
      );
      await Promise.all([...first, other]);

      // It started at once on the slot the busy account may not take: done before that queue drained.
      expect(order.indexOf('other')).toBeLessThan(order.indexOf('busy-3'));
      expect(order.indexOf('other')).toBeLessThanOrEqual(1);
    } finally {
      setRenderPoolSize(null);
    }
  });

  it('renders at most HOST_LIMIT pages of one host at once for an account', async () => {
    maxImagesInFlight = 0;
    holdUntilInFlight = Math.min(HOST_LIMIT, accountSlotLimit());

    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => renderPage(at('same.test', `/slow/${i}`), config)),
    ).finally(() => (holdUntilInFlight = 0));

    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(maxImagesInFlight).toBe(Math.min(HOST_LIMIT, accountSlotLimit()));
  });

  it('sizes the pool from cores and memory, one on Lambda, RENDER_POOL_SIZE when set', () => {
    expect(renderPoolSize({ RENDER_POOL_SIZE: '3' })).toBe(3);
    expect(renderPoolSize({ AWS_LAMBDA_FUNCTION_NAME: 'fetch-page' })).toBe(1);
    // 2 GB for the whole process tree leaves room for four browsers beside the service.
    expect(renderPoolSize({ CAS_TREE_MAX_MB: '2048' })).toBeLessThanOrEqual(4);
    expect(renderPoolSize({ CAS_TREE_MAX_MB: '600' })).toBe(1);
    // With memory to spare, two per core, at most 8.
    expect(renderPoolSize({ CAS_TREE_MAX_MB: '100000' })).toBeLessThanOrEqual(
      Math.min(2 * availableParallelism(), 8),
    );
    expect(renderPoolSize({ CAS_TREE_MAX_MB: '100000' })).toBeGreaterThanOrEqual(
      Math.min(2 * availableParallelism(), 8, Math.floor((totalmem() / 2 ** 21 - 512) / 384)),
    );
  });

  it('rejects with BrowserUnavailableError when the configured binary does not exist', async () => {
    const attempt = renderPage(server.url, { ...config, chromePath: '/nonexistent/chrome-for-test' });

    await expect(attempt).rejects.toThrow(BrowserUnavailableError);
    await expect(attempt).rejects.toThrow(/nonexistent\/chrome-for-test/);
  });

  it('goes back to the default binary after a bad path was tried', async () => {
    const result = await renderPage(server.url, config);

    expect(result.status).toBe(200);
  });
});

function expectPageA(result: RenderResult): void {
  expect(result.status).toBe(200);
  expect(result.finalUrl).toBe(at('site-a.test', '/a'));
  expect(result.html).toContain('Page A');
  expect(result.html).not.toContain('Page B');
  expect(result.facts.tapTargets.map((t) => t.text)).toEqual(['A one']);
  const failed = result.facts.failedRequests;
  expect(failed.find((f) => f.includes('169.254.169.254/only-a.png'))).toMatch(/blocked: .*metadata/);
  expect(failed.some((f) => f.includes('only-b'))).toBe(false);
  expect(result.facts.weight.byType.image.requests).toBe(2);
}

function expectPageB(result: RenderResult): void {
  expect(result.status).toBe(200);
  expect(result.finalUrl).toBe(at('site-b.test', '/b'));
  expect(result.html).toContain('Page B');
  expect(result.html).not.toContain('Page A');
  expect(result.facts.tapTargets.map((t) => t.text)).toEqual(['B one', 'B two']);
  const failed = result.facts.failedRequests;
  expect(failed.find((f) => f.includes('metadata-rebind.test/only-b.png'))).toMatch(
    /blocked: .*169\.254\.169\.254/,
  );
  expect(failed.some((f) => f.includes('only-a'))).toBe(false);
  expect(result.facts.weight.byType.image.requests).toBe(2);
}
