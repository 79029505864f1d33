import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { videoQuote } from '../../signals/evidence.js';
import { LANDING } from '../../scope.js';

export const PAGE_009: CheckDeclaration = {
  id: 'PAGE_009',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'persuasion',
  title: 'No explainer or demo video',
  label: 'A video explains the offer',
  description:
    'A short video shows how the product or service works in a way text cannot, and keeps evaluating visitors on the page longer.',
  threshold: 'the page embeds at least one video (YouTube, Vimeo, Wistia, Loom or <video>)',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app', 'course', 'agency', 'local', 'nonprofit', 'event'],
  needs: 'static',
  fixSteps: [
    'Record a 60-120 second video that shows the offer in use or the team at work',
    'Embed it near the top of the page with a poster image and captions',
  ],
  fixEffort: 'high',
  impact: 'medium',
  impactEstimate: 'estimate: +2-10% conversion rate on landing pages; varies widely with video quality',
  source: 'heuristic',
  run(model) {
    const v = model.videos[0];
    if (v) return pass(seen(v, videoQuote(v)), `${model.videos.length} video(s), the first ${v.provider}`);
    return fail(absent('an embedded video (YouTube, Vimeo, Wistia, Loom or <video>)'), 'no video');
  },
};
