import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass, seen } from '../../outcome.js';
import { ACTIONABLE } from '../../scope.js';
import type { CallToAction, PageModel } from '../../../model/page-model.js';

/** hero group: the first screen, where a visitor decides in seconds whether to stay. */

/**
 * Without a measured layout, where markup alone says the main call to action is on the first
 * screen though it lies past the hero's span: in the header or navigation bar (the top of every
 * page), or, on a product page, the product's own buy button (standard product templates put the
 * buy box beside the title and image, however much markup the gallery and options take).
 */
function firstScreenWithoutLayout(model: PageModel): { cta: CallToAction; why: string } | null {
  const cta = model.ctas.find((c) => c.role === 'primary') ?? model.mainAsk ?? null;
  if (!cta || cta.layout?.desktop) return null;
  if (cta.region === 'header' || cta.region === 'nav')
    return { cta, why: `"${cta.text}" in the header, on the first screen of every page` };
  const headline = model.hero.headline;
  const buys =
    cta.goal === 'add_to_cart' || cta.goal === 'buy' || cta.intent === 'cart' || cta.intent === 'purchase';
  if (model.pageType.id === 'product_detail' && buys && headline && cta.order > headline.order)
    return { cta, why: `"${cta.text}": the product's buy button, in the buy box beside its title` };
  return null;
}

const UNLOCATED_FIRST_SCREEN =
  'the page has no headline and was not measured in a browser, so nothing marks where its first screen ends';

export const HERO_006: CheckDeclaration = {
  id: 'HERO_006',
  pageTypes: ACTIONABLE,
  languages: 'any',
  dimension: 'cta',
  title: 'The first screen has no call to action',
  label: 'First screen offers the main call to action',
  description:
    'Visitors who are convinced by the first screen need a way to act on it there, without scrolling to look for one.',
  threshold: 'the primary call to action sits on the first screen',
  severity: 'high',
  weight: 5,
  industries: 'all',
  needs: 'static',
  rests: ['headline', 'primary_cta'],
  fixSteps: [
    'Place the primary call to action directly under the headline and subheadline.',
    'Style it as a button that stands out from the background.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +3-12% click-through to the next step; varies by page type',
  source: 'heuristic',
  run(model) {
    const cta = model.hero.cta;
    if (cta) return pass(seen(cta, cta.text), `"${cta.text}" in the hero`);
    const top = firstScreenWithoutLayout(model);
    if (top) return pass(seen(top.cta, top.cta.text), top.why);
    // where the first screen ends is measured (a render whose styles loaded) or read from the
    // headline's block; with neither, markup order past a fixed span says nothing about it
    const measured = model.render !== null && !model.delivery.degraded;
    if (!measured && !model.hero.headline) return notApplicable(UNLOCATED_FIRST_SCREEN);
    return fail(
      absent('the primary call to action within the first screen'),
      'no call to action in the hero',
    );
  },
};
