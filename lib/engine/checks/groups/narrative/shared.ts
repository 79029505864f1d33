import type { Located, PageModel } from '../../../model/page-model.js';
import { copyCtas } from '../../signals/ctas.js';

/** The last call to action of the copy: the final ask the story builds up to. */
export function lastAsk(model: PageModel) {
  const ctas = copyCtas(model).filter((c) => c.region !== 'footer');
  return ctas.length ? ctas.reduce((a, b) => (b.order > a.order ? b : a)) : undefined;
}

export function firstOf<T extends Located>(items: readonly T[]): T | undefined {
  return items.length ? items.reduce((a, b) => (b.order < a.order ? b : a)) : undefined;
}
