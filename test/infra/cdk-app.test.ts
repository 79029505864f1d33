import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');

describe('cdk.json', () => {
  it('builds the function bundles before the app synthesizes, so a fresh clone can run cdk synth', () => {
    // The stack deploys dist/functions/<handler> as assets: without them synth fails with
    // CannotFindAsset. Verified by hand: git clone && npm ci && unshare -n npx cdk synth (offline).
    const cdk = JSON.parse(readFileSync(path.join(REPO, 'cdk.json'), 'utf8')) as { app: string };
    const steps = cdk.app.split('&&').map((s) => s.trim());
    expect(steps[0]).toMatch(/^node esbuild\.config\.mjs\b/);
    // Incremental: a synth of an unchanged tree rebuilds no bundle (test/bundles/incremental-build.test.ts).
    expect(steps[0]).not.toContain('--force');
    expect(steps.at(-1)).toMatch(/infra\/app\.ts$/);
  });
});
