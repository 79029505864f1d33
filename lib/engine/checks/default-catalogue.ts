import { getCheck } from './registry.js';
import { lookupOf, type CheckCatalogue, type CheckLookup } from './catalogue.js';

/** A lookup over the given catalogue, or over the registry of all checks when none is given. */
export function lookupIn(catalogue?: CheckCatalogue): CheckLookup {
  return catalogue === undefined ? getCheck : lookupOf(catalogue);
}
