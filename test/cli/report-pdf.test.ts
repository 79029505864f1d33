import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, withBrowserPage } from '../../lib/engine/acquire/browser.js';
import { runCli } from '../support/cli.js';
import { CORPUS_DIR } from '../support/corpus.js';

afterAll(() => closeBrowser());

describe('npm run audit -- --html', () => {
  it('writes a report that Chromium prints to a readable PDF with the score and the top finding', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'report-pdf-'));
    try {
      const file = path.join(dir, 'report.html');
      const { code, stdout, stderr } = await runCli([
        path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'),
        '--json',
        '--html',
        file,
      ]);
      expect(code, stderr).toBe(0);
      const audit = JSON.parse(stdout) as { score: number; findings: { title: string }[] };
      const html = await readFile(file, 'utf8');
      expect(html).toContain('<use href="#shot-desktop">');

      const pdf = await withBrowserPage(
        { allowPrivate: true, host: 'report-pdf.test', budgetMs: 60_000 },
        async ({ page }) => {
          await page.setContent(html, { waitUntil: 'load' });
          return page.pdf({ format: 'A4', printBackground: true });
        },
      );
      const parser = new PDFParse({ data: pdf });
      const text = await parser.getText();
      await parser.destroy();

      expect(text.total).toBeGreaterThanOrEqual(2);
      expect(text.total).toBeLessThanOrEqual(40);
      const flat = text.text.replace(/\s+/g, ' ');
      expect(flat).toMatch(new RegExp(`\\b${audit.score}\\b`));
      expect(flat).toContain(audit.findings[0].title.replace(/\s+/g, ' '));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
