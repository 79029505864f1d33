import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A throwaway HTTP server on 127.0.0.1, port 0, for tests that need a real peer.
 *
 * @example
 *   const server = await startServer((req, res) => res.end('<html></html>'));
 *   try { await fetchSomething(server.url); } finally { await server.close(); }
 */
export interface LocalServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** TCP connections accepted so far: lets a test prove that nothing connected. */
  readonly connections: number;
  /** Requests received so far. */
  readonly requests: number;
  /** Resolves a path against the server, e.g. `server.at('/a?b=1')`. */
  at(path: string): string;
  /** Stops listening and drops open sockets, so hanging handlers cannot hold a test open. */
  close(): Promise<void>;
}

/** May return anything (e.g. `res.end(...)`); a rejected promise becomes a 500. */
export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export async function startServer(handler: LocalHandler): Promise<LocalServer> {
  let connections = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    requests++;
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    port,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    at: (path: string) => new URL(path, origin).href,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
