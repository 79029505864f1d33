/** The page's menus: header and navigation links, their top-level entries. */
import type { Link, PageModel } from '../../model/page-model.js';
import { derived } from './memo.js';

/** Links inside the header or the navigation landmark: where visitors look for a way around. */
function headerLinks(model: PageModel): Link[] {
  return model.links.filter((l) => l.region === 'nav' || l.region === 'header');
}

/**
 * The link of the page that a navigation item stands for, so evidence can carry a selector. An
 * item is named as its link is (`name || text`): an image link's name is its alt, its text empty.
 */
export function navItemLink(model: PageModel, item: { text: string; href: string }): Link | undefined {
  return (
    model.links.find((l) => l.href === item.href && (l.name || l.text) === item.text) ??
    model.links.find((l) => l.href === item.href && (l.region === 'nav' || l.region === 'header'))
  );
}

const LI_STEP = / > li(?::nth-of-type\(\d+\))?(?= > |$)/g;

const LI_END = /(?:^| )li(?::nth-of-type\(\d+\))?$/;

/**
 * The top-level entries of the header and navigation menus, derived from selectors because the
 * model lists every menu link flat: a link is a sub-item when it sits inside the list item of
 * another menu link, or deeper in list items than the shallowest link of the same menu.
 * Derived once per model: several navigation checks ask for it.
 */
export function topLevelNavLinks(model: PageModel): Link[] {
  return derived(model, 'topLevelNavLinks', computeTopLevelNavLinks);
}

function computeTopLevelNavLinks(model: PageModel): Link[] {
  const seenKeys = new Set<string>();
  const links: { link: Link; steps: string[]; depth: number }[] = [];
  const minDepth = new Map<string, number>();
  const itemContainers = new Set<string>();
  for (const l of headerLinks(model)) {
    const text = (l.text || l.name).trim();
    const key = `${text.toLowerCase()}|${l.href}`;
    if (!text || l.kind === 'javascript' || seenKeys.has(key)) continue;
    seenKeys.add(key);
    const steps = l.selector.split(' > ');
    const depth = l.selector.match(LI_STEP)?.length ?? 0;
    minDepth.set(steps[0], Math.min(minDepth.get(steps[0]) ?? Infinity, depth));
    const container = steps.slice(0, -1).join(' > ');
    if (LI_END.test(container)) itemContainers.add(container);
    links.push({ link: l, steps, depth });
  }
  return links
    .filter(({ steps, depth }) => {
      if (depth > (minDepth.get(steps[0]) ?? 0)) return false;
      // Nested when an ancestor above the direct parent is another menu link's list item.
      let prefix = steps[0];
      for (let i = 1; i < steps.length - 1; i++) {
        if (itemContainers.has(prefix)) return false;
        prefix += ` > ${steps[i]}`;
      }
      return true;
    })
    .map(({ link }) => link);
}
