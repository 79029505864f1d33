// The one rule for "is this build up to date", shared by every build of esbuild.config.mjs (the
// Lambda bundles and the programs of APPS) and by tools/run.mjs: a build records the sources it
// read in a stamp, with a key hashed from their bytes, esbuild's version, the build's own options
// (esbuild.config.mjs) and the lockfile (which stands for every package under node_modules). The
// build is fresh while that key is unchanged. Content, not modification times: a checkout, a copy
// or a touch of an unchanged file rebuilds nothing. No esbuild here, so a program that is up to
// date starts without loading it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/** What every key covers besides a build's inputs: the build's options and the copied packages. */
export const CONFIG_FILES = ['esbuild.config.mjs', 'package-lock.json'];

/** The sources of a build as its stamp lists them: packages count through the lockfile. */
export const stampInputs = (inputs) => inputs.filter((f) => !f.includes('node_modules/')).sort();

/** esbuild's version, from its package file (cheaper than loading esbuild). */
function esbuildVersion(base) {
  for (const dir of [base, path.resolve(import.meta.dirname, '..')]) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'node_modules', 'esbuild', 'package.json'), 'utf8'))
        .version;
    } catch {
      // not installed under this folder: try the repository's own
    }
  }
  return 'unknown';
}

/**
 * A key function for the files under `base`, each file read and hashed once per hasher (the
 * bundles share most of their inputs). Returns null when an input is gone: rebuild.
 */
export function stampHasher(base) {
  const cache = new Map();
  const hashOf = (rel) => {
    if (!cache.has(rel)) {
      let hash = null;
      try {
        hash = createHash('sha256')
          .update(readFileSync(path.join(base, rel)))
          .digest('hex');
      } catch {
        // missing: null
      }
      cache.set(rel, hash);
    }
    return cache.get(rel);
  };
  const version = esbuildVersion(base);
  return (inputs) => {
    const parts = [`esbuild ${version}`];
    for (const rel of [...CONFIG_FILES, ...inputs]) {
      const hash = hashOf(rel);
      if (hash === null && !CONFIG_FILES.includes(rel)) return null;
      parts.push(`${rel} ${hash}`);
    }
    return createHash('sha256').update(parts.join('\n')).digest('hex');
  };
}

/** A stamp file's content, or null when there is none (or it cannot be read). */
export function readStampFile(file) {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8'));
    return typeof stamp.key === 'string' && Array.isArray(stamp.inputs) ? stamp : null;
  } catch {
    return null;
  }
}

/** The stamp when the build it describes is up to date, else null. */
export function freshStamp(file, base, keyOf = stampHasher(base)) {
  const stamp = readStampFile(file);
  return stamp && keyOf(stamp.inputs) === stamp.key ? stamp : null;
}
