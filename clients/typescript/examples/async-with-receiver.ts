// An async scan whose result is POSTed to a receiver that checks the signature.
// The receiver must be reachable by the service (ALLOW_PRIVATE_TARGETS=1 for one on this machine).
// AUDIT_API_URL=... AUDIT_API_KEY=... npx tsx clients/typescript/examples/async-with-receiver.ts https://example.com
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuditClient, verifyWebhookSignature } from '../src/client.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
const endpoint = { secret: '' };
const receiver = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    // Registered endpoints are signed with their secret; check the raw body, then parse it.
    if (endpoint.secret && !verifyWebhookSignature(raw, req.headers, endpoint.secret)) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200).end('ok');
    const event = JSON.parse(raw) as { event?: string; data?: { score?: number } };
    console.log(`${event.event}: score ${event.data?.score}`);
    receiver.close();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const accepted = await client.scan({
  url: process.argv[2] ?? 'https://example.com',
  async: true,
  webhook_url: url,
});
console.log(`accepted ${'scan_id' in accepted ? accepted.scan_id : ''}; waiting for the webhook`);
