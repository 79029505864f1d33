import type { Evidence } from '../../check.js';
import { seen } from '../../outcome.js';
import { navItemLink, topLevelNavLinks } from '../../signals/navigation.js';
import { pathSegments } from '../../signals/urls.js';
import type { Link, PageModel } from '../../../model/page-model.js';

/** Top-level menu links a visitor chooses between: not the way home, not the call-to-action buttons. */
export function menuChoices(model: PageModel): Link[] {
  const ctaSelectors = new Set(model.ctas.map((c) => c.selector));
  const home = model.finalUrl.replace(/[?#].*$/, '');
  return topLevelNavLinks(model).filter((l) => {
    if (ctaSelectors.has(l.selector)) return false;
    // Logo and "Home" point at the home page itself; one-page menus point at its sections (#features, #).
    const [target, fragment] = l.href.replace(/\?[^#]*/, '').split('#', 2);
    const isHome = l.internal && (target === home || pathSegments(target).length === 0);
    return !(isHome && fragment === undefined);
  });
}

/**
 * The first menu items, each quoted at its link (or, for a cell that navigates on click, at the
 * cell). An item whose element cannot be found is left out rather than pinned on a `<nav>` the
 * page may not have (a table-layout menu); when none is found, the evidence points at nothing.
 */
export function navEvidence(model: PageModel, max = 3): Evidence[] {
  const ev: Evidence[] = [];
  for (const item of model.nav.items.slice(0, max)) {
    const at = navItemLink(model, item) ?? (item.selector ? { selector: item.selector } : null);
    if (at) ev.push(seen(at, item.text));
  }
  return ev.length > 0 || model.nav.items.length === 0 ? ev : [{ quote: '', selector: null }];
}
