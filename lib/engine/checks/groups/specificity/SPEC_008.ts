import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { HYPE_ALL_RE } from '../../signals/vocabularies/proof.js';
import { countMatches } from '../../signals/words.js';
import { LANDING } from '../../scope.js';
import { CLAIMING } from './shared.js';

const HYPE_PER_WORDS = 150;

const MAX_HYPE_PER_150 = 1;

const MIN_WORDS_HYPE = 150;

export const SPEC_008: CheckDeclaration = {
  id: 'SPEC_008',
  pageTypes: [...LANDING, 'product_detail'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The copy leans on empty hype adjectives',
  label: 'Copy shows rather than hypes',
  description:
    '"Amazing", "incredible" and "perfect" ask the reader to take your word for it; specifics show it instead.',
  threshold: `at most ${MAX_HYPE_PER_150} hype adjective (amazing, awesome, incredible, perfect, stunning, …) per ${HYPE_PER_WORDS} words`,
  severity: 'low',
  weight: 2,
  industries: CLAIMING,
  needs: 'static',
  fixSteps: [
    'Replace each hype adjective with the fact behind it ("stitched with waxed thread", not "amazing quality").',
    'Keep at most one strong adjective per section.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% conversion rate; varies by audience',
  source: 'heuristic',
  run(model) {
    const blocks = copyBlocks(model);
    const words = blocks.reduce((n, b) => n + b.words, 0);
    if (words < MIN_WORDS_HYPE) return notApplicable(`fewer than ${MIN_WORDS_HYPE} words of copy`);
    const hits = blocks.filter((b) => countMatches(b.text, HYPE_ALL_RE) > 0);
    const total = hits.reduce((n, b) => n + countMatches(b.text, HYPE_ALL_RE), 0);
    const rate = (total / words) * HYPE_PER_WORDS;
    const observed = `${total} hype adjectives in ${words} words (${rate.toFixed(2)} per ${HYPE_PER_WORDS}, limit ${MAX_HYPE_PER_150})`;
    if (hits.length === 0) return pass(absent('hype adjectives in the copy'), observed);
    const evidence = hits.slice(0, 3).map((b) => seen(b, b.text));
    return rate <= MAX_HYPE_PER_150 ? pass(evidence, observed) : fail(evidence, observed);
  },
};
