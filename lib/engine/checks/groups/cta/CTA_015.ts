import type { CallToAction, PageModel } from '../../../model/page-model.js';
import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { primaryCta } from '../../signals/ctas.js';
import { ACTIONABLE } from '../../scope.js';

/** The page's main action and the other buttons of its first screen (menus aside). */
function mainActions(model: PageModel): { main: CallToAction; others: CallToAction[] } | null {
  const main = primaryCta(model) ?? model.mainAsk ?? null;
  if (!main) return null;
  const others = model.ctas.filter(
    (c) => c !== main && c.selector !== main.selector && c.order < model.hero.end && c.region !== 'nav',
  );
  return { main, others };
}

function how(c: CallToAction): string {
  if (c.element === 'link') return `"${c.text}" leads nowhere and no script takes the click`;
  return c.inForm
    ? `"${c.text}" submits a form that goes nowhere and nothing listens`
    : `"${c.text}" is a button outside any form that nothing listens to`;
}

export const CTA_015: CheckDeclaration = {
  id: 'CTA_015',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'The main call to action does nothing when pressed',
  label: 'The main call to action works',
  description:
    'A main button that is a link to "#", a <button> nothing listens to or a form with nowhere to send leaves the visitor who is ready to act exactly where they were: the page has no working way to convert.',
  threshold:
    'the main call to action, or another button of the first screen, navigates, submits a form or has a script listening (judged on the rendered page when every script of the page loaded; otherwise from markup, a link to "#" or a button on a page without scripts)',
  severity: 'critical',
  // weight 1: passing says little beside CTA_001; failing caps the score like no CTA (DECISIVE_FACTORS)
  weight: 1,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Point the main button at the page or form it promises, or wire its handler.',
    'Give a lead or booking form an action (or a submit handler) and test it end to end.',
    'Press every first-screen button on the live page after each release.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +5-20% conversion rate; every visitor who presses a dead button is lost',
  source: 'heuristic',
  run(model) {
    const found = mainActions(model);
    if (!found) return notApplicable('the page has no main call to action (CTA_001 judges that)');
    const { main, others } = found;
    if (!main.inert) return pass(seen(main, main.text), `"${main.text}" leads somewhere or is handled`);
    const working = others.find((c) => !c.inert);
    if (working)
      return pass(
        seen(working, working.text),
        `"${main.text}" does nothing, but "${working.text}" on the first screen works (NAV_009 counts dead links)`,
      );
    const dead = [main, ...others.filter((c) => c.inert)];
    const byRender = dead.some((c) => c.inert === 'render');
    const observed = `${dead.map(how).join('; ')} (${byRender ? 'judged on the rendered page' : 'judged from the markup'})`;
    const evidence = dead.slice(0, 5).map((c) => seen(c, c.text));
    return byRender ? fail(evidence, observed) : fail(evidence, observed, { confidence: 'medium' });
  },
};
