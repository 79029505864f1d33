import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.js';
import { withBrowserPage } from '../../lib/engine/acquire/browser.js';
import { openApiDocument } from '../../lib/api/openapi.js';
import { axeViolations } from '../support/axe.js';
import { narrowLayoutProblems } from '../support/narrow-layout.js';
import { startServer, type LocalServer } from '../support/local-server.js';
import { smallPage } from './test-site.js';
import { HOSTILE_PAGE } from './hostile-page.js';
import { OpenApiContract } from './openapi-contract.js';

const KEY = 'service_live_e2e_report_owner';
const OTHER_KEY = 'service_live_e2e_report_other';
let runtime: LocalRuntime;
let site: LocalServer;
const contract = new OpenApiContract(openApiDocument());

async function call(method: string, path: string, opts: { key?: string | null; body?: unknown } = {}) {
  const key = opts.key === undefined ? KEY : opts.key;
  const res = await fetch(`${runtime.url}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null;
  if (body !== null) contract.check(method, path, res.status, body);
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8'), body };
}

/** A 1x1 PNG, as an agency's logo would come: a data: URL. */
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Opens a page of the service in the project's Chromium, signed in with the owner's key. */
function inBrowser<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  // The host is only the browser's lock key: a name of its own never waits on a scan's render.
  return withBrowserPage({ allowPrivate: true, host: 'report-viewer.test', budgetMs: 60_000 }, ({ page }) =>
    fn(page),
  );
}

let scanId: string;
let hostileId: string;

beforeAll(async () => {
  site = await startServer((req, res) => {
    const html = req.url === '/hostile' ? HOSTILE_PAGE : smallPage('Weekly revenue reports for busy stores');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  runtime = await startLocalRuntime({ dataDir: null, env: { ...process.env, ALLOW_PRIVATE_TARGETS: '1' } });
  await runtime.seed(KEY, 'dev');
  await runtime.seed(OTHER_KEY, 'dev');
  const first = await call('POST', '/api/v1/scan', { body: { url: site.at('/page') } });
  expect(first.status, first.text).toBe(200);
  scanId = first.body.scan_id;
  const hostile = await call('POST', '/api/v1/scan', {
    body: { url: site.at('/hostile'), finding_limit: 20 },
  });
  expect(hostile.status, hostile.text).toBe(200);
  hostileId = hostile.body.scan_id;
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
  await site?.close();
});

describe('screenshots of a scan', () => {
  it('serves the full page and the first screen at desktop and mobile as JPEG to the owner', async () => {
    for (const viewport of ['desktop', 'mobile'])
      for (const part of ['', '?part=first_screen']) {
        const res = await call('GET', `/api/v1/scans/${scanId}/screenshots/${viewport}${part}`);

        expect(res.status, res.text.slice(0, 200)).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect([...res.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
  });

  it('answers 404 to another account, an unknown viewport and a malformed id, and 400 to an unknown part', async () => {
    expect(
      (await call('GET', `/api/v1/scans/${scanId}/screenshots/desktop`, { key: OTHER_KEY })).status,
    ).toBe(404);
    expect((await call('GET', `/api/v1/scans/${scanId}/screenshots/tablet`)).status).toBe(404);
    expect((await call('GET', '/api/v1/scans/sc_..%2F..%2Fx/screenshots/desktop')).status).toBe(404);
    expect((await call('GET', `/v1/scans/${scanId}/screenshots/mobile?part=whole`)).status).toBe(400);
    expect((await call('GET', `/api/v1/scans/${scanId}/screenshots/desktop`, { key: null })).status).toBe(
      401,
    );
  });
});

describe('the HTML report', () => {
  it('is served to the owner with a strict Content-Security-Policy and shows the score and findings', async () => {
    const scan = await call('GET', `/api/v1/scans/${scanId}`);
    const res = await call('GET', `/api/v1/scans/${scanId}/report`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.text).toContain(`aria-label="Score ${scan.body.result.score} out of 100"`);
    expect(res.text).toContain(scan.body.result.findings[0].title.replace(/&/g, '&amp;'));
    expect(res.text).toMatch(/<svg\s[^>]*class="crop"[^>]*data-selector=/);
    expect(res.text).toContain('<use href="#shot-desktop">');
  });

  it('has no serious or critical axe-core violation and is usable with the keyboard alone', async () => {
    const seen = await inBrowser(async (page) => {
      await page.setExtraHTTPHeaders({ authorization: `Bearer ${KEY}` });
      await page.goto(`${runtime.url}/api/v1/scans/${hostileId}/report`, { waitUntil: 'load' });
      // The stylesheet's CSP hash must match: a blocked stylesheet would show an unstyled page.
      const styled = await page.evaluate(
        () => getComputedStyle(document.querySelector('.score-value')!).fontWeight,
      );
      const violations = await axeViolations(page);
      // Tab from the top: the skip link comes first and leads to the findings.
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
      await page.keyboard.press('Enter');
      const hash = await page.evaluate(() => location.hash);
      const focusable = await page.evaluate(
        () =>
          [...document.querySelectorAll('a[href]')].filter((a) => (a as HTMLElement).tabIndex >= 0).length,
      );
      return { violations, first, hash, focusable, styled };
    });

    expect(seen.styled).toBe('700');
    expect(seen.violations).toEqual([]);
    expect(seen.first).toBe('Skip to the findings');
    expect(seen.hash).toBe('#findings');
    expect(seen.focusable).toBeGreaterThan(1);
  }, 90_000);

  it('fits a 390 px phone: no horizontal scrolling, no text under 12 px, the mobile crop of each element', async () => {
    const seen = await inBrowser(async (page) => {
      await page.setExtraHTTPHeaders({ authorization: `Bearer ${KEY}` });
      const visible = (selector: string) =>
        page.evaluate(
          (s) => [...document.querySelectorAll(s)].filter((el) => el.getClientRects().length > 0).length,
          selector,
        );
      await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
      await page.goto(`${runtime.url}/api/v1/scans/${scanId}/report`, { waitUntil: 'load' });
      const phone = {
        layout: await narrowLayoutProblems(page),
        mobileCrops: await visible('.crops figure.crop-mobile'),
        desktopCrops: await visible('.crops.both figure.crop-desktop'),
      };
      await page.setViewport({ width: 1100, height: 900, deviceScaleFactor: 1 });
      const desktop = {
        mobileCrops: await visible('.crops.both figure.crop-mobile'),
        desktopCrops: await visible('.crops figure.crop-desktop'),
      };
      return { phone, desktop };
    });

    expect(seen.phone.layout.scrollWidth).toBe(390);
    expect(seen.phone.layout.overflowing).toEqual([]);
    expect(seen.phone.layout.smallText).toEqual([]);
    expect(seen.phone.mobileCrops).toBeGreaterThan(0);
    expect(seen.phone.desktopCrops).toBe(0);
    expect(seen.desktop.desktopCrops).toBeGreaterThan(0);
    expect(seen.desktop.mobileCrops).toBe(0);
  }, 90_000);

  it('groups the findings by what to do first under a table of contents, selectors only in the evidence details', async () => {
    const seen = await inBrowser(async (page) => {
      await page.setExtraHTTPHeaders({ authorization: `Bearer ${KEY}` });
      await page.goto(`${runtime.url}/api/v1/scans/${hostileId}/report`, { waitUntil: 'load' });
      return page.evaluate(() => {
        const toc = [...document.querySelectorAll('nav.toc a')].map((a) => a.getAttribute('href') ?? '');
        const findings = [...document.querySelectorAll('article.finding')];
        return {
          toc,
          unresolved: toc.filter((href) => !document.getElementById(href.slice(1))),
          groups: [...document.querySelectorAll('#findings h3')].map((h) => h.textContent?.trim()),
          numbers: findings.map((f) => Number.parseInt(f.querySelector('h4')?.textContent ?? '', 10)),
          codeOutsideDetails: [...document.querySelectorAll('article.finding code')].filter(
            (c) => !c.closest('details'),
          ).length,
          codeInDetails: document.querySelectorAll('article.finding details code').length,
          // What a reader sees without opening the details.
          shown: findings
            .map((f) => {
              const copy = f.cloneNode(true) as HTMLElement;
              copy.querySelectorAll('details').forEach((d) => d.remove());
              return copy.textContent ?? '';
            })
            .join('\n'),
        };
      });
    });

    expect(seen.unresolved).toEqual([]);
    expect(seen.toc).toEqual(expect.arrayContaining(['#score-title', '#findings-title', '#do-first']));
    expect(seen.groups[0]).toBe('Do first');
    // In the order to work on them: priority 1, 2, 3...
    expect(seen.numbers).toEqual(seen.numbers.map((_, i) => i + 1));
    expect(seen.numbers.length).toBeGreaterThan(5);
    expect(seen.codeOutsideDetails).toBe(0);
    expect(seen.codeInDetails).toBeGreaterThan(0);
    expect(seen.shown).not.toMatch(/On this page|Rule: /);
  }, 90_000);

  it("shows the agency's client, name and logo, escaped, with the CSP allowing only that logo", async () => {
    const client = 'Acme <b>Bakery</b>';
    const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
    const data = await call(
      'GET',
      `/api/v1/scans/${scanId}/report${query({ client, prepared_by: 'North Agency', logo: PNG_LOGO })}`,
    );
    expect(data.status, data.text.slice(0, 300)).toBe(200);
    expect(data.text).toContain('Prepared for <strong>Acme &lt;b&gt;Bakery&lt;/b&gt;</strong>');
    expect(data.text).toContain('Prepared by <strong>North Agency</strong>');
    expect(data.text).toContain(`src="${PNG_LOGO}"`);
    expect(data.headers.get('content-security-policy')).toContain("img-src 'self' data:;");

    const logo = 'https://cdn.agency.example/brand/logo.svg';
    const remote = await call('GET', `/api/v1/scans/${scanId}/report${query({ logo })}`);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('content-security-policy')).toContain(`img-src 'self' data: ${logo};`);
    expect(remote.text).toContain(`img-src &#39;self&#39; data: ${logo};`);

    for (const bad of [
      'javascript:alert(1)',
      'http://cdn.agency.example/logo.png',
      'https://cdn.agency.example/a;script-src *',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,PHNjcmlwdD4=',
    ]) {
      const res = await call('GET', `/api/v1/scans/${scanId}/report${query({ logo: bad })}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toMatch(/^logo: /);
    }
    const long = await call('GET', `/api/v1/scans/${scanId}/report${query({ client: 'x'.repeat(121) })}`);
    expect(long.status).toBe(400);
  });

  it('answers 404 to another account and 401 without a key', async () => {
    expect((await call('GET', `/api/v1/scans/${scanId}/report`, { key: OTHER_KEY })).status).toBe(404);
    expect((await call('GET', `/api/v1/scans/${scanId}/report`, { key: null })).status).toBe(401);
    expect((await call('GET', '/api/v1/scans/not-an-id/report')).status).toBe(404);
  });

  it('keeps script, event-handler and javascript: payloads of the page inert in real Chromium', async () => {
    const res = await call('GET', `/api/v1/scans/${hostileId}/report`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/href="javascript:/i);

    const seen = await inBrowser(async (page) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.setExtraHTTPHeaders({ authorization: `Bearer ${KEY}` });
      await page.goto(`${runtime.url}/api/v1/scans/${hostileId}/report`, { waitUntil: 'load' });
      // Hover and focus everything, as a visitor would, so handler payloads get their chance.
      for (const el of (await page.$$('main h3, main p, main blockquote, main dd, main a')).slice(0, 40))
        await el.hover().catch(() => undefined);
      return {
        dialogs,
        pwned: await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned ?? null),
        scripts: await page.evaluate(() => document.scripts.length),
        handlers: await page.evaluate(
          () =>
            [...document.querySelectorAll('*')].filter((el) =>
              [...el.attributes].some((a) => a.name.startsWith('on')),
            ).length,
        ),
        badLinks: await page.evaluate(
          () =>
            [...document.querySelectorAll('a')].filter(
              (a) => !/^(https?:|#)/.test(a.getAttribute('href') ?? ''),
            ).length,
        ),
        text: await page.evaluate(() => document.body.innerText),
      };
    });

    expect(seen.dialogs).toEqual([]);
    expect(seen.pwned).toBeNull();
    expect(seen.scripts).toBe(0);
    expect(seen.handlers).toBe(0);
    expect(seen.badLinks).toBe(0);
    // The payloads are shown as the text they are.
    expect(seen.text).toContain('<script>window.pwned=1</script>');
  }, 90_000);
});

describe('share links', () => {
  it('open the report signed out until revoked, then answer 404', async () => {
    const created = await call('POST', `/api/v1/scans/${scanId}/share`, { body: { expires_in_hours: 48 } });
    expect(created.status, created.text).toBe(201);
    const link = created.body as { share_id: string; url: string; expires_at: string };
    expect(link.url).toMatch(
      new RegExp(`^${runtime.url}/api/v1/shared/sh_[0-9a-f]{24}\\.[A-Za-z0-9_-]{43}$`),
    );
    expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now() + 47 * 3_600_000);

    const shared = await fetch(link.url);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(await shared.text()).toContain('A shared report, available until');

    // With the agency's fields, kept with the link and shown to whoever opens it.
    const branded = await call('POST', `/api/v1/scans/${scanId}/share`, {
      body: { client: 'Acme Bakery', prepared_by: 'North Agency', logo: PNG_LOGO },
    });
    expect(branded.status, branded.text).toBe(201);
    expect(branded.body.branding).toEqual({
      client: 'Acme Bakery',
      prepared_by: 'North Agency',
      logo: PNG_LOGO,
    });
    const brandedPage = await (await fetch(branded.body.url)).text();
    expect(brandedPage).toContain('Prepared for <strong>Acme Bakery</strong>');
    expect(brandedPage).toContain(`src="${PNG_LOGO}"`);
    const refused = await call('POST', `/api/v1/scans/${scanId}/share`, {
      body: { logo: 'ftp://x.example/l.png' },
    });
    expect(refused.status).toBe(400);

    const revoked = await call('DELETE', `/api/v1/scans/${scanId}/share/${link.share_id}`);
    expect(revoked.status).toBe(200);
    const after = await fetch(link.url);
    expect(after.status).toBe(404);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('are unguessable: a changed secret, another share id and a malformed token are 404', async () => {
    const created = await call('POST', `/v1/scans/${scanId}/share`);
    expect(created.status, created.text).toBe(201);
    const url = created.body.url as string;
    const tampered = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
    for (const wrong of [
      tampered,
      url.replace(/sh_[0-9a-f]{4}/, 'sh_0000'),
      `${runtime.url}/api/v1/shared/nothing`,
    ])
      expect((await fetch(wrong)).status).toBe(404);
    expect((await fetch(url)).status).toBe(200);
  });

  it("cannot be created or revoked on another account's scan", async () => {
    expect((await call('POST', `/api/v1/scans/${scanId}/share`, { key: OTHER_KEY })).status).toBe(404);
    const created = await call('POST', `/api/v1/scans/${scanId}/share`);
    const other = await call('DELETE', `/api/v1/scans/${scanId}/share/${created.body.share_id}`, {
      key: OTHER_KEY,
    });
    expect(other.status).toBe(404);
    expect((await call('DELETE', `/api/v1/scans/${scanId}/share/sh_nope`)).status).toBe(404);
    expect(
      (await call('POST', `/api/v1/scans/${scanId}/share`, { body: { expires_in_hours: 0 } })).status,
    ).toBe(400);
  });
});
