// An async scan whose result is POSTed to a receiver that checks the signature.
// The receiver must be reachable by the service (ALLOW_PRIVATE_TARGETS=1 for one on this machine).
// WEBHOOK_SECRET is the account's webhook secret (npm run admin -- account create prints it): a
// request's own webhook_url is signed with it.
// AUDIT_API_URL=... AUDIT_API_KEY=... WEBHOOK_SECRET=whsec_... npx tsx clients/typescript/examples/async-with-receiver.ts https://example.com
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuditClient } from '../src/index.js';
import { verifyWebhook, WebhookSignatureError } from '../src/webhooks.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
const secret = process.env.WEBHOOK_SECRET!;
const receiver = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    // Check the raw body before parsing it: verifyWebhook gives the event back once it is genuine.
    try {
      const event = verifyWebhook(raw, req.headers, secret);
      res.writeHead(200).end('ok');
      if (event.event === 'scan.completed') console.log(`${event.url}: score ${event.score}`);
      else if (event.event === 'scan.failed') console.log(`${event.url}: ${event.data.code}`);
      receiver.close();
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      res.writeHead(401).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const accepted = await client.scan({
  url: process.argv[2] ?? 'https://example.com',
  async: true,
  webhook_url: url,
});
console.log(`accepted ${accepted.scan_id}; waiting for the webhook`);
