import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { sectionHeadings } from '../../signals/copy-blocks.js';
import { INVITE_RE } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';

export const NARR_008: CheckDeclaration = {
  id: 'NARR_008',
  pageTypes: LANDING,
  languages: ['en'],
  dimension: 'cta',
  title: 'The last section heading does not invite action',
  label: 'The closing section invites action',
  description:
    'The final heading frames the decision; "Ready to get started?" or "Book your free call" turns the end of the page into a next step.',
  threshold: 'the last section heading invites action (ready, get started, join, book, contact, try, …)',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Title the closing section with an invitation ("Ready to send your first invoice?").',
    'Repeat the main benefit in one line under it, then the button.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversions at the end of the page; varies by page length',
  source: 'heuristic',
  run(model) {
    const h2 = sectionHeadings(model);
    if (h2.length < 2) return notApplicable('fewer than two sections');
    const last = h2[h2.length - 1];
    return INVITE_RE.test(last.text)
      ? pass(seen(last, last.text), 'closing heading invites action')
      : fail(seen(last, last.text), 'closing heading does not invite action');
  },
};
