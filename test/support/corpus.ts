import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { startServer, type LocalServer } from './local-server.js';

/** ../shared/corpus, beside the repository (CI has it there too). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../shared/corpus');

/** Serve the corpus pages on 127.0.0.1 (paths as in the corpus: /saas/agilezen-home.html). */
export function serveCorpus(): Promise<LocalServer> {
  return startServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(CORPUS_DIR, 'pages', rel);
    if (!file.startsWith(path.join(CORPUS_DIR, 'pages'))) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>not found</body></html>');
    }
  });
}
