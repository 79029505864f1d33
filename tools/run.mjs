#!/usr/bin/env node
// `node tools/run.mjs <app> [args...]`: runs the built JavaScript of one program of
// esbuild.config.mjs APPS (dist/<app>/), in this very process, so the program is the process that
// npm started and that receives its signals. When a source the last build read has changed since
// the build (or there is none yet), it builds that app first, which costs a second or two once; an up
// to date build starts with no transpilation and without loading esbuild.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { freshStamp } from './build-stamps.mjs';

// V8's code cache on disk (the system's temp folder): the next start of a program skips compiling
// what it loads, the MCP server's SDK and zod included (about a fifth of its start on this machine).
enableCompileCache?.();

const root = path.resolve(import.meta.dirname, '..');
const [app, ...args] = process.argv.slice(2);
if (!app) {
  console.error('Usage: node tools/run.mjs <app> [args...] (apps: see APPS in esbuild.config.mjs)');
  process.exit(2);
}
const outdir = path.join(root, 'dist', app);
const manifestFile = path.join(outdir, 'build.json');

/**
 * The build's main file when its stamp is fresh (every source it read has the bytes it was built
 * from: tools/build-stamps.mjs, the same rule as the Lambda bundles); null when it must be rebuilt.
 */
function freshMain() {
  const stamp = freshStamp(manifestFile, root);
  return stamp && typeof stamp.main === 'string' ? path.join(outdir, stamp.main) : null;
}

/**
 * Builds the app under a lock (a folder: mkdir is atomic), so that programs started together (a
 * test run) build it once; the others wait and then find it fresh.
 */
async function rebuild() {
  const lock = path.join(root, 'dist', `.${app}.lock`);
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const main = freshMain();
      if (main) return main;
      let age;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released just now
      }
      // A builder that died leaves its lock behind; a build never takes minutes.
      if (age > 120_000 || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    const main = freshMain();
    if (main) return main;
    process.stderr.write(`Building dist/${app} (its sources changed since the last build)...\n`);
    const { buildApps } = await import(pathToFileURL(path.join(root, 'esbuild.config.mjs')).href);
    await buildApps([app], { quiet: true });
    // esbuild keeps a service process for further builds; the program must not carry it along.
    (await import('esbuild')).stop();
    const built = freshMain();
    if (!built) throw new Error(`dist/${app} is still out of date after building it`);
    return built;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const main = freshMain() ?? (await rebuild());
// The program reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0], main, ...args];
await import(pathToFileURL(main).href);
