import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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
      const reportFindings = (html.match(/<article class="finding"/g) ?? []).length;

      const pdf = await withBrowserPage(
        { allowPrivate: true, host: 'report-pdf.test', budgetMs: 60_000 },
        async ({ page }) => {
          await page.setContent(html, { waitUntil: 'load' });
          return page.pdf({ format: 'A4', printBackground: true });
        },
      );
      // Each reader gets its own copy: pdf.js detaches the buffer it is given.
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const text = await parser.getText();
      await parser.destroy();

      expect(text.total).toBeGreaterThanOrEqual(2);
      // Sane page breaks: fewer A4 pages than findings (it was 30 pages for 26 findings, each kept
      // whole on a page of its own with a full-width crop).
      expect(reportFindings).toBeGreaterThan(10);
      expect(text.total).toBeLessThan(reportFindings);
      // Margins (the stylesheet's @page): no text within 10 mm of any edge of any page.
      const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
      const edge = (10 / 25.4) * 72;
      const outside: string[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const pdfPage = await doc.getPage(n);
        const { width, height } = pdfPage.getViewport({ scale: 1 });
        for (const item of (await pdfPage.getTextContent()).items) {
          if (!('str' in item) || !item.str.trim()) continue;
          const [x, y] = [item.transform[4], item.transform[5]];
          if (x < edge || x + item.width > width - edge || y < edge || y > height - edge)
            outside.push(`page ${n}: ${item.str.slice(0, 30)} at ${Math.round(x)},${Math.round(y)}`);
        }
      }
      await doc.destroy();
      expect(outside).toEqual([]);
      const flat = text.text.replace(/\s+/g, ' ');
      expect(flat).toMatch(new RegExp(`\\b${audit.score}\\b`));
      expect(flat).toContain(audit.findings[0].title.replace(/\s+/g, ' '));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
