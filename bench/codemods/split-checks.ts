/**
 * Codemod (issue 11, item 2): one file per check, a folder per group.
 *
 *   npx tsx bench/codemods/split-checks.ts            # then: npx prettier --write lib/engine/checks/groups
 *
 * Turns each lib/engine/checks/groups/<group>.ts (a list `const checks: CheckDefinition[] = [...]`,
 * `export default checks`) into lib/engine/checks/groups/<group>/:
 * - <CHECK_ID>.ts: `export const <CHECK_ID>: CheckDeclaration = {...}`, the check's object literal
 *   as written, without its `group` property, with the module-level declarations only it uses;
 * - shared.ts (only if any): the module-level constants, helpers and types that two or more checks
 *   use (or none: kept, not lost), exported, in their original order;
 * - index.ts: `export default inGroup('<group>', [...])`, the checks in their original order, the
 *   group being the folder's name.
 * Each file carries the imports it uses, relative paths one level deeper. Identifiers are resolved
 * with the TypeScript checker, so a local variable that shadows a module-level name is not mistaken
 * for it. It then points every `.../checks/groups/<group>.js` import in lib/, bench/ and test/ at
 * `.../checks/groups/<group>/index.js`.
 *
 * Deterministic, and re-runnable after a merge: a flat <group>.ts that exists beside a <group>/
 * folder (the merged, edited version) replaces that folder. Groups already split are left alone.
 * It fails, writing nothing, on a shape it does not know (an element of the list that is not an
 * object literal, an id that is not a string, a `group` that is not the file's name).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

const REPO = path.resolve(import.meta.dirname, '../..');
const GROUPS_DIR = path.join(REPO, 'lib/engine/checks/groups');
const ID_RE = /^[A-Z]+_\d{3}$/;

interface Decl {
  /** The top-level statement, as written (leading comments included). */
  text: string;
  /** The same, exported. */
  exportedText: string;
  names: string[];
  exported: boolean;
  /** Names of other top-level declarations of the file it uses. */
  uses: Set<string>;
  /** Imported local names it uses. */
  imports: Set<string>;
}

interface Check {
  id: string;
  /** Comments written above the check in the list. */
  comments: string;
  text: string;
  uses: Set<string>;
  imports: Set<string>;
}

interface ImportSpec {
  /** The statement's module specifier, rewritten one level deeper. */
  module: string;
  typeOnly: boolean;
  defaultName?: string;
  namespaceName?: string;
  named: { local: string; text: string }[];
}

class CodemodError extends Error {}

function fail(file: string, message: string): never {
  throw new CodemodError(`${path.relative(REPO, file)}: ${message}`);
}

function deeper(specifier: string): string {
  if (specifier.startsWith('./')) return `../${specifier.slice(2)}`;
  if (specifier.startsWith('../')) return `../${specifier}`;
  return specifier;
}

function declaredNames(s: ts.Statement): string[] {
  if (ts.isVariableStatement(s)) {
    return s.declarationList.declarations.flatMap((d) => {
      if (ts.isIdentifier(d.name)) return [d.name.text];
      const names: string[] = [];
      const visit = (n: ts.Node) => {
        if (ts.isBindingElement(n) && ts.isIdentifier(n.name)) names.push(n.name.text);
        ts.forEachChild(n, visit);
      };
      visit(d.name);
      return names;
    });
  }
  if (
    (ts.isFunctionDeclaration(s) ||
      ts.isInterfaceDeclaration(s) ||
      ts.isTypeAliasDeclaration(s) ||
      ts.isClassDeclaration(s) ||
      ts.isEnumDeclaration(s)) &&
    s.name
  ) {
    return [s.name.text];
  }
  return [];
}

function hasExport(s: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** Unwraps `x as const`, `x satisfies T`, `(x)` to the expression inside. */
function unwrap(e: ts.Expression): ts.Expression {
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e))
    e = e.expression;
  return e;
}

/** The `group: '...'` property of an object literal, if it has one. */
function groupProperty(obj: ts.ObjectLiteralExpression): ts.PropertyAssignment | undefined {
  return obj.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'group',
  );
}

/**
 * The text of `node` (from `from`, its full start or start) without the `group` property of the
 * object literal `obj`, after checking that it names `group`.
 */
function withoutGroup(
  file: string,
  sf: ts.SourceFile,
  node: ts.Node,
  from: number,
  obj: ts.ObjectLiteralExpression | undefined,
  group: string,
): string {
  const all = sf.text;
  const prop = obj && groupProperty(obj);
  if (!prop) return all.slice(from, node.getEnd());
  if (!ts.isStringLiteralLike(prop.initializer) || prop.initializer.text !== group) {
    fail(file, `line ${sf.getLineAndCharacterOfPosition(prop.getStart()).line + 1}: group is not '${group}'`);
  }
  let end = prop.getEnd();
  while (/\s/.test(all[end])) end++;
  if (all[end] === ',') end++;
  return all.slice(from, prop.getFullStart()) + all.slice(end, node.getEnd());
}

/** Top-level declarations and imported names that `node` refers to, as the checker resolves them. */
function references(
  node: ts.Node,
  checker: ts.TypeChecker,
  topLevel: Map<ts.Symbol, string>,
  imported: Map<ts.Symbol, string>,
): { uses: Set<string>; imports: Set<string> } {
  const uses = new Set<string>();
  const imports = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) {
      const symbols = [checker.getSymbolAtLocation(n)];
      if (ts.isShorthandPropertyAssignment(n.parent) && n.parent.name === n) {
        symbols.push(checker.getShorthandAssignmentValueSymbol(n.parent));
      }
      for (const symbol of symbols) {
        if (!symbol) continue;
        const top = topLevel.get(symbol);
        if (top) uses.add(top);
        const imp = imported.get(symbol);
        if (imp) imports.add(imp);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { uses, imports };
}

function importLines(specs: ImportSpec[], used: Set<string>): string[] {
  const lines: string[] = [];
  for (const spec of specs) {
    const named = spec.named.filter((n) => used.has(n.local)).map((n) => n.text);
    const def = spec.defaultName && used.has(spec.defaultName) ? spec.defaultName : undefined;
    const ns = spec.namespaceName && used.has(spec.namespaceName) ? spec.namespaceName : undefined;
    const type = spec.typeOnly ? 'type ' : '';
    if (ns) lines.push(`import ${type}${def ? `${def}, ` : ''}* as ${ns} from '${spec.module}';`);
    else if (def || named.length) {
      const parts = [def, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean);
      lines.push(`import ${type}${parts.join(', ')} from '${spec.module}';`);
    }
  }
  return lines;
}

const CHECK_MODULE = '../../check.js';

/** The imports with `CheckDeclaration` added to the one of check.ts (or a new one, first). */
function withDeclarationType(specs: ImportSpec[]): ImportSpec[] {
  const at = specs.findIndex((s) => s.module === CHECK_MODULE && !s.namespaceName);
  if (at < 0)
    return [
      {
        module: CHECK_MODULE,
        typeOnly: true,
        named: [{ local: 'CheckDeclaration', text: 'CheckDeclaration' }],
      },
      ...specs,
    ];
  const spec = specs[at];
  const entry = {
    local: 'CheckDeclaration',
    text: spec.typeOnly ? 'CheckDeclaration' : 'type CheckDeclaration',
  };
  const named = [...spec.named, entry].sort((a, b) => a.local.localeCompare(b.local));
  return specs.map((s, i) => (i === at ? { ...s, named } : s));
}

interface GroupFiles {
  group: string;
  files: Map<string, string>;
}

function splitGroup(file: string, program: ts.Program): GroupFiles {
  const group = path.basename(file, '.ts');
  const sf = program.getSourceFile(file) ?? fail(file, 'not in the program');
  const checker = program.getTypeChecker();

  const specs: ImportSpec[] = [];
  const imported = new Map<ts.Symbol, string>();
  const topLevel = new Map<ts.Symbol, string>();
  const statements: ts.Statement[] = [];
  let defaultExport: string | undefined;

  for (const s of sf.statements) {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      const module = deeper((s.moduleSpecifier as ts.StringLiteral).text);
      const spec: ImportSpec = { module, typeOnly: !!clause?.isTypeOnly, named: [] };
      if (clause?.name) {
        spec.defaultName = clause.name.text;
        imported.set(checker.getSymbolAtLocation(clause.name)!, clause.name.text);
      }
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        spec.namespaceName = bindings.name.text;
        imported.set(checker.getSymbolAtLocation(bindings.name)!, bindings.name.text);
      } else if (bindings) {
        for (const el of bindings.elements) {
          spec.named.push({ local: el.name.text, text: el.getText(sf) });
          imported.set(checker.getSymbolAtLocation(el.name)!, el.name.text);
        }
      }
      if (!clause) fail(file, `a side-effect import (${module}) is not supported`);
      specs.push(spec);
    } else if (ts.isExportAssignment(s)) {
      if (!ts.isIdentifier(s.expression)) fail(file, 'export default is not a name');
      defaultExport = s.expression.text;
    } else {
      statements.push(s);
      for (const name of declaredNames(s)) {
        const node = ts.isVariableStatement(s)
          ? s.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name)?.name
          : (s as ts.DeclarationStatement).name;
        const symbol = node && checker.getSymbolAtLocation(node);
        if (symbol) topLevel.set(symbol, name);
      }
      if (declaredNames(s).length === 0)
        fail(file, `an unexpected top-level statement: ${s.getText(sf).slice(0, 60)}`);
    }
  }
  if (!defaultExport) fail(file, 'no export default');

  const listStatement = statements.find(
    (s) => ts.isVariableStatement(s) && declaredNames(s).includes(defaultExport!),
  ) as ts.VariableStatement | undefined;
  const list = listStatement?.declarationList.declarations[0].initializer;
  if (!listStatement || !list || !ts.isArrayLiteralExpression(list)) {
    fail(file, `${defaultExport} is not an array literal`);
  }

  const decls = new Map<string, Decl>();
  const order: string[] = [];
  for (const s of statements) {
    if (s === listStatement) continue;
    let obj: ts.ObjectLiteralExpression | undefined;
    if (ts.isVariableStatement(s) && s.declarationList.declarations.length === 1) {
      const init = s.declarationList.declarations[0].initializer;
      const inner = init && unwrap(init);
      if (inner && ts.isObjectLiteralExpression(inner)) obj = inner;
    }
    const comments = sf.text.slice(s.getFullStart(), s.getStart(sf)).trim();
    const code = withoutGroup(file, sf, s, s.getStart(sf), obj, group);
    const above = comments ? `${comments}\n` : '';
    const exported = hasExport(s);
    const { uses, imports } = references(s, checker, topLevel, imported);
    const names = declaredNames(s);
    for (const n of names) uses.delete(n);
    const decl: Decl = {
      text: `${above}${code}`,
      exportedText: `${above}${exported ? '' : 'export '}${code}`,
      names,
      exported,
      uses,
      imports,
    };
    for (const n of names) decls.set(n, decl);
    order.push(names[0]);
  }

  const checks: Check[] = list.elements.map((el) => {
    if (!ts.isObjectLiteralExpression(el))
      fail(file, `an element of ${defaultExport} is not an object literal`);
    const idProp = el.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id',
    );
    if (!idProp || !ts.isStringLiteralLike(idProp.initializer) || !ID_RE.test(idProp.initializer.text)) {
      fail(
        file,
        `a check without a literal id of the form PREFIX_nnn (line ${sf.getLineAndCharacterOfPosition(el.getStart()).line + 1})`,
      );
    }
    // Comments written above the element go above its declaration.
    const comments = sf.text.slice(el.getFullStart(), el.getStart(sf)).trim();
    const text = withoutGroup(file, sf, el, el.getStart(sf), el, group);
    return { id: idProp.initializer.text, comments, text, ...references(el, checker, topLevel, imported) };
  });
  const tail = sf.text.slice(list.elements.at(-1)?.getEnd() ?? list.getStart(sf) + 1, list.getEnd() - 1);
  if (tail.replace(/[\s,]/g, '') !== '')
    fail(file, `text after the last check would be lost: ${tail.trim()}`);
  const ids = new Set(checks.map((c) => c.id));
  if (ids.size !== checks.length) fail(file, 'two checks share an id');

  // Which checks reach each declaration, directly or through other declarations.
  const reachedBy = new Map<string, Set<string>>(order.map((n) => [n, new Set()]));
  const closure = (names: Iterable<string>): Set<string> => {
    const out = new Set<string>();
    const stack = [...names];
    while (stack.length) {
      const n = stack.pop()!;
      const decl = decls.get(n);
      if (!decl || out.has(decl.names[0])) continue;
      out.add(decl.names[0]);
      stack.push(...decl.uses);
    }
    return out;
  };
  const reach = new Map<string, Set<string>>();
  for (const c of checks) {
    const r = closure(c.uses);
    reach.set(c.id, r);
    for (const n of r) reachedBy.get(n)!.add(c.id);
  }
  // Declared in one check's file: reached by that check alone and not exported by the group file.
  const ownerOf = (n: string): string | undefined => {
    const users = reachedBy.get(n)!;
    return users.size === 1 && !decls.get(n)!.exported ? [...users][0] : undefined;
  };
  const shared = order.filter((n) => ownerOf(n) === undefined);
  const sharedNames = new Set(shared.flatMap((n) => decls.get(n)!.names));

  const files = new Map<string, string>();
  const header = (lines: string[]) => (lines.length ? `${lines.join('\n')}\n\n` : '');

  if (shared.length) {
    const usedImports = new Set(shared.flatMap((n) => [...decls.get(n)!.imports]));
    const body = shared.map((n) => decls.get(n)!.exportedText).join('\n\n');
    files.set('shared.ts', `${header(importLines(specs, usedImports))}${body}\n`);
  }

  for (const c of checks) {
    const own = order.filter((n) => ownerOf(n) === c.id);
    const usedImports = new Set([...c.imports, ...own.flatMap((n) => [...decls.get(n)!.imports])]);
    const fromShared = [
      ...new Set(
        [...c.uses, ...own.flatMap((n) => [...decls.get(n)!.uses])].filter((n) => sharedNames.has(n)),
      ),
    ].sort();
    const lines = [
      ...importLines(withDeclarationType(specs), new Set([...usedImports, 'CheckDeclaration'])),
      ...(fromShared.length ? [`import { ${fromShared.join(', ')} } from './shared.js';`] : []),
    ];
    const ownText = own.map((n) => `${decls.get(n)!.text}\n\n`).join('');
    const above = c.comments ? `${c.comments}\n` : '';
    files.set(
      `${c.id}.ts`,
      `${header(lines)}${ownText}${above}export const ${c.id}: CheckDeclaration = ${c.text};\n`,
    );
  }

  const exportedNames = order.filter((n) => decls.get(n)!.exported).flatMap((n) => decls.get(n)!.names);
  const index = [
    `import { inGroup } from '../../groups.js';`,
    ...checks.map((c) => `import { ${c.id} } from './${c.id}.js';`),
    '',
    ...(exportedNames.length ? [`export { ${exportedNames.join(', ')} } from './shared.js';`, ''] : []),
    `/** The ${group} checks in catalogue order; their group is this folder's name. */`,
    `export default inGroup('${group}', [${checks.map((c) => c.id).join(', ')}]);`,
    '',
  ];
  files.set('index.ts', index.join('\n'));
  return { group, files };
}

/** Points imports of `.../checks/groups/<group>.js` at `.../checks/groups/<group>/index.js`. */
function repointImports(groups: Set<string>): string[] {
  const changed: string[] = [];
  const re = /(['"])(\.{1,2}\/(?:[^'"\n]*\/)?groups\/([\w-]+))\.js\1/g;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(full);
        return e.name.endsWith('.ts') ? [full] : [];
      });
  for (const root of ['lib', 'bench', 'test', 'functions', 'infra']) {
    if (!existsSync(path.join(REPO, root))) continue;
    for (const file of walk(path.join(REPO, root))) {
      if (file.startsWith(GROUPS_DIR + path.sep)) continue;
      const text = readFileSync(file, 'utf8');
      const next = text.replace(re, (m, quote: string, spec: string, group: string) =>
        groups.has(group) && path.resolve(path.dirname(file), spec) === path.join(GROUPS_DIR, group)
          ? `${quote}${spec}/index.js${quote}`
          : m,
      );
      if (next !== text) {
        writeFileSync(file, next);
        changed.push(path.relative(REPO, file));
      }
    }
  }
  return changed;
}

function main(): void {
  const flat = readdirSync(GROUPS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => path.join(GROUPS_DIR, f));
  const program = ts.createProgram(flat, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  // Split every group in memory first: on any error nothing is written.
  const results = flat.map((file) => splitGroup(file, program));
  for (const { group, files } of results) {
    const dir = path.join(GROUPS_DIR, group);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
    rmSync(path.join(GROUPS_DIR, `${group}.ts`));
    console.log(`groups/${group}.ts -> groups/${group}/ (${files.size} files)`);
  }
  const split = new Set(
    readdirSync(GROUPS_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
  for (const file of repointImports(split)) console.log(`repointed imports in ${file}`);
  if (results.length === 0) console.log('no flat group file left: nothing to split');
}

try {
  main();
} catch (err) {
  if (!(err instanceof CodemodError)) throw err;
  console.error(`split-checks: ${err.message}`);
  process.exitCode = 1;
}
