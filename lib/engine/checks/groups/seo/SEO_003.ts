import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const SEO_003: CheckDeclaration = {
  id: 'SEO_003',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The page does not have exactly one H1',
  label: 'One H1 names the page',
  description:
    'A single H1 tells search engines and screen readers what the page is about; none or several blur the topic.',
  threshold: 'exactly one <h1> on the page',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Mark up the main headline as the only <h1>.',
    'Turn other <h1> elements (logos, section titles) into <h2> or plain text.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% organic traffic; small on its own',
  source: 'heuristic',
  run(model) {
    const h1s = model.headings.filter((h) => h.level === 1);
    if (h1s.length === 0) return fail(absent('an <h1> element'), '0 H1 (exactly 1)');
    const observed = `${h1s.length} H1 (exactly 1)`;
    const ev = firstEvidence(h1s, (h) => h.text);
    return h1s.length === 1 ? pass(ev, observed) : fail(ev, observed);
  },
};
