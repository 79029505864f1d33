// Every built artifact of the repository, from one table each:
// - LAMBDAS: every handler under functions/ into its own artifact, dist/functions/<handler>/index.mjs
//   (ESM, Node 22). The CDK stack deploys each folder as that function's code. @sparticuz/chromium
//   ships its browser as files next to its code, so it stays external and is copied, with the
//   packages it needs, into the node_modules of the artifacts that import it.
// - APPS: the programs people run (npm start, npm run audit/admin/eval/smoke, the packed CLI), each
//   into dist/<app>/. `node tools/run.mjs <app>` runs one and rebuilds it first when a source changed
//   (npm scripts go through it), so no entry point transpiles TypeScript when it starts.
// Both are incremental by one rule (tools/build-stamps.mjs): a build records the sources it read and
// their hash, and is left alone while they are unchanged.
import { build } from 'esbuild';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import * as path from 'node:path';
import { freshStamp, readStampFile, stampHasher, stampInputs } from './tools/build-stamps.mjs';

const root = import.meta.dirname;
/** Packages no bundle inlines: the browser is files beside its code, read at run time. */
const EXTERNAL_PACKAGES = ['@sparticuz/chromium'];
/**
 * Packages the engine reads as files at run time rather than imports: the spelling dictionaries
 * (lib/engine/checks/signals/spelling.ts resolves `@cspell/dict-*` from the bundle's folder). They
 * are copied into the node_modules of the artifacts that bundle the module reading them (and the
 * lockfile, part of every stamp's key, stands for their content).
 */
const DATA_PACKAGES = {
  'lib/engine/checks/signals/spelling.ts': Object.keys(
    JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).dependencies,
  ).filter((name) => name.startsWith('@cspell/dict-')),
};

/**
 * The programs people run, one folder of dist/ each. `entries` are sources relative to the
 * repository; the first is the app's main, what `node tools/run.mjs <app>` (and so its npm script)
 * runs, and each lands as dist/<app>/<its file name>.mjs. `packages`: 'external' leaves every
 * package to node_modules at run time (programs that run inside the repository), 'bundle' inlines
 * them but EXTERNAL_PACKAGES (the packed CLI, which has no node_modules of the repository).
 * `splitting` puts what the entries import dynamically into chunks of its own, loaded only when
 * used (the CLI answers --help without loading the engine). To add a program, add a line.
 */
export const APPS = {
  cli: { entries: ['lib/cli/main.ts'], packages: 'bundle', splitting: true },
  local: { entries: ['infra/local/main.ts', 'infra/local/engine-worker.ts'], packages: 'external' },
  admin: { entries: ['infra/local/admin.ts'], packages: 'external' },
  smoke: { entries: ['lib/cli/smoke.ts'], packages: 'external' },
  eval: { entries: ['bench/eval/run.ts'], packages: 'external' },
  mcp: { entries: ['lib/mcp/main.ts', 'lib/mcp/local-backend.ts'], packages: 'external' },
};

/**
 * An entry that another entry of its app imports dynamically stays a file of its own, loaded at
 * run time (`import('./local-backend.js')` becomes `import('./local-backend.mjs')`), instead of
 * being inlined. The MCP server answers `initialize` without reading the engine that way; code
 * splitting would not do, since both sides enter the engine through lib/engine/index.ts and so
 * would share a chunk holding all of it.
 */
function entriesApart(entries) {
  const files = new Set(entries.map((e) => path.join(root, e)));
  return {
    name: 'entries-apart',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
        if (!files.has(file) || file === args.importer) return undefined;
        return { path: `./${path.basename(file, '.ts')}.mjs`, external: true };
      });
    },
  };
}

/** What every bundle shares: Node 22 ES modules that CommonJS dependencies can live in. */
const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Stack traces name the source file and line (NODE_OPTIONS=--enable-source-maps); the sources
  // themselves are in the repository, not in every deployed bundle.
  sourcemap: true,
  sourcesContent: false,
  minify: false,
  metafile: true,
  logLevel: 'warning',
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
};

/**
 * Handlers import the audit engine through its one entrance, lib/engine/index.ts, which re-exports
 * every part (the browser included). The engine's modules have no import-time side effects
 * (lib/engine/index.ts), so they are marked side-effect free: a handler then bundles only the
 * engine modules whose exports it uses, and the API handlers stay without puppeteer and Chromium.
 */
const engineWithoutSideEffects = (engineDir) => ({
  name: 'engine-without-side-effects',
  setup(b) {
    // Resolved here rather than through b.resolve: a round trip to esbuild per relative import, over
    // the 37 bundles, took two minutes of a build that now takes seconds. Every relative import of
    // the sources names its TypeScript file as `.js` (tsconfig "nodenext"); anything else, or a file
    // outside the engine, is left to esbuild's own resolution.
    const exists = new Map();
    const isFile = (file) => {
      if (!exists.has(file)) exists.set(file, statSync(file, { throwIfNoEntry: false })?.isFile() ?? false);
      return exists.get(file);
    };
    b.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      const file = path.resolve(args.resolveDir, args.path.slice(0, -'.js'.length) + '.ts');
      if (!file.startsWith(engineDir) || !isFile(file)) return undefined;
      return { path: file, sideEffects: false };
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

/** Where the build records, per handler, the inputs it read and their hash (outside the deployed folders). */
function stampPath(stampRoot, handler) {
  return path.join(stampRoot, `${handler}.json`);
}

/** The stamp of a built handler, or null when it has none. */
export async function readStamp(handler, { stampRoot = path.join(root, 'dist', 'build-stamps') } = {}) {
  return readStampFile(stampPath(stampRoot, handler));
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
  const keyOf = stampHasher(base);
  const started = Date.now();
  // Which handlers are up to date (by their stamps), and the rest, built below.
  const checked = await Promise.all(
    handlers.map(async (handler) => {
      if (force) return { handler, built: true };
      const stamp = await readStamp(handler, { stampRoot });
      const built = await stat(path.join(outRoot, handler, 'index.mjs')).then(
        () => true,
        () => false,
      );
      if (stamp && built && keyOf(stamp.inputs) === stamp.key)
        return {
          handler,
          inputs: stamp.inputs.length,
          bytes: stamp.bytes,
          external: stamp.external,
          built: false,
        };
      return { handler, built: true };
    }),
  );
  const stale = checked.filter((r) => r.built).map((r) => r.handler);
  if (dryRun)
    return checked.map((r) =>
      r.built ? { handler: r.handler, inputs: 0, bytes: 0, external: [], built: true } : r,
    );
  const fresh = new Map();
  if (stale.length > 0) {
    for (const handler of stale) await rm(path.join(outRoot, handler), { recursive: true, force: true });
    // One esbuild run for every stale handler: each module is parsed once for all of them (37
    // separate runs parsed the engine and the AWS SDK 37 times, a minute on two cores), and each
    // entry is still linked and tree-shaken on its own into a bundle of its own.
    const result = await build({
      ...NODE_BUNDLE,
      absWorkingDir: base,
      entryPoints: stale.map((handler) => ({
        in: path.join(base, 'functions', `${handler}.ts`),
        out: `${handler}/index`,
      })),
      outdir: outRoot,
      outExtension: { '.js': '.mjs' },
      external: [...EXTERNAL_PACKAGES, 'bufferutil', 'utf-8-validate'],
      plugins: [engineWithoutSideEffects(engineDir)],
    });
    const { inputs: graph, outputs } = result.metafile;
    for (const handler of stale) {
      const code = path
        .relative(base, path.join(outRoot, handler, 'index.mjs'))
        .split(path.sep)
        .join('/');
      const out = outputs[code];
      // What a run of this handler alone would have read: every module its entry reaches.
      const reached = new Set();
      const pending = [
        path
          .relative(base, path.join(base, 'functions', `${handler}.ts`))
          .split(path.sep)
          .join('/'),
      ];
      while (pending.length > 0) {
        const file = pending.pop();
        if (reached.has(file) || !graph[file]) continue;
        reached.add(file);
        for (const i of graph[file].imports) if (!i.external) pending.push(i.path);
      }
      const inputs = stampInputs([...reached]);
      const imported = EXTERNAL_PACKAGES.filter((p) => out.imports.some((i) => i.path === p));
      // Only where the module that reads them is in the bundle's output, not merely parsed and
      // shaken off, so handlers that never spell-check carry no dictionaries.
      const bundled = new Set(Object.keys(out.inputs).map((f) => path.resolve(base, f)));
      const data = Object.entries(DATA_PACKAGES)
        .filter(([file]) => bundled.has(path.join(base, file)))
        .flatMap(([, packages]) => packages);
      const outdir = path.join(outRoot, handler);
      for (const pkg of [...imported, ...data]) {
        for (const dep of await dependencyClosure(base, pkg)) {
          await mkdir(path.join(outdir, 'node_modules', path.dirname(dep)), { recursive: true });
          await cp(path.join(base, 'node_modules', dep), path.join(outdir, 'node_modules', dep), {
            recursive: true,
          });
        }
      }
      const bytes = out.bytes + (outputs[`${code}.map`]?.bytes ?? 0);
      // A fresh hasher: a source edited while esbuild read it must not get the old bytes' key.
      const key = stampHasher(base)(inputs);
      await mkdir(path.dirname(stampPath(stampRoot, handler)), { recursive: true });
      await writeFile(
        stampPath(stampRoot, handler),
        `${JSON.stringify({ key, bytes, external: imported, inputs }, null, 1)}\n`,
      );
      fresh.set(handler, { handler, inputs: inputs.length, bytes, external: imported, built: true });
    }
  }
  const results = checked.map((r) => fresh.get(r.handler) ?? r);
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

/**
 * An app's stamp, beside its code: its main file (what `tools/run.mjs` runs), the sources it read
 * and their key (tools/build-stamps.mjs).
 */
export const manifestOf = (app, base = root) => path.join(base, 'dist', app, 'build.json');

/**
 * Builds the named apps (every one by default) into dist/<app>/, each into a fresh folder that
 * replaces the old one at the end, so a program started meanwhile never loads half a build. An app
 * whose stamp is fresh is left as it is; `force` rebuilds it anyway.
 */
export async function buildApps(names = Object.keys(APPS), { quiet = false, force = false } = {}) {
  const engineDir = path.join(root, 'lib', 'engine') + path.sep;
  const keyOf = stampHasher(root);
  const results = await Promise.all(
    names.map(async (name) => {
      const app = APPS[name];
      if (!app) throw new Error(`no app "${name}" in esbuild.config.mjs (${Object.keys(APPS).join(', ')})`);
      const main = `${path.basename(app.entries[0], '.ts')}.mjs`;
      if (!force) {
        const stamp = freshStamp(manifestOf(name), root, keyOf);
        if (stamp && stamp.main === main)
          return { name, bytes: stamp.bytes, sources: stamp.inputs.length, built: false };
      }
      const outdir = path.join(root, 'dist', name);
      const staging = `${outdir}.building-${process.pid}`;
      await rm(staging, { recursive: true, force: true });
      const result = await build({
        ...NODE_BUNDLE,
        entryPoints: app.entries.map((e) => path.join(root, e)),
        outdir: staging,
        entryNames: '[name]',
        chunkNames: 'chunks/[name]-[hash]',
        outExtension: { '.js': '.mjs' },
        splitting: app.splitting ?? false,
        ...(app.packages === 'external'
          ? { packages: 'external' }
          : { external: [...EXTERNAL_PACKAGES, 'bufferutil', 'utf-8-validate'] }),
        plugins: [entriesApart(app.entries), engineWithoutSideEffects(engineDir)],
      });
      const inputs = stampInputs(Object.keys(result.metafile.inputs));
      const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
      await writeFile(
        path.join(staging, 'build.json'),
        `${JSON.stringify({ main, key: stampHasher(root)(inputs), bytes, inputs }, null, 1)}\n`,
      );
      const old = `${outdir}.old-${process.pid}`;
      await rename(outdir, old).catch(() => undefined);
      await rename(staging, outdir);
      await rm(old, { recursive: true, force: true });
      return { name, bytes, sources: inputs.length, built: true };
    }),
  );
  if (!quiet) {
    for (const r of results)
      console.log(
        `app ${r.name.padEnd(24)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ${r.sources} sources${r.built ? '' : '  (up to date)'}`,
      );
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'esbuild.config.mjs')) {
  // `cdk synth` runs this first with --lambdas (cdk.json "app"), so a fresh clone synthesizes
  // without npm run build, and a synth of an unchanged tree rebuilds nothing. `--apps` builds only
  // the programs of APPS (what tools/run.mjs would build), `--apps=cli,local` the ones named,
  // `--lambdas` only the functions; with neither, both. `npm pack` builds the CLI (package.json
  // "prepack"). --force rebuilds what it builds even when it is up to date.
  const quiet = process.argv.includes('--quiet');
  const force = process.argv.includes('--force');
  const apps = process.argv.find((a) => a === '--apps' || a.startsWith('--apps='));
  const onlyLambdas = process.argv.includes('--lambdas');
  if (!apps) await bundleAll({ quiet, force });
  if (!onlyLambdas)
    await buildApps(apps?.includes('=') ? apps.split('=')[1].split(',') : undefined, { quiet, force });
}
