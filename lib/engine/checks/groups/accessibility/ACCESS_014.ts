import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence, videoQuote } from '../../signals/evidence.js';

export const ACCESS_014: CheckDeclaration = {
  id: 'ACCESS_014',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'A video plays sound on its own',
  label: 'Autoplaying video is muted',
  description:
    'Sound that starts by itself drowns out screen readers and startles visitors in offices and on trains, who close the tab.',
  threshold: 'every autoplaying video is muted',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add muted to autoplaying videos, or stop autoplay.',
    'Offer a visible play/unmute button instead.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% fewer immediate exits on pages with video; removes a WCAG 1.4.2 failure',
  source: 'heuristic',
  run(model) {
    const autoplay = model.videos.filter((v) => v.autoplay);
    if (autoplay.length === 0) return notApplicable('no autoplaying video');
    const loud = autoplay.filter((v) => !v.muted);
    const observed = `${loud.length} of ${autoplay.length} autoplaying videos with sound`;
    return loud.length === 0
      ? pass(firstEvidence(autoplay, videoQuote), observed)
      : fail(firstEvidence(loud, videoQuote), observed);
  },
};
