import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence, measured } from '../../signals/evidence.js';

export const MOBILE_004: CheckDeclaration = {
  id: 'MOBILE_004',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Much of the text on mobile is fine print',
  label: 'Little fine print on mobile',
  description:
    'Text under 12 px on a phone is unreadable without zooming; when it carries prices, terms or reassurance, the visitor misses exactly what would convince them.',
  threshold: 'at most 10% of visible text below 12 px at the mobile viewport',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'render',
  uses: ['layout'],
  fixSteps: [
    'Raise captions, footnotes and labels to at least 12 px (14 px preferred) on small screens.',
    'Check prices, guarantees and form hints first.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% mobile conversion; varies',
  source: 'heuristic',
  run(model) {
    const mobile = model.render?.mobile;
    if (!mobile) return notApplicable('no mobile render');
    const share = Math.round(mobile.smallTextShare * 100);
    const observed = `${share}% of text below 12 px (at most 10%)`;
    const small = model.textBlocks.filter((b) => (b.layout?.mobile?.fontSizePx ?? 99) < 12);
    const ev = small.length > 0 ? firstEvidence(small, (b) => b.text, 2) : [measured(`${share}% small text`)];
    return share <= 10 ? pass(ev, observed) : fail(ev, observed);
  },
};
