import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { contradictions } from '../../signals/contradictions.js';

export const TRUST_015: CheckDeclaration = {
  id: 'TRUST_015',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'The page contradicts itself',
  label: 'The page does not contradict itself',
  description:
    'Two opening hours for one day, a product weight given twice with different values, "out of stock" beside an active Add to Cart, a restock date long past: a visitor cannot tell which statement is true, and trusts neither the page nor the price.',
  threshold:
    'no two statements of the page disagree on opening hours, a product fact or stock, no restock date is long past, and no offer announced as over sits beside a button that still sells',
  severity: 'high',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Decide which of the two statements quoted is true and correct or remove the other.',
    'Keep hours, stock and product facts in one place the page reads from, so they cannot drift apart.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +1-5% conversion; an estimate, larger when stock or price is in doubt',
  source: 'heuristic',
  run(model) {
    const found = contradictions(model);
    if (found.length === 0)
      return pass(
        absent('statements that disagree (opening hours, product facts, stock, restock dates, offers over)'),
        'none',
      );
    return fail(
      found.flatMap((c) => c.sides.map((s) => seen(s, s.text))).slice(0, 6),
      found.map((c) => c.about).join('; '),
    );
  },
};
