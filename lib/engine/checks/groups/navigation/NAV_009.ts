import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { firstEvidence } from '../../signals/evidence.js';

/** How many dead links a page may have before they read as a broken site. */
const MAX_DEAD = 2;

export const NAV_009: CheckDeclaration = {
  id: 'NAV_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'friction',
  title: 'Several links lead nowhere (href="#" or empty)',
  label: 'Buttons and links lead somewhere',
  description:
    'A link to "#", to an empty address or to javascript:void(0) does nothing or jumps to the top of the page; several such links read as a broken or unfinished site, and a button built this way leaves the visitor where they were.',
  threshold: `at most ${MAX_DEAD} links lead nowhere ("#", empty, javascript:void(0), "http://") with no script taking the click`,
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Point each "#" or empty link at the page it names, or remove it.',
    'Use a <button> for menu toggles and other actions a script performs.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% clicks reaching a page; more when a dead link is a button',
  source: 'heuristic',
  run(model) {
    if (model.links.length === 0) return notApplicable('the page has no links');
    const dead = model.links.filter((l) => l.leadsNowhere);
    const observed = `${dead.length} links lead nowhere (at most ${MAX_DEAD})`;
    if (dead.length > MAX_DEAD)
      return fail(
        firstEvidence(dead, (l) => l.text || l.name),
        observed,
      );
    const working = model.links.filter((l) => !l.leadsNowhere);
    return pass(
      firstEvidence(working.length > 0 ? working : model.links, (l) => l.text || l.name, 2),
      observed,
    );
  },
};
