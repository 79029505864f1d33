import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { mainWords } from '../../signals/words.js';
import { READABLE } from '../../scope.js';

export const PAGE_006: CheckDeclaration = {
  id: 'PAGE_006',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'No scannable list in a long page',
  label: 'Key points are in a scannable list',
  description:
    'Bulleted lists of benefits, features or what is included are read by scanners who skip paragraphs; a page of paragraphs only hides its best points.',
  threshold: 'pages with >= 300 words of main content have at least one list of >= 3 items',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Turn the benefits or "what you get" paragraph into 3-6 bullets of one line each',
    'Start each bullet with the outcome, not the feature name',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion rate from better scanning; varies by page length',
  source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
  run(model) {
    const words = mainWords(model);
    if (words < 300) return notApplicable(`only ${words} words of main content`);
    const items = model.textBlocks.filter((b) => b.tag === 'li' && b.region === 'main' && b.words >= 2);
    const observed = `${items.length} list items in the main content (need >= 3)`;
    if (items.length >= 3)
      return pass(
        items.slice(0, 3).map((b) => seen(b, b.text)),
        observed,
      );
    return fail(absent('a bulleted or numbered list (>= 3 items) in the main content'), observed);
  },
};
