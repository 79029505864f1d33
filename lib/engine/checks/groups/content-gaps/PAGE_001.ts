import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { mainWords } from '../../signals/words.js';

const JUMP_TARGET = /#[a-z][\w-]*$/i;

export const PAGE_001: CheckDeclaration = {
  id: 'PAGE_001',
  pageTypes: ['article_blog', 'policy', 'other'],
  languages: 'any',
  dimension: 'friction',
  title: 'A long page has no table of contents',
  label: 'Long page offers jump links',
  description:
    'On a long page, visitors looking for one answer (price, delivery, a spec) give up before they scroll to it; jump links take them straight there.',
  threshold: 'pages with >= 1200 words of main content offer at least 3 in-page jump links (#anchors)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Give each major section an id',
    'Add a short "On this page" list of links to those ids near the top',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% engagement on long pages; small direct conversion effect',
  source: 'heuristic',
  run(model) {
    const words = mainWords(model);
    if (words < 1200) return notApplicable(`only ${words} words of main content, short enough to scroll`);
    const jumps = model.links.filter(
      (l) => l.kind === 'anchor' && l.region !== 'footer' && JUMP_TARGET.test(l.href) && l.text.length > 1,
    );
    const observed = `${jumps.length} jump links for ${words} words (need >= 3)`;
    if (jumps.length >= 3)
      return pass(
        jumps.slice(0, 3).map((l) => seen(l, l.text)),
        observed,
      );
    return fail(absent('in-page jump links (href="#section") to the sections of the page'), observed);
  },
};
