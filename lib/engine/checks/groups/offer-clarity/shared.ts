import type { CheckOutcome } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { excerpt } from '../../signals/evidence.js';
import { planPricePoints, priceEvidence } from '../../signals/prices.js';
import { textElements } from '../../signals/text-search.js';
import type { PageModel } from '../../../model/page-model.js';

export const PLAN_WINDOW = 80;

/**
 * Judges the text around a page's plans: passes on the first text element from just above the
 * first plan price to PLAN_WINDOW elements after the last that matches `re`, else fails at the
 * first plan price. Not applicable with fewer than two plan prices.
 */
export function planTextSays(
  model: PageModel,
  re: RegExp,
  said: { passed: string; lookedFor: string; failed: string },
): CheckOutcome {
  const points = planPricePoints(model);
  if (points.length < 2) return notApplicable('fewer than 2 plan prices');
  const from = Math.min(...points.map((p) => p.order)) - 20;
  const to = Math.max(...points.map((p) => p.order)) + PLAN_WINDOW;
  const hit = textElements(model).find((b) => b.order >= from && b.order <= to && re.test(b.text));
  return hit
    ? pass(excerpt(hit, re), said.passed)
    : fail([priceEvidence(points[0]), absent(said.lookedFor)], said.failed);
}
