/**
 * One way to judge that something is on the page: look wherever pages put it (findAnywhere) before
 * saying it is missing. The group helpers of services, shops and software share it.
 */
import type { CheckOutcome } from '../check.js';
import { absent, fail, pass } from '../outcome.js';
import type { PageModel } from '../../model/page-model.js';
import { hitEvidence } from './evidence.js';
import { findAnywhere } from './text-search.js';

/** Passes quoting the first place the page says it, fails saying what was looked for. */
export function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findAnywhere(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}
