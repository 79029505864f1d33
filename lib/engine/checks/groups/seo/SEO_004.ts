import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { DOCUMENT } from '../../signals/evidence.js';
import { keywords } from '../../signals/words.js';

export const SEO_004: CheckDeclaration = {
  id: 'SEO_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'The page title and the H1 talk about different things',
  label: 'Title and H1 agree on the topic',
  description:
    'When the search result promises one thing and the headline says another, visitors who clicked bounce; shared key words also confirm relevance to search engines.',
  threshold: 'the <title> and the <h1> share at least one key word (3+ letters, not a stopword)',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Pick the phrase the page should rank for.',
    'Use it in both the title and the H1, in natural wording.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +1-3% landing-page engagement from search; varies by query',
  source: 'heuristic',
  run(model) {
    const title = model.title?.trim();
    const h1 = model.headings.find((h) => h.level === 1);
    if (!title || !h1) return notApplicable('the page lacks a title or an H1 to compare');
    const h1Words = keywords(h1.text);
    const shared = [...keywords(title)].filter((w) => h1Words.has(w));
    const ev = [seen(DOCUMENT.title, title), seen(h1, h1.text)];
    return shared.length > 0
      ? pass(ev, `shared words: ${shared.slice(0, 5).join(', ')}`)
      : fail(ev, 'no shared key word');
  },
};
