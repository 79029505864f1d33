import type { CheckOutcome, Evidence } from '../../check.js';
import { absent, fail, imageQuote, pass, seen } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import type { PageModel } from '../../../model/page-model.js';

/** Passes on the first text matching `re`, else fails as absent. */
export function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

/** The first image whose alt text or file name matches `re` (payment logos are often images). */
export function imageEvidence(model: PageModel, re: RegExp): Evidence | null {
  const img = model.images.find((i) => re.test(i.alt ?? '') || re.test(i.src));
  return img ? seen(img, imageQuote(img)) : null;
}

export const ECOM = { industries: ['ecommerce'], needs: 'static' } as const;
