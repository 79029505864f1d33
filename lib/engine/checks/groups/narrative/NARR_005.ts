import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { priceEvidence } from '../../signals/prices.js';
import { sectionHeadings } from '../../signals/copy-blocks.js';
import { LANDING } from '../../scope.js';
import { firstOf } from './shared.js';

export const NARR_005: CheckDeclaration = {
  id: 'NARR_005',
  pageTypes: LANDING,
  languages: 'any',
  prices: 'shown',
  dimension: 'offer',
  title: 'The price comes before any value is shown',
  label: 'Value is shown before the price',
  description:
    'A price read before the value is judged as a cost; read after it, as an investment. Services and software should earn the price first.',
  threshold: 'the first price on the page comes after at least one section heading',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app', 'agency', 'local', 'course', 'event'],
  needs: 'static',
  fixSteps: [
    'Move pricing below the first benefit section.',
    'If the price must show early, pair it with the main result it buys.',
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-3% plan selection rate; varies by price level',
  source: 'heuristic',
  run(model) {
    const price = firstOf(model.prices.filter((p) => !p.isCompareAt));
    if (!price) return notApplicable('the page shows no prices');
    const section = sectionHeadings(model)[0];
    if (section && section.order < price.order) {
      return pass([seen(section, section.text), priceEvidence(price)], 'price after a section');
    }
    return fail(priceEvidence(price), 'price before any section');
  },
};
