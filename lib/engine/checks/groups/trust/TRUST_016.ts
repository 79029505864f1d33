import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { leftovers } from '../../signals/leftovers.js';

export const TRUST_016: CheckDeclaration = {
  id: 'TRUST_016',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'Parts of the template are still on the page',
  label: 'No template leftovers',
  description:
    'Demo menu entries ("Home One", "Typography"), the template author\'s credit and sample items repeated card after card (three testimonials signed by one name, one description under six services) show a site nobody finished, and visitors doubt the business behind it.',
  threshold:
    'no demo menu entries of a theme, no template or theme author credit, no set of testimonials signed by one name, no description repeated under three or more different headings, no generic entry numbered in turn four times or more ("Feature 1" … "Feature 4", "Product 01" …)',
  severity: 'high',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove the demo menu entries and the theme credit.',
    'Replace repeated sample items with real, distinct ones, or remove the section.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +2-8% conversion on affected pages; an estimate',
  source: 'heuristic',
  run(model) {
    const found = leftovers(model);
    if (found.length === 0)
      return pass(absent('demo menu entries, theme credits or repeated sample items'), 'none found');
    return fail(
      found.flatMap((l) => l.shown.map((s) => seen(s, s.text))).slice(0, 6),
      found.map((l) => l.about).join('; '),
    );
  },
};
