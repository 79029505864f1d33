import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { closeBrowser, withBrowserPage } from '../../lib/engine/acquire/browser.js';
import { axeViolations } from '../support/axe.js';
import { narrowLayoutProblems } from '../support/narrow-layout.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { smallPage } from './test-site.js';

/**
 * The developer portal end to end: `npm start` as a separate process, driven in the project's
 * headless Chromium with the keyboard alone (Tab to each control, type, Enter), axe-core run on
 * every portal page on the way.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const SEED_KEY = 'service_live_portal_e2e_seed_key';

let dataDir: string;
let server: ChildProcess;
let baseUrl: string;
let site: LocalServer;
const received: { path: string; headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
/** While true, /hook/down answers 503 (a receiver that is down). */
let hookDown = true;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  site = await startServer(async (req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/hook')) {
      let raw = '';
      for await (const chunk of req) raw += (chunk as Buffer).toString();
      received.push({
        path: req.url,
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.writeHead(req.url === '/hook/down' && hookDown ? 503 : 200).end('ok');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(smallPage('Weekly revenue reports for <busy> stores'));
  });
  server = spawn('npm', ['start'], {
    cwd: REPO,
    detached: true,
    env: {
      ...process.env,
      PATH: `${path.join(REPO, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'ERROR',
      PORT: '0',
      SEED_API_KEY: SEED_KEY,
      SEED_PLAN: 'dev',
      ALLOW_PRIVATE_TARGETS: '1',
      WEBHOOK_RETRY_SCHEDULE: '0,1',
    },
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${out}`)), 150_000);
    server.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    server.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
}, 160_000);

afterAll(async () => {
  await closeBrowser();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await site?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function inBrowser<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  return withBrowserPage({ allowPrivate: true, host: 'portal-e2e.test', budgetMs: 240_000 }, ({ page }) =>
    fn(page),
  );
}

/** Presses Tab until the focused element matches `selector`: proof it is reachable by keyboard. */
async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} is not reachable with Tab on ${page.url()}`);
}

/** Activates the focused control with Enter and waits for the page it leads to. */
async function enter(page: Page): Promise<number> {
  const [res] = await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    page.keyboard.press('Enter'),
  ]);
  return res?.status() ?? 0;
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

/** Every page checked by axe on the way, with its violations (expected empty). */
const axeSeen = new Map<string, string[]>();
/** The same pages on a 390 px phone screen: horizontal overflow and text under 12 px (expected none). */
const narrowSeen = new Map<string, string[]>();
async function checkAxe(page: Page, name: string): Promise<void> {
  axeSeen.set(name, await axeViolations(page));
  const wide = page.viewport();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
  const narrow = await narrowLayoutProblems(page);
  narrowSeen.set(name, [
    ...(narrow.scrollWidth > narrow.viewportWidth ? [`document ${narrow.scrollWidth}px wide`] : []),
    ...narrow.overflowing,
    ...narrow.smallText,
  ]);
  if (wide) await page.setViewport(wide);
}

async function signIn(page: Page, key: string): Promise<void> {
  await page.goto(`${baseUrl}/portal`, { waitUntil: 'load' });
  await tabTo(page, '#api_key');
  await page.keyboard.type(key);
  expect(await enter(page)).toBe(200);
}

async function fetchStatus(url: string, key?: string): Promise<number> {
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  await res.arrayBuffer();
  return res.status;
}

describe('the developer portal against npm start', () => {
  let shareUrl = '';
  let freshKey = '';

  it('signs in with a key into an HttpOnly, Secure, SameSite=Strict session and never puts the key in an address', async () => {
    const res = await fetch(`${baseUrl}/portal/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ api_key: SEED_KEY }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/portal');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-portal_session=[A-Za-z0-9_-]{43}; /);
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=3600'])
      expect(cookie).toContain(attr);
    expect(cookie).not.toContain(SEED_KEY);

    const bad = await fetch(`${baseUrl}/portal/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'api_key=service_live_not_a_key_at_all',
      redirect: 'manual',
    });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('set-cookie')).toBeNull();

    const seen = await inBrowser(async (page) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${baseUrl}/portal`, { waitUntil: 'load' });
      await checkAxe(page, 'sign-in');
      // The skip link comes first.
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
      await signIn(page, SEED_KEY);
      return {
        first,
        urls,
        heading: await page.evaluate(() => document.querySelector('h1')?.textContent),
        scriptCookie: await page.evaluate(() => document.cookie),
        storage: await page.evaluate(
          () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
        ),
        csp: await page.evaluate(() => document.scripts.length),
      };
    });
    expect(seen.first).toBe('Skip to the content');
    expect(seen.heading).toBe('Overview');
    // HttpOnly: the page's scripts cannot read the session; nothing of the key is stored or in an address.
    expect(seen.scriptCookie).toBe('');
    expect(seen.storage).not.toContain('service_live');
    expect(seen.urls.some((u) => u.includes(SEED_KEY))).toBe(false);
    expect(seen.csp).toBe(0);
  }, 120_000);

  it('starts a scan, opens its report with annotated crops, shares it and revokes the share', async () => {
    const scanned = await inBrowser(async (page) => {
      await signIn(page, SEED_KEY);
      await checkAxe(page, 'overview');
      await tabTo(page, '#scan_url');
      await page.keyboard.type(site.at('/landing'));
      await tabTo(page, 'form[action$="/portal/scans"] button[type=submit]');
      expect(await enter(page)).toBe(200);
      expect(await text(page)).toContain('Scan started');
      // The scan runs in the background: reload until the list shows it completed.
      const deadline = Date.now() + 180_000;
      while (!(await page.$('a[href*="/report"]')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2_000));
        await page.reload({ waitUntil: 'load' });
      }
      const row = await text(page);
      await checkAxe(page, 'overview with a scan');
      await tabTo(page, 'a[href*="/report"]');
      expect(await enter(page)).toBe(200);
      const report = {
        crops: await page.evaluate(() => document.querySelectorAll('svg.crop').length),
        score: await page.evaluate(() => document.querySelector('.score-value')?.textContent ?? ''),
      };
      await checkAxe(page, 'report');
      await page.goBack({ waitUntil: 'load' });
      await tabTo(page, 'form[action$="/share"] button');
      expect(await enter(page)).toBe(200);
      await checkAxe(page, 'share link');
      const url = await page.evaluate(() => (document.querySelector('#share_url') as HTMLInputElement).value);
      return { row, report, url };
    });
    expect(scanned.row).toContain(site.at('/landing'));
    expect(scanned.row).toContain('completed');
    expect(scanned.report.crops).toBeGreaterThan(0);
    expect(scanned.report.score).toMatch(/^\d+$/);
    expect(scanned.url).toMatch(/\/api\/v1\/shared\/sh_[0-9a-f]{24}\./);
    shareUrl = scanned.url;

    // Signed out (a fresh page, no cookie): the shared report opens.
    const shared = await inBrowser(async (page) => {
      const res = await page.goto(shareUrl, { waitUntil: 'load' });
      return {
        status: res?.status(),
        score: await page.evaluate(() => document.querySelector('.score-value')?.textContent),
      };
    });
    expect(shared.status).toBe(200);
    expect(shared.score).toBe(scanned.report.score);

    // Revoke it from the portal (the share page's button), then the link answers 404.
    const revoked = await inBrowser(async (page) => {
      await signIn(page, SEED_KEY);
      await tabTo(page, 'form[action$="/share"] button');
      expect(await enter(page)).toBe(200);
      const second = await page.evaluate(
        () => (document.querySelector('#share_url') as HTMLInputElement).value,
      );
      await tabTo(page, 'form[action$="/revoke"] button');
      expect(await enter(page)).toBe(200);
      return { second, message: await text(page) };
    });
    expect(revoked.message).toContain('The share link is revoked');
    expect(await fetchStatus(revoked.second)).toBe(404);
    // The first link was not the one revoked: it still works until its own revocation.
    expect(await fetchStatus(shareUrl)).toBe(200);
  }, 300_000);

  it('registers a webhook (secret shown once), sends it a test event, lists the delivery and deletes it', async () => {
    const hook = site.at('/hook/portal');
    const seen = await inBrowser(async (page) => {
      await signIn(page, SEED_KEY);
      await tabTo(page, 'nav a[href$="/portal/webhooks"]');
      expect(await enter(page)).toBe(200);
      await checkAxe(page, 'webhooks');
      await tabTo(page, '#wh_url');
      await page.keyboard.type(hook);
      await tabTo(page, 'form[action$="/portal/webhooks"] button[type=submit]');
      expect(await enter(page)).toBe(200);
      const secret = await page.evaluate(() => document.querySelector('#webhook-secret')?.textContent ?? '');
      await checkAxe(page, 'webhook registered');
      // POST, redirect, GET: a reload asks for the page again, and the secret is gone from it.
      await page.reload({ waitUntil: 'load' });
      const endpoints = await page.$$eval('h3.endpoint-url', (hs) => hs.length);
      const secretAgain = (await page.content()).includes(secret);
      await tabTo(page, 'form[action$="/test"] button');
      expect(await enter(page)).toBe(200);
      const deadline = Date.now() + 60_000;
      while (!received.some((r) => r.body.event === 'webhook.test') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 500));
      let listed = '';
      for (let i = 0; i < 20 && !/webhook\.test\s+delivered\s+1\s+200/.test(listed); i++) {
        await page.goto(`${baseUrl}/portal/webhooks`, { waitUntil: 'load' });
        listed = await text(page);
        if (!/webhook\.test\s+delivered/.test(listed)) await new Promise((r) => setTimeout(r, 1_000));
      }
      await checkAxe(page, 'webhooks with deliveries');
      await tabTo(page, 'form[action$="/delete"] button');
      expect(await enter(page)).toBe(200);
      return { secret, secretAgain, endpoints, listed, after: await text(page) };
    });
    expect(seen.secret).toMatch(/^whsec_/);
    expect(seen.secretAgain).toBe(false);
    expect(seen.endpoints).toBe(1);
    const test = received.find((r) => r.body.event === 'webhook.test');
    expect(test?.path).toBe('/hook/portal');
    expect(test?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(seen.listed).toMatch(/webhook\.test\s+delivered\s+1\s+200/);
    expect(seen.after).toContain('The webhook endpoint is deleted');
    expect(seen.after).toContain('No endpoints registered');
  }, 180_000);

  it('rotates a key: the new key is shown once, revoking the old ends its session and the old key gets 401', async () => {
    const seen = await inBrowser(async (page) => {
      await signIn(page, SEED_KEY);
      await tabTo(page, 'nav a[href$="/portal/keys"]');
      expect(await enter(page)).toBe(200);
      await checkAxe(page, 'keys');
      await tabTo(page, 'form[action$="/portal/keys"] button');
      expect(await enter(page)).toBe(200);
      const fresh = await page.evaluate(() => document.querySelector('#new-key')?.textContent ?? '');
      await checkAxe(page, 'key issued');
      // The old key is the one this session was opened with.
      await tabTo(page, 'tr:has(.muted) form[action$="/revoke"] button');
      expect(await enter(page)).toBe(200);
      const after = await text(page);
      const signInForm = !!(await page.$('#api_key'));
      await signIn(page, fresh);
      return {
        fresh,
        after,
        signInForm,
        heading: await page.evaluate(() => document.querySelector('h1')?.textContent),
      };
    });
    expect(seen.fresh).toMatch(/^service_live_[A-Za-z0-9_-]{43}$/);
    freshKey = seen.fresh;
    expect(seen.after).toContain('Your session ended');
    expect(seen.signInForm).toBe(true);
    expect(seen.heading).toBe('Overview');
    expect(await fetchStatus(`${baseUrl}/api/v1/account`, SEED_KEY)).toBe(401);
    expect(await fetchStatus(`${baseUrl}/api/v1/account`, seen.fresh)).toBe(200);
  }, 120_000);

  it('refuses a form without the session CSRF token, a revoked key and pages without a session', async () => {
    const form = (body: Record<string, string>, cookie?: string) =>
      fetch(`${baseUrl}/portal/${cookie ? 'scans' : 'sign-in'}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(body).toString(),
        redirect: 'manual',
      });
    // The seed key was revoked above: it opens no session any more.
    expect((await form({ api_key: SEED_KEY })).status).toBe(401);
    const signed = await form({ api_key: freshKey });
    expect(signed.status).toBe(303);
    const cookie = (signed.headers.get('set-cookie') ?? '').split(';')[0];
    const forged = await form({ url: site.at('/forged'), csrf: 'not-the-token' }, cookie);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This form is from another session');
    const missing = await form({ url: site.at('/forged') }, cookie);
    expect(missing.status).toBe(403);
    // A post from another site's page is refused whatever it carries, sign-in included (login CSRF).
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const crossSite = await fetch(`${baseUrl}/portal/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ api_key: freshKey }).toString(),
        redirect: 'manual',
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers.get('set-cookie')).toBeNull();
    }
    const noSession = await fetch(`${baseUrl}/portal/keys`, { redirect: 'manual' });
    expect(noSession.status).toBe(303);
    expect(noSession.headers.get('location')).toBe('/portal?done=session-ended');
  });

  it('redelivers a dead delivery from the webhooks page once the receiver is back', async () => {
    const seen = await inBrowser(async (page) => {
      await signIn(page, freshKey);
      await page.goto(`${baseUrl}/portal/webhooks`, { waitUntil: 'load' });
      await tabTo(page, '#wh_url');
      await page.keyboard.type(site.at('/hook/down'));
      await tabTo(page, 'form[action$="/portal/webhooks"] button[type=submit]');
      expect(await enter(page)).toBe(200);
      await tabTo(page, 'form[action$="/test"] button');
      expect(await enter(page)).toBe(200);
      // Two attempts (WEBHOOK_RETRY_SCHEDULE 0,1), both 503: then the Redeliver button appears.
      for (let i = 0; i < 30 && !(await page.$('form[action$="/redeliver"] button')); i++) {
        await new Promise((r) => setTimeout(r, 1_000));
        await page.goto(`${baseUrl}/portal/webhooks`, { waitUntil: 'load' });
      }
      const dead = await text(page);
      await checkAxe(page, 'webhooks with a dead delivery');
      hookDown = false;
      await tabTo(page, 'form[action$="/redeliver"] button');
      expect(await enter(page)).toBe(200);
      const queued = await text(page);
      let after = '';
      for (let i = 0; i < 30 && !/webhook\.test\s+delivered\s+3\s+200/.test(after); i++) {
        await new Promise((r) => setTimeout(r, 1_000));
        await page.goto(`${baseUrl}/portal/webhooks`, { waitUntil: 'load' });
        after = await text(page);
      }
      return { dead, queued, after };
    });
    expect(seen.dead).toMatch(/webhook\.test\s+(exhausted|dead_lettered)\s+2\s+503/);
    expect(seen.queued).toContain('The delivery is queued again');
    expect(seen.after).toMatch(/webhook\.test\s+delivered\s+3\s+200/);
  }, 120_000);

  it("shows the operator's maintenance notice, escaped, on the portal's pages", async () => {
    const set = await new Promise<{ code: number; out: string }>((resolve, reject) => {
      const child = spawn(
        'npm',
        [
          'run',
          '--silent',
          'admin',
          '--',
          'notice',
          'set',
          '--starts',
          '2030-01-01T02:00:00Z',
          '--text',
          'Upgrade <b>tonight</b>',
        ],
        {
          cwd: REPO,
          env: {
            ...process.env,
            PATH: `${path.join(REPO, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
            DATA_DIR: dataDir,
          },
        },
      );
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, out }));
    });
    expect(set.code, set.out).toBe(0);
    const seen = await inBrowser(async (page) => {
      await signIn(page, freshKey);
      await checkAxe(page, 'overview with a notice');
      return {
        text: await text(page),
        bold: await page.evaluate(() => document.querySelectorAll('.notice b').length),
      };
    });
    expect(seen.text).toContain('Maintenance notice');
    expect(seen.text).toContain('Upgrade <b>tonight</b>');
    expect(seen.text).toContain('2030-01-01 02:00 UTC');
    expect(seen.bold).toBe(0);
  }, 120_000);

  it('has no serious or critical axe-core violation on any portal page', () => {
    expect(axeSeen.size).toBeGreaterThanOrEqual(8);
    expect(Object.fromEntries(axeSeen)).toEqual(Object.fromEntries([...axeSeen.keys()].map((k) => [k, []])));
  });

  it('fits every portal page and the report on a 390 px phone: no horizontal scrolling, no text under 12 px', () => {
    expect(narrowSeen.size).toBeGreaterThanOrEqual(9);
    expect(Object.fromEntries(narrowSeen)).toEqual(
      Object.fromEntries([...narrowSeen.keys()].map((k) => [k, []])),
    );
  });
});
