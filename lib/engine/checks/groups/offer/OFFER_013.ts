import type { PageModel, Price, TextBlock } from '../../../model/page-model.js';
import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { offerPrices, priceEvidence } from '../../signals/prices.js';
import { LANDING } from '../../scope.js';

/** How far after its price a plan's feature list may run, in document positions. */
const PLAN_SPAN = 60;

interface Plan {
  price: Price;
  features: TextBlock[];
}

/** Plans of one billing period: distinct prices, each with the list items up to the next price. */
function plansByPeriod(model: PageModel): Plan[][] {
  const groups = new Map<string, Price[]>();
  for (const p of offerPrices(model)) {
    const key = p.period ?? 'none';
    const list = groups.get(key) ?? [];
    if (!list.some((q) => q.amount === p.amount)) list.push(p);
    groups.set(key, list);
  }
  const items = model.textBlocks.filter((b) => b.tag === 'li');
  const out: Plan[][] = [];
  for (const prices of groups.values()) {
    if (prices.length < 2) continue;
    const sorted = [...prices].sort((a, b) => a.order - b.order);
    out.push(
      sorted.map((price, i) => {
        const end = Math.min(sorted[i + 1]?.order ?? Infinity, price.order + PLAN_SPAN);
        return { price, features: items.filter((b) => b.order > price.order && b.order < end) };
      }),
    );
  }
  return out;
}

const key = (b: TextBlock): string => b.text.trim().toLowerCase().replace(/\s+/g, ' ');

export const OFFER_013: CheckDeclaration = {
  id: 'OFFER_013',
  pageTypes: LANDING,
  languages: 'any',
  dimension: 'offer',
  title: 'The plans list the same features at different prices',
  label: 'Each plan says what its price buys',
  description:
    'When every tier lists the same features, nothing tells a buyer what the higher price pays for: they take the cheapest plan or leave to compare elsewhere.',
  threshold:
    'when 2 or more plans of one billing period list what they include, at least one item differs between them',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  prices: 'shown',
  needs: 'static',
  fixSteps: [
    'Make each tier list what it adds over the one below (limits, seats, support, features).',
    'Lead each list with that difference.',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% plan selection and revenue per buyer; an estimate',
  source: 'heuristic',
  run(model) {
    const listed = plansByPeriod(model).filter((plans) => plans.every((p) => p.features.length >= 2));
    if (listed.length === 0) return notApplicable('no two plans of one period that list what they include');
    for (const plans of listed) {
      const [first, ...rest] = plans;
      const keys = first.features.map(key).sort().join('|');
      if (rest.every((p) => p.features.map(key).sort().join('|') === keys))
        return fail(
          [
            ...plans.slice(0, 3).map((p) => priceEvidence(p.price)),
            seen(first.features[0], first.features[0].text),
          ],
          `${plans.length} plans (${plans.map((p) => p.price.text).join(', ')}) list the same ${first.features.length} items`,
        );
    }
    const plans = listed[0];
    const differing = plans[1].features.find((f) => !plans[0].features.some((g) => key(g) === key(f)));
    return pass(
      differing ? seen(differing, differing.text) : priceEvidence(plans[0].price),
      `plans list different items`,
    );
  },
};
