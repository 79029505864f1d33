/** When the page was seen, so date checks judge it against the time of the scan. */
import type { PageModel } from '../../model/page-model.js';

/** Calendar year of the scan, so date checks are judged against when the page was seen. */
export function scanYear(model: PageModel): number {
  const year = new Date(model.fetchedAt).getUTCFullYear();
  return Number.isFinite(year) && year > 1990 ? year : new Date().getUTCFullYear();
}
