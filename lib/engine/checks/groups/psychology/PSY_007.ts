import type { CheckDeclaration } from '../../check.js';
import type { PageModel } from '../../../model/page-model.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { badgeEvidence } from '../../signals/evidence.js';
import { priceEvidence, recurringPrices } from '../../signals/prices.js';
import { copyBlocks, findBlock } from '../../signals/copy-blocks.js';
import { POPULAR_RE } from '../../signals/vocabularies/offers.js';
import { OFFER_PAGES } from '../../scope.js';

const MIN_PLANS = 2;

/** Plans: recurring prices per month or year that are not crossed out, one per amount. */
function plans(model: PageModel) {
  const byAmount = new Map<number, PageModel['prices'][number]>();
  for (const p of recurringPrices(model)) {
    if ((p.period === 'month' || p.period === 'year') && !byAmount.has(p.amount)) byAmount.set(p.amount, p);
  }
  return [...byAmount.values()];
}

export const PSY_007: CheckDeclaration = {
  id: 'PSY_007',
  pageTypes: OFFER_PAGES,
  languages: ['en'],
  prices: 'shown',
  dimension: 'offer',
  title: 'Several plans are shown with no recommended choice',
  label: 'A recommended plan guides the choice',
  description:
    'Faced with several plans, people stall; marking one "Most popular" or "Recommended" gives a safe default and speeds the decision.',
  threshold: `when ${MIN_PLANS}+ recurring plans are shown, one is marked most popular / recommended / best value`,
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Mark the plan most customers should choose as "Most popular".',
    'Give it a highlighted border and the primary button style.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-8% plan selection rate; varies by plan spread',
  source: 'heuristic',
  run(model) {
    const shown = plans(model);
    if (shown.length < MIN_PLANS) return notApplicable(`fewer than ${MIN_PLANS} recurring plans`);
    const mark = findBlock(copyBlocks(model), POPULAR_RE);
    const badge = model.badges.find((b) => POPULAR_RE.test(b.text));
    if (mark) return pass(seen(mark, mark.text), `${shown.length} plans, one marked`);
    if (badge) return pass(badgeEvidence(model, badge), `${shown.length} plans, one marked`);
    return fail(
      shown.slice(0, 4).map((p) => priceEvidence(p)),
      `${shown.length} plans, none marked`,
    );
  },
};
