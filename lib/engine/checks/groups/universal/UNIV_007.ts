import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';

const OUTDATED_TECH =
  /\b(adobe flash|flash player|get flash|requires flash|best viewed (in|with|at|using)|internet explorer \d|optimi[sz]ed for (internet explorer|IE|1024)|requires (internet explorer|IE\s?\d))\b/i;

export const UNIV_007: CheckDeclaration = {
  id: 'UNIV_007',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The page shows outdated-technology notices',
  label: 'No outdated-technology notices',
  description:
    '"Best viewed in Internet Explorer" or "Get Adobe Flash" tells visitors the site has not been maintained in a decade.',
  threshold: 'no "best viewed in", Flash Player or Internet Explorer notice appears',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: ['Remove browser and plug-in notices.', 'Replace any Flash content with HTML5 video or images.'],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% conversion on affected pages; an estimate',
  source: 'heuristic',
  run(model) {
    const hit = findText(model, OUTDATED_TECH);
    return hit
      ? fail(excerpt(hit, OUTDATED_TECH), 'outdated notice')
      : pass(absent('"best viewed in", Flash or Internet Explorer notices'), 'none');
  },
};
