import type { CheckDefinition } from '../../check.js';
import { fail, notApplicable, pass } from '../../outcome.js';
import { measured } from '../../signals/evidence.js';
import type { PageModel } from '../../../model/page-model.js';

export function timingCheck(
  model: PageModel,
  key: 'lcpMs' | 'tbtMs',
  label: string,
  limit: number,
): ReturnType<CheckDefinition['run']> {
  const value = model.render?.timing[key];
  if (value === null || value === undefined) return notApplicable(`${label} was not measured`);
  const observed = `${Math.round(value)} ms (at most ${limit} ms)`;
  const ev = measured(`${label} ${Math.round(value)} ms`);
  return value <= limit ? pass(ev, observed) : fail(ev, observed);
}
