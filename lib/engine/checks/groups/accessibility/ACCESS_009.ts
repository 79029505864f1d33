import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

export const ACCESS_009: CheckDeclaration = {
  id: 'ACCESS_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Heading levels skip steps',
  label: 'Headings form a clean outline',
  description:
    'Screen-reader users skim by headings; a jump from H2 to H4 suggests missing content and breaks the outline they navigate by.',
  threshold: 'no heading is more than one level deeper than the heading before it',
  severity: 'low',
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Choose heading levels by structure (H1 page, H2 sections, H3 sub-sections), not by font size.',
    'Style headings with CSS classes so the level can stay correct.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-1% engagement among screen-reader users; small',
  source: 'heuristic',
  run(model) {
    const hs = model.headings;
    if (hs.length < 2) return notApplicable('fewer than two headings');
    for (let i = 1; i < hs.length; i++) {
      if (hs[i].level > hs[i - 1].level + 1) {
        return fail(
          [seen(hs[i - 1], hs[i - 1].text), seen(hs[i], hs[i].text)],
          `H${hs[i - 1].level} followed by H${hs[i].level}`,
        );
      }
    }
    return pass(
      firstEvidence(hs, (h) => h.text),
      `${hs.length} headings in order`,
    );
  },
};
