// An async scan without a receiver: poll GET /scans/{id} until it is final. Every failure is a
// typed error: switch on its kind.
// AUDIT_API_URL=... AUDIT_API_KEY=... npx tsx clients/typescript/examples/polling.ts https://example.com
import { AuditClient, isAuditError, isFullFinding } from '../src/index.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
try {
  const accepted = await client.scan({
    url: process.argv[2] ?? 'https://example.com',
    async: true,
    webhook_url: process.env.WEBHOOK_URL ?? 'https://hooks.example.com/audit',
  });
  const scan = await client.waitForScan(accepted.scan_id, { intervalMs: 1_000 });
  console.log(`${scan.url}: ${scan.status}, score ${scan.score}`);
  // A stored result has findings at the depth its request asked for: narrow before reading more.
  for (const f of scan.result?.findings ?? [])
    console.log(`  ${f.title}${isFullFinding(f) ? ` (${f.check_ids.join(', ')})` : ''}`);
} catch (err) {
  if (!isAuditError(err)) throw err;
  if (err.kind === 'api') console.error(`the API said ${err.code} (${err.status}): ${err.message}`);
  else console.error(`${err.kind}: ${err.message}`);
  process.exitCode = 1;
}
