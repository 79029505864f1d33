import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import type { Heading, PageModel } from '../../../model/page-model.js';

/** The smallest value in the sorted list above `min`. */
function firstAbove(sorted: number[], min: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= min) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

/** Section headings (h2/h3 in the main content) followed by nothing before the next peer heading. */
function emptySections(model: PageModel): { considered: number; empty: Heading[] } {
  const heads = model.headings.filter((h) => h.level <= 3 && h.level >= 2 && h.region === 'main');
  const contentOrders: number[] = [];
  for (const list of [model.textBlocks, model.images, model.ctas, model.forms, model.videos, model.prices])
    for (const el of list) contentOrders.push(el.order);
  for (const l of model.links) if (l.region === 'main') contentOrders.push(l.order);
  contentOrders.sort((a, b) => a - b);
  const all = model.headings;
  const empty: Heading[] = [];
  let considered = 0;
  for (const h of heads) {
    const idx = all.indexOf(h);
    const next = all.slice(idx + 1).find((n) => n.level <= h.level);
    if (!next) continue;
    // A heading directly followed by a deeper heading introduces sub-sections: not empty.
    const firstAfter = all[idx + 1];
    if (firstAfter && firstAfter.level > h.level && firstAfter.order < next.order) continue;
    considered += 1;
    const after = firstAbove(contentOrders, h.order);
    if (after === undefined || after >= next.order) empty.push(h);
  }
  return { considered, empty };
}

export const PAGE_007: CheckDeclaration = {
  id: 'PAGE_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'clarity',
  title: 'Section headings with nothing under them',
  label: 'Every section has content',
  description:
    'A heading followed directly by the next section promises content that is not there; it reads as broken or unfinished.',
  threshold:
    'at most 1 main-content h2/h3 is followed by no text, image, link or form before the next peer heading',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Find the listed headings and add the copy, image or list the section was meant to hold',
    'Delete headings whose section has nothing to say',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-1% conversion rate; mainly a credibility fix',
  source: 'heuristic',
  run(model) {
    const { considered, empty } = emptySections(model);
    if (considered < 2) return notApplicable('fewer than 2 main-content sections to compare');
    const observed = `${empty.length} of ${considered} sections empty (limit 1)`;
    if (empty.length <= 1) {
      const ok = model.headings.find((h) => h.region === 'main' && !empty.includes(h) && h.level >= 2)!;
      return pass(seen(ok, ok.text), observed);
    }
    return fail(
      empty.slice(0, 3).map((h) => seen(h, h.text)),
      observed,
    );
  },
};
