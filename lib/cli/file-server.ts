import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import mime from 'mime-types';

/**
 * The throwaway server of a file audit (`conversion-audit audit ./site/index.html`): the page is
 * served on 127.0.0.1 so it goes through the real fetch and render. A page is hostile input, and
 * its scripts run in the render, so this server answers only what a page loads from its folder:
 *
 * - files under the audited file's folder, judged with path.relative after decoding and after
 *   following links (never a prefix test: `/site` is a prefix of `/site-secret`);
 * - never a dotfile or anything in a dot folder (`.env`, `.git/config`);
 * - only types a page loads (documents, styles, scripts, images, fonts, media, JSON, wasm), with
 *   the content type of a maintained MIME table, so stylesheets apply (a browser refuses a
 *   stylesheet served as application/octet-stream) and nothing else is readable (`secrets.txt`,
 *   `key.pem`);
 * - a path that does not decode (`/%E0%A4%A`) or holds a NUL is 400; other methods than GET and
 *   HEAD are 405; anything refused is 404, the same answer as a file that does not exist.
 *
 * The run exempts this server's origin alone from the private-address rule (audit-run.ts), so a
 * script of the page cannot reach any other port of this machine either.
 */

/** Media types a page loads as subresources. */
function servable(type: string): boolean {
  return (
    /^(text\/(html|css|javascript)|image\/|font\/|audio\/|video\/)/.test(type) ||
    [
      'application/javascript',
      'application/json',
      'application/manifest+json',
      'application/wasm',
      'application/xhtml+xml',
      'application/font-woff',
      'application/vnd.ms-fontobject',
    ].includes(type)
  );
}

/** `rel` (relative to the served folder) stays inside it and names no dotfile or dot folder. */
function inside(rel: string): boolean {
  if (rel === '' || path.isAbsolute(rel)) return false;
  return rel.split(path.sep).every((part) => part !== '' && !part.startsWith('.'));
}

export interface ServedFile {
  /** `http://127.0.0.1:<port>`: the only origin the run lets reach a private address. */
  origin: string;
  /** The audited file's address. */
  url: string;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: 400 | 404 | 405, headers: Record<string, string> = {}): void {
  const text = { 400: 'bad request', 404: 'not found', 405: 'method not allowed' }[status];
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

async function answer(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, { allow: 'GET, HEAD' });
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
  } catch {
    return refuse(res, 400);
  }
  if (pathname.includes('\0')) return refuse(res, 400);
  const target = path.resolve(root, `.${pathname}`);
  if (!inside(path.relative(root, target))) return refuse(res, 404);
  const type = mime.lookup(target);
  if (!type || !servable(type)) return refuse(res, 404);
  // Links are followed, then judged again: a link in the folder may point anywhere.
  const real = await realpath(target).catch(() => null);
  if (real === null || !inside(path.relative(root, real))) return refuse(res, 404);
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return refuse(res, 404);
  res.writeHead(200, {
    'content-type': mime.contentType(type) || type,
    'content-length': String(info.size),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(real)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** Serves `file` and the files of its folder a page loads, on 127.0.0.1 (a free port). */
export async function serveFile(file: string): Promise<ServedFile> {
  const root = await realpath(path.dirname(path.resolve(file)));
  const server = createServer((req, res) => {
    answer(root, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/${encodeURIComponent(path.basename(file))}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
