// An async scan without a receiver: poll GET /scans/{id} until it is final.
// AUDIT_API_URL=... AUDIT_API_KEY=... npx tsx clients/typescript/examples/polling.ts https://example.com
import { AuditClient } from '../src/client.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
const accepted = await client.scan({
  url: process.argv[2] ?? 'https://example.com',
  async: true,
  webhook_url: process.env.WEBHOOK_URL ?? 'https://hooks.example.com/audit',
});
if ('status_url' in accepted) {
  const scan = await client.waitForScan(accepted.scan_id, { intervalMs: 1_000 });
  console.log(`${scan.url}: ${scan.status}, score ${scan.score}`);
}
