import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence, videoQuote } from '../../signals/evidence.js';

export const ACCESS_011: CheckDeclaration = {
  id: 'ACCESS_011',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'performance',
  title: 'Self-hosted videos have no captions',
  label: 'Videos are captioned',
  description:
    'Deaf visitors, and the majority who watch muted on phones, miss everything a video says without captions.',
  threshold: 'every self-hosted <video> with sound has a captions or subtitles <track>',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add <track kind="captions" src="…vtt" srclang="en"> to each video.',
    'Burn key messages into the video as on-screen text as well.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% video engagement; removes a WCAG 1.2.2 failure',
  source: 'heuristic',
  run(model) {
    const videos = model.videos.filter((v) => v.provider === 'html5' && !(v.autoplay && v.muted));
    if (videos.length === 0) return notApplicable('no self-hosted video with sound');
    const bare = videos.filter((v) => !v.hasCaptions);
    const observed = `${videos.length - bare.length} of ${videos.length} videos captioned`;
    return bare.length === 0
      ? pass(firstEvidence(videos, videoQuote), observed)
      : fail(firstEvidence(bare, videoQuote), observed);
  },
};
