import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';

export const CONV_001: CheckDeclaration = {
  id: 'CONV_001',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'cta',
  title: 'Conversions are not measured',
  label: 'Conversions are measured',
  description:
    'Without an analytics tool nobody can see where visitors drop out of the path, which call to action works or whether a change helped; every other fix is guesswork.',
  threshold:
    'an analytics, tag-manager or vendor tag is installed (Google Analytics, GTM, Tealium, Plausible, Matomo, a Meta or Criteo pixel...)',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  subject: ['analytics'],
  fixSteps: [
    'Install one analytics tool on every page (with a consent banner where the law requires it)',
    'Define the conversions (purchase, signup, enquiry) as goals and check they fire',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: no direct lift; enables the testing that typically finds +10-30% over a year',
  source: 'heuristic',
  run(model) {
    // one vocabulary (model.scripts.analytics): a tag manager or an advertising tag measures the
    // visits too, and whoever installed it sees the conversions it reports
    const tools = model.scripts.analytics;
    if (tools.length > 0)
      return pass({ quote: '', selector: 'script' }, `${tools.length} tag(s): ${tools.join(', ')}`);
    return fail(absent('an analytics, tag-manager or vendor tag'), 'no measuring tag recognised');
  },
};
