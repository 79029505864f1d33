import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';
import { mainFirst } from './shared.js';

export const SEO_013: CheckDeclaration = {
  id: 'SEO_013',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'Links navigate through javascript: URLs that crawlers cannot follow',
  label: 'Links are crawlable',
  description:
    'A link whose href is a javascript: URL has no address: crawlers cannot follow it, it cannot be opened in a new tab or shared, and it breaks when a script fails.',
  threshold: 'no link has a javascript: href',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Give every link a real href to the page it opens.',
    'Use a <button> for actions that do not navigate (menus, pop-ups).',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-3% indexed pages; larger when key pages are linked only this way',
  source: 'heuristic',
  run(model) {
    if (model.links.length === 0) return notApplicable('the page has no links');
    const js = model.links.filter((l) => l.kind === 'javascript');
    if (js.length === 0)
      return pass(
        firstEvidence(mainFirst(model.links), (l) => l.text || l.name, 2),
        '0 javascript: links',
      );
    return fail(
      firstEvidence(js, (l) => l.text || l.name),
      `${js.length} javascript: links (0 allowed)`,
    );
  },
};
