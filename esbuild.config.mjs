// Bundles every handler under functions/ into its own artifact: dist/functions/<handler>/index.mjs
// (ESM, Node 22). The CDK stack deploys each folder as that function's code. @sparticuz/chromium
// ships its browser as files next to its code, so it stays external and is copied, with the
// packages it needs, into the node_modules of the artifacts that import it.
import { build } from 'esbuild';
import { cp, mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';

const root = import.meta.dirname;
const outRoot = path.join(root, 'dist', 'functions');
const EXTERNAL_PACKAGES = ['@sparticuz/chromium'];
const ENGINE_DIR = path.join(root, 'lib', 'engine') + path.sep;

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

/**
 * `npm run mcp` runs dist/mcp/main.mjs with Node, no tsx. Packages stay in node_modules (it runs
 * inside the repository). The engine, which only local audits need, is a bundle of its own,
 * local-backend.mjs, imported on the first tool call: nothing of it is read before `initialize` is
 * answered (code splitting would share the engine's entrance, and so all of it, with the server).
 */
export async function bundleMcp() {
  const outdir = path.join(root, 'dist', 'mcp');
  await rm(outdir, { recursive: true, force: true });
  const localBackend = {
    name: 'mcp-local-backend-apart',
    setup(b) {
      b.onResolve({ filter: /^\.\/local-backend\.js$/ }, (args) =>
        args.importer.endsWith(`${path.sep}server.ts`)
          ? { path: './local-backend.mjs', external: true }
          : undefined,
      );
    },
  };
  const result = await build({
    entryPoints: {
      main: path.join(root, 'lib', 'mcp', 'main.ts'),
      'local-backend': path.join(root, 'lib', 'mcp', 'local-backend.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [localBackend, engineWithoutSideEffects],
  });
  const bytes = Object.values(result.metafile.outputs).reduce((a, o) => a + o.bytes, 0);
  return { handler: 'mcp', inputs: Object.keys(result.metafile.inputs).length, bytes, external: [] };
}

export async function bundleAll({ quiet = false } = {}) {
  const handlers = await handlersUnder(path.join(root, 'functions'));
  await rm(outRoot, { recursive: true, force: true });
  const results = await Promise.all(
    handlers.map(async (handler) => {
      const outdir = path.join(outRoot, handler);
      const result = await build({
        entryPoints: [path.join(root, 'functions', `${handler}.ts`)],
        outfile: path.join(outdir, 'index.mjs'),
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        sourcemap: true,
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
        plugins: [engineWithoutSideEffects],
      });
      const inputs = Object.keys(result.metafile.inputs);
      const imported = EXTERNAL_PACKAGES.filter((p) =>
        Object.values(result.metafile.outputs).some((o) => o.imports.some((i) => i.path === p)),
      );
      for (const pkg of imported) {
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
  results.push(await bundleMcp());
  if (!quiet) {
    for (const r of results) {
      console.log(
        `${r.handler.padEnd(28)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB  ${r.inputs} modules${r.external.length ? `  + ${r.external.join(', ')}` : ''}`,
      );
    }
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'esbuild.config.mjs')) {
  // `cdk synth` runs this first (cdk.json "app"), so a fresh clone synthesizes without npm run build.
  await bundleAll({ quiet: process.argv.includes('--quiet') });
}
