import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { DOCUMENT, measured } from '../../signals/evidence.js';

export const SEO_014: CheckDeclaration = {
  id: 'SEO_014',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'Scanned pages share the same title',
  label: 'Each scanned page has its own title',
  description:
    'Pages with the same title compete with each other in search and look identical in results and browser tabs, so visitors cannot tell which one answers their question.',
  threshold: 'no two scanned pages of the site have the same <title>',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Give every page a title that names its own content (pricing, about, a product) and then the brand.',
    'Set page-specific titles in the CMS template instead of one site-wide title.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-4% organic click-through on the affected pages; varies',
  source: 'heuristic',
  run(model) {
    if (model.site.pages.length === 0) return notApplicable('only one page was scanned');
    const seenTitles = new Map<string, string>();
    const entries: [string, string | null][] = [
      [model.finalUrl, model.title],
      ...model.site.pages.map((p): [string, string | null] => [p.url, p.title]),
    ];
    for (const [url, title] of entries) {
      const key = title?.trim().toLowerCase();
      if (!key) continue;
      const first = seenTitles.get(key);
      if (first && first !== url) {
        return fail(
          [measured(`${first}: ${title}`), measured(`${url}: ${title}`)],
          `duplicate title "${title}"`,
        );
      }
      seenTitles.set(key, url);
    }
    return pass(
      model.title ? seen(DOCUMENT.title, model.title) : absent('a duplicated title'),
      `${seenTitles.size} distinct titles on ${entries.length} pages`,
    );
  },
};
