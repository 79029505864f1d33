/**
 * Rewrites test/golden/<page>.json from the current engine, after an intended change to checks,
 * the model or the report. Run from the repository root:
 *
 *   PATH=$PWD/node_modules/.bin:$PATH tsx test/golden/update-golden.ts
 *
 * Each audit is computed twice and must come out identical, so a golden never records noise.
 */
import { writeFileSync } from 'node:fs';
import { GOLDEN_PAGES, goldenAudit, goldenPath, readGolden, serializeGolden } from './golden-audit.js';

/** Two runs over the same page disagreed: something in the engine is not deterministic. */
export class NondeterministicAuditError extends Error {
  constructor(page: string) {
    super(`two audits of ${page} differ; fix the nondeterminism before writing a golden`);
    this.name = 'NondeterministicAuditError';
  }
}

for (const page of GOLDEN_PAGES) {
  const first = serializeGolden(goldenAudit(page));
  if (serializeGolden(goldenAudit(page)) !== first) throw new NondeterministicAuditError(page);
  const previous = readGolden(page);
  const status =
    previous === null ? 'created' : serializeGolden(previous) === first ? 'unchanged' : 'updated';
  writeFileSync(goldenPath(page), first);
  console.log(`${status} ${goldenPath(page)}`);
}
