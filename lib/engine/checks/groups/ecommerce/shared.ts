import type { Evidence } from '../../check.js';
import { imageQuote, seen } from '../../outcome.js';
import type { PageModel } from '../../../model/page-model.js';

export { textCheck } from '../../signals/presence.js';
/** The first image whose alt text or file name matches `re` (payment logos are often images). */
export function imageEvidence(model: PageModel, re: RegExp): Evidence | null {
  const img = model.images.find((i) => re.test(i.alt ?? '') || re.test(i.src));
  return img ? seen(img, imageQuote(img)) : null;
}

export const ECOM = { industries: ['ecommerce'], needs: 'static' } as const;
