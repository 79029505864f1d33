// Every built artifact of the repository, from one table each:
// - LAMBDAS: every handler under functions/ into its own artifact, dist/functions/<handler>/index.mjs
//   (ESM, Node 22). The CDK stack deploys each folder as that function's code. @sparticuz/chromium
//   ships its browser as files next to its code, so it stays external and is copied, with the
//   packages it needs, into the node_modules of the artifacts that import it.
// - APPS: the programs people run (npm start, npm run audit/admin/eval/smoke, the packed CLI), each
//   into dist/<app>/. `node tools/run.mjs <app>` runs one and rebuilds it first when a source changed
//   (npm scripts go through it), so no entry point transpiles TypeScript when it starts.
import { build } from 'esbuild';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

const root = import.meta.dirname;
const outRoot = path.join(root, 'dist', 'functions');
/** Packages no bundle inlines: the browser is files beside its code, read at run time. */
const EXTERNAL_PACKAGES = ['@sparticuz/chromium'];
const ENGINE_DIR = path.join(root, 'lib', 'engine') + path.sep;
/**
 * Packages the engine reads as files at run time rather than imports: the spelling dictionaries
 * (lib/engine/checks/signals/spelling.ts resolves `@cspell/dict-*` from the bundle's folder). They
 * are copied into the node_modules of the artifacts that bundle the module reading them.
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
  sourcemap: true,
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
const engineWithoutSideEffects = {
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
      if (resolved.errors.length > 0 || !resolved.path.startsWith(ENGINE_DIR)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

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
async function dependencyClosure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  const dir = path.join(root, 'node_modules', name);
  const exists = await stat(dir).then(
    () => true,
    () => false,
  );
  if (!exists) return seen; // an optional dependency not installed on this platform
  seen.add(name);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) await dependencyClosure(dep, seen);
  return seen;
}

export async function bundleAll({ quiet = false } = {}) {
  const handlers = await handlersUnder(path.join(root, 'functions'));
  await rm(outRoot, { recursive: true, force: true });
  const results = await Promise.all(
    handlers.map(async (handler) => {
      const outdir = path.join(outRoot, handler);
      const result = await build({
        ...NODE_BUNDLE,
        entryPoints: [path.join(root, 'functions', `${handler}.ts`)],
        outfile: path.join(outdir, 'index.mjs'),
        external: [...EXTERNAL_PACKAGES, 'bufferutil', 'utf-8-validate'],
        plugins: [engineWithoutSideEffects],
      });
      const inputs = Object.keys(result.metafile.inputs);
      const imported = EXTERNAL_PACKAGES.filter((p) =>
        Object.values(result.metafile.outputs).some((o) => o.imports.some((i) => i.path === p)),
      );
      const data = Object.entries(DATA_PACKAGES)
        .filter(([file]) => inputs.includes(file))
        .flatMap(([, packages]) => packages);
      for (const pkg of [...imported, ...data]) {
        for (const dep of await dependencyClosure(pkg)) {
          await mkdir(path.join(outdir, 'node_modules', path.dirname(dep)), { recursive: true });
          await cp(path.join(root, 'node_modules', dep), path.join(outdir, 'node_modules', dep), {
            recursive: true,
          });
        }
      }
      const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
      return { handler, inputs: inputs.length, bytes, external: imported };
    }),
  );
  if (!quiet) {
    for (const r of results) {
      console.log(
        `${r.handler.padEnd(28)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ${r.inputs} modules${r.external.length ? `  + ${r.external.join(', ')}` : ''}`,
      );
    }
  }
  return results;
}

/** Where an app's build writes what `tools/run.mjs` needs: its main file and the sources it read. */
export const manifestOf = (app) => path.join(root, 'dist', app, 'build.json');

/**
 * Builds the named apps (every one by default) into dist/<app>/, each into a fresh folder that
 * replaces the old one at the end, so a program started meanwhile never loads half a build.
 */
export async function buildApps(names = Object.keys(APPS), { quiet = false } = {}) {
  const results = await Promise.all(
    names.map(async (name) => {
      const app = APPS[name];
      if (!app) throw new Error(`no app "${name}" in esbuild.config.mjs (${Object.keys(APPS).join(', ')})`);
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
        plugins: [entriesApart(app.entries), engineWithoutSideEffects],
      });
      // The sources this build read (node_modules through the lockfile), for tools/run.mjs.
      const sources = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'));
      const main = `${path.basename(app.entries[0], '.ts')}.mjs`;
      await writeFile(
        path.join(staging, 'build.json'),
        `${JSON.stringify({ main, sources: [...sources, 'esbuild.config.mjs', 'package-lock.json'] }, null, 1)}\n`,
      );
      const old = `${outdir}.old-${process.pid}`;
      await rename(outdir, old).catch(() => undefined);
      await rename(staging, outdir);
      await rm(old, { recursive: true, force: true });
      const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
      return { name, bytes, sources: sources.length };
    }),
  );
  if (!quiet) {
    for (const r of results)
      console.log(
        `app ${r.name.padEnd(24)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ${r.sources} sources`,
      );
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'esbuild.config.mjs')) {
  // `cdk synth` runs this first (cdk.json "app"), so a fresh clone synthesizes without npm run build.
  // `--apps` builds only the programs of APPS (what tools/run.mjs would build), `--lambdas` only
  // the functions; with neither, both. `npm pack` builds the CLI (package.json "prepack").
  // `--apps=cli,local` names the apps to build.
  const quiet = process.argv.includes('--quiet');
  const apps = process.argv.find((a) => a === '--apps' || a.startsWith('--apps='));
  const onlyLambdas = process.argv.includes('--lambdas');
  if (!apps) await bundleAll({ quiet });
  if (!onlyLambdas)
    await buildApps(apps?.includes('=') ? apps.split('=')[1].split(',') : undefined, { quiet });
}
