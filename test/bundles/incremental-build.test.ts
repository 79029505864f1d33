import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * esbuild.config.mjs builds only what changed, so `npx cdk synth` (cdk.json runs the build first)
 * of an unchanged tree rebuilds nothing. Exercised on a small tree of its own: the build reads the
 * same files (functions/, lib/, the lockfile) relative to the folder it is given.
 */
interface BuildResult {
  handler: string;
  built: boolean;
}
type BundleAll = (opts: {
  base: string;
  quiet?: boolean;
  force?: boolean;
  dryRun?: boolean;
}) => Promise<BuildResult[]>;

const ROOT = path.resolve(import.meta.dirname, '../..');
let bundleAll: BundleAll;
let base: string;

const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(base, rel)), { recursive: true });
  await writeFile(path.join(base, rel), text);
};
const built = async () =>
  Object.fromEntries((await bundleAll({ base, quiet: true })).map((r) => [r.handler, r.built]));
const mtime = async (handler: string) =>
  (await stat(path.join(base, 'dist/functions', handler, 'index.mjs'))).mtimeMs;

beforeAll(async () => {
  ({ bundleAll } = (await import(pathToFileURL(path.join(ROOT, 'esbuild.config.mjs')).href)) as {
    bundleAll: BundleAll;
  });
  base = await mkdtemp(path.join(tmpdir(), 'incremental-build-'));
  await write('package-lock.json', '{"lockfileVersion":3}\n');
  await write('lib/greet.ts', 'export const greet = (who: string) => `hello ${who}`;\n');
  await write(
    'functions/api/hello.ts',
    "import { greet } from '../../lib/greet.js';\nexport const handler = async () => greet('world');\n",
  );
});

afterAll(() => rm(base, { recursive: true, force: true }));

describe('the incremental bundle build', () => {
  it('builds a handler once, then leaves it alone while its inputs are unchanged', async () => {
    expect(await built()).toEqual({ 'api/hello': true });
    const first = await mtime('api/hello');
    expect(await built()).toEqual({ 'api/hello': false });
    expect(await mtime('api/hello')).toBe(first);
    const stamp = JSON.parse(await readFile(path.join(base, 'dist/build-stamps/api/hello.json'), 'utf8'));
    expect(stamp.inputs).toEqual(['functions/api/hello.ts', 'lib/greet.ts']);
    expect(stamp.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rebuilds a handler when a file it imports changes, and only that handler', async () => {
    await write('functions/api/other.ts', "export const handler = async () => 'other';\n");
    expect(await built()).toEqual({ 'api/hello': false, 'api/other': true });
    await write('lib/greet.ts', 'export const greet = (who: string) => `goodbye ${who}`;\n');
    expect(await built()).toEqual({ 'api/hello': true, 'api/other': false });
    expect(await readFile(path.join(base, 'dist/functions/api/hello/index.mjs'), 'utf8')).toContain(
      'goodbye',
    );
  });

  it('rebuilds everything when the lockfile changes or when forced', async () => {
    await write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    expect(await built()).toEqual({ 'api/hello': true, 'api/other': true });
    expect(await built()).toEqual({ 'api/hello': false, 'api/other': false });
    const forced = await bundleAll({ base, quiet: true, force: true });
    expect(forced.every((r) => r.built)).toBe(true);
  });

  it('finds the repository built by npm run build up to date: cdk synth would rebuild nothing', async () => {
    const plan = await bundleAll({ base: ROOT, quiet: true, dryRun: true });
    expect(plan.length).toBeGreaterThan(30);
    expect(plan.filter((r) => r.built).map((r) => r.handler)).toEqual([]);
  });

  it('removes the bundle and the stamp of a handler that no longer exists', async () => {
    await rm(path.join(base, 'functions/api/other.ts'));
    expect(await built()).toEqual({ 'api/hello': false });
    expect(existsSync(path.join(base, 'dist/functions/api/other'))).toBe(false);
    expect(existsSync(path.join(base, 'dist/build-stamps/api/other.json'))).toBe(false);
  });
});

/**
 * The programs of APPS (tools/run.mjs) follow the same rule as the bundles: one stamp format, one
 * key, read without esbuild. Content decides, not modification times.
 */
describe('the stamp rule shared by the bundles and tools/run.mjs', () => {
  type FreshStamp = (file: string, base: string) => { key: string; inputs: string[] } | null;
  type StampHasher = (base: string) => (inputs: string[]) => string | null;
  let freshStamp: FreshStamp;
  let stampHasher: StampHasher;
  let dir: string;

  beforeAll(async () => {
    ({ freshStamp, stampHasher } = (await import(
      pathToFileURL(path.join(ROOT, 'tools/build-stamps.mjs')).href
    )) as { freshStamp: FreshStamp; stampHasher: StampHasher });
    dir = await mkdtemp(path.join(tmpdir(), 'build-stamps-'));
    await writeFile(path.join(dir, 'package-lock.json'), '{}\n');
    await writeFile(path.join(dir, 'a.ts'), 'export const a = 1;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps a build fresh when a source is rewritten with the same bytes, and not when they change', async () => {
    const stampFile = path.join(dir, 'build.json');
    const key = stampHasher(dir)(['a.ts']);
    await writeFile(stampFile, JSON.stringify({ main: 'a.mjs', key, inputs: ['a.ts'] }));
    expect(freshStamp(stampFile, dir)?.key).toBe(key);
    await writeFile(path.join(dir, 'a.ts'), 'export const a = 1;\n'); // newer, same content
    expect(freshStamp(stampFile, dir)).not.toBeNull();
    await writeFile(path.join(dir, 'a.ts'), 'export const a = 2;\n');
    expect(freshStamp(stampFile, dir)).toBeNull();
    await rm(path.join(dir, 'a.ts'));
    expect(freshStamp(stampFile, dir)).toBeNull();
  });

  it('is the rule tools/run.mjs starts a program by, and the stamp the CLI build leaves', async () => {
    expect(await readFile(path.join(ROOT, 'tools/run.mjs'), 'utf8')).toContain(
      "import { freshStamp } from './build-stamps.mjs'",
    );
    const built = path.join(ROOT, 'dist/cli/build.json');
    if (existsSync(built)) {
      const stamp = JSON.parse(await readFile(built, 'utf8'));
      expect(stamp.main).toBe('main.mjs');
      expect(stamp.key).toMatch(/^[0-9a-f]{64}$/);
      expect(stamp.inputs).toContain('lib/cli/main.ts');
    }
  });
});
