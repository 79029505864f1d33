/**
 * One memo for derived views of a page model, in the manner of Lighthouse's computed artifacts: a
 * view several checks ask for (the copy blocks, the text elements, the top-level menu) is computed
 * once per model and key, then shared. Models are never changed after they are built, so a view
 * stays valid as long as its model lives; the WeakMap lets both go together.
 */
import type { PageModel } from '../../model/page-model.js';

const views = new WeakMap<PageModel, Map<string, unknown>>();

/**
 * The view `key` of `model`, computed by `compute` the first time it is asked for. Each key names
 * one view and always goes with the same compute function (the module that owns the view).
 */
export function derived<T>(model: PageModel, key: string, compute: (model: PageModel) => T): T {
  let perModel = views.get(model);
  if (!perModel) {
    perModel = new Map();
    views.set(model, perModel);
  }
  if (perModel.has(key)) return perModel.get(key) as T;
  const value = compute(model);
  perModel.set(key, value);
  return value;
}
