import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { AD_PIXELS } from './shared.js';

export const CONV_006: CheckDeclaration = {
  id: 'CONV_006',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'Visitors who leave cannot be brought back with ads',
  label: 'A retargeting tag can bring visitors back',
  description:
    'Most visitors leave without converting; an ad-platform tag (Meta, LinkedIn, TikTok...) lets you show them a reminder later, often the cheapest conversions a business buys.',
  threshold:
    'an ad-platform retargeting tag is installed (Meta Pixel, LinkedIn Insight, TikTok, X, Pinterest, Microsoft Ads)',
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event'],
  needs: 'static',
  fixSteps: [
    'Install the tag of the ad platform your buyers use, behind your consent banner',
    'Build an audience of visitors who saw the offer but did not convert, and run a reminder campaign',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: recovers 2-10% of non-converting visitors; depends on ad spend',
  source: 'heuristic',
  run(model) {
    const pixels = model.scripts.analytics.filter((v) => AD_PIXELS.has(v));
    if (pixels.length > 0)
      // the vendors are recognised from script sources, not quoted from the page: no quote
      return pass(
        { quote: '', selector: 'script' },
        `${pixels.length} retargeting tag(s): ${pixels.join(', ')}`,
      );
    if (model.scripts.analytics.includes('Google Tag Manager'))
      return notApplicable(
        'a tag manager is installed and may load retargeting tags that the HTML does not show',
      );
    return fail(absent('an ad-platform retargeting tag'), 'none recognised');
  },
};
