import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFile, type ServedFile } from '../../lib/cli/file-server.js';

// Issue 25.1: the file server of `npm run audit -- ./site/index.html` answers only what a page
// loads from its folder. On 9b711e2 it served the whole folder (`.env` included), compared paths
// by prefix (`/..%2fsite-secret%2fs.txt` reached the sibling folder) and threw on `/%E0%A4%A`.

let dir: string;
let served: ServedFile;

/** A raw GET (fetch would normalise the path before sending it). */
function get(rawPath: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(served.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-server-'));
  const site = path.join(dir, 'site');
  await mkdir(path.join(site, 'css'), { recursive: true });
  await mkdir(path.join(site, '.git'));
  await mkdir(path.join(dir, 'site-secret'));
  await writeFile(path.join(site, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(site, 'css', 'style.css'), 'h1 { color: red }');
  await writeFile(path.join(site, 'app.js'), 'console.log(1)');
  await writeFile(path.join(site, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(site, '.env'), 'SECRET=dotenv-secret');
  await writeFile(path.join(site, '.git', 'config'), 'git-secret');
  await writeFile(path.join(site, 'notes.txt'), 'notes-secret');
  await writeFile(path.join(site, 'key.pem'), 'pem-secret');
  await writeFile(path.join(dir, 'site-secret', 's.txt'), 'sibling-secret');
  await writeFile(path.join(dir, 'site-secret', 's.css'), 'sibling-css-secret');
  await symlink(path.join(dir, 'site-secret', 's.css'), path.join(site, 'linked.css'));
  served = await serveFile(path.join(site, 'index.html'));
});

afterAll(async () => {
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the file server of a file audit', () => {
  it('serves the audited file and what a page loads from its folder, with their content types', async () => {
    expect(served.url).toBe(`${served.origin}/index.html`);
    expect(await get('/index.html')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await get('/css/style.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' });
    expect((await get('/app.js')).type).toMatch(/^(application|text)\/javascript/);
    expect(await get('/logo.svg')).toMatchObject({ status: 200, type: 'image/svg+xml' });
  });

  it('never answers a dotfile, a file of a type no page loads, or anything outside the folder', async () => {
    const refused = [
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/css/../.env',
      '/notes.txt',
      '/key.pem',
      '/..%2fsite-secret%2fs.txt',
      '/..%2fsite-secret%2fs.css',
      '/%2e%2e/site-secret/s.css',
      '/..%5csite-secret%5cs.css',
      '/linked.css',
      '/',
      '/css/',
    ];
    for (const p of refused) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.body).not.toMatch(/secret/);
    }
  });

  it('answers 400 to a path that does not decode or holds a NUL, 405 to other methods, and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/%')).status).toBe(400);
    expect((await get('/index.html%00.css')).status).toBe(400);
    expect((await get('/index.html', 'POST')).status).toBe(405);
    expect((await get('/index.html')).status).toBe(200);
  });
});
