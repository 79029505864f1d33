import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md: lib/ holds the domain and knows neither runtime nor the dev tooling. This
 * reads the import graph of lib/ (every import, export-from and dynamic import of every .ts file,
 * as the TypeScript pre-processor finds them) and checks three rules: no file of lib/ imports from
 * outside the domain, no two folders of lib/ depend on each other, directly or around a loop, and
 * the audit engine is entered only through lib/engine/index.ts (from lib/, functions/, infra/ and
 * bench/; the unit tests under test/ may reach inside).
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const LIB = path.join(REPO, 'lib');

/** Top-level folders lib/ must not import from: the runtimes, the handlers and the dev tooling. */
const OUTSIDE_THE_DOMAIN = ['bench', 'functions', 'infra', 'test', 'tools'];

/** The engine's only entrance, and the folders whose code must use it. */
const ENGINE = 'lib/engine/';
const ENGINE_ENTRANCE = 'lib/engine/index.js';
const ENGINE_USERS = ['lib', 'functions', 'infra', 'bench'];

/**
 * Cycles allowed between a folder and its own subfolders, where the folder's entry assembles the
 * parts the subfolders declare against the folder's contracts: the check registry, its groups
 * (groups/<group>/*.ts use check.ts) and the signals they share (signals/ quotes with outcome.ts,
 * and scope.ts asks signals/ for prices); build-model.ts and its detectors (detectors/*.ts use
 * page-model.ts). A cycle is allowed only when every folder in it is the root or below it: one that
 * reaches any third folder is still reported.
 */
const ALLOWED_CYCLE_ROOTS = ['lib/engine/checks', 'lib/engine/model'];

const insideRoot = (folders: string[]) =>
  ALLOWED_CYCLE_ROOTS.some((root) => folders.every((f) => f === root || f.startsWith(`${root}/`)));

interface ImportEdge {
  /** Importing file, relative to the repository, with forward slashes. */
  from: string;
  /** Imported file as resolved from the specifier, relative to the repository. */
  to: string;
  specifier: string;
}

const rel = (abs: string) => path.relative(REPO, abs).split(path.sep).join('/');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of every .ts file under dir, resolved to a repository path. */
function importsUnder(dir: string): ImportEdge[] {
  return tsFiles(dir).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from: rel(file),
        to: rel(path.resolve(path.dirname(file), specifier)),
        specifier,
      })),
  );
}

/**
 * The folder a file counts in for the cycle rule. The engine's entrance is a node of its own: it
 * only re-exports the engine's folders and nothing inside the engine may import it (rule below),
 * so it sits on no loop, while lib/engine/errors.ts beside it is imported from the engine's folders.
 */
const folderOf = (file: string) =>
  file.replace(/\.ts$/, '.js') === ENGINE_ENTRANCE ? ENGINE_ENTRANCE : path.posix.dirname(file);

/** Strongly connected components of more than one folder (Tarjan). */
function folderCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('the import graph of lib/', () => {
  const imports = importsUnder(LIB);

  it('is read from the sources (a known edge is found)', () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'lib/scans/submit-scan.ts', to: 'lib/runtime/job-message.js' }),
    );
  });

  it(`has no import from lib/ into ${OUTSIDE_THE_DOMAIN.join('/, ')}/`, () => {
    const leaving = imports
      .filter((i) => OUTSIDE_THE_DOMAIN.includes(i.to.split('/')[0]))
      .map((i) => `${i.from} imports ${i.specifier}`);
    expect(leaving, 'lib/ must not know the runtimes or the dev tooling').toEqual([]);
  });

  it('has no cycle between folders of lib/', () => {
    const edges = new Map<string, Set<string>>();
    const witnesses = new Map<string, string[]>();
    for (const i of imports) {
      const [a, b] = [folderOf(i.from), folderOf(i.to)];
      if (a === b || !b.startsWith('lib')) continue;
      edges.set(a, (edges.get(a) ?? new Set()).add(b));
      const key = `${a} -> ${b}`;
      witnesses.set(key, [...(witnesses.get(key) ?? []), `${i.from} imports ${i.specifier}`]);
    }
    const cycles = folderCycles(edges).filter((c) => !insideRoot(c));
    const described = cycles.map((folders) => ({
      folders,
      imports: [...witnesses]
        .filter(([key]) => {
          const [a, b] = key.split(' -> ');
          return folders.includes(a) && folders.includes(b);
        })
        .map(
          ([key, files]) =>
            `${key}: ${files.slice(0, 3).join('; ')}${files.length > 3 ? ` (+${files.length - 3} more)` : ''}`,
        ),
    }));
    expect(described, 'folders of lib/ that import each other').toEqual([]);
  });
});

describe('the entrance of the audit engine', () => {
  const imports = ENGINE_USERS.flatMap((dir) => importsUnder(path.join(REPO, dir)));
  const intoEngine = imports.filter((i) => i.to.startsWith(ENGINE));

  it('is read from the sources (known edges are found)', () => {
    expect(intoEngine).toContainEqual(
      expect.objectContaining({ from: 'lib/workflow/fetch-page.ts', to: ENGINE_ENTRANCE }),
    );
    expect(intoEngine).toContainEqual(
      expect.objectContaining({ from: 'functions/api/get-checks.ts', to: ENGINE_ENTRANCE }),
    );
  });

  it('is the only way into lib/engine/ from lib/, functions/, infra/ and bench/', () => {
    const deep = intoEngine
      .filter((i) => !i.from.startsWith(ENGINE) && i.to !== ENGINE_ENTRANCE)
      .map((i) => `${i.from} imports ${i.specifier}`);
    expect(deep, 'import the engine through lib/engine/index.ts').toEqual([]);
  });

  it('is never imported from inside lib/engine/', () => {
    const inward = intoEngine
      .filter((i) => i.from.startsWith(ENGINE) && i.to === ENGINE_ENTRANCE)
      .map((i) => `${i.from} imports ${i.specifier}`);
    expect(inward, 'engine files import each other, not the entrance').toEqual([]);
  });
});

describe('the workflow tasks', () => {
  const handlers = readdirSync(path.join(REPO, 'functions/workflow')).filter((f) => f.endsWith('.ts'));
  const tasks = readdirSync(path.join(REPO, 'lib/workflow')).filter((f) => f.endsWith('.ts'));

  it('are one file per Task state in lib/workflow/, named as its handler in functions/workflow/', () => {
    expect(handlers.length).toBeGreaterThan(5);
    for (const handler of handlers) {
      const imported = importsUnder(path.join(REPO, 'functions/workflow'))
        .filter((i) => i.from === `functions/workflow/${handler}` && i.to.startsWith('lib/workflow/'))
        .map((i) => i.to);
      expect(imported, handler).toEqual([`lib/workflow/${handler.replace(/\.ts$/, '.js')}`]);
    }
  });

  it('has nothing in lib/workflow/ but those tasks and the payloads and stored parts they share', () => {
    const shared = ['state-payloads.ts', 'stored-parts.ts'];
    expect(tasks.filter((t) => !shared.includes(t)).sort()).toEqual([...handlers].sort());
  });

  it('are imported by the handlers alone, never by another folder of lib/', () => {
    const users = importsUnder(LIB)
      .filter((i) => i.to.startsWith('lib/workflow/') && !i.from.startsWith('lib/workflow/'))
      .map((i) => `${i.from} imports ${i.specifier}`);
    expect(users).toEqual([]);
  });
});
