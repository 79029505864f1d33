import type { CheckDefinition } from './check.js';

/**
 * Where the report and the rewrite input look up a check's declaration (weight, titles, fix
 * steps). A parameter rather than the live registry, so the report can be computed against any
 * catalogue (tests, old builds). The registry default lives in default-catalogue.ts, so this
 * module loads no check.
 */
export type CheckCatalogue =
  ReadonlyMap<string, CheckDefinition> | ((id: string) => CheckDefinition | undefined);

export type CheckLookup = (id: string) => CheckDefinition | undefined;

/** A lookup function over the catalogue. */
export function lookupOf(catalogue: CheckCatalogue): CheckLookup {
  if (typeof catalogue === 'function') return catalogue;
  return (id) => catalogue.get(id);
}

/** A catalogue made of the given declarations, keyed by id. */
export function catalogueOf(checks: readonly CheckDefinition[]): ReadonlyMap<string, CheckDefinition> {
  return new Map(checks.map((c) => [c.id, c]));
}
