// Bundles every handler under functions/ into its own artifact: dist/functions/<handler>/index.mjs
// (ESM, Node 22). The CDK stack deploys each folder as that function's code. @sparticuz/chromium
// ships its browser as files next to its code, so it stays external and is copied, with the
// packages it needs, into the node_modules of the artifacts that import it.
import { build, version as esbuildVersion } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

const root = import.meta.dirname;
const EXTERNAL_PACKAGES = ['@sparticuz/chromium'];

/**
 * Handlers import the audit engine through its one entrance, lib/engine/index.ts, which re-exports
 * every part (the browser included). The engine's modules have no import-time side effects
 * (lib/engine/index.ts), so they are marked side-effect free: a handler then bundles only the
 * engine modules whose exports it uses, and the API handlers stay without puppeteer and Chromium.
 */
const engineWithoutSideEffects = (engineDir) => ({
  name: 'engine-without-side-effects',
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData?.engineResolved) return undefined;
      const resolved = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { engineResolved: true },
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(engineDir)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
});

async function handlersUnder(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await handlersUnder(path.join(dir, entry.name), rel)));
    else if (entry.name.endsWith('.ts')) out.push(rel.slice(0, -3));
  }
  return out.sort();
}

/** A package and every package it depends on, as folders under node_modules. */
async function dependencyClosure(base, name, seen = new Set()) {
  if (seen.has(name)) return seen;
  const dir = path.join(base, 'node_modules', name);
  const exists = await stat(dir).then(
    () => true,
    () => false,
  );
  if (!exists) return seen; // an optional dependency not installed on this platform
  seen.add(name);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) await dependencyClosure(base, dep, seen);
  return seen;
}

/** What a stamp covers besides the inputs: this file (the build's options) and the lockfile (the copied packages). */
const CONFIG_FILES = ['esbuild.config.mjs', 'package-lock.json'];

/** Where the build records, per handler, the inputs it read and their hash (outside the deployed folders). */
function stampPath(stampRoot, handler) {
  return path.join(stampRoot, `${handler}.json`);
}

/** Hash of a file's bytes, read once per run (most inputs are shared by many handlers). */
function fileHasher(base) {
  const cache = new Map();
  return (rel) => {
    let found = cache.get(rel);
    if (found === undefined) {
      found = readFile(path.join(base, rel)).then(
        (bytes) => createHash('sha256').update(bytes).digest('hex'),
        () => null,
      );
      cache.set(rel, found);
    }
    return found;
  };
}

/** The key of a bundle: esbuild's version, the build's own files and every input it read, by content. */
async function bundleKey(hashOf, inputs) {
  const parts = [`esbuild ${esbuildVersion}`];
  for (const rel of [...CONFIG_FILES, ...inputs]) {
    const hash = await hashOf(rel);
    if (hash === null && !CONFIG_FILES.includes(rel)) return null; // an input is gone: rebuild
    parts.push(`${rel} ${hash}`);
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** The stamp of a built handler, or null when it has none. */
export async function readStamp(handler, { stampRoot = path.join(root, 'dist', 'build-stamps') } = {}) {
  try {
    return JSON.parse(await readFile(stampPath(stampRoot, handler), 'utf8'));
  } catch {
    return null;
  }
}

/** Files under a folder (node_modules folders skipped), as paths relative to it. */
async function filesUnder(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    } else out.push(rel);
  }
  return out;
}

/**
 * Bundle every handler under functions/ into dist/functions/<handler>/index.mjs. A handler whose
 * inputs (every file esbuild read for it, this file and the lockfile, by content) are unchanged
 * since its last build is left as it is, so `cdk synth` of an unchanged tree rebuilds nothing;
 * `force` rebuilds all. Folders of handlers that no longer exist are removed. `dryRun` only says
 * which handlers would be built (`built: true`), writing nothing.
 */
export async function bundleAll({
  quiet = false,
  force = false,
  base = root,
  only = null,
  dryRun = false,
} = {}) {
  const outRoot = path.join(base, 'dist', 'functions');
  const stampRoot = path.join(base, 'dist', 'build-stamps');
  const engineDir = path.join(base, 'lib', 'engine') + path.sep;
  const all = await handlersUnder(path.join(base, 'functions'));
  const handlers = only ? all.filter((h) => only.includes(h)) : all;
  if (!only && !dryRun) {
    // Bundles and stamps of handlers that no longer exist.
    for (const file of await filesUnder(outRoot)) {
      const handler = path.dirname(file);
      if (path.basename(file) === 'index.mjs' && !all.includes(handler))
        await rm(path.join(outRoot, handler), { recursive: true, force: true });
    }
    for (const file of await filesUnder(stampRoot))
      if (!all.includes(file.replace(/\.json$/, ''))) await rm(path.join(stampRoot, file), { force: true });
  }
  const hashOf = fileHasher(base);
  const started = Date.now();
  const results = await Promise.all(
    handlers.map(async (handler) => {
      const outdir = path.join(outRoot, handler);
      if (!force) {
        const stamp = await readStamp(handler, { stampRoot });
        const built = await stat(path.join(outdir, 'index.mjs')).then(
          () => true,
          () => false,
        );
        if (stamp && built && (await bundleKey(hashOf, stamp.inputs)) === stamp.key)
          return {
            handler,
            inputs: stamp.inputs.length,
            bytes: stamp.bytes,
            external: stamp.external,
            built: false,
          };
      }
      if (dryRun) return { handler, inputs: 0, bytes: 0, external: [], built: true };
      await rm(outdir, { recursive: true, force: true });
      const result = await build({
        absWorkingDir: base,
        entryPoints: [path.join(base, 'functions', `${handler}.ts`)],
        outfile: path.join(outdir, 'index.mjs'),
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        // Stack traces name the source file and line (NODE_OPTIONS=--enable-source-maps); the
        // sources themselves are in the repository, not in every deployed bundle.
        sourcemap: true,
        sourcesContent: false,
        minify: false,
        metafile: true,
        logLevel: 'warning',
        external: [...EXTERNAL_PACKAGES, 'bufferutil', 'utf-8-validate'],
        // CommonJS dependencies inside an ES module bundle still call require and read __dirname;
        // `define` rewrites only free references, so modules that declare their own keep them.
        banner: {
          js: [
            "import { createRequire as __cas_createRequire } from 'node:module';",
            "import { fileURLToPath as __cas_fileURLToPath } from 'node:url';",
            "import { dirname as __cas_pathDirname } from 'node:path';",
            'const require = __cas_createRequire(import.meta.url);',
            'const __cas_filename = __cas_fileURLToPath(import.meta.url);',
            'const __cas_dirname = __cas_pathDirname(__cas_filename);',
          ].join('\n'),
        },
        define: { __dirname: '__cas_dirname', __filename: '__cas_filename' },
        plugins: [engineWithoutSideEffects(engineDir)],
      });
      const inputs = Object.keys(result.metafile.inputs).sort();
      const imported = EXTERNAL_PACKAGES.filter((p) =>
        Object.values(result.metafile.outputs).some((o) => o.imports.some((i) => i.path === p)),
      );
      for (const pkg of imported) {
        for (const dep of await dependencyClosure(base, pkg)) {
          await mkdir(path.join(outdir, 'node_modules', path.dirname(dep)), { recursive: true });
          await cp(path.join(base, 'node_modules', dep), path.join(outdir, 'node_modules', dep), {
            recursive: true,
          });
        }
      }
      const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
      const key = await bundleKey(fileHasher(base), inputs);
      await mkdir(path.dirname(stampPath(stampRoot, handler)), { recursive: true });
      await writeFile(
        stampPath(stampRoot, handler),
        `${JSON.stringify({ key, bytes, external: imported, inputs }, null, 1)}\n`,
      );
      return { handler, inputs: inputs.length, bytes, external: imported, built: true };
    }),
  );
  const rebuilt = results.filter((r) => r.built);
  if (!quiet) {
    for (const r of results) {
      console.log(
        `${r.handler.padEnd(28)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ${r.inputs} modules${r.external.length ? `  + ${r.external.join(', ')}` : ''}${r.built ? '' : '  (up to date)'}`,
      );
    }
  }
  if (!dryRun && (!quiet || rebuilt.length > 0))
    console.error(
      `esbuild: ${rebuilt.length} bundle(s) built, ${results.length - rebuilt.length} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'esbuild.config.mjs')) {
  // `cdk synth` runs this first (cdk.json "app"), so a fresh clone synthesizes without npm run build,
  // and a synth of an unchanged tree rebuilds nothing. --force rebuilds every bundle.
  await bundleAll({ quiet: process.argv.includes('--quiet'), force: process.argv.includes('--force') });
}
