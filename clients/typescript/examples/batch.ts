// A batch of URLs, then each scan's result by polling.
// AUDIT_API_URL=... AUDIT_API_KEY=... npx tsx clients/typescript/examples/batch.ts https://example.com https://example.org
import { AuditClient } from '../src/index.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
const urls = process.argv.slice(2);
const batch = await client.scanBatch({
  urls,
  webhook_url: process.env.WEBHOOK_URL ?? 'https://hooks.example.com/audit',
});
for (const s of batch.scans) {
  const done = await client.waitForScan(s.scan_id);
  console.log(`${s.url}: ${done.status} ${done.score ?? ''}`);
}
