import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';

export const SEO_001: CheckDeclaration = {
  id: 'SEO_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The page title is missing, too short or cut off in search results',
  label: 'Page title fits search results',
  description:
    'The title is the blue link in search results; a missing or truncated title loses clicks before the visitor ever sees the page.',
  threshold: 'the <title> has 30-60 characters',
  severity: 'high',
  weight: 5,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Write a title that names the product or service and the brand, e.g. "Invoice software for freelancers | Acme".',
    'Keep it between 30 and 60 characters so Google shows it whole.',
    'Put the most important words first.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +2-8% organic click-through; varies by ranking position',
  source: 'heuristic',
  run(model) {
    const title = model.title?.trim();
    if (!title) return fail(absent('a <title> with text'), 'no title');
    const n = [...title].length;
    const observed = `${n} characters (30-60)`;
    return n >= 30 && n <= 60
      ? pass(seen(DOCUMENT.title, title), observed)
      : fail(seen(DOCUMENT.title, title), observed);
  },
};
