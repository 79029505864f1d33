import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sectionHeadings } from '../../signals/copy-blocks.js';
import { READABLE } from '../../scope.js';
import { pct } from './shared.js';

const MIN_DESCRIPTIVE_SHARE = 0.5;

const DESCRIPTIVE_MIN_WORDS = 3;

export const MSG_012: CheckDeclaration = {
  id: 'MSG_012',
  pageTypes: READABLE,
  languages: ['en'],
  dimension: 'clarity',
  title: 'Section headings are bare labels',
  label: 'Section headings say something',
  description:
    'Skimmers read only the headings; "Features" or "Services" tells them nothing, while "Send invoices in two clicks" sells on its own.',
  threshold: `at least ${pct(MIN_DESCRIPTIVE_SHARE)} of section headings (h2) have ${DESCRIPTIVE_MIN_WORDS}+ words`,
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Rewrite one-word headings as the benefit of the section.',
    'Read only the headings top to bottom: they should tell the story of the page.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +0.5-3% engagement with the page; varies by page length',
  source: 'heuristic',
  run(model) {
    const h2 = sectionHeadings(model);
    if (h2.length < 2) return notApplicable('fewer than two section headings');
    const descriptive = h2.filter((h) => h.words >= DESCRIPTIVE_MIN_WORDS);
    const share = descriptive.length / h2.length;
    const observed = `${descriptive.length} of ${h2.length} headings descriptive (${pct(share)}, needs ${pct(MIN_DESCRIPTIVE_SHARE)})`;
    if (share >= MIN_DESCRIPTIVE_SHARE) {
      return pass(
        descriptive.slice(0, 3).map((h) => seen(h, h.text)),
        observed,
      );
    }
    return fail(
      h2
        .filter((h) => h.words < DESCRIPTIVE_MIN_WORDS)
        .slice(0, 4)
        .map((h) => seen(h, h.text)),
      observed,
    );
  },
};
