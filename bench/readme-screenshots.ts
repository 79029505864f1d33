/**
 * The README's pictures, the same on every run of the same code:
 *
 * - the report: a corpus page audited in process with the browser (as `npm run audit -- --html`
 *   does), its report rendered by the report code with the run's accidents fixed (scan id, address,
 *   date), opened in the project's Chromium and saved as docs/images/report.jpg;
 * - the developer portal's overview: the portal's page code with example data (an account on the
 *   Dev plan, the audit above and two more scans), saved as docs/images/portal.jpg.
 *
 * test/docs/readme-screenshots.test.ts makes them again and compares them with the committed
 * images, so a change to the report or the portal that leaves the README's pictures stale fails CI.
 *
 *   npm run readme:screenshots
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PLANS } from '../lib/accounts/plans.js';
import { readConfig } from '../lib/config.js';
import { closeBrowser, withBrowserPage } from '../lib/engine/index.js';
import { renderReportPage } from '../lib/html-report/report-page.js';
import { reportInputOfAudit } from '../lib/html-report/report-source.js';
import { overviewPage } from '../lib/portal/pages.js';
import { auditInProcess } from '../lib/scans/audit-in-process.js';
import { CORPUS_DIR } from './corpus.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the README's pictures live, relative to the repository. */
export const README_IMAGES = {
  report: 'docs/images/report.jpg',
  portal: 'docs/images/portal.jpg',
} as const;

/** The page the report shows, and what stands in for the run's accidents. */
const PAGE = path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');
const SHOWN_URL = 'https://www.agilezen.com/';
const SHOWN_SCAN_ID = 'sc_readme0example0000';
const SHOWN_AT = '2026-11-26T09:00:00.000Z';

const REPORT_SIZE = { width: 1100, height: 1500 };
const PORTAL_SIZE = { width: 1100, height: 900 };
const MAX_HEIGHT = 3200;
/** The report picture runs down to the first finding that shows its element in the page. */
const FIRST_FINDING_WITH_CROP = 'article.finding:has(.crops)';

/**
 * One screenshot of HTML at a fixed width and JPEG quality: `size.height` high, or down to the end
 * of the first element matching `until` (at most MAX_HEIGHT).
 */
async function shoot(
  markup: string,
  size: { width: number; height: number },
  until: string | null = null,
): Promise<Buffer> {
  return withBrowserPage(
    { allowPrivate: true, host: 'readme-screenshots.test', budgetMs: 60_000 },
    async ({ page }) => {
      await page.setViewport({ ...size, deviceScaleFactor: 1 });
      await page.setContent(markup, { waitUntil: 'load' });
      const bottom = until
        ? await page.evaluate((s) => {
            const el = document.querySelector(s);
            return el ? el.getBoundingClientRect().bottom + window.scrollY + 16 : null;
          }, until)
        : null;
      const height = Math.min(MAX_HEIGHT, Math.ceil(bottom ?? size.height));
      return Buffer.from(
        await page.screenshot({
          type: 'jpeg',
          quality: 70,
          clip: { x: 0, y: 0, width: size.width, height },
          captureBeyondViewport: true,
        }),
      );
    },
  );
}

/** The report picture: the corpus page audited with the browser, its report's top. */
async function reportImage(): Promise<{ image: Buffer; score: number; verdict: string }> {
  const html = await readFile(PAGE, 'utf8');
  // Served on loopback, as the CLI serves a file: the audit goes through the real fetch and render.
  const site = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  try {
    const env = { ...process.env, ALLOW_PRIVATE_TARGETS: '1', RENDER_MODE: 'auto' };
    const { audit, results, screenshots } = await auditInProcess(
      `http://127.0.0.1:${port}/agilezen-home.html`,
      {
        config: readConfig(env),
        env,
        localFile: true,
        screenshots: true,
      },
    );
    if (!screenshots) throw new Error('the page was not rendered: the report would have no screenshots');
    const shown = { ...audit, url: SHOWN_URL, scan_id: SHOWN_SCAN_ID };
    const input = await reportInputOfAudit(shown, results, screenshots, new Date(SHOWN_AT));
    const markup = renderReportPage(input);
    return {
      image: await shoot(markup, REPORT_SIZE, FIRST_FINDING_WITH_CROP),
      score: audit.score,
      verdict: audit.verdict,
    };
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
}

/** The portal picture: the overview page's own code, with example data around the audit above. */
async function portalImage(audited: { score: number; verdict: string }): Promise<Buffer> {
  const plan = PLANS.dev;
  const markup = overviewPage(
    { base: '/portal', csrf: 'readme-example-csrf-token', current: 'overview', notice: null },
    {
      account: {
        account_id: 'acct_0readme0example0000000000000',
        plan: {
          id: plan.id,
          label: plan.label,
          trial: plan.trial,
          monthly_price_usd: plan.monthlyPriceUsd,
          included_scans: plan.includedScans,
          overage_per_scan_usd: plan.overagePerScanUsd,
        },
        credits: 247,
        trial_scans_left: null,
        overage_enabled: false,
        usage_this_month: { period: SHOWN_AT.slice(0, 7), scans: 3, refunded: 0, spend_usd: 0.71 },
        usage_total: { scans: 3, spend_usd: 0.71 },
        rate_limits: {
          requests_per_minute: plan.requestsPerMinute,
          concurrent_requests_per_key: plan.concurrentRequests,
        },
      },
      scans: [
        {
          scan_id: SHOWN_SCAN_ID,
          url: SHOWN_URL,
          status: 'completed',
          score: audited.score,
          verdict: audited.verdict,
          created_at: SHOWN_AT,
        },
        {
          scan_id: 'sc_readme0example0001',
          url: 'https://www.example.com/pricing',
          status: 'running',
          score: null,
          verdict: null,
          created_at: '2026-11-26T08:58:00.000Z',
        },
        {
          scan_id: 'sc_readme0example0002',
          url: 'https://shop.example.org/',
          status: 'failed',
          score: null,
          verdict: null,
          created_at: '2026-11-25T16:12:00.000Z',
        },
      ],
      nextCursor: null,
      done: null,
      error: null,
    },
  );
  return shoot(markup, PORTAL_SIZE);
}

/** Both pictures, as bytes (nothing written). */
export async function readmeScreenshots(): Promise<Record<keyof typeof README_IMAGES, Buffer>> {
  try {
    const report = await reportImage();
    return { report: report.image, portal: await portalImage(report) };
  } finally {
    await closeBrowser();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const images = await readmeScreenshots();
  for (const [name, bytes] of Object.entries(images)) {
    const file = path.join(ROOT, README_IMAGES[name as keyof typeof README_IMAGES]);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    console.log(`wrote ${path.relative(ROOT, file)} (${Math.round(bytes.length / 1024)} KB)`);
  }
}
