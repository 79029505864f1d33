/**
 * The README's picture of a report: audits a corpus page with the CLI (`--html`), opens the report
 * in the project's Chromium and saves its top as docs/images/report.jpg.
 *
 *   npm run readme:screenshots [-- corpus/page.html]
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeBrowser, withBrowserPage } from '../lib/engine/index.js';
import { CORPUS_DIR } from './corpus.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const page = process.argv[2] ?? path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html');
const out = path.join(ROOT, 'docs/images/report.jpg');

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
} finally {
  await rm(dir, { recursive: true, force: true });
  await closeBrowser();
}
