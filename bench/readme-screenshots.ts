/**
 * The README's pictures. The report: audits a corpus page with the CLI (`--html`), opens the report
 * in the project's Chromium and saves its top as docs/images/report.jpg. The developer portal:
 * starts the embedded runtime (what `npm start` runs) on a throwaway store, scans the same page
 * through the API, signs in to /portal with the key and saves the overview as docs/images/portal.jpg.
 *
 *   npm run readme:screenshots [-- corpus/page.html]
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeBrowser, withBrowserPage } from '../lib/engine/index.js';
import { startLocalRuntime } from '../infra/local/runtime.js';
import { CORPUS_DIR } from './corpus.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const page = process.argv[2] ?? path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');
const out = path.join(ROOT, 'docs/images/report.jpg');
const portalOut = path.join(ROOT, 'docs/images/portal.jpg');
const KEY = 'service_live_readme_screenshot_key';

const dir = await mkdtemp(path.join(tmpdir(), 'readme-shot-'));
try {
  const file = path.join(dir, 'report.html');
  await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['lib/cli/audit.ts', page, '--html', file],
    { cwd: ROOT, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const html = await readFile(file, 'utf8');
  const shot = await withBrowserPage(
    { allowPrivate: true, host: 'readme-screenshots.test', budgetMs: 60_000 },
    async ({ page: tab }) => {
      await tab.setViewport({ width: 1100, height: 1500, deviceScaleFactor: 1 });
      await tab.setContent(html, { waitUntil: 'load' });
      return tab.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: 1100, height: 1500 } });
    },
  );
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, shot);
  console.log(`wrote ${path.relative(ROOT, out)} (${Math.round(shot.length / 1024)} KB) from ${page}`);

  const runtime = await startLocalRuntime({
    dataDir: null,
    env: { ...process.env, RENDER_MODE: 'static', LOG_LEVEL: 'ERROR' },
  });
  try {
    await runtime.seed(KEY, 'dev');
    const scanned = await fetch(`${runtime.url}/api/v1/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ html: await readFile(page, 'utf8'), base_url: 'https://www.example.com/' }),
    });
    if (scanned.status !== 200)
      throw new Error(`the scan answered ${scanned.status}: ${await scanned.text()}`);
    const portalShot = await withBrowserPage(
      { allowPrivate: true, host: 'readme-portal.test', budgetMs: 60_000 },
      async ({ page: tab }) => {
        await tab.setViewport({ width: 1100, height: 900, deviceScaleFactor: 1 });
        await tab.goto(`${runtime.url}/portal`, { waitUntil: 'load' });
        await tab.type('#api_key', KEY);
        await Promise.all([tab.waitForNavigation({ waitUntil: 'load' }), tab.click('button[type=submit]')]);
        return tab.screenshot({ type: 'jpeg', quality: 70, clip: { x: 0, y: 0, width: 1100, height: 900 } });
      },
    );
    await writeFile(portalOut, portalShot);
    console.log(`wrote ${path.relative(ROOT, portalOut)} (${Math.round(portalShot.length / 1024)} KB)`);
  } finally {
    await runtime.stop();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  await closeBrowser();
}
