import type { CheckOutcome } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import type { PageModel } from '../../../model/page-model.js';

export function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

export const SAAS = { industries: ['saas', 'app'], needs: 'static' } as const;
