import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen, shownText } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { EXCLAMATION_RE } from '../../signals/vocabularies/copy.js';
import { countMatches } from '../../signals/words.js';
import { READABLE } from '../../scope.js';

const MAX_EXCLAMATIONS = 3;

const MIN_COPY_WORDS = 50;

export const MSG_008: CheckDeclaration = {
  id: 'MSG_008',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'The copy shouts with exclamation marks',
  label: 'Copy keeps a calm, confident tone',
  description:
    'Exclamation marks read as hype; more than a few make claims look less credible, not more exciting.',
  threshold: `at most ${MAX_EXCLAMATIONS} exclamation marks in the copy`,
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Remove exclamation marks from headings and claims.',
    'Let specifics (numbers, names) carry the excitement instead.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% conversion rate; varies by audience',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const words = blocks.reduce((n, b) => n + b.words, 0);
    if (words < MIN_COPY_WORDS) return notApplicable(`fewer than ${MIN_COPY_WORDS} words of copy`);
    // Repeated blocks (the same notice in several templates) are counted once.
    const seenTexts = new Set<string>();
    const hits = blocks.filter(
      (b) => b.text.includes('!') && !seenTexts.has(b.text) && seenTexts.add(b.text),
    );
    const total = hits.reduce((n, b) => n + countMatches(b.text, EXCLAMATION_RE), 0);
    const observed = `${total} exclamation marks (limit ${MAX_EXCLAMATIONS})`;
    if (total === 0) return pass(absent('exclamation marks in the copy'), observed);
    const evidence = hits.slice(0, 3).map((b) => seen(b, shownText(b, EXCLAMATION_RE)));
    return total <= MAX_EXCLAMATIONS ? pass(evidence, observed) : fail(evidence, observed);
  },
};
