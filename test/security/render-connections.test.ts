import dgram from 'node:dgram';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, inlineConnectPolicy, renderPage } from '../../lib/engine/acquire/render.js';
import { startServer, type LocalServer } from '../support/local-server.js';

// Issue 25, item 2: request interception never sees WebSocket handshakes or WebRTC, so a raw-HTML
// page connected to 127.0.0.1 with the origin rule in force, and the guard's refusals were not
// counted. Every attempt below targets listeners of this test: a connection they see is a hole.

interface Listener {
  port: number;
  /** TCP connections accepted (WebSocket handshakes and TURN over TCP alike). */
  readonly tcp: number;
  /** UDP datagrams received (STUN, TURN over UDP). */
  readonly udp: number;
  close(): Promise<void>;
}

async function listen(): Promise<Listener> {
  let tcp = 0;
  let udp = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    tcp++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  // The same port number for UDP, so a STUN server named at the TCP port would be seen too.
  const datagrams = dgram.createSocket('udp4');
  datagrams.on('message', () => udp++);
  await new Promise<void>((resolve) => datagrams.bind(port, '127.0.0.1', () => resolve()));
  return {
    port,
    get tcp() {
      return tcp;
    },
    get udp() {
      return udp;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      datagrams.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Markup that tries every way we know to open a connection to `host:port` from the page's own code. */
function attackPage(host: string, port: number): string {
  const ws = (path: string) => `new WebSocket('ws://${host}:${port}/${path}')`;
  const rtc = (scope: string) =>
    `(() => { const pc = new ${scope}.RTCPeerConnection({ iceServers: [{ urls: 'turn:${host}:${port}?transport=tcp', username: 'u', credential: 'p' }, { urls: 'stun:${host}:${port}' }] }); pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o)); })()`;
  const frame = (src: string) =>
    `(() => { const f = document.createElement('iframe'); ${src}; document.body.appendChild(f); })()`;
  const attempts = [
    ws('main'),
    `(() => { const f = document.createElement('iframe'); document.body.appendChild(f); new f.contentWindow.WebSocket('ws://${host}:${port}/about-blank'); })()`,
    frame(`f.srcdoc = "<script>${ws('srcdoc')}<\\/script>"`),
    frame(`f.src = 'data:text/html,' + encodeURIComponent("<script>${ws('data-frame')}<\\/script>")`),
    frame(
      `f.src = URL.createObjectURL(new Blob(["<script>${ws('blob-frame')}<\\/script>"], { type: 'text/html' }))`,
    ),
    `new Worker(URL.createObjectURL(new Blob(["${ws('worker')}"], { type: 'text/javascript' })))`,
    `new SharedWorker(URL.createObjectURL(new Blob(["${ws('shared-worker')}"], { type: 'text/javascript' })))`,
    rtc('window'),
    `(() => { const f = document.createElement('iframe'); document.body.appendChild(f); ${rtc('f.contentWindow')}; })()`,
    `new WebTransport('https://${host}:${port}/webtransport')`,
  ];
  const script = attempts.map((a) => `try { ${a}; } catch (e) { console.log(String(e)); }`).join('\n');
  return `<!doctype html><html lang="en"><head><title>Connections</title></head><body>
<h1>Invoices in one minute</h1><p>Send invoices and get paid twice as fast.</p>
<script>${script}</script></body></html>`;
}

let listener: Listener;
let site: LocalServer;

beforeAll(async () => {
  listener = await listen();
  site = await startServer((req, res) => {
    if (req.url === '/url-scan')
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(attackPage('0.0.0.0', listener.port));
    res.writeHead(404).end();
  });
});

afterAll(async () => {
  await closeBrowser();
  await Promise.all([listener.close(), site.close()]);
});

describe('connections request interception never sees', () => {
  it('keeps WebSockets of raw HTML to the allowed origin in its connect-src', () => {
    expect(inlineConnectPolicy(null)).toBe('connect-src http: https: data: blob:');
    expect(inlineConnectPolicy('https://example.com')).toBe(
      'connect-src http: https: data: blob: wss://example.com',
    );
    expect(inlineConnectPolicy('http://127.0.0.1:8080')).toBe(
      'connect-src http: https: data: blob: ws://127.0.0.1:8080',
    );
  });

  it('raw HTML without base_url: no WebSocket or WebRTC reaches 127.0.0.1 even with private targets allowed, and each refusal counts', async () => {
    const result = await renderPage('https://inline-html.invalid/', {
      allowPrivate: true,
      timeoutMs: 15_000,
      document: { html: attackPage('127.0.0.1', listener.port), allowedOrigin: null },
    });
    // Give late attempts (workers, ICE gathering) time to reach the listener if they could.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(listener.tcp).toBe(0);
    expect(listener.udp).toBe(0);
    const failed = result.facts.failedRequests.join('\n');
    for (const path of ['main', 'about-blank', 'srcdoc', 'data-frame', 'blob-frame'])
      expect(failed).toContain(`ws://127.0.0.1:${listener.port}/${path} (blocked: raw HTML connects only`);
    expect(failed.match(/^WebRTC turn:127\.0\.0\.1.*blocked: raw HTML opens no WebRTC/gm)).toHaveLength(2);
    // Five page WebSockets and two peer connections at least (workers' refusals are not counted).
    expect(result.facts.requestsFailed).toBeGreaterThanOrEqual(7);
  }, 60_000);

  it('raw HTML with base_url: the allowed origin may be reached by WebSocket, no other port of the same host', async () => {
    const allowed = await listen();
    try {
      const html = `<!doctype html><html><body><h1>Draft</h1><script>
new WebSocket('ws://127.0.0.1:${allowed.port}/ok');
new WebSocket('ws://127.0.0.1:${listener.port}/other-port');
</script></body></html>`;
      const result = await renderPage(`http://127.0.0.1:${allowed.port}/draft`, {
        allowPrivate: true,
        timeoutMs: 15_000,
        document: { html, allowedOrigin: `http://127.0.0.1:${allowed.port}` },
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(allowed.tcp).toBeGreaterThanOrEqual(1);
      expect(listener.tcp).toBe(0);
      expect(result.facts.failedRequests.join('\n')).toContain(
        `ws://127.0.0.1:${listener.port}/other-port (blocked`,
      );
    } finally {
      await allowed.close();
    }
  }, 60_000);

  it('a URL scan: WebSocket and TURN to an address the SSRF guard refuses never connect, and count as failed', async () => {
    // 0.0.0.0 reaches this machine's listeners on Linux, and the guard refuses it always.
    const result = await renderPage(site.at('/url-scan'), { allowPrivate: true, timeoutMs: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(listener.tcp).toBe(0);
    expect(listener.udp).toBe(0);
    const failed = result.facts.failedRequests.join('\n');
    expect(failed).toContain(`ws://0.0.0.0:${listener.port}/main (blocked: The URL host "0.0.0.0"`);
    expect(failed).toMatch(/^WebRTC turn:0\.0\.0\.0:\d+\?transport=tcp \(/m);
    expect(result.facts.requestsFailed).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
