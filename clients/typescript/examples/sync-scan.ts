// A sync scan: the result comes back in the answer, its findings at the depth asked for.
// AUDIT_API_URL=http://127.0.0.1:3000 AUDIT_API_KEY=service_live_test123 npx tsx clients/typescript/examples/sync-scan.ts https://example.com
import { AuditClient } from '../src/index.js';

const client = new AuditClient({ baseUrl: process.env.AUDIT_API_URL!, apiKey: process.env.AUDIT_API_KEY! });
const result = await client.scan({ url: process.argv[2] ?? 'https://example.com', finding_limit: 3 });
console.log(`${result.url}: ${result.score}/100 (${result.verdict})`);
// finding_depth defaults to "full", so every finding has its fix steps.
for (const f of result.findings ?? [])
  console.log(`  ${f.priority}. [${f.severity}] ${f.title}: ${f.fix_steps[0]}`);
