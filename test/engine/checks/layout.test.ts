import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckDeclaration, CheckDefinition } from '../../../lib/engine/checks/check.js';
import { GROUP_IDS, GROUPS, groupOfCheckId } from '../../../lib/engine/checks/groups.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';

/**
 * Issue 11: find a check by its id. Each check lives in lib/engine/checks/groups/<group>/<ID>.ts,
 * its group is the folder's name (index.ts gives it through inGroup), and its id prefix is one the
 * group owns in GROUPS, so `ls` finds it and the three cannot disagree.
 */
const GROUPS_DIR = path.resolve(import.meta.dirname, '../../../lib/engine/checks/groups');
const ID_RE = /^[A-Z]+_\d{3}$/;
/** Files of a group folder that are not checks. */
const NOT_CHECKS = new Set(['index.ts', 'shared.ts']);

const entries = readdirSync(GROUPS_DIR, { withFileTypes: true });
const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
const checkFiles = (group: string) =>
  readdirSync(path.join(GROUPS_DIR, group)).filter((f) => f.endsWith('.ts') && !NOT_CHECKS.has(f));

describe('the layout of the check files', () => {
  it('has one folder per group and no group file beside them', () => {
    expect([...folders].sort()).toEqual([...GROUP_IDS].sort());
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
  });

  it('files every registered check as groups/<group>/<ID>.ts, its id prefix owned by that group', () => {
    const misplaced = CHECKS.filter(
      (c) => !existsSync(path.join(GROUPS_DIR, c.group, `${c.id}.ts`)) || groupOfCheckId(c.id) !== c.group,
    ).map((c) => `${c.id} (group ${c.group})`);
    expect(misplaced).toEqual([]);
  });

  it.each(folders)('groups/%s: every file is named by the id of the one check it exports', async (group) => {
    const prefixes: readonly string[] = GROUPS.find((g) => g.id === group)?.prefixes ?? [];
    const files = checkFiles(group);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const id = file.slice(0, -'.ts'.length);
      expect(id, `${group}/${file}`).toMatch(ID_RE);
      expect(prefixes, `${group}/${file}: prefix`).toContain(id.slice(0, id.lastIndexOf('_')));
      const mod = (await import(path.join(GROUPS_DIR, group, file))) as Record<string, CheckDeclaration>;
      expect(Object.keys(mod), `${group}/${file}: exports`).toEqual([id]);
      expect(mod[id].id, `${group}/${file}: id`).toBe(id);
      expect(mod[id], `${group}/${file}: a check file never names its group`).not.toHaveProperty('group');
    }
  });

  it.each(folders)(
    "groups/%s/index.ts lists exactly its check files, each in the folder's group",
    async (group) => {
      const mod = (await import(path.join(GROUPS_DIR, group, 'index.ts'))) as { default: CheckDefinition[] };
      const listed = mod.default.map((c) => c.id);
      expect([...listed].sort()).toEqual(
        checkFiles(group)
          .map((f) => f.slice(0, -'.ts'.length))
          .sort(),
      );
      expect(mod.default.filter((c) => c.group !== group).map((c) => c.id)).toEqual([]);
    },
  );
});
