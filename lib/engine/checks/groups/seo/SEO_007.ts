import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import type { Evidence } from '../../check.js';

export const SEO_007: CheckDeclaration = {
  id: 'SEO_007',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'Shared links to the page show no proper preview',
  label: 'Open Graph preview is complete',
  description:
    'Links shared in chats and social feeds render from Open Graph tags; without a title, description and image the preview is a bare URL that few click.',
  threshold: 'og:title, og:description and og:image are all set',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add og:title and og:description in the <head> with the page promise.',
    'Add og:image with an absolute URL to a 1200 × 630 px image.',
    'Preview the result in a link debugger (e.g. the Facebook sharing debugger).',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +5-20% click-through on shared links; depends on social traffic',
  source: 'heuristic',
  run(model) {
    const keys = ['og:title', 'og:description', 'og:image'] as const;
    const ev: Evidence[] = [];
    const missing: string[] = [];
    for (const key of keys) {
      const value = model.openGraph[key]?.trim();
      if (value) ev.push(seen({ selector: `meta[property="${key}"]` }, value));
      else missing.push(key);
    }
    if (missing.length === 0) return pass(ev, '3 of 3 tags');
    return fail(
      [...ev, absent(missing.join(', '))],
      `${3 - missing.length} of 3 tags; missing ${missing.join(', ')}`,
    );
  },
};
