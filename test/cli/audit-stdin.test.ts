import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { CORPUS_DIR } from '../support/corpus.js';

/** `npm run audit -- <args>` with `input` on stdin. */
const auditWithInput = (input: string, ...args: string[]) => runCli(args, { input });

describe('npm run audit -- - (HTML from stdin)', () => {
  it('audits the piped HTML at the inline address', async () => {
    const html = await readFile(path.join(CORPUS_DIR, 'pages/saas/agilezen-home.html'), 'utf8');
    const { code, stdout } = await auditWithInput(html, '-', '--static', '--json', '--checks');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { url: string; score: number; checks: unknown[] };
    expect(report.url).toBe('https://inline-html.invalid/');
    expect(report.checks).toHaveLength(316);
  }, 120_000);

  it('says what is wrong for empty stdin, a --base-url without -, and a private --base-url', async () => {
    const empty = await auditWithInput('', '-', '--static');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/stdin is empty/);
    const misplaced = await auditWithInput('', 'https://example.com', '--base-url', 'https://example.com');
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toMatch(/--base-url goes with -/);
    const priv = await auditWithInput('<h1>Hi</h1>', '-', '--static', '--base-url', 'http://10.1.2.3/');
    expect(priv.code).toBe(2);
    expect(priv.stderr).toMatch(/^INVALID_URL: --base-url: /m);
    expect(priv.stdout).toBe('');
  }, 120_000);

  it('refuses markup over the 2 MB of POST /scan with exit 2, auditing and writing nothing', async () => {
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'audit-stdin-')), 'audit.json');
    const big = `<h1>Big</h1><!--${'x'.repeat(2 * 1024 * 1024)}-->`;
    const res = await auditWithInput(big, '-', '--static', '--output', out);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^PAYLOAD_TOO_LARGE: stdin: is 2097171 bytes; the limit is 2097152 bytes \(2 MB\)\./m,
    );
    expect(res.stdout).toBe('');
    await expect(stat(out)).rejects.toThrow(/ENOENT/);
  }, 120_000);
});
